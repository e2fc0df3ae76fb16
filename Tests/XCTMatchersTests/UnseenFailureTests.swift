// Linux only: these tests launch the test product again as a child process, which needs
// `Process` (macOS-only API among Apple's platforms) and a test product that is an executable
// (on macOS it is a bundle that xctest or Xcode loads). The routing they prove end to end is
// decided by `FailureRouting`, whose Apple rows FailureRoutingTests checks on every platform.
#if os(Linux)
    import Foundation
    import Testing

    @testable import XCTMatchers

    /// A failure no framework can attribute to a test still fails the run, and says where it happened.
    /// Each test runs this test product again in a child process, with one probe of
    /// `UnseenFailureProbes.swift` switched on, and checks the child's exit status and output.
    @Suite(.enabled(if: canRunTheTestProduct, "needs the SwiftPM test product"))
    struct UnseenFailureTests {
        @Test func aFailureInADetachedTaskFailsTheSwiftTestingRun() throws {
            let run = try runTestProduct(
                ["--testing-library", "swift-testing", "--filter", "UnseenFailureProbes/detachedTask"],
                probe: .detachedTask)
            let location = try probeLocation(ofCallWith: "from a detached task")
            #expect(run.status != 0)
            // The test itself passes (Swift Testing cannot tell which test the task belonged to)…
            #expect(run.output.contains("Test detachedTask() passed"))
            // …but the issue reaches the run, at the exact line and column, and fails it.
            #expect(
                run.output.contains(
                    "Test «unknown» recorded an issue at UnseenFailureProbes.swift:\(location.line):\(location.column)"
                ))
            #expect(run.output.contains("Test run with 1 test in 1 suite failed"))
            // Standard error says where and why, in the form editors link to.
            #expect(
                run.output.contains(
                    """
                    \(UnseenFailureProbe.sourceFile):\(location.line):\(location.column): error: assertion failed \
                    outside any Swift Testing test's task (a detached task or another thread); Swift Testing \
                    records it for no test, and the run fails
                    from a detached task
                    Expected: 3
                         but: was 4
                    """))
        }

        @Test func aFailureOnAnotherThreadFailsTheSwiftTestingRun() throws {
            let run = try runTestProduct(
                ["--testing-library", "swift-testing", "--filter", "UnseenFailureProbes/otherThread"],
                probe: .otherThread)
            let location = try probeLocation(ofCallWith: "from another thread")
            #expect(run.status != 0)
            #expect(
                run.output.contains(
                    "Test «unknown» recorded an issue at UnseenFailureProbes.swift:\(location.line):\(location.column)"
                ))
            #expect(
                run.output.contains(
                    "\(UnseenFailureProbe.sourceFile):\(location.line):\(location.column): error:"))
        }

        @Test func aFailureWhileXCTestRunsNoTestCaseFailsTheXCTestRun() throws {
            let run = try runTestProduct(
                ["XCTMatchersTests.UnseenFailureXCTestProbe"], probe: .xctestClassTearDown)
            let location = try probeLocation(ofCallWith: "from class tearDown")
            #expect(run.status != 0)
            #expect(run.output.contains("Executed 1 test, with 0 failures"))
            #expect(
                run.output.contains(
                    """
                    \(UnseenFailureProbe.sourceFile):\(location.line):\(location.column): error: assertion failed \
                    while XCTest was running no test case; the run fails when XCTest finishes
                    from class tearDown
                    Expected: 3
                         but: was 4
                    """))
            #expect(
                run.output.contains(
                    "error: 1 assertion failure happened outside any test case (printed above); the test run fails"
                ))
            // The failure the test captured itself is not reported as unseen.
            #expect(run.output.components(separatedBy: ": error: assertion failed").count == 2)
        }

        @Test func aThreadThatOutlivesItsTestFailsTheRunWithoutCrashingXCTest() throws {
            let location = try probeLocation(ofCallWith: "from a thread that outlives its test")
            let printed = """
                \(UnseenFailureProbe.sourceFile):\(location.line):\(location.column): error: assertion failed \
                on another thread while no XCTest test case could record it (its test had stopped, or none was \
                seen to start); the run fails when XCTest finishes
                from a thread that outlives its test
                Expected: 3
                     but: was 4
                """
            // Without the fix, corelibs crashed in 8 of 10 runs; five runs make a pass by luck unlikely.
            var runsThatPrinted = 0
            for _ in 0..<5 {
                let run = try runTestProduct(
                    ["XCTMatchersTests.UnseenFailureLateThreadProbe"], probe: .threadOutlivesItsTest)
                #expect(!run.output.contains("has already been stopped"))
                #expect(run.status != 0)
                #expect(run.output.contains("Executed 7 tests"))
                // Failures while a test runs go to it; those after it stopped are printed where editors
                // link them, and counted. Which ones fall where depends on the threads' timing.
                guard run.output.contains(": error: assertion failed on another thread") else { continue }
                runsThatPrinted += 1
                #expect(run.output.contains(printed))
                #expect(run.output.contains("outside any test case (printed above); the test run fails"))
            }
            #expect(runsThatPrinted > 0)
        }

        @Test func probesDoNothingInANormalRun() {
            #expect(UnseenFailureProbe.current == nil)
        }
    }

    /// Whether the test product is an executable SwiftPM built, which can be launched by its path.
    private var canRunTheTestProduct: Bool {
        CommandLine.arguments.first?.hasSuffix(".xctest") == true
    }

    /// What a child test process printed and how it ended.
    private struct TestProductRun {
        var status: Int32
        var output: String
    }

    /// Runs this test product again with `arguments`, the probe switched on, standard output and
    /// error together.
    private func runTestProduct(_ arguments: [String], probe: UnseenFailureProbe) throws -> TestProductRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[UnseenFailureProbe.environmentVariable] = probe.rawValue
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TestProductRun(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The line of the probe's `assertThat` whose message is `marker`, and the column of its opening
    /// parenthesis, which is where `#column` puts a call.
    private func probeLocation(ofCallWith marker: String) throws -> (line: Int, column: Int) {
        let source = try String(contentsOfFile: UnseenFailureProbe.sourceFile, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("assertThat(4, equalTo(3), \"\(marker)\")") })
        let call = try #require(lines[index].range(of: "assertThat("))
        return (index + 1, lines[index].distance(from: lines[index].startIndex, to: call.upperBound))
    }

    #if os(Linux)
        /// The XCTest observer starts as the process loads, before any test case, so that it sees the
        /// first test case start even when that test's thread fails first.
        @Suite struct XCTestWatcherStartTests {
            @Test func theWatcherWasRegisteredAsTheProcessLoaded() {
                #expect(XCTestRunTracker.registeredAtLoad)
            }
        }
    #endif
#endif
