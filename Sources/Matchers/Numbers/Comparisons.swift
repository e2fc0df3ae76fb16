/// Builds an ordering matcher; the description reads `a value <relation> <bound>`.
@inlinable
internal func ordering<T: Comparable>(
    _ relation: String,
    _ bound: T,
    _ accepts: @escaping (T, T) -> Bool
) -> Matcher<T> {
    return Matcher(describedBy: { "a value \(relation) \(renderValue(bound))" }) { actual, _ in
        accepts(actual, bound) ? .match : .mismatch(nil)
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
    ordering("greater than", bound, >)
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
    ordering("greater than or equal to", bound, >=)
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
    ordering("less than", bound, <)
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
    ordering("less than or equal to", bound, <=)
}

/// Matches a value inside a half-open range.
///
/// ```swift
/// assertThat(index, inRange(0..<5))
/// ```
///
/// prints `Expected: a value in 0..<5` / `     but: was 5`.
@inlinable
public func inRange<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    return Matcher(
        describedBy: { "a value in \(renderValue(range.lowerBound))..<\(renderValue(range.upperBound))" }
    ) { actual, _ in range.contains(actual) ? .match : .mismatch(nil) }
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
    return Matcher(
        describedBy: { "a value in \(renderValue(range.lowerBound))...\(renderValue(range.upperBound))" }
    ) { actual, _ in range.contains(actual) ? .match : .mismatch(nil) }
}
