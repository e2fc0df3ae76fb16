/// Matches a sequence with at least one item that the given matcher accepts.
///
/// ```swift
/// assertThat(recorder.values, hasItem(greaterThan(3)))
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence with an item matching a value greater than 3
///      but: was [1, 2]
/// ```
///
/// The description says "an item matching", so that `hasItem(allOf(a, b))` (one item that is both)
/// does not read like `hasItems(a, b)` (`a sequence containing all of [a, b]`, an item for each).
/// An `equalTo` reads `a sequence containing "tamago"`, a predicate `a sequence with an item that has
/// title "Dune"`. When the item matcher (other than an
/// `equalTo`) explains its mismatches, each item is listed with its reason under
/// `none of N items matched:` (up to ``MessageLimits/maxReportedItems``). An `equalTo` whose value
/// an item prints as, yet does not equal (NaN), names that item and why: `no item is equal; one
/// prints alike:` / `- item 1 was nan` / `but: NaN is not equal to itself`. An `equalTo` whose value
/// an item is near (a diff of each of the first 32 items finds at most 3 places changed) shows the
/// nearest item with its diff, and the value lines cut around it:
///
/// ```
/// Expected: a sequence containing User(id: 2, name: "Bob")
///      but: was [User(id: 1, name: "Ann"), User(id: 2, name: "Rob")]
///           no item is equal; the closest:
///             - item 1 was User(id: 2, name: "Rob")
///               but: differs at name: expected "Bob", found "Rob"
/// ```
///
/// A sequence that is not a collection may never end: it is read to 1,000,000 items at most, and
/// then fails with `none of the first 1000000 items matched` and
/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
///
/// Given an `equalTo`, a set, a dictionary's `keys` and a range are asked whether they hold the
/// item instead of being read: by hashing, or by their bounds (`hasItem(-1)` on `0..<Int.max`
/// fails at once).
public func hasItem<S: Sequence>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
    let core = PhraseCore<S, S.Element>(matcher, phrase: .anItem) { actual, explain in
        // Arrays and other contiguous sequences: the element matcher runs the loop itself. A set
        // or a range is asked by an equality whether it holds the item.
        let read: BoundedRead
        if let contiguous = actual.withContiguousStorageIfAvailable({
            matcher.core.acceptsAny(of: $0) ? BoundedRead.stopped : .ended
        }) {
            read = contiguous
        } else if let found = matcher.core.acceptsAny(lookingUpIn: actual) {
            read = found ? .stopped : .ended
        } else {
            read = readItems(of: actual, until: { matcher.isSatisfied(by: $0) })
        }
        if read == .stopped { return .match }
        guard explain else { return .mismatch(nil) }
        guard read == .ended else {
            return .mismatch(
                MatchResult.Reason("none of the first \(sequenceReadLimit) items matched")
                    .notingEndlessReading(of: actual))
        }
        // An equality's Expected line says it all, and a diff against every item would only be
        // noise, unless an item prints as its value (NaN): then why that item differs; or one
        // item is near the value, differing in a few places: then that item and its diff.
        if isEquality(matcher) {
            let search = AlikeItemSearch(itemsInReportOrder(actual, upTo: alikeItemSearchLimit))
            if let alike = search.itemPrintingAlike(matcher) {
                let line = namedPart(
                    "item \(alike.index) was ", alike.item, comparedWith: matcher.core.comparedValue?.value,
                    reason: alike.reason)
                return .mismatch(MatchResult.Reason(alikeItemReport(line, alike.reason)))
            }
            return .mismatch(
                closestItemReason(
                    in: search, isWhole: search.count < alikeItemSearchLimit, to: matcher,
                    after: Phrase.anItem.words(around: matcher).before))
        }
        let items = itemsInReportOrder(actual)
        let explained = items.prefix(MessageLimits.current.maxReportedItems).enumerated().map {
            (index: $0.offset, item: $0.element, reason: reason(matcher, $0.element))
        }
        guard explained.contains(where: { !($0.reason?.isEmpty ?? true) }) else { return .mismatch(nil) }
        let bullets = explained.map { failedItem($0.index, $0.item, reason: $0.reason) }
        return .mismatch(
            MatchResult.Reason(
                .list(
                    heading: "none of \(counted(items.count, "item")) matched:",
                    items: MessageLayout.capped(bullets, total: items.count)))
        )
    }
    return Matcher(core: core)
}

/// Matches a sequence with at least one item equal to the given one.
///
/// ```swift
/// assertThat(mockCook.cookRamenLastExtras, hasItem("tamago"))
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence containing "tamago"
///      but: was ["wakame", "nori"]
/// ```
public func hasItem<S: Sequence>(_ item: S.Element) -> Matcher<S> where S.Element: Equatable {
    hasItem(equalTo(item))
}

/// Matches a collection whose item at the given position (counted from 0, from the start) the
/// matcher accepts.
///
/// ```swift
/// assertThat(recorder.values, hasItem(greaterThan(3), atIndex: 1))
/// ```
///
/// prints
///
/// ```
/// Expected: a collection with a value greater than 3 at index 1
///      but: was [5, 2]
///           item 1 was 2
/// ```
///
/// A position outside the collection says so: `no index 5; count was 2`.
///
/// - Parameters:
///   - matcher: What the item must satisfy.
///   - index: The item's offset from the start of the collection (0 for the first item), whatever
///     the collection's index type.
public func hasItem<C: Collection>(_ matcher: Matcher<C.Element>, atIndex index: Int) -> Matcher<C> {
    let core = WrappingCore<C, C.Element>(
        matcher, wrappedIn: { (MarkedText("a collection with "), " at index \(index)") }
    ) {
        actual, explain in
        guard index >= 0,
            let position = actual.index(actual.startIndex, offsetBy: index, limitedBy: actual.endIndex),
            position != actual.endIndex
        else {
            return .mismatch(explain ? "no index \(index); count was \(actual.count)" : nil)
        }
        let item = actual[position]
        return partResult(
            matcher, on: item, explain: explain,
            room: room(between: "a collection with ", and: " at index \(index)")
        ) { itemWas(index, shown: $0) }
    }
    return Matcher(core: core)
}

/// Matches a collection whose item at the given position (counted from 0) equals the given one.
///
/// ```swift
/// assertThat(mockCook.cookRamenLastExtras, hasItem("tamago", atIndex: 0))
/// ```
///
/// prints
///
/// ```
/// Expected: a collection with "tamago" at index 0
///      but: was ["wakame", "tamago"]
///           item 0 was "wakame"
///             but: differs at character 1: expected "t", found "w"
/// ```
///
/// - Parameters:
///   - item: The value the item must equal.
///   - index: The item's offset from the start of the collection (0 for the first item).
public func hasItem<C: Collection>(_ item: C.Element, atIndex index: Int) -> Matcher<C>
where C.Element: Equatable {
    hasItem(equalTo(item), atIndex: index)
}

/// Matches a sequence in which every given matcher accepts at least one item (items may be
/// shared); only the matchers that found no item are reported.
///
/// ```swift
/// assertThat(extras, hasItems(equalTo("tamago"), hasPrefix("waka")))
/// ```
///
/// prints
///
/// ```
/// Expected: a sequence containing all of ["tamago", a string with prefix "waka"]
///      but: was ["tamago", "nori"]
///           missing 1 of 2:
///             - a string with prefix "waka"
/// ```
///
/// A missing `equalTo` value shows the item nearest to it, when one is near (a structural diff
/// finds at most 3 places changed, among the first 32 items, 64 diffs in all), with its diff:
/// `item 1 was User(id: 2, name: "Rob") (closest)` / `but: differs at name: expected "Bob", found "Rob"`.
///
/// A sequence that is not a collection is read until every matcher found an item, and to 1,000,000
/// items at most; the list of missing matchers then ends with
/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
/// When every matcher is an `equalTo`, a set, a dictionary's `keys` and a range are asked for each
/// value instead of being read.
@_disfavoredOverload
public func hasItems<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    hasItems(matchers)
}

/// Matches a sequence in which every matcher of the array accepts at least one item.
///
/// ```swift
/// assertThat(extras, hasItems([equalTo("tamago"), hasPrefix("waka")]))
/// ```
///
/// prints the same message as the variadic form: `missing K of N:` and the matchers that found
/// no item.
@_disfavoredOverload
public func hasItems<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    hasItems(Expectations(matchers))
}

/// `hasItems` over matchers, or over values whose `equalTo` is built only to describe them.
private func hasItems<S: Sequence>(_ matchers: Expectations<S.Element>) -> Matcher<S> {
    Matcher(listedBy: { types in
        MarkedText(
            "a sequence containing all of ",
            describeMarkedList(matchers.count) { matchers[$0].core.describeMarked(compactly: types) })
    }) { actual, explain in
        let (missing, read) = itemsMissing(matchers, in: actual)
        if missing.isEmpty { return .match }
        guard explain else { return .mismatch(nil) }
        // A missing value that an item prints as (NaN) says which item, and why it differs.
        let search = AlikeItemSearch(itemsInReportOrder(actual, upTo: alikeItemSearchLimit))
        let report = MatchResult.Reason(
            cappedList("missing \(missing.count) of \(matchers.count):", missing) {
                search.missingEntry(matchers[$0])
            })
        return .mismatch(read == .cutShort ? report.notingEndlessReading(of: actual) : report)
    }
}

/// The matchers that accept no item of `actual`, and how reading ended. A collection is looked up
/// whole; another sequence, which may never end, is read until every matcher found an item, or
/// to ``sequenceReadLimit`` items.
private func itemsMissing<S: Sequence>(_ matchers: Expectations<S.Element>, in actual: S) -> (
    missing: [Int], read: BoundedRead
) {
    // An array is read (it could not tell); a set or a range is asked for each expected value.
    let isContiguous = actual.withContiguousStorageIfAvailable { _ in true } ?? false
    if !isContiguous, let missing = matchers.missingByLookup(in: actual) { return (missing, .ended) }
    // `isKnownToEnd`, without asking for contiguous storage again.
    if isContiguous || !mayNeverEnd(actual) {
        let lookup = AcceptanceLookup(Array(actual), matchers)
        return (matchers.indices.filter { lookup.firstItem($0) == nil }, .ended)
    }
    var missing = Array(matchers.indices)
    let read = readItems(of: actual) { item in
        missing.removeAll { matchers.accepts($0, item) }
        return missing.isEmpty
    }
    return (missing, read)
}

/// Matches a sequence containing every given value at least once; each value means `equalTo`.
///
/// ```swift
/// assertThat(extras, hasItems("tamago", "chashu", "nori"))
/// ```
///
/// Against `["wakame", "tamago"]` it prints
///
/// ```
/// Expected: a sequence containing all of ["tamago", "chashu", "nori"]
///      but: was ["wakame", "tamago"]
///           missing 2 of 3:
///             - "chashu"
///             - "nori"
/// ```
public func hasItems<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    hasItems(items)
}

/// Matches a sequence containing every value of the array at least once.
///
/// ```swift
/// assertThat(extras, hasItems(["tamago", "chashu"]))
/// ```
///
/// prints the same message as the variadic form.
public func hasItems<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    hasItems(Expectations(values: items))
}
