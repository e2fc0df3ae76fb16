/// Matches a value that every one of the given matchers matches.
///
/// ```swift
/// assertThat(bowls, allOf(greaterThan(0), lessThan(10)))
/// ```
///
/// prints every failing part:
///
/// ```
/// Expected: all of:
///             - a value greater than 0
///             - a value less than 10
///      but: was 12
///           failed 1 of 2:
///             - a value less than 10
/// ```
@inlinable
public func allOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    allOf(matchers)
}

/// Matches a value that every matcher in the array matches; `allOf([])` matches anything.
///
/// ```swift
/// assertThat(bowls, allOf([greaterThan(0), lessThan(10)]))
/// ```
///
/// prints the same message as the variadic form: `failed 1 of 2:` and each failing part.
@inlinable
public func allOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher(core: CombinationCore(flattened(matchers, splicing: .all), isAll: true))
}

/// `allOf` and `anyOf`'s core: the verdict asks the parts for bare verdicts, in order, and stops
/// at the first that settles it; descriptions and reasons are built only on the explaining path.
@usableFromInline
internal final class CombinationCore<T>: MatcherCore<T> {
    @usableFromInline
    internal let parts: [Matcher<T>]
    /// `true` for `allOf`, `false` for `anyOf`.
    @usableFromInline
    internal let isAll: Bool

    @inlinable
    internal init(_ parts: [Matcher<T>], isAll: Bool) {
        self.parts = parts
        self.isAll = isAll
    }

    override internal func describe() -> String {
        isAll ? describeAllOf(parts) : MessageLayout.list("any of:", parts.map(\.description))
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        // Verdict first: a passing value asks nothing but verdicts of its parts.
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        return isAll ? explainAllOf(parts, actual) : explainAnyOf(parts, actual)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool {
        // An index loop: in a debug build it costs a fraction of an iterator or a closure. `allOf`
        // stops at the first rejecting part, `anyOf` at the first accepting one.
        var index = 0
        while index < parts.count {
            if parts[index].core.isSatisfied(by: actual) != isAll { return !isAll }
            index += 1
        }
        return isAll
    }

    @inlinable
    override internal var combination: Combination { isAll ? .all : .any }
}

/// Matches a value that every matcher in a sequence of any kind matches (a `Set`'s values, a lazy
/// `map`, a dictionary's `values`); `allOf` over an empty sequence matches anything.
///
/// ```swift
/// assertThat(bowls, allOf(limits.lazy.map { lessThanOrEqualTo($0) }))
/// ```
///
/// prints the same message as the variadic form: `failed 1 of 2:` and each failing part. The
/// sequence is read once, when the matcher is made.
@inlinable
public func allOf<S: Sequence, T>(_ matchers: S) -> Matcher<T> where S.Element == Matcher<T> {
    allOf(Array(matchers))
}

@usableFromInline
internal func describeAllOf<T>(_ parts: [Matcher<T>]) -> String {
    MessageLayout.list("all of:", parts.map(\.description))
}

@usableFromInline
internal func explainAllOf<T>(_ parts: [Matcher<T>], _ actual: T) -> MatchResult {
    let failures = failedParts(parts, actual)
    guard !failures.isEmpty else { return .match }
    let items = failures.map { MessageLayout.failedItem($0.description, reason: $0.reason) }
    return .mismatch(
        MessageLayout.list("failed \(failures.count) of \(parts.count):", MessageLayout.capped(items))
    )
}

/// The parts that reject `actual`, each with its description and reason: the explain path.
internal func failedParts<T>(_ parts: [Matcher<T>], _ actual: T) -> [(description: String, reason: String?)] {
    parts.compactMap { part in
        guard case .mismatch(let reason) = part.matches(actual) else { return nil }
        return (part.description, reason)
    }
}

/// Matches a value that at least one of the given matchers matches.
///
/// ```swift
/// assertThat(soup, anyOf(equalTo(.miso), equalTo(.shoyu)))
/// ```
///
/// prints
///
/// ```
/// Expected: any of:
///             - .miso
///             - .shoyu
///      but: was .shio
/// ```
///
/// Parts that explain their mismatch are listed with the reason under `matched none of N:`.
public func anyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    anyOf(matchers)
}

/// Matches a value that at least one matcher in the array matches; `anyOf([])` matches nothing.
///
/// ```swift
/// assertThat(soup, anyOf([equalTo(.miso), equalTo(.shoyu)]))
/// ```
///
/// prints the same message as the variadic form.
public func anyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher(core: CombinationCore(flattened(matchers, splicing: .any), isAll: false))
}

/// Why no part of an `anyOf` accepts `actual`: the parts with something to say, each with its reason.
@usableFromInline
internal func explainAnyOf<T>(_ parts: [Matcher<T>], _ actual: T) -> MatchResult {
    let explained = failedParts(parts, actual)
    // When no part has more to say than the actual value, the Expected list says it all.
    guard explained.contains(where: { $0.reason.map { !$0.isEmpty } ?? false }) else {
        return .mismatch(nil)
    }
    let bullets = explained.map { MessageLayout.failedItem($0.description, reason: $0.reason) }
    return .mismatch(MessageLayout.list("matched none of \(parts.count):", MessageLayout.capped(bullets)))
}

/// Matches a value that at least one matcher in a sequence of any kind matches (a lazy `map`, a
/// dictionary's `values`); `anyOf` over an empty sequence matches nothing.
///
/// ```swift
/// assertThat(soup, anyOf(menu.lazy.map { equalTo($0) }))
/// ```
///
/// prints the same message as the variadic form: `Expected: any of:` and the list of parts. The
/// sequence is read once, when the matcher is made.
public func anyOf<S: Sequence, T>(_ matchers: S) -> Matcher<T> where S.Element == Matcher<T> {
    anyOf(Array(matchers))
}

/// Splices the parts of nested combinations of the same kind into one list.
@inlinable
internal func flattened<T>(_ matchers: [Matcher<T>], splicing combination: Combination) -> [Matcher<T>] {
    // Usually nothing is nested: keep the array as it is. The check reads a plain tag (no generic
    // value is made), so that a debug build does not pay for it.
    var index = 0
    while index < matchers.count, matchers[index].core.combination != combination {
        index += 1
    }
    guard index < matchers.count else { return matchers }
    return matchers.flatMap { matcher -> [Matcher<T>] in
        guard matcher.core.combination == combination,
            let parts = (matcher.core as? CombinationCore<T>)?.parts
        else { return [matcher] }
        return parts
    }
}

extension Matcher {
    /// Matches what both matchers match; `a && b && c` is `allOf(a, b, c)`.
    ///
    /// ```swift
    /// assertThat(bowls, greaterThan(0) && lessThan(10))
    /// ```
    ///
    /// prints the `allOf` message: `failed 1 of 2:` and each failing part.
    @_disfavoredOverload
    public static func && (lhs: Matcher<T>, rhs: Matcher<T>) -> Matcher<T> {
        allOf(lhs, rhs)
    }

    /// Matches what either matcher matches; `a || b || c` is `anyOf(a, b, c)`.
    ///
    /// ```swift
    /// assertThat(soup, equalTo(.miso) || equalTo(.shoyu))
    /// ```
    ///
    /// prints the `anyOf` message: `Expected: any of:` and the list of parts.
    @_disfavoredOverload
    public static func || (lhs: Matcher<T>, rhs: Matcher<T>) -> Matcher<T> {
        anyOf(lhs, rhs)
    }
}
