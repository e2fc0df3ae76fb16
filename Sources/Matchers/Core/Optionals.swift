/// Matches `nil`.
///
/// ```swift
/// assertThat(viewModel.errorMessage, nilValue())
/// ```
///
/// prints `Expected: nil` / `     but: was "duplicated email"`.
@inlinable
public func nilValue<T>() -> Matcher<T?> {
    Matcher(describedBy: { "nil" }) { actual, _ in actual == nil ? .match : .mismatch(nil) }
}

/// Matches any value that is not `nil`.
///
/// ```swift
/// assertThat(mockCook.cookRamenLastSoup, present())
/// ```
///
/// prints `Expected: not nil` / `     but: was nil`.
@inlinable
public func present<T>() -> Matcher<T?> {
    Matcher(describedBy: { "not nil" }) { actual, _ in actual == nil ? .mismatch(nil) : .match }
}

/// Matches a value that is not `nil` and whose unwrapped value the given matcher matches.
///
/// ```swift
/// assertThat(mockCook.cookRamenLastSoup, presentAnd(equalTo(.miso)))
/// ```
///
/// prints `Expected: not nil and .miso` / `     but: was nil`, or `but: was .shio` when present.
@inlinable
public func presentAnd<T>(_ matcher: Matcher<T>) -> Matcher<T?> {
    Matcher(
        core: WrappingCore("not nil and ", matcher, passesValueThrough: true) { actual, explain in
            guard let actual else { return .mismatch(nil) }
            return matcher.evaluate(actual, explain)
        })
}
