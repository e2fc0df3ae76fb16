// Fast paths for the collection matchers' verdicts over many items, which run on every check,
// passing or not. A core is generic and its methods are not specialized for the caller's types, so
// a loop over `T` pays for generic calls per item, most of all in an unoptimized build (what
// `swift test` builds).
//
// What they buy: case 8 of `matchers-bench` (`contains` over 1,000 items) and case 4 (the
// any-order verdict of 1,000 matchers against 1,000 items), both configurations. Laws:
// `IntegerFastPathLawsTests.containsOnValuesAgreesWithArrayEquality` holds `contains` to `==`;
// `CollectionLawsTests.collectionMatchersAgreeWithBruteForce` holds the pairing to a brute-force search.

/// Whether the items of `actual` are `items`, in order, read from contiguous storage: an index
/// loop, or integer comparisons when the items are `Int`s; `nil` when `actual` has no contiguous
/// storage. (The standard library's `elementsEqual` goes through iterators, which cost more per
/// item than the comparison in an unspecialized build.)
internal func contiguousItemsEqual<S: Sequence>(_ actual: S, _ items: [S.Element]) -> Bool?
where S.Element: Equatable {
    actual.withContiguousStorageIfAvailable { buffer in
        items.withUnsafeBufferPointer { expected in
            if let actual = buffer.asIntegers, let expected = expected.asIntegers {
                return sameIntegers(actual, expected)
            }
            guard buffer.count == expected.count else { return false }
            var index = 0
            while index < buffer.count {
                if buffer[index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}

/// The pairing of `items` with the matchers of `list`, asking the matchers' cores directly.
///
/// The cores are held as objects and cast back with a metatype looked up once: an unspecialized
/// generic closure that indexed `[Matcher<T>]` would look up that type's metadata on every
/// verdict, which cost more than most verdicts. Unretained: `list` keeps every core alive while
/// the search runs. Each item is fetched once for the matchers asked about it in a row: in this
/// unspecialized code, fetching an item copies it.
internal func pairingByCores<T>(_ items: [T], _ list: [Matcher<T>], greedyFirst: Bool) -> BipartiteMatching {
    let cores: [Unmanaged<AnyObject>] = list.map { Unmanaged.passUnretained($0.core) }
    let coreType = MatcherCore<T>.self
    return withExtendedLifetime(list) {
        BipartiteMatching(itemCount: items.count, matcherCount: list.count, greedyFirst: greedyFirst) {
            item in
            let value = items[item]
            return { matcher in
                cores[matcher]._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: coreType).isSatisfied(by: value)
                }
            }
        }
    }
}
