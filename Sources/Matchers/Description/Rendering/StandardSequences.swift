// The standard library's sequence wrappers (`xs.reversed()`, `xs.lazy.map { … }`, `zip(a, b)`,
// `stride(from:to:by:)`, `AnyCollection`, …) hold the wrapped sequence and closures in underscored
// stored properties. Reflected, `xs.reversed()` printed `ReversedCollection<Array<Int>>(_base: [1,
// 2, 3])`, the elements of `xs` in their old order, and `xs.lazy.map { $0 * 2 }` printed the
// elements before the transform. A message shows what a sequence matcher read: the elements.

/// A standard-library sequence shown by its elements, `[3, 2, 1]`, as an array is.
internal protocol ShownByElements: KnownKind {
    /// The first elements, at most `limit` of them, and how many there are: `nil` when there are
    /// more than `limit` and counting them could mean reading for ever (see ``collectionCount(_:)``).
    func firstElements(_ limit: Int) -> (elements: [Any], total: Int?)
}

extension ShownByElements where Self: Sequence {
    func firstElements(_ limit: Int) -> (elements: [Any], total: Int?) {
        let read = prefix(limit + 1).map { $0 as Any }
        guard read.count > limit else { return (read, read.count) }
        return (read.dropLast(), collectionCount(self))
    }
}

/// How many elements `sequence` has, when that is told without reading on for ever: a
/// random-access collection's, a set's or a dictionary's count, or the count of another collection
/// of at most ``countedElementsLimit`` elements (a lazy filter over `0..<Int.max` would be read to
/// its end, a test that never ends); `nil` otherwise, and for a sequence that may never end.
internal func collectionCount<S: Sequence>(_ sequence: S) -> Int? {
    if let collection = sequence as? any RandomAccessCollection { return collection.count }
    if let unordered = sequence as? any UnorderedRendered { return unordered.renderedCount }
    guard let collection = sequence as? any Collection else { return nil }
    return boundedCount(of: collection)
}

/// The most elements of a collection that is not random-access read to count it.
internal let countedElementsLimit = 1_000_000

/// How many elements `collection` has, read to count them, when that is at most
/// ``countedElementsLimit``; `nil` otherwise.
internal func boundedCount<C: Collection>(of collection: C) -> Int? {
    let counted = collection.prefix(countedElementsLimit + 1).count
    return counted <= countedElementsLimit ? counted : nil
}

// Only wrappers that can be read again are shown by their elements: a collection, or a sequence
// over collections. A wrapper over a sequence that can be read only once (`AnySequence` of an
// iterator, `sequence(state:next:)` with a shared state) is not read again, as the matcher has
// read its elements already: it shows the call that made it (``ShownByCall``, below).
extension ReversedCollection: ShownByElements {}
extension Slice: ShownByElements {}
extension AnyCollection: ShownByElements {}
extension AnyBidirectionalCollection: ShownByElements {}
extension AnyRandomAccessCollection: ShownByElements {}
extension StrideTo: ShownByElements {}
extension StrideThrough: ShownByElements {}
extension LazySequence: ShownByElements where Base: Collection {}
extension LazyMapSequence: ShownByElements where Base: Collection {}
extension LazyFilterSequence: ShownByElements where Base: Collection {}
extension LazyDropWhileSequence: ShownByElements where Base: Collection {}
extension LazyPrefixWhileSequence: ShownByElements where Base: Collection {}
extension FlattenSequence: ShownByElements where Base: Collection, Base.Element: Collection {}
extension JoinedSequence: ShownByElements where Base: Collection, Base.Element: Collection {}
extension Zip2Sequence: ShownByElements where Sequence1: Collection, Sequence2: Collection {}
extension EnumeratedSequence: ShownByElements where Base: Collection {}
extension PrefixSequence: ShownByElements where Base: Collection {}
extension DropFirstSequence: ShownByElements where Base: Collection {}
extension DropWhileSequence: KnownKind, ShownByElements where Base: Collection {}

// The same wrappers over a sequence that is not a collection (`sequence(first:next:)`, a sequence
// of the user's that may be read once) are not read either. Reflected, they printed their stored
// properties, `LazyMapSequence<UnfoldSequence<Int, (Optional<Int>, Bool)>, Int>(_base:
// sequence(first: 1, next: …), _transform: <closure: (Int) -> Int>)`; they show the call that made
// them instead, after the sequence they wrap: `sequence(first: 1, next: …).lazy.map(…)`.

/// A standard-library wrapper shown by the call that made it when it wraps a sequence that is not
/// a collection (over a collection it is ``ShownByElements``).
internal protocol ShownByCall: KnownKind {
    /// The call, `[base].prefix(3)`, made of what the wrapper stores; `nil` when it does not store
    /// it under the name read here (another version of the standard library).
    var call: String? { get }
}

extension ShownByCall {
    /// ``call``, or the type's name when the call cannot be told: `PrefixSequence<…>(…)`.
    var shownCall: String { call ?? displayName(of: Self.self) + "(…)" }

    /// The stored property `label` of the wrapper, through its mirror (the standard library keeps
    /// the wrapped sequence internal).
    fileprivate func stored(_ label: String) -> Any? {
        Mirror(reflecting: self).children.first { $0.label == label }?.value
    }

    /// The call of a method on the wrapped sequence, stored as `_base`: its rendering, then `method`.
    fileprivate func call(_ method: String, lazily: Bool = false) -> String? {
        guard let base = stored("_base") else { return nil }
        // A lazy wrapper over a lazy sequence was made by a method of that sequence, without `.lazy`.
        let lazy = lazily && !(base is any LazySequenceProtocol) ? ".lazy" : ""
        return renderShortValue(base) + lazy + method
    }
}

extension LazySequence: ShownByCall {
    var call: String? { call("", lazily: true) }
}
extension LazyMapSequence: ShownByCall {
    var call: String? { call(".map(…)", lazily: true) }
}
extension LazyFilterSequence: ShownByCall {
    var call: String? { call(".filter(…)", lazily: true) }
}
extension LazyDropWhileSequence: ShownByCall {
    var call: String? { call(".drop(while: …)", lazily: true) }
}
extension LazyPrefixWhileSequence: ShownByCall {
    var call: String? { call(".prefix(while: …)", lazily: true) }
}
extension FlattenSequence: ShownByCall {
    var call: String? { call(".joined()") }
}
extension JoinedSequence: ShownByCall {
    var call: String? {
        stored("_separator").flatMap { separator in call(".joined(separator: \(renderShortValue(separator)))")
        }
    }
}
extension EnumeratedSequence: ShownByCall {
    var call: String? { call(".enumerated()") }
}
extension PrefixSequence: ShownByCall {
    var call: String? { stored("_maxLength").flatMap { length in call(".prefix(\(length))") } }
}
extension DropFirstSequence: ShownByCall {
    var call: String? { stored("_limit").flatMap { count in call(".dropFirst(\(count))") } }
}
extension Zip2Sequence: ShownByCall {
    var call: String? {
        guard let first = stored("_sequence1"), let second = stored("_sequence2") else { return nil }
        return "zip(" + renderShortValue(first) + ", " + renderShortValue(second) + ")"
    }
}

// `sequence(first:next:)` and `sequence(state:next:)` make an `UnfoldSequence`, whose stored
// properties are a state, a closure and a flag: reflected, `sequence(first: 1) { $0 + 1 }` printed
// `UnfoldSequence<Int, (Optional<Int>, Bool)>(_state: (1, true), _next: <closure: …>, _done:
// false)`. It may never end, and its closure may read what a second pass would not find again, so
// a message does not read it: it shows the call that made it.
extension UnfoldSequence: MessageRepresentable {
    /// The call that made the sequence, with its state and without its closure:
    /// `sequence(first: 1, next: …)`, or `sequence(state: 5, next: …)`.
    ///
    /// ```swift
    /// assertThat(sequence(first: 1) { $0 + 1 }, hasItem(0))
    /// ```
    ///
    /// prints `Expected: a sequence containing 0` / `     but: was sequence(first: 1, next: …)`, then
    /// where reading stopped. A sequence whose closure has ended it says so: `… (ended)`.
    public var messageRepresentation: MessageRepresentation {
        let stored = Mirror(reflecting: self).children
        let state = stored.first { $0.label == "_state" }?.value
        let hasEnded = stored.first { $0.label == "_done" }?.value as? Bool ?? false
        let call: String
        if let (first, isFirstToCome) = state as? (Element?, Bool), isFirstToCome, let first {
            call = "sequence(first: " + renderShortValue(first) + ", next: …)"
        } else {
            call = "sequence(state: " + (state.map(renderShortValue) ?? "…") + ", next: …)"
        }
        return .text(hasEnded ? call + " (ended)" : call)
    }
}

// `AnySequence` holds the sequence it erases in a box: reflected, `AnySequence([1, 2, 3])` printed
// `AnySequence<Int>(_box: _SequenceBox<Array<Int>>(_base: [1, 2, 3]))`, and one made from a closure
// printed the closure-based sequence inside its box. It may be read only once, so a message does
// not read it: it shows the sequence it wraps, or, for a closure, `(…)`.
extension AnySequence: MessageRepresentable {
    /// The wrapped sequence, as its own rendering: `AnySequence<Int>(base: [1, 2, 3])`; one made
    /// from a closure that makes iterators is `AnySequence<Int>(…)`.
    ///
    /// ```swift
    /// assertThat(AnySequence([1, 2, 3]), hasItem(4))
    /// ```
    ///
    /// prints `Expected: a sequence containing 4` / `     but: was AnySequence<Int>(base: [1, 2, 3])`.
    public var messageRepresentation: MessageRepresentation {
        let box = Mirror(reflecting: self).children.first { $0.label == "_box" }?.value
        let base = box.flatMap { Mirror(reflecting: $0).children.first { $0.label == "_base" }?.value }
        let isClosure = base.map { base in
            Mirror(reflecting: base).children.contains { $0.label == "_makeUnderlyingIterator" }
        }
        guard let base, isClosure == false else { return .text(displayName(of: Self.self) + "(…)") }
        return .children(["base": base])
    }
}
