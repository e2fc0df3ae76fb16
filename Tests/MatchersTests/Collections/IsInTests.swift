import Matchers
import SwiftHamcrestCompatibility
import Testing

@Suite struct IsInTests {
    @Test func matchesAMember() {
        #expect(isIn([1, 2, 3]).matches(2) == .match)
        #expect(isIn(Set(["miso", "shoyu"])).matches("miso") == .match)
        #expect(isIn(1..<5).matches(4) == .match)
        #expect(oneOf(1, 2, 3).matches(3) == .match)
        #expect(oneOf([1, 2, 3]).matches(1) == .match)
    }

    @Test func rejectsANonMember() {
        #expect(!verdictOnly(4, isIn([1, 2, 3])))
        #expect(!verdictOnly(4, oneOf(1, 2, 3)))
        #expect(!verdictOnly(1, isIn([Int]())))
    }

    @Test func descriptions() {
        #expect(isIn([1, 2]).description == "one of [1, 2]")
        #expect(isIn(Set(["shoyu", "miso"])).description == #"one of ["miso", "shoyu"]"#)
        #expect(oneOf("a", "b").description == #"one of ["a", "b"]"#)
        #expect(oneOf([1]).description == "one of [1]")
    }

    @Test func messages() {
        #expect(
            failureMessage(2, isIn([1, 3])) == """
                Expected: one of [1, 3]
                     but: was 2
                """
        )
        #expect(
            failureMessage("shio", oneOf("miso", "shoyu")) == """
                Expected: one of ["miso", "shoyu"]
                     but: was "shio"
                """
        )
        #expect(
            failureMessage(1, isIn([Int]())) == """
                Expected: one of []
                     but: was 1
                """
        )
    }

    @Test func arrayValuesAreMembersOfANestedList() {
        let matcher: Matcher<[Int]> = oneOf([1], [2])
        #expect(matcher.matches([2]) == .match)
        let flat: Matcher<Int> = oneOf([1, 2])
        #expect(flat.matches(2) == .match)
    }

    @Test func anItemThatPrintsAsTheValueSaysWhyItDiffers() {
        // Before: `Expected: one of [1.0, nan]` / `but: was nan` and nothing more.
        #expect(
            failureMessage(Double.nan, isIn([1.0, .nan])) == """
                Expected: one of [1.0, nan]
                     but: was nan
                          no item is equal; one prints alike:
                            - item 1 is nan
                              but: NaN is not equal to itself
                """)
        #expect(failureMessage(3, isIn([1, 2])) == "Expected: one of [1, 2]\n     but: was 3")
    }
}
