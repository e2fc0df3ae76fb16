/// Matches a value equal to one of the elements of the given collection.
///
/// ```swift
/// assertThat(order.soup, isIn([RamenSoup.miso, .shoyu]))
/// ```
///
/// prints
///
/// ```
/// Expected: one of [.miso, .shoyu]
///      but: was .shio
/// ```
///
/// Sets print sorted, so the message is the same on every run; a `Set` is searched by hashing. An
/// item that prints as the value yet is not equal to it (NaN) is named, with why: `no item is
/// equal; one prints alike:` / `- item 1 is nan` / `but: NaN is not equal to itself`. Else the item
/// nearest to the value (a structural diff finds at most 3 places changed, among the first 32
/// items) is shown with its diff: `no item is equal; the closest:` / `- item 1 is User(id: 2, name:
/// "Bob")` / `but: differs at name: expected "Bob", found "Rob"`.
public func isIn<C: Collection>(_ collection: C) -> Matcher<C.Element> where C.Element: Equatable {
    Matcher(markedBy: { MarkedText("one of ", ValueRenderer.renderMarked(collection)) }) { actual, explain in
        if collection.contains(actual) { return .match }
        guard explain else { return .mismatch(nil) }
        // An item that prints as the value (NaN): which, and why it differs; or else the item
        // closest to the value, with the diff.
        let items = itemsInReportOrder(collection, upTo: alikeItemSearchLimit)
        if let alike = AlikeItemSearch(items).item(printingAs: renderValue(actual)) {
            return .mismatch(
                MatchResult.Reason(
                    alikeItemReport(
                        "item \(alike.index) is " + renderValue(alike.item),
                        explainInequality(actual: actual, expected: alike.item))))
        }
        let candidates = items.prefix(closestItemSearchLimit)
        return .mismatch(
            nearest(among: candidates.count, to: actual) {
                explainInequality(actual: actual, expected: candidates[$0])
            }.map { closest in
                let words = "item \(closest.index) is "
                let room = MessageLayout.compactWidth - words.count
                let cut = MessageLayout.compactLineAndWholeness(
                    candidates[closest.index], types: TypeFacts(), width: room)
                // The item is the diff's expected side: its line cut around the difference.
                let around = closest.reason.content.found?.aroundDifference?.expected
                let shown =
                    cut.isWhole
                    ? cut.line : around.flatMap { MessageLayout.fits($0, in: room) ? $0 : nil } ?? cut.line
                return MatchResult.Reason(
                    .list(
                        heading: "no item is equal; the closest:",
                        items: [.failedItem(description: words + shown, reason: closest.reason)]))
            })
    }
}
