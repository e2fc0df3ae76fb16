import Matchers
import Testing
import XCTMatchers
import XCTest

private enum FetchError: Error, Equatable {
    case offline
    case notFound(Int)
}

/// An API whose asynchronous calls throw or return, as the tests need.
private actor API {
    let failure: FetchError?

    init(failing failure: FetchError? = nil) { self.failure = failure }

    func fetch() throws -> Int {
        if let failure { throw failure }
        return 3
    }

    func ping() throws {
        if let failure { throw failure }
    }
}

/// `await assertThat({ try await … }, throwsError(…))` and `doesNotThrow()` in Swift Testing.
@Suite struct AsyncThrowsTests {
    @Test func anExpectedErrorPasses() async {
        let api = API(failing: .offline)
        let issues = await recordedIssues {
            await assertThat({ try await api.fetch() }, throwsError())
            await assertThat({ try await api.fetch() }, throwsError(FetchError.offline))
            await assertThat({ try await api.fetch() }, throwsError(ofType: FetchError.self))
            await assertThat({ try await api.ping() }, throwsError(matching: anything()))
        }
        #expect(issues.isEmpty)
    }

    @Test func aClosureThatReturnsIsReportedAtTheCall() async {
        let api = API()
        let issues = await recordedIssues {
            await assertThat({ try await api.fetch() }, throwsError(ofType: FetchError.self), "fetch")
        }
        let line = #line - 2
        #expect(
            issues.map(\.message) == [
                "fetch\nExpected: throws an error of type FetchError\n     but: returned 3"
            ])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 29))
    }

    @Test func aVoidClosureThatReturnsDidNotThrow() async {
        let api = API()
        let issues = await recordedIssues { await assertThat({ try await api.ping() }, throwsError()) }
        #expect(issues.map(\.message) == ["Expected: throws an error\n     but: did not throw"])
    }

    @Test func anotherErrorIsNamed() async {
        let api = API(failing: .notFound(7))
        let issues = await recordedIssues {
            await assertThat({ try await api.fetch() }, throwsError(FetchError.offline))
        }
        #expect(
            issues.map(\.message) == [
                "Expected: throws FetchError.offline\n     but: threw FetchError.notFound(7)"
            ])
    }

    @Test func doesNotThrowPassesAndFails() async {
        let working = API()
        let failing = API(failing: .offline)
        let issues = await recordedIssues {
            await assertThat({ try await working.fetch() }, doesNotThrow())
            await assertThat({ try await failing.ping() }, doesNotThrow())
        }
        let line = #line - 2
        #expect(issues.map(\.message) == ["Expected: does not throw\n     but: threw FetchError.offline"])
        #expect(issues.first?.sourceLocation?.line == line)
    }

    @Test func theClosureRunsOnce() async {
        let counter = CallCounter()
        let issues = await recordedIssues {
            await assertThat({ try await counter.fail() }, throwsError(ofType: FetchError.self))
        }
        #expect(issues.isEmpty)
        #expect(await counter.calls == 1)
    }

    @Test func aSynchronousClosureNeedsNoAwaitInAnAsyncTest() async {
        // The async overload is disfavoured, so this resolves to the synchronous `assertThat`.
        #expect(recordedIssues { assertThat({ try throwingParse() }, throwsError()) }.isEmpty)
    }
}

private actor CallCounter {
    var calls = 0

    func fail() throws -> Int {
        calls += 1
        throw FetchError.offline
    }
}

private func throwingParse() throws -> Int { throw FetchError.offline }

/// The same in XCTest: the failure is an `XCTFail` at the caller's file and line.
final class AsyncThrowsXCTestTests: FailureCapturingTestCase {
    func testAMissingErrorIsReportedAtTheCallersLine() async {
        let api = API()
        let failures = await recordedFailures {
            await assertThat({ try await api.fetch() }, throwsError(FetchError.offline), "fetch")
        }
        let line = #line - 2
        let expected = "failed - fetch\nExpected: throws FetchError.offline\n     but: returned 3"
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #filePath, line: line)])
    }

    func testAnUnexpectedErrorIsReportedAtTheCallersLine() async {
        let api = API(failing: .offline)
        let failures = await recordedFailures { await assertThat({ try await api.ping() }, doesNotThrow()) }
        let line = #line - 1
        let expected = "failed - Expected: does not throw\n     but: threw FetchError.offline"
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #filePath, line: line)])
    }

    func testAnExpectedErrorPasses() async {
        let api = API(failing: .notFound(1))
        let failures = await recordedFailures {
            await assertThat({ try await api.fetch() }, throwsError(ofType: FetchError.self))
        }
        XCTAssertEqual(failures, [])
    }
}
