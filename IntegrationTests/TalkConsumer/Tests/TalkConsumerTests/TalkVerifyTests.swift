import Matchers
import XCTMatchers
import XCTest

/// Runs the talk's verify calls against its mock, and checks where and how failures are reported.
final class TalkVerifyTests: XCTestCase {
    struct Failure: Equatable {
        var message: String
        var file: String
        var line: Int
    }

    private var captured: [Failure] = []
    private var capturing = false

    #if canImport(ObjectiveC)
    /// Captures failures instead of failing the test while `capturing` is set: Apple's XCTest
    /// reports each as an `XCTIssue`.
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured.append(Failure(message: issue.compactDescription, file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0))
    }
    #else
    /// Captures failures instead of failing the test while `capturing` is set: swift-corelibs-xctest
    /// has no `XCTIssue`, and this is its one hook (deprecated only in Apple's XCTest).
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(Failure(message: description, file: filePath, line: lineNumber))
    }
    #endif

    private func failures(of body: () -> Void) -> [Failure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    private func cookAsTheWaiterDoes() -> MockCook {
        let mockCook = MockCook()
        // waiter.order() asked for 2 bowls of miso with ["wakame", "tamago"]:
        mockCook.cookRamen(bowls: 2, soup: .miso, extras: ["wakame", "tamago"])
        return mockCook
    }

    func testTheTalksVerifyCallsPass() {
        let mockCook = cookAsTheWaiterDoes()
        let reported = failures {
            // The talk's statements, unchanged (Scripts/test-all.sh checks them against the talk):
            mockCook.verifyCookRamen(bowls: equalTo(2), soup: equalTo(.miso), extras: containsInAnyOrder("tamago", "wakame"))
            mockCook.verifyCookRamen(bowls: greaterThanOrEqualTo(2), soup: anything(),
                                     extras: containsInAnyOrder(equalTo("tamago"), hasPrefix("waka")))
        }
        XCTAssertEqual(reported, [])
    }

    func testAFailingVerifyReportsAtTheTestsLineWithTheLabel() {
        let mockCook = cookAsTheWaiterDoes()
        let line = #line + 2
        let reported = failures {
            mockCook.verifyCookRamen(bowls: equalTo(3), soup: equalTo(.miso), extras: containsInAnyOrder("tamago", "wakame"))
        }
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.line, line)
        XCTAssertTrue(reported.first?.file.hasSuffix("TalkVerifyTests.swift") ?? false, "\(reported)")
        XCTAssertEqual(reported.first?.message, "failed - bowls Expected: 3\n     but: was 2")
    }

    func testTheLibrarysApplyMatcherPutsTheLabelOnItsOwnLine() {
        let line = #line + 2
        let reported = failures {
            XCTMatchers.applyMatcher(equalTo(1), label: "call count", toValue: 2, #filePath, #line)
        }
        XCTAssertEqual(reported, [Failure(message: "failed - call count\nExpected: 1\n     but: was 2", file: #filePath, line: line)])
    }
}
