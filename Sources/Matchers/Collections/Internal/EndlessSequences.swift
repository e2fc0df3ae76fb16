// How a matcher whose verdict may wait for an item that never comes reads a sequence that is not a
// collection, which may never end (`sequence(first:next:)`, a generator): no further than
// `sequenceReadLimit` items. A collection is finite, and is read as far as the verdict needs, unless
// it counts more items than a check could read or hold (`0..<Int.max`: copied into an array, it
// crashed the test process; read item by item, it never ended), or is a lazy view that is not
// random-access (`(0..<Int.max).lazy.filter { … }`), which tells its count only by reading every
// item: such a collection is read as a sequence that may never end.

/// The most items a matcher reads of a sequence that is not a collection while its verdict waits
/// for more: for an item no matcher has found yet (`hasItem`, `hasItems`, `isSupersetOf`,
/// `containsInRelativeOrder`), for the last items (`endsWith`), or for every item (`everyItem`,
/// `onlyContains`, `whenSorted`). Having read that many, the check fails, and its message says
/// where reading stopped and why (``endlessReadingLine(of:)``).
internal let sequenceReadLimit = 1_000_000

/// The most items of a random-access collection, other than an array, that a check reads to its
/// end: more than any collection a test holds in memory (a hundred million `Int`s take 800 MB).
/// Past it a collection is a range or a lazy view of one, and is read as a sequence that may never
/// end.
internal let readCollectionLimit = 100_000_000

/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`, the
/// last line of the reason of a check that stopped at ``sequenceReadLimit``; for a collection past
/// ``readCollectionLimit``, `… items: a collection of 9223372036854775807 items is too large to
/// read to its end`; for a lazy view, `… items: a lazy collection that is not random-access may be
/// too long to read to its end`.
internal func endlessReadingLine<S: Sequence>(of sequence: S) -> String {
    let why: String
    if let collection = sequence as? any RandomAccessCollection {
        why = "a collection of \(collection.count) items is too large to read to its end"
    } else if sequence is any Collection {
        why = "a lazy collection that is not random-access may be too long to read to its end"
    } else {
        why = "a sequence that is not a collection may never end"
    }
    return "reading stopped after \(sequenceReadLimit) items: " + why
}

/// How a bounded read (``readItems(of:until:)``) ended.
internal enum BoundedRead {
    /// The reader stopped at an item.
    case stopped
    /// The sequence ended.
    case ended
    /// The sequence may never end (see ``mayNeverEnd(_:)``), and ``sequenceReadLimit`` items were
    /// read.
    case cutShort
}

/// Reads `sequence` in order, giving each item to `stop` until it returns `true`, the sequence
/// ends, or, for a sequence that may never end (see ``mayNeverEnd(_:)``), ``sequenceReadLimit``
/// items were read.
internal func readItems<S: Sequence>(of sequence: S, until stop: (S.Element) -> Bool) -> BoundedRead {
    var read = 0
    for item in sequence {
        if stop(item) { return .stopped }
        read += 1
        if read == sequenceReadLimit, mayNeverEnd(sequence) { return .cutShort }
    }
    return .ended
}

/// Whether `sequence` may never end: it is not a collection, or it is a random-access collection
/// of more than ``readCollectionLimit`` items other than an array (whose items are in memory), or a
/// lazy collection that is not random-access (a filter, `prefix(while:)`), whose count is known
/// only once every item is read (`(0..<Int.max).lazy.filter { … }` never ended).
/// Asked by ``readItems(of:until:)`` only when ``sequenceReadLimit`` items were read, so that a
/// shorter read costs a comparison an item, and no cast.
internal func mayNeverEnd<S: Sequence>(_ sequence: S) -> Bool {
    if let collection = sequence as? any RandomAccessCollection {
        return collection.count > readCollectionLimit
            && sequence.withContiguousStorageIfAvailable({ _ in true }) == nil
    }
    guard let collection = sequence as? any Collection else { return true }
    return countsByReading(collection)
}

/// Whether `collection` tells its count only by reading every element: a lazy view that is not
/// random-access (a filter, `prefix(while:)`, a flattened lazy collection), which may be a view of
/// a range of `Int.max` elements. A set, a dictionary, a string are counted as they are. Decided
/// from the type (a metatype cast, cheaper than a cast of the value; Docs/Performance.md).
internal func countsByReading<C: Collection>(_ collection: C) -> Bool {
    C.self is any LazyCollectionProtocol.Type && !(C.self is any RandomAccessCollection.Type)
}

/// The items of `sequence`, read as ``readItems(of:until:)`` does; `nil` when a sequence that may
/// never end has ``sequenceReadLimit`` items or more. An array is taken as it is (its
/// storage is shared), another collection read whole.
internal func boundedItems<S: Sequence>(of sequence: S) -> [S.Element]? {
    if isKnownToEnd(sequence) { return Array(sequence) }
    var items: [S.Element] = []
    let read = readItems(of: sequence) { item in
        items.append(item)
        return false
    }
    return read == .cutShort ? nil : items
}

/// Whether `sequence` is known to end, and is read whole: an array (told by its contiguous storage,
/// at no cost) or another collection that may end (see ``mayNeverEnd(_:)``).
internal func isKnownToEnd<S: Sequence>(_ sequence: S) -> Bool {
    sequence.withContiguousStorageIfAvailable { _ in true } ?? !mayNeverEnd(sequence)
}

/// How many items of a sequence that is not a collection are read when each item needs one of
/// `matcherCount` matchers (`containsInAnyOrder`, `isSubsetOf`, `pointwise`): the matchers' count
/// and as many more as a failure message lists. One more item decides that the check fails.
internal func readLimit(_ matcherCount: Int) -> Int {
    matcherCount + MessageLimits.current.maxReportedItems
}

/// `count was more than 12, expected 2 (reading stopped after 13 items)`: the count line of a
/// sequence that is not a collection, read no further than `limit` items and one more, because past
/// `limit` the check fails whatever its other items are.
internal func countPastLimitLine(limit: Int, expected: String) -> String {
    "count was more than \(limit), expected \(expected) (reading stopped after \(limit + 1) items)"
}

extension MatchResult.Reason {
    /// This reason, then ``endlessReadingLine(of:)`` on a line of its own: the reason of a check
    /// that stopped at ``sequenceReadLimit`` items of `sequence`, about the items it read.
    internal func notingEndlessReading<S: Sequence>(of sequence: S) -> MatchResult.Reason {
        MatchResult.Reason(.lines([content, .text(endlessReadingLine(of: sequence))]))
    }
}
