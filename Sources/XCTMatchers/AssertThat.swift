public import Matchers

/// Checks a value against a matcher and reports a failure at the caller's line if it does not match.
///
/// ```swift
/// assertThat(order.bowls, equalTo(2), "bowls")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// bowls
/// Expected: 2
///      but: was 3
/// ```
///
/// If evaluating `value` throws, the failure says so instead: `     but: threw ParseError.empty`.
/// A passing check builds no text: neither the message, nor the description, nor the value's
/// rendering.
///
/// In a Swift Testing test the failure is an issue at the call's file, line and column; in an
/// XCTest test it is an `XCTFail` at the call's file and line. A verify helper that forwards its
/// caller's `file:` and `line:` should forward `fileID:` and `column:` too; without them the
/// column is dropped (the issue points at column 1 of the line) rather than borrowed from the
/// helper. Called where no test can see it (a detached task, another thread, no test running),
/// the failure is still printed with its location and fails the run: see `Docs/MessageFormat.md`.
@inlinable
public func assertThat<T>(
    _ value: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    // Inlined into the test, so that a passing check is a comparison and nothing else; everything
    // a failure needs is out of line.
    guard case .failed(let failure) = check(Result(catching: value), matcher) else { return }
    reportFailedCheck(
        failure, message, at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks the result of asynchronous code against a matcher, reporting at the caller's line.
///
/// ```swift
/// await assertThat({ await model.state }, equalTo(.loaded), "state")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// state
/// Expected: .loaded
///      but: was .loading
/// ```
///
/// The value is a closure, not an autoclosure: an `async` autoclosure overload would be preferred
/// in every `async` test and make each plain `assertThat(x, m)` there need `await`. The closure
/// runs once, on the caller's actor; if it throws, the failure says `but: threw <error>`.
public nonisolated(nonsending) func assertThat<T>(
    _ value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let outcome: Result<T, any Error>
    do {
        outcome = .success(try await value())
    } catch {
        outcome = .failure(error)
    }
    guard case .failed(let failure) = check(outcome, matcher) else { return }
    reportFailedCheck(
        failure, message, at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}
