/// Matches a dictionary with the given key.
///
/// ```swift
/// assertThat(headers, hasKey("Authorization"))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with key "Authorization"
///      but: was ["Accept": "text/html"]
/// ```
///
/// The key is looked up by hashing.
public func hasKey<Key: Hashable, Value>(_ key: Key) -> Matcher<[Key: Value]> {
    hasKey(equalTo(key))
}

/// Matches a dictionary with at least one key that the given matcher accepts.
///
/// ```swift
/// assertThat(headers, hasKey(hasPrefix("X-")))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary with key a string with prefix "X-"
///      but: was ["Accept": "text/html"]
/// ```
public func hasKey<Key: Hashable, Value>(_ matcher: Matcher<Key>) -> Matcher<[Key: Value]> {
    Matcher(describedBy: { "a dictionary with key " + matcher.description }) { actual, _ in
        if case .equality(let key)? = matcher.kind {
            return actual[key] == nil ? .mismatch(nil) : .match
        }
        return actual.keys.contains { matcher.isSatisfied(by: $0) } ? .match : .mismatch(nil)
    }
}
