/// Matches a dictionary containing every entry of the given one (other entries allowed).
///
/// ```swift
/// assertThat(stock, hasEntries(["nori": 3, "negi": 5]))
/// ```
///
/// Every failing entry is reported, sorted by key:
///
/// ```
/// Expected: a dictionary containing ["negi": 5, "nori": 3]
///      but: was ["nori": 2, "tamago": 12]
///           failed 2 of 2 entries:
///             - no key "negi"
///             - value for "nori" was 2
///               expected: 3
/// ```
public func hasEntries<Key: Hashable, Value: Equatable>(_ entries: [Key: Value]) -> Matcher<[Key: Value]> {
    entriesMatcher(entries.map { ($0.key, equalTo($0.value)) }, sortedByKey: true)
}

/// Matches a dictionary in which each key of the given dictionary maps to a value its matcher
/// accepts.
///
/// ```swift
/// assertThat(stock, hasEntries(["nori": greaterThan(0), "negi": anything()]))
/// ```
///
/// prints the same kind of message as the value form: `failed K of N entries:` and, for each
/// failing key, `no key …` or the value with what was expected and the matcher's reason.
public func hasEntries<Key: Hashable, Value>(_ entries: [Key: Matcher<Value>]) -> Matcher<[Key: Value]> {
    entriesMatcher(entries.map { ($0.key, $0.value) }, sortedByKey: true)
}

/// Matches a dictionary containing every given key–value pair; the entries are listed in the
/// order given.
///
/// ```swift
/// assertThat(stock, hasEntries(("nori", 3), ("negi", 5)))
/// ```
///
/// Against `["nori": 3]` it prints
///
/// ```
/// Expected: a dictionary containing ["nori": 3, "negi": 5]
///      but: was ["nori": 3]
///           failed 1 of 2 entries:
///             - no key "negi"
/// ```
public func hasEntries<Key: Hashable, Value: Equatable>(_ entries: (Key, Value)...) -> Matcher<[Key: Value]> {
    entriesMatcher(entries.map { ($0.0, equalTo($0.1)) }, sortedByKey: false)
}

/// Matches a dictionary in which each given key maps to a value its matcher accepts; the entries
/// are listed in the order given.
///
/// ```swift
/// assertThat(stock, hasEntries(("nori", greaterThan(0)), ("negi", lessThan(10))))
/// ```
///
/// Against `["nori": 0, "negi": 5]` it prints
///
/// ```
/// Expected: a dictionary containing ["nori": a value greater than 0, "negi": a value less than 10]
///      but: was ["negi": 5, "nori": 0]
///           failed 1 of 2 entries:
///             - value for "nori" was 0
///               expected: a value greater than 0
/// ```
public func hasEntries<Key: Hashable, Value>(_ entries: (Key, Matcher<Value>)...) -> Matcher<[Key: Value]> {
    entriesMatcher(entries, sortedByKey: false)
}

/// Every key must be present and its value accepted by its matcher. With `sortedByKey` the entries
/// are described and reported sorted by rendered key (the order of a dictionary argument changes
/// from run to run); the sorting happens only when text is built.
private func entriesMatcher<Key: Hashable, Value>(
    _ entries: [(Key, Matcher<Value>)],
    sortedByKey: Bool
) -> Matcher<[Key: Value]> {
    let inMessageOrder = {
        sortedByKey
            ? DisplayOrder.sorted(entries) { $0.0 }
            : entries
    }
    return Matcher(listedBy: { types in
        let ordered = inMessageOrder()
        return MarkedText(
            "a dictionary containing ",
            describeMarkedList(ordered.count) { index in
                var entry = ValueRenderer.renderMarked(ordered[index].0)
                entry.append(": ")
                entry.append(ordered[index].1.core.describeMarked(compactly: types))
                return entry
            })
    }) { actual, explain in
        func isSatisfied(_ entry: (key: Key, matcher: Matcher<Value>)) -> Bool {
            actual[entry.key].map { entry.matcher.isSatisfied(by: $0) } ?? false
        }
        if entries.allSatisfy(isSatisfied) { return .match }
        guard explain else { return .mismatch(nil) }
        let ordered = inMessageOrder()
        let failed = ordered.indices.filter { !isSatisfied(ordered[$0]) }
        let heading = "failed \(failed.count) of \(counted(entries.count, "entry", plural: "entries")):"
        // The keys, sorted once for every missing key, and only if one is missing.
        lazy var keys = keySearch(actual)
        return .mismatch(
            MatchResult.Reason(
                cappedList(heading, failed) { index in
                    let (key, matcher) = ordered[index]
                    guard let value = actual[key] else { return noKey(key, among: keys, flush: true) }
                    return failedPart(
                        valueWasWords(key), value, matcher, reason: reason(matcher, value), flush: true)
                })
        )
    }
}
