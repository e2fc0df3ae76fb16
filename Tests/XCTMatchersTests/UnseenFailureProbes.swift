import Foundation
import Matchers
import Testing
import XCTMatchers
import XCTest

// Tests that fail where no framework can see them, run only in a child process started by
// `UnseenFailureTests`, which checks that the child's run fails and says where. In a normal run
// the environment variable is unset and the probes are skipped, and say so: Swift Testing's
// `.enabled(if:)`, XCTest's `XCTSkip`.

/// Which probe a child test process runs.
enum UnseenFailureProbe: String {
    case detachedTask = "detached-task"
    case otherThread = "other-thread"
    case xctestClassTearDown = "xctest-class-tear-down"
    case threadOutlivesItsTest = "thread-outlives-its-test"

    static let environmentVariable = "XCTMATCHERS_UNSEEN_FAILURE_PROBE"

    static var current: Self? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap(Self.init(rawValue:))
    }

    /// This file, where `UnseenFailureTests` looks up each probe's line and column.
    static let sourceFile = #filePath
}

@Suite(.enabled(if: UnseenFailureProbe.current != nil, "run in a child process by UnseenFailureTests"))
struct UnseenFailureProbes {
    @Test(.enabled(if: UnseenFailureProbe.current == .detachedTask))
    func detachedTask() async {
        await Task.detached { assertThat(4, equalTo(3), "from a detached task") }.value
    }

    @Test(.enabled(if: UnseenFailureProbe.current == .otherThread))
    func otherThread() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                assertThat(4, equalTo(3), "from another thread")
                done.resume()
            }.start()
        }
    }
}

/// An XCTest class whose class-level tear-down fails while XCTest runs no test case. Its test
/// captures a failure of its own, which must not be mistaken for an unseen one.
final class UnseenFailureXCTestProbe: FailureCapturingTestCase {
    override class func tearDown() {
        if UnseenFailureProbe.current == .xctestClassTearDown {
            assertThat(4, equalTo(3), "from class tearDown")
        }
        super.tearDown()
    }

    func testCapturedFailuresAreNotUnseen() {
        let captured = recordedFailures { assertThat(1, equalTo(2)) }
        XCTAssertEqual(captured.count, 1)
    }
}

/// A thread that keeps failing after its test has returned, while XCTest runs the next tests: corelibs
/// XCTest stops with a fatal error ("record a failure for a test run that has already been stopped")
/// if such a failure reaches it.
///
/// The thread's first failure is the process's first: XCTMatchers must already be watching XCTest
/// (it starts as the process loads), or it could not tell when test 1 stops.
///
/// A failure while a test runs goes to that test; only one that falls between two tests is unseen.
/// The thread fails for a fixed time, not a fixed number of times (however fast a failure is), across
/// the gaps between six short tests (one gap sometimes passes without a failure in it), and stops
/// before the last test ends, so that it never races the process's exit.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
final class UnseenFailureLateThreadProbe: FailureCapturingTestCase {
    func test1StartsAThreadThatOutlivesIt() throws {
        try skipUnlessProbing()
        Thread.detachNewThread {
            let clock = ContinuousClock()
            let end = clock.now + .milliseconds(250)
            while clock.now < end { assertThat(4, equalTo(3), "from a thread that outlives its test") }
        }
        Thread.sleep(forTimeInterval: 0.001)
    }

    func test2RunsWhileTheThreadStillFails() throws { try waitForTheThread() }
    func test3RunsWhileTheThreadStillFails() throws { try waitForTheThread() }
    func test4RunsWhileTheThreadStillFails() throws { try waitForTheThread() }
    func test5RunsWhileTheThreadStillFails() throws { try waitForTheThread() }
    func test6RunsWhileTheThreadStillFails() throws { try waitForTheThread() }
    func test7RunsAfterTheThreadStopped() throws { try waitForTheThread() }

    private func waitForTheThread() throws {
        try skipUnlessProbing()
        Thread.sleep(forTimeInterval: 0.06)
    }

    /// Skips the test, visibly, unless `UnseenFailureTests` runs it in a child process.
    private func skipUnlessProbing() throws {
        try XCTSkipUnless(
            UnseenFailureProbe.current == .threadOutlivesItsTest,
            "run in a child process by UnseenFailureTests")
    }
}
