import Dispatch
import Testing

/// Runs each test of a suite on threads of Dispatch's own pool, off Swift's cooperative thread
/// pool, where every other test runs.
///
/// Swift Testing runs tests in parallel as tasks on the cooperative pool, which has one thread per
/// core. A synchronous test that computes for seconds (a law over thousands of random values, a
/// 10 MB string) keeps its thread the whole time: two of them on a 2-core machine left no thread
/// for the tests that wait on a real clock (`eventually`, `ValueRecorder`), which then woke up
/// 37 seconds late and failed their 30-second timeouts, in a plain `swift test`. On threads of
/// their own, the heavy suites share the cores with the rest by the system's scheduling, and a
/// waiting test resumes when its clock says.
///
/// The scope is the suite's: the tasks that run its tests are its scope's child tasks, which run
/// where their parent prefers.
struct OwnThreads: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            try await withTaskExecutorPreference(DispatchExecutor.shared) { try await function() }
        } else {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreads {
    /// Runs the suite's tests off Swift's cooperative thread pool (see ``OwnThreads``).
    static var ownThreads: OwnThreads { OwnThreads() }
}

/// A task executor that runs its jobs on a concurrent Dispatch queue, whose threads are not the
/// cooperative pool's.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class DispatchExecutor: TaskExecutor {
    static let shared = DispatchExecutor()

    private let queue = DispatchQueue(label: "MatchersTests.own-threads", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
