/// Builds an ordering matcher; the description reads `a value <relation> <bound>`.
@inlinable
internal func ordering<T: Comparable>(_ relation: Relation, _ bound: T) -> Matcher<T> {
    Matcher(core: ComparisonCore(relation, bound, bound))
}

/// How a value must compare with the bounds of a ``ComparisonCore``.
@usableFromInline
internal enum Relation {
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    /// `lower <= value < upper`, as `Range.contains`.
    case inHalfOpenRange
    /// `lower <= value <= upper`, as `ClosedRange.contains`.
    case inClosedRange

    /// Whether `actual` stands in this relation to the bound `first` (or the range `first`, `second`).
    @inlinable
    internal func holds<T: Comparable>(for actual: T, _ first: T, _ second: T) -> Bool {
        switch self {
        case .greaterThan: actual > first
        case .greaterThanOrEqualTo: actual >= first
        case .lessThan: actual < first
        case .lessThanOrEqualTo: actual <= first
        case .inHalfOpenRange: first <= actual && actual < second
        case .inClosedRange: first <= actual && actual <= second
        }
    }
}

/// `allOf` or `anyOf` of two comparisons (`allOf(greaterThanOrEqualTo(0), lessThan(256))`), in
/// one object that holds the bounds as values: what `PairCombinationCore` says and does for them.
/// Chosen when the combination is built; an optimized check then asks no part through its core.
@usableFromInline
internal final class ComparisonPairCore<T: Comparable>: MatcherCore<T> {
    // Stored flat, not as two structs or two cores: the destructor, which an optimized check
    // calls unspecialized, would look up a generic struct's metadata on every check to destroy it,
    // and two cores would be two more objects to build and release.
    @usableFromInline
    internal let firstRelation: Relation
    @usableFromInline
    internal let firstLow: T
    @usableFromInline
    internal let firstHigh: T
    @usableFromInline
    internal let secondRelation: Relation
    @usableFromInline
    internal let secondLow: T
    @usableFromInline
    internal let secondHigh: T
    /// `true` for `allOf`, `false` for `anyOf`.
    @usableFromInline
    internal let isAll: Bool

    @inlinable
    internal init(
        _ firstRelation: Relation, _ firstLow: T, _ firstHigh: T,
        _ secondRelation: Relation, _ secondLow: T, _ secondHigh: T,
        isAll: Bool
    ) {
        self.firstRelation = firstRelation
        self.firstLow = firstLow
        self.firstHigh = firstHigh
        self.secondRelation = secondRelation
        self.secondLow = secondLow
        self.secondHigh = secondHigh
        self.isAll = isAll
    }

    /// The two comparisons as values; `.matcher` is each as `allOf` and `anyOf` hold it in general.
    @inlinable
    internal var first: ComparisonVerdict<T> { ComparisonVerdict(firstRelation, firstLow, firstHigh) }

    @inlinable
    internal var second: ComparisonVerdict<T> { ComparisonVerdict(secondRelation, secondLow, secondHigh) }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        PairCombinationCore(first.matcher, second.matcher, isAll: isAll).describeMarked()
    }

    // Inlined into the check: out of line, the failure path's part matchers keep the optimizer from
    // inlining the verdict.
    @inlinable @inline(__always)
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        // Out of line, with new parts rather than `self`, which a passing check never lets escape.
        return explainCombination(first.matcher, second.matcher, isAll: isAll, actual)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool {
        // `allOf` stops at a rejecting first part, `anyOf` at an accepting one.
        if firstRelation.holds(for: actual, firstLow, firstHigh) != isAll { return !isAll }
        return secondRelation.holds(for: actual, secondLow, secondHigh)
    }

    @inlinable
    override internal var combination: Combination { isAll ? .all : .any }

    override internal var combinedParts: MatcherParts<T>? { MatcherParts([first.matcher, second.matcher]) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> {
        ComparisonPairCore(
            firstRelation, firstLow, firstHigh, secondRelation, secondLow, secondHigh, isAll: isAll)
    }
}

/// The comparison matchers' core: one object holding the bounds, and a verdict that is the
/// comparison itself (no closure to call, also in a debug build).
@usableFromInline
internal final class ComparisonCore<T: Comparable>: MatcherCore<T> {
    @usableFromInline
    internal let relation: Relation
    /// The bound, or the lower bound of a range.
    @usableFromInline
    internal let first: T
    /// The upper bound of a range; the bound again otherwise.
    @usableFromInline
    internal let second: T

    @inlinable
    internal init(_ relation: Relation, _ first: T, _ second: T) {
        self.relation = relation
        self.first = first
        self.second = second
    }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        func bounds(_ separator: String) -> MarkedText {
            var text = MarkedText("a value in ", ValueRenderer.renderMarked(first))
            text.append(separator)
            text.append(ValueRenderer.renderMarked(second))
            return text
        }
        switch relation {
        case .greaterThan: return MarkedText("a value greater than ", ValueRenderer.renderMarked(first))
        case .greaterThanOrEqualTo:
            return MarkedText("a value greater than or equal to ", ValueRenderer.renderMarked(first))
        case .lessThan: return MarkedText("a value less than ", ValueRenderer.renderMarked(first))
        case .lessThanOrEqualTo:
            return MarkedText("a value less than or equal to ", ValueRenderer.renderMarked(first))
        case .inHalfOpenRange: return bounds("..<")
        case .inClosedRange: return bounds("...")
        }
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        // The reason is built out of line, on the failure path only (Docs/Performance.md, "NaN in
        // a comparison's reason").
        isSatisfied(by: actual) ? .match : .mismatch(explain ? reason(actual) : nil)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool { relation.holds(for: actual, first, second) }

    /// Why the comparison fails where its two lines do not say: every comparison with NaN is
    /// false, and an empty range (`3..<3`) holds no value. `nil` for other values, whose two lines
    /// say it all.
    @usableFromInline
    internal func reason(_ actual: T) -> MatchResult.Reason? {
        func isNaN(_ value: T) -> Bool { (value as? any FloatingPoint)?.isNaN == true }
        if isNaN(first) {
            return MatchResult.Reason(
                .aboutTheMatcher("the bound is NaN, which no value compares with, so no value matches"))
        }
        if relation == .inHalfOpenRange, first == second {
            return MatchResult.Reason(
                .aboutTheMatcher(
                    "the range \(renderValue(first))..<\(renderValue(second)) is empty, so no value matches"))
        }
        guard isNaN(actual) else { return nil }
        switch relation {
        case .greaterThan: return "NaN is not greater than any value"
        case .greaterThanOrEqualTo: return "NaN is not greater than or equal to any value"
        case .lessThan: return "NaN is not less than any value"
        case .lessThanOrEqualTo: return "NaN is not less than or equal to any value"
        case .inHalfOpenRange, .inClosedRange: return "NaN is in no range"
        }
    }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { ComparisonCore(relation, first, second) }

    @inlinable @inline(__always)
    override internal func fused(with other: MatcherCore<T>, isAll: Bool) -> MatcherCore<T>? {
        other.fused(afterComparison: relation, first, second, isAll: isAll)
    }

    @inlinable @inline(__always)
    override internal func reading<Root>(_ keyPath: KeyPath<Root, T>, named name: String?) -> MatcherCore<
        Root
    >? {
        KeyPathVerdictCore(name, keyPath, ComparisonVerdict(relation, first, second))
    }

    @inlinable
    override internal func fused(afterComparison relation: Relation, _ low: T, _ high: T, isAll: Bool)
        -> MatcherCore<T>?
    {
        ComparisonPairCore(relation, low, high, self.relation, first, second, isAll: isAll)
    }

    override internal func acceptsAll(of items: UnsafeBufferPointer<T>) -> Bool {
        // The relation is chosen once, not per item. The switch is written twice on purpose: in
        // the first, each closure compares concrete `Int`s, which a debug build does inline; one
        // generic switch for both would compare through `Comparable`'s witness on every item.
        if let integers = items.asIntegers {
            let (first, second) = (asInteger(self.first), asInteger(self.second))
            switch relation {
            case .greaterThan: return allIntegers(integers) { $0 > first }
            case .greaterThanOrEqualTo: return allIntegers(integers) { $0 >= first }
            case .lessThan: return allIntegers(integers) { $0 < first }
            case .lessThanOrEqualTo: return allIntegers(integers) { $0 <= first }
            case .inHalfOpenRange: return allIntegers(integers) { first <= $0 && $0 < second }
            case .inClosedRange: return allIntegers(integers) { first <= $0 && $0 <= second }
            }
        }
        let (first, second) = (self.first, self.second)
        switch relation {
        case .greaterThan: return items.allSatisfy { $0 > first }
        case .greaterThanOrEqualTo: return items.allSatisfy { $0 >= first }
        case .lessThan: return items.allSatisfy { $0 < first }
        case .lessThanOrEqualTo: return items.allSatisfy { $0 <= first }
        case .inHalfOpenRange: return items.allSatisfy { first <= $0 && $0 < second }
        case .inClosedRange: return items.allSatisfy { first <= $0 && $0 <= second }
        }
    }
}

/// Matches a value greater than the bound.
///
/// ```swift
/// assertThat(age, greaterThan(17))
/// ```
///
/// prints `Expected: a value greater than 17` / `     but: was 12`.
@inlinable
public func greaterThan<T: Comparable>(_ bound: T) -> Matcher<T> {
    ordering(.greaterThan, bound)
}

/// Matches a value greater than or equal to the bound.
///
/// ```swift
/// assertThat(bowls, greaterThanOrEqualTo(2))
/// ```
///
/// prints `Expected: a value greater than or equal to 2` / `     but: was 1`.
@inlinable
public func greaterThanOrEqualTo<T: Comparable>(_ bound: T) -> Matcher<T> {
    ordering(.greaterThanOrEqualTo, bound)
}

/// Matches a value less than the bound.
///
/// ```swift
/// assertThat(latency, lessThan(100))
/// ```
///
/// prints `Expected: a value less than 100` / `     but: was 250`.
@inlinable
public func lessThan<T: Comparable>(_ bound: T) -> Matcher<T> {
    ordering(.lessThan, bound)
}

/// Matches a value less than or equal to the bound.
///
/// ```swift
/// assertThat(retries, lessThanOrEqualTo(3))
/// ```
///
/// prints `Expected: a value less than or equal to 3` / `     but: was 4`.
@inlinable
public func lessThanOrEqualTo<T: Comparable>(_ bound: T) -> Matcher<T> {
    ordering(.lessThanOrEqualTo, bound)
}

/// Matches a value inside a half-open range.
///
/// ```swift
/// assertThat(index, inRange(0..<5))
/// ```
///
/// prints `Expected: a value in 0..<5` / `     but: was 5`. An empty range matches nothing and
/// says so: `the range 3..<3 is empty, so no value matches`.
@inlinable
public func inRange<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    Matcher(core: ComparisonCore(.inHalfOpenRange, range.lowerBound, range.upperBound))
}

/// Matches a value inside a closed range.
///
/// ```swift
/// assertThat(rating, inRange(1...5))
/// ```
///
/// prints `Expected: a value in 1...5` / `     but: was 0`.
@inlinable
public func inRange<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    Matcher(core: ComparisonCore(.inClosedRange, range.lowerBound, range.upperBound))
}

/// A comparison as a value, for `has(\.x, greaterThan(a))` (see ``KeyPathVerdictCore``).
@usableFromInline
internal struct ComparisonVerdict<T: Comparable>: FeatureVerdict {
    @usableFromInline
    internal let relation: Relation
    @usableFromInline
    internal let first: T
    @usableFromInline
    internal let second: T

    @inlinable
    internal init(_ relation: Relation, _ first: T, _ second: T) {
        self.relation = relation
        self.first = first
        self.second = second
    }

    @inlinable
    internal func accepts(_ value: T) -> Bool { relation.holds(for: value, first, second) }

    @usableFromInline
    internal var matcher: Matcher<T> { Matcher(core: ComparisonCore(relation, first, second)) }
}
