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
public func assertThat<T>(
    _ value: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
    let actual: T
    do {
        actual = try value()
    } catch {
        let text = MessageLayout.failure(
            label: message(), expected: matcher.description, actual: .thrown(error), reason: nil)
        return reportFailure(text, at: site)
    }
    guard case .mismatch(let reason) = matcher.matches(actual) else { return }
    let text = MessageLayout.failure(
        label: message(), expected: matcher.description, actual: .value(actual), reason: reason)
    reportFailure(text, at: site)
}
