internal import Foundation

/// A value behind a lock. `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18;
/// `NSLock` works on every platform XCTest runs on.
internal final class Locked<Value> {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Only values that may cross threads may be shared behind the lock. Unchecked, and safe, because
/// the one mutable field is read and written only inside `withLock`, under the lock.
extension Locked: @unchecked Sendable where Value: Sendable {}
