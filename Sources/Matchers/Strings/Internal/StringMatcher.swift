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
    reason: @escaping (Text) -> MatchResult.Reason?
) -> Matcher<Text> {
    Matcher(core: StringCore(describe: describe, accepts: accepts, reason: reason))
}

/// A string matcher's core: holds the three closures itself, so that no fourth closure wraps them.
internal final class StringCore<Text: StringProtocol>: MatcherCore<Text> {
    let describeClosure: () -> String
    let accepts: (Text) -> Bool
    let reason: (Text) -> MatchResult.Reason?

    init(
        describe: @escaping () -> String,
        accepts: @escaping (Text) -> Bool,
        reason: @escaping (Text) -> MatchResult.Reason?
    ) {
        self.describeClosure = describe
        self.accepts = accepts
        self.reason = reason
    }

    override func describe() -> String { describeClosure() }

    override func evaluate(_ actual: Text, explain: Bool) -> MatchResult {
        if accepts(actual) { return .match }
        return .mismatch(explain ? reason(actual) : nil)
    }

    override func isSatisfied(by actual: Text) -> Bool { accepts(actual) }
}
