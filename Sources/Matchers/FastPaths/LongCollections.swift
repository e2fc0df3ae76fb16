// Fast path for long arrays on the failure path: the element diff of two arrays of a million
// elements, whose common ends are compared without the `EditScript`'s generic `equal` per element.
// What it buys: case 5 of `matchers-bench` (the message for a 1,000,000-Int array mismatch; the
// figures are in Docs/Performance.md, "Fast paths"). Laws: `LongValueFastPathLawsTests` holds it
// to a `zip` by hand.

/// The length of the common prefix and, after it, of the common suffix of two collections, found
/// in tight loops over their contiguous storage; `nil` when either has none.
internal func contiguousCommonEnds<Elements: RandomAccessCollection>(
    _ expected: Elements,
    _ actual: Elements
) -> (prefix: Int, suffix: Int)? where Elements.Element: Equatable {
    expected.withContiguousStorageIfAvailable { expected in
        actual.withContiguousStorageIfAvailable { actual in
            // `Int`s, the commonest elements, read as `Int`s: the generic loop below runs
            // unspecialized (the element type is known only at run time) and copies, compares and
            // destroys each element through its witnesses.
            if let expected = expected.asIntegers, let actual = actual.asIntegers {
                return commonEnds(expected, actual)
            }
            return commonEnds(expected, actual)
        }
    } ?? nil
}

/// The common prefix's length and, after it, the common suffix's, of two buffers.
@inline(__always)
private func commonEnds<Element: Equatable>(
    _ expected: UnsafeBufferPointer<Element>, _ actual: UnsafeBufferPointer<Element>
) -> (prefix: Int, suffix: Int) {
    let shorter = Swift.min(expected.count, actual.count)
    var prefix = 0
    while prefix < shorter, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
        expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
        suffix += 1
    }
    return (prefix: prefix, suffix: suffix)
}
