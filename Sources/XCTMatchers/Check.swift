public import Matchers

// What `assertThat`, `requireThat`, `applyMatcher` and the polled assertions share: checking a value
// against a matcher without building any text, and, only for a failure, laying out the message and
// reporting it at the call site.

/// What checking a value against a matcher found.
@usableFromInline
internal enum Check<T> {
    /// The matcher accepted the value.
    case passed(T)
    /// The matcher did not accept the value, or evaluating the value threw.
    case failed(CheckFailure<T>)
}

/// What a failed check reports: the description it expected, what its `but:` line shows, and the
/// reason under it.
@usableFromInline
internal enum CheckFailure<T> {
    /// A value the matcher did not accept.
    case mismatch(T, expected: ExpectedText, reason: MatchResult.Reason?)
    /// The error that evaluating the value threw.
    case thrown(any Error, expected: ExpectedText, reason: MatchResult.Reason?)
}

/// Asks `matcher` about the value `outcome` holds, or notes the error it holds instead.
///
/// Inlined into the callers, so that a passing check is a comparison and nothing else. The
/// description is built here, not in a callee: a matcher that never leaves the inlined caller is
/// taken apart by the optimizer, so a passing check allocates nothing.
@inlinable
internal func check<T>(_ outcome: Result<T, any Error>, _ matcher: Matcher<T>) -> Check<T> {
    switch outcome {
    case .success(let actual):
        guard case .mismatch(let reason) = matcher.matches(actual) else { return .passed(actual) }
        return .failed(.mismatch(actual, expected: ExpectedText(matcher), reason: reason))
    case .failure(let error):
        return .failed(.thrown(error, expected: ExpectedText(matcher), reason: nil))
    }
}

/// Asks `matcher` about a value and reports a mismatch at its call site.
///
/// A passing value touches nothing but the matcher and the non-generic `MatchResult`. Inlined into
/// the callers, and the description is built here, not in a callee: a matcher that never leaves the
/// inlined caller is taken apart by the optimizer, so in a release build a passing check is a
/// comparison and nothing else.
@inlinable @inline(__always)
internal func checkAndReport<T>(
    _ actual: T,
    _ matcher: Matcher<T>,
    _ message: () -> String,
    at site: () -> CallSite
) {
    // The matcher's lifetime ends here, after both paths join, not at each path's last use. With
    // the end at one point, the optimizer removes a core built inline, as it should: the failing
    // path reports a copy (`forReporting`). Without it the core stayed on the stack and every
    // passing check released it through the runtime. `_fixLifetime` costs nothing in a debug build,
    // where `withExtendedLifetime` is a generic call. The figures, and the toolchain they were
    // measured with: Docs/Performance.md, "One end to the matcher's lifetime".
    defer { _fixLifetime(matcher) }
    guard case .mismatch(let reason) = matcher.matches(actual) else { return }
    reportMismatch(actual, matcher.forReporting, reason: reason, message, at: site)
}

/// Reports a value the matcher rejected. Out of line, and the only place of `checkAndReport`'s path
/// that names `CheckFailure`: a debug build looks up a generic type's metadata wherever a function
/// mentions it, so the passing path must not.
@usableFromInline
internal func reportMismatch<T>(
    _ actual: T,
    _ matcher: Matcher<T>,
    reason: MatchResult.Reason?,
    _ message: () -> String,
    at site: () -> CallSite
) {
    reportFailedCheck(.mismatch(actual, expected: ExpectedText(matcher), reason: reason), message, at: site)
}

/// Reports that evaluating the value threw; out of line, like `reportMismatch`.
@usableFromInline
internal func reportThrown(
    _ error: any Error,
    expected: String,
    _ message: () -> String,
    at site: () -> CallSite
) {
    reportFailedCheck(
        CheckFailure<Never>.thrown(error, expected: ExpectedText(expected), reason: nil), message, at: site)
}

/// Reports a failed check at its call site; out of line, so that callers stay small.
@usableFromInline
internal func reportFailedCheck<T>(
    _ failure: CheckFailure<T>,
    _ message: () -> String,
    at site: () -> CallSite
) {
    reportFailure(failure.text(label: message()), at: site())
}

extension CheckFailure {
    /// The full failure message, laid out by the one message engine.
    func text(label: String) -> String {
        switch self {
        case .mismatch(let actual, let expected, let reason):
            MessageLayout.failure(label: label, expected: expected, actual: .value(actual), reason: reason)
        case .thrown(let error, let expected, let reason):
            MessageLayout.failure(label: label, expected: expected, actual: .thrown(error), reason: reason)
        }
    }
}
