#if canImport(Synchronization)
    import Synchronization
#endif

/// Records that message text was built, for the tests that prove a verdict builds none.
///
/// The library's text entry points (`renderValue`, `Matcher.description`, the message layout and
/// escaping) report here. Outside such a test no observer is bound, and the cost is one atomic
/// load (a task-local read where `Synchronization` is not available), on the failure path only: a
/// passing check reaches none of these entry points.
package enum TextProbe {
    /// Called for each text-building call in the task that binds it; `nil` (the default) records
    /// nothing. A test counts behind its own lock, so that no mutable state ships here.
    @TaskLocal private static var onTextBuilt: (@Sendable () -> Void)?

    /// Runs `operation`, calling `onTextBuilt` for each text-building call it makes.
    package static func observing<Result>(
        _ onTextBuilt: @escaping @Sendable () -> Void,
        _ operation: () throws -> Result
    ) rethrows -> Result {
        bound?.change(by: 1)
        defer { bound?.change(by: -1) }
        return try $onTextBuilt.withValue(onTextBuilt, operation: operation)
    }

    /// Notes that text was built.
    @inline(__always)
    package static func record() {
        guard bound?.isPositive ?? true else { return }
        onTextBuilt?()
    }
}

/// How many observers are bound in the process: while none is, `record()` reads no task-local.
/// `nil` where no atomic is available (Apple platforms before the 2024 releases).
private let bound: (any BindingCount)? = {
    #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return AtomicBindingCount()
        }
    #endif
    return nil
}()

private protocol BindingCount: AnyObject, Sendable {
    var isPositive: Bool { get }
    func change(by delta: Int)
}

#if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private final class AtomicBindingCount: BindingCount {
        private let count = Atomic<Int>(0)

        var isPositive: Bool { count.load(ordering: .relaxed) > 0 }

        func change(by delta: Int) {
            count.wrappingAdd(delta, ordering: .relaxed)
        }
    }
#endif

/// `TextProbe.record()` for inlinable code, which cannot name the package-level probe.
@usableFromInline
internal func recordTextBuilt() {
    TextProbe.record()
}
