public import Matchers
public import XCTMatchers

// SwiftHamcrest's assertion names, so that its users' tests compile after changing the imports.
// Each is `assertThat` with the matcher of the same meaning, so it reports the same way (XCTest or
// Swift Testing, at the caller's line) with the one message grammar.

/// Checks a value against a matcher with a `message:` label; SwiftHamcrest's spelling of
/// `assertThat(value, matcher, message)`.
///
/// ```swift
/// assertThat(order.bowls, equalTo(2), message: "bowls")
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
/// - Parameters:
///   - value: The value to check; if evaluating it throws, the failure says `but: threw <error>`.
///   - matcher: What the value must satisfy.
///   - message: A label printed on the first line of a failure; `nil` prints none.
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
    message: @autoclosure () -> String?,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(try value(), matcher, message() ?? "", fileID: fileID, file: file, line: line, column: column)
}

/// Checks that evaluating an expression throws an error, whatever the error; SwiftHamcrest's
/// spelling of `assertThat({ try … }, throwsError())`.
///
/// ```swift
/// assertThrows(try parse("42"))
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: throws an error
///      but: returned 42
/// ```
///
/// An expression of type `Void` that returns prints `but: did not throw`.
///
/// - Parameters:
///   - expression: The code under test, written with `try`; it runs once.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
public func assertThrows<T>(
    _ expression: @autoclosure () throws -> T,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(expression: expression, throwsError(), fileID, file, line, column)
}

/// Checks that evaluating an expression throws an error equal to `error`; SwiftHamcrest's
/// spelling of `assertThat({ try … }, throwsError(error))`.
///
/// ```swift
/// assertThrows(try parse("x"), ParseError.empty)
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: throws ParseError.empty
///      but: threw ParseError.badDigit("x")
/// ```
///
/// - Parameters:
///   - expression: The code under test, written with `try`; it runs once.
///   - error: The error it must throw.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
public func assertThrows<T, E: Error & Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ error: E,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(expression: expression, throwsError(error), fileID, file, line, column)
}

/// Checks that evaluating an expression throws an error of the matcher's type that the matcher
/// matches; SwiftHamcrest's spelling of `assertThat({ try … }, throwsError(ofType:matching:))`.
///
/// ```swift
/// assertThrows(try parse("1+"), has(\ParseError.offset, equalTo(1)))
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: throws an error of type ParseError matching has offset 1
///      but: threw ParseError(offset: 2)
///           offset was 2
/// ```
///
/// An error of another type prints `but: threw <that error>`.
///
/// - Parameters:
///   - expression: The code under test, written with `try`; it runs once.
///   - matcher: What the thrown error must satisfy; an error of another type fails.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
public func assertThrows<T, E: Error>(
    _ expression: @autoclosure () throws -> T,
    _ matcher: Matcher<E>,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(
        expression: expression, throwsError(ofType: E.self, matching: matcher), fileID, file, line, column)
}

/// Checks that evaluating an expression does not throw; SwiftHamcrest's spelling of
/// `assertThat({ try … }, doesNotThrow())`.
///
/// ```swift
/// assertNotThrows(try parse("x"))
/// ```
///
/// prints, at the line of the call:
///
/// ```
/// Expected: does not throw
///      but: threw ParseError.badDigit("x")
/// ```
///
/// - Parameters:
///   - expression: The code under test, written with `try`; it runs once.
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
public func assertNotThrows<T>(
    _ expression: @autoclosure () throws -> T,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(expression: expression, doesNotThrow(), fileID, file, line, column)
}

/// Checks an expression as a closure against a matcher over throwing closures, at the caller's site.
private func assertThat<T>(
    expression: () throws -> T,
    _ matcher: Matcher<() throws -> T>,
    _ fileID: StaticString?,
    _ file: StaticString,
    _ line: UInt,
    _ column: UInt
) {
    // The matcher runs the closure once and keeps nothing of it, so it does not escape.
    withoutActuallyEscaping(expression) { closure in
        assertThat(closure, matcher, fileID: fileID, file: file, line: line, column: column)
    }
}
