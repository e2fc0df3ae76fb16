// The failure messages of the matcher authors' test kit (`assertMatches`, `assertDoesNotMatch`,
// `assertDescription` in XCTMatchers), built here so that they use this module's layout and string
// diffs and can be shown in the gallery. Each returns `nil` when the check passes.

/// The failure messages of the test kit for matcher authors.
package enum TestKitMessages {
    /// `assertMatches`: the matcher must accept the value, on both of its paths.
    package static func matches<T>(_ matcher: Matcher<T>, _ value: T) -> String? {
        let result = matcher.matches(value)
        if let disagreement = disagreement("assertMatches", matcher, value, result) { return disagreement }
        guard case .mismatch(let reason) = result else { return nil }
        return MessageLayout.failure(
            label: "assertMatches: the matcher refused the value",
            expected: matcher.description, actual: .value(value), reason: reason)
    }

    /// `assertDoesNotMatch`: the matcher must refuse the value, on both of its paths, and when
    /// `expectedReason` is given, explain it with exactly that reason (`.some(nil)`: no reason).
    package static func doesNotMatch<T>(_ matcher: Matcher<T>, _ value: T, reason expectedReason: String??)
        -> String?
    {
        let result = matcher.matches(value)
        if let disagreement = disagreement("assertDoesNotMatch", matcher, value, result) {
            return disagreement
        }
        guard case .mismatch(let reason) = result else {
            return MessageLayout.failure(
                label: "assertDoesNotMatch: the matcher accepted the value",
                expected: "not " + matcher.description, actual: .value(value), reason: nil)
        }
        guard case .some(let expectedReason) = expectedReason else { return nil }
        return textDifference(
            "assertDoesNotMatch: the reason differs", expected: expectedReason, actual: reason?.description)
    }

    /// `assertDescription`: the matcher's description must be exactly the text given.
    package static func description<T>(_ matcher: Matcher<T>, _ expected: String) -> String? {
        textDifference(
            "assertDescription: the description differs", expected: expected, actual: matcher.description)
    }

    /// Two texts compared as `equalTo` compares strings, with its diffs; `nil` stands for no text.
    private static func textDifference(_ label: String, expected: String?, actual: String?) -> String? {
        // Two texts are compared as `String`s, which is what gives the character and line diffs.
        if let expected, let actual {
            return MessageLayout.failure(of: equalTo(expected), for: actual, label: label)
        }
        return MessageLayout.failure(of: equalTo(expected), for: actual, label: label)
    }

    /// A matcher whose explaining path (`matches(_:)`) and verdict-only path (the one combinators
    /// use) disagree is broken whatever the value: say so before anything else.
    private static func disagreement<T>(
        _ function: String, _ matcher: Matcher<T>, _ value: T, _ result: MatchResult
    )
        -> String?
    {
        let verdict = matcher.isSatisfied(by: value)
        guard verdict != result.isMatch else { return nil }
        let (explained, bare) = result.isMatch ? ("accepted", "refused") : ("refused", "accepted")
        return MessageLayout.failure(
            label:
                "\(function): matches(_:) \(explained) the value, but the verdict alone (as combinators ask) "
                + "\(bare) it",
            expected: matcher.description, actual: .value(value), reason: nil)
    }
}
