import Matchers

/// A sequence that can be iterated once, like a stream: a second iterator finds nothing. It counts
/// the items read, so that tests can check how far a matcher reads. `@unchecked Sendable`, and
/// safe: each test makes its own and iterates it from that test's task alone.
final class OnceSequence<Element>: Sequence, @unchecked Sendable {
    private var remaining: [Element]
    private(set) var reads = 0
    private(set) var iterators = 0

    init(_ items: [Element]) {
        remaining = items
    }

    func makeIterator() -> AnyIterator<Element> {
        iterators += 1
        return AnyIterator {
            guard !self.remaining.isEmpty else { return nil }
            self.reads += 1
            return self.remaining.removeFirst()
        }
    }
}

/// A sequence that is not a collection, rendered by its structure: `Items<Int>(items: [5, 2])`.
struct Items<Element>: Sequence {
    let items: [Element]

    init(_ items: [Element]) {
        self.items = items
    }

    func makeIterator() -> IndexingIterator<[Element]> {
        items.makeIterator()
    }
}
