import Foundation

/// Counts calls from any task or thread.
///
/// `@unchecked Sendable`, and safe: the count is only read and written under `lock`.
public final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    /// A counter at 0.
    public init() {}

    /// The number of calls so far.
    public var count: Int { lock.withLock { calls } }

    /// Counts one call.
    public func increment() { lock.withLock { calls += 1 } }
}

/// A value that counts every time it is described: a passing check must leave the count at 0.
public struct Counted: Comparable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What the value compares by.
    public let value: Int
    /// Where descriptions are counted.
    public let counter: CallCounter

    /// A value counting its descriptions in `counter`.
    public init(value: Int, counter: CallCounter) {
        self.value = value
        self.counter = counter
    }

    /// Counts the call.
    public var description: String {
        counter.increment()
        return "Counted(\(value))"
    }

    /// Counts the call.
    public var debugDescription: String {
        counter.increment()
        return "Counted(\(value))"
    }

    /// Equal when the values are, whatever the counters.
    public static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.value == rhs.value }

    /// Ordered by value.
    public static func < (lhs: Counted, rhs: Counted) -> Bool { lhs.value < rhs.value }

    /// Hashed by value, whatever the counter.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
