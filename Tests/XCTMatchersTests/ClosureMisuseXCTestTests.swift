import Matchers
import XCTMatchers
import XCTest

/// In an XCTest test, a closure given where a value is expected fails at the call's line, and the
/// async `requireThat` reports at the call's line.
final class ClosureMisuseXCTestTests: FailureCapturingTestCase {
    func testAClosureGivenToAssertThatFailsAtTheCallersLine() {
        var call: MisuseCall?
        let failures = recordedFailures { call = misuses.assertThatPresent() }
        let expected = """
            failed - coupon
            Expected: not nil
                 but: was a closure, which is not called
                      pass its result instead, or in an async test await the call, which then calls the closure
            """
        XCTAssertEqual(
            failures, [RecordedFailure(description: expected, file: misuseFilePath, line: call?.line ?? 0)])
    }

    func testAClosureGivenToRequireThatFailsAndStopsTheTest() {
        var outcome: (MisuseCall, reachedTheNextLine: Bool, thrown: (any Error)?)?
        let failures = recordedFailures { outcome = misuses.requireThatPresent() }
        XCTAssertEqual(failures.map(\.line), [outcome?.0.line ?? 0])
        XCTAssertEqual(
            failures.first?.description,
            """
            failed - coupon
            Expected: not nil
                 but: was a closure, which is not called
                      pass its result instead, or in an async test await the call, which then calls the closure
            """)
        XCTAssertEqual(outcome?.reachedTheNextLine, false)
        XCTAssertNotNil(outcome?.thrown)
    }

    func testAsyncRequireThatReportsAtTheCallersLineAndThrows() async {
        let receipt = Receipt(total: nil)
        var thrown: (any Error)?
        let failures = await recordedFailures {
            do {
                _ = try await requireThat({ await receipt.total }, present(), "receipt")
            } catch {
                thrown = error
            }
        }
        let line = #line - 5
        XCTAssertEqual(
            failures,
            [
                RecordedFailure(
                    description: "failed - receipt\nExpected: not nil\n     but: was nil", file: #filePath,
                    line: line)
            ])
        XCTAssertEqual(
            thrown.map { "\($0)" }, "requireThat failed at \(#filePath):\(line):42; the test stopped there")
    }

    func testAsyncRequireThatReturnsTheUnwrappedValue() async throws {
        let receipt = Receipt(total: 12)
        let total: Int = try await requireThat({ await receipt.total }, present())
        XCTAssertEqual(total, 12)
    }
}

/// The path of the file the misused calls are written in.
private let misuseFilePath =
    String(#filePath.dropLast("ClosureMisuseXCTestTests.swift".count)) + "ClosureMisuseTests.swift"

private actor Receipt {
    var total: Int?

    init(total: Int?) { self.total = total }
}
