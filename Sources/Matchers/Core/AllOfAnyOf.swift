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
    allOf(parts: flattened(matchers) { if case .all(let inner) = $0 { inner } else { nil } })
}

@usableFromInline
internal func allOf<T>(parts: MatcherParts<T>) -> Matcher<T> {
    var matcher = Matcher<T>(describedBy: { describeParts("all of:", parts) }) { actual, explain in
        // Verdict first: a passing value asks nothing but verdicts of its parts.
        if parts.allSatisfy({ $0.isSatisfied(by: actual) }) { return .match }
        guard explain else { return .mismatch(nil) }
        let failures = failedParts(parts, actual)
        guard failures.count > 0 else { return .match }
        let items = failures.shown.map { MessageLayout.failedItem($0.description, reason: $0.reason) }
        return .mismatch(
            MessageLayout.list(
                "failed \(failures.count) of \(parts.count):",
                MessageLayout.capped(items, total: failures.count))
        )
    }
    matcher.kind = .all(parts)
    return matcher
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

/// `heading` and the descriptions of the first ``MessageLimits/maxReportedItems`` parts as a
/// bulleted list, the rest counted: `…(990 more)`. Only the parts shown are described.
internal func describeParts<T>(_ heading: String, _ parts: MatcherParts<T>) -> String {
    let shown = parts.prefix(MessageLimits.current.maxReportedItems).map(\.description)
    return MessageLayout.list(heading, MessageLayout.capped(shown, total: parts.count))
}

/// How many parts reject `actual`, and the description and reason of the first
/// ``MessageLimits/maxReportedItems`` of them: the explain path, which explains no more than it shows.
internal func failedParts<T>(_ parts: MatcherParts<T>, _ actual: T)
    -> (count: Int, shown: [(description: String, reason: String?)])
{
    let limit = MessageLimits.current.maxReportedItems
    var count = 0
    var shown: [(description: String, reason: String?)] = []
    for part in parts {
        if shown.count < limit {
            guard case .mismatch(let reason) = part.matches(actual) else { continue }
            shown.append((part.description, reason))
        } else if part.isSatisfied(by: actual) {
            continue
        }
        count += 1
    }
    return (count, shown)
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
    anyOf(parts: flattened(matchers) { if case .any(let inner) = $0 { inner } else { nil } })
}

internal func anyOf<T>(parts: MatcherParts<T>) -> Matcher<T> {
    var matcher = Matcher<T>(describedBy: { describeParts("any of:", parts) }) { actual, explain in
        // Verdict first: a passing value must not pay for the explanations of the other parts.
        if parts.contains(where: { $0.isSatisfied(by: actual) }) { return .match }
        guard explain else { return .mismatch(nil) }
        let explained = failedParts(parts, actual).shown
        // When no part shown has more to say than the actual value, the Expected list says it all.
        guard explained.contains(where: { $0.reason.map { !$0.isEmpty } ?? false }) else {
            return .mismatch(nil)
        }
        let bullets = explained.map { MessageLayout.failedItem($0.description, reason: $0.reason) }
        return .mismatch(
            MessageLayout.list(
                "matched none of \(parts.count):", MessageLayout.capped(bullets, total: parts.count)))
    }
    matcher.kind = .any(parts)
    return matcher
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
internal func flattened<T>(
    _ matchers: [Matcher<T>],
    parts: (MatcherKind<T>) -> MatcherParts<T>?
) -> MatcherParts<T> {
    // Usually nothing is nested: keep the array as it is.
    guard matchers.contains(where: { $0.kind.flatMap(parts) != nil }) else { return MatcherParts(matchers) }
    var result = MatcherParts<T>([])
    for matcher in matchers {
        result.append(matcher.kind.flatMap(parts) ?? MatcherParts([matcher]))
    }
    return result
}

/// The parts of an `allOf` or an `anyOf`, in order.
///
/// They are kept as runs whose lengths decrease, like the digits of a binary counter: appending
/// merges the last runs while they are no longer than what is appended. A chain
/// `a && b && c …` of n parts thus copies each part O(log n) times, O(n log n) in all, where one
/// flat array copied at each `&&` made it O(n²) (30,000 parts: 14 s before, milliseconds now).
/// Runs are plain arrays, so nothing is shared or mutated between matchers, and releasing a long
/// chain recurses no deeper than the few runs.
@usableFromInline
internal struct MatcherParts<T>: Sequence {
    private var runs: [[Matcher<T>]]
    @usableFromInline private(set) var count: Int

    @usableFromInline
    init(_ parts: [Matcher<T>]) {
        runs = parts.isEmpty ? [] : [parts]
        count = parts.count
    }

    /// Appends the parts of `other`, in order.
    @usableFromInline
    mutating func append(_ other: MatcherParts<T>) {
        for run in other.runs {
            var merged = run
            while let last = runs.last, last.count <= merged.count {
                merged = runs.removeLast() + merged
            }
            runs.append(merged)
        }
        count += other.count
    }

    /// The parts in order, run after run.
    @usableFromInline
    func makeIterator() -> FlattenSequence<[[Matcher<T>]]>.Iterator {
        runs.joined().makeIterator()
    }

    /// The verdict paths, run by run: no iterator in between.
    func allSatisfy(_ predicate: (Matcher<T>) -> Bool) -> Bool {
        runs.allSatisfy { $0.allSatisfy(predicate) }
    }

    func contains(where predicate: (Matcher<T>) -> Bool) -> Bool {
        runs.contains { $0.contains(where: predicate) }
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
        // The left side is spliced in without copying its runs: a chain builds in O(n log n).
        var parts = lhs.parts { if case .all(let inner) = $0 { inner } else { nil } }
        parts.append(rhs.parts { if case .all(let inner) = $0 { inner } else { nil } })
        return allOf(parts: parts)
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
        var parts = lhs.parts { if case .any(let inner) = $0 { inner } else { nil } }
        parts.append(rhs.parts { if case .any(let inner) = $0 { inner } else { nil } })
        return anyOf(parts: parts)
    }

    /// The parts of this matcher when `kind` says it is a combination, else the matcher alone.
    private func parts(_ inner: (MatcherKind<T>) -> MatcherParts<T>?) -> MatcherParts<T> {
        kind.flatMap(inner) ?? MatcherParts([self])
    }
}
