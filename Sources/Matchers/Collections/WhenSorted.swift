/// Matches a sequence whose items, sorted in increasing order, the given matcher accepts (gMock's
/// `WhenSorted`): for results whose order does not matter, with the diffs of an array `equalTo`.
///
/// ```swift
/// assertThat(Set([3, 1, 4]), whenSorted(equalTo([1, 3, 5])))
/// ```
///
/// prints
///
/// ```
/// Expected: when sorted, [1, 3, 5]
///      but: was [1, 3, 4]
///           sorted was [1, 3, 4]
///             differs at index 2: expected 5, found 4
/// ```
///
/// The sequence is read once, to its end. Items equal to nothing, not even to themselves (NaN),
/// come last, so that the order is the same on every run: `[2.0, .nan, 1.0]` sorts to
/// `[1.0, 2.0, nan]` (`sorted()` would leave it as it is, as NaN compares with nothing).
///
/// A sequence that is not a collection is read to its end, and to 1,000,000 items at most: past
/// that it fails with `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
public func whenSorted<S: Sequence>(_ matcher: Matcher<[S.Element]>) -> Matcher<S>
where S.Element: Comparable {
    // `<`, and every item that equals itself before every item that does not: a strict weak order
    // even with NaN, for which `sorted()` promises no order at all.
    sortedFeature({ $0.sorted { $0 < $1 || ($1 != $1 && $0 == $0) } }, matcher)
}

/// Matches a sequence whose items, sorted by `areInIncreasingOrder`, the given matcher accepts.
///
/// ```swift
/// assertThat(bowls, whenSorted(by: { $0.soup < $1.soup }, everyItem(has(\.size, greaterThan(0)))))
/// ```
///
/// prints the same shape as ``whenSorted(_:)``: `Expected: when sorted, <matcher>`, and
/// `sorted was […]` with the inner reason under it.
public func whenSorted<S: Sequence>(
    by areInIncreasingOrder: @escaping @Sendable (S.Element, S.Element) -> Bool,
    _ matcher: Matcher<[S.Element]>
) -> Matcher<S> {
    sortedFeature({ $0.sorted(by: areInIncreasingOrder) }, matcher)
}

private func sortedFeature<S: Sequence>(
    _ sort: @escaping ([S.Element]) -> [S.Element],
    _ matcher: Matcher<[S.Element]>
) -> Matcher<S> {
    Matcher(
        core: WrappingCore("when sorted, ", matcher) { actual, explain in
            guard let items = boundedItems(of: actual) else {
                return .mismatch(explain ? MatchResult.Reason(endlessReadingLine(of: actual)) : nil)
            }
            return featureResult({ "sorted" }, sort(items), matcher, explain: explain)
        })
}
