/// Records that message text was built, for the tests that prove a verdict builds none.
///
/// The library's text entry points (`renderValue`, `Matcher.description`, the message layout and
/// escaping) report here. Outside such a test no recorder is bound and the cost is one task-local
/// read, on the failure path only: a passing check reaches none of these entry points.
package enum TextProbe {
    /// Counts the text built in the task that binds it; `nil` (the default) records nothing.
    @TaskLocal package static var recorder: TextRecorder?

    /// Notes that text was built.
    @inline(__always)
    package static func record() {
        recorder?.increment()
    }
}

/// A count of text-building calls, bound with `TextProbe.$recorder.withValue(_:operation:)`.
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
