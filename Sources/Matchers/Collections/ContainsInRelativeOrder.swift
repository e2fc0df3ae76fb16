/// Matches a sequence in which the given matchers accept items in this order, other items allowed
/// in between.
///
/// ```swift
/// assertThat(recorder.events, containsInRelativeOrder(equalTo("loading"), hasPrefix("loaded")))
/// ```
///
/// Each matcher takes the earliest item after the previous one's, which finds an order whenever
/// one exists. The reason names the first matcher left without an item and, when an earlier item
/// matches it, that item:
///
/// ```
/// Expected: a sequence containing in relative order ["loading", a string with prefix "loaded"]
///      but: was ["loaded 3", "loading"]
///           no item after item 1 matched:
///             - a string with prefix "loaded"
///               item 0 matches it, but comes before item 1
/// ```
///
/// Reading stops once the last matcher found its item; a sequence that is not a collection is read
/// to 1,000,000 items at most, and the report then ends with
/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    containsInRelativeOrder(matchers)
}

/// Matches a sequence in which the matchers of the array accept items in this order, other items
/// allowed in between.
///
/// ```swift
/// assertThat(recorder.events, containsInRelativeOrder([equalTo("loading"), hasPrefix("loaded")]))
/// ```
///
/// prints the same message as the variadic form: the first matcher left without an item.
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    Matcher(listedBy: { types in
        MarkedText("a sequence containing in relative order ", describeMarkedList(matchers, compactly: types))
    }) {
        actual, explain in
        notingIterationOrder(inRelativeOrder(matchers, actual, explain), of: actual, inAnyOrder: "hasItems")
    }
}

/// Whether `matchers` accept items of `actual` in their order, others allowed in between, and why
/// not: the first matcher left without an item.
private func inRelativeOrder<S: Sequence>(_ matchers: [Matcher<S.Element>], _ actual: S, _ explain: Bool)
    -> MatchResult
{
    // Greedy is optimal here: taking the earliest acceptable item leaves the most room for the
    // matchers after it.
    var matched = 0
    var lastPosition = -1
    var position = -1
    let read = readItems(of: actual) { item in
        position += 1
        guard matched < matchers.count else { return true }
        if matchers[matched].isSatisfied(by: item) {
            matched += 1
            lastPosition = position
        }
        return false
    }
    if matched == matchers.count { return .match }
    guard explain else { return .mismatch(nil) }
    let reason = missingInRelativeOrder(matchers, matched: matched, lastPosition: lastPosition, actual)
    return .mismatch(read == .cutShort ? reason.notingEndlessReading(of: actual) : reason)
}

/// The reason when `matchers[matched]` found no item after item `lastPosition`, where the matcher
/// before it found one: the missing matcher, and the earlier item that matches it if there is one.
private func missingInRelativeOrder<S: Sequence>(
    _ matchers: [Matcher<S.Element>], matched: Int, lastPosition: Int, _ actual: S
) -> MatchResult.Reason {
    let missing = matchers[matched]
    // An item after the last one matched that prints as the missing value (NaN): why it is not.
    let later = AlikeItemSearch(actual.dropFirst(lastPosition + 1), numberedFrom: lastPosition + 1)
    guard matched > 0 else {
        return MatchResult.Reason(.list(heading: "no item matched:", items: [later.missingEntry(missing)]))
    }
    var entry = later.missingEntry(missing)
    let items = Array(actual.prefix(lastPosition + 1))
    if let earlier = items.indices.first(where: { missing.isSatisfied(by: items[$0]) }) {
        let hint =
            earlier == lastPosition
            ? labelled(
                "item \(earlier) matches it, but already matched ", matchers[matched - 1].description)
            : "item \(earlier) matches it, but comes before item \(lastPosition)"
        entry = .lines([entry, .text(hint)])
    }
    return MatchResult.Reason(.list(heading: "no item after item \(lastPosition) matched:", items: [entry]))
}

/// Matches a sequence holding the given values in this order, other items allowed in between;
/// each value means `equalTo`.
///
/// ```swift
/// assertThat(recorder.values, containsInRelativeOrder(1, 3))
/// ```
///
/// Against `[3, 2, 1]` it prints
///
/// ```
/// Expected: a sequence containing in relative order [1, 3]
///      but: was [3, 2, 1]
///           no item after item 2 matched:
///             - 3
///               item 0 matches it, but comes before item 2
/// ```
public func containsInRelativeOrder<S: Sequence>(_ items: S.Element...) -> Matcher<S>
where S.Element: Equatable {
    containsInRelativeOrder(items)
}

/// Matches a sequence holding the values of the array in this order, other items allowed in
/// between.
///
/// ```swift
/// assertThat(recorder.values, containsInRelativeOrder([1, 3]))
/// ```
///
/// prints the same message as the variadic form.
public func containsInRelativeOrder<S: Sequence>(_ items: [S.Element]) -> Matcher<S>
where S.Element: Equatable {
    containsInRelativeOrder(items.map(equalTo))
}
