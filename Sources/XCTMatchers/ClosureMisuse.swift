internal import Matchers

// A closure written where a value is expected, `assertThat({ model.state }, present())`, would
// otherwise be checked as the value itself: the closure is never called, and a matcher that accepts
// any value (`present()`, `anything()`) passes. These overloads are picked for that shape instead of
// the generic one, and the compiler warns, naming the mistake (an error with warnings as errors); if
// the warning is ignored, the check fails and says why:
//
// - a closure, synchronous or asynchronous, given to a matcher over optional closures, and a
//   synchronous one given to a matcher over non-throwing closures (`present()`, `anything()`):
//   overloads the solver tries on every call, about one constraint-solver scope each
//   (Docs/Performance.md), because the generic overload would otherwise accept the closure;
// - a synchronous closure given to any other matcher (`equalTo("Ann")`): a disfavoured overload,
//   tried only when nothing else fits, so it costs ordinary calls nothing. Without it, a
//   synchronous test got the asynchronous overload and an error about `async` instead.
//
// What keeps its meaning: matchers over synchronous throwing closures (`throwsError()`,
// `doesNotThrow()` take `() throws -> R`), so `assertThat({ try parse("x") }, throwsError())`; an
// optional closure stored in a property, `assertThat(button.action, present())`, as only a closure
// that is not optional picks these; and in an async function, `await assertThat({ await
// model.state }, present())` and `try await requireThat({ … }, present())`, the asynchronous
// overloads, which call the closure (written without `await`, the compiler asks for it). Not
// caught: a throwing or asynchronous closure given to `anything()` (a throwing closure's type is
// the one `throwsError()` takes). In top-level code (a `main.swift`), where Swift does not prefer
// the asynchronous overloads, an asynchronous closure given to `present()` is taken for a misuse
// even with `await`. Scripts/check-diagnostics.sh compiles each shape and checks the diagnostic.
//
// The overloads are declared beside their siblings, at the end of AssertThat.swift and
// RequireThat.swift; the failure they report is built here.

/// The failure of a closure given where `function` expects a value: the closure takes the place of
/// the value, and the reason says what it was, as for the matchers over throwing closures.
internal func closureGiven(to function: String, expected: ExpectedText) -> CheckFailure<() -> Void> {
    let awaited = function == "requireThat" ? "try await" : "await"
    let reason = """
        was a closure, which \(function) does not call
        pass its result instead, or in an async test write \(awaited) \(function)({ … }, matcher)
        """
    return .mismatch({}, expected: expected, reason: MatchResult.Reason(reason))
}
