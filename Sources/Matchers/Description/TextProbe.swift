#if canImport(Synchronization)
    import Synchronization
#endif

/// Records that message text was built, for the tests that prove a verdict builds none.
///
/// The library's text entry points (`renderValue`, `Matcher.description`, the message layout and
/// escaping) report here. Outside such a test no recorder is bound, and the cost is one atomic
/// load (a task-local read where `Synchronization` is not available), on the failure path only: a
/// passing check reaches none of these entry points.
package enum TextProbe {
    /// Counts the text built in the task that binds it; `nil` (the default) records nothing.
    @TaskLocal private static var recorder: TextRecorder?

    /// Runs `operation` with `recorder` counting the text it builds.
    package static func counting<Result>(into recorder: TextRecorder, _ operation: () throws -> Result)
        rethrows
        -> Result
    {
        bound?.change(by: 1)
        defer { bound?.change(by: -1) }
        return try $recorder.withValue(recorder, operation: operation)
    }

    /// Notes that text was built.
    @inline(__always)
    package static func record() {
        guard bound?.isPositive ?? true else { return }
        recorder?.increment()
    }
}

/// How many recorders are bound in the process: while none is, `record()` reads no task-local.
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

/// A count of text-building calls, bound with `TextProbe.counting(into:_:)`.
package final class TextRecorder: @unchecked Sendable {
    private var count = 0

    package init() {}

    /// How many text-building calls were recorded.
    package var recorded: Int { count }

    fileprivate func increment() { count += 1 }
}

/// `TextProbe.record()` for inlinable code, which cannot name the package-level probe.
@usableFromInline
internal func recordTextBuilt() {
    TextProbe.record()
}
