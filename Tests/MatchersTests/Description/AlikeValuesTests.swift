import Foundation
import Matchers
import TestSupport
import Testing

/// Two values that print alike: the message goes beneath them (see "Values that print alike" in
/// Docs/MessageFormat.md), and a `- X` / `+ X` pair of a diff gets a note saying why.
@Suite struct AlikeValuesTests {
    /// Compared by identity, like many reference types.
    final class Ref: CustomStringConvertible {
        let v: Int
        init(v: Int) { self.v = v }
        var description: String { "Ref(v: \(v))" }
    }

    struct Holder: Equatable {
        var ref: Ref
        static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.ref === rhs.ref }
    }

    final class Node: Equatable, CustomStringConvertible {
        let v: Int
        init(v: Int) { self.v = v }
        var description: String { "Node(v: \(v))" }
        static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
    }

    /// Never equal, whatever it holds.
    struct Contrary: Equatable, CustomStringConvertible {
        var description: String { "W" }
        static func == (lhs: Contrary, rhs: Contrary) -> Bool { false }
    }

    struct Price: Equatable, CustomStringConvertible {
        var description: String
    }

    struct Stamp: Equatable {
        var at: Date?
    }

    enum Shape: Equatable {
        case circle(Double)
    }

    struct Bag: Equatable {
        var items: Set<Tagged>
    }

    enum Payment: Equatable {
        case card(Tagged)
        case cash
    }

    static let a = Tagged(id: 1, note: "a")
    static let b = Tagged(id: 1, note: "b")
    static let date = Date(timeIntervalSince1970: 1_700_000_000)

    // MARK: - Stored properties

    /// A symbol that prints its name without quotes.
    struct Symbol: Hashable, CustomStringConvertible {
        var name: String
        var description: String { name }
    }

    @Test func quotesTellTwoLinesApart() {
        // `"x"` and `x` read differently (the quotes show): no note under the pair, and the message
        // says the one change on one line.
        let expected = ["k": AnyHashable(Symbol(name: "x"))]
        let actual = ["k": AnyHashable("x")]
        #expect(
            describeDifference(expected, actual)?.description == """
                differs in 1 entry (- expected, + actual):
                  - "k": x
                  + "k": "x"
                """)
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: ["k": x]
                     but: was ["k": "x"]
                          differs at ["k"]: expected x, found "x"
                """)
    }

    @Test func aDescriptionThatHidesTheDifferenceOpensTheStoredProperties() {
        // One change, whole on its line, says where the two values differ beneath their
        // descriptions; the reason keeps the tree.
        #expect(
            failureMessage(Self.b, equalTo(Self.a)) == """
                Expected: Tagged #1
                     but: was Tagged #1
                          differs at note: expected "a", found "b"
                """
        )
        #expect(
            describeDifference(Self.a, Self.b)?.description == """
                differs at note (- expected, + actual):
                    Tagged(
                      id: 1
                  -   note: "a"
                  +   note: "b"
                    )
                """
        )
    }

    @Test func arraysAndDictionariesOfValuesThatPrintAlikeOpenThem() {
        #expect(
            failureMessage([Self.b], equalTo([Self.a])) == """
                Expected: [Tagged(…, note: "a")]
                     but: was [Tagged(…, note: "b")]
                          differs at [0].note: expected "a", found "b"
                """
        )
        #expect(
            failureMessage(["k": Self.b], equalTo(["k": Self.a])) == """
                Expected: ["k": Tagged(…, note: "a")]
                     but: was ["k": Tagged(…, note: "b")]
                          differs at ["k"].note: expected "a", found "b"
                """
        )
    }

    @Test func aPairThatPrintsAlikeInAnElementDiffGetsANote() {
        let expected = [Self.a, Tagged(id: 3, note: "x")]
        #expect(
            failureMessage([Self.b, Tagged(id: 2, note: "x")], equalTo(expected)) == """
                Expected: [Tagged #1, Tagged #3]
                     but: was [Tagged #1, Tagged #2]
                          differs at index 0 (- expected, + actual):
                            - Tagged #1
                            - Tagged #3
                            + Tagged #1
                                differs at note (- expected, + actual):
                                    Tagged(
                                      id: 1
                                  -   note: "a"
                                  +   note: "b"
                                    )
                            + Tagged #2
                """
        )
    }

    @Test func matchersThatShowAValueGoBeneathItToo() {
        #expect(
            failureMessage(Optional(Self.b), presentAnd(equalTo(Self.a))) == """
                Expected: not nil and Tagged #1
                     but: was Tagged #1
                          differs at note: expected "a", found "b"
                """
        )
        let card = hasCase(
            "card", { (payment: Payment) in if case .card(let tag) = payment { tag } else { nil } },
            equalTo(Self.a))
        #expect(
            failureMessage(Payment.card(Self.b), card) == """
                Expected: case .card with Tagged #1
                     but: was .card(Tagged #1)
                          card was Tagged #1
                            differs at note: expected "a", found "b"
                """
        )
        #expect(
            failureMessage((tag: Self.b, bowls: 2), calledWith(.argument("tag", \.tag, equalTo(Self.a))))
                == """
                Expected: a call with (tag: Tagged #1)
                     but: was (tag: Tagged #1, bowls: 2)
                          tag was Tagged #1
                            differs at note: expected "a", found "b"
                """
        )
    }

    @Test func anEnumCaseAndASetGoBeneathTheirValues() {
        #expect(
            failureMessage(Payment.card(Self.b), equalTo(Payment.card(Self.a))) == """
                Expected: .card(Tagged(…, note: "a"))
                     but: was .card(Tagged(…, note: "b"))
                          differs at note: expected "a", found "b"
                """
        )
        #expect(
            failureMessage([Shape.circle(.nan)], equalTo([Shape.circle(.nan)])) == """
                Expected: [.circle(nan)]
                     but: was [.circle(nan)]
                          differs at index 0 (- expected, + actual):
                            - .circle(nan)
                            + .circle(nan)
                                NaN is not equal to itself
                """
        )
        #expect(
            failureMessage(Set([Self.b]), equalTo(Set([Self.a]))) == """
                Expected: [Tagged(…, note: "a")]
                     but: was [Tagged(…, note: "b")]
                          differs in 2 elements (- expected, + actual):
                            - Tagged #1
                            + Tagged #1
                                differs at note (- expected, + actual):
                                    Tagged(
                                      id: 1
                                  -   note: "a"
                                  +   note: "b"
                                    )
                """
        )
        #expect(
            failureMessage(Bag(items: [Self.b]), equalTo(Bag(items: [Self.a]))) == """
                Expected: Bag(items: [Tagged(…, note: "a")])
                     but: was Bag(items: [Tagged(…, note: "b")])
                          differs at items (- expected, + actual):
                              Bag(
                                items: [
                            -     Tagged #1
                            +     Tagged #1
                                    differs at note (- expected, + actual):
                                        Tagged(
                                          id: 1
                                      -   note: "a"
                                      +   note: "b"
                                        )
                                ]
                              )
                """
        )
    }

    // MARK: - Leaves that lose information

    @Test func anOptionalDateSaysHowFarApart() {
        #expect(
            failureMessage(Optional(Self.date.addingTimeInterval(0.25)), equalTo(Optional(Self.date))) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-14T22:13:20.250Z
                          0.25 s later than expected
                """
        )
        #expect(
            failureMessage(Stamp(at: Self.date), has(\.at, equalTo(Self.date.addingTimeInterval(1)))) == """
                Expected: has at 2023-11-14T22:13:21.000Z
                     but: was Stamp(at: 2023-11-14T22:13:20.000Z)
                          at was 2023-11-14T22:13:20.000Z
                            1 s earlier than expected
                """
        )
    }

    @Test func aNestedDateSaysHowFarApart() {
        #expect(
            failureMessage(Stamp(at: Self.date.addingTimeInterval(0.25)), equalTo(Stamp(at: Self.date)))
                == """
                Expected: Stamp(at: 2023-11-14T22:13:20.000Z)
                     but: was Stamp(at: 2023-11-14T22:13:20.250Z)
                          differs at at: expected 2023-11-14T22:13:20.000Z, found 2023-11-14T22:13:20.250Z
                            0.25 s later than expected
                """
        )
    }

    // MARK: - Nothing visible differs

    @Test func nanIsNotEqualToItself() {
        #expect(
            failureMessage(Double.nan, equalTo(.nan)) == """
                Expected: nan
                     but: was nan
                          NaN is not equal to itself
                """
        )
        #expect(
            failureMessage([1.0, .nan], equalTo([1.0, .nan])) == """
                Expected: [1.0, nan]
                     but: was [1.0, nan]
                          differs at index 1 (- expected, + actual):
                              1.0
                            - nan
                            + nan
                                NaN is not equal to itself
                """
        )
        #expect(
            failureMessage(["k": Double.nan], equalTo(["k": .nan])) == """
                Expected: ["k": nan]
                     but: was ["k": nan]
                          differs in 1 entry (- expected, + actual):
                            - "k": nan
                            + "k": nan
                                NaN is not equal to itself
                """
        )
        #expect(
            failureMessage([Double.nan: 1], equalTo([Double.nan: 1])) == """
                Expected: [nan: 1]
                     but: was [nan: 1]
                          differs in 2 entries (- expected, + actual):
                            - nan: 1
                            + nan: 1
                                NaN is not equal to itself
                """
        )
    }

    @Test func anotherInstanceOfAClassIsNamed() {
        #expect(
            failureMessage(Holder(ref: Ref(v: 1)), equalTo(Holder(ref: Ref(v: 1)))) == """
                Expected: Holder(ref: Ref(v: 1))
                     but: was Holder(ref: Ref(v: 1))
                          ref is another instance of Ref, with the same stored properties
                """
        )
        #expect(
            failureMessage(Node(v: 1), equalTo(Node(v: 1))) == """
                Expected: Node(v: 1)
                     but: was Node(v: 1)
                          another instance of Node, with the same stored properties
                """
        )
        #expect(
            failureMessage([Node(v: 1)], equalTo([Node(v: 1)])) == """
                Expected: [Node(v: 1)]
                     but: was [Node(v: 1)]
                          differs at [0] (- expected, + actual):
                              [
                            -   [0]: Node(v: 1)
                            +   [0]: Node(v: 1)
                                  another instance of Node, with the same stored properties
                              ]
                """
        )
    }

    @Test func aTypesOwnEqualityIsNamedWhenNothingElseDiffers() {
        #expect(
            failureMessage(Contrary(), equalTo(Contrary())) == """
                Expected: W
                     but: was W
                          the values print the same and have the same stored properties, but `Contrary.==` says they differ
                """
        )
        #expect(
            failureMessage([Contrary()], equalTo([Contrary()])) == """
                Expected: [W]
                     but: was [W]
                          differs at [0] (- expected, + actual):
                              [
                            -   [0]: W
                            +   [0]: W
                                  the values print the same and have the same stored properties, but `Contrary.==` says they differ
                              ]
                """
        )
    }

    // MARK: - Characters a reader cannot see or tell apart

    @Test func invisibleCharactersAreEscapedNeverLeftTrailing() {
        #expect(
            failureMessage(Price(description: " 19.99 EUR"), equalTo(Price(description: "19.99 EUR"))) == #"""
                Expected: 19.99 EUR
                     but: was \u{20}19.99 EUR
                """#
        )
        #expect(
            failureMessage(Price(description: "19.99\u{200B} EUR"), equalTo(Price(description: "19.99 EUR")))
                == #"""
                Expected: 19.99 EUR
                     but: was 19.99\u{200B} EUR
                """#
        )
    }

    @Test func lookAlikeScalarsAreNamed() {
        #expect(
            failureMessage("Ηello", equalTo("Hello")) == """
                Expected: "Hello"
                     but: was "Ηello"
                          differs at character 1: expected "H", found "Η"
                          look-alike: expected U+0048 LATIN CAPITAL LETTER H, found U+0397 GREEK CAPITAL LETTER ETA
                """
        )
        #expect(
            failureMessage(Price(description: "Η"), equalTo(Price(description: "H"))) == """
                Expected: H
                     but: was Η
                          differs at description (- expected, + actual):
                              Price(
                            -   description: "H"
                            +   description: "Η"
                                  look-alike: expected U+0048 LATIN CAPITAL LETTER H, found U+0397 GREEK CAPITAL LETTER ETA
                              )
                """
        )
        #expect(
            failureMessage(Set(["Ηi"]), equalTo(Set(["Hi"]))) == """
                Expected: ["Hi"]
                     but: was ["Ηi"]
                          differs in 2 elements (- expected, + actual):
                            - "Hi"
                            + "Ηi"
                                look-alike: expected U+0048 LATIN CAPITAL LETTER H, found U+0397 GREEK CAPITAL LETTER ETA
                """
        )
        // Cyrillic small "а" against Latin "a": no name table is needed to say which is which.
        #expect(
            failureMessage("pаy", equalTo("pay"))?.hasSuffix(
                "look-alike: expected U+0061 LATIN SMALL LETTER A, found U+0430 CYRILLIC SMALL LETTER A")
                == true)
    }

    // MARK: - Bounds

    /// Two rings of instances compared by identity, printing alike all the way round.
    final class Loop: Equatable, CustomStringConvertible {
        var next: Loop?
        var description: String { "Loop" }
        static func == (lhs: Loop, rhs: Loop) -> Bool { lhs === rhs }

        static func ring() -> Loop {
            let first = Loop()
            let second = Loop()
            first.next = second
            second.next = first
            return first
        }
    }

    @Test func ringsThatPrintAlikeEndInABoundedMessage() {
        let actual = Loop.ring()
        let expected = Loop.ring()
        // The rings are broken at the end, so that the leak checker sees no lost instances.
        defer {
            actual.next?.next = nil
            expected.next?.next = nil
        }
        let message = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(message.hasPrefix("Expected: Loop\n     but: was Loop\n"))
        #expect(message.utf8.count <= 8_192)
    }

    @Test func equalValuesHaveNoDifference() {
        #expect(describeDifference(Self.a, Self.a) == nil)
        #expect(describeDifference(Contrary(), Contrary()) != nil)
        let ref = Ref(v: 1)
        #expect(describeDifference(Holder(ref: ref), Holder(ref: ref)) == nil)
    }

    @Test func aPassingCheckBuildsNoText() {
        let reads = Reads()
        let spy = Spy(id: 1, reads: reads)
        #expect(equalTo(spy).matches(spy) == .match)
        #expect(equalTo([spy]).matches([spy]) == .match)
        #expect(reads.count == 0)
        // The control: a failure reads the description that hides the difference.
        #expect(
            failureMessage(Spy(id: 2, reads: reads), equalTo(spy))?.contains(
                "differs at id: expected 1, found 2")
                == true)
        #expect(reads.count > 0)
    }
}

/// Counts how often a ``Spy`` is described. `@unchecked Sendable`, and safe: each test makes its
/// own and uses it from that test's task alone.
private final class Reads: @unchecked Sendable {
    var count = 0
}

/// Prints alike whatever its id, and counts its descriptions.
private struct Spy: Equatable, CustomStringConvertible {
    var id: Int
    let reads: Reads

    var description: String {
        reads.count += 1
        return "Spy"
    }

    static func == (lhs: Spy, rhs: Spy) -> Bool { lhs.id == rhs.id }
}
