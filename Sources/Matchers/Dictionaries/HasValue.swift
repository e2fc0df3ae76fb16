/// Matches a dictionary with at least one value equal to the given one.
///
/// ```swift
/// assertThat(stock, hasValue(0))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with value 0
///      but: was ["negi": 5, "nori": 3]
/// ```
public func hasValue<Key: Hashable, Value: Equatable>(_ value: Value) -> Matcher<[Key: Value]> {
    hasValue(equalTo(value))
}

/// Matches a dictionary with at least one value that the given matcher accepts.
///
/// ```swift
/// assertThat(stock, hasValue(greaterThan(10)))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with value a value greater than 10
///      but: was ["negi": 5, "nori": 3]
/// ```
///
/// An `equalTo` whose value no value equals shows the value nearest to it (a structural diff
/// finds at most 3 places changed, among the first 32 values by key), with its diff:
/// `no value is equal; the closest:` / `- value for "r" was User(id: 2, name: "Rob")` /
/// `but: differs at name: expected "Bob", found "Rob"`.
public func hasValue<Key: Hashable, Value>(_ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
    Matcher(markedBy: { MarkedText("a dictionary with value ", matcher.core.describeMarked()) }) {
        actual, explain in
        if actual.values.contains(where: { matcher.isSatisfied(by: $0) }) { return .match }
        guard explain else { return .mismatch(nil) }
        // A value that prints as the one expected (NaN): its key, and why it is not that value; or
        // else the value closest to it, with the diff.
        let entries = sortedByKey(actual).prefix(alikeItemSearchLimit)
        let search = AlikeItemSearch(entries.map(\.value))
        if let alike = search.itemPrintingAlike(matcher) {
            let key = renderValue(entries[alike.index].key)
            return .mismatch(
                MatchResult.Reason(
                    alikeItemReport(
                        "value for \(key) was " + renderValue(alike.item), alike.reason, noun: "value")))
        }
        return .mismatch(
            search.closestItem(to: matcher).map { closest in
                let words = valueWasWords(entries[closest.index].key)
                let shown = MessageLayout.compactValueLine(
                    closest.item, against: matcher.core.comparedValue?.value, reason: closest.reason,
                    width: MessageLayout.compactWidth - words.count)
                return MatchResult.Reason(
                    .list(
                        heading: "no value is equal; the closest:",
                        items: [.failedItem(description: words + shown, reason: closest.reason)]))
            })
    }
}
