/// Matches a value whose feature, computed by a closure, the given matcher accepts; for features a
/// key path cannot reach (a sum, a count of some items, a call).
///
/// ```swift
/// assertThat(order, has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01)))
/// ```
///
/// prints
///
/// ```
/// Expected: has total a value within 0.01 of 9.5
///      but: was Order(items: [Item(price: 4.0), Item(price: 5.0)])
///           total was 9.0
///             differs by 0.5
/// ```
///
/// The closure runs once each time the matcher is applied. A key path literal in its place
/// (`has("age", \.age, …)`) still picks the key-path overload.
public func has<Root, Value>(
    _ name: String,
    _ feature: @escaping @Sendable (Root) -> Value,
    _ matcher: Matcher<Value>
) -> Matcher<Root> {
    Matchers.feature({ name }, feature, matcher)
}
