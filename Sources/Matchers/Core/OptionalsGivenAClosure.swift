// A closure written where a value is expected, `assertThat({ model.coupon }, present())`, fits the
// generic `present()` as an optional closure that is not `nil`: the closure is never called and the
// check passes (`nilValue()` fails, for a reason the reader cannot see). These overloads fit that
// shape better (a closure literal takes one of their three types exactly, where the generic
// matchers need it wrapped in an optional), so the compiler picks them and warns, naming the
// mistake; if the warning is ignored, the check fails and says why. A closure stored in an optional
// property (`assertThat(button.action, present())`) is an optional already and keeps the generic
// matcher.
//
// They sit on the matchers, not on `assertThat`: an overload of `assertThat` is tried by the type
// checker on every assertion, these only where `present()` or `nilValue()` is written
// (Docs/Performance.md). `anything()` has none: it is the placeholder for a mock's arguments, and a
// `() -> Void` argument verified with `anything()` must keep meaning "any closure". Other matchers
// given a closure in a synchronous function are caught by a disfavoured `assertThat` overload
// (XCTMatchers/ClosureMisuse.swift).

/// `present()` given a closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ model.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints `Expected: not nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, present())"
)
public func present<R>() -> Matcher<() -> R> {
    closureGiven(describedBy: { "not nil" })
}

/// `present()` given a throwing closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ try model.loadCoupon() }, present())  // warning: the closure is not called
/// ```
///
/// prints `Expected: not nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, present())"
)
public func present<R>() -> Matcher<() throws -> R> {
    closureGiven(describedBy: { "not nil" })
}

/// `present()` given an asynchronous closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ await model.coupon }, present())  // warning: the closure is not called
/// ```
///
/// prints `Expected: not nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, present())"
)
public func present<R>() -> Matcher<() async throws -> R> {
    closureGiven(describedBy: { "not nil" })
}

/// `nilValue()` given a closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ model.coupon }, nilValue())  // warning: the closure is not called
/// ```
///
/// prints `Expected: nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, nilValue())"
)
public func nilValue<R>() -> Matcher<() -> R> {
    closureGiven(describedBy: { "nil" })
}

/// `nilValue()` given a throwing closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ try model.loadCoupon() }, nilValue())  // warning: the closure is not called
/// ```
///
/// prints `Expected: nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, nilValue())"
)
public func nilValue<R>() -> Matcher<() throws -> R> {
    closureGiven(describedBy: { "nil" })
}

/// `nilValue()` given an asynchronous closure, which it would not call: fails and says so.
///
/// ```swift
/// assertThat({ await model.coupon }, nilValue())  // warning: the closure is not called
/// ```
///
/// prints `Expected: nil` / `     but: was a closure, which is not called` and a line on what to
/// write instead.
@available(
    *, deprecated,
    message:
        "the closure is not called: pass its result, or in an async test write await assertThat({ … }, nilValue())"
)
public func nilValue<R>() -> Matcher<() async throws -> R> {
    closureGiven(describedBy: { "nil" })
}

/// A matcher that fails every closure with the reason `closureNotCalledReason` gives.
private func closureGiven<Closure>(describedBy description: @escaping @Sendable () -> String) -> Matcher<
    Closure
> {
    Matcher(
        describedBy: description,
        evaluate: { _, explain in .mismatch(explain ? closureNotCalledReason : nil) })
}

/// Why a closure given where a value is expected fails: what it was, and what to write instead.
package let closureNotCalledReason: MatchResult.Reason = """
    was a closure, which is not called
    pass its result instead, or in an async test await the call, which then calls the closure
    """
