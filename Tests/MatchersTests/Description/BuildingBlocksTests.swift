import Matchers
import Synchronization
import Testing

// The composite matcher of Docs/CustomMatchers.md ("Matchers made of matchers"), as written there.

/// Matches a text whose lines, in order, the matchers match.
func hasLines(_ lines: Matcher<String>...) -> Matcher<String> {
    Matcher(MessageLayout.list("a text with lines:", lines.map(\.description))) { text, explain in
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard actual.count == lines.count else {
            return .mismatch(explain ? "has \(actual.count) lines, not \(lines.count)" : nil)
        }
        // The verdict first, from the parts' verdicts alone: a passing text builds no text.
        let failing = lines.indices.filter { !lines[$0].isSatisfied(by: actual[$0]) }
        if failing.isEmpty { return .match }
        guard explain else { return .mismatch(nil) }
        // Only now, for the failure message: each failing part with its line and its reason.
        let items = failing.map { index in
            var reason = "was " + renderValue(actual[index])
            if case .mismatch(let why?) = lines[index].matches(actual[index]) { reason += "\n\(why)" }
            return MessageLayout.failedItem(
                "line \(index + 1): " + lines[index].description, reason: MatchResult.Reason(reason))
        }
        return .mismatch(MessageLayout.list("failed \(failing.count) of \(lines.count):", items))
    }
}

/// A custom matcher built from the public building blocks lays out its parts like the catalog.
@Suite struct BuildingBlocksTests {
    @Test func theCompositeExamplePrintsTheDocumentedMessage() {
        let response = "GET /\n404 Not Found"
        #expect(
            failureMessage(response, hasLines(equalTo("GET /"), hasPrefix("200")))
                == """
                Expected: a text with lines:
                            - "GET /"
                            - a string with prefix "200"
                     but: was "GET /\\n404 Not Found"
                          failed 1 of 2:
                            - line 2: a string with prefix "200"
                              but: was "404 Not Found"
                                   prefix differs at character 1: expected "2", found "4"
                """)
        #expect(failureMessage("GET /\n200 OK", hasLines(equalTo("GET /"), hasPrefix("200"))) == nil)
        #expect(
            failureMessage("GET /", hasLines(equalTo("GET /"), hasPrefix("200")))?.hasSuffix(
                "has 1 lines, not 2")
                == true)
    }

    @Test func itsPartsLineUpWithTheCatalogs() {
        // The same parts in `allOf`: the list, the `but:` items and their reasons start in the same
        // columns.
        let catalog = failureMessage("404 Not Found", allOf(hasPrefix("200"), containsString("OK")))
        #expect(
            catalog
                == """
                Expected: all of:
                            - a string with prefix "200"
                            - a string containing "OK"
                     but: was "404 Not Found"
                          failed 2 of 2:
                            - a string with prefix "200"
                              but: prefix differs at character 1: expected "2", found "4"
                            - a string containing "OK"
                """)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func combinatorsAskTheCustomMatcherForAVerdictOnly() {
        let explained = Counter()
        let matcher = Matcher<Int>("an even number") { value, explain in
            if value % 2 == 0 { return .match }
            if explain { explained.increment() }
            return .mismatch(explain ? "remainder was 1" : nil)
        }
        #expect(not(matcher).matches(3) == .match)
        #expect(anyOf(matcher, equalTo(3)).matches(3) == .match)
        #expect(matcher.isSatisfied(by: 3) == false)
        #expect(explained.count == 0)
        #expect(
            failureMessage(3, matcher)
                == "Expected: an even number\n     but: was 3\n          remainder was 1")
        #expect(explained.count == 1)
    }

    @Test func layoutHelpersIndentToTheTextColumn() {
        #expect(MessageLayout.textColumn == 10)
        #expect(
            MessageLayout.indenting("count was 2", by: MessageLayout.textColumn) == "          count was 2")
        #expect(
            MessageLayout.indentingContinuationLines(of: "was [\n  1\n]", by: 4) == "was [\n      1\n    ]")
        #expect(
            MessageLayout.bullet("all of:\n  - a value greater than 0")
                == "- all of:\n    - a value greater than 0")
        #expect(
            MessageLayout.failedItem("has count 3", reason: "count was 2") == "has count 3\nbut: count was 2")
        #expect(MessageLayout.failedItem("has count 3", reason: nil) == "has count 3")
        #expect(
            MessageLayout.list(
                "failed 1 of 2:", [MessageLayout.failedItem("has count 3", reason: "count was 2")])
                == "failed 1 of 2:\n  - has count 3\n    but: count was 2")
        let items = (1...30).map { "item \($0)" }
        #expect(MessageLayout.capped(items).count == 11)
        #expect(MessageLayout.capped(items).last == "…(20 more)")
    }
}

/// Counts calls from a `@Sendable` closure.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class Counter: Sendable {
    private let storage = Mutex(0)
    var count: Int { storage.withLock { $0 } }
    func increment() { storage.withLock { $0 += 1 } }
}
