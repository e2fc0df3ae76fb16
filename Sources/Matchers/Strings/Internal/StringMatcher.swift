// The skeleton the string matchers share. Each public string matcher comes twice, as a
// `Matcher<String>` form and a `StringProtocol` form for `Substring`s; both call one builder,
// and every builder goes through `stringMatcher`, so each states only what it accepts and how it
// explains a rejected string.

/// A matcher on any `StringProtocol` value: `accepts` gives the verdict; `reason` explains a
/// rejected string and runs only when a reason is asked for, so a passing check and the
/// verdict-only path build no text.
internal func stringMatcher<Text: StringProtocol>(
    describedBy describe: @escaping () -> String,
    accepts: @escaping (Text) -> Bool,
    reason: @escaping (Text) -> String?
) -> Matcher<Text> {
    Matcher(describedBy: describe) { actual, explain in
        if accepts(actual) { return .match }
        return .mismatch(explain ? reason(actual) : nil)
    }
}
