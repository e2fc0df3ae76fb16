// The inside of a `Matcher`: one object per matcher.
//
// Why a class and not a pair of closures: `swift test` builds this library in debug, where nothing
// is inlined or specialized. There, each closure that captures a generic value costs a heap box laid
// out at run time, and each call through it a thunk; a matcher made of two such closures and an
// optional generic enum cost several boxes and thunks to build, ask and destroy. One object of a
// final generic class costs one allocation, and asking it one vtable call (the figures, and the
// toolchain they were measured with: Docs/Performance.md, "Debug builds and the matcher core"). In
// release builds the optimizer sees the exact class where a matcher is built inline, so it
// devirtualizes the calls and removes the object: a passing `equalTo` is still a bare `==`.

/// What every matcher does; subclasses override all three requirements.
@usableFromInline
internal class MatcherCore<T> {
    @inlinable
    internal init() {}

    /// What the matcher expects, as a phrase; built only when a failure is reported.
    @usableFromInline
    internal func describe() -> String {
        fatalError("MatcherCore.describe is abstract")
    }

    /// The description, with where it shows a value's own text (a rendered value's description or
    /// type name), which a compact line reads as text, and its lists' counts (see ``TextMark``);
    /// text built without marks, read for its counts, unless the core builds it from marked parts
    /// (`equalTo`, the matchers that show another's description or a list of them).
    internal func describeMarked() -> MarkedText {
        MarkedText(plain: describe())
    }

    /// The description cut to one short line a line, for an `Expected:` line above a diff (see
    /// `MessageLayout.compactDescription`); cores that can build it without the full description
    /// override it. `types` is what the message has learned about types so far.
    internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(describeMarked())
    }

    /// The full marked description, or with `types` the compact one: a part of a list that is
    /// described either way (`describeMarkedList`).
    internal func describeMarked(compactly types: TypeFacts?) -> MarkedText {
        types.map { describeCompactly(types: $0) } ?? describeMarked()
    }

    /// Decides a value; with `explain == false` builds no text (a mismatch is `.mismatch(nil)`).
    @usableFromInline
    internal func evaluate(_ value: T, explain: Bool) -> MatchResult {
        fatalError("MatcherCore.evaluate is abstract")
    }

    /// The verdict alone; cores with a cheaper test than `evaluate` override it.
    @usableFromInline
    internal func isSatisfied(by value: T) -> Bool {
        evaluate(value, explain: false).isMatch
    }

    /// Whether some item is accepted: the collection matchers' verdict over contiguous storage.
    /// Cores with a faster loop override it (`equalTo` hands the loop to the standard library's
    /// optimized `contains`, which matters in a debug build, where our own loops run unoptimized).
    @usableFromInline
    internal func acceptsAny(of items: UnsafeBufferPointer<T>) -> Bool {
        items.contains { isSatisfied(by: $0) }
    }

    /// Whether every item is accepted; see ``acceptsAny(of:)``.
    @usableFromInline
    internal func acceptsAll(of items: UnsafeBufferPointer<T>) -> Bool {
        items.allSatisfy { isSatisfied(by: $0) }
    }

    /// Whether `items` holds an item this core accepts, when the sequence can look it up instead
    /// of being read (`FastPaths/ItemLookup.swift`: a set hashes, a range compares its bounds);
    /// `nil` when it cannot, and for every core but an equality's.
    internal func acceptsAny<Items: Sequence>(lookingUpIn items: Items) -> Bool? where Items.Element == T {
        nil
    }

    /// The compact description with its list of matchers replaced by `list` (the list cut around
    /// the first item that differs, see ``ItemListCore``); `nil` for a matcher without such a list.
    internal func describeCompactly(listCutAround list: String) -> String? { nil }

    /// The compact description of a combination (`allOf`, `anyOf`) with the parts that `lines`
    /// names (by position) described by those lines instead (each cut around where it differs, as
    /// its own message cuts it); `nil` for a matcher that is no combination.
    internal func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        guard let parts = combinedParts, combination != .none else { return nil }
        var position = -1
        let description = describeParts(isAll: combination == .all, parts) { part in
            position += 1
            return lines[position].map(MarkedText.init(plain:))
                ?? part.core.describeCompactly(types: TypeFacts())
        }
        return MessageLayout.compactDescription(description).text
    }

    /// Whether the description reads as a predicate of its own (`has age 3`, `is 3`) rather than as
    /// a noun phrase (`a value greater than 3`): `everyItem` then says `every item has age 3`, not
    /// `every item is has age 3`. A predicate's core also gives ``describeNegated()``.
    internal var describesAPredicate: Bool { false }

    /// The description of the inverse matcher in the predicate's own words, which `not` prints:
    /// `does not have age 3`, `is not 3` (not `not has age 3`); `nil` for a noun phrase, which
    /// `not` precedes (`not a value greater than 3`).
    internal func describeNegated() -> String? { nil }

    /// The value the matcher compares with, and what its compact `Expected:` line adds after that
    /// value (`equalTo`'s options): the layout cuts the two value lines around where the actual
    /// value differs from it. `nil` for a matcher without one.
    internal var comparedValue: ComparedValue? { nil }

    /// What the matcher is, for the matchers that look inside others.
    @usableFromInline
    internal var kind: MatcherKind<T>? { nil }

    /// Whether the matcher is an `allOf` or `anyOf`: a plain tag, cheaper to read than `kind`.
    @usableFromInline
    internal var combination: Combination { .none }

    /// A core that accepts exactly what this one rejects, with `not`'s description and messages,
    /// where the subclass has one of its own (`not(equalTo(x))`); `nil` for `not` to wrap this one.
    /// Chosen when `not` is built, so that an optimized check asks one core instead of two.
    @inlinable
    internal func negated() -> MatcherCore<T>? { nil }

    /// One core that does what `allOf` (`isAll`) or `anyOf` of this core and `other` does, with
    /// the same description and messages, where the subclass has one (two comparisons); `nil` for
    /// a pair of the two cores. Chosen when the combination is built.
    @inlinable
    internal func fused(with other: MatcherCore<T>, isAll: Bool) -> MatcherCore<T>? { nil }

    /// `fused(with:isAll:)` of a comparison (given by its relation and bounds) and this core: the
    /// comparison asks the second core, which knows its own type. A second virtual call rather
    /// than a cast or a returned tuple: an optimized build folds it where the core is built, and a
    /// debug build looks up no generic metadata for it.
    @inlinable
    internal func fused(afterComparison relation: Relation, _ low: T, _ high: T, isAll: Bool) -> MatcherCore<
        T
    >? {
        nil
    }

    /// A core that reads `keyPath` of a value and decides on it as this core does, with the
    /// description and messages of `has(name, keyPath, self)`, where the subclass has one
    /// (`equalTo`, the comparisons); `nil` for `has` to hold this core. Chosen when `has` is built.
    @inlinable @inline(__always)
    internal func reading<Root>(_ keyPath: KeyPath<Root, T>, named name: String?) -> MatcherCore<Root>? {
        nil
    }

    /// The parts of an `allOf` or `anyOf` (see ``combination``), for a combination around it to
    /// splice them into its own; `nil` for any other matcher.
    @usableFromInline
    internal var combinedParts: MatcherParts<T>? { nil }

    /// The core a failure report keeps: an equal core built from this one's stored values, where
    /// the subclass can say so inline, so that the core a check was asked with never leaves the
    /// inlined caller (and an optimized build may keep it off the heap); otherwise this core.
    @inlinable
    internal func forReporting() -> MatcherCore<T> { self }
}

/// What a failure message asks of a matcher's core, whatever type the matcher takes: its
/// description in full or compact, and the value it compares with. ``ExpectedText`` keeps a core
/// under this protocol, one reference, rather than a closure over the matcher, which a debug build
/// boxes and calls through a thunk.
internal protocol DescribingCore: AnyObject {
    func describe() -> String
    func describeCompactly(types: TypeFacts) -> MarkedText
    func describeCompactly(listCutAround list: String) -> String?
    func describeCompactly(partsCutAround lines: [Int: String]) -> String?
    var comparedValue: ComparedValue? { get }
}

extension MatcherCore: DescribingCore {}

/// The value a matcher compares with (see ``MatcherCore/comparedValue``), and the words its compact
/// `Expected:` line has around that value once the value is cut: `equalTo`'s options after it
/// (` ignoring LineItem.id`), `is`'s word before it (`is `).
internal struct ComparedValue {
    let value: Any
    var prefix = ""
    var suffix = ""

    init(_ value: Any, prefix: String = "", suffix: String = "") {
        self.value = value
        self.prefix = prefix
        self.suffix = suffix
    }

    /// `line`, the value's compact line, with the words around it.
    func around(_ line: String) -> String { prefix + line + suffix }
}

/// Which combination a matcher is, if any (see ``MatcherCore/combination``).
@usableFromInline
internal enum Combination {
    case none, all, any
}

/// A matcher whose description wraps another matcher's (`is …`, `not nil and …`, `when sorted, …`,
/// `a collection with … at index 3`). Above a diff, its compact description is built from the inner
/// matcher's compact one, so that a long value in it is cut as that matcher cuts it (a list keeps
/// its count), not from a rendering already cut at its length limit, which leaves the list open:
/// `when sorted, [User(…), …]`.
@usableFromInline
internal final class WrappingCore<T, Inner>: EvaluatingCore<T> {
    @usableFromInline
    internal let inner: Matcher<Inner>
    /// The words around the inner matcher's description (full or compact): before it, marked
    /// where they show a value's own text (a key matcher's description), and after it.
    @usableFromInline
    internal let words: () -> (before: MarkedText, after: String)
    /// The words before the inner matcher's description when the matcher decides the value the
    /// inner one is given, with its reason (`is `): the value lines are then cut as the inner
    /// matcher's are, around its compared value, after these words. `nil` for other matchers.
    @usableFromInline
    internal let valuePrefix: String?
    /// The words before the inner matcher's description that describe the inverse matcher, for a
    /// predicate (`has age …`, `is …`); `nil` for a noun phrase. See ``describeNegated()``.
    @usableFromInline
    internal let negatedWords: (() -> String)?

    /// A matcher described as `prefix` and the inner matcher's description (`negatedPrefix` and it
    /// for a predicate's inverse).
    @inlinable
    internal convenience init(
        _ prefix: String, _ inner: Matcher<Inner>, passesValueThrough: Bool = false,
        negatedPrefix: String? = nil,
        evaluate: @escaping (T, Bool) -> MatchResult
    ) {
        self.init(
            inner, wrappedIn: { (MarkedText(prefix), "") }, valuePrefix: passesValueThrough ? prefix : nil,
            negatedIn: negatedPrefix.map { negated in { negated } }, evaluate: evaluate)
    }

    @inlinable
    internal init(
        _ inner: Matcher<Inner>, wrappedIn words: @escaping () -> (before: MarkedText, after: String),
        valuePrefix: String? = nil, negatedIn negatedWords: (() -> String)? = nil,
        evaluate: @escaping (T, Bool) -> MatchResult
    ) {
        self.inner = inner
        self.words = words
        self.valuePrefix = valuePrefix
        self.negatedWords = negatedWords
        super.init(evaluate: evaluate)
    }

    override internal var describesAPredicate: Bool { negatedWords != nil }

    override internal func describeNegated() -> String? { negatedWords.map { $0() + inner.description } }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        let (before, after) = words()
        var description = before
        description.append(inner.core.describeMarked())
        description.append(after)
        return description
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        let (before, after) = words()
        return MessageLayout.compactDescription(
            wrapping: inner.core.describeCompactly(types: types), between: before, and: after)
    }

    /// The compact description with the inner matcher's line replaced by `lines[0]` (cut around
    /// where the inner matcher's value differs, as its own message cuts it: a feature's, see
    /// `featureResult`), when that fits whole after the words; `nil` otherwise.
    override internal func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        let (before, after) = words()
        return innerLine(lines, between: before.text, and: after)
    }

    override internal var comparedValue: ComparedValue? {
        guard let valuePrefix, let compared = inner.core.comparedValue else { return nil }
        return ComparedValue(compared.value, prefix: valuePrefix + compared.prefix, suffix: compared.suffix)
    }
}

/// A matcher described by words around another matcher's description (`every item is `, `a
/// sequence containing `): what a ``WrappingCore`` does, holding the inner matcher, which words
/// (a ``Phrase``, no closure) and the evaluation only, so that building it allocates little more
/// than the core. Callgrind, building and asking `hasItem(7)` on 20 `Int`s: 2,319 instructions in
/// release, against 2,616 as a closure-built matcher, 2,649 with its words as a closure and 2,743
/// as a `WrappingCore` (Docs/Performance.md).
internal final class PhraseCore<T, Inner>: EvaluatingCore<T> {
    let inner: Matcher<Inner>
    let phrase: Phrase

    init(_ inner: Matcher<Inner>, phrase: Phrase, evaluate: @escaping (T, Bool) -> MatchResult) {
        self.inner = inner
        self.phrase = phrase
        super.init(evaluate: evaluate)
    }

    override func describe() -> String { describeMarked().text }

    override func describeMarked() -> MarkedText {
        let words = phrase.words(around: inner)
        var description = MarkedText(words.before, inner.core.describeMarked())
        description.append(words.after)
        return description
    }

    override func describeCompactly(types: TypeFacts) -> MarkedText {
        let words = phrase.words(around: inner)
        return MessageLayout.compactDescription(
            wrapping: inner.core.describeCompactly(types: types), between: MarkedText(words.before),
            and: words.after)
    }

    /// The words and the inner matcher's line cut around where its value differs (see
    /// `partReason`), when they fit.
    override func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        let words = phrase.words(around: inner)
        return innerLine(lines, between: words.before, and: words.after)
    }
}

/// The words a ``PhraseCore`` writes around its inner matcher's description.
internal enum Phrase {
    /// `hasItem`: `a sequence containing "tamago"` for an equality, `a sequence with an item that
    /// has name "Bob"` for a predicate, `a sequence with an item matching <m>` otherwise.
    case anItem
    /// `everyItem`: `every item is <m>`, `every item has name "Bob"` for a predicate.
    case everyItem
    /// `onlyContains` of one matcher: `a sequence containing only [<m>]`.
    case onlyItem

    func words<T>(around inner: Matcher<T>) -> (before: String, after: String) {
        switch self {
        case .anItem:
            let before =
                isEquality(inner)
                ? "a sequence containing "
                : inner.core.describesAPredicate
                    ? "a sequence with an item that " : "a sequence with an item matching "
            return (before, "")
        case .everyItem: return (inner.core.describesAPredicate ? "every item " : "every item is ", "")
        case .onlyItem: return ("a sequence containing only [", "]")
        }
    }
}

/// `before`, the inner matcher's line (`lines[0]`, see ``MatcherCore/describeCompactly(partsCutAround:)``)
/// and `after` as one compact description, when there is such a line and the three fit whole;
/// `nil` otherwise (cut again, the line would be read as text that no longer says where a value's
/// own text is).
internal func innerLine(_ lines: [Int: String], between before: String, and after: String = "") -> String? {
    guard let line = lines[0] else { return nil }
    let description = before + line + after
    return MessageLayout.fits(description, in: MessageLayout.compactWidth) ? description : nil
}

/// A core that decides and explains with a closure: what the closure-built cores share.
@usableFromInline
internal class EvaluatingCore<T>: MatcherCore<T> {
    @usableFromInline
    internal let evaluateClosure: (T, Bool) -> MatchResult

    @inlinable
    internal init(evaluate: @escaping (T, Bool) -> MatchResult) {
        self.evaluateClosure = evaluate
    }

    @inlinable
    override internal func evaluate(_ value: T, explain: Bool) -> MatchResult {
        evaluateClosure(value, explain)
    }

    @inlinable
    override internal func isSatisfied(by value: T) -> Bool {
        evaluateClosure(value, false).isMatch
    }
}

/// A matcher built from closures: every matcher without a core of its own.
@usableFromInline
internal final class ClosureCore<T>: EvaluatingCore<T> {
    @usableFromInline
    internal let describeClosure: () -> String

    @inlinable
    internal init(describe: @escaping () -> String, evaluate: @escaping (T, Bool) -> MatchResult) {
        self.describeClosure = describe
        super.init(evaluate: evaluate)
    }

    @inlinable
    override internal func describe() -> String { describeClosure() }
}

/// A matcher built from closures whose description marks where it shows a value's own text (see
/// ``MatcherCore/describeMarked()``): the collection matchers that list their matchers.
internal final class MarkedClosureCore<T>: EvaluatingCore<T> {
    /// The description in full, or with the types a message learned, built for a compact line
    /// (a list of matchers from their compact descriptions).
    internal let describeClosure: (_ compactly: TypeFacts?) -> MarkedText

    internal init(
        describe: @escaping (_ compactly: TypeFacts?) -> MarkedText,
        evaluate: @escaping (T, Bool) -> MatchResult
    ) {
        self.describeClosure = describe
        super.init(evaluate: evaluate)
    }

    override internal func describe() -> String { describeClosure(nil).text }

    override internal func describeMarked() -> MarkedText { describeClosure(nil) }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(describeClosure(types))
    }
}
