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
@inlinable
@discardableResult
public func requireThat<T>(
    _ value: @autoclosure () throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    let actual: T
    do {
        actual = try value()
    } catch {
        let expected = matcher.description
        throw requirementThrew(
            error, expected, message, fileID: fileID, file: file, line: line, column: column)
    }
    guard case .mismatch(let reason) = matcher.matches(actual) else { return actual }
    let expected = matcher.description
    throw requirementMismatch(
        actual, reason, expected, message, fileID: fileID, file: file, line: line, column: column)
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
@inlinable
@discardableResult
public func requireThat<T>(
    _ value: @autoclosure () throws -> T?,
    _ matcher: Matcher<T?>,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> T {
    let actual: T?
    do {
        actual = try value()
    } catch {
        let expected = matcher.description
        throw requirementThrew(
            error, expected, message, fileID: fileID, file: file, line: line, column: column)
    }
    switch matcher.matches(actual) {
    case .match:
        if let actual { return actual }
        let expected = matcher.description
        throw requirementMismatch(
            actual, nilCannotBeReturned, expected, message, fileID: fileID, file: file, line: line,
            column: column)
    case .mismatch(let reason):
        let expected = matcher.description
        throw requirementMismatch(
            actual, reason, expected, message, fileID: fileID, file: file, line: line, column: column)
    }
}

/// The reason under `but: was nil` when the matcher accepted `nil` but `requireThat` must unwrap.
@usableFromInline
internal let nilCannotBeReturned =
    "requireThat returns the unwrapped value, so nil fails it; check for nil with assertThat"

/// Reports a value that did not meet a requirement and returns the error that stops the test.
@usableFromInline
internal func requirementMismatch<T>(
    _ actual: T,
    _ reason: String?,
    _ expected: String,
    _ message: () -> String,
    fileID: StaticString,
    file: StaticString,
    line: UInt,
    column: UInt
) -> any Error {
    let text = MessageLayout.failure(
        label: message(), expected: expected, actual: .value(actual), reason: reason)
    return stopTest(text, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Reports an error thrown while evaluating a required value and returns the error that stops the
/// test.
@usableFromInline
internal func requirementThrew(
    _ error: any Error,
    _ expected: String,
    _ message: () -> String,
    fileID: StaticString,
    file: StaticString,
    line: UInt,
    column: UInt
) -> any Error {
    let text = MessageLayout.failure(
        label: message(), expected: expected, actual: .thrown(error), reason: nil)
    return stopTest(text, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

private func stopTest(_ text: String, at site: CallSite) -> any Error {
    reportFailure(text, at: site, as: .requirement) ?? RequirementFailure(location: site.diagnosticLocation)
}

/// What `requireThat` throws where the test framework has no error of its own for it.
internal struct RequirementFailure: Error, CustomStringConvertible {
    /// `path:line:column` of the failed `requireThat`.
    var location: String

    var description: String {
        "requireThat failed at \(location); the test stopped there"
    }
}
