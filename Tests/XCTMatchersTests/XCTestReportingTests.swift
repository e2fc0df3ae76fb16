import Foundation
import Matchers
import XCTMatchers
import XCTest

/// One failure XCTest was asked to record.
struct RecordedFailure: Equatable {
    var description: String
    var file: String
    var line: Int
}

/// A test case that captures the failures it is asked to record instead of failing, so that tests
/// can check the exact text, file and line XCTMatchers reports.
class FailureCapturingTestCase: XCTestCase {
    private let lock = NSLock()
    private var captured: [RecordedFailure] = []
    private var capturing = false

    /// Runs `body` and returns the failures it recorded.
    func recordedFailures(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        lock.withLock { capturing = true }
        defer { lock.withLock { capturing = false } }
        try body()
        return lock.withLock {
            defer { captured = [] }
            return captured
        }
    }

    /// Runs `body` and returns the failures it recorded.
    func recordedFailures(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> [RecordedFailure] {
        lock.withLock { capturing = true }
        try await body()
        return lock.withLock {
            defer {
                captured = []
                capturing = false
            }
            return captured
        }
    }

    /// Keeps the failure when capturing; `true` when it was kept.
    private func capture(_ failure: RecordedFailure) -> Bool {
        lock.withLock {
            if capturing { captured.append(failure) }
            return capturing
        }
    }

    #if canImport(ObjectiveC)
        // Apple's XCTest reports every failure as an `XCTIssue` through `record(_:)`.
        override func record(_ issue: XCTIssue) {
            let location = issue.sourceCodeContext.location
            let failure = RecordedFailure(
                description: issue.compactDescription, file: location?.fileURL.path ?? "",
                line: location?.lineNumber ?? 0)
            if !capture(failure) { super.record(issue) }
        }
    #else
        // swift-corelibs-xctest has no `XCTIssue`: its one hook is the method Apple's XCTest
        // deprecated in favour of `record(_:)`. It is not deprecated there.
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            if !capture(RecordedFailure(description: description, file: filePath, line: lineNumber)) {
                super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
        }
    #endif
}

/// In an XCTest test, failures are `XCTFail`s at the caller's file and line.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
final class XCTestReportingTests: FailureCapturingTestCase {
    func testAFailureIsReportedAtTheCallersFileAndLine() {
        let failures = recordedFailures { assertThat(4, equalTo(3), "bowls") }
        let line = #line - 1
        let expected = "failed - bowls\nExpected: 3\n     but: was 4"
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #filePath, line: line)])
    }

    func testAReorderedArrayIsReportedAsMoves() {
        let failures = recordedFailures { assertThat(["tamago", "wakame"], equalTo(["wakame", "tamago"])) }
        let expected = """
            failed - Expected: ["wakame", "tamago"]
                 but: was ["tamago", "wakame"]
                      differs in order: the same 2 elements in another order:
                          [0] → [1]: "wakame"
                          [1] → [0]: "tamago"
            """
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #filePath, line: #line - 8)])
    }

    func testAPassingCheckReportsNothing() {
        XCTAssertEqual(recordedFailures { assertThat(3, equalTo(3)) }, [])
    }

    func testAnOptionalDateSaysHowMuchLaterAsADateDoes() {
        let noon = Date(timeIntervalSince1970: 1_700_000_000)
        let failures = recordedFailures {
            assertThat(Optional(noon.addingTimeInterval(0.25)), equalTo(Optional(noon)))
        }
        let expected = """
            failed - Expected: 2023-11-14T22:13:20.000Z
                 but: was 2023-11-14T22:13:20.250Z
                      0.25 s later than expected
            """
        XCTAssertEqual(failures.map(\.description), [expected])
    }

    func testApplyMatcherReportsAtTheFileAndLineItIsGiven() {
        let failures = recordedFailures {
            applyMatcher(equalTo(2), label: "bowls", toValue: 3, #file, #line)
        }
        let line = #line - 2
        let expected = "failed - bowls\nExpected: 2\n     but: was 3"
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #file, line: line)])
    }

    func testAVerifyHelperReportsAtTheTestsLine() {
        let failures = recordedFailures { verifyBowls(3, equalTo(2)) }
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertEqual(failures.map(\.line), [#line - 2])
    }

    func testAFailureOnAnotherThreadReachesTheRunningTest() {
        let failures = recordedFailures {
            // One on the test's own thread first, and one from another thread.
            assertThat(1, equalTo(2))
            let done = DispatchSemaphore(value: 0)
            Thread {
                assertThat(4, equalTo(3))
                done.signal()
            }.start()
            done.wait()
        }
        XCTAssertEqual(
            failures.map(\.description),
            ["failed - Expected: 2\n     but: was 1", "failed - Expected: 3\n     but: was 4"])
        XCTAssertEqual(failures.map(\.line), [#line - 11, #line - 8])
    }

    func testRequireThatReportsAndThrows() {
        var thrown: (any Error)?
        let failures = recordedFailures {
            do {
                try requireThat(3, equalTo(2))
            } catch {
                thrown = error
            }
        }
        let line = #line - 5
        XCTAssertEqual(
            failures,
            [
                RecordedFailure(
                    description: "failed - Expected: 2\n     but: was 3", file: #filePath, line: line)
            ])
        XCTAssertEqual(
            thrown.map { "\($0)" }, "requireThat failed at \(#filePath):\(line):32; the test stopped there")
    }

    func testRequireThatReturnsTheUnwrappedValue() throws {
        let bowls: Int = try requireThat(Optional(2), present())
        XCTAssertEqual(bowls, 2)
    }

    func testAsyncAssertThatReportsAtTheCall() async {
        let failures = await recordedFailures {
            await assertThat(
                { () async -> Int in
                    await Task.yield()
                    return 4
                }, equalTo(3))
        }
        XCTAssertEqual(failures.map(\.line), [#line - 6])
    }

    func testEventuallyReportsATimeout() async {
        let failures = await recordedFailures {
            await assertThat(
                eventually: { 4 }, equalTo(3), timeout: .milliseconds(20), pollingEvery: .milliseconds(5))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, #line - 4)
        XCTAssertTrue(
            failures.first?.description.hasPrefix("failed - Expected: eventually 3\n     but: was 4\n")
                == true)
    }
}
