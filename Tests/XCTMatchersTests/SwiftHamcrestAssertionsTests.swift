import Matchers
import SwiftHamcrestCompatibility
import Testing
import XCTMatchers

private enum SampleError: Error, Equatable {
    case error1
    case error2
}

private func throwingFunc() throws -> Int { throw SampleError.error1 }
private func notThrowingFunc() throws -> Int { 42 }

/// SwiftHamcrest's assertions in the Swift 6 language mode (the Swift 5 mode is covered by the
/// SwiftHamcrestCompatibilityTests target): the same call shapes resolve without ambiguity and
/// report at the caller's line.
///
/// The calls sit in local functions, not closures: a closure holding `assertThrows(try f())` is
/// inferred to throw (the `try` is in an autoclosure), as with `XCTAssertThrowsError(try f())`.
@Suite struct SwiftHamcrestAssertionsTests {
    @Test func assertThrowsReportsAtTheCall() {
        func check() { assertThrows(try notThrowingFunc(), SampleError.error1) }
        let line = #line - 1
        let issues = recordedIssues(check)
        #expect(issues.map(\.message) == ["Expected: throws SampleError.error1\n     but: returned 42"])
        #expect(issues.first?.sourceLocation?.line == line)
    }

    @Test func everyFormPassesForTheExpectedError() {
        func check() {
            assertThrows(try throwingFunc())
            assertThrows(try throwingFunc(), SampleError.error1)
            assertThrows(try throwingFunc(), equalTo(SampleError.error1))
            assertThrows(try throwingFunc(), anything() as Matcher<SampleError>)
            assertNotThrows(try notThrowingFunc())
            assertThat(1, equalTo(1), message: "one")
        }
        #expect(recordedIssues(check).isEmpty)
    }

    @Test func aMatcherOfTheErrorExplainsTheError() {
        func check() { assertThrows(try throwingFunc(), equalTo(SampleError.error2)) }
        #expect(
            recordedIssues(check).map(\.message)
                == [
                    "Expected: throws an error of type SampleError matching .error2\n     but: threw SampleError.error1"
                ])
    }

    @Test func assertNotThrowsAndTheMessageLabel() {
        func check() {
            assertNotThrows(try throwingFunc())
            assertThat(2, equalTo(1), message: "one")
        }
        #expect(
            recordedIssues(check).map(\.message) == [
                "Expected: does not throw\n     but: threw SampleError.error1",
                "one\nExpected: 1\n     but: was 2",
            ])
    }
}
