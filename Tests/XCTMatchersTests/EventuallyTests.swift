import Matchers
import Testing
import XCTMatchers

private enum LoadingState: Equatable {
    case idle, loading, loaded
}

private enum NetworkError: Error {
    case offline
}

private struct Person {
    var name: String
    var age: Int
}

@MainActor private final class ViewModel {
    var state = LoadingState.idle
}

/// `assertThat(eventually:…)` and `assertThat(always:…)` on a manual clock: exact messages, no waiting.
@Suite struct EventuallyTests {
    /// The test's clock (Swift Testing makes one suite instance per test), stored untyped: a
    /// stored property cannot be marked `@available`, and `ManualClock` is a `Clock`.
    private let clockStorage: any Sendable

    init() {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else {
            clockStorage = ()
            return
        }
        clockStorage = ManualClock()
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    private var clock: ManualClock {
        clockStorage as! ManualClock
    }

    /// `.loading` until `at`, then `.loaded`, on the test's clock.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    private func state(loadedAt time: Duration) -> LoadingState {
        clock.elapsed >= time ? .loaded : .loading
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func passesAsSoonAsTheValueMatches() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { state(loadedAt: .milliseconds(50)) }, equalTo(.loaded), clock: clock)
        }
        #expect(issues.isEmpty)
        #expect(clock.elapsed == .milliseconds(50))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aTimeoutShowsTheLastValueAndHowLongItWaited() async {
        let issues = await recordedIssues {
            await assertThat(eventually: { state(loadedAt: .seconds(5)) }, equalTo(.loaded), clock: clock)
        }
        let line = #line - 2
        #expect(
            issues.map(\.message) == [
                """
                Expected: eventually .loaded
                     but: was .loading
                          still no match after 1 second (101 checks)
                """
            ])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 29))
        #expect(clock.elapsed == .seconds(1))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func theLabelAndTheMatchersReasonAreKept() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { Person(name: "Ann", age: 12) }, has(\.age, greaterThan(17)), "person",
                timeout: .milliseconds(30), pollingEvery: .milliseconds(10), clock: clock)
        }
        #expect(
            issues.map(\.message) == [
                """
                person
                Expected: eventually has age a value greater than 17
                     but: was Person(name: "Ann", age: 12)
                          age was 12
                          still no match after 30 milliseconds (4 checks)
                """
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aThrownErrorIsNotYetAMatch() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { () throws -> LoadingState in
                    if clock.elapsed < .milliseconds(20) { throw NetworkError.offline }
                    return LoadingState.loaded
                }, equalTo(.loaded), clock: clock)
        }
        #expect(issues.isEmpty)
        #expect(clock.elapsed == .milliseconds(20))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aLastThrownErrorIsReported() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { () throws -> LoadingState in throw NetworkError.offline }, equalTo(.loaded),
                timeout: .milliseconds(100), clock: clock)
        }
        #expect(
            issues.map(\.message) == [
                """
                Expected: eventually .loaded
                     but: threw NetworkError.offline
                          still no match after 100 milliseconds (11 checks)
                """
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func theLastCheckIsAtTheTimeout() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { state(loadedAt: .milliseconds(25)) }, equalTo(.loaded),
                timeout: .milliseconds(25),
                pollingEvery: .seconds(1), clock: clock)
        }
        #expect(issues.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aZeroTimeoutChecksOnce() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { LoadingState.idle }, equalTo(.loaded), timeout: .zero, clock: clock)
        }
        #expect(
            issues.map(\.message) == [
                "Expected: eventually .loaded\n     but: was .idle\n          still no match after 0 seconds (1 check)"
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aNonPositiveIntervalBecomesOneMillisecond() async {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { LoadingState.idle }, equalTo(.loaded), timeout: .milliseconds(5),
                pollingEvery: .milliseconds(-3), clock: clock)
        }
        #expect(issues.first?.message?.hasSuffix("still no match after 5 milliseconds (6 checks)") == true)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func cancellationEndsTheWaitWithAFailure() async {
        // A task of its own (it inherits the test's context) cancels itself at the third check.
        let waiting = Task { [clock] in
            var checks = 0
            return await recordedIssues {
                await assertThat(
                    eventually: { () -> LoadingState in
                        checks += 1
                        if checks == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                        return LoadingState.loading
                    }, equalTo(.loaded), clock: clock)
            }
        }
        let issues = await waiting.value
        #expect(
            issues.map(\.message) == [
                """
                Expected: eventually .loaded
                     but: was .loading
                          the task was cancelled after 20 milliseconds (3 checks)
                """
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func alwaysPassesWhileTheValueKeepsMatching() async {
        let issues = await recordedIssues {
            await assertThat(
                always: { clock.elapsed }, lessThanOrEqualTo(.milliseconds(200)), for: .milliseconds(200),
                clock: clock)
        }
        #expect(issues.isEmpty)
        #expect(clock.elapsed == .milliseconds(200))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func alwaysReportsTheFirstValueThatStopsMatching() async {
        let issues = await recordedIssues {
            await assertThat(
                always: { clock.elapsed < .milliseconds(40) ? 3 : 4 }, lessThanOrEqualTo(3), "cart",
                for: .milliseconds(200), clock: clock)
        }
        let line = #line - 4
        #expect(
            issues.map(\.message) == [
                """
                cart
                Expected: always a value less than or equal to 3
                     but: was 4
                          stopped matching after 40 milliseconds (check 5)
                """
            ])
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(clock.elapsed == .milliseconds(40))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func alwaysReportsAMismatchAtTheFirstCheck() async {
        let issues = await recordedIssues {
            await assertThat(always: { LoadingState.idle }, not(.idle), for: .seconds(1), clock: clock)
        }
        #expect(
            issues.map(\.message) == [
                "Expected: always not .idle\n     but: was .idle\n          did not match at the first check"
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func alwaysCountsAThrownErrorAsAMismatch() async {
        let issues = await recordedIssues {
            await assertThat(
                always: { () throws -> Int in
                    if clock.elapsed >= .milliseconds(10) { throw NetworkError.offline }
                    return 1
                }, equalTo(1), for: .seconds(1), clock: clock)
        }
        #expect(
            issues.map(\.message) == [
                """
                Expected: always 1
                     but: threw NetworkError.offline
                          stopped matching after 10 milliseconds (check 2)
                """
            ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(arguments: [
        (Duration.zero, "0 seconds"),
        (.microseconds(250), "250 microseconds"),
        (.milliseconds(1), "1 millisecond"),
        (.milliseconds(40), "40 milliseconds"),
        (.milliseconds(999), "999 milliseconds"),
        (.seconds(1), "1 second"),
        (.milliseconds(1500), "1.5 seconds"),
        (.milliseconds(2003), "2.003 seconds"),
        (.seconds(90), "90 seconds"),
        (.seconds(-1), "0 seconds"),
        (.seconds(Int64.max), "9223372036854775807 seconds"),
    ])
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    func durationsAreSpoken(duration: Duration, text: String) {
        #expect(spokenDuration(duration) == text)
    }
}

/// The same on the real clock: no run loop, and the caller's actor stays free while it waits.
@Suite struct EventuallyOnTheContinuousClockTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @Test func waitsWithoutBlockingTheMainActor() async {
        let viewModel = ViewModel()
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(20))
            viewModel.state = .loaded
        }
        let issues = await recordedIssues {
            await assertThat(eventually: { viewModel.state }, equalTo(.loaded), timeout: .seconds(30))
        }
        #expect(issues.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func reportsATimeoutWithTheTimeItWaited() async throws {
        let issues = await recordedIssues {
            await assertThat(
                eventually: { LoadingState.loading }, equalTo(.loaded), timeout: .milliseconds(30),
                pollingEvery: .milliseconds(5))
        }
        let message = try #require(issues.first?.message)
        let lines = message.split(separator: "\n")
        #expect(lines.prefix(2) == ["Expected: eventually .loaded", "     but: was .loading"])
        #expect(lines.last?.hasPrefix("          still no match after ") == true)
        #expect(lines.last?.hasSuffix(" checks)") == true)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func alwaysHoldsForItsDuration() async {
        let start = ContinuousClock.now
        let issues = await recordedIssues {
            await assertThat(
                always: { 1 }, equalTo(1), for: .milliseconds(30), pollingEvery: .milliseconds(5))
        }
        #expect(issues.isEmpty)
        #expect(ContinuousClock.now - start >= .milliseconds(30))
    }
}
