// Which framework takes a failure: a pure decision over what is known when the failure is
// reported, so that every row of the table, the Apple rows included, is tested on any platform
// (FailureRoutingTests). `reportFailure` gathers the facts and carries the route out. The table is
// in Docs/MessageFormat.md, "Which framework reports a failure".
//
// Under Xcode, XCTest and Swift Testing share one process and nothing tells which one launched it;
// `XCTFail` with no XCTest test case running is then silently dropped (Swift Testing's interop
// ignores it). So `XCTFail` is trusted only where an XCTest test case is known to run, or where
// nothing suggests Swift Testing runs at all; otherwise the failure goes to Swift Testing, which
// records it for no test and fails its run, or fails the run itself.

/// What is known about the test frameworks when a failure is reported.
internal struct FailureFacts: Equatable, Sendable {
    /// Whether an XCTest test case runs now, as XCTest's observer saw it.
    enum XCTestCaseState: Equatable, Sendable {
        case running
        case notRunning
        /// The observer was registered too late to know, or has seen no event yet.
        case unknown
    }

    /// `Test.current != nil`: the caller runs in a Swift Testing test's task.
    var insideSwiftTestingTest: Bool
    /// Swift Testing launched this process (`swift test` passes `--testing-library swift-testing`).
    var swiftTestingLaunchedProcess: Bool
    /// An assertion already ran inside a Swift Testing test in this process.
    var swiftTestingSeenRunning: Bool
    var xctestCase: XCTestCaseState
    /// Whether XCTest tells afterwards if it took a failure: swift-corelibs-xctest does (its observer
    /// counts recorded failures); Apple's XCTest does not, so `XCTFail` there is a blind call.
    var xctestConfirmsRecording: Bool

}

/// Where a failure goes.
internal enum FailureRoute: Equatable, Sendable {
    /// An issue of the current Swift Testing test.
    case swiftTestingTest
    /// `XCTFail`, for the XCTest test case that runs.
    case xctest
    /// `XCTFail`, then XCTest's observer says whether a test case took it; if none did, the
    /// failure takes the route of the same facts with no XCTest test case running.
    case xctestIfTaken
    /// `XCTFail`, which Apple's XCTest records by its own rules when no test case runs (a class's
    /// `tearDown`), and also printed and recorded as an issue of no test, in case the process runs
    /// Swift Testing too (under Xcode it may, unseen, and would otherwise drop the failure).
    case xctestAndSwiftTestingRun
    /// Printed to standard error, and recorded as an issue of no test: Swift Testing fails its run.
    case swiftTestingRun
    /// Printed to standard error, and the process fails (at the end of XCTest's run when one goes
    /// on, else at once).
    case outsideAnyTest
}

extension FailureRoute {
    /// The route for `facts`; see the table at the top of this file and in Docs/MessageFormat.md.
    static func choose(_ facts: FailureFacts) -> FailureRoute {
        if facts.insideSwiftTestingTest { return .swiftTestingTest }
        // `swift test` runs XCTest and Swift Testing in separate processes: this one has no XCTest.
        if facts.swiftTestingLaunchedProcess { return .swiftTestingRun }
        if facts.xctestConfirmsRecording {
            // swift-corelibs-xctest: try it whenever a test case may run, and ask.
            if facts.xctestCase != .notRunning { return .xctestIfTaken }
            return facts.swiftTestingSeenRunning ? .swiftTestingRun : .outsideAnyTest
        }
        // Apple's XCTest: trusted only while one of its test cases is seen to run.
        if facts.xctestCase == .running { return .xctest }
        return facts.swiftTestingSeenRunning ? .swiftTestingRun : .xctestAndSwiftTestingRun
    }

    /// The route once XCTest said no test case took the failure.
    static func afterXCTestDeclined(_ facts: FailureFacts) -> FailureRoute {
        var declined = facts
        declined.xctestCase = .notRunning
        return choose(declined)
    }
}
