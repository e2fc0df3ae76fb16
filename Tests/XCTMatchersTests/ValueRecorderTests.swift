import Matchers
import Testing
import XCTMatchers

private enum StreamError: Error {
    case broken
}

/// A view model in the style the recorder is for: it reports its error message through a callback.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@MainActor private final class RegistrationViewModel {
    var onErrorMessageChange: (String?) -> Void = { _ in }
    private let takenEmails: Set<String>

    init(takenEmails: Set<String>) {
        self.takenEmails = takenEmails
    }

    func register(email: String) {
        onErrorMessageChange(nil)
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(5))
            onErrorMessageChange(takenEmails.contains(email) ? "duplicated email" : nil)
        }
    }
}

/// A sequence that, like some hand-written ones, goes on when its task is cancelled.
private struct IgnoringCancellation: AsyncSequence {
    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<Int>

        mutating func next() async -> Int? {
            remaining.popFirst()
        }
    }

    var elements: [Int]

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: elements[...])
    }
}

@Suite struct ValueRecorderTests {
    @Test func startsEmpty() {
        #expect(ValueRecorder<Int>().values.isEmpty)
    }

    @Test func recordsCallbacksInOrder() {
        let recorder = ValueRecorder<String?>()
        let callback: (String?) -> Void = recorder.record
        callback(nil)
        callback("duplicated email")
        #expect(recordedIssues { assertThat(recorder.values, equalTo([nil, "duplicated email"])) }.isEmpty)
    }

    @Test func aMismatchShowsEverythingRecorded() {
        let recorder = ValueRecorder<String?>()
        recorder.record(nil)
        let issues = recordedIssues { assertThat(recorder.values, equalTo([nil, "duplicated email"])) }
        #expect(
            issues.first?.message?.hasPrefix("Expected: [nil, \"duplicated email\"]\n     but: was [nil]")
                == true)
    }

    @Test func recordsFromManyTasksAtOnce() async {
        let recorder = ValueRecorder<Int>()
        await withTaskGroup(of: Void.self) { group in
            for number in 0..<200 {
                group.addTask { recorder.record(number) }
            }
        }
        #expect(recorder.values.sorted() == Array(0..<200))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func recordsAnAsyncSequenceUntilItEnds() async {
        let recorder = ValueRecorder<Int>()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        for number in 1...3 { continuation.yield(number) }
        continuation.finish()
        await recorder.record(contentsOf: stream)
        #expect(recorder.values == [1, 2, 3])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func rethrowsWhatTheSequenceThrows() async {
        let recorder = ValueRecorder<Int>()
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish(throwing: StreamError.broken)
        await #expect(throws: StreamError.broken) { try await recorder.record(contentsOf: stream) }
        #expect(recorder.values == [1])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func stopsWhenTheTaskIsCancelledEvenIfTheSequenceGoesOn() async {
        let recorder = ValueRecorder<Int>()
        let recording = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await recorder.record(contentsOf: IgnoringCancellation(elements: [1, 2, 3]))
        }
        await recording.value
        #expect(recorder.values.isEmpty)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func recordsWhileATestWaits() async {
        let recorder = ValueRecorder<Int>()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let recording = Task { await recorder.record(contentsOf: stream) }
        Task {
            for number in 1...3 {
                try await Task.sleep(for: .milliseconds(2))
                continuation.yield(number)
            }
        }
        let issues = await recordedIssues {
            await assertThat(eventually: { recorder.values }, equalTo([1, 2, 3]), timeout: .seconds(30))
        }
        #expect(issues.isEmpty)
        recording.cancel()
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @Test func recordsAViewModelsErrorMessages() async {
        let viewModel = RegistrationViewModel(takenEmails: ["ann@example.com"])
        let errorMessages = ValueRecorder<String?>()
        viewModel.onErrorMessageChange = errorMessages.record
        viewModel.register(email: "ann@example.com")
        let issues = await recordedIssues {
            await assertThat(
                eventually: { errorMessages.values }, contains(nil, "duplicated email"), timeout: .seconds(30)
            )
        }
        #expect(issues.isEmpty)
    }
}
