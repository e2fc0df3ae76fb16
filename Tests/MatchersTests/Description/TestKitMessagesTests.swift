import Testing

@testable import Matchers

/// The messages of the test kit for matcher authors (`assertMatches` and the others in XCTMatchers,
/// which report them at the caller's line).
@Suite struct TestKitMessagesTests {
    let even = Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)") }

    @Test func matchesPassesOrSaysTheMatcherRefused() {
        #expect(TestKitMessages.matches(even, 4) == nil)
        #expect(
            TestKitMessages.matches(even, 3) == """
                assertMatches: the matcher refused the value
                Expected: an even number
                     but: was 3
                          remainder was 1
                """)
    }

    @Test func doesNotMatchChecksTheVerdictAndTheExactReason() {
        #expect(TestKitMessages.doesNotMatch(even, 3, reason: .none) == nil)
        #expect(TestKitMessages.doesNotMatch(even, 3, reason: "remainder was 1") == nil)
        #expect(TestKitMessages.doesNotMatch(equalTo(2), 3, reason: .some(nil)) == nil)
        #expect(
            TestKitMessages.doesNotMatch(even, 4, reason: .none) == """
                assertDoesNotMatch: the matcher accepted the value
                Expected: not an even number
                     but: was 4
                """)
        #expect(
            TestKitMessages.doesNotMatch(even, 3, reason: "remainder was 2") == """
                assertDoesNotMatch: the reason differs
                Expected: "remainder was 2"
                     but: was "remainder was 1"
                          differs at character 15: expected "2", found "1"
                """)
    }

    @Test func aMissingOrUnexpectedReasonIsShownAsNil() {
        #expect(
            TestKitMessages.doesNotMatch(even, 3, reason: .some(nil)) == """
                assertDoesNotMatch: the reason differs
                Expected: nil
                     but: was "remainder was 1"
                """)
        #expect(
            TestKitMessages.doesNotMatch(equalTo(2), 3, reason: "differs") == """
                assertDoesNotMatch: the reason differs
                Expected: "differs"
                     but: was nil
                """)
    }

    @Test func multiLineReasonsNameTheirChangedLine() {
        let message = TestKitMessages.doesNotMatch(
            hasItems(1, 2), [3], reason: "missing 2 of 2:\n  - 1\n  - 3")
        #expect(
            message == """
                assertDoesNotMatch: the reason differs
                Expected: "missing 2 of 2:\\n  - 1\\n  - 3"
                     but: was "missing 2 of 2:\\n  - 1\\n  - 2"
                          differs at line 3: expected "  - 3", found "  - 2"
                """)
    }

    @Test func descriptionIsComparedExactly() {
        #expect(TestKitMessages.description(even, "an even number") == nil)
        #expect(
            TestKitMessages.description(even, "an odd number") == """
                assertDescription: the description differs
                Expected: "an odd number"
                     but: was "an even number"
                          differs at character 4: expected "o", found "e"
                """)
    }

    @Test func aMatcherWhosePathsDisagreeIsReported() {
        // Built from the package initializer, which lets the two paths differ; a public one cannot.
        let broken = Matcher<Int>(describedBy: { "a broken matcher" }) { _, explain in
            explain ? .match : .mismatch(nil)
        }
        #expect(
            TestKitMessages.matches(broken, 1) == """
                assertMatches: matches(_:) accepted the value, but the verdict alone (as combinators ask) refused it
                Expected: a broken matcher
                     but: was 1
                """)
        let inverted = Matcher<Int>(describedBy: { "an inverted matcher" }) { _, explain in
            explain ? .mismatch("no") : .match
        }
        #expect(
            TestKitMessages.doesNotMatch(inverted, 1, reason: "no") == """
                assertDoesNotMatch: matches(_:) refused the value, but the verdict alone (as combinators ask) accepted it
                Expected: an inverted matcher
                     but: was 1
                """)
    }
}
