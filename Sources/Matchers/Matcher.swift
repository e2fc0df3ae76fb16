/// A value that checks another value, describes what it expects, and explains a mismatch.
///
/// Build one from the catalog (`equalTo(3)`, `hasPrefix("chashu")`, `allOf(...)`) or in one line
/// from a description and a predicate:
///
/// ```swift
/// let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
/// assertThat(3, even)
/// ```
///
/// prints
///
/// ```
/// Expected: an even number
///      but: was 3
/// ```
///
/// ## Laziness
/// A passing check builds no string: the description is a closure run only when a failure is
/// reported, and combinators ask their parts for a bare verdict before they ask for a reason.
///
/// ## Sendable
/// Matchers are `Sendable` so that they can be stored in `static let`s and handed to other tasks,
/// but the catalog accepts values of any type, `Sendable` or not (plain classes are common in
/// tests). A matcher captures the expected values it is given and only ever reads them. Sharing a
/// matcher across tasks is therefore safe for value types and immutable objects; if the expected
/// value is a mutable object, do not mutate it while another task runs the matcher. This is the
/// same contract `XCTAssertEqual` has with its arguments.
public struct Matcher<T>: @unchecked Sendable, CustomStringConvertible {
    // Unchecked (the core holds plain closures), and safe: every field is a `let`, and the closures
    // only read the expected values they capture ("Sendable" above).

    /// What the matcher does: one object, so that building a matcher allocates once and asking it
    /// is one dynamic call, also in debug builds, where `swift test` builds this library and nothing
    /// is inlined. The hot matchers have cores of their own (`EqualityCore`, `ComparisonCore`, …);
    /// every other matcher is a ``ClosureCore`` around its description and evaluation closures.
    ///
    /// The closures are stored as plain (non-`@Sendable`) closures so that the catalog can capture
    /// expected values of any type; the public initializers still demand `@Sendable` closures, so
    /// the compiler checks what users capture. See "Sendable" above for the contract.
    @usableFromInline
    internal let core: MatcherCore<T>

    /// The matcher a failure report keeps (see `MatcherCore.forReporting()`): checks hand this to
    /// their out-of-line reporting, so that the matcher they asked does not escape them.
    @inlinable
    package var forReporting: Matcher<T> { Matcher(core: core.forReporting()) }

    /// Wraps a core; the catalog's hot matchers build theirs directly.
    @inlinable
    internal init(core: MatcherCore<T>) {
        self.core = core
    }

    /// The designated initializer every closure-built matcher in the catalog goes through.
    ///
    /// `describe` builds the description and is run only when a failure is reported. `evaluate`
    /// decides a value; with `explain == false` only the verdict matters and no text may be built:
    /// a mismatch is then reported as `.mismatch(nil)`.
    @inlinable
    package init(
        describedBy describe: @escaping () -> String,
        evaluate: @escaping (T, _ explain: Bool) -> MatchResult
    ) {
        self.core = ClosureCore(describe: describe, evaluate: evaluate)
    }

    /// ``init(describedBy:evaluate:)`` with a description that marks where it shows a value's own
    /// text, which a compact line reads as text (see `MatcherCore.describeMarked()`).
    internal init(
        markedBy describe: @escaping () -> MarkedText,
        evaluate: @escaping (T, _ explain: Bool) -> MatchResult
    ) {
        self.core = MarkedClosureCore(describe: { _ in describe() }, evaluate: evaluate)
    }

    /// ``init(markedBy:evaluate:)`` with a description that a compact line builds from its parts'
    /// compact descriptions (given the types the message learned): a list of matchers, each cut as
    /// its matcher cuts it, so that the list still closes and counts what it leaves out.
    internal init(
        listedBy describe: @escaping (_ compactly: TypeFacts?) -> MarkedText,
        evaluate: @escaping (T, _ explain: Bool) -> MatchResult
    ) {
        self.core = MarkedClosureCore(describe: describe, evaluate: evaluate)
    }

    /// Decides a value. With `explain == false` only the verdict matters and no text may be built;
    /// a mismatch is then reported as `.mismatch(nil)`.
    @inlinable
    internal func evaluate(_ value: T, _ explain: Bool) -> MatchResult {
        core.evaluate(value, explain: explain)
    }

    /// What the matcher is, when others need to know: the operand of an equality (so that any-order
    /// matching can count hashable values instead of pairing matchers).
    @inlinable
    internal var kind: MatcherKind<T>? { core.kind }

    /// Creates a matcher from a description and a Boolean predicate.
    ///
    /// ```swift
    /// let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
    /// ```
    ///
    /// On failure it prints `Expected: an even number` / `     but: was 3`.
    /// The description is evaluated only when a failure is reported.
    @available(swift, introduced: 6)
    @inlinable
    public init(
        _ description: @autoclosure @escaping @Sendable () -> String,
        _ predicate: @escaping @Sendable (T) -> Bool
    ) {
        self.init(describedBy: description) { value, _ in predicate(value) ? .match : .mismatch(nil) }
    }

    /// Creates a matcher from a description and a closure that explains its mismatches.
    ///
    /// ```swift
    /// let even = Matcher<Int>("an even number") {
    ///     $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
    /// }
    /// ```
    ///
    /// On failure it prints `Expected: an even number`, `     but: was 3` and, under that,
    /// `remainder was 1`.
    @available(swift, introduced: 6)
    @inlinable
    public init(
        _ description: @autoclosure @escaping @Sendable () -> String,
        _ match: @escaping @Sendable (T) -> MatchResult
    ) {
        self.init(describedBy: description) { value, _ in match(value) }
    }

    /// Creates a matcher whose closure is told whether to explain, so that a reason is built only
    /// when a failure is reported.
    ///
    /// ```swift
    /// let small = Matcher<[Int]>("a list of at most 3 items") { list, explain in
    ///     guard list.count > 3 else { return .match }
    ///     return .mismatch(explain ? "has \(list.count - 3) items too many" : nil)
    /// }
    /// ```
    ///
    /// On failure it prints `Expected: a list of at most 3 items`, `     but: was [1, 2, 3, 4]` and,
    /// under that, `has 1 items too many`. Combinators (`not`, `anyOf`, `allOf`, `everyItem`, …)
    /// and polling ask for the verdict alone (`explain == false`); return `.mismatch(nil)` then, and
    /// build no text. The catalog's matchers are built this way.
    ///
    /// - Parameters:
    ///   - description: What the matcher expects, as a noun phrase; evaluated only for a failure.
    ///   - evaluate: Decides a value. Its second argument, `explain`, is `true` only when the reason
    ///     will be shown; when it is `false`, return `.match` or `.mismatch(nil)`.
    @inlinable
    public init(
        _ description: @autoclosure @escaping @Sendable () -> String,
        _ evaluate: @escaping @Sendable (T, _ explain: Bool) -> MatchResult
    ) {
        self.init(describedBy: description, evaluate: evaluate)
    }

    /// What the matcher expects, as a phrase: `a value greater than 17`.
    ///
    /// ```swift
    /// greaterThan(17).description  // "a value greater than 17"
    /// ```
    ///
    /// It is the text after `Expected:` in a failure message. It is built on each access.
    @inlinable
    public var description: String {
        core.describe()
    }

    /// Applies the matcher to a value and explains a mismatch.
    ///
    /// ```swift
    /// hasCount(3).matches([1, 2])  // .mismatch("count was 2")
    /// ```
    ///
    /// A passing value builds no text; the reason of a mismatch is what follows `but: was …`.
    @inlinable
    public func matches(_ value: T) -> MatchResult {
        core.evaluate(value, explain: true)
    }

    /// The description as the `Expected:` line shows it above a diff: one short line a line (see
    /// "Compact value lines" in Docs/MessageFormat.md).
    /// `types` is what the message has learned about types so far.
    internal func compactDescription(types: TypeFacts) -> String {
        core.describeCompactly(types: types).text
    }

    /// The failure message `assertThat` prints for a value, or `nil` when the matcher accepts it.
    ///
    /// ```swift
    /// equalTo(3).failureMessage(for: 4, label: "bowls")
    /// ```
    ///
    /// returns
    ///
    /// ```
    /// bowls
    /// Expected: 3
    ///      but: was 4
    /// ```
    ///
    /// For reporting a failure through another test framework, or checking a custom matcher's
    /// message. A passing value builds no text; above a diff the value lines are compact, as
    /// `assertThat` prints them, built without rendering the full description first.
    /// ``describeMismatch(_:_:_:)`` lays out parts a caller already has (a description and the
    /// reason ``matches(_:)`` returned).
    public func failureMessage(for value: T, label: String? = nil) -> String? {
        MessageLayout.failure(of: self, for: value, label: label)
    }

    /// Whether the matcher accepts a value, without building any explanation.
    ///
    /// ```swift
    /// greaterThan(17).isSatisfied(by: 12)  // false
    /// ```
    ///
    /// The verdict-only path: a custom matcher that combines others asks its parts this way while it
    /// decides, and calls ``matches(_:)`` only to explain a failure. It prints nothing.
    @inlinable
    public func isSatisfied(by value: T) -> Bool {
        core.isSatisfied(by: value)
    }
}

// MARK: - Matchers from closures that are not Sendable (Swift 5 language mode)

extension Matcher {
    /// Creates a matcher from a description and a Boolean predicate that need not be `@Sendable`;
    /// for clients in the Swift 5 language mode only.
    ///
    /// ```swift
    /// let cart = ShoppingCart()  // a class that is not Sendable
    /// let inCart = Matcher<String>("an item in the cart") { cart.contains($0) }
    /// ```
    ///
    /// On failure it prints `Expected: an item in the cart` / `     but: was "nori"`. Code in the
    /// Swift 6 language mode sees only the `@Sendable` initializer, so the compiler keeps checking
    /// what its closures capture; in Swift 5 mode the matcher's `Sendable` contract (see
    /// ``Matcher``) is yours to keep.
    @available(swift, obsoleted: 6)
    @inlinable
    public init(_ description: @autoclosure @escaping () -> String, _ predicate: @escaping (T) -> Bool) {
        self.init(describedBy: description) { value, _ in predicate(value) ? .match : .mismatch(nil) }
    }

    /// Creates a matcher from a description and a closure returning a ``MatchResult`` that need not be
    /// `@Sendable`; for clients in the Swift 5 language mode only.
    ///
    /// ```swift
    /// let inCart = Matcher<String>("an item in the cart") {
    ///     cart.contains($0) ? .match : .mismatch("the cart has \(cart.count) items")
    /// }
    /// ```
    ///
    /// On failure it prints `Expected: an item in the cart`, `     but: was "nori"` and the reason.
    @available(swift, obsoleted: 6)
    @inlinable
    public init(_ description: @autoclosure @escaping () -> String, _ match: @escaping (T) -> MatchResult) {
        self.init(describedBy: description) { value, _ in match(value) }
    }
}

/// What a matcher is, for the matchers that look inside others (`allOf`/`anyOf` parts are read
/// from their core, see ``MatcherCore/combination``).
@usableFromInline
internal enum MatcherKind<T> {
    /// `equalTo` and its expected value, so that any-order matching can count hashable values
    /// instead of pairing matchers.
    case equality(T)
}
