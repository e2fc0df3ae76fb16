import Foundation
import Matchers
import Testing

// `equalTo(_:ignoring:within:comparing:)`: the verdicts its rules promise (Equivalence.swift,
// Docs/MessageFormat.md "Equal except …"), and the exact messages.

private struct LineItem: Equatable, Hashable {
    var id: UUID
    var sku: String
    var quantity: Int
}

private struct Customer: Equatable {
    var id: Int
    var name: String
}

private struct Order: Equatable {
    var id: Int
    var createdAt: Date
    var customer: Customer?
    var items: [LineItem]
    var note: String?
}

private struct Reading: Equatable {
    var celsius: Double
    var humidity: Float
    var scale: CGFloat
    var station: String
}

private func uuid(_ seed: UInt8, _ index: UInt8) -> UUID {
    UUID(uuid: (seed, index, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}

private func order(quantity: Int = 2, seed: UInt8 = 1, at seconds: Double = 1_000, customerID: Int = 3)
    -> Order
{
    Order(
        id: 7, createdAt: Date(timeIntervalSince1970: seconds),
        customer: Customer(id: customerID, name: "Ann"),
        items: [
            LineItem(id: uuid(seed, 0), sku: "A1", quantity: 1),
            LineItem(id: uuid(seed, 1), sku: "B2", quantity: quantity),
        ],
        note: "ring twice")
}

private func reading(_ celsius: Double, humidity: Float = 0.5, scale: CGFloat = 2) -> Reading {
    Reading(celsius: celsius, humidity: humidity, scale: scale, station: "x")
}

@Suite struct IgnoringFieldsTests {
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func ignoredFieldsNeverChangeTheVerdictAtAnyDepth() {
        let matcher = equalTo(order(), ignoring: \.createdAt, \LineItem.id)
        #expect(matcher.matches(order(seed: 9, at: 5)) == .match)
        #expect(matcher.matches(order(quantity: 3)) != .match)
        #expect(matcher.matches(order(customerID: 4)) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aFailureNamesOnlyTheFieldThatCounts() {
        #expect(
            failureMessage(
                order(quantity: 3, seed: 2, at: 5), equalTo(order(), ignoring: \.createdAt, \LineItem.id))
                    == """
                    Expected: Order(…, items: [_, LineItem(…, quantity: 2)], …) ignoring Order.createdAt, LineItem.id
                         but: was Order(…, items: [_, LineItem(…, quantity: 3)], …)
                              differs at items[1].quantity: expected 2, found 3
                    """)
        // The message says its one change on one line; the matcher's reason keeps the tree, which
        // marks what it ignored.
        guard
            case .mismatch(let reason) = equalTo(order(), ignoring: \.createdAt, \LineItem.id).matches(
                order(quantity: 3, seed: 2, at: 5))
        else { return #expect(Bool(false)) }
        #expect(
            reason?.description == """
                differs at items[1].quantity (- expected, + actual):
                    Order(
                      id: 7
                      createdAt: (ignored)
                      customer: Customer(…)
                      items: [
                        [0]: LineItem(…)
                        [1]: LineItem(
                          id: (ignored)
                          sku: "B2"
                  -       quantity: 2
                  +       quantity: 3
                        )
                      ]
                      note: "ring twice"
                    )
                """)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aKeyPathRootedElsewhereAppliesWhereverItsTypeAppears() {
        let items = [LineItem(id: uuid(1, 0), sku: "A1", quantity: 1)]
        let otherIDs = [LineItem(id: uuid(2, 0), sku: "A1", quantity: 1)]
        #expect(equalTo(items, ignoring: \LineItem.id).matches(otherIDs) == .match)
        #expect(equalTo(["a": items[0]], ignoring: \LineItem.id).matches(["a": otherIDs[0]]) == .match)
        #expect(equalTo(Optional(items[0]), ignoring: \LineItem.id).matches(otherIDs[0]) == .match)
        #expect(equalTo(Optional(items[0]), ignoring: \LineItem.id).matches(nil) != .match)
        #expect(equalTo(["a": items[0]], ignoring: \LineItem.id).matches(["b": otherIDs[0]]) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func anArrayStillComparesInOrder() {
        let first = LineItem(id: uuid(1, 0), sku: "A1", quantity: 1)
        let second = LineItem(id: uuid(1, 1), sku: "B2", quantity: 2)
        let renumbered = [second, first].map { LineItem(id: uuid(9, 9), sku: $0.sku, quantity: $0.quantity) }
        #expect(equalTo([first, second], ignoring: \LineItem.id).matches(renumbered.reversed()) == .match)
        #expect(equalTo([first, second], ignoring: \LineItem.id).matches(renumbered) != .match)
        #expect(equalTo([first, second], ignoring: \LineItem.id).matches([first]) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aLongerKeyPathIgnoresOnlyAlongItsPath() {
        let matcher = equalTo(order(), ignoring: \Order.customer?.id)
        #expect(matcher.matches(order(customerID: 99)) == .match)
        // Other `id`s still count: the order's own, and the items'.
        var other = order()
        other.id = 8
        #expect(matcher.matches(other) != .match)
        #expect(matcher.matches(order(seed: 2)) != .match)
        #expect(equalTo(order(), ignoring: \Customer.id).matches(order(customerID: 99)) == .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aDictionaryPairsEntriesByKeyAndShowsOnlyTheValueThatCounts() {
        #expect(
            failureMessage(
                ["a": LineItem(id: uuid(2, 0), sku: "A1", quantity: 1)],
                equalTo(["a": LineItem(id: uuid(1, 0), sku: "A2", quantity: 1)], ignoring: \LineItem.id))
                    == """
                    Expected: ["a": LineItem(…, sku: "A2", …)] ignoring LineItem.id
                         but: was ["a": LineItem(…, sku: "A1", …)]
                              differs at ["a"].sku: expected "A2", found "A1"
                    """)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aSetOfStructsPairsItsElementsUnderTheOptions() {
        let expected: Set = [
            LineItem(id: uuid(1, 0), sku: "A1", quantity: 1),
            LineItem(id: uuid(1, 1), sku: "B2", quantity: 2),
        ]
        let renumbered: Set = [
            LineItem(id: uuid(2, 0), sku: "A1", quantity: 1),
            LineItem(id: uuid(2, 1), sku: "B2", quantity: 2),
        ]
        let changed: Set = [
            LineItem(id: uuid(2, 0), sku: "A1", quantity: 1),
            LineItem(id: uuid(2, 1), sku: "B2", quantity: 5),
        ]
        #expect(equalTo(expected, ignoring: \LineItem.id).matches(renumbered) == .match)
        #expect(
            failureMessage(changed, equalTo(expected, ignoring: \LineItem.id))?.split(separator: "\n")
                .dropFirst(2)
                .joined(separator: "\n")
                    == """
                              differs in 2 elements (- expected, + actual):
                                - LineItem(id: 01010000-0000-0000-0000-000000000000, sku: "B2", quantity: 2)
                                + LineItem(id: 02010000-0000-0000-0000-000000000000, sku: "B2", quantity: 5)
                    """)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func tupleElementsAndGenericRootsAreFieldsToo() {
        struct Slot: Equatable {
            var window: (from: Int, to: Int)
            var pair: (Int, String)
            var tag: String
            static func == (lhs: Slot, rhs: Slot) -> Bool {
                lhs.window == rhs.window && lhs.pair == rhs.pair && lhs.tag == rhs.tag
            }
        }
        struct Box<Value: Equatable>: Equatable {
            var value: Value
            var id: Int
        }
        let slot = Slot(window: (1, 2), pair: (3, "x"), tag: "t")
        #expect(
            equalTo(slot, ignoring: \.window.from).matches(Slot(window: (9, 2), pair: (3, "x"), tag: "t"))
                == .match)
        #expect(
            equalTo(slot, ignoring: \.window.from).matches(Slot(window: (1, 9), pair: (3, "x"), tag: "t"))
                != .match)
        #expect(
            equalTo(slot, ignoring: \.pair.0).matches(Slot(window: (1, 2), pair: (9, "x"), tag: "t"))
                == .match)
        #expect(
            equalTo(slot, ignoring: \.pair.0).matches(Slot(window: (1, 2), pair: (3, "y"), tag: "t"))
                != .match)
        #expect(
            equalTo([Box(value: 1, id: 1)], ignoring: \Box<Int>.id).matches([Box(value: 1, id: 2)]) == .match)
        #expect(
            equalTo([Box(value: 1, id: 1)], ignoring: \Box<Int>.id).matches([Box(value: 2, id: 1)]) != .match)
        // Another specialization is another type.
        #expect(
            equalTo([Box(value: "a", id: 1)], ignoring: \Box<Int>.id).matches([Box(value: "a", id: 2)])
                != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aKeyPathThroughAComputedPropertyFailsAndSaysSo() {
        let matcher = equalTo(order(), ignoring: \Order.items.count)
        #expect(matcher.matches(order()) != .match)
        // The values are beside the point: their lines are compact.
        #expect(
            failureMessage(order(), matcher) == #"""
                Expected: Order(id: 7, createdAt: 1970-01-01T00:16:40.000Z, customer: Customer(id: 3, name: "Ann"), …) ignoring \Order.items.<computed (Int)>
                     but: was Order(id: 7, createdAt: 1970-01-01T00:16:40.000Z, customer: Customer(id: 3, name: "Ann"), …)
                          \Order.items.<computed (Int)> is not a stored property, so no value matches: ignoring takes key paths through stored properties only
                """#)
    }
}

@Suite struct EquivalenceSemanticsTests {
    fileprivate class Animal {
        let id: Int
        let name: String
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    fileprivate final class Dog: Animal {
        let tricks: [String]
        init(id: Int, name: String, tricks: [String]) {
            self.tricks = tricks
            super.init(id: id, name: name)
        }
    }

    fileprivate final class Node {
        let name: String
        var next: Node?
        init(_ name: String) { self.name = name }
    }

    fileprivate enum Payment: Equatable {
        case cash
        case card(LineItem, note: String)
    }

    /// Equal by `id` alone: its own `==` decides where no option reaches inside it.
    fileprivate struct Tagged: Equatable {
        var id: Int
        var cache: Double
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func anInheritedFieldIsIgnoredByAKeyPathRootedAtTheSuperclass() {
        let expected = Dog(id: 1, name: "Rex", tricks: ["sit"])
        #expect(
            equalTo(expected, ignoring: \Animal.id).matches(Dog(id: 2, name: "Rex", tricks: ["sit"]))
                == .match)
        #expect(
            equalTo(expected, ignoring: \Animal.id).matches(Dog(id: 2, name: "Max", tricks: ["sit"]))
                != .match)
        #expect(
            equalTo(expected, ignoring: \Animal.id).matches(Dog(id: 2, name: "Rex", tricks: [])) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aCycleEndsTheWalkWithoutAHang() {
        var rings: [Node] = []
        // Each ring is broken again at the end, so that LeakSanitizer sees no leak.
        defer { for node in rings { node.next = nil } }
        func ring(_ names: String...) -> Node {
            let nodes = names.map(Node.init)
            for (node, next) in zip(nodes, nodes.dropFirst() + [nodes[0]]) { node.next = next }
            rings += nodes
            return nodes[0]
        }
        #expect(equalTo(ring("a", "b", "c"), within: 0.1).matches(ring("a", "b", "c")) == .match)
        #expect(equalTo(ring("a", "b", "c"), within: 0.1).matches(ring("a", "x", "c")) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func anEnumComparesItsCaseThenItsValues() {
        let card = Payment.card(LineItem(id: uuid(1, 0), sku: "A1", quantity: 1), note: "n")
        let matcher = equalTo(card, ignoring: \LineItem.id)
        #expect(matcher.matches(.card(LineItem(id: uuid(2, 0), sku: "A1", quantity: 1), note: "n")) == .match)
        #expect(matcher.matches(.card(LineItem(id: uuid(2, 0), sku: "A1", quantity: 1), note: "m")) != .match)
        #expect(matcher.matches(.cash) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aTypesOwnEqualityDecidesWhereNoOptionReachesInsideIt() {
        // `within:` meets no number outside `Tagged`'s `cache`... but it does meet `cache`: then the
        // fields decide. A comparison for another type leaves `Tagged`'s `==` in charge.
        let unrelated = ValueComparison.values(of: Date.self, described: "exactly") { $0 == $1 }
        #expect(
            equalTo(Tagged(id: 1, cache: 1), comparing: unrelated).matches(Tagged(id: 1, cache: 2)) == .match)
        #expect(equalTo(Tagged(id: 1, cache: 1), within: 0.5).matches(Tagged(id: 1, cache: 2)) != .match)
        #expect(equalTo(Tagged(id: 1, cache: 1), within: 1).matches(Tagged(id: 1, cache: 2)) == .match)
    }

    /// A custom mirror whose children never end.
    fileprivate struct Endless: CustomReflectable, Equatable {
        var seed: Int
        var customMirror: Mirror {
            Mirror(self, children: (0..<Int.max).lazy.map { (label: String?("x"), value: $0 + seed as Any) })
        }
    }

    fileprivate indirect enum Chain: Equatable {
        case end(Double)
        case link(Chain)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func hostileValuesGetAVerdictWithoutAHang() {
        // Children that never end: past the walk's limit the type's own `==` decides.
        #expect(equalTo(Endless(seed: 1), within: 0.5).matches(Endless(seed: 1)) == .match)
        #expect(equalTo(Endless(seed: 1), within: 0.5).matches(Endless(seed: 2)) != .match)
        // Deeper than the walk goes: the type's own `==` decides there.
        var deep = Chain.end(1)
        for _ in 0..<1_000 { deep = .link(deep) }
        #expect(equalTo(deep, within: 0.5).matches(deep) == .match)
        // A long array: element by element.
        let long = (0..<100_000).map(Double.init)
        #expect(equalTo(long, within: 0.5).matches(long.map { $0 + 0.25 }) == .match)
        #expect(equalTo(long, within: 0.5).matches(long.map { $0 + 0.75 }) != .match)
        #expect(
            (failureMessage(long.map { $0 + 0.75 }, equalTo(long, within: 0.5))?.utf8.count ?? 0) <= 8_192)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func standardLibraryAndFoundationValuesAreLeaves() {
        // A `Date` holds a `Double`, but a tolerance does not reach inside it.
        let date = Date(timeIntervalSince1970: 10)
        #expect(equalTo(date, within: 1).matches(Date(timeIntervalSince1970: 10.5)) != .match)
        #expect(equalTo([1.0: "a"], within: 1).matches([1.5: "a"]) != .match)
    }
}

@Suite struct ToleranceTests {
    @Test func everyFloatingPointLeafIsComparedWithinTheTolerance() {
        let matcher = equalTo(reading(21.5), within: 0.001)
        #expect(matcher.matches(reading(21.5005)) == .match)
        #expect(matcher.matches(reading(21.501)) == .match)  // bounds included
        #expect(matcher.matches(reading(21.5, humidity: 0.5005)) == .match)
        #expect(matcher.matches(reading(21.5, scale: 2.0009)) == .match)
        #expect(matcher.matches(reading(21.502)) != .match)
        #expect(matcher.matches(reading(21.5, scale: 2.01)) != .match)
        #expect(equalTo([0.1 + 0.2], within: 1e-9).matches([0.3]) == .match)
    }

    @Test func aSetPairsItsNumbersOneToOneThoughATolerancePairsLoosely() {
        // 1.1 is within 0.06 of both 1.05 and 1.15: a greedy pairing that gives it 1.05 leaves 1.0
        // without a partner. Whatever the sets' order, the pairing that exists is found.
        for _ in 0..<20 {
            #expect(equalTo(Set([1.0, 1.1]), within: 0.06).matches(Set([1.05, 1.15])) == .match)
            #expect(equalTo(Set([1.1, 1.0]), within: 0.06).matches(Set([1.15, 1.05])) == .match)
        }
        #expect(equalTo(Set([1.0, 1.1]), within: 0.06).matches(Set([1.15, 1.2])) != .match)
        // 1.1 pairs with 1.15; 1.0 and 1.3 are left, each on its side.
        let message = failureMessage(Set([1.15, 1.3]), equalTo(Set([1.0, 1.1]), within: 0.06))
        #expect(
            message?.split(separator: "\n").dropFirst(2).joined(separator: "\n")
                == """
                          differs in 2 elements (- expected, + actual):
                            - 1.0
                            + 1.3
                """)
    }

    @Test func nanIsWithinNoToleranceAndAnInfinityOnlyOfItself() {
        #expect(equalTo(reading(.nan), within: 1).matches(reading(.nan)) != .match)
        #expect(equalTo(reading(.infinity), within: 1).matches(reading(.infinity)) == .match)
        #expect(equalTo(reading(.infinity), within: 1).matches(reading(-.infinity)) != .match)
        // As `closeTo`: an infinite tolerance accepts every number but NaN.
        #expect(equalTo(reading(1), within: .infinity).matches(reading(-.infinity)) == .match)
    }

    @Test func aNumberOutsideTheToleranceSaysHowFarOutside() {
        #expect(
            failureMessage(reading(21.52), equalTo(reading(21.5), within: 0.001))
                == """
                Expected: Reading(celsius: 21.5, …) numbers within 0.001
                     but: was Reading(celsius: 21.52, …)
                          differs at celsius: expected 21.5, found 21.52
                            differs by 0.019999999999999574, more than 0.001
                """)
        #expect(
            failureMessage(2.5, equalTo(2.0, within: 0.1))
                == """
                Expected: 2.0 numbers within 0.1
                     but: was 2.5
                          differs by 0.5, more than 0.1
                """)
        #expect(
            failureMessage(reading(.nan), equalTo(reading(21.5), within: 0.001))?.hasSuffix(
                "differs at celsius: expected 21.5, found nan\n            NaN is not within any tolerance")
                == true)
    }
}

@Suite struct ValueComparisonTests {
    fileprivate struct Event: Equatable {
        var name: String
        var start: Date
        var link: URL
    }

    static let toTheSecond = ValueComparison.values(of: Date.self, described: "to the second") {
        $0.timeIntervalSince1970.rounded(.down) == $1.timeIntervalSince1970.rounded(.down)
    }
    static let caseless = ValueComparison.values(of: String.self, described: "ignoring case") {
        $0.lowercased() == $1.lowercased()
    }
    static let withoutTrailingSlash = ValueComparison.values(
        of: URL.self, described: "without a trailing slash"
    ) {
        func trimmed(_ url: URL) -> String {
            url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
        }
        return trimmed($0) == trimmed($1)
    }

    private func event(
        _ name: String = "Standup", at seconds: Double = 100.2, link: String = "https://x.test/a"
    )
        -> Event
    {
        Event(name: name, start: Date(timeIntervalSince1970: seconds), link: URL(string: link)!)
    }

    @Test func eachTypeIsComparedByItsComparison() {
        let matcher = equalTo(event(), comparing: Self.toTheSecond, Self.caseless, Self.withoutTrailingSlash)
        #expect(matcher.matches(event("STANDUP", at: 100.9, link: "https://x.test/a/")) == .match)
        #expect(matcher.matches(event(at: 101.1)) != .match)
        #expect(matcher.matches(event("Retro")) != .match)
        #expect(matcher.matches(event(link: "https://x.test/b")) != .match)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func theOptionsComposeInOneCall() {
        struct Measured: Equatable {
            var id: Int
            var value: Double
            var at: Date
        }
        let expected = Measured(id: 1, value: 0.3, at: Date(timeIntervalSince1970: 5.1))
        let matcher = equalTo(expected, ignoring: \.id, within: 1e-9, comparing: Self.toTheSecond)
        #expect(
            matcher.matches(Measured(id: 2, value: 0.1 + 0.2, at: Date(timeIntervalSince1970: 5.7))) == .match
        )
        #expect(matcher.matches(Measured(id: 2, value: 0.31, at: Date(timeIntervalSince1970: 5.7))) != .match)
        #expect(
            matcher.description
                == "Measured(id: 1, value: 0.3, at: 1970-01-01T00:00:05.100Z) ignoring Measured.id; "
                + "numbers within 1e-09; comparing Date to the second")
    }

    @Test func aStringComparisonHasTheDiffOfTheFieldThatCounts() {
        struct User: Equatable {
            var id: Int
            var name: String
            var email: String
        }
        let matcher = equalTo(User(id: 1, name: "ann", email: "ann@example.com"), comparing: Self.caseless)
        #expect(matcher.matches(User(id: 1, name: "ANN", email: "Ann@Example.com")) == .match)
        #expect(
            failureMessage(User(id: 1, name: "bob", email: "ann@example.com"), matcher)
                == """
                Expected: User(…, name: "ann", …) comparing String ignoring case
                     but: was User(…, name: "bob", …)
                          differs at name: expected "ann", found "bob"
                """)
    }

    @Test func aFailureNamesTheComparison() {
        #expect(
            failureMessage(event(at: 160), equalTo(event(), comparing: Self.toTheSecond))
                == """
                Expected: Event(…, start: 1970-01-01T00:01:40.200Z, …) comparing Date to the second
                     but: was Event(…, start: 1970-01-01T00:02:40.000Z, …)
                          differs at start: expected 1970-01-01T00:01:40.200Z, found 1970-01-01T00:02:40.000Z
                            59.8 s later than expected
                """)
    }
}

@Suite struct EquivalenceCompositionTests {
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func itComposesWithTheCollectionMatchers() {
        let items = [
            LineItem(id: uuid(2, 0), sku: "A1", quantity: 1),
            LineItem(id: uuid(2, 1), sku: "B2", quantity: 2),
        ]
        let a1 = LineItem(id: uuid(1, 0), sku: "A1", quantity: 1)
        let b2 = LineItem(id: uuid(1, 1), sku: "B2", quantity: 2)
        #expect(hasItem(equalTo(a1, ignoring: \.id)).matches(items) == .match)
        #expect(
            containsInAnyOrder(equalTo(b2, ignoring: \.id), equalTo(a1, ignoring: \.id)).matches(items)
                == .match)
        #expect(
            containsInAnyOrder(equalTo(b2, ignoring: \.id), equalTo(b2, ignoring: \.id)).matches(items)
                != .match)
        #expect(not(equalTo(a1, ignoring: \.id)).matches(items[0]) != .match)
    }
}
