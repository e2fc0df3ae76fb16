import Matchers
import Testing

/// Each string matcher has a `String` form and a disfavoured `StringProtocol` form: without
/// context the `String` form is chosen, and neither makes a call ambiguous.
@Suite struct StringOverloadTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func withoutContextTheStringFormIsChosen() {
        let matchers = (
            hasPrefix("a"), hasSuffix("b"), containsString("c"), containsStringsInOrder("d", "e"),
            containsStringsInOrder(["f"]), equalToIgnoringCase("g"), equalToIgnoringWhiteSpace("h"),
            matchesPattern("i"), matchesPattern(/j/), containsPattern("k"), containsPattern(/l/),
            isEmpty()
        )
        let typed:
            (
                Matcher<String>, Matcher<String>, Matcher<String>, Matcher<String>, Matcher<String>,
                Matcher<String>, Matcher<String>, Matcher<String>, Matcher<String>, Matcher<String>,
                Matcher<String>, Matcher<String>
            ) = matchers
        #expect(typed.0.matches("abc") == .match)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func combinationsResolve() {
        let name = "tmp-wakame.swift"
        #expect(failureMessage(name, hasPrefix("tmp") && hasSuffix(".swift") && !containsString("#")) == nil)
        #expect(failureMessage(name, anyOf(hasPrefix("x"), matchesPattern(/tmp-\w+\.swift/))) == nil)
        #expect(failureMessage(name, !isEmpty() && !matchesPattern("x")) == nil)
        let lines = "tmp-a\ntmp-b".split(separator: "\n")
        #expect(failureMessage(lines, everyItem(hasPrefix("tmp-") && !containsPattern(/\d/))) == nil)
        #expect(
            failureMessage(["wakame", "tamago"], containsInAnyOrder(equalTo("tamago"), hasPrefix("waka")))
                == nil)
    }
}
