public import Matchers

/// Checks a value again and again until it matches, and reports a failure if it still does not
/// when the time is up.
///
/// ```swift
/// await assertThat(eventually: { await model.state }, equalTo(.loaded), timeout: .seconds(1))
/// ```
///
/// prints, at the line of the call, the last value seen and how long it waited:
///
/// ```
/// Expected: eventually .loaded
///      but: was .loading
///           still no match after 1 second (101 checks)
/// ```
///
/// Built on Swift concurrency and `ContinuousClock`, with no run loop: between checks the task
/// sleeps, so the actor it runs on (the main actor, in a `@MainActor` test) stays free for the code
/// under test. The closure runs on the caller's actor; a thrown error counts as "not yet" and, if it
/// is the last outcome, is reported as `but: threw <error>`. The last check happens at the
/// timeout. Polling intervals under a millisecond are raised to one.
///
/// Needs macOS 13, iOS 16, tvOS 16 or watchOS 9 (visionOS 1): it takes `Duration`s.
///
/// - Parameters:
///   - value: The asynchronous code that produces the value; it runs on the caller's actor at every
///     check. A thrown error counts as "not yet".
///   - matcher: What the value must eventually satisfy; asked for a verdict only until the last check.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - timeout: How long to keep checking; the last check happens when it is over.
///   - interval: How long to sleep between checks (at least a millisecond).
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public nonisolated(nonsending) func assertThat<T>(
    eventually value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    timeout: Duration = .seconds(1),
    pollingEvery interval: Duration = .milliseconds(10),
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    await poll(
        .eventually, value, matcher, message, duration: timeout, interval: interval, clock: ContinuousClock(),
        site: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Checks a value again and again for a while, and reports a failure as soon as it stops matching.
///
/// ```swift
/// await assertThat(always: { await cart.count }, lessThanOrEqualTo(3), for: .milliseconds(200))
/// ```
///
/// prints, at the line of the call, the first value that did not match and when it was seen:
///
/// ```
/// Expected: always a value less than or equal to 3
///      but: was 4
///           stopped matching after 40 milliseconds (check 5)
/// ```
///
/// For "never", pass `not(…)`: `assertThat(always: { await model.error }, nilValue(), for: …)`.
/// It polls like `assertThat(eventually:…)`, and checks a last time when the duration is over.
///
/// Needs macOS 13, iOS 16, tvOS 16 or watchOS 9 (visionOS 1): it takes `Duration`s.
///
/// - Parameters:
///   - value: The asynchronous code that produces the value; it runs on the caller's actor at every
///     check. A thrown error fails at once.
///   - matcher: What the value must keep satisfying; for "never", pass `not(…)`.
///   - message: A label printed on the first line of a failure, such as the name of the value;
///     evaluated only for a failure.
///   - duration: How long to keep checking; the last check happens when it is over.
///   - interval: How long to sleep between checks (at least a millisecond).
///   - fileID: The file ID of the call (`Module/File.swift`), which Swift Testing uses; left out,
///     it is built from `file` (`Docs/MessageFormat.md`). A helper may forward its own `#fileID`.
///   - file: The path of the file of the call; a helper forwards its own
///     `file: StaticString = #filePath` (or `#file`).
///   - line: The line of the call; a helper forwards its own `line: UInt = #line`.
///   - column: The column of the call, which Swift Testing uses; a helper forwards its own
///     `column: UInt = #column`, or the failure points at the helper's own column.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public nonisolated(nonsending) func assertThat<T>(
    always value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    for duration: Duration,
    pollingEvery interval: Duration = .milliseconds(10),
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    await poll(
        .always, value, matcher, message, duration: duration, interval: interval, clock: ContinuousClock(),
        site: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// `assertThat(eventually:…)` on another clock, for tests that control time.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
package nonisolated(nonsending) func assertThat<T, C: Clock>(
    eventually value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    timeout: Duration = .seconds(1),
    pollingEvery interval: Duration = .milliseconds(10),
    clock: C,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async where C.Duration == Duration {
    await poll(
        .eventually, value, matcher, message, duration: timeout, interval: interval, clock: clock,
        site: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// `assertThat(always:…)` on another clock, for tests that control time.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
package nonisolated(nonsending) func assertThat<T, C: Clock>(
    always value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String = "",
    for duration: Duration,
    pollingEvery interval: Duration = .milliseconds(10),
    clock: C,
    fileID: StaticString? = .none,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async where C.Duration == Duration {
    await poll(
        .always, value, matcher, message, duration: duration, interval: interval, clock: clock,
        site: { CallSite(fileID: fileID, filePath: file, line: line, column: column) })
}

/// Whether polling waits for a match or watches that the match holds; the raw value is the word
/// that comes before the matcher's description.
private enum PollingMode: String {
    case eventually
    case always
}

/// What one check saw.
private enum Observation<T> {
    /// A value and the matcher's bare verdict: polls that fail build no text; only the reported
    /// one is explained.
    case value(T, isMatch: Bool)
    case thrown(any Error)

    var isMatch: Bool {
        if case .value(_, true) = self { return true }
        return false
    }
}

/// Checks `value` every `interval` on `clock` until the mode's verdict is in, then reports a
/// failure if there is one. A check happens at the start and at the end of `duration`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private nonisolated(nonsending) func poll<T, C: Clock>(
    _ mode: PollingMode,
    _ value: () async throws -> T,
    _ matcher: Matcher<T>,
    _ message: () -> String,
    duration: Duration,
    interval: Duration,
    clock: C,
    site: () -> CallSite
) async where C.Duration == Duration {
    let interval = max(interval, .milliseconds(1))
    let start = clock.now
    let deadline = start.advanced(by: max(duration, .zero))
    var checks = 0
    while true {
        checks += 1
        let observation: Observation<T>
        do {
            let actual = try await value()
            observation = .value(actual, isMatch: matcher.isSatisfied(by: actual))
        } catch {
            observation = .thrown(error)
        }
        let elapsed = start.duration(to: clock.now)
        switch mode {
        case .eventually where observation.isMatch:
            return
        case .always where !observation.isMatch:
            let when =
                checks == 1
                ? "did not match at the first check"
                : "stopped matching after \(spokenDuration(elapsed)) (check \(checks))"
            return reportPolled(observation, mode, matcher, when, message, site)
        default:
            break
        }
        let now = clock.now
        if now >= deadline {
            guard mode == .eventually else { return }
            let when = "still no match after \(spokenDuration(elapsed)) (\(spokenCount(checks, "check")))"
            return reportPolled(observation, mode, matcher, when, message, site)
        }
        do {
            try await clock.sleep(until: min(now.advanced(by: interval), deadline), tolerance: nil)
        } catch {
            // Cancelled before the verdict was in: the assertion did not hold for its whole time.
            let when =
                "the task was cancelled after \(spokenDuration(start.duration(to: clock.now))) "
                + "(\(spokenCount(checks, "check")))"
            return reportPolled(observation, mode, matcher, when, message, site)
        }
    }
}

/// Reports the observation that decided a polled assertion, with when it was seen.
private func reportPolled<T>(
    _ observation: Observation<T>,
    _ mode: PollingMode,
    _ matcher: Matcher<T>,
    _ when: String,
    _ message: () -> String,
    _ site: () -> CallSite
) {
    let expected = ExpectedText(mode.rawValue + " " + matcher.description)
    let failure: CheckFailure<T>
    switch observation {
    case .value(let actual, _):
        var reason = MatchResult.Reason(when)
        if case .mismatch(let why?) = matcher.matches(actual) {
            reason = MatchResult.Reason(.lines([why.content, .text(when)]))
        }
        failure = .mismatch(actual, expected: expected, reason: reason)
    case .thrown(let error):
        failure = .thrown(error, expected: expected, reason: MatchResult.Reason(when))
    }
    reportFailedCheck(failure, message, at: site)
}

/// A duration as people say it: `1 second`, `1.5 seconds`, `40 milliseconds`, `250 microseconds`,
/// `0 seconds`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
package func spokenDuration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = max(duration, .zero).components
    if seconds > 0 {
        var fraction = String(attoseconds / 1_000_000_000_000_000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if fraction.isEmpty { return spokenCount(seconds, "second") }
        return "\(seconds).\(fraction) seconds"
    }
    let microseconds = attoseconds / 1_000_000_000_000
    if microseconds >= 1_000 {
        return spokenCount(microseconds / 1_000, "millisecond")
    }
    return microseconds == 0 ? "0 seconds" : spokenCount(microseconds, "microsecond")
}

/// `1 check`, `3 checks`.
internal func spokenCount<Count: BinaryInteger>(_ count: Count, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
