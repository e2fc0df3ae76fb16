/// Matches a value equal to the expected one (`==`).
///
/// ```swift
/// assertThat(bowls, equalTo(2))
/// ```
///
/// prints
///
/// ```
/// Expected: 2
///      but: was 3
/// ```
///
/// Strings and collections add a diff under the actual value (see Docs/MessageFormat.md). Two
/// `Double`s or `Float`s at most 4 ULPs apart add a line suggesting a tolerance:
/// `differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use
/// closeTo(0.3, within: …)`.
@inlinable
public func equalTo<T: Equatable>(_ expected: T) -> Matcher<T> {
    Matcher(core: EqualityCore(expected))
}

/// `equalTo`'s core: the verdict is `==` and nothing else.
@usableFromInline
internal final class EqualityCore<T: Equatable>: MatcherCore<T> {
    @usableFromInline
    internal let expected: T

    @inlinable
    internal init(_ expected: T) {
        self.expected = expected
    }

    @inlinable
    override internal func describe() -> String { renderValue(expected) }

    override internal func describeMarked() -> MarkedText { ValueRenderer.renderMarked(expected) }

    /// The compact line renders only the start of the value, as the `but:` line does.
    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.markedCompactRendering(expected, types: types)
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        if actual == expected { return .match }
        return .mismatch(explain ? explainInequality(actual: actual, expected: expected) : nil)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool { actual == expected }

    override internal func acceptsAny(of items: UnsafeBufferPointer<T>) -> Bool {
        if let integers = items.asIntegers { return containsInteger(asInteger(expected), in: integers) }
        return items.contains(expected)
    }

    override internal func acceptsAny<Items: Sequence>(lookingUpIn items: Items) -> Bool?
    where Items.Element == T {
        lookedUp(expected, in: items)
    }

    override internal func acceptsAll(of items: UnsafeBufferPointer<T>) -> Bool {
        if let integers = items.asIntegers {
            let expected = asInteger(expected)
            return allIntegers(integers) { $0 == expected }
        }
        return !items.contains { $0 != expected }
    }

    @inlinable
    override internal var kind: MatcherKind<T>? { .equality(expected) }

    override internal var comparedValue: ComparedValue? { ComparedValue(expected) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { EqualityCore(expected) }

    @inlinable
    override internal func negated() -> MatcherCore<T>? { InequalityCore(expected) }

    @inlinable @inline(__always)
    override internal func reading<Root>(_ keyPath: KeyPath<Root, T>, named name: String?) -> MatcherCore<
        Root
    >? {
        KeyPathVerdictCore(name, keyPath, EqualityVerdict(expected))
    }
}

/// `==` as a value, for `has(\.x, equalTo(a))` (see ``KeyPathVerdictCore``).
@usableFromInline
internal struct EqualityVerdict<T: Equatable>: FeatureVerdict {
    @usableFromInline
    internal let expected: T

    @inlinable
    internal init(_ expected: T) {
        self.expected = expected
    }

    @inlinable
    internal func accepts(_ value: T) -> Bool { value == expected }

    @usableFromInline
    internal var matcher: Matcher<T> { equalTo(expected) }
}

/// `not(equalTo(x))`'s core: what `not` around an `EqualityCore` says and does, in one object.
/// Accepts a value when `==` is false (`!(a == b)`, not `a != b`, as `not` asks the inner verdict).
@usableFromInline
internal final class InequalityCore<T: Equatable>: MatcherCore<T> {
    @usableFromInline
    internal let rejected: T

    @inlinable
    internal init(_ rejected: T) {
        self.rejected = rejected
    }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        MarkedText("not ", ValueRenderer.renderMarked(rejected))
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        isSatisfied(by: actual) ? .match : .mismatch(nil)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool { !(actual == rejected) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { InequalityCore(rejected) }
}

/// Matches `true`.
///
/// ```swift
/// assertThat(order.isPaid, isTrue())
/// ```
///
/// prints `Expected: true` / `     but: was false`.
@inlinable
public func isTrue() -> Matcher<Bool> {
    equalTo(true)
}

/// Matches `false`.
///
/// ```swift
/// assertThat(order.isCancelled, isFalse())
/// ```
///
/// prints `Expected: false` / `     but: was true`.
@inlinable
public func isFalse() -> Matcher<Bool> {
    equalTo(false)
}
