// Report pieces several collection matchers share, beside those in CollectionMessages.swift.

/// `heading` and a bullet for each of `indices`, `entry` building the text of the bullets shown
/// only (up to ``MessageLimits/maxReportedItems``), then `…(N more)` for the rest.
internal func cappedList(
    _ heading: String,
    _ indices: some Collection<Int>,
    entry: (Int) -> MatchResult.Reason.Content
) -> MatchResult.Reason.Content {
    let shown = indices.prefix(MessageLimits.current.maxReportedItems).map(entry)
    return .list(heading: heading, items: MessageLayout.capped(shown, total: indices.count))
}

/// `matcher`'s result on one part of the actual value (an item, the count, the value for a key).
/// On the verdict-only path it is a bare verdict; on the explain path a mismatch reads `line` with
/// the matcher's reason under it: `item 1 was 2` / `  but: …`. `line` is given the part as its
/// reason shows it (see ``shownValue(_:comparedWith:reason:)``).
internal func partResult<Part>(
    _ matcher: Matcher<Part>,
    on part: Part,
    explain: Bool,
    line: (_ shown: String) -> String
) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: part) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(part) else { return .match }
    let shown = shownValue(part, comparedWith: matcher.core.comparedValue?.value, reason: reason)
    return .mismatch(MatchResult.Reason(withDetails(line(shown), [butReason(reason)])))
}
