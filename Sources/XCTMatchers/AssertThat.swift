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
    let actual: T
    do {
        actual = try value()
    } catch {
        let expected = matcher.description
        return reportThrown(error, expected, message, fileID: fileID, file: file, line: line, column: column)
    }
    guard case .mismatch(let reason) = matcher.matches(actual) else { return }
    // The description is built here, not in the callee: a matcher that never leaves this function
    // is taken apart by the optimizer, so a passing check allocates nothing.
    let expected = matcher.description
    reportMismatch(actual, reason, expected, message, fileID: fileID, file: file, line: line, column: column)
}

/// Reports a value that did not match; out of line so that callers stay small.
@usableFromInline
internal func reportMismatch<T>(
    _ actual: T,
    _ reason: String?,
    _ expected: String,
    _ message: () -> String,
    fileID: StaticString,
    file: StaticString,
    line: UInt,
    column: UInt
) {
    let text = MessageLayout.failure(
        label: message(), expected: expected, actual: .value(actual), reason: reason)
    reportFailure(text, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Reports an error thrown while evaluating the value.
@usableFromInline
internal func reportThrown(
    _ error: any Error,
    _ expected: String,
    _ message: () -> String,
    fileID: StaticString,
    file: StaticString,
    line: UInt,
    column: UInt
) {
    let text = MessageLayout.failure(
        label: message(), expected: expected, actual: .thrown(error), reason: nil)
    reportFailure(text, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
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
    let actual: T
    do {
        actual = try await value()
    } catch {
        let expected = matcher.description
        return reportThrown(error, expected, message, fileID: fileID, file: file, line: line, column: column)
    }
    guard case .mismatch(let reason) = matcher.matches(actual) else { return }
    let expected = matcher.description
    reportMismatch(actual, reason, expected, message, fileID: fileID, file: file, line: line, column: column)
}
