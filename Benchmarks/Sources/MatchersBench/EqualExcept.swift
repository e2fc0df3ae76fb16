import Foundation
import Matchers
import XCTMatchers

// MARK: (12) equalTo with options, passing, against a hand-written field-by-field comparison

/// An order as an app builds it: generated ids and a timestamp, 20 items.
private struct ExceptLineItem: Equatable {
    var id: UUID
    var sku: String
    var quantity: Int
    var price: Double
}

private struct ExceptOrder: Equatable {
    var id: UUID
    var createdAt: Date
    var customer: String
    var items: [ExceptLineItem]
    var total: Double
}

private func benchOrder(seed: UInt8, at seconds: Double, noise: Double) -> ExceptOrder {
    let items = (0..<20).map { index in
        ExceptLineItem(
            id: UUID(uuid: (seed, UInt8(index), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            sku: "SKU-\(index)",
            quantity: index % 3 + 1, price: Double(index) * 0.1 + noise)
    }
    return ExceptOrder(
        id: UUID(uuid: (seed, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        createdAt: Date(timeIntervalSince1970: seconds), customer: "Ann", items: items,
        total: items.reduce(0) { $0 + $1.price * Double($1.quantity) })
}

/// What a test writes by hand for the same check: every field that counts, numbers within 1e-9.
@inline(never)
private func sameExceptIDs(_ actual: ExceptOrder, _ expected: ExceptOrder) -> Bool {
    guard actual.customer == expected.customer, abs(actual.total - expected.total) <= 1e-9,
        actual.items.count == expected.items.count
    else { return false }
    for (item, expectedItem) in zip(actual.items, expected.items) {
        guard item.sku == expectedItem.sku, item.quantity == expectedItem.quantity,
            abs(item.price - expectedItem.price) <= 1e-9
        else { return false }
    }
    return true
}

func equalExceptCases(_ settings: Settings) -> [Row] {
    guard #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) else { return [] }
    let expected = benchOrder(seed: 1, at: 1_000, noise: 0)
    let actual = benchOrder(seed: 2, at: 2_000, noise: 1e-12)
    let matcher = equalTo(expected, ignoring: \.id, \ExceptOrder.createdAt, \ExceptLineItem.id, within: 1e-9)
    require(
        matcher.matches(actual).isMatch && sameExceptIDs(actual, expected), "(12) orders are equal except ids"
    )
    let matchers = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(
                opaque(actual),
                equalTo(
                    opaque(expected), ignoring: \.id, \ExceptOrder.createdAt, \ExceptLineItem.id, within: 1e-9
                ))
        }
    }
    let raw = measure(settings) { iterations in
        for _ in 0..<iterations {
            if !sameExceptIDs(opaque(actual), opaque(expected)) { rawFailure("not equal") }
        }
    }
    let plainExpected = benchOrder(seed: 1, at: 1_000, noise: 0)
    let plainActual = benchOrder(seed: 1, at: 1_000, noise: 0)
    let plain = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(opaque(plainActual), equalTo(opaque(plainExpected)))
        }
    }
    let rawPlain = measure(settings) { iterations in
        for _ in 0..<iterations {
            if opaque(plainActual) != opaque(plainExpected) { rawFailure("not equal") }
        }
    }
    return [
        Row(
            number: "12", name: "equalTo(order, ignoring: 3 ids, within: 1e-9), 20 items, passing",
            matchers: .time(matchers), raw: .time(raw), nimble: nil,
            // Mirror-bound: see Docs/Performance.md, "Case 12".
            target: Target(text: isDebugBuild ? "≤ 150× field by field" : "≤ 5,000× field by field") {
                ($0.overRaw ?? .infinity) <= (isDebugBuild ? 150 : 5_000)
            }),
        Row(
            number: "12", name: "equalTo(order), the same order, passing (no options)",
            matchers: .time(plain), raw: .time(rawPlain), nimble: nil,
            target: Target(text: "≤ 2× raw ==") { ($0.overRaw ?? .infinity) <= 2 }),
    ]
}
