/// Matches an enum value of one case whose associated value, taken out by `extract`, the given
/// matcher accepts; `extract` returns `nil` for every other case.
///
/// ```swift
/// assertThat(payment, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242")))
/// ```
///
/// prints, for `.card(number: "1111", expiry: 2030)`,
///
/// ```
/// Expected: case .card with "4242"
///      but: was .card(number: "1111", expiry: 2030)
///           card was "1111"
///             differs at character 1: expected "4", found "1"
/// ```
///
/// and for a value of another case, `case was .cash` under the value (unless the value is the bare
/// case, `but: was .cash`, which says it already). No macro and no reflection decide the case: the
/// closure does, so it works for any enum, public or not.
public func hasCase<Value, Payload>(
    _ name: String,
    _ extract: @escaping @Sendable (Value) -> Payload?,
    _ matcher: Matcher<Payload>
) -> Matcher<Value> {
    enumCase(name, phrase: "case .\(name)", extract, matcher)
}

/// Matches an enum value of one case, whatever its associated value; `extract` returns `nil` for
/// every other case.
///
/// ```swift
/// assertThat(payment, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } }))
/// ```
///
/// prints, for a `Payment` whose `.cash` case holds an amount,
///
/// ```
/// Expected: case .card
///      but: was .cash(amount: 12)
///           case was .cash
/// ```
public func hasCase<Value, Payload>(
    _ name: String,
    _ extract: @escaping @Sendable (Value) -> Payload?
) -> Matcher<Value> {
    enumCase(name, phrase: "case .\(name)", extract, nil)
}

/// The matcher behind ``hasCase(_:_:_:)`` and the `Result` matchers: a verdict on the case first,
/// then on the extracted payload, worded as a feature (`card was "1111"`).
/// Described as `phrase`, and `phrase with <matcher>` when there is a matcher.
package func enumCase<Value, Payload>(
    _ name: String,
    phrase: String,
    _ extract: @escaping (Value) -> Payload?,
    _ matcher: Matcher<Payload>?
) -> Matcher<Value> {
    let evaluate: (Value, Bool) -> MatchResult = { actual, explain in
        guard let payload = extract(actual) else {
            return .mismatch(explain ? otherCaseReason(actual).map { MatchResult.Reason($0) } : nil)
        }
        guard let matcher else { return .match }
        return featureResult({ name }, payload, matcher, explain: explain)
    }
    guard let matcher else { return Matcher(describedBy: { phrase }, evaluate: evaluate) }
    return Matcher(core: WrappingCore(phrase + " with ", matcher, evaluate: evaluate))
}

/// `case was .cash` for an enum value, or `nil` when the rendered value is the bare case already
/// (`but: was .cash`) or the value is not an enum.
package func otherCaseReason(_ value: Any) -> String? {
    guard let name = caseName(of: value) else { return nil }
    return renderValue(value) == "." + name ? nil : "case was ." + name
}

/// The name of the case an enum value is, as Swift spells it: `cash` for `.cash(amount: 12)`.
package func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let label = mirror.children.first?.label { return label }
    // A case without a payload has no child: its name is what `print` shows, unless the type
    // describes itself, in which case the rendering (`.cash`) is the best name there is.
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible { return nil }
    return String(describing: value)
}
