public import Matchers

/// Checks one labelled argument in a mock's verify helper, reporting at the file and line passed in.
///
/// ```swift
/// func verifyCookRamen(bowls: Matcher<Int>, file: StaticString = #filePath, line: UInt = #line) {
///     applyMatcher(equalTo(1), label: "call count", toValue: cookRamenCallCount, file, line)
///     applyMatcher(bowls, label: "bowls", toValue: cookRamenLastBowls, file, line)
/// }
/// ```
///
/// prints, at the test's line:
///
/// ```
/// bowls
/// Expected: 2
///      but: was 3
/// ```
///
/// The shape is the one from the talk this library grew from, so existing verify helpers keep
/// working; a helper of the same signature in your own module takes precedence there. `file` may be
/// `#file` (in Swift 6 the file ID, `Module/File.swift`) or `#filePath`. There is no column: in a
/// Swift Testing test the issue is recorded at column 1 of the line.
///
/// - Parameters:
///   - matcher: What the argument must satisfy.
///   - label: The argument's name, printed on the first line of a failure.
///   - value: The recorded argument.
///   - file: The file the verify helper was called from: forward its `#file` or `#filePath`.
///   - line: The line the verify helper was called from: forward its `#line`.
public func applyMatcher<T>(
    _ matcher: Matcher<T>,
    label: String,
    toValue value: T,
    _ file: StaticString,
    _ line: UInt
) {
    checkAndReport(value, matcher, { label }, at: { CallSite(file: file, line: line) })
}
