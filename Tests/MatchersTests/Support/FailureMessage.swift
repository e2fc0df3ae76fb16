import Matchers

/// The exact message `assertThat(value, matcher)` would report, or `nil` when the value matches.
func failureMessage<T>(_ value: T, _ matcher: Matcher<T>, label: String? = nil) -> String? {
    MessageLayout.failure(of: matcher, for: value, label: label)
}
