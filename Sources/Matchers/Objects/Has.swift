/// Matches a value whose feature at `keyPath` the given matcher matches, naming the feature after
/// the key path.
///
/// ```swift
/// assertThat(person, has(\.age, greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has age a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
public func has<Root, Value>(_ keyPath: KeyPath<Root, Value>, _ matcher: Matcher<Value>) -> Matcher<Root> {
    return feature({ featureName(of: keyPath) }, { $0[keyPath: keyPath] }, matcher)
}

/// Matches a value whose feature at `keyPath` the given matcher matches, naming the feature `name`.
///
/// ```swift
/// assertThat(person, has("age", \.age, greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has age a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
public func has<Root, Value>(
    _ name: String,
    _ keyPath: KeyPath<Root, Value>,
    _ matcher: Matcher<Value>
) -> Matcher<Root> {
    return feature({ name }, { $0[keyPath: keyPath] }, matcher)
}

/// A matcher on a feature of a value: `has <name> <inner>` / `<name> was <feature value>`, followed
/// by the inner matcher's reason, indented.
package func feature<Root, Value>(
    _ name: @escaping () -> String,
    _ extract: @escaping (Root) -> Value,
    _ matcher: Matcher<Value>
) -> Matcher<Root> {
    Matcher(describedBy: { "has \(name()) " + matcher.description }) { actual, explain in
        featureResult(name, extract(actual), matcher, explain: explain)
    }
}

/// A feature's verdict and, when asked for, its reason: `<name> was <feature value>`, followed by
/// the inner matcher's reason, indented.
package func featureResult<Value>(
    _ name: () -> String,
    _ value: Value,
    _ matcher: Matcher<Value>,
    explain: Bool
) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: value) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(value) else { return .match }
    let summary = "\(name()) was " + MessageLayout.indentingContinuationLines(of: renderValue(value), by: 2)
    guard let reason, !reason.isEmpty else { return .mismatch(summary) }
    return .mismatch(summary + "\n" + MessageLayout.indenting(reason, by: 2))
}

/// The feature name a key path stands for: `\Person.address.city` → `address.city`.
internal func featureName<Root, Value>(of keyPath: KeyPath<Root, Value>) -> String {
    var text = Substring(String(describing: keyPath))
    if text.hasPrefix("\\") { text = text.dropFirst() }
    // Drop the root type's name, which may itself contain dots (`Outer.Inner`).
    let rootName = String(describing: Root.self)
    if text.hasPrefix(rootName + ".") {
        text = text.dropFirst(rootName.count + 1)
    } else if let dot = text.firstIndex(of: ".") {
        text = text[text.index(after: dot)...]
    }
    // Computed properties may print as `<computed 0x… (Int)>` on some platforms: say "feature".
    return text.isEmpty || text.contains("<") ? "feature" : String(text)
}
