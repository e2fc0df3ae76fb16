import Foundation
import Matchers

/// The models of the "equal except" examples: an order with generated ids and a timestamp, a
/// sensor reading computed in floating point, a calendar event.
private enum Shop {
    struct LineItem: Equatable, Hashable {
        var id: UUID
        var sku: String
        var quantity: Int
    }

    struct Customer: Equatable {
        var id: Int
        var name: String
    }

    struct Order: Equatable {
        var id: Int
        var createdAt: Date
        var customer: Customer
        var items: [LineItem]
    }

    struct Reading: Equatable {
        var celsius: Double
        var humidity: Double
        var station: String
    }

    struct Event: Equatable {
        var title: String
        var start: Date
    }

    static func id(_ seed: UInt8, _ index: UInt8) -> UUID {
        UUID(uuid: (seed, index, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }

    /// An order as the app creates it: ids from `seed`, the time from `seconds`.
    static func order(seed: UInt8, at seconds: Double, quantity: Int) -> Order {
        Order(
            id: 7, createdAt: Date(timeIntervalSince1970: seconds), customer: Customer(id: 3, name: "Ann"),
            items: [
                LineItem(id: id(seed, 0), sku: "A1", quantity: 1),
                LineItem(id: id(seed, 1), sku: "B2", quantity: quantity),
            ])
    }

    static let toTheSecond = ValueComparison.values(of: Date.self, described: "to the second") {
        $0.timeIntervalSince1970.rounded(.down) == $1.timeIntervalSince1970.rounded(.down)
    }
}

func equivalenceGallery() -> GallerySection {
    var entries: [GalleryEntry] = []
    if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) {
        entries += [
            GalleryEntry(
                "assertThat(order, equalTo(expected, ignoring: \\.createdAt, \\LineItem.id))  // ids, time and a quantity changed",
                Shop.order(seed: 2, at: 1_700_000_042, quantity: 3),
                equalTo(
                    Shop.order(seed: 1, at: 1_700_000_000, quantity: 2), ignoring: \.createdAt,
                    \Shop.LineItem.id)),
            GalleryEntry(
                "assertThat(Set(order.items), equalTo(Set(expected.items), ignoring: \\LineItem.id))",
                Set(Shop.order(seed: 2, at: 0, quantity: 3).items),
                equalTo(Set(Shop.order(seed: 1, at: 0, quantity: 2).items), ignoring: \Shop.LineItem.id)),
            GalleryEntry(
                "assertThat(order, equalTo(expected, ignoring: \\Order.items.count))  // a computed property",
                Shop.order(seed: 1, at: 0, quantity: 2),
                equalTo(Shop.order(seed: 1, at: 0, quantity: 2), ignoring: \Shop.Order.items.count)),
            GalleryEntry(
                "assertThat(order.items, hasItem(equalTo(LineItem(id: newID, sku: \"C3\", quantity: 1), ignoring: \\.id)))",
                Shop.order(seed: 2, at: 0, quantity: 3).items,
                hasItem(equalTo(Shop.LineItem(id: Shop.id(9, 9), sku: "C3", quantity: 1), ignoring: \.id))),
        ]
    }
    entries += [
        GalleryEntry(
            "assertThat(reading, equalTo(Reading(celsius: 21.5, humidity: 0.4, station: \"roof\"), within: 0.001))",
            Shop.Reading(celsius: 21.52, humidity: 0.1 * 4, station: "roof"),
            equalTo(Shop.Reading(celsius: 21.5, humidity: 0.4, station: "roof"), within: 0.001)),
        GalleryEntry(
            "assertThat(0.1 + 0.25, equalTo(0.3, within: 0.01))", 0.1 + 0.25, equalTo(0.3, within: 0.01)),
        GalleryEntry(
            "assertThat(event, equalTo(expected, comparing: toTheSecond))  // the start moved by a minute",
            Shop.Event(title: "Standup", start: Date(timeIntervalSince1970: 1_700_000_060.4)),
            equalTo(
                Shop.Event(title: "Standup", start: Date(timeIntervalSince1970: 1_700_000_000.2)),
                comparing: Shop.toTheSecond)),
    ]
    return GallerySection("Equal except where it does not matter", entries)
}
