import Matchers
import Testing
import XCTMatchers
import XCTest

private let even = Matcher<Int>("an even number") {
    $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
}

/// The test kit for matcher authors in Swift Testing: issues at the caller's line and column.
@Suite struct MatcherTestKitTests {
    @Test func passingChecksRecordNothing() {
        let issues = recordedIssues {
            assertMatches(even, 4)
            assertDoesNotMatch(even, 3)
            assertDoesNotMatch(even, 3, reason: "remainder was 1")
            assertDoesNotMatch(equalTo(2), 3, reason: nil)
            assertDescription(even, "an even number")
        }
        #expect(issues.isEmpty)
    }

    @Test func assertMatchesShowsTheMismatch() {
        let issues = recordedIssues { assertMatches(even, 3) }
        let line = #line - 1
        #expect(
            issues.map(\.message) == [
                "assertMatches: the matcher refused the value\nExpected: an even number\n     but: was 3\n          remainder was 1"
            ])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 52))
    }

    @Test func assertDoesNotMatchShowsBothReasonsWithADiff() {
        let issues = recordedIssues { assertDoesNotMatch(hasCount(3), [1, 2], reason: "count was 3") }
        #expect(
            issues.map(\.message) == [
                """
                assertDoesNotMatch: the reason differs
                Expected: "count was 3"
                     but: was "count was 2"
                          differs at character 11: expected "3", found "2"
                """
            ])
        #expect(issues.first?.sourceLocation?.line == #line - 10)
        let accepted = recordedIssues { assertDoesNotMatch(even, 4) }
        #expect(
            accepted.map(\.message) == [
                "assertDoesNotMatch: the matcher accepted the value\nExpected: not an even number\n     but: was 4"
            ])
    }

    @Test func assertDescriptionShowsTheDiff() {
        let issues = recordedIssues { assertDescription(even, "an odd number") }
        #expect(
            issues.map(\.message) == [
                """
                assertDescription: the description differs
                Expected: "an odd number"
                     but: was "an even number"
                          differs at character 4: expected "o", found "e"
                """
            ])
    }

    @Test func aHelperThatForwardsItsLocationReportsAtTheTest() {
        let issues = recordedIssues { checkEven(3) }
        #expect(issues.first?.sourceLocation?.line == #line - 1)
        #expect(issues.first?.sourceLocation?.fileID == #fileID)
    }
}

/// The XCTest side: `XCTFail` at the caller's file and line.
final class MatcherTestKitXCTestTests: FailureCapturingTestCase {
    func testEachKitFunctionReportsAtTheCallersLine() {
        let failures = recordedFailures {
            assertMatches(even, 3)
            assertDoesNotMatch(even, 4)
            assertDoesNotMatch(even, 5, reason: "remainder was 2")
            assertDescription(even, "an odd number")
        }
        let first = #line - 5
        XCTAssertEqual(failures.map(\.line), [first, first + 1, first + 2, first + 3])
        XCTAssertEqual(failures.map(\.file), Array(repeating: #filePath, count: 4))
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - assertMatches: the matcher refused the value\nExpected: an even number\n     but: was 3\n          remainder was 1",
                "failed - assertDoesNotMatch: the matcher accepted the value\nExpected: not an even number\n     but: was 4",
                """
                failed - assertDoesNotMatch: the reason differs
                Expected: "remainder was 2"
                     but: was "remainder was 1"
                          differs at character 15: expected "2", found "1"
                """,
                """
                failed - assertDescription: the description differs
                Expected: "an odd number"
                     but: was "an even number"
                          differs at character 4: expected "o", found "e"
                """,
            ])
    }

    func testPassingChecksReportNothing() {
        XCTAssertEqual(recordedFailures { assertMatches(even, 2) }, [])
    }
}
