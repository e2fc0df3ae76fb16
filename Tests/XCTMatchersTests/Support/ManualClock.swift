import Foundation

/// A clock whose time moves only when someone sleeps on it: polling tests run instantly and
/// their messages (how long, how many checks) are exact.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
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

    /// `@unchecked Sendable`: `now` is read and written under `lock` (an `NSLock`: `Mutex` needs
    /// macOS 15 / iOS 18, above what the polling functions need).
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var now = Duration.zero

        func read() -> Duration { lock.withLock { now } }
        func advance(to deadline: Duration) { lock.withLock { now = max(now, deadline) } }
    }

    private let storage = Storage()

    var now: Instant {
        Instant(offset: storage.read())
    }

    var minimumResolution: Duration { .zero }

    /// Time since the clock was made.
    var elapsed: Duration { now.offset }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        storage.advance(to: deadline.offset)
        await Task.yield()
    }
}
