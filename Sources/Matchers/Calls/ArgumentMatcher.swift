/// One argument of a recorded call, named by its label, and the matcher it must satisfy: the
/// building block of ``calledWith(_:)`` and of a call recorder's `verifyLastCall` and `verifyCalls`.
///
/// ```swift
/// cookRamen.verifyLastCall(.argument("bowls", \.bowls, equalTo(2)), .argument("extras", \.extras, hasItem("tamago")))
/// ```
///
/// A failing argument is reported under its label and the call's number:
///
/// ```
/// call 1 of 1: bowls
/// Expected: 2
///      but: was 3
/// ```
public struct ArgumentMatcher<Call>: @unchecked Sendable {
    // Unchecked (its closures are plain), and safe: every field is a `let`, and the closures only
    // read a key path or a `@Sendable` closure and a matcher, under `Matcher`'s Sendable contract.

    /// The argument's name in messages: `bowls`.
    package let label: String
    /// The argument matcher's description: `2`.
    package let describe: () -> String
    /// The argument matcher's `Expected:` line, built in the form its message needs (compact above
    /// a diff, cut around the difference for `equalTo`).
    package let expectedText: () -> ExpectedText
    /// The argument's value and the matcher's reason when it refuses the argument; `nil` when it
    /// accepts it. Run on the failure path only.
    package let mismatch: (Call) -> (value: Any, reason: MatchResult.Reason?)?
    /// The argument as a feature of the call: `bowls was 3` and the reason under it.
    package let feature: Matcher<Call>

    /// The verdict alone.
    package func isSatisfied(_ call: Call) -> Bool {
        feature.isSatisfied(by: call)
    }

    /// An argument taken out of the call by a key path: a tuple's label or a stored property.
    ///
    /// ```swift
    /// .argument("extras", \.extras, containsInAnyOrder("tamago", "wakame"))
    /// ```
    ///
    /// prints, when it refuses the last of three calls, `call 3 of 3: extras` above
    /// `Expected: a sequence containing in any order ["tamago", "wakame"]`.
    public static func argument<Value>(
        _ label: String,
        _ keyPath: KeyPath<Call, Value>,
        _ matcher: Matcher<Value>
    ) -> ArgumentMatcher {
        ArgumentMatcher(label, { $0[keyPath: keyPath] }, matcher)
    }

    /// An argument computed from the call by a closure.
    ///
    /// ```swift
    /// .argument("first extra", { $0.extras.first }, presentAnd(equalTo("tamago")))
    /// ```
    ///
    /// prints, when it refuses call 2 of 3, `call 2 of 3: first extra` above
    /// `Expected: not nil and "tamago"`.
    public static func argument<Value>(
        _ label: String,
        _ extract: @escaping @Sendable (Call) -> Value,
        _ matcher: Matcher<Value>
    ) -> ArgumentMatcher {
        ArgumentMatcher(label, extract, matcher)
    }

    private init<Value>(_ label: String, _ extract: @escaping (Call) -> Value, _ matcher: Matcher<Value>) {
        self.label = label
        self.describe = { matcher.description }
        self.expectedText = { ExpectedText(matcher) }
        self.mismatch = { call in
            let value = extract(call)
            guard case .mismatch(let reason) = matcher.matches(value) else { return nil }
            return (value, reason)
        }
        self.feature = Matchers.feature({ label }, extract, matcher)
    }
}

/// Matches a recorded call (a tuple of arguments, or any value) whose every labelled argument its
/// matcher accepts.
///
/// ```swift
/// assertThat(cookRamen.lastCall, presentAnd(calledWith(.argument("bowls", \.bowls, equalTo(2)))))
/// ```
///
/// prints
///
/// ```
/// Expected: not nil and a call with (bowls: 2)
///      but: was (bowls: 3, soup: .miso, extras: [])
///           bowls was 3
/// ```
///
/// Every refused argument is listed, in the order given.
public func calledWith<Call>(_ arguments: ArgumentMatcher<Call>...) -> Matcher<Call> {
    calledWith(arguments)
}

/// Matches a recorded call whose every labelled argument of the array its matcher accepts.
///
/// ```swift
/// assertThat(call, calledWith([.argument("bowls", \.bowls, equalTo(2))]))
/// ```
///
/// prints the same message as the variadic form: `a call with (bowls: 2)` and each refused
/// argument, `bowls was 3`.
public func calledWith<Call>(_ arguments: [ArgumentMatcher<Call>]) -> Matcher<Call> {
    Matcher(describedBy: { "a call with " + describeArguments(arguments) }) { call, explain in
        guard explain else {
            return arguments.allSatisfy { $0.isSatisfied(call) } ? .match : .mismatch(nil)
        }
        let reasons = arguments.compactMap { argument -> MatchResult.Reason.Content? in
            guard case .mismatch(let reason) = argument.feature.matches(call) else { return nil }
            return reason?.content ?? .text("")
        }
        return reasons.isEmpty ? .match : .mismatch(MatchResult.Reason(.lines(reasons)))
    }
}

/// `(bowls: 2, extras: a sequence containing "tamago")`.
package func describeArguments<Call>(_ arguments: [ArgumentMatcher<Call>]) -> String {
    "(" + arguments.map { $0.label + ": " + $0.describe() }.joined(separator: ", ") + ")"
}
