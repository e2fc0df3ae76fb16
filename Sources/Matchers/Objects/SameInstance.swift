/// Matches the very object given (`===`), not merely an equal one.
///
/// ```swift
/// assertThat(coordinator.presented, sameInstance(loginScreen))
/// ```
///
/// prints
///
/// ```
/// Expected: the same instance as LoginScreen(title: "Log in")
///      but: was LoginScreen(title: "Log in")
///           another instance of LoginScreen
/// ```
@inlinable
public func sameInstance<T: AnyObject>(_ expected: T) -> Matcher<T> {
    return Matcher(describedBy: { "the same instance as " + renderValue(expected) }) { actual, explain in
        if actual === expected { return .match }
        return .mismatch(explain ? "another instance of \(type(of: actual))" : nil)
    }
}
