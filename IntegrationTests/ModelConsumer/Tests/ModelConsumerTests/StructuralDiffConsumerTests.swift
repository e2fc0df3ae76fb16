import Matchers
import XCTMatchers
import XCTest

/// Compares invoices through `assertThat` and reads the failure messages as a user would: every
/// path that differs is named in the header, and only lines on those paths are marked.
final class StructuralDiffConsumerTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    /// Captures failures instead of failing the test while `capturing` is set.
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(description)
    }

    /// The message `assertThat(actual, equalTo(expected))` reports.
    private func message(_ actual: Invoice, _ expected: Invoice) -> String {
        captured = []
        capturing = true
        assertThat(actual, equalTo(expected))
        capturing = false
        XCTAssertEqual(captured.count, 1)
        return captured.first ?? ""
    }

    /// The paths the header names, in order: the header of a diff, `differs at a, b (- expected,
    /// + actual):`, or the one line that says a single change, `differs at a: expected 1, found 2`
    /// or `differs at labels: inserted "priority"`.
    private func namedPaths(_ text: String) -> [String] {
        guard let header = text.split(separator: "\n").first(where: { $0.contains("differs at ") }),
            let start = header.range(of: "differs at ")
        else { return [] }
        let rest = header[start.upperBound...]
        if let end = rest.range(of: " (- expected") {
            return rest[..<end.lowerBound].components(separatedBy: ", ")
        }
        guard
            let end = rest.range(of: ": expected ") ?? rest.range(of: ": inserted ")
                ?? rest.range(of: ": removed ")
        else { return [] }
        return [String(rest[..<end.lowerBound])]
    }

    /// The lines marked `-` or `+` in the tree (the text after the marker and the indentation).
    private func markedLines(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("- ") || trimmed.hasPrefix("+ ") else { return nil }
            return String(trimmed.dropFirst(2).drop { $0 == " " })
        }
    }

    func testEveryChangeAloneIsNamedAndMarkedAlone() {
        for change in changes {
            var actual = Invoice.sample
            change.apply(&actual)
            // The message names the change on one line: one value replaced, or an element added to
            // a set (`differs at labels: inserted "priority"`).
            let message = message(actual, Invoice.sample)
            XCTAssertEqual(namedPaths(message), [change.path], message)
            XCTAssertFalse(message.contains("(- expected, + actual)"), message)
            XCTAssertEqual(
                message.contains(#"differs at labels: inserted "priority""#), change.path == "labels", message)
            // The diff itself (what a custom matcher shows with `describeDifference`) marks it alone.
            let text = describeDifference(Invoice.sample, actual)?.description ?? ""
            XCTAssertEqual(namedPaths(text), [change.path], text)
            let leaf = change.path.split(separator: ".").last.map(String.init) ?? change.path
            for line in markedLines(text) {
                // Each marked line is the changed property, element or entry, never a sibling.
                let isTheChange =
                    line.hasPrefix(leaf + ": ") || line.hasPrefix(#""delivery": "#) || change.path == "labels"
                XCTAssertTrue(isTheChange, "\(change.path): marked \(line)\n\(text)")
            }
            XCTAssertEqual(markedLines(text).count, change.path == "labels" ? 1 : 2, text)
        }
    }

    func testAllChangesTogetherAreNamedInOrder() {
        var actual = Invoice.sample
        for change in changes { change.apply(&actual) }
        let text = message(actual, Invoice.sample)
        XCTAssertEqual(namedPaths(text), changes.map(\.path), text)
        // Unchanged leaves appear only unmarked.
        for unchanged in ["12 Quay Road", "BS1 4DJ", "noodles", "after 5pm", "wholesale"] {
            XCTAssertFalse(
                markedLines(text).contains { $0.contains(unchanged) }, "\(unchanged) is marked\n\(text)")
        }
        XCTAssertLessThan(text.utf8.count, 8_192)
        // The value lines above the diff are short.
        for line in text.split(separator: "\n").prefix(3)
        where line.contains("Expected:") || line.contains("but: was") {
            XCTAssertLessThanOrEqual(line.count, 120, String(line))
        }
    }

    func testTheDiffIsTheSameInsideOtherMatchers() {
        var actual = Invoice.sample
        actual.customer.billing.town = "Bath"
        captured = []
        capturing = true
        assertThat(actual, has(\.customer, equalTo(Invoice.sample.customer)))
        capturing = false
        let text = captured.first ?? ""
        XCTAssertEqual(namedPaths(text), ["billing.town"], text)
        // One change, said on one line under the feature's `was` line, as `equalTo` says it under
        // its two value lines.
        XCTAssertTrue(text.contains(#"differs at billing.town: expected "Bristol", found "Bath""#), text)
        XCTAssertEqual(markedLines(text), [], text)
    }

    func testAPassingComparisonReportsNothing() {
        captured = []
        capturing = true
        assertThat(Invoice.sample, equalTo(Invoice.sample))
        capturing = false
        XCTAssertEqual(captured, [])
    }
}
