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
    var matcher = Matcher<T>(describedBy: { renderValue(expected) }) { actual, explain in
        if actual == expected { return .match }
        return .mismatch(explain ? explainInequality(actual: actual, expected: expected) : nil)
    }
    matcher.kind = .equality(expected)
    return matcher
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
