// XCTest's side of failure reporting.
//
// `XCTFail` records a failure for the test case XCTest is running, from any thread; with no test
// case running (class-level `setUp`/`tearDown`, a thread that outlives its test, no XCTest at all)
// swift-corelibs-xctest drops it without a word. To notice that, an observer watches XCTest: a
// failure XCTest recorded reaches the observer, and between `testCaseWillStart` and
// `testCaseDidFinish` a test case is running (one that overrides `recordFailure` without calling
// `super` captures failures without the observer seeing them).
//
// The observer is registered as the process loads (a C constructor in `XCTMatchersLoadHook` calls
// `xctmatchers_watch_xctest`), so it sees every test case start; where the constructor did not run,
// it is registered at the first failure instead.
internal import Foundation
internal import XCTest

/// Reports failures through XCTest.
internal enum XCTestReporter {
    /// `XCTFail` at the call site, trusted to reach the running test case.
    static func fail(_ message: String, at site: CallSite) {
        XCTFail(message, file: site.xctestFile, line: site.xctestLine)
    }

    #if canImport(ObjectiveC)
        /// Whether a test case runs, as the watcher saw it.
        static var testCase: FailureFacts.XCTestCaseState { XCTestCaseWatcher.shared.testCase }

        /// Apple's XCTest does not tell whether it took a failure.
        static var confirmsRecording: Bool { false }

        /// Apple's XCTest is never asked to confirm (see `FailureRoute.choose`).
        static func record(_ message: String, at site: CallSite) -> Bool {
            fail(message, at: site)
            return true
        }

        /// Printed, and the process ends with a failure.
        static func failOutsideTestCase(_ message: String, at site: CallSite) {
            UnseenFailures.print(message, at: site, because: .outsideAnyTest)
            UnseenFailures.exitWithFailure()
        }
    #else
        /// A test case known to run is `.running`; otherwise the tracker decides when it is asked to
        /// record (see `record(_:at:)`).
        static var testCase: FailureFacts.XCTestCaseState {
            XCTestRunTracker.shared.phase == .inTestCase ? .running : .unknown
        }

        /// swift-corelibs-xctest's observer counts the failures it records.
        static var confirmsRecording: Bool { true }

        /// Reports `message` with `XCTFail` at the call site; `true` when a running test case took it.
        static func record(_ message: String, at site: CallSite) -> Bool {
            let tracker = XCTestRunTracker.shared
            let before = tracker.recordedFailures
            if Thread.isMainThread {
                // The thread that runs the tests: its test case cannot stop under it.
                fail(message, at: site)
            } else if !tracker.whileATestCaseRuns({ fail(message, at: site) }) {
                // corelibs XCTest stops with a fatal error when a failure reaches a test case that has
                // stopped, so a thread that outlives its test must not call `XCTFail`.
                tracker.failAfterTestCaseStopped(UnseenFailure(message: message, site: site))
                return true
            }
            return tracker.recordedFailures != before || tracker.phase == .inTestCase
        }

        /// Handles a failure no test framework took: printed now, and the run fails when XCTest
        /// finishes, or at once when no test run is going on.
        static func failOutsideTestCase(_ message: String, at site: CallSite) {
            XCTestRunTracker.shared.failOutsideTestCase(UnseenFailure(message: message, site: site))
        }
    #endif
}

#if canImport(ObjectiveC)
    /// Registers the watcher as the process loads; called by the C constructor in
    /// `XCTMatchersLoadHook`, as Nimble registers its own observer from `+load`.
    @_cdecl("xctmatchers_watch_xctest")
    package func watchXCTestFromLoad() {
        _ = XCTestCaseWatcher.shared
    }

    /// Follows Apple's XCTest to tell whether one of its test cases runs. Registered as the process
    /// loads (or, where the load hook did not run, at the first failure, which then finds it
    /// `.unknown`).
    ///
    /// `@unchecked Sendable`: its one mutable state is behind `Locked`.
    internal final class XCTestCaseWatcher: NSObject, XCTestObservation, @unchecked Sendable {
        private let state = Locked(FailureFacts.XCTestCaseState.unknown)

        static let shared: XCTestCaseWatcher = {
            let watcher = XCTestCaseWatcher()
            XCTestObservationCenter.shared.addTestObserver(watcher)
            return watcher
        }()

        var testCase: FailureFacts.XCTestCaseState { state.withLock { $0 } }

        func testCaseWillStart(_ testCase: XCTestCase) {
            state.withLock { $0 = .running }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            state.withLock { $0 = .notRunning }
        }

        func testSuiteWillStart(_ testSuite: XCTestSuite) {
            state.withLock { if $0 == .unknown { $0 = .notRunning } }
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            state.withLock { $0 = .notRunning }
        }
    }
#endif

#if !canImport(ObjectiveC)
    /// Registers the XCTest observer; called by the C constructor in `XCTMatchersLoadHook` as the
    /// process loads, before XCTest runs its first test case.
    ///
    /// The C target is linked as a dependency and not imported: importing it would make every
    /// client that loads `XCTMatchers` by hand (`swiftc -I …`) look for its module map too.
    @_cdecl("xctmatchers_watch_xctest")
    package func watchXCTestFromLoad() {
        XCTestRunTracker.registeredAtLoad = true
        _ = XCTestRunTracker.shared
    }

    /// A failure that no framework recorded, kept until it is known whether a test case took it.
    internal struct UnseenFailure: Sendable {
        var message: String
        var site: CallSite
    }

    /// Follows swift-corelibs-xctest's run to tell whether a failure reached a test case.
    internal final class XCTestRunTracker: XCTestObservation, Sendable {
        enum Phase: Sendable {
            /// Registered in the middle of the run: the next event tells.
            case unknown
            case inTestCase
            case betweenTestCases
            case finished
        }

        private struct State {
            var phase = Phase.unknown
            var recordedFailures = 0
            /// Failures seen while the phase was unknown; `testCaseDidFinish` means a test case
            /// captured them, any other event that they were outside one.
            var pending: [UnseenFailure] = []
            var unseenCount = 0
        }

        private let state = Locked(State())

        /// Whether another thread may call `XCTFail`: only while a test case runs, from its start to
        /// its teardown blocks, which run before corelibs stops the test case. A thread holds the
        /// lock while it records, so the test case cannot stop in the middle.
        ///
        /// The tracker registers as the process loads, so it sees every test case start. Where the
        /// load hook did not run, it registers at the first failure, maybe in the middle of a test
        /// whose start it did not see: it then lets that failure through (an async test's body runs
        /// on another thread, and its test cannot stop under it), and the gate closes when that test
        /// finishes. Only then can a thread failing when that first test stops still meet corelibs'
        /// fatal error.
        private let gate = Locked(true)

        /// Whether the tracker was registered as the process loaded, before any test case started.
        /// Written once by the load hook, before `main` and any other thread.
        nonisolated(unsafe) static var registeredAtLoad = false

        /// Registered with XCTest as the process loads, or else the first time a failure is
        /// reported.
        static let shared: XCTestRunTracker = {
            let tracker = XCTestRunTracker()
            XCTestObservationCenter.shared.addTestObserver(tracker)
            return tracker
        }()

        var phase: Phase { state.withLock { $0.phase } }
        var recordedFailures: Int { state.withLock { $0.recordedFailures } }

        /// Whether this process is a SwiftPM test product, which runs XCTest: otherwise no XCTest
        /// event will ever come to tell where a failure happened.
        private static let runsInTestProduct = CommandLine.arguments.first?.hasSuffix(".xctest") == true

        func failOutsideTestCase(_ failure: UnseenFailure) {
            _ = Self.exitCheck
            let phase = state.withLock { state in
                if state.phase == .unknown && Self.runsInTestProduct { state.pending.append(failure) }
                if state.phase == .betweenTestCases { state.unseenCount += 1 }
                return state.phase
            }
            switch phase {
            case .unknown where !Self.runsInTestProduct:
                UnseenFailures.print(failure.message, at: failure.site, because: .outsideAnyTest)
                UnseenFailures.exitWithFailure()
            case .unknown:
                // The next XCTest event decides, or the end of the process if none comes.
                break
            case .betweenTestCases:
                UnseenFailures.print(failure.message, at: failure.site, because: .outsideXCTestCase)
            case .inTestCase:
                break
            case .finished:
                UnseenFailures.print(failure.message, at: failure.site, because: .outsideAnyTest)
                UnseenFailures.exitWithFailure()
            }
        }

        /// Runs `record` while a test case runs and cannot stop; `false`, without running it, when
        /// none is known to be running.
        func whileATestCaseRuns(_ record: () -> Void) -> Bool {
            gate.withLock { open in
                if open { record() }
                return open
            }
        }

        /// A failure from another thread that no running test case could take: printed now, and
        /// the run fails when XCTest finishes.
        func failAfterTestCaseStopped(_ failure: UnseenFailure) {
            _ = Self.exitCheck
            let phase = state.withLock { state in
                state.unseenCount += 1
                return state.phase
            }
            UnseenFailures.print(failure.message, at: failure.site, because: .afterItsXCTestCaseStopped)
            if phase == .finished { UnseenFailures.exitWithFailure() }
        }

        /// Fails the process at exit if failures are still undecided or unreported by then.
        private static let exitCheck: Void = {
            atexit { XCTestRunTracker.shared.failAtExit() }
        }()

        private func failAtExit() {
            let (pending, unseen) = state.withLock { state in
                defer {
                    state.pending = []
                    state.unseenCount = 0
                }
                return (state.pending, state.unseenCount + state.pending.count)
            }
            guard unseen > 0 else { return }
            for failure in pending {
                UnseenFailures.print(failure.message, at: failure.site, because: .outsideXCTestCase)
            }
            UnseenFailures.printSummary(count: unseen)
            UnseenFailures.exitFromExitHandler()
        }

        /// Moves to `phase`; pending failures were inside a test case only if it just finished.
        private func enter(_ phase: Phase, pendingWereCaptured: Bool = false) {
            let unseen: [UnseenFailure] = state.withLock { state in
                let pending = state.pending
                state.pending = []
                state.phase = phase
                if pendingWereCaptured { return [] }
                state.unseenCount += pending.count
                return pending
            }
            for failure in unseen {
                UnseenFailures.print(failure.message, at: failure.site, because: .outsideXCTestCase)
            }
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            enter(.inTestCase)
            gate.withLock { $0 = true }
            testCase.addTeardownBlock { [gate] in gate.withLock { $0 = false } }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            gate.withLock { $0 = false }
            enter(.betweenTestCases, pendingWereCaptured: true)
        }

        func testSuiteWillStart(_ testSuite: XCTestSuite) {
            enterBetweenTestCasesIfUnknown()
        }

        func testSuiteDidFinish(_ testSuite: XCTestSuite) {
            enterBetweenTestCasesIfUnknown()
        }

        /// A suite event while the phase is unknown: no test case runs, so no other thread may call
        /// `XCTFail` until the next one starts.
        private func enterBetweenTestCasesIfUnknown() {
            guard phase == .unknown else { return }
            gate.withLock { $0 = false }
            enter(.betweenTestCases)
        }

        func testCase(
            _ testCase: XCTestCase,
            didFailWithDescription description: String,
            inFile filePath: String?,
            atLine lineNumber: Int
        ) {
            state.withLock { $0.recordedFailures += 1 }
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            enter(.finished)
            let unseen = state.withLock { state in
                defer { state.unseenCount = 0 }
                return state.unseenCount
            }
            if unseen > 0 {
                UnseenFailures.printSummary(count: unseen)
                UnseenFailures.exitWithFailure()
            }
        }
    }
#endif
