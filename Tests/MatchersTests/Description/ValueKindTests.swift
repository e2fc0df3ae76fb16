import Matchers
import Testing

/// A value's kind is decided in one place, from its type, for the renderer, the diff and the
/// options alike; a box (`AnyHashable`) is what it holds, value by value, and a custom mirror
/// decides for each value by the same rules.
@Suite struct ValueKindTests {
    struct Point: Hashable {
        var x: Int
        var y: Int
    }

    struct Pair: Equatable {
        var first: AnyHashable
        var second: AnyHashable
    }

    @Test func aBoxedStructIsOpenedWhicheverBoxIsMetFirst() {
        // The first box a pass meets holds an `Int`, then a struct: the struct is still opened.
        #expect(
            failureMessage(
                Pair(first: 1, second: Point(x: 1, y: 2)), equalTo(Pair(first: 1, second: Point(x: 1, y: 3))))
                    == """
                    Expected: Pair(first: 1, second: Point(x: 1, y: 3))
                         but: was Pair(first: 1, second: Point(x: 1, y: 2))
                              differs at second.y: expected 3, found 2
                    """)
        // And the other way round: the struct first, then an `Int`.
        #expect(
            failureMessage(
                Pair(first: Point(x: 1, y: 2), second: 1), equalTo(Pair(first: Point(x: 1, y: 2), second: 2)))
                    == """
                    Expected: Pair(first: Point(x: 1, y: 2), second: 2)
                         but: was Pair(first: Point(x: 1, y: 2), second: 1)
                              differs at second: expected 2, found 1
                    """)
    }

    @Test func anArrayOfBoxedStructsGetsTheStructuralDiff() {
        #expect(
            failureMessage([AnyHashable(Point(x: 1, y: 2))], equalTo([AnyHashable(Point(x: 1, y: 3))])) == """
                Expected: [Point(x: 1, y: 3)]
                     but: was [Point(x: 1, y: 2)]
                          differs at [0].y: expected 3, found 2
                """)
    }

    @Test func aDictionaryOfBoxedStructsGetsTheStructuralDiff() {
        #expect(
            failureMessage(
                ["k": AnyHashable(Point(x: 1, y: 2))], equalTo(["k": AnyHashable(Point(x: 1, y: 3))]))
                    == """
                    Expected: ["k": Point(x: 1, y: 3)]
                         but: was ["k": Point(x: 1, y: 2)]
                              differs at ["k"].y: expected 3, found 2
                    """)
    }

    @Test func aToleranceReachesInsideABox() {
        // Before, a box was compared by its own `==`, so 1.0 and 1.05 differed within 0.1.
        #expect(
            failureMessage(
                Pair(first: 1.0, second: "a"), equalTo(Pair(first: 1.05, second: "a"), within: 0.1)) == nil)
        #expect(
            failureMessage(Pair(first: 1.0, second: "a"), equalTo(Pair(first: 1.5, second: "a"), within: 0.1))
                == """
                Expected: Pair(first: 1.5, …) numbers within 0.1
                     but: was Pair(first: 1.0, …)
                          differs at first: expected 1.5, found 1.0
                            differs by 0.5, more than 0.1
                """)
    }

    @Test func aNaNInABoxIsNamed() {
        let pair = Pair(first: Double.nan, second: "a")
        #expect(
            failureMessage(pair, equalTo(pair)) == """
                Expected: Pair(first: nan, second: "a")
                     but: was Pair(first: nan, second: "a")
                          differs at first (- expected, + actual):
                              Pair(
                            -   first: nan
                            +   first: nan
                                  NaN is not equal to itself
                                second: "a"
                              )
                """)
    }

    /// A type whose custom mirror says it is an optional, as some wrappers' do.
    struct Maybe: Equatable, CustomReflectable {
        var value: Int?
        var customMirror: Mirror {
            Mirror(self, children: value.map { [("some", $0 as Any)] } ?? [], displayStyle: .optional)
        }
    }

    struct Slot: Equatable {
        var name: String
        var held: Maybe
    }

    @Test func aCustomMirrorThatSaysOptionalIsAnOptionalToEveryStage() {
        // The diff read it as a structure (`held: Maybe(` / `- some: 2`) under head lines that show
        // `held: 2`: the two stages decided its kind apart.
        #expect(
            failureMessage(
                Slot(name: "a", held: Maybe(value: 1)), equalTo(Slot(name: "a", held: Maybe(value: 2))))
                    == """
                    Expected: Slot(name: "a", held: 2)
                         but: was Slot(name: "a", held: 1)
                              differs at held: expected 2, found 1
                    """)
        #expect(
            failureMessage(
                Slot(name: "a", held: Maybe(value: nil)), equalTo(Slot(name: "a", held: Maybe(value: 2))))
                    == """
                    Expected: Slot(name: "a", held: 2)
                         but: was Slot(name: "a", held: nil)
                              differs at held: expected 2, found nil
                    """)
    }
}
