/// Matches a closure that throws an error, whatever the error.
///
/// ```swift
/// assertThat({ try parse("42") }, throwsError())
/// ```
///
/// prints
///
/// ```
/// Expected: throws an error
///      but: returned 42
/// ```
///
/// The closure runs each time the matcher is applied; a closure that returns `Void` prints
/// `but: did not throw`.
public func throwsError<R>() -> Matcher<() throws -> R> {
    throwsErrorMatcher(describedBy: { "throws an error" }) { _, _ in .match }
}

/// Matches a closure that throws an error equal to `expected`.
///
/// ```swift
/// assertThat({ try parse("x") }, throwsError(ParseError.empty))
/// ```
///
/// prints, because `parse("x")` threw another error:
///
/// ```
/// Expected: throws ParseError.empty
///      but: threw ParseError.badDigit("x")
/// ```
///
/// An error of another type never matches; a closure that does not throw prints what it returned.
/// An error of the expected type that differs in its values gets the diff `equalTo` prints under
/// the `threw` line: `differs at code: expected 4, found 3` for one change, the tree
/// (`differs at field, code (- expected, + actual):`) for more.
public func throwsError<R, E: Error & Equatable>(_ expected: E) -> Matcher<() throws -> R> {
    throwsErrorMatcher(describedBy: { "throws " + renderError(expected) }) { error, explain in
        let typed = error as? E
        if typed == expected { return .match }
        guard explain else { return .mismatch(nil) }
        let difference = typed.flatMap { explainInequality(actual: $0, expected: expected) }
        return .mismatch(
            MatchResult.Reason(.lines([.text(describeThrow(error)), difference?.content ?? .text("")])))
    }
}

/// Matches a closure that throws an error of type `type` (or a subclass of it).
///
/// ```swift
/// assertThat({ try session.send(request) }, throwsError(ofType: NetworkError.self))
/// ```
///
/// prints, when the request could not even be parsed:
///
/// ```
/// Expected: throws an error of type NetworkError
///      but: threw ParseError.empty
/// ```
public func throwsError<R, E: Error>(ofType type: E.Type) -> Matcher<() throws -> R> {
    throwsErrorMatcher(describedBy: { "throws an error of type " + displayName(of: E.self) }) {
        error, explain in
        if error is E { return .match }
        return explain ? .mismatch(describeThrow(error)) : .mismatch(nil)
    }
}

/// Matches a closure that throws an error of type `type` which `matcher` matches.
///
/// ```swift
/// assertThat({ try parse("1+") }, throwsError(ofType: ParseError.self, matching: has(\.offset, equalTo(1))))
/// ```
///
/// prints
///
/// ```
/// Expected: throws an error of type ParseError matching has offset 1
///      but: threw ParseError(offset: 2)
///           offset was 2
/// ```
public func throwsError<R, E: Error>(ofType type: E.Type, matching matcher: Matcher<E>) -> Matcher<
    () throws -> R
> {
    throwsErrorMatcher(describedBy: {
        "throws an error of type " + displayName(of: E.self) + " matching " + matcher.description
    }) {
        error, explain in
        guard let error = error as? E else {
            return explain ? .mismatch(describeThrow(error)) : .mismatch(nil)
        }
        return thrownError(error, checkedBy: matcher, explain: explain)
    }
}

/// Matches a closure that throws an error which `matcher` matches.
///
/// ```swift
/// assertThat({ try session.send(request) }, throwsError(matching: instanceOf(NetworkError.self)))
/// ```
///
/// prints
///
/// ```
/// Expected: throws an error matching an instance of NetworkError
///      but: threw ParseError.empty
///           is an instance of ParseError
/// ```
public func throwsError<R>(matching matcher: Matcher<any Error>) -> Matcher<() throws -> R> {
    throwsErrorMatcher(describedBy: { "throws an error matching " + matcher.description }) { error, explain in
        thrownError(error, checkedBy: matcher, explain: explain)
    }
}

/// A matcher over a throwing closure that expects it to throw. The closure runs exactly once per
/// check: a closure that returns is rejected with what it returned (`returned 42`), and `thrown`
/// judges an error it threw.
private func throwsErrorMatcher<R>(
    describedBy describe: @escaping () -> String,
    thrown: @escaping (_ error: any Error, _ explain: Bool) -> MatchResult
) -> Matcher<() throws -> R> {
    Matcher(describedBy: describe) { closure, explain in
        let result: R
        do {
            result = try closure()
        } catch {
            return thrown(error, explain)
        }
        return explain ? .mismatch(describeReturn(result)) : .mismatch(nil)
    }
}

/// The verdict on a thrown error of the right type: `threw <error>`, then the matcher's reason
/// indented under it.
private func thrownError<E: Error>(_ error: E, checkedBy matcher: Matcher<E>, explain: Bool) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: error) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(error) else { return .match }
    return .mismatch(MatchResult.Reason(.lines([.text(describeThrow(error)), reason?.content ?? .text("")])))
}
