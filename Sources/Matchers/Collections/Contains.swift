/// Matches a sequence with exactly as many items as matchers, item *i* accepted by matcher *i*.
///
/// ```swift
/// assertThat(recorder.values, contains(equalTo(1), greaterThan(1), lessThan(0)))
/// ```
///
/// The reason names the first differing item, then a missing or an unexpected tail (or, when every
/// matcher is an `equalTo`, says the items are the values in another order, as `equalTo` does for
/// two arrays):
///
/// ```
/// Expected: a sequence containing exactly [1, a value greater than 1, a value less than 0]
///      but: was [1, 0]
///           item 1 was 0
///             expected: a value greater than 1
///           missing 1 item from index 2:
///             - a value less than 0
/// ```
@_disfavoredOverload
public func contains<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    contains(matchers)
}

/// Matches a sequence with exactly as many items as the array has matchers, item *i* accepted by
/// matcher *i*.
///
/// ```swift
/// assertThat(recorder.values, contains([equalTo(1), greaterThan(1)]))
/// ```
///
/// prints the same message as the variadic form: the first differing item, then a missing or an
/// unexpected tail.
@_disfavoredOverload
public func contains<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    let phrase = "a sequence containing exactly "
    // The note on a set's iteration order is added here, unless the reason's `hasItem` hint names
    // the matcher to use instead (see `hasItemHint`). One matcher reads the same in any order.
    let inAnyOrder = matchers.count == 1 ? nil : "containsInAnyOrder"
    let core = ItemListCore<S>(phrase, matchers, inAnyOrder: nil) { actual, explain in
        var iterator = actual.makeIterator()
        var count = 0
        var firstMismatch: (index: Int, item: S.Element)?
        // The items from the first mismatch on, kept on the failure path only: with the values
        // before it, they tell whether the items are the expected ones in another order.
        var fromMismatch: [S.Element] = []
        while count < matchers.count, let item = iterator.next() {
            if firstMismatch == nil, !matchers[count].isSatisfied(by: item) {
                guard explain else { return .mismatch(nil) }
                firstMismatch = (count, item)
            }
            if firstMismatch != nil { fromMismatch.append(item) }
            count += 1
        }
        // Extra items are read no further than the message shows, plus one to know there are
        // more: an endless sequence fails fast. A collection says how many it has.
        let limit = MessageLimits.current.maxReportedItems
        var extras: [S.Element] = []
        var moreExtras = false
        while let item = iterator.next() {
            guard explain else { return .mismatch(nil) }
            if extras.count == limit {
                moreExtras = true
                break
            }
            extras.append(item)
        }
        let extraCount = moreExtras ? collectionCount(actual).map { $0 - count } : extras.count
        if firstMismatch == nil, count == matchers.count, extras.isEmpty { return .match }
        guard explain else { return .mismatch(nil) }

        if let (index, _) = firstMismatch, count == matchers.count, extras.isEmpty,
            let before = equalityOperands(matchers[..<index]),
            let reordered = reorderingReason(before + fromMismatch, matchers)
        {
            return notingIterationOrder(.mismatch(reordered), of: actual, inAnyOrder: inAnyOrder)
        }
        var sections: [MatchResult.Reason.Content] = []
        var lines: MatchResult.Reason.ValueLines? = nil
        if let (index, item) = firstMismatch {
            let matcher = matchers[index]
            let itemReason = reason(matcher, item)
            sections.append(failedItem(index, item, matcher, reason: itemReason))
            if let extraCount {
                lines = itemLines(
                    matcher, item, reason: itemReason, expected: (index, matchers.count),
                    actual: (index, count + extraCount), phrase: phrase)
            }
        }
        if count < matchers.count {
            sections.append(
                cappedList(
                    "missing \(counted(matchers.count - count, "item")) from index \(count):",
                    count..<matchers.count
                ) { .text(matchers[$0].description) }
            )
        }
        if let extraCount, extraCount > 0 {
            sections.append(
                .list(
                    heading:
                        "unexpected \(counted(extraCount, "item")) from index \(count):",
                    items: MessageLayout.capped(extras.map { .text(renderValue($0)) }, total: extraCount)
                )
            )
        } else if extraCount == nil {
            sections.append(
                .list(
                    heading: "unexpected items from index \(count) (reading stopped after \(limit + 1)):",
                    items: extras.map { .text(renderValue($0)) } + [.text("…(more)")]
                )
            )
        }
        if let hint = hasItemHint(matchers, actual, firstMismatch: firstMismatch, extras: extras) {
            sections.append(hint)
            return .mismatch(itemsReason(sections, cutAround: lines))
        }
        let result = MatchResult.mismatch(itemsReason(sections, cutAround: lines))
        return notingIterationOrder(result, of: actual, inAnyOrder: inAnyOrder)
    }
    return Matcher(core: core)
}

/// Matches a sequence equal, item by item, to the given values; each value means `equalTo`.
///
/// ```swift
/// assertThat(recorder.values, contains(1, 2, 3))
/// ```
///
/// Against `[1, 5, 3, 4]` it prints
///
/// ```
/// Expected: a sequence containing exactly [1, 2, 3]
///      but: was [1, 5, 3, 4]
///           item 1 was 5
///             expected: 2
///           unexpected 1 item from index 3:
///             - 4
/// ```
///
/// The same values in another order are said to be so, in the words `equalTo` uses for two arrays:
/// `differs in order: the same 2 elements in another order:` and the moves, `[0] → [1]: "wakame"`.
/// One value that is among several items (what `Sequence.contains(_:)` asks) is pointed to
/// `hasItem`: `"Dune" is item 2; for a sequence that has it among other items, use
/// hasItem("Dune")`.
public func contains<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contains(items)
}

/// Matches a sequence equal, item by item, to the values of the array.
///
/// ```swift
/// assertThat(recorder.values, contains([1, 2, 3]))  // three items, not one array
/// ```
///
/// prints the same message as the variadic form.
public func contains<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher(core: EqualItemsCore(items))
}

/// `contains` on values: compares item by item with `==` and builds no matcher per value; the
/// general `contains` of one `equalTo` per value is built only to describe or explain a failure.
private final class EqualItemsCore<S: Sequence>: MatcherCore<S> where S.Element: Equatable {
    let items: [S.Element]

    init(_ items: [S.Element]) {
        self.items = items
    }

    /// The same check as matchers, for the message.
    var general: Matcher<S> { contains(items.map(equalTo)) }

    override func describe() -> String { general.description }

    override func describeMarked() -> MarkedText { general.core.describeMarked() }

    override func describeCompactly(listCutAround list: String) -> String? {
        general.core.describeCompactly(listCutAround: list)
    }

    override func evaluate(_ actual: S, explain: Bool) -> MatchResult {
        let same = contiguousItemsEqual(actual, items)
        if same == true { return .match }
        if same == false, !explain { return .mismatch(nil) }
        return general.core.evaluate(actual, explain: explain)
    }
}

/// The hint under a one-value `contains(x)` that failed on a sequence of several items, one of
/// which is `x` (what `Sequence.contains(_:)` means): `"Dune" is item 2; for a sequence that has it
/// among other items, use hasItem("Dune")`; for a set, `the set has "Dune"; …`. `nil` for any other
/// failure. The item is found among those the message lists (`firstMismatch`, the first item when it
/// failed, and `extras`), or, in a collection, by reading it again up to the first item that
/// matches. Failure path only.
private func hasItemHint<S: Sequence>(
    _ matchers: [Matcher<S.Element>],
    _ actual: S,
    firstMismatch: (index: Int, item: S.Element)?,
    extras: [S.Element]
) -> MatchResult.Reason.Content? {
    guard matchers.count == 1, case .equality(let value)? = matchers[0].kind, !extras.isEmpty else {
        return nil
    }
    let matcher = matchers[0]
    let shown = renderShortValue(value)
    let advice = "among other items, use hasItem(\(shown))"
    if isUnordered(actual) {
        guard actual.contains(where: matcher.isSatisfied) else { return nil }
        return .text("the set has \(shown); for a set that has it " + advice)
    }
    let index: Int?
    if firstMismatch == nil {
        index = 0
    } else if actual is any Collection {
        index = actual.enumerated().first { matcher.isSatisfied(by: $0.element) }?.offset
    } else {
        index = extras.firstIndex(where: matcher.isSatisfied).map { $0 + 1 }
    }
    guard let index else { return nil }
    return .text("\(shown) is item \(index); for a sequence that has it " + advice)
}
