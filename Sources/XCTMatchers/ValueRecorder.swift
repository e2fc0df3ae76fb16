/// Records the values something emits over time, from callbacks or an `AsyncSequence`, so that a
/// test can assert on the whole list.
///
/// ```swift
/// let errors = ValueRecorder<String?>()
/// viewModel.onErrorMessageChange = errors.record
/// viewModel.register(email: "ann@example.com")
/// await assertThat(eventually: { errors.values }, equalTo([nil, "duplicated email"]))
/// ```
///
/// prints, if the second value never comes:
///
/// ```
/// Expected: eventually [nil, "duplicated email"]
///      but: was [nil]
///           differs at index 1 (- expected, + actual):
///               nil
///             - "duplicated email"
///           still no match after 1 second (101 checks)
/// ```
///
/// It is safe to record from any thread or task while the test reads `values`.
public final class ValueRecorder<Value: Sendable>: Sendable {
    private let recorded = Locked<[Value]>([])

    /// Creates an empty recorder.
    ///
    /// ```swift
    /// let states = ValueRecorder<LoadingState>()
    /// ```
    ///
    /// Until something is recorded, `assertThat(states.values, equalTo([.idle]))` prints
    /// `Expected: [.idle]` / `     but: was []`.
    public init() {}

    /// Every value recorded so far, oldest first.
    ///
    /// ```swift
    /// assertThat(states.values, equalTo([.idle, .loading, .loaded]))
    /// ```
    ///
    /// prints, for instance, `Expected: [.idle, .loading, .loaded]` / `     but: was [.idle, .loading]`.
    public var values: [Value] {
        recorded.withLock { $0 }
    }

    /// Appends one value; pass `recorder.record` wherever a callback is expected.
    ///
    /// ```swift
    /// viewModel.onStateChange = states.record
    /// ```
    ///
    /// Recording prints nothing; an assertion on `values` prints what was recorded:
    /// `     but: was [.idle]`.
    public func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    /// Records every element of `sequence` until it ends or the task is cancelled.
    ///
    /// ```swift
    /// let recording = Task { await states.record(contentsOf: viewModel.states) }
    /// await assertThat(eventually: { states.values }, equalTo([.idle, .loaded]))
    /// recording.cancel()
    /// ```
    ///
    /// The assertion prints `Expected: eventually [.idle, .loaded]` / `     but: was [.idle]` and how
    /// long it waited if `.loaded` never comes. Errors the sequence throws are rethrown.
    ///
    /// Needs macOS 15, iOS 18, tvOS 18, watchOS 11 or visionOS 2: it rethrows the sequence's own
    /// error type (`AsyncSequence.Failure`) and reads it on the caller's actor
    /// (`next(isolation:)`), both new in those releases. Earlier, record each element with
    /// `record(_:)` from your own `for await` loop.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public nonisolated(nonsending) func record<Elements: AsyncSequence>(
        contentsOf sequence: Elements
    ) async throws(Elements.Failure) where Elements.Element == Value {
        var iterator = sequence.makeAsyncIterator()
        // Checked here too: not every sequence ends when its task is cancelled.
        while !Task.isCancelled, let value = try await iterator.next(isolation: #isolation) {
            record(value)
        }
    }
}
