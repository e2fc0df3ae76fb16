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
/// equal; one prints alike:` / `- item 1 is nan` / `but: NaN is not equal to itself`.
public func isIn<C: Collection>(_ collection: C) -> Matcher<C.Element> where C.Element: Equatable {
    Matcher(markedBy: { MarkedText("one of ", ValueRenderer.renderMarked(collection)) }) { actual, explain in
        if collection.contains(actual) { return .match }
        guard explain else { return .mismatch(nil) }
        // An item that prints as the value (NaN): which, and why it differs.
        let search = AlikeItemSearch(itemsInReportOrder(collection, upTo: alikeItemSearchLimit))
        return .mismatch(
            search.item(printingAs: renderValue(actual)).map { alike in
                MatchResult.Reason(
                    alikeItemReport(
                        "item \(alike.index) is " + renderValue(alike.item),
                        explainInequality(actual: actual, expected: alike.item)))
            })
    }
}
