import Matchers
import XCTMatchers

// Verify helpers live in their own file, as in a mock's file: a helper that forwards its own file
// ID but not `column:` is recognised by it as being elsewhere, and its column dropped.

/// A verify helper in the talk's style: forwards the test's file and line, but not its column.
func verifyBowls(
    _ bowls: Int, _ matcher: Matcher<Int>, file: StaticString = #filePath, line: UInt = #line
) {
    assertThat(bowls, matcher, "bowls", file: file, line: line)
}

/// The same helper forwarding `file:` and `line:` and its own file ID, but not the column: the file
/// ID names this file, so the column is known to be the helper's and is dropped.
func verifyBowlsWithItsFileID(
    _ bowls: Int, _ matcher: Matcher<Int>, file: StaticString = #filePath, line: UInt = #line
) {
    assertThat(bowls, matcher, "bowls", fileID: #fileID, file: file, line: line)
}

/// The same helper forwarding everything: the column of the test's call is kept.
func verifyBowlsExactly(
    _ bowls: Int,
    _ matcher: Matcher<Int>,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertThat(bowls, matcher, "bowls", fileID: fileID, file: file, line: line, column: column)
}

/// A matcher author's helper around the test kit, forwarding the test's location.
func checkEven(
    _ value: Int,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
    assertMatches(even, value, fileID: fileID, file: file, line: line, column: column)
}
