import Matchers

/// The exact message `assertThat(value, matcher)` would report, or `nil` when the value matches.
func failureMessage<T>(_ value: T, _ matcher: Matcher<T>, label: String? = nil) -> String? {
    MessageLayout.failure(of: matcher, for: value, label: label)
}

/// The reason lines of `equalTo`'s failure message for `actual`, unindented, or `nil` when it
/// matches.
func equalToReason<T: Equatable>(_ actual: T, _ expected: T) -> String? {
    guard let message = failureMessage(actual, equalTo(expected)) else { return nil }
    return message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        .map { $0.dropFirst(10) }.joined(separator: "\n")
}
