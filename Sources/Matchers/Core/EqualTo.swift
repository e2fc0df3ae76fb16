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
/// Strings and collections add a diff under the actual value (see Docs/MessageFormat.md).
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

    /// The compact line renders only the start of the value, as the `but:` line does.
    override internal func describeCompactly() -> String { MessageLayout.compactRendering(expected) }

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

    override internal func acceptsAll(of items: UnsafeBufferPointer<T>) -> Bool {
        if let integers = items.asIntegers {
            let expected = asInteger(expected)
            return allIntegers(integers) { $0 == expected }
        }
        return !items.contains { $0 != expected }
    }

    @inlinable
    override internal var kind: MatcherKind<T>? { .equality(expected) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { EqualityCore(expected) }
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
