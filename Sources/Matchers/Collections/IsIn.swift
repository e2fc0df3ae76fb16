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
    // A compact line renders the collection as a compact line does, not cut from its full rendering,
    // which a long first item leaves open at the length limit.
    Matcher(listedBy: { types in
        guard let types else { return MarkedText("one of ", ValueRenderer.renderMarked(collection)) }
        return MessageLayout.compactDescription(
            wrapping: MessageLayout.markedCompactRendering(collection, types: types),
            between: MarkedText("one of "))
    }) { actual, explain in
        if collection.contains(actual) { return .match }
        guard explain else { return .mismatch(nil) }
        // An item that prints as the value (NaN): which, and why it differs; or else the item
        // closest to the value, with the diff.
        let items = itemsInReportOrder(collection, upTo: alikeItemSearchLimit)
        if let alike = AlikeItemSearch(items).item(printingAs: renderValue(actual)) {
            let why = explainInequality(actual: actual, expected: alike.item)
            return .mismatch(
                MatchResult.Reason(alikeItemReport(candidateLine(alike.index, alike.item, why), why)))
        }
        var diffsLeft = closestItemDiffBudget
        return .mismatch(
            nearest(among: items, to: actual, diffsLeft: &diffsLeft) {
                explainInequality(actual: actual, expected: $0)
            }.map { closest in
                MatchResult.Reason(
                    .list(
                        heading: "no item is equal; the closest:",
                        items: [
                            .failedItem(
                                description: candidateLine(closest.offset, closest.candidate, closest.reason),
                                reason: closest.reason)
                        ]))
            })
    }
}

/// `item 1 is <item>`: an item of `isIn`'s collection on a reason's line, the expected side of
/// `reason`'s diff against the value. Above a diff, on one compact line: whole when it fits, else
/// cut around the difference, else from the front; otherwise whole.
private func candidateLine(_ index: Int, _ item: Any, _ reason: MatchResult.Reason?) -> String {
    let words = "item \(index) is "
    guard reason?.compactsValueLines == true else {
        return words + MessageLayout.indentingContinuationLines(of: renderValue(item), by: 2)
    }
    let room = MessageLayout.compactWidth - words.count
    let cut = MessageLayout.compactLineAndWholeness(item, types: TypeFacts(), width: room)
    let around = reason?.content.found?.aroundDifference?.expected
    return words
        + (cut.isWhole
            ? cut.line : around.flatMap { MessageLayout.fits($0, in: room) ? $0 : nil } ?? cut.line)
}
