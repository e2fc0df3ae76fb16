internal import Matchers

// A closure written where a value is expected, `assertThat({ ann.name }, equalTo("Ann"))`, is
// caught in two places, neither of which costs an ordinary assertion anything in the type checker
// (Docs/Performance.md):
//
// - given to `present()` or `nilValue()`, the generic overload of `assertThat` would take the
//   closure as the value (an optional closure that is not `nil`) and never call it: deprecated
//   overloads of those matchers over closures fit better, so the compiler warns
//   (Matchers/Core/OptionalsGivenAClosure.swift);
// - given to any other matcher in a synchronous function, nothing else fits but the asynchronous
//   overload, and the compiler's only word was an error about `async`: a disfavoured deprecated
//   overload of `assertThat` and `requireThat`, tried only when nothing else fits, takes it, so the
//   compiler warns instead, naming the mistake.
//
// Either way the warning is an error with warnings as errors; if it is ignored, the check fails and
// says why. What keeps its meaning: matchers over synchronous throwing closures (`throwsError()`,
// `doesNotThrow()` take `() throws -> R`), so `assertThat({ try parse("x") }, throwsError())`; an
// optional closure stored in a property, `assertThat(button.action, present())`; and in an async
// function, `await assertThat({ await model.state }, present())` and `try await requireThat({ … },
// present())`, the asynchronous overloads, which call the closure (written without `await`, the
// compiler asks for it). Not caught: a closure given to `anything()`, which accepts any value, a
// closure too (it is how a mock's closure argument is left unchecked). Scripts/check-diagnostics.sh compiles each shape and checks the diagnostic.
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
