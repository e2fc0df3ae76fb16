import Matchers

/// The exact message `assertThat(value, matcher)` would report, or `nil` when the value matches.
func failureMessage<T>(_ value: T, _ matcher: Matcher<T>, label: String? = nil) -> String? {
    MessageLayout.failure(of: matcher, for: value, label: label)
}

/// The reason `equalTo` gives for `actual`, its diff whole (a message may say a diff's one change
/// on one line instead), or `nil` when it matches.
func equalToReason<T: Equatable>(_ actual: T, _ expected: T) -> String? {
    guard case .mismatch(let reason) = equalTo(expected).matches(actual) else { return nil }
    return reason?.description ?? ""
}
