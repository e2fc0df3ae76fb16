// Failures that no test framework can record: printed to standard error in the form compilers
// use (`path:line:column: error: …`, which editors and CI logs link to the source), then the run
// is made to fail.
internal import Foundation

/// Prints failures that no framework recorded, and fails the process for them.
internal enum UnseenFailures {
    /// Why no framework recorded a failure: the first line of what is printed.
    enum Cause {
        case outsideSwiftTestingTest
        case outsideXCTestCase
        case outsideAnyTest
        case afterItsXCTestCaseStopped
        case noXCTestCaseRunning

        var explanation: String {
            switch self {
            case .outsideSwiftTestingTest:
                return "assertion failed outside any Swift Testing test's task (a detached task or another "
                    + "thread); Swift Testing records it for no test, and the run fails"
            case .outsideXCTestCase:
                return "assertion failed while XCTest was running no test case; the run fails when XCTest "
                    + "finishes"
            case .outsideAnyTest:
                return "assertion failed outside any test; exiting with a failure"
            case .afterItsXCTestCaseStopped:
                return "assertion failed on another thread while no XCTest test case could record it (its "
                    + "test had stopped, or none was seen to start); the run fails when XCTest finishes"
            case .noXCTestCaseRunning:
                return "assertion failed outside any Swift Testing test's task while no XCTest test case was "
                    + "seen to run; reported to XCTest, and to Swift Testing as an issue of no test"
            }
        }
    }

    /// Writes `path:line:column: error: <cause>` and the failure message to standard error.
    static func print(_ message: String, at site: CallSite, because cause: Cause) {
        write("\(site.diagnosticLocation): error: \(cause.explanation)\n\(message)\n")
    }

    /// The last word before the process exits for failures printed earlier.
    static func printSummary(count: Int) {
        let failures = count == 1 ? "1 assertion failure" : "\(count) assertion failures"
        write("error: \(failures) happened outside any test case (printed above); the test run fails\n")
    }

    /// Ends the process with a failure status, flushing output first.
    static func exitWithFailure() -> Never {
        exit(EXIT_FAILURE)
    }

    /// Ends the process with a failure status from inside an `atexit` handler, where calling
    /// `exit` again is undefined.
    static func exitFromExitHandler() -> Never {
        fflush(nil)
        _exit(EXIT_FAILURE)
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
