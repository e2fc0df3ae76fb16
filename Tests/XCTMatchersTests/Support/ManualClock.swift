import Synchronization

/// A clock whose time moves only when someone sleeps on it: polling tests run instantly and
/// their messages (how long, how many checks) are exact.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct ManualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private final class Storage: Sendable {
        let now = Mutex(Duration.zero)
    }

    private let storage = Storage()

    var now: Instant {
        Instant(offset: storage.now.withLock { $0 })
    }

    var minimumResolution: Duration { .zero }

    /// Time since the clock was made.
    var elapsed: Duration { now.offset }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        storage.now.withLock { $0 = max($0, deadline.offset) }
        await Task.yield()
    }
}
