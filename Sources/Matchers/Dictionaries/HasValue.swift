/// Matches a dictionary with at least one value equal to the given one.
///
/// ```swift
/// assertThat(stock, hasValue(0))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with value 0
///      but: was ["negi": 5, "nori": 3]
/// ```
public func hasValue<Key: Hashable, Value: Equatable>(_ value: Value) -> Matcher<[Key: Value]> {
    hasValue(equalTo(value))
}

/// Matches a dictionary with at least one value that the given matcher accepts.
///
/// ```swift
/// assertThat(stock, hasValue(greaterThan(10)))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with value a value greater than 10
///      but: was ["negi": 5, "nori": 3]
/// ```
public func hasValue<Key: Hashable, Value>(_ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
    Matcher(describedBy: { "a dictionary with value " + matcher.description }) { actual, _ in
        actual.values.contains { matcher.isSatisfied(by: $0) } ? .match : .mismatch(nil)
    }
}
