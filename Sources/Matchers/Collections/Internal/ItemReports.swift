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

/// How many items are rendered to look for one that prints like an expected value (see
/// ``itemPrintingAlike(_:among:)``).
internal let alikeItemSearchLimit = 1_000

/// The first of `items` (within the first ``alikeItemSearchLimit``) that renders as `shown`: its
/// index and the item. Failure path only.
internal func firstItem<T>(printingAs shown: String, among items: some Sequence<T>) -> (index: Int, item: T)?
{
    for (index, item) in items.prefix(alikeItemSearchLimit).enumerated() where renderValue(item) == shown {
        return (index, item)
    }
    return nil
}

/// The first of `items` that prints as `matcher`'s value, an equality's, yet is not equal to it
/// (NaN, a description that hides a field): its index, and why the two differ; `nil` when none does
/// or `matcher` is no equality. Without it, `Expected: a sequence containing nan` above `but: was
/// [1.0, nan]` reads as if the item were there. Failure path only.
internal func itemPrintingAlike<T>(_ matcher: Matcher<T>, among items: some Sequence<T>) -> (
    index: Int, item: T, reason: MatchResult.Reason?
)? {
    guard isEquality(matcher), let alike = firstItem(printingAs: matcher.description, among: items) else {
        return nil
    }
    return (alike.index, alike.item, reason(matcher, alike.item))
}

/// An item that prints alike as a reason's lines: `no item is equal; one prints alike:`, then the
/// item (`line` names it) and why it differs.
internal func alikeItemReport(_ line: String, _ reason: MatchResult.Reason?) -> MatchResult.Reason.Content {
    .list(
        heading: "no item is equal; one prints alike:",
        items: [.failedItem(description: line, reason: reason)])
}
