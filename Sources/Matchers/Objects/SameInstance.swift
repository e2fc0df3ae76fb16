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
        // `as Any`: the dynamic type, also where `T` is `AnyObject` in an optimized build.
        return
            (explain
            ? .mismatch("another instance of " + displayName(of: type(of: actual as Any))) : .mismatch(nil))
    }
}
