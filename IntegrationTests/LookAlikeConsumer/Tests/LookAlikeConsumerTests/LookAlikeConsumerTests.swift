import Matchers
import XCTMatchers
import XCTest

/// Compares values that print alike through `failureMessage(for:)` and `assertThat`, and reads
/// every failure message against the rules of MessageChecks.swift. Prints each case it checks and
/// a summary; fails once for each case that breaks a rule.
final class LookAlikeConsumerTests: XCTestCase {
    /// Where failures go instead of XCTest while `capture(_:)` runs.
    private var reportedFailure: ((String) -> Void)?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard let reportedFailure else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        reportedFailure(description)
    }

    /// The failures `body` reports through `assertThat`, without the `failed - ` XCTest puts
    /// before each.
    private func capture(_ body: () -> Void) -> [String] {
        var failures: [String] = []
        reportedFailure = { failures.append($0) }
        defer { reportedFailure = nil }
        body()
        return failures.map { $0.hasPrefix("failed - ") ? String($0.dropFirst(9)) : $0 }
    }

    func testNoMessageShowsTwoValuesThatReadTheSameWithoutSayingWhatDiffers() {
        let cases = lookAlikeCases()
        var failing: [(number: Int, name: String, findings: [Finding])] = []
        for (offset, check) in cases.enumerated() {
            let number = offset + 1
            var found: [Finding] = []
            let message = check.message()
            // XCTest puts `failed - ` before the text assertThat reports.
            let reported = capture(check.assert).map {
                $0.hasPrefix("failed - ") ? String($0.dropFirst(9)) : $0
            }
            if let message {
                found += findings(in: message, isValue: check.isValue)
                if reported != [message] {
                    found.append(
                        Finding(
                            rule: 0,
                            detail: "assertThat reported \(reported), not failureMessage(for:)'s text"))
                }
            } else {
                found.append(Finding(rule: 0, detail: "the matcher accepted the value: the case is wrong"))
            }
            let status = found.isEmpty ? "ok  " : "FAIL"
            print("\(status) \(padded(number)) \(check.name)")
            if !found.isEmpty {
                for finding in found {
                    print("          rule \(finding.rule): \(finding.detail)")
                }
                for line in (message ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
                    print("          | \(line)")
                }
                failing.append((number, check.name, found))
            }
        }
        let summary = summaryText(cases: cases.count, failing: failing)
        print(summary)
        for failure in failing {
            let rules = failure.findings.map { "rule \($0.rule): \($0.detail)" }.joined(separator: "; ")
            XCTFail("case \(failure.number) (\(failure.name)): \(rules)")
        }
    }

    /// `Look-alike values: 41 cases, 35 pass, 6 fail` and a line for each rule broken.
    private func summaryText(cases: Int, failing: [(number: Int, name: String, findings: [Finding])])
        -> String
    {
        var lines = [
            "Look-alike values: \(cases) cases checked, \(cases - failing.count) pass, \(failing.count) fail."
        ]
        for rule in [0, 1, 2, 3] {
            let numbers = failing.filter { $0.findings.contains { $0.rule == rule } }.map(\.number)
            guard !numbers.isEmpty else { continue }
            let name = ruleNames[rule] ?? "the case itself"
            lines.append(
                "  rule \(rule) (\(name)): \(numbers.count) case(s): "
                    + numbers.map { String($0) }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    private func padded(_ number: Int) -> String {
        number < 10 ? " \(number)" : "\(number)"
    }

    // MARK: - The checks themselves

    /// The rules catch the messages the issue quotes, and let their explained forms through.
    func testTheRulesCatchWhatTheyAreFor() {
        let same = "Expected: Tagged #1\n     but: was Tagged #1"
        XCTAssertEqual(findings(in: same, isValue: true).map(\.rule), [1])
        let explained = same + "\n          differs at note (- expected, + actual):"
        XCTAssertEqual(findings(in: explained, isValue: true), [])
        let trailingSpace = "Expected: 19.99 EUR\n     but: was 19.99 EUR "
        XCTAssertEqual(findings(in: trailingSpace, isValue: true).map(\.rule), [1])
        let escaped = "Expected: 19.99 EUR\n     but: was 19.99 EUR\\u{20}"
        XCTAssertEqual(findings(in: escaped, isValue: true), [])
        let feature =
            "Expected: has price 19.99 EUR\n     but: was Receipt(…)\n          price was 19.99 EUR "
        XCTAssertEqual(findings(in: feature, isValue: true).map(\.rule), [1])

        let address =
            "Expected: Box(pointer: 0x00007ffcdd497cf0)\n     but: was Box(pointer: 0x00007ffcdd497d00)"
        XCTAssertEqual(findings(in: address, isValue: true).map(\.rule), [2, 2])
        XCTAssertEqual(findings(in: address, isValue: false), [])
        XCTAssertEqual(
            findings(in: "Expected: Data([0x01, 0x0A])\n     but: was Data([])", isValue: true), [])

        let pair = """
            Expected: [1.0, nan]
                 but: was [1.0, nan]
                      differs at index 1 (- expected, + actual):
                          1.0
                        - nan
                        + nan
            """
        XCTAssertEqual(findings(in: pair, isValue: true).map(\.rule), [3])
        let noted = pair + "\n                NaN is not equal to itself"
        XCTAssertEqual(findings(in: noted, isValue: true), [])
        // A line at the column of `nan` is the next element, not a note.
        XCTAssertEqual(findings(in: pair + "\n              2.0", isValue: true).map(\.rule), [3])
        let tree = """
            Expected: Holder(ref: Ref(value: 1))
                 but: was Holder(ref: Ref(value: 1))
                      differs at ref (- expected, + actual):
                          Holder(
                        -   ref: Ref(value: 1)
                        +   ref: Ref(value: 1)
                          )
            """
        XCTAssertEqual(findings(in: tree, isValue: true).map(\.rule), [3])
    }

    /// Every case compares two unequal values, and a passing check reports nothing.
    func testEveryCaseFailsAndAnEqualValuePasses() {
        for check in lookAlikeCases() {
            XCTAssertNotNil(check.message(), check.name)
        }
        XCTAssertEqual(
            capture { assertThat(Tagged(id: 1, note: "a"), equalTo(Tagged(id: 1, note: "a"))) }, [])
        XCTAssertEqual(capture { assertThat(noon, equalTo(noon)) }, [])
    }
}
