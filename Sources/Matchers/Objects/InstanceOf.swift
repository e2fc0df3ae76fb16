/// Matches a value whose dynamic type is `type` or a subtype of it.
///
/// ```swift
/// assertThat(coordinator.topScreen, instanceOf(LoginScreen.self))
/// ```
///
/// prints
///
/// ```
/// Expected: an instance of LoginScreen
///      but: was HomeScreen()
///           is an instance of HomeScreen
/// ```
@inlinable
public func instanceOf<Expected, Value>(_ type: Expected.Type) -> Matcher<Value> {
    Matcher(describedBy: { "an instance of " + displayName(of: Expected.self) }) { actual, explain in
        if actual is Expected { return .match }
        return explain
            ? .mismatch("is an instance of " + displayName(of: Swift.type(of: actual as Any)))
            : .mismatch(nil)
    }
}

/// Matches a value of type `type` (or a subtype) that, cast to it, the given matcher matches.
///
/// ```swift
/// assertThat(error, instanceOf(ParseError.self, and: has(\.line, equalTo(3))))
/// ```
///
/// prints `Expected: an instance of ParseError and has line 3`, the actual value and, under it,
/// the type it had or the inner matcher's reason.
@inlinable
public func instanceOf<Expected, Value>(_ type: Expected.Type, and matcher: Matcher<Expected>) -> Matcher<
    Value
> {
    Matcher(describedBy: {
        "an instance of " + displayName(of: Expected.self) + " and " + matcher.description
    }) {
        actual, explain in
        guard let cast = actual as? Expected else {
            return explain
                ? .mismatch("is an instance of " + displayName(of: Swift.type(of: actual as Any)))
                : .mismatch(nil)
        }
        return matcher.evaluate(cast, explain)
    }
}
