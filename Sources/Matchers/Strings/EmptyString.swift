/// Matches the empty string.
///
/// ```swift
/// assertThat(validationError, isEmpty())
/// ```
///
/// prints
///
/// ```
/// Expected: an empty string
///      but: was "\u{200B}"
///           has 1 character
/// ```
///
/// A string of invisible characters is not empty; the count says how much is there.
public func isEmpty() -> Matcher<String> {
    emptyStringMatcher()
}

/// Matches an empty `Substring` (or other `StringProtocol` value).
///
/// ```swift
/// assertThat(line.drop(while: \.isWhitespace), isEmpty())
/// ```
///
/// prints, for `"  x"`, `Expected: an empty string` / `     but: was "x"` / `has 1 character`.
public func isEmpty<Text: StringProtocol>() -> Matcher<Text> {
    emptyStringMatcher()
}

private func emptyStringMatcher<Text: StringProtocol>() -> Matcher<Text> {
    stringMatcher(
        describedBy: { "an empty string" },
        accepts: { $0.isEmpty },
        reason: { MatchResult.Reason("has " + counted($0.count, "character")) }
    )
}
