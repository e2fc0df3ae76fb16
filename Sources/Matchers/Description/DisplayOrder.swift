/// The order in which messages list the elements of sets and dictionaries.
///
/// Their iteration order follows a hash seeded per process, so a message that followed it would
/// change from run to run. Messages list them sorted by rendering instead: numbers by value (`2`
/// before `10`), everything else by text. Sorting needs every element rendered, so past
/// ``maximumSortedCount`` elements the iteration order is kept.
package enum DisplayOrder {
    /// The most elements that are rendered and sorted; larger collections keep iteration order.
    package static let maximumSortedCount = 5_000

    /// Whether the rendering `lhs` is listed before `rhs`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Numbers come before other renderings, so that mixed collections (`AnyHashable`) still
        // get one consistent order: comparing `2 < 10` by value but `10 < 1a` by text would not be.
        switch (number(lhs), number(rhs)) {
        case (let left?, let right?): return left != right ? left < right : lhs < rhs
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs < rhs
        }
    }

    /// The value of a rendering that is a number; `nil` for anything else, NaN included.
    private static func number(_ text: String) -> Double? {
        guard let value = Double(text), !value.isNaN else { return nil }
        return value
    }

    /// `items` sorted by the rendering of `key(item)`, each rendered once. Past
    /// ``maximumSortedCount`` items, the items in the order given.
    package static func sorted<Item>(_ items: [Item], by key: (Item) -> Any) -> [Item] {
        guard items.count <= maximumSortedCount else { return items }
        return items.map { (text: renderValue(key($0)), item: $0) }
            .sorted { precedes($0.text, $1.text) }
            .map(\.item)
    }
}
