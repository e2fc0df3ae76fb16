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
public func hasValue<Key: Hashable, Value>(_ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
    Matcher(markedBy: { MarkedText("a dictionary with value ", matcher.core.describeMarked()) }) {
        actual, explain in
        if actual.values.contains(where: { matcher.isSatisfied(by: $0) }) { return .match }
        guard explain else { return .mismatch(nil) }
        // A value that prints as the one expected (NaN): its key, and why it is not that value.
        let entries = sortedByKey(actual).prefix(alikeItemSearchLimit)
        let search = AlikeItemSearch(entries.map(\.value))
        return .mismatch(
            search.itemPrintingAlike(matcher).map {
                let key = renderValue(entries[$0.index].key)
                return MatchResult.Reason(
                    alikeItemReport("value for \(key) was " + renderValue($0.item), $0.reason, noun: "value"))
            })
    }
}
