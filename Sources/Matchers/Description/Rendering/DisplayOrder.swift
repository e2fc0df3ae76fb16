/// The order in which messages list the elements of sets and dictionaries.
///
/// Their iteration order follows a hash seeded per process, so a message that followed it would
/// change from run to run. Messages list them sorted by rendering instead: numbers by value (`2`
/// before `10`), everything else by text. Sorting needs every sorted element rendered, so only a
/// bounded sample is sorted: the first ``sampleSize`` elements the collection yields. A collection
/// of at most that many is listed whole in display order, the same on every run; a larger one lists
/// its sample sorted, then the rest (which a rendering counts, `…(4900 more)`).
package enum DisplayOrder {
    /// The most elements of one collection that are rendered and sorted.
    package static let sampleSize = 100

    /// The most changed entries a diff of two sets or dictionaries renders and sorts; past it, the
    /// changes are listed in iteration order.
    package static let maximumSortedCount = 5_000

    /// Whether the rendering `lhs` is listed before `rhs`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        Key(lhs).precedes(Key(rhs))
    }

    /// A rendering with its value when it is a number, read once for all the comparisons of a sort.
    package struct Key {
        let text: String
        let number: Double?

        package init(_ text: String) {
            self.text = text
            // NaN is no number here: it would compare unequal to itself.
            let value = Double(text)
            number = value?.isNaN == false ? value : nil
        }

        /// Numbers come before other renderings, so that mixed collections (`AnyHashable`) still get
        /// one consistent order: comparing `2 < 10` by value but `10 < 1a` by text would not be.
        package func precedes(_ other: Key) -> Bool {
            switch (number, other.number) {
            case (let left?, let right?): return left != right ? left < right : text < other.text
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return text < other.text
            }
        }
    }

    /// `items` in display order: the first ``sampleSize`` sorted by the rendering of `key(item)`,
    /// each rendered once, then the rest in the order given.
    package static func sorted<Item>(_ items: [Item], by key: (Item) -> Any) -> [Item] {
        let sample = items.prefix(sampleSize)
            .map { (key: Key(renderValue(key($0))), item: $0) }
            .sorted { $0.key.precedes($1.key) }
            .map(\.item)
        return sample + items.dropFirst(sampleSize)
    }
}
