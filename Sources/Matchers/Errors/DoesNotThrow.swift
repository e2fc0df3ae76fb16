/// Matches a closure that returns without throwing.
///
/// ```swift
/// assertThat({ try parse("x") }, doesNotThrow())
/// ```
///
/// prints
///
/// ```
/// Expected: does not throw
///      but: threw ParseError.badDigit("x")
/// ```
///
/// The closure runs each time the matcher is applied.
public func doesNotThrow<R>() -> Matcher<() throws -> R> {
    Matcher(describedBy: { "does not throw" }) { closure, explain in
        do {
            _ = try closure()
            return .match
        } catch {
            return explain ? .mismatch(describeThrow(error)) : .mismatch(nil)
        }
    }
}
