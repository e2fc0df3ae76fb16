public import Matchers

// A closure written where a value is expected, `assertThat({ model.state }, present())`, would
// otherwise be checked as the value itself: the closure is never called, and a matcher that accepts
// any value (`present()`, `anything()`) passes. These overloads are picked for that shape instead of
// the generic one: a closure, synchronous or asynchronous, given to a matcher over optional
// closures, or a synchronous one given to a matcher over non-throwing closures. The compiler warns
// (an error with warnings as errors); if the warning is ignored, the check fails and says why.
// Each overload costs the type checker about one more constraint-solver scope per `assertThat`
// (Docs/Performance.md), so there are no more of them than the common shapes need.
//
// What keeps its meaning: matchers over synchronous throwing closures (`throwsError()`,
// `doesNotThrow()` take `() throws -> R`), so `assertThat({ try parse("x") }, throwsError())`; an
// optional closure stored in a property, `assertThat(button.action, present())`, as only a closure
// that is not optional picks these; and in an async function, `await assertThat({ await
// model.state }, present())` and `try await requireThat({ … }, present())`, the asynchronous
// overloads, which call the closure. Not caught: a throwing or asynchronous closure given to
// `anything()` (a throwing closure's type is the one `throwsError()` takes). In top-level code (a
// `main.swift`), where Swift does not prefer the asynchronous overloads, an asynchronous closure
// given to `present()` is taken for a misuse even with `await`.

/// Fails, saying that `assertThat` does not call a closure given as the value.
///
/// ```swift
/// assertThat({ cart.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: not nil
///      but: was a closure, which assertThat does not call
///           pass its result instead, or in an async test write await assertThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with await"
)
public func assertThat<R>(
    _ value: @autoclosure () throws -> () throws -> R,
    _ matcher: Matcher<(() throws -> R)?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailedCheck(
        closureGiven(to: "assertThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Fails, saying that `assertThat` does not call a closure given as the value.
///
/// ```swift
/// assertThat({ cart.total }, anything())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: anything
///      but: was a closure, which assertThat does not call
///           pass its result instead, or in an async test write await assertThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with await"
)
public func assertThat<R>(
    _ value: @autoclosure () throws -> () -> R,
    _ matcher: Matcher<() -> R>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailedCheck(
        closureGiven(to: "assertThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Fails, saying that `assertThat` does not call an asynchronous closure given as the value.
///
/// ```swift
/// assertThat({ await cart.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: not nil
///      but: was a closure, which assertThat does not call
///           pass its result instead, or in an async test write await assertThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with await"
)
public func assertThat<R>(
    _ value: @autoclosure () throws -> () async throws -> R,
    _ matcher: Matcher<(() async throws -> R)?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailedCheck(
        closureGiven(to: "assertThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Fails and throws, saying that `requireThat` does not call a closure given as the value.
///
/// ```swift
/// let coupon = try requireThat({ cart.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: not nil
///      but: was a closure, which requireThat does not call
///           pass its result instead, or in an async test write try await requireThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with try await"
)
@discardableResult
public func requireThat<R>(
    _ value: @autoclosure () throws -> () throws -> R,
    _ matcher: Matcher<(() throws -> R)?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> () throws -> R {
    throw failedRequirement(
        closureGiven(to: "requireThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Fails and throws, saying that `requireThat` does not call a closure given as the value.
///
/// ```swift
/// let total = try requireThat({ cart.total }, anything())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: anything
///      but: was a closure, which requireThat does not call
///           pass its result instead, or in an async test write try await requireThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with try await"
)
@discardableResult
public func requireThat<R>(
    _ value: @autoclosure () throws -> () -> R,
    _ matcher: Matcher<() -> R>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> () -> R {
    throw failedRequirement(
        closureGiven(to: "requireThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Fails and throws, saying that `requireThat` does not call an asynchronous closure given as the value.
///
/// ```swift
/// let coupon = try requireThat({ await cart.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: not nil
///      but: was a closure, which requireThat does not call
///           pass its result instead, or in an async test write try await requireThat({ … }, matcher)
/// ```
///
/// - Parameters:
///   - value: The closure; it is not called.
///   - matcher: The matcher, which would judge the closure itself.
///   - message: A label printed on the first line of the failure.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses.
///   - file: The path of the file of the call.
///   - line: The line of the call.
///   - column: The column of the call, which Swift Testing uses.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test use the closure overload with try await"
)
@discardableResult
public func requireThat<R>(
    _ value: @autoclosure () throws -> () async throws -> R,
    _ matcher: Matcher<(() async throws -> R)?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> () async throws -> R {
    throw failedRequirement(
        closureGiven(to: "requireThat", expected: ExpectedText(matcher)), message,
        at: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// The failure of a closure given where `function` expects a value: the closure takes the place of
/// the value, and the reason says what it was, as for the matchers over throwing closures.
private func closureGiven(to function: String, expected: ExpectedText) -> CheckFailure<() -> Void> {
    let awaited = function == "requireThat" ? "try await" : "await"
    let reason = """
        was a closure, which \(function) does not call
        pass its result instead, or in an async test write \(awaited) \(function)({ … }, matcher)
        """
    return .mismatch({}, expected: expected, reason: reason)
}
