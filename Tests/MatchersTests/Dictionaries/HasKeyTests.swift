import Matchers
import Testing

@Suite struct HasKeyTests {
    @Test func matchesAKey() {
        #expect(hasKey("a").matches(["a": 1]) == .match)
        #expect(hasKey(stringWithPrefix("X-")).matches(["X-Id": "1"]) == .match)
        #expect(verdictOnly(["a": 1], hasKey("a")))
    }

    @Test func rejectsAMissingKey() {
        #expect(!verdictOnly(["b": 1], hasKey("a")))
        #expect(!verdictOnly([String: Int](), hasKey(stringWithPrefix("a"))))
    }

    @Test func descriptions() {
        let byValue: Matcher<[String: Int]> = hasKey("a")
        let byMatcher: Matcher<[String: Int]> = hasKey(stringWithPrefix("X-"))
        #expect(byValue.description == #"a dictionary with key "a""#)
        #expect(byMatcher.description == #"a dictionary with key a string with prefix "X-""#)
    }

    @Test func messages() {
        #expect(
            failureMessage(["Accept": "text/html"], hasKey("Authorization")) == """
                Expected: a dictionary with key "Authorization"
                     but: was ["Accept": "text/html"]
                """
        )
        #expect(
            failureMessage([String: String](), hasKey(stringWithPrefix("X-"))) == """
                Expected: a dictionary with key a string with prefix "X-"
                     but: was [:]
                """
        )
    }
}
