/// Inverts a matcher: matches exactly the values the given matcher rejects.
///
/// ```swift
/// assertThat(soup, not(equalTo(.tonkotsu)))
/// ```
///
/// prints
///
/// ```
/// Expected: not .tonkotsu
///      but: was .tonkotsu
/// ```
@inlinable
public func not<T>(_ matcher: Matcher<T>) -> Matcher<T> {
    // `if let`, not `??`: in a debug build the generic operator looks up the core's metadata.
    if let negated = matcher.core.negated() { return Matcher(core: negated) }
    return Matcher(core: NotCore(matcher.core))
}

/// `not`'s core: the inverse of the inner verdict; a rejected value needs no reason of its own.
@usableFromInline
internal final class NotCore<T>: MatcherCore<T> {
    @usableFromInline
    internal let inner: MatcherCore<T>

    @inlinable
    internal init(_ inner: MatcherCore<T>) {
        self.inner = inner
    }

    /// `not <description>`, or a predicate's own words for its inverse: `does not have age 3`.
    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        inner.describeNegated().map { MarkedText(plain: $0) } ?? MarkedText("not ", inner.describeMarked())
    }

    override internal var describesAPredicate: Bool { inner.describesAPredicate }

    override internal func describeNegated() -> String? { inner.describesAPredicate ? inner.describe() : nil }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        inner.isSatisfied(by: actual) ? .mismatch(nil) : .match
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool { !inner.isSatisfied(by: actual) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { NotCore(inner.forReporting()) }
}

/// Matches any value not equal to the one given; `not(x)` is `not(equalTo(x))`.
///
/// ```swift
/// assertThat(bowls, not(0))
/// ```
///
/// prints `Expected: not 0` / `     but: was 0`.
@inlinable
public func not<T: Equatable>(_ value: T) -> Matcher<T> {
    not(equalTo(value))
}

extension Matcher {
    /// Inverts a matcher; `!m` is `not(m)`.
    ///
    /// ```swift
    /// assertThat(name, !hasPrefix("tmp"))
    /// ```
    ///
    /// prints `Expected: not a string with prefix "tmp"` / `     but: was "tmp-1"`.
    @inlinable
    public static prefix func ! (matcher: Matcher<T>) -> Matcher<T> {
        not(matcher)
    }
}
