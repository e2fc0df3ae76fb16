/// Matches a sequence every item of which at least one of the given matchers accepts; an empty
/// sequence matches.
///
/// ```swift
/// assertThat(soups, onlyContains(equalTo(.miso), equalTo(.shoyu)))
/// ```
///
/// Matchers may be shared and need not all be used. Every rejected item is reported:
///
/// ```
/// Expected: a sequence containing only [.miso, .shoyu]
///      but: was [.miso, .shio, .tonkotsu]
///           failed 2 of 3 items:
///             - item 1 was .shio
///             - item 2 was .tonkotsu
/// ```
///
/// A sequence that is not a collection whose every item passes is read to 1,000,000 items at most:
/// it fails there with `the first 1000000 items matched` and
/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
@_disfavoredOverload
public func onlyContains<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    onlyContains(matchers)
}

/// Matches a sequence every item of which at least one matcher of the array accepts.
///
/// ```swift
/// assertThat(soups, onlyContains([equalTo(.miso), equalTo(.shoyu)]))
/// ```
///
/// prints the same message as the variadic form: `failed K of N items:` and each rejected item.
/// With a single matcher, its reason is printed under each item; with several, an item near one of
/// the values (a structural diff finds at most 3 places changed) shows it and the diff:
/// `closest: User(id: 2, name: "Bob")` / `but: differs at name: expected "Bob", found "Rob"`.
@_disfavoredOverload
public func onlyContains<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    // One matcher: `everyItem`'s check, which holds the matcher alone (no list, no table).
    if matchers.count == 1 {
        let only = matchers[0]
        return allItems(matching: only, describedBy: .onlyItem)
    }
    // An item is accepted by hashing when there are several matchers and every one is a hashable
    // equality.
    let membership = matchers.count > 1 ? hashableEqualityOperands(matchers).flatMap(hashedMembership) : nil
    let accepts = { (item: S.Element) -> Bool in
        membership?(item) ?? matchers.contains { $0.isSatisfied(by: item) }
    }
    return Matcher(listedBy: { types in
        MarkedText("a sequence containing only ", describeMarkedList(matchers, compactly: types))
    }) {
        actual, explain in
        guard explain else {
            return readItems(of: actual, until: { !accepts($0) }) == .ended ? .match : .mismatch(nil)
        }
        // An item that prints as one of the values (NaN) says why it is not that value; else the
        // value nearest to it, with the diff.
        var diffsLeft = closestItemDiffBudget
        let report = rejectedItemsReport(actual, accepts: accepts) { index, item in
            if let alike = reasonAgainstAlikeValue(item, among: matchers) {
                return failedItem(index, item, reason: alike)
            }
            guard
                let closest = nearest(
                    among: matchers, to: item, diffsLeft: &diffsLeft, reason: { reason($0, item) })
            else { return failedItem(index, item, reason: nil) }
            return itemWithClosest(index, item, closest.candidate)
        }
        return report.map { .mismatch($0) } ?? .match
    }
}

/// Matches a sequence all of whose items are among the given values; each value means `equalTo`.
///
/// ```swift
/// assertThat(soups, onlyContains(.miso, .shoyu))
/// ```
///
/// Against `[.miso, .shio]` it prints
///
/// ```
/// Expected: a sequence containing only [.miso, .shoyu]
///      but: was [.miso, .shio]
///           failed 1 of 2 items:
///             - item 1 was .shio
/// ```
public func onlyContains<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    onlyContains(items)
}

/// Matches a sequence all of whose items are among the values of the array.
///
/// ```swift
/// assertThat(soups, onlyContains([.miso, .shoyu]))
/// ```
///
/// prints the same message as the variadic form.
public func onlyContains<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    onlyContains(items.map(equalTo))
}
