// The messages a call recorder's verifications print, apart from the recorder that stores the
// calls (in XCTMatchers, behind a lock) so that every message is built by this module's one
// layout engine and shown in the gallery. Each function returns one message per failure to report.

/// The failure messages of a call recorder's verifications; empty when the calls pass.
package enum CallVerification {
    /// `cookRamen call count` / `Expected: 1` / `but: was 2`; at no call, the reason line says
    /// `cookRamen was never called`.
    package static func count(_ count: Int, _ matcher: Matcher<Int>, name: String) -> [String] {
        guard case .mismatch(let reason) = matcher.matches(count) else { return [] }
        let neverCalled = count == 0 ? (name.isEmpty ? "the method" : name) + " was never called" : ""
        let reasons = MatchResult.Reason(.lines([reason?.content ?? .text(""), .text(neverCalled)]))
        return [
            MessageLayout.failure(
                label: prefix(name) + "call count", expected: matcher.description, actual: .value(count),
                reason: reasons)
        ]
    }

    /// The last call checked argument by argument, one message per refused argument; a count
    /// failure when there was no call.
    package static func lastCall<Call>(_ calls: [Call], _ arguments: [ArgumentMatcher<Call>], name: String)
        -> [String]
    {
        guard let last = calls.last else { return count(0, greaterThan(0), name: name) }
        return call(last, number: calls.count, of: calls.count, arguments, name: name)
    }

    /// Exactly one call, checked argument by argument: the count when it is not 1, then the last
    /// call's refused arguments. A method never called fails once, on its count, and has no
    /// arguments to check.
    package static func onlyCall<Call>(_ calls: [Call], _ arguments: [ArgumentMatcher<Call>], name: String)
        -> [String]
    {
        let countFailures = count(calls.count, equalTo(1), name: name)
        guard let last = calls.last else { return countFailures }
        return countFailures + call(last, number: calls.count, of: calls.count, arguments, name: name)
    }

    /// Every call, in order, against the expected calls: the count first, then each call argument
    /// by argument.
    package static func inOrder<Call>(_ calls: [Call], _ expected: [[ArgumentMatcher<Call>]], name: String)
        -> [String]
    {
        var messages = count(calls.count, equalTo(expected.count), name: name)
        for (index, pair) in zip(calls, expected).enumerated() {
            messages += call(pair.0, number: index + 1, of: calls.count, pair.1, name: name)
        }
        return messages
    }

    /// Every call against the expected calls paired one to one in any order, as one message.
    package static func inAnyOrder<Call>(_ calls: [Call], _ expected: [[ArgumentMatcher<Call>]], name: String)
        -> [String]
    {
        let matcher: Matcher<[Call]> = containsInAnyOrder(expected.map { calledWith($0) })
        return failure(of: matcher, for: calls) { prefix(name) + "calls" }
    }

    /// One message per argument of `call` its matcher refuses: `call 2 of 3: extras` above the
    /// argument's own `Expected:` and `but:` lines.
    package static func call<Call>(
        _ call: Call,
        number: Int,
        of total: Int,
        _ arguments: [ArgumentMatcher<Call>],
        name: String
    ) -> [String] {
        arguments.compactMap { argument in
            guard !argument.isSatisfied(call), let (value, reason) = argument.mismatch(call) else {
                return nil
            }
            return MessageLayout.failure(
                label: prefix(name) + "call \(number) of \(total): " + argument.label,
                expected: argument.expectedText(), actual: .value(value), reason: reason)
        }
    }

    /// The message for a value the matcher refuses, its label built only then; none for a match.
    private static func failure<T>(of matcher: Matcher<T>, for value: T, label: () -> String) -> [String] {
        guard case .mismatch(let reason) = matcher.matches(value) else { return [] }
        return [
            MessageLayout.failure(
                label: label(), expected: ExpectedText(matcher), actual: .value(value), reason: reason)
        ]
    }

    private static func prefix(_ name: String) -> String {
        name.isEmpty ? "" : name + " "
    }
}
