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
/// caller's `file:` and `line:` should forward `column:` too; without it the issue points at the
/// helper's own column on the caller's line. Called where no test can see it (a detached task, another thread, no test running),
/// the failure is still printed with its location and fails the run: see `Docs/MessageFormat.md`.
///
/// - Parameters:
///   - value: The value to check; if evaluating it throws, the failure says `but: threw <error>`.
///   - matcher: What the value must satisfy.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
@inlinable
public func assertThat<T>(
    _ value: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    // Inlined into the test, so that a passing check is a comparison and nothing else; everything
    // a failure needs is out of line. No generic enum (`Result`, `Check`) is built on the way: in a
    // debug build each one costs a run-time metadata lookup, more than the comparison itself.
    // The call site is a closure literal at each use, not a `let`: a non-escaping literal's
    // context lives on the stack, a closure kept in a variable is allocated on every check.
    let actual: T
    do {
        actual = try value()
    } catch {
        reportThrown(
            error, expected: matcher.description, message,
            at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
        return
    }
    checkAndReport(
        actual, matcher, message, at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) }
    )
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
///
/// - Parameters:
///   - value: The asynchronous code that produces the value; it runs once, on the caller's actor.
///   - matcher: What the value must satisfy.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
public nonisolated(nonsending) func assertThat<T>(
    _ value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    guard case .failed(let failure) = check(await outcome(of: value), matcher) else { return }
    reportFailedCheck(
        failure, message, at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks what asynchronous throwing code does against a matcher over throwing closures
/// (`throwsError(…)`, `doesNotThrow()`), reporting at the caller's line.
///
/// ```swift
/// await assertThat({ try await api.fetch() }, throwsError(ofType: NetworkError.self))
/// ```
///
/// prints, at the line of the call, when `fetch()` returned instead of throwing:
///
/// ```
/// Expected: throws an error of type NetworkError
///      but: returned 3
/// ```
///
/// The closure runs once, on the caller's actor; the matcher then judges what it did (threw or
/// returned), exactly as it judges a synchronous closure. A synchronous closure keeps using the
/// synchronous `assertThat` without `await`, even in an `async` test: this overload is disfavoured.
///
/// - Parameters:
///   - closure: The asynchronous code under test; it runs exactly once.
///   - matcher: A matcher over throwing closures, such as `throwsError()` or `doesNotThrow()`.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
@_disfavoredOverload
public nonisolated(nonsending) func assertThat<R>(
    _ closure: () async throws -> R,
    _ matcher: Matcher<() throws -> R>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    // The matcher judges a synchronous closure that replays what the asynchronous one did.
    let result = await outcome(of: closure)
    let replay: () throws -> R = { try result.get() }
    guard case .failed(let failure) = check(.success(replay), matcher) else { return }
    reportFailedCheck(
        failure, message, at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Runs asynchronous code once, on the caller's actor, and keeps what it returned or threw.
internal nonisolated(nonsending) func outcome<T>(of value: () async throws -> T) async -> Result<T, any Error>
{
    do {
        return .success(try await value())
    } catch {
        return .failure(error)
    }
}

/// Fails, saying that `assertThat` does not call a synchronous closure given where a value is
/// expected, for any matcher; chosen only when no other `assertThat` fits (disfavoured), so it costs
/// ordinary calls nothing, and a synchronous test gets this warning instead of an error about
/// `async`.
///
/// ```swift
/// assertThat({ ann.name }, equalTo("Ann"))  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: "Ann"
///      but: was a closure, which assertThat does not call
///           pass its result instead, or in an async test write await assertThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher the closure's result was meant for.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@_disfavoredOverload
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with await"
)
public func assertThat<T>(
    _ value: () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailedCheck(
        closureGiven(to: "assertThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}
