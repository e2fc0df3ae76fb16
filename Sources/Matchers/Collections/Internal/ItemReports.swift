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
/// reason shows it (see ``shownValue(_:comparedWith:reason:)``). Above a diff, the reason carries
/// the line `matcher`'s own `Expected:` line would show for the part (see
/// ``partReason(_:_:on:reason:room:)``); `room` is what the words of the matcher around it leave
/// of a compact line.
internal func partResult<Part>(
    _ matcher: Matcher<Part>,
    on part: Part,
    explain: Bool,
    room: @autoclosure () -> Int,
    line: (_ shown: String) -> String
) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: part) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(part) else { return .match }
    let shown = shownValue(part, comparedWith: matcher.core.comparedValue?.value, reason: reason)
    let content = withDetails(line(shown), [butReason(reason)])
    return .mismatch(partReason(content, matcher, on: part, reason: reason, room: room()))
}

/// How many items are rendered to look for one that prints like an expected value (see
/// ``AlikeItemSearch``).
internal let alikeItemSearchLimit = 1_000

/// The items of a failing check looked among for one that prints as an expected value yet is not
/// equal to it (NaN, a description that hides a field), or for the one closest to it. Without it,
/// `Expected: a sequence containing nan` above `but: was [1.0, nan]` reads as if the item were
/// there. The first ``alikeItemSearchLimit`` items are searched, each rendered once, when first
/// asked; the first ``closestItemSearchLimit`` are diffed against a value to find the closest, and
/// ``closestItemDiffBudget`` in all for one message. Failure path only.
internal final class AlikeItemSearch<T> {
    private let items: [T]
    /// Where the items start in the sequence they were taken from, for their numbers.
    private let offset: Int
    private lazy var renderings: [String] = items.map { renderValue($0) }
    /// The diffs left to find the items closest to values (see ``closestItem(to:)``).
    private var diffsLeft = closestItemDiffBudget

    /// A search among `items`, numbered from `offset`.
    init(_ items: some Sequence<T>, numberedFrom offset: Int = 0) {
        self.items = Array(items.prefix(alikeItemSearchLimit))
        self.offset = offset
    }

    /// How many items the search holds.
    var count: Int { items.count }

    /// The number of the first item rendered as `shown`, and the item.
    func item(printingAs shown: String) -> (index: Int, item: T)? {
        renderings.firstIndex(of: shown).map { (offset + $0, items[$0]) }
    }

    /// The first item that prints as `matcher`'s value, an equality's, yet does not match: its
    /// number, and why they differ; `nil` when none does or `matcher` is no equality.
    func itemPrintingAlike(_ matcher: Matcher<T>) -> (index: Int, item: T, reason: MatchResult.Reason?)? {
        guard isEquality(matcher), let alike = item(printingAs: matcher.description) else { return nil }
        return (alike.index, alike.item, reason(matcher, alike.item))
    }

    /// The item nearest to `matcher`'s value, an equality's (see
    /// ``nearest(among:to:diffsLeft:reason:)``), its number and `matcher`'s reason, with the diff; `nil` when
    /// none is near, `matcher` is no equality, or the message has used its diffs.
    func closestItem(to matcher: Matcher<T>) -> (index: Int, item: T, reason: MatchResult.Reason)? {
        guard isEquality(matcher), let value = matcher.core.comparedValue?.value else { return nil }
        return nearest(among: items, to: value, diffsLeft: &diffsLeft) { reason(matcher, $0) }
            .map { (offset + $0.offset, $0.candidate, $0.reason) }
    }

    /// `matcher`'s description, and under it the item that prints alike and why it differs:
    /// `item 1 was nan (prints alike)` / `but: NaN is not equal to itself`; or else, when
    /// `showsClosest`, the item closest to its value with the diff: `item 1 was User(…, name:
    /// "Rob") (closest)` / `but: differs at name: expected "Bob", found "Rob"`.
    func missingEntry(_ matcher: Matcher<T>, showsClosest: Bool = true) -> MatchResult.Reason.Content {
        let description = MatchResult.Reason.Content.text(matcher.description)
        let value = matcher.core.comparedValue?.value
        if let alike = itemPrintingAlike(matcher) {
            let line = namedPart(
                "item \(alike.index) was ", alike.item, comparedWith: value, reason: alike.reason,
                suffix: " (prints alike)")
            return .lines([description, .failedItem(description: line, reason: alike.reason)])
        }
        guard showsClosest, let closest = closestItem(to: matcher) else { return description }
        let line = namedPart(
            "item \(closest.index) was ", closest.item, comparedWith: value, reason: closest.reason,
            suffix: " (closest)")
        return .lines([description, .failedItem(description: line, reason: closest.reason)])
    }
}

/// How many of a failing sequence's first items are diffed against an equality's value to find
/// the closest one (see ``nearest(among:to:diffsLeft:reason:)``): each costs a diff, on the failure path only.
internal let closestItemSearchLimit = 32

/// How many items one message diffs in all to find the closest to its values (a list of missing
/// values, each looked for among the items).
internal let closestItemDiffBudget = 64

/// The most places an item may differ in from an equality's value to be shown as the closest; and
/// at most in half as many places as the value has children (fields, elements; two at least), so
/// that an item whose every field differs is not called near.
internal let closestItemMaxChanges = 3

/// Among the first ``closestItemSearchLimit`` of `candidates`, the one whose `reason` (against
/// `value`, or `value` against it) carries a diff that finds the fewest places changed (a
/// structural diff's count, or one for an element or line diff of one change), at most
/// ``closestItemMaxChanges`` and at most half as many as `value` has children: its position among
/// them, the candidate and the reason; the first of those that tie. `nil` when none is that near,
/// or no diff takes the values apart (numbers, single-line strings). Each candidate asked costs a
/// diff, taken from `diffsLeft`, the diffs the message has left for it (``closestItemDiffBudget``).
/// Failure path only.
internal func nearest<Candidates: Collection>(
    among candidates: Candidates, to value: Any, diffsLeft: inout Int,
    reason: (Candidates.Element) -> MatchResult.Reason?
) -> (offset: Int, candidate: Candidates.Element, reason: MatchResult.Reason)? {
    let nearness = min(closestItemMaxChanges, max(Mirror(reflecting: value).children.count, 2) / 2)
    var closest: (offset: Int, candidate: Candidates.Element, reason: MatchResult.Reason, changes: Int)? = nil
    for (offset, candidate) in candidates.prefix(min(closestItemSearchLimit, diffsLeft)).enumerated() {
        diffsLeft -= 1
        guard let reason = reason(candidate), let changes = reason.content.found?.changeCount,
            changes <= nearness, changes < closest?.changes ?? .max
        else { continue }
        closest = (offset, candidate, reason, changes)
        if changes == 1 { break }
    }
    return closest.map { ($0.offset, $0.candidate, $0.reason) }
}

/// The reason of a sequence none of whose items equals `matcher`'s value, but one of which is
/// near it (``AlikeItemSearch/closestItem(to:)``): `no item is equal; the closest:` and the item,
/// cut around where it differs, with its diff. Above it, the `Expected:` line shows the value as
/// `equalTo`'s message would, and, when the search holds all the sequence's items (`isWhole`), the
/// `but: was` line shows the list cut around that item. `words` are the matcher's words before the
/// value (`a sequence containing `). `nil` when no item is near.
internal func closestItemReason<T>(
    in search: AlikeItemSearch<T>, isWhole: Bool, to matcher: Matcher<T>, after words: String
)
    -> MatchResult.Reason?
{
    guard let closest = search.closestItem(to: matcher) else { return nil }
    let compared = matcher.core.comparedValue?.value
    let content = MatchResult.Reason.Content.list(
        heading: "no item is equal; the closest:",
        items: [failedItem(closest.index, closest.item, comparedWith: compared, reason: closest.reason)])
    var reason = partReason(
        content, matcher, on: closest.item, reason: closest.reason, room: room(between: words))
    guard isWhole, case .focused(let content, var found) = reason.content, let lines = found.partLines else {
        return reason
    }
    let shown = MessageLayout.compactValueLine(closest.item, against: compared, reason: closest.reason)
    let list = foldedRun(closest.index) + [shown] + foldedRun(search.count - closest.index - 1)
    let actual = "[" + list.joined(separator: ", ") + "]"
    if MessageLayout.fits(actual, in: MessageLayout.compactWidth) {
        found.partLines = (lines.expected, actual)
        reason = MatchResult.Reason(.focused(content, found: found))
    }
    return reason
}

/// `words`, a part of the actual value, and `suffix` on one line of a reason (`item 1 was `, the
/// item, ` (prints alike)`): above a diff (`reason` carries one), on one compact line cut around
/// where the part differs from `expected`, the value it is compared with (see
/// `MessageLayout.compactValueLine`), so that it counts what it leaves out; otherwise whole, its
/// continuation lines indented by 2.
internal func namedPart(
    _ words: String, _ part: Any, comparedWith expected: Any?, reason: MatchResult.Reason?,
    suffix: String = ""
) -> String {
    guard reason?.compactsValueLines == true else {
        return words + MessageLayout.indentingContinuationLines(of: renderValue(part), by: 2) + suffix
    }
    let width = MessageLayout.compactWidth - words.count - suffix.count
    return words + MessageLayout.compactValueLine(part, against: expected, reason: reason, width: width)
        + suffix
}

/// An item that prints alike as a reason's lines: `no item is equal; one prints alike:` (`no key`,
/// `no value`: `noun`), then the item (`line` names it) and why it differs.
internal func alikeItemReport(_ line: String, _ reason: MatchResult.Reason?, noun: String = "item")
    -> MatchResult.Reason.Content
{
    .list(
        heading: "no \(noun) is equal; one prints alike:",
        items: [.failedItem(description: line, reason: reason)])
}

/// Why `item` does not match the first equality among `matchers` whose value it prints as (NaN, a
/// description that hides a field); `nil` when it prints as none. Failure path only.
internal func reasonAgainstAlikeValue<T>(_ item: T, among matchers: [Matcher<T>]) -> MatchResult.Reason? {
    let shown = renderValue(item)
    guard let alike = matchers.first(where: { isEquality($0) && $0.description == shown }) else { return nil }
    return reason(alike, item)
}
