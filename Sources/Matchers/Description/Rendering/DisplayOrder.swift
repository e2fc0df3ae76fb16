#if canImport(FoundationEssentials)
    internal import FoundationEssentials
#else
    internal import Foundation
#endif

/// The order in which messages list the elements of sets and dictionaries.
///
/// Their iteration order follows a hash seeded per process, so a message that followed it would
/// change from run to run. Messages list them sorted instead: numbers by value (`2` before `10`),
/// read from the values themselves (`Decimal`s among themselves, after the other numbers),
/// everything else by rendering. Sorting needs every sorted element rendered, so only a
/// bounded sample is sorted: the first ``sampleSize`` elements the collection yields. A collection
/// of at most that many, or of at most ``sortedWholeLimit`` numbers or strings (cheap to render, and
/// the elements of most large sets), is listed whole in display order, the same on every run; a
/// larger one lists its sample sorted, then the rest (which a rendering counts, `…(4900 more)`).
package enum DisplayOrder {
    /// The most elements of one collection that are rendered and sorted.
    package static let sampleSize = 100

    /// The most numbers or strings of one collection that are rendered and sorted: two sets of a
    /// thousand IDs that differ in one show the same smallest ones, not two samples that depend on
    /// each set's hash seed.
    package static let sortedWholeLimit = 1_000

    /// How many elements of a collection of `count` elements of type `type` a rendering sorts.
    static func sortedCount(of count: Int, elementType type: Any.Type) -> Int {
        let isCheap =
            type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type || type == String.self
            || type == Substring.self || type == Character.self
        return isCheap && count <= sortedWholeLimit ? count : min(count, sampleSize)
    }

    /// The most changed entries a diff of two sets or dictionaries renders and sorts; past it, the
    /// changes are listed in iteration order.
    package static let maximumSortedCount = 5_000

    /// A value's rendering, and its value when it is a number (an integer or a floating-point
    /// number, seen through an optional or `AnyHashable`), for all the comparisons of a sort. The
    /// number is read from the value, never parsed back out of the rendering.
    package struct Key {
        let text: String
        let number: Number?

        package init(_ value: Any, rendering text: String) {
            self.text = text
            number = Number(value)
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

    /// A value that is a number: an integer or a binary floating-point number as a `Double`, or a
    /// `Decimal`, exact (Decimals come after the other numbers: the two are not converted into each
    /// other). NaN is no number here: it would compare unequal to itself.
    enum Number: Comparable {
        case binary(Double)
        case decimal(Decimal)

        init?(_ value: Any) {
            if let integer = value as? any BinaryInteger {
                self = .binary(Double(integer))
            } else if let number = value as? any BinaryFloatingPoint, !number.isNaN {
                self = .binary(Double(number))
            } else if let decimal = value as? Decimal, !decimal.isNaN {
                self = .decimal(decimal)
            } else {
                return nil
            }
        }
    }

    /// `items` in display order, as a rendering of them lists them: the first ``sampleSize`` (or
    /// all, see ``sortedCount(of:elementType:)``) sorted by the rendering of `key(item)`, each
    /// rendered once, then the rest in the order given.
    package static func sorted<Item>(_ items: [Item], by key: (Item) -> Any) -> [Item] {
        let sorting = items.first.map { sortedCount(of: items.count, elementType: type(of: key($0))) } ?? 0
        let sample = items.prefix(sorting)
            .map { item in
                let value = key(item)
                return (key: Key(value, rendering: renderValue(value)), item: item)
            }
            .sorted { $0.key.precedes($1.key) }
            .map(\.item)
        return sample + items.dropFirst(sorting)
    }
}
