// Swift Testing's side of failure reporting. Imported `internal` so that a target which never uses
// Swift Testing (an app's UI-test bundle) builds without it in its interface, and only where the
// toolchain has it: elsewhere every failure goes to XCTest, and nothing else changes. Building with
// `-DMATCHERS_NO_SWIFT_TESTING` takes the second branch here (Scripts/check-availability.sh does).
#if canImport(Testing) && !MATCHERS_NO_SWIFT_TESTING
    internal import Testing

    /// Records failures as Swift Testing issues and knows whether Swift Testing is running.
    internal enum SwiftTestingReporter {
        /// Whether the caller runs in a Swift Testing test's task. `Test.current` is task-local: it is
        /// `nil` in a detached task or on another thread even while a test runs.
        static var isInsideTest: Bool {
            Test.current != nil
        }

        /// Whether Swift Testing launched this process: SwiftPM runs the test product a second time,
        /// with `--testing-library swift-testing`, for its Swift Testing tests.
        static let launchedThisProcess: Bool = {
            let arguments = CommandLine.arguments
            return zip(arguments, arguments.dropFirst()).contains {
                $0.0 == "--testing-library" && $0.1 == "swift-testing"
            }
        }()

        /// Whether an assertion has already been seen inside one of its tests in this process.
        static var sawATest: Bool {
            sawTest.withLock { $0 }
        }

        private static let sawTest = Locked(false)

        /// Records `message` as an issue at `site`. Outside a test's task, Swift Testing hands the issue
        /// to every running test run, which report it for no test and fail.
        ///
        /// For a requirement it returns the error Swift Testing throws from `#require`, which it does
        /// not report a second time when it ends the test.
        /// The site's file ID, with the running test's module when the site's module is only a
        /// guess from its folder and the test is in the same file.
        private static func fileID(of site: CallSite) -> String {
            guard site.moduleFromFolder, let test = Test.current,
                test.sourceLocation.filePath == site.filePath
            else { return site.fileID }
            return test.sourceLocation.fileID
        }

        static func record(_ message: String, at site: CallSite, as kind: FailureKind) -> (any Error)? {
            if Test.current != nil {
                sawTest.withLock { $0 = true }
            }
            let location = SourceLocation(
                fileID: fileID(of: site), filePath: site.filePath, line: site.line, column: site.column ?? 1)
            let comment = Comment(rawValue: message)
            // The expectation's source text is what Swift Testing prints after "Expectation failed:",
            // so the flags are named after the function that failed.
            switch kind {
            case .expectation:
                let assertThat = false
                #expect(assertThat, comment, sourceLocation: location)
                return nil
            case .requirement:
                let requireThat = false
                do {
                    try #require(requireThat, comment, sourceLocation: location)
                } catch {
                    return error
                }
                return nil
            }
        }
    }

#else
    /// Where the toolchain has no Swift Testing: no test of its runs, and failures go to XCTest.
    internal enum SwiftTestingReporter {
        static var isInsideTest: Bool { false }
        static var launchedThisProcess: Bool { false }
        static var sawATest: Bool { false }

        static func record(_ message: String, at site: CallSite, as kind: FailureKind) -> (any Error)? {
            nil
        }
    }
#endif
