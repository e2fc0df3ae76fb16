/// Matches a dictionary with the given key.
///
/// ```swift
/// assertThat(headers, hasKey("Authorization"))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with key "Authorization"
///      but: was ["Accept": "text/html"]
/// ```
///
/// The key is looked up by hashing.
public func hasKey<Key: Hashable, Value>(_ key: Key) -> Matcher<[Key: Value]> {
    hasKey(equalTo(key))
}

/// Matches a dictionary with at least one key that the given matcher accepts.
///
/// ```swift
/// assertThat(headers, hasKey(hasPrefix("X-")))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with key a string with prefix "X-"
///      but: was ["Accept": "text/html"]
/// ```
public func hasKey<Key: Hashable, Value>(_ matcher: Matcher<Key>) -> Matcher<[Key: Value]> {
    let core = WrappingCore<[Key: Value], Key>(
        matcher, wrappedIn: { (MarkedText("a dictionary with key "), "") }
    ) {
        actual, explain in
        let found: Bool
        if case .equality(let key)? = matcher.kind {
            found = actual[key] != nil
        } else {
            found = actual.keys.contains { matcher.isSatisfied(by: $0) }
        }
        if found { return .match }
        guard explain else { return .mismatch(nil) }
        // A key that prints as the one expected (NaN): why it is not that key.
        let search = AlikeItemSearch(itemsInReportOrder(actual.keys, upTo: alikeItemSearchLimit))
        return .mismatch(
            search.itemPrintingAlike(matcher).map {
                let line = namedPart(
                    "key ", $0.item, comparedWith: matcher.core.comparedValue?.value, reason: $0.reason)
                return MatchResult.Reason(alikeItemReport(line, $0.reason, noun: "key"))
            })
    }
    return Matcher(core: core)
}
