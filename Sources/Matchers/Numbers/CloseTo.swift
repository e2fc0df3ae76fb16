/// Matches a floating-point value no farther than `tolerance` from `expected`, bounds included.
///
/// ```swift
/// assertThat(total, closeTo(3.0, within: 0.01))
/// ```
///
/// prints
///
/// ```
/// Expected: a value within 0.01 of 3.0
///      but: was 3.5
///           differs by 0.5
/// ```
///
/// NaN never matches (not even `closeTo(.nan, …)`); an infinite `expected` matches only the same
/// infinity; an infinite tolerance matches every value but NaN; a negative or NaN tolerance
/// matches nothing and says so.
///
/// - Parameters:
///   - expected: The value to be close to.
///   - tolerance: The largest distance accepted, bounds included; a negative or NaN tolerance
///     never matches and says why.
@inlinable
public func closeTo<T: BinaryFloatingPoint>(_ expected: T, within tolerance: T) -> Matcher<T> {
    Matcher(core: CloseToCore(expected, tolerance))
}

/// `closeTo`'s core: the two numbers in one object, and a verdict that is the comparison itself
/// (no closure context to allocate, and the check inlined where it is built).
@usableFromInline
internal final class CloseToCore<T: BinaryFloatingPoint>: MatcherCore<T> {
    @usableFromInline
    internal let expected: T
    @usableFromInline
    internal let tolerance: T

    @inlinable
    internal init(_ expected: T, _ tolerance: T) {
        self.expected = expected
        self.tolerance = tolerance
    }

    override internal func describe() -> String {
        "a value within \(renderValue(tolerance)) of \(renderValue(expected))"
    }

    @inlinable
    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        if isClose(actual, expected, tolerance) { return .match }
        return explain ? .mismatch(closeToMismatch(actual, expected, tolerance)) : .mismatch(nil)
    }

    @inlinable
    override internal func isSatisfied(by actual: T) -> Bool { isClose(actual, expected, tolerance) }

    @inlinable
    override internal func forReporting() -> MatcherCore<T> { CloseToCore(expected, tolerance) }
}

/// The inclusive test. Comparing against the interval's ends (not `abs(actual - expected)`)
/// keeps `closeTo(1.0, within: 0.1)` matching `1.1`, whose difference rounds above `0.1`.
@inlinable
internal func isClose<T: BinaryFloatingPoint>(_ actual: T, _ expected: T, _ tolerance: T) -> Bool {
    guard !actual.isNaN, !expected.isNaN, !tolerance.isNaN, tolerance >= 0 else { return false }
    if tolerance.isInfinite { return true }
    // An infinity is close only to itself, even where `expected ± tolerance` overflows to it.
    if expected.isInfinite || actual.isInfinite { return actual == expected }
    return actual >= expected - tolerance && actual <= expected + tolerance
}

@usableFromInline
internal func closeToMismatch<T: BinaryFloatingPoint>(_ actual: T, _ expected: T, _ tolerance: T) -> String {
    if tolerance.isNaN || tolerance < 0 {
        return "the tolerance \(renderValue(tolerance)) is not a non-negative number, so no value matches"
    }
    if actual.isNaN || expected.isNaN { return "NaN is not close to any value" }
    if actual.isInfinite || expected.isInfinite {
        return "an infinite value is close only to the same infinity"
    }
    return differenceWords(actual, expected)
}

/// `differs by 0.5`: how far apart two finite values are, as `closeTo` and the rounding hint of
/// `equalTo` say it.
internal func differenceWords<T: BinaryFloatingPoint>(_ actual: T, _ expected: T) -> String {
    "differs by " + renderValue(abs(actual - expected))
}
