public import Matchers

// A test kit for matcher authors: checks a matcher's verdict, its reason and its description in
// XCTest or Swift Testing, reporting like `assertThat` at the caller's file, line and column.

/// Checks that a matcher accepts a value, on its explaining path (`matches(_:)`) and on the
/// verdict-only path combinators use.
///
/// ```swift
/// assertMatches(isEven(), 4)
/// ```
///
/// prints, if the matcher refuses the value,
///
/// ```
/// assertMatches: the matcher refused the value
/// Expected: an even number
///      but: was 3
/// ```
///
/// If the two paths disagree, it says which accepted the value and which refused it.
public func assertMatches<T>(
    _ matcher: Matcher<T>,
    _ value: T,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = TestKitMessages.matches(matcher, value) else { return }
    reportFailure(message, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks that a matcher refuses a value, on both of its paths, whatever its reason.
///
/// ```swift
/// assertDoesNotMatch(isEven(), 3)
/// ```
///
/// prints, if the matcher accepts the value,
///
/// ```
/// assertDoesNotMatch: the matcher accepted the value
/// Expected: not an even number
///      but: was 4
/// ```
public func assertDoesNotMatch<T>(
    _ matcher: Matcher<T>,
    _ value: T,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = TestKitMessages.doesNotMatch(matcher, value, reason: .none) else { return }
    reportFailure(message, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks that a matcher refuses a value with exactly the given reason (`nil`: no reason, the
/// value says it all).
///
/// ```swift
/// assertDoesNotMatch(hasCount(3), [1, 2], reason: "count was 2")
/// ```
///
/// prints, if the reason differs, the two texts with the diff `equalTo` prints for strings:
///
/// ```
/// assertDoesNotMatch: the reason differs
/// Expected: "count was 3"
///      but: was "count was 2"
///           differs at character 11: expected "3", found "2"
/// ```
public func assertDoesNotMatch<T>(
    _ matcher: Matcher<T>,
    _ value: T,
    reason: String?,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = TestKitMessages.doesNotMatch(matcher, value, reason: .some(reason)) else { return }
    reportFailure(message, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks that a matcher's description, the text after `Expected:`, is exactly the given one.
///
/// ```swift
/// assertDescription(isEven(), "an even number")
/// ```
///
/// prints, if it differs,
///
/// ```
/// assertDescription: the description differs
/// Expected: "an even number"
///      but: was "an odd number"
///           differs at character 4: expected "e", found "o"
/// ```
public func assertDescription<T>(
    _ matcher: Matcher<T>,
    _ description: String,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = TestKitMessages.description(matcher, description) else { return }
    reportFailure(message, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}
