// `startsWith`, `endsWith` and `hasItem(_:atIndex:)` for any sequence, single-pass ones included:
// each reads the sequence once and keeps no more items than it compares.

/// Matches a sequence whose first items are accepted, in order, by the given matchers.
///
/// ```swift
/// assertThat(recorder.values, startsWith(equalTo(.idle), equalTo(.loading)))
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence starting with [.idle, .loading]
///      but: was [.idle, .loaded]
///           item 1 was .loaded
///             expected: .loading
/// ```
///
/// It reads no more items than there are matchers. A shorter sequence says
/// `count was 1, expected at least 2`. When every matcher is an `equalTo` and the first items are
/// their values in another order, the reason says so as `equalTo` does for two arrays:
/// `differs in order: the same 2 elements in another order:`, then `[0] → [1]: .idle`.
@_disfavoredOverload
public func startsWith<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    startsWith(matchers)
}

/// Matches a sequence whose first items are accepted, in order, by the matchers of the array.
///
/// ```swift
/// assertThat(lines, startsWith([hasPrefix("HTTP/1.1"), hasPrefix("Date:")]))
/// ```
///
/// prints the same message as the variadic form: the count if it is too short, then the first
/// differing item.
@_disfavoredOverload
public func startsWith<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    let phrase = "a sequence starting with "
    let core = ItemListCore<S>(phrase, matchers, inAnyOrder: "hasItems") { actual, explain in
        var items: [S.Element] = []
        items.reserveCapacity(matchers.count)
        var iterator = actual.makeIterator()
        while items.count < matchers.count, let item = iterator.next() {
            items.append(item)
        }
        return affixResult(
            matchers, matchers.prefix(items.count), items, firstIndex: 0, explain: explain,
            lines: { collectionCount(actual).map { (count: $0, phrase: phrase) } })
    }
    return Matcher(core: core)
}

/// Matches a sequence whose first items equal the given values.
///
/// ```swift
/// assertThat(recorder.values, startsWith(1, 2))
/// ```
///
/// Against `[1, 5, 3]` it prints
///
/// ```
/// Expected: a sequence starting with [1, 2]
///      but: was [1, 5, 3]
///           item 1 was 5
///             expected: 2
/// ```
public func startsWith<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    startsWith(items.map(equalTo))
}

/// Matches a sequence whose first items equal the values of the array.
///
/// ```swift
/// assertThat(recorder.values, startsWith([1, 2]))
/// ```
///
/// prints the same message as the variadic form.
public func startsWith<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    startsWith(items.map(equalTo))
}

/// Matches a sequence whose last items are accepted, in order, by the given matchers.
///
/// ```swift
/// assertThat(recorder.values, endsWith(equalTo(.loaded)))
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence ending with [.loaded]
///      but: was [.idle, .loading]
///           item 1 was .loading
///             expected: .loaded
/// ```
///
/// It reads the whole sequence once but keeps only as many items as there are matchers. Items are
/// numbered from the start. A shorter sequence says `count was 1, expected at least 2` and is
/// compared from its end. Last items that are the expected values (of `equalTo` matchers) in
/// another order are said to be so, as `startsWith` says it: `[4] → [5]: .loaded`.
///
/// A sequence that is not a collection is read to its end, and to 1,000,000 items at most: past
/// that it fails with `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
@_disfavoredOverload
public func endsWith<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    endsWith(matchers)
}

/// Matches a sequence whose last items are accepted, in order, by the matchers of the array.
///
/// ```swift
/// assertThat(log, endsWith([hasPrefix("saved"), equalTo("done")]))
/// ```
///
/// prints the same message as the variadic form.
@_disfavoredOverload
public func endsWith<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    let phrase = "a sequence ending with "
    let core = ItemListCore<S>(phrase, matchers, inAnyOrder: "hasItems") { actual, explain in
        guard !matchers.isEmpty else { return .match }
        // A ring of the last `matchers.count` items. (A struct for it, or the loop of
        // `readItems`, cost 8 K instructions a check on ten items, in metadata; Performance.md.)
        var ring: [S.Element] = []
        ring.reserveCapacity(matchers.count)
        var total = 0
        for item in actual {
            if ring.count < matchers.count {
                ring.append(item)
            } else {
                ring[total % matchers.count] = item
            }
            total += 1
            if total == sequenceReadLimit, mayNeverEnd(actual) {
                return .mismatch(explain ? MatchResult.Reason(endlessReadingLine(of: actual)) : nil)
            }
        }
        let start = ring.count < matchers.count ? 0 : total % matchers.count
        let last = Array(ring[start...] + ring[..<start])
        return affixResult(
            matchers, matchers.suffix(last.count), last, firstIndex: total - last.count, explain: explain,
            lines: { (count: total, phrase: phrase) })
    }
    return Matcher(core: core)
}

/// Matches a sequence whose last items equal the given values.
///
/// ```swift
/// assertThat(recorder.values, endsWith(2, 3))
/// ```
///
/// Against `[1, 2, 4]` it prints
///
/// ```
/// Expected: a sequence ending with [2, 3]
///      but: was [1, 2, 4]
///           item 2 was 4
///             expected: 3
/// ```
public func endsWith<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    endsWith(items.map(equalTo))
}

/// Matches a sequence whose last items equal the values of the array.
///
/// ```swift
/// assertThat(recorder.values, endsWith([2, 3]))
/// ```
///
/// prints the same message as the variadic form.
public func endsWith<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    endsWith(items.map(equalTo))
}

/// Matches a sequence whose item at the given position (counted from 0) the matcher accepts,
/// for sequences that are not collections (a single-pass sequence, an `AnySequence`).
///
/// ```swift
/// assertThat(readings, hasItem(greaterThan(3), atIndex: 1))  // readings: Readings, a Sequence
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence with a value greater than 3 at index 1
///      but: was Readings(values: [5, 2])
///           item 1 was 2
/// ```
///
/// It reads no item past the index; a sequence that ends before it says `no index 5; count was 2`.
/// Collections use the collection overload, which says `a collection with …`.
@_disfavoredOverload
public func hasItem<S: Sequence>(_ matcher: Matcher<S.Element>, atIndex index: Int) -> Matcher<S> {
    let core = WrappingCore<S, S.Element>(
        matcher, wrappedIn: { (MarkedText("a sequence with "), " at index \(index)") }
    ) {
        actual, explain in
        guard index >= 0 else { return .mismatch(explain ? "no index \(index)" : nil) }
        var count = 0
        for item in actual {
            if count == index {
                return partResult(
                    matcher, on: item, explain: explain,
                    room: room(between: "a sequence with ", and: " at index \(index)")
                ) { itemWas(index, shown: $0) }
            }
            count += 1
        }
        return .mismatch(explain ? "no index \(index); count was \(count)" : nil)
    }
    return Matcher(core: core)
}

/// Matches a sequence whose item at the given position (counted from 0) equals the given one.
///
/// ```swift
/// assertThat(extras, hasItem("tamago", atIndex: 0))  // extras: Extras, a Sequence
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence with "tamago" at index 0
///      but: was Extras(names: ["wakame", "tamago"])
///           item 0 was "wakame"
///             but: differs at character 1: expected "t", found "w"
/// ```
@_disfavoredOverload
public func hasItem<S: Sequence>(_ item: S.Element, atIndex index: Int) -> Matcher<S>
where S.Element: Equatable {
    hasItem(equalTo(item), atIndex: index)
}

/// The verdict for the items an affix matcher read: `items` (numbered from `firstIndex`) are
/// compared with `compared`, the matchers they line up with; a sequence shorter than `matchers`
/// fails with its count. Names the first differing item, or, when the items are the expected
/// values in another order, says so as `equalTo` on arrays does. `lines` gives the number of
/// items the sequence has, when it is known, and the matcher's phrase, for value lines cut around
/// the first item that differs; it is asked only for a message.
private func affixResult<T>(
    _ matchers: [Matcher<T>],
    _ compared: ArraySlice<Matcher<T>>,
    _ items: [T],
    firstIndex: Int,
    explain: Bool,
    lines: () -> (count: Int, phrase: String)?
) -> MatchResult {
    let firstMismatch = zip(compared, items).enumerated().first {
        !$0.element.0.isSatisfied(by: $0.element.1)
    }
    if firstMismatch == nil, items.count == matchers.count { return .match }
    guard explain else { return .mismatch(nil) }
    if let reordered = reorderingReason(items, matchers, firstIndex: firstIndex) {
        return .mismatch(reordered)
    }
    var sections: [MatchResult.Reason.Content] = []
    if items.count < matchers.count {
        sections.append(.text("count was \(items.count), expected at least \(matchers.count)"))
    }
    var cutLines: MatchResult.Reason.ValueLines? = nil
    if let (offset, (matcher, item)) = firstMismatch {
        let itemReason = reason(matcher, item)
        sections.append(failedItem(firstIndex + offset, item, matcher, reason: itemReason))
        if let (count, phrase) = lines() {
            cutLines = itemLines(
                matcher, item, reason: itemReason, expected: (compared.startIndex + offset, matchers.count),
                actual: (firstIndex + offset, count), phrase: phrase)
        }
    }
    return .mismatch(itemsReason(sections, cutAround: cutLines))
}
