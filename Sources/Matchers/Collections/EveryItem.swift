/// Matches a sequence every item of which the given matcher accepts; an empty sequence matches.
///
/// ```swift
/// assertThat(recorder.values, everyItem(greaterThan(0)))
/// ```
///
/// Every failing item is reported with its index, not just the first:
///
/// ```
/// Expected: every item is a value greater than 0
///      but: was [1, -2, 3, -4]
///           failed 2 of 4 items:
///             - item 1 was -2
///             - item 3 was -4
/// ```
///
/// A reason the item matcher gives is printed under the item, after `but:`. The list stops at
/// ``MessageLimits/maxReportedItems``; reading stops at the next rejected item, so that an endless
/// sequence fails fast: `failed 11 of the first 15 items (reading stopped there):`. A sequence that
/// is not a collection, whose every item passes, is read no further than 1,000,000 items: it may
/// never end, so the check fails there and says so.
public func everyItem<S: Sequence>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
    allItems(matching: matcher, describedBy: .everyItem)
}

/// A sequence every item of which `matcher` accepts, described by `phrase`, the words around the
/// matcher's description: `everyItem`, and `onlyContains` with one matcher. Each rejected item is
/// listed with the matcher's reason.
internal func allItems<S: Sequence>(matching matcher: Matcher<S.Element>, describedBy phrase: Phrase)
    -> Matcher<S>
{
    let core = PhraseCore<S, S.Element>(matcher, phrase: phrase) { actual, explain in
        // Arrays and other contiguous sequences: a passing value costs the verdict loop alone.
        if actual.withContiguousStorageIfAvailable({ matcher.core.acceptsAll(of: $0) }) == true {
            return .match
        }
        guard explain else {
            return readItems(of: actual, until: { !matcher.isSatisfied(by: $0) }) == .ended
                ? .match : .mismatch(nil)
        }
        let report = rejectedItemsReport(actual, accepts: { matcher.isSatisfied(by: $0) }) {
            failedItem($0, $1, comparedWith: matcher.core.comparedValue?.value, reason: reason(matcher, $1))
        }
        return report.map { .mismatch($0) } ?? .match
    }
    return Matcher(core: core)
}
