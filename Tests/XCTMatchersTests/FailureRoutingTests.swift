import Testing

@testable import XCTMatchers

/// Which framework takes a failure, for every row of the table in Docs/MessageFormat.md, on every
/// platform: the Apple rows (XCTest that does not confirm what it took, both frameworks in one
/// process under Xcode) are checked here on Linux too.
@Suite struct FailureRoutingTests {
    /// Apple's XCTest: it never confirms that it took a failure.
    static func apple(
        inside: Bool = false, launched: Bool = false, seen: Bool = false, xctest: FailureFacts.XCTestCaseState
    ) -> FailureFacts {
        corelibs(inside: inside, launched: launched, seen: seen, xctest: xctest, confirms: false)
    }

    /// swift-corelibs-xctest: its observer counts the failures it records.
    static func corelibs(
        inside: Bool = false, launched: Bool = false, seen: Bool = false,
        xctest: FailureFacts.XCTestCaseState,
        confirms: Bool = true
    ) -> FailureFacts {
        FailureFacts(
            insideSwiftTestingTest: inside, swiftTestingLaunchedProcess: launched,
            swiftTestingSeenRunning: seen,
            xctestCase: xctest, xctestConfirmsRecording: confirms)
    }

    static let everyCase: [FailureFacts.XCTestCaseState] = [.running, .notRunning, .unknown]

    @Test(arguments: everyCase)
    func insideASwiftTestingTestTheTestTakesIt(_ xctest: FailureFacts.XCTestCaseState) {
        #expect(FailureRoute.choose(Self.apple(inside: true, xctest: xctest)) == .swiftTestingTest)
        #expect(FailureRoute.choose(Self.corelibs(inside: true, xctest: xctest)) == .swiftTestingTest)
    }

    /// The case the issue names: off the test's task (a detached task, another thread) while Swift
    /// Testing runs under Xcode and no XCTest test case runs. Never `.xctest` alone.
    @Test(arguments: [FailureFacts.XCTestCaseState.notRunning, .unknown])
    func offTheTestTaskOnAppleWithNoXCTestCaseSwiftTestingTakesIt(_ xctest: FailureFacts.XCTestCaseState) {
        #expect(FailureRoute.choose(Self.apple(seen: true, xctest: xctest)) == .swiftTestingRun)
        // Swift Testing not yet seen (the first failure of the process): it is told as well, and
        // the failure is printed, so it is lost to neither framework.
        #expect(FailureRoute.choose(Self.apple(xctest: xctest)) == .xctestAndSwiftTestingRun)
    }

    @Test func noFailureOffTheTestTaskIsTakenByXCTestAloneWithoutARunningTestCase() {
        for seen in [false, true] {
            for xctest in [FailureFacts.XCTestCaseState.notRunning, .unknown] {
                for facts in [
                    Self.apple(seen: seen, xctest: xctest), Self.corelibs(seen: seen, xctest: xctest),
                ] {
                    let route = FailureRoute.choose(facts)
                    let taken = route == .xctestIfTaken ? FailureRoute.afterXCTestDeclined(facts) : route
                    #expect(taken != .xctest, "\(facts)")
                }
            }
        }
    }

    @Test func aRunningXCTestCaseTakesItOnApple() {
        #expect(FailureRoute.choose(Self.apple(xctest: .running)) == .xctest)
        #expect(FailureRoute.choose(Self.apple(seen: true, xctest: .running)) == .xctest)
    }

    @Test(arguments: [FailureFacts.XCTestCaseState.running, .unknown])
    func corelibsTriesXCTestAndAsks(_ xctest: FailureFacts.XCTestCaseState) {
        #expect(FailureRoute.choose(Self.corelibs(xctest: xctest)) == .xctestIfTaken)
        #expect(FailureRoute.afterXCTestDeclined(Self.corelibs(xctest: xctest)) == .outsideAnyTest)
        #expect(
            FailureRoute.afterXCTestDeclined(Self.corelibs(seen: true, xctest: xctest)) == .swiftTestingRun)
    }

    @Test func corelibsWithNoTestCaseFailsTheRunOrSwiftTestingsRun() {
        #expect(FailureRoute.choose(Self.corelibs(xctest: .notRunning)) == .outsideAnyTest)
        #expect(FailureRoute.choose(Self.corelibs(seen: true, xctest: .notRunning)) == .swiftTestingRun)
    }

    /// `swift test` runs the Swift Testing tests in a process of their own: XCTest is never asked.
    @Test(arguments: everyCase)
    func aProcessSwiftTestingLaunchedNeverAsksXCTest(_ xctest: FailureFacts.XCTestCaseState) {
        #expect(FailureRoute.choose(Self.apple(launched: true, xctest: xctest)) == .swiftTestingRun)
        #expect(FailureRoute.choose(Self.corelibs(launched: true, xctest: xctest)) == .swiftTestingRun)
    }
}
