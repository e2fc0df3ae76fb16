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
/// Sets print sorted, so the message is the same on every run; a `Set` is searched by hashing.
public func isIn<C: Collection>(_ collection: C) -> Matcher<C.Element> where C.Element: Equatable {
    Matcher(describedBy: { "one of " + renderValue(collection) }) { actual, _ in
        collection.contains(actual) ? .match : .mismatch(nil)
    }
}
