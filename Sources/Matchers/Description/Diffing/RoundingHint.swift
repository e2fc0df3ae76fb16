// The hint under two floating-point values `equalTo` found unequal that rounding alone could have
// set apart (`0.1 + 0.2` against `0.3`): `==` is rarely the check a test wants for them.

/// How many representable values apart two `Double`s (or `Float`s) may be for the difference to
/// be called rounding: 4 ULPs, what a few rounded operations leave (`0.1 + 0.2` is 1 ULP above
/// `0.3`, adding `0.1` ten times 1 ULP below `1.0`).
internal let roundingULPs = 4

/// `differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use
/// closeTo(0.3, within: …)` when `expected` and `actual` are two `Double`s or two `Float`s, both
/// finite, at most ``roundingULPs`` representable values apart; `nil` for any other pair (values
/// further apart, NaN, an infinity, other types). Inside `optionals` levels of optionals (both
/// values set), the suggestion is wrapped as many times in `presentAnd(…)`. Failure path only.
internal func roundingHint(expected: Any, actual: Any, optionals: Int = 0) -> MatchResult.Reason.Content? {
    // Decided by the type, before any cast: this is asked under every failing `equalTo` on a number.
    if type(of: actual) == Double.self {
        return roundingHint(Double.self, expected: expected, actual: actual, optionals: optionals)
    }
    if type(of: actual) == Float.self {
        return roundingHint(Float.self, expected: expected, actual: actual, optionals: optionals)
    }
    return nil
}

/// ``roundingHint(expected:actual:optionals:)`` for values of type `Number`.
private func roundingHint<Number: BinaryFloatingPoint>(
    _: Number.Type, expected: Any, actual: Any, optionals: Int
) -> MatchResult.Reason.Content? {
    guard let actual = actual as? Number, let expected = expected as? Number,
        differOnlyByRounding(actual, expected)
    else { return nil }
    var suggestion = "closeTo(\(renderValue(expected)), within: …)"
    for _ in 0..<optionals { suggestion = "presentAnd(\(suggestion))" }
    return .text(
        differenceWords(actual, expected) + ": close enough to be rounding; for a tolerance use " + suggestion
    )
}

/// Whether two unequal finite values are at most ``roundingULPs`` steps of `nextUp` apart.
private func differOnlyByRounding<Number: BinaryFloatingPoint>(_ first: Number, _ second: Number) -> Bool {
    guard first.isFinite, second.isFinite, first != second else { return false }
    let high = max(first, second)
    var value = min(first, second)
    for _ in 0..<roundingULPs {
        value = value.nextUp
        if value == high { return true }
    }
    return false
}
