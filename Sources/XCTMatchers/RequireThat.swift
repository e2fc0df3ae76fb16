public import Matchers

/// Checks a value like `assertThat` and, if it does not match, reports the failure and throws so
/// that the test stops there; otherwise returns the value.
///
/// ```swift
/// let order = try requireThat(waiter.lastOrder, has(\.bowls, greaterThan(0)), "order")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// order
/// Expected: has bowls a value greater than 0
///      but: was Order(bowls: 0, soup: .miso)
///           bowls was 0
/// ```
///
/// In a Swift Testing test the failure is the issue `#require` would record, and the error it
/// throws ends the test without a second issue. In an XCTest test the failure is an `XCTFail` at
/// the call's line; XCTest then reports the thrown error too (`threw error "requireThat failed at
/// …"`), as it does for any error a test throws.
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
@discardableResult
public func requireThat<T>(
    _ value: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    try returned(
        check(Result(catching: value), matcher), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks an optional against a matcher such as `present()` or `presentAnd(_:)` and returns the
/// unwrapped value; if it does not match, reports the failure and throws so that the test stops.
///
/// ```swift
/// let soup = try requireThat(mockCook.cookRamenLastSoup, presentAnd(not(.shio)), "soup")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// soup
/// Expected: not nil and not .shio
///      but: was nil
/// ```
///
/// A `nil` value fails even when the matcher accepts it (`nilValue()`), because there is nothing to
/// return: the message then says `requireThat returns the unwrapped value, so nil fails it; check
/// for nil with assertThat`.
///
/// - Parameters:
///   - value: The optional to check and unwrap.
///   - matcher: What the optional must satisfy, such as `present()` or `presentAnd(_:)`.
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
@discardableResult
public func requireThat<T>(
    _ value: @autoclosure () throws -> T?,
    _ matcher: Matcher<T?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    try unwrapped(
        check(Result(catching: value), matcher), matcher, message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks the result of asynchronous code like `assertThat` and returns it; if it does not match,
/// reports the failure and throws so that the test stops.
///
/// ```swift
/// let state = try await requireThat({ await model.state }, not(equalTo(.failed)), "state")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// state
/// Expected: not .failed
///      but: was .failed
/// ```
///
/// The closure runs once, on the caller's actor; if it throws, the failure says
/// `but: threw <error>`. The failure is reported as by the synchronous `requireThat`.
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
@discardableResult
public nonisolated(nonsending) func requireThat<T>(
    _ value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async throws -> T {
    try returned(
        check(await outcome(of: value), matcher), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks the optional result of asynchronous code against a matcher such as `present()` or
/// `presentAnd(_:)` and returns it unwrapped; if it does not match, reports the failure and throws.
///
/// ```swift
/// let receipt = try await requireThat({ await service.lastReceipt }, present(), "receipt")
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// receipt
/// Expected: not nil
///      but: was nil
/// ```
///
/// The closure runs once, on the caller's actor. As with the synchronous `requireThat`, `nil`
/// fails even when the matcher accepts it, because there is nothing to return.
///
/// - Parameters:
///   - value: The asynchronous code that produces the optional; it runs once, on the caller's actor.
///   - matcher: What the optional must satisfy, such as `present()` or `presentAnd(_:)`.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
@discardableResult
public nonisolated(nonsending) func requireThat<T>(
    _ value: () async throws -> T?,
    _ matcher: Matcher<T?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async throws -> T {
    try unwrapped(
        check(await outcome(of: value), matcher), matcher, message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// The value of a passed check; otherwise the failure is reported and thrown.
@inlinable
internal func returned<T>(_ checked: Check<T>, _ message: () -> String, at site: () -> CallSite) throws -> T {
    switch checked {
    case .passed(let actual):
        return actual
    case .failed(let failure):
        throw failedRequirement(failure, message, at: site)
    }
}

/// The value of a passed check of an optional, unwrapped; otherwise the failure is reported and
/// thrown, `nil` included (there is nothing to return).
@inlinable
internal func unwrapped<T>(
    _ checked: Check<T?>,
    _ matcher: Matcher<T?>,
    _ message: () -> String,
    at site: () -> CallSite
) throws -> T {
    let failure: CheckFailure<T?>
    switch checked {
    case .passed(let actual?):
        return actual
    case .passed(nil):
        failure = .mismatch(
            nil, expected: ExpectedText(matcher), reason: MatchResult.Reason(nilCannotBeReturned))
    case .failed(let failed):
        failure = failed
    }
    throw failedRequirement(failure, message, at: site)
}

/// The reason under `but: was nil` when the matcher accepted `nil` but `requireThat` must unwrap.
@usableFromInline
internal let nilCannotBeReturned =
    "requireThat returns the unwrapped value, so nil fails it; check for nil with assertThat"

/// Reports a failed requirement like `reportFailedCheck` and returns the error that stops the test.
@usableFromInline
internal func failedRequirement<T>(
    _ failure: CheckFailure<T>,
    _ message: () -> String,
    at site: () -> CallSite
) -> any Error {
    let text = failure.text(label: message())
    let site = site()
    return reportFailure(text, at: site, as: .requirement)
        ?? RequirementFailure(location: site.diagnosticLocation)
}

/// What `requireThat` throws where the test framework has no error of its own for it.
internal struct RequirementFailure: Error, CustomStringConvertible {
    /// `path:line:column` of the failed `requireThat`.
    var location: String

    var description: String {
        "requireThat failed at \(location); the test stopped there"
    }
}

/// Fails, saying that `requireThat` does not call a synchronous closure given where a value is
/// expected, for any matcher; chosen only when no other `requireThat` fits (disfavoured), so it costs
/// ordinary calls nothing, and a synchronous test gets this warning instead of an error about
/// `async`.
///
/// ```swift
/// try requireThat({ ann.name }, hasPrefix("A"))  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call, and stops the test:
///
/// ```
/// Expected: a string with prefix "A"
///      but: was a closure, which requireThat does not call
///           pass its result instead, or in an async test write try await requireThat({ … }, matcher)
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
/// - Returns: Never: it always throws.
@_disfavoredOverload
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with try await"
)
@discardableResult
public func requireThat<T>(
    _ value: () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    throw failedRequirement(
        closureGiven(to: "requireThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}
