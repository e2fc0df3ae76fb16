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
    Matcher(describedBy: { "throws an error" }) { closure, explain in
        do {
            let result = try closure()
            return .mismatch(explain ? describeReturn(result) : nil)
        } catch {
            return .match
        }
    }
}

/// Matches a closure that throws an error equal to `expected`.
///
/// ```swift
/// assertThat({ try parse("") }, throwsError(ParseError.empty))
/// ```
///
/// prints
///
/// ```
/// Expected: throws ParseError.empty
///      but: threw ParseError.badDigit("x")
/// ```
///
/// An error of another type never matches; a closure that does not throw prints what it returned.
public func throwsError<R, E: Error & Equatable>(_ expected: E) -> Matcher<() throws -> R> {
    Matcher(describedBy: { "throws " + renderError(expected) }) { closure, explain in
        do {
            let result = try closure()
            return .mismatch(explain ? describeReturn(result) : nil)
        } catch let error as E where error == expected {
            return .match
        } catch {
            return .mismatch(explain ? describeThrow(error) : nil)
        }
    }
}

/// Matches a closure that throws an error of type `type` (or a subclass of it).
///
/// ```swift
/// assertThat({ try parse("x") }, throwsError(ofType: ParseError.self))
/// ```
///
/// prints
///
/// ```
/// Expected: throws an error of type ParseError
///      but: threw NetworkError.offline
/// ```
public func throwsError<R, E: Error>(ofType type: E.Type) -> Matcher<() throws -> R> {
    Matcher(describedBy: { "throws an error of type \(E.self)" }) { closure, explain in
        do {
            let result = try closure()
            return .mismatch(explain ? describeReturn(result) : nil)
        } catch is E {
            return .match
        } catch {
            return .mismatch(explain ? describeThrow(error) : nil)
        }
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
    Matcher(describedBy: { "throws an error of type \(E.self) matching " + matcher.description }) {
        closure, explain in
        do {
            let result = try closure()
            return .mismatch(explain ? describeReturn(result) : nil)
        } catch let error as E {
            return thrownError(error, checkedBy: matcher, explain: explain)
        } catch {
            return .mismatch(explain ? describeThrow(error) : nil)
        }
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
    Matcher(describedBy: { "throws an error matching " + matcher.description }) { closure, explain in
        do {
            let result = try closure()
            return .mismatch(explain ? describeReturn(result) : nil)
        } catch {
            return thrownError(error, checkedBy: matcher, explain: explain)
        }
    }
}

/// The verdict on a thrown error of the right type: `threw <error>`, then the matcher's reason
/// indented under it.
private func thrownError<E: Error>(_ error: E, checkedBy matcher: Matcher<E>, explain: Bool) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: error) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(error) else { return .match }
    let thrown = describeThrow(error)
    guard let reason, !reason.isEmpty else { return .mismatch(thrown) }
    return .mismatch(thrown + "\n" + reason)
}
