import Matchers
import XCTMatchers

// A test double written with CallRecorder, in its own file as a mock would be: its verify helper
// forwards the test's location, so failures are reported at the test's line and column.

enum Soup: Equatable, Sendable {
    case shio, shoyu, miso, tonkotsu
}

protocol RamenCook: Sendable {
    func cookRamen(bowls: Int, soup: Soup, extras: [String])
}

final class RecordingCook: RamenCook {
    let cookRamenCalls = CallRecorder<(bowls: Int, soup: Soup, extras: [String])>("cookRamen")

    func cookRamen(bowls: Int, soup: Soup, extras: [String]) {
        cookRamenCalls.record((bowls, soup, extras))
    }

    /// The talk's verify helper: one call, each argument with its own matcher; a mock never called
    /// fails once.
    func verifyCookRamen(
        bowls: Matcher<Int>,
        soup: Matcher<Soup>,
        extras: Matcher<[String]>,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        cookRamenCalls.verifyCalledOnce(
            .argument("bowls", \.bowls, bowls), .argument("soup", \.soup, soup),
            .argument("extras", \.extras, extras),
            fileID: fileID, file: file, line: line, column: column)
    }
}
