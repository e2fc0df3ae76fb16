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

/// Matches a value that both matchers match: the common two-part `allOf`, which asks its two parts
/// directly and builds no list of parts until a failure is explained.
///
/// ```swift
/// assertThat(bowls, allOf(greaterThanOrEqualTo(0), lessThan(256)))
/// ```
///
/// prints the same message as the variadic form: `failed 1 of 2:` and each failing part.
@inlinable @inline(__always)
public func allOf<T>(_ first: Matcher<T>, _ second: Matcher<T>) -> Matcher<T> {
    combining(first, second, as: .all)
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
    allOf(parts: flattened(matchers, splicing: .all))
}

@usableFromInline
internal func allOf<T>(parts: MatcherParts<T>) -> Matcher<T> {
    Matcher(core: CombinationCore(parts, isAll: true))
}

/// `allOf` and `anyOf`'s core: the verdict asks the parts for bare verdicts, in order, and stops
/// at the first that settles it; descriptions and reasons are built only on the explaining path.
@usableFromInline
internal final class CombinationCore<T>: MatcherCore<T> {
    @usableFromInline
    internal let parts: MatcherParts<T>
    /// `true` for `allOf`, `false` for `anyOf`.
    @usableFromInline
    internal let isAll: Bool

    @inlinable
    internal init(_ parts: MatcherParts<T>, isAll: Bool) {
        self.parts = parts
        self.isAll = isAll
    }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        describeParts(isAll: isAll, parts) { $0.core.describeMarked() }
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(
            describeParts(isAll: isAll, parts) { $0.core.describeCompactly(types: types) })
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        // Verdict first: a passing value asks nothing but verdicts of its parts.
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        return explainCombination(parts, isAll: isAll, actual)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool {
        // Index loops: in a debug build they cost a fraction of an iterator or a closure. `allOf`
        // stops at the first rejecting part, `anyOf` at the first accepting one.
        var run = 0
        while run < parts.runs.count {
            let matchers = parts.runs[run]
            var index = 0
            while index < matchers.count {
                if matchers[index].core.isSatisfied(by: actual) != isAll { return !isAll }
                index += 1
            }
            run += 1
        }
        return isAll
    }

    @inlinable
    override internal var combination: Combination { isAll ? .all : .any }

    override internal var combinedParts: MatcherParts<T>? { parts }
}

/// `allOf(first, second)` or `anyOf(first, second)`: a pair core, unless a part is itself a
/// combination of the same kind, whose parts are spliced in as the variadic forms do.
@inlinable @inline(__always)
internal func combining<T>(_ first: Matcher<T>, _ second: Matcher<T>, as combination: Combination) -> Matcher<
    T
> {
    guard first.core.combination != combination, second.core.combination != combination else {
        let parts = flattened([first, second], splicing: combination)
        return combination == .all ? allOf(parts: parts) : anyOf(parts: parts)
    }
    let isAll = combination == .all
    // `if let`, not `??`: in a debug build the generic operator looks up the core's metadata.
    if let fused = first.core.fused(with: second.core, isAll: isAll) { return Matcher(core: fused) }
    return Matcher(core: PairCombinationCore(first, second, isAll: isAll))
}

/// `allOf` and `anyOf` of exactly two parts, the common case: the verdict asks the two parts
/// directly; the list of parts that describes and explains them is built only for a message.
@usableFromInline
internal final class PairCombinationCore<T>: MatcherCore<T> {
    @usableFromInline
    internal let first: Matcher<T>
    @usableFromInline
    internal let second: Matcher<T>
    /// `true` for `allOf`, `false` for `anyOf`.
    @usableFromInline
    internal let isAll: Bool

    @inlinable
    internal init(_ first: Matcher<T>, _ second: Matcher<T>, isAll: Bool) {
        self.first = first
        self.second = second
        self.isAll = isAll
    }

    /// The two parts, as the general combination holds them.
    internal var parts: MatcherParts<T> { MatcherParts([first, second]) }

    override internal var combinedParts: MatcherParts<T>? { parts }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        describeParts(isAll: isAll, parts) { $0.core.describeMarked() }
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(
            describeParts(isAll: isAll, parts) { $0.core.describeCompactly(types: types) })
    }

    @inlinable @inline(__always)
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        // Out of line: the list of parts is built only here, from copies of the parts, so that
        // the parts of a passing check never escape and an optimizing build keeps them off the heap.
        return explainCombination(first.forReporting, second.forReporting, isAll: isAll, actual)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool {
        // `allOf` stops at a rejecting first part, `anyOf` at an accepting one.
        if first.core.isSatisfied(by: actual) != isAll { return !isAll }
        return second.core.isSatisfied(by: actual)
    }

    @inlinable
    override internal var combination: Combination { isAll ? .all : .any }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> {
        PairCombinationCore(first.forReporting, second.forReporting, isAll: isAll)
    }
}

/// Why `actual` fails a pair: its parts listed as the general combination holds them.
@usableFromInline
internal func explainCombination<T>(_ first: Matcher<T>, _ second: Matcher<T>, isAll: Bool, _ actual: T)
    -> MatchResult
{
    explainCombination(MatcherParts([first, second]), isAll: isAll, actual)
}

/// Why `actual` fails an `allOf` (`isAll`) or an `anyOf` of `parts`: what both cores explain.
@usableFromInline
internal func explainCombination<T>(_ parts: MatcherParts<T>, isAll: Bool, _ actual: T) -> MatchResult {
    isAll ? explainAllOf(parts, actual) : explainAnyOf(parts, actual)
}

/// Why `actual` fails an `allOf`: the failing parts (the first ones, capped), each with its reason.
@usableFromInline
internal func explainAllOf<T>(_ parts: MatcherParts<T>, _ actual: T) -> MatchResult {
    let failures = failedParts(parts, actual)
    guard failures.count > 0 else { return .match }
    let items = failures.shown.map {
        MatchResult.Reason.Content.failedItem(description: $0.description, reason: $0.reason)
    }
    return .mismatch(
        partsReason(
            .list(
                heading: "failed \(failures.count) of \(parts.count):",
                items: MessageLayout.capped(items, total: failures.count)),
            cutAround: failures.lines)
    )
}

/// A reason made of `content`, with the value lines of the parts cut around their differences
/// when there are some (see `MatchResult.Reason.FoundWithDiff.partLines`).
private func partsReason(
    _ content: MatchResult.Reason.Content, cutAround lines: (expected: [Int: String], actual: String?)
) -> MatchResult.Reason {
    guard !lines.expected.isEmpty else { return MatchResult.Reason(content) }
    var found = MatchResult.Reason.FoundWithDiff(aroundDifference: nil, types: TypeFacts().decided)
    found.partLines = lines
    return MatchResult.Reason(.focused(content, found: found))
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

/// `all of:` or `any of:` and the descriptions of the first ``MessageLimits/maxReportedItems`` parts as a
/// bulleted list, as `MessageLayout.list` lays one out, the rest counted: `…(990 more)`. Only the
/// parts shown are described, by `describe` (in full, or compactly above a diff), with the marks
/// of a value's own text and of the counts in them, which the cut of each line reads.
internal func describeParts<T>(isAll: Bool, _ parts: MatcherParts<T>, _ describe: (Matcher<T>) -> MarkedText)
    -> MarkedText
{
    // No parts: an empty list, as every list is printed (`anyOf([])` matches nothing).
    guard parts.count > 0 else { return MarkedText(isAll ? "all of []" : "any of []") }
    var description = MarkedText(isAll ? "all of:" : "any of:")
    let limit = MessageLimits.current.maxReportedItems
    // Each part as an item of `MessageLayout.list`: `  - `, its further lines under its text.
    for part in parts.prefix(limit) {
        description.append("\n  - ")
        description.append(describe(part).indentingContinuationLines(by: 4))
    }
    if parts.count > limit { description.append("\n  - …(\(parts.count - limit) more)") }
    return description
}

/// How many parts reject `actual`, and the description and reason of the first
/// ``MessageLimits/maxReportedItems`` of them: the explain path, which explains no more than it shows.
/// Above a diff, a part is described by the compact `Expected:` line its own message would show
/// (cut around where its value differs from `actual`), and `lines` keeps those lines by the
/// part's position, with the first `but: was` line of theirs that is not cut from the front, for
/// the message's value lines.
internal func failedParts<T>(_ parts: MatcherParts<T>, _ actual: T)
    -> (
        count: Int, shown: [(description: String, reason: MatchResult.Reason?)],
        lines: (expected: [Int: String], actual: String?)
    )
{
    let limit = MessageLimits.current.maxReportedItems
    var count = 0
    var shown: [(description: String, reason: MatchResult.Reason?)] = []
    var lines: (expected: [Int: String], actual: String?) = ([:], nil)
    var frontCut: String? = nil
    for (position, part) in parts.enumerated() {
        if shown.count < limit {
            guard case .mismatch(let reason) = part.matches(actual) else { continue }
            // A part's own line only where it fits its bullet whole (`  - ` before it): cut again
            // there, it would be read as text that no longer says where a value's own text is.
            let partLines =
                reason?.compactsValueLines == true
                ? MessageLayout.compactValueLines(of: part, for: actual, reason: reason) : nil
            if let partLines, MessageLayout.fits(partLines.expected, in: MessageLayout.compactWidth - 4) {
                shown.append((partLines.expected, reason))
                lines.expected[position] = partLines.expected
                // The first part whose own `but: was` line is not the value cut from the front.
                if lines.actual == nil {
                    let cut = frontCut ?? MessageLayout.compactRendering(actual)
                    frontCut = cut
                    if partLines.actual != cut { lines.actual = partLines.actual }
                }
            } else if partLines != nil {
                shown.append((part.core.describeCompactly(types: TypeFacts()).text, reason))
            } else {
                shown.append((part.description, reason))
            }
        } else if part.isSatisfied(by: actual) {
            continue
        }
        count += 1
    }
    return (count, shown, lines)
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

/// Matches a value that either matcher matches: the common two-part `anyOf`, which asks its two
/// parts directly and builds no list of parts until a failure is explained.
///
/// ```swift
/// assertThat(soup, anyOf(equalTo(.miso), equalTo(.shoyu)))
/// ```
///
/// prints the same message as the variadic form: `Expected: any of:` and the list of parts.
@inlinable @inline(__always)
public func anyOf<T>(_ first: Matcher<T>, _ second: Matcher<T>) -> Matcher<T> {
    combining(first, second, as: .any)
}

/// Matches a value that at least one matcher in the array matches; `anyOf([])` matches nothing.
///
/// ```swift
/// assertThat(soup, anyOf([equalTo(.miso), equalTo(.shoyu)]))
/// ```
///
/// prints the same message as the variadic form.
public func anyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    anyOf(parts: flattened(matchers, splicing: .any))
}

@usableFromInline
internal func anyOf<T>(parts: MatcherParts<T>) -> Matcher<T> {
    Matcher(core: CombinationCore(parts, isAll: false))
}

/// Why no part of an `anyOf` accepts `actual`: the parts shown with something to say, each with its
/// reason; nothing when none has more to say than the actual value.
@usableFromInline
internal func explainAnyOf<T>(_ parts: MatcherParts<T>, _ actual: T) -> MatchResult {
    guard parts.count > 0 else {
        return .mismatch(MatchResult.Reason("no matchers were given, so no value matches"))
    }
    let failures = failedParts(parts, actual)
    let explained = failures.shown
    // When no part shown has more to say than the actual value, the Expected list says it all.
    guard explained.contains(where: { $0.reason.map { !$0.isEmpty } ?? false }) else {
        return .mismatch(nil)
    }
    let bullets = explained.map {
        MatchResult.Reason.Content.failedItem(description: $0.description, reason: $0.reason)
    }
    return .mismatch(
        partsReason(
            .list(
                heading: "matched none of \(parts.count):",
                items: MessageLayout.capped(bullets, total: parts.count)),
            cutAround: failures.lines))
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
internal func flattened<T>(_ matchers: [Matcher<T>], splicing combination: Combination) -> MatcherParts<T> {
    // Usually nothing is nested: keep the array as it is. The check reads a plain tag (no generic
    // value is made), so that a debug build does not pay for it.
    var index = 0
    while index < matchers.count, matchers[index].core.combination != combination {
        index += 1
    }
    guard index < matchers.count else { return MatcherParts(matchers) }
    var result = MatcherParts<T>([])
    for matcher in matchers {
        result.append(matcher.parts(splicing: combination))
    }
    return result
}

@usableFromInline
internal struct MatcherParts<T>: Sequence {
    /// The parts, in runs whose lengths shrink from first to last (a binary counter of runs).
    @usableFromInline private(set) var runs: [[Matcher<T>]]
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
        var parts = lhs.parts(splicing: .all)
        parts.append(rhs.parts(splicing: .all))
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
        var parts = lhs.parts(splicing: .any)
        parts.append(rhs.parts(splicing: .any))
        return anyOf(parts: parts)
    }

    /// The parts of this matcher when it is the given combination, else the matcher alone.
    @usableFromInline
    internal func parts(splicing combination: Combination) -> MatcherParts<T> {
        guard core.combination == combination else { return MatcherParts([self]) }
        return core.combinedParts ?? MatcherParts([self])
    }
}
