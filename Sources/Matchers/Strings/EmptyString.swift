/// Matches the empty string.
///
/// ```swift
/// assertThat(validationError, isEmptyString())
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
public func isEmptyString() -> Matcher<String> {
    emptyStringMatcher()
}

/// Matches an empty `Substring` (or other `StringProtocol` value).
///
/// ```swift
/// assertThat(line.drop(while: \.isWhitespace), isEmptyString())
/// ```
///
/// prints, for `"  x"`, `Expected: an empty string` / `     but: was "x"` / `has 1 character`.
@_disfavoredOverload
public func isEmptyString<Text: StringProtocol>() -> Matcher<Text> {
    emptyStringMatcher()
}

private func emptyStringMatcher<Text: StringProtocol>() -> Matcher<Text> {
    Matcher(describedBy: { "an empty string" }) { actual, explain in
        if actual.isEmpty { return .match }
        guard explain else { return .mismatch(nil) }
        let count = actual.count
        return .mismatch(count == 1 ? "has 1 character" : "has \(count) characters")
    }
}
