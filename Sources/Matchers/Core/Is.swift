/// Decorates a matcher so that it reads as a sentence; it matches exactly what the inner one does.
///
/// ```swift
/// assertThat(bowls, `is`(greaterThan(1)))
/// ```
///
/// prints
///
/// ```
/// Expected: is a value greater than 1
///      but: was 0
/// ```
@inlinable
public func `is`<T>(_ matcher: Matcher<T>) -> Matcher<T> {
    Matcher(
        core: WrappingCore(
            "is ", matcher, passesValueThrough: true, negatedPrefix: "is not ", evaluate: matcher.evaluate))
}

/// Matches a value equal to the one given, reading as a sentence; `is(x)` is `is(equalTo(x))`.
///
/// ```swift
/// assertThat(soup, `is`(.miso))
/// ```
///
/// prints `Expected: is .miso` / `     but: was .shio`.
@inlinable
public func `is`<T: Equatable>(_ value: T) -> Matcher<T> {
    `is`(equalTo(value))
}
