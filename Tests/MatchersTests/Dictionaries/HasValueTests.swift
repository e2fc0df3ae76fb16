import Matchers
import Testing

@Suite struct HasValueTests {
    @Test func matchesAValue() {
        #expect(hasValue(1).matches(["a": 1]) == .match)
        #expect(hasValue(greaterThan(10)).matches(["a": 1, "b": 11]) == .match)
        #expect(verdictOnly(["a": 1], hasValue(1)))
    }

    @Test func rejectsAMissingValue() {
        #expect(!verdictOnly(["a": 2], hasValue(1)))
        #expect(!verdictOnly([String: Int](), hasValue(greaterThan(0))))
    }

    @Test func descriptions() {
        let byValue: Matcher<[String: Int]> = hasValue(1)
        let byMatcher: Matcher<[String: Int]> = hasValue(greaterThan(10))
        #expect(byValue.description == "a dictionary with value 1")
        #expect(byMatcher.description == "a dictionary with value a value greater than 10")
    }

    @Test func messages() {
        #expect(
            failureMessage(["negi": 5, "nori": 3], hasValue(greaterThan(10))) == """
                Expected: a dictionary with value a value greater than 10
                     but: was ["negi": 5, "nori": 3]
                """
        )
        #expect(
            failureMessage([String: Int](), hasValue(0)) == """
                Expected: a dictionary with value 0
                     but: was [:]
                """
        )
    }
}
