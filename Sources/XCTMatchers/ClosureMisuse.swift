internal import Matchers

// A closure written where a value is expected, `assertThat({ model.state }, present())`, would
// otherwise be checked as the value itself: the closure is never called, and a matcher that accepts
// any value (`present()`, `anything()`) passes. These overloads are picked for that shape instead of
// the generic one: a closure, synchronous or asynchronous, given to a matcher over optional
// closures, or a synchronous one given to a matcher over non-throwing closures. The compiler warns
// (an error with warnings as errors); if the warning is ignored, the check fails and says why.
// Each overload costs the type checker about one more constraint-solver scope per `assertThat`
// (Docs/Performance.md), so there are no more of them than the common shapes need.
//
// What keeps its meaning: matchers over synchronous throwing closures (`throwsError()`,
// `doesNotThrow()` take `() throws -> R`), so `assertThat({ try parse("x") }, throwsError())`; an
// optional closure stored in a property, `assertThat(button.action, present())`, as only a closure
// that is not optional picks these; and in an async function, `await assertThat({ await
// model.state }, present())` and `try await requireThat({ … }, present())`, the asynchronous
// overloads, which call the closure. Not caught: a throwing or asynchronous closure given to
// `anything()` (a throwing closure's type is the one `throwsError()` takes). In top-level code (a
// `main.swift`), where Swift does not prefer the asynchronous overloads, an asynchronous closure
// given to `present()` is taken for a misuse even with `await`.
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
