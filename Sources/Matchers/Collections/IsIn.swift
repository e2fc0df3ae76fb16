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

/// Matches a value equal to one of the given values.
///
/// ```swift
/// assertThat(order.soup, oneOf(.miso, .shoyu))
/// ```
///
/// prints
///
/// ```
/// Expected: one of [.miso, .shoyu]
///      but: was .shio
/// ```
public func oneOf<T: Equatable>(_ values: T...) -> Matcher<T> {
    isIn(values)
}

/// Matches a value equal to one of the values of the array; the same as ``isIn(_:)``.
///
/// ```swift
/// assertThat(order.soup, oneOf([.miso, .shoyu]))
/// ```
///
/// prints `Expected: one of [.miso, .shoyu]` / `     but: was .shio`.
public func oneOf<T: Equatable>(_ values: [T]) -> Matcher<T> {
    isIn(values)
}
