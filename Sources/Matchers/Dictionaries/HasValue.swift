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
    let core = WrappingCore<[Key: Value], Value>(
        matcher, wrappedIn: { (MarkedText("a dictionary with value "), "") }
    ) {
        actual, explain in
        if actual.values.contains(where: { matcher.isSatisfied(by: $0) }) { return .match }
        guard explain else { return .mismatch(nil) }
        // A value that prints as the one expected (NaN): its key, and why it is not that value; or
        // else the value closest to it, with the diff.
        let entries = sortedByKey(actual).prefix(alikeItemSearchLimit)
        let search = AlikeItemSearch(entries.map(\.value))
        let value = matcher.core.comparedValue?.value
        if let alike = search.itemPrintingAlike(matcher) {
            let line = namedPart(
                valueWasWords(entries[alike.index].key), alike.item, comparedWith: value, reason: alike.reason
            )
            return .mismatch(MatchResult.Reason(alikeItemReport(line, alike.reason, noun: "value")))
        }
        return .mismatch(
            search.closestItem(to: matcher).map { closest in
                let line = namedPart(
                    valueWasWords(entries[closest.index].key), closest.item, comparedWith: value,
                    reason: closest.reason)
                return MatchResult.Reason(
                    .list(
                        heading: "no value is equal; the closest:",
                        items: [.failedItem(description: line, reason: closest.reason)]))
            })
    }
    return Matcher(core: core)
}
