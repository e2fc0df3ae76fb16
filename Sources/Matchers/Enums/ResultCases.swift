/// Matches a `Result` that is a success whose value the given matcher accepts.
///
/// ```swift
/// assertThat(parse("2"), succeeded(matching: greaterThan(2)))
/// ```
///
/// prints
///
/// ```
/// Expected: a success with a value greater than 2
///      but: was .success(2)
///           success was 2
/// ```
///
/// and for a failure, `case was .failure` under the value.
public func succeeded<Success, Failure>(matching matcher: Matcher<Success>) -> Matcher<
    Result<Success, Failure>
> {
    enumCase("success", phrase: "a success", successValue, matcher)
}

/// Matches a `Result` that is a success with the given value.
///
/// ```swift
/// assertThat(parse("2"), succeeded(3))
/// ```
///
/// prints
///
/// ```
/// Expected: a success with 3
///      but: was .success(2)
///           success was 2
/// ```
public func succeeded<Success: Equatable, Failure>(_ value: Success) -> Matcher<Result<Success, Failure>> {
    succeeded(matching: equalTo(value))
}

/// Matches a `Result` that is a success, whatever its value.
///
/// ```swift
/// assertThat(parse("x"), succeeded())
/// ```
///
/// prints
///
/// ```
/// Expected: a success
///      but: was .failure(.badDigit("x"))
///           case was .failure
/// ```
public func succeeded<Success, Failure>() -> Matcher<Result<Success, Failure>> {
    enumCase("success", phrase: "a success", successValue, nil)
}

/// Matches a `Result` that is a failure whose error the given matcher accepts.
///
/// ```swift
/// assertThat(parse("x"), failed(matching: equalTo(ParseError.empty)))
/// ```
///
/// prints
///
/// ```
/// Expected: a failure with .empty
///      but: was .failure(.badDigit("x"))
///           failure was .badDigit("x")
/// ```
///
/// and for a success, `case was .success` under the value.
public func failed<Success, Failure>(matching matcher: Matcher<Failure>) -> Matcher<Result<Success, Failure>>
{
    enumCase("failure", phrase: "a failure", failureError, matcher)
}

/// Matches a `Result` that is a failure with the given error.
///
/// ```swift
/// assertThat(parse(""), failed(ParseError.badDigit("x")))
/// ```
///
/// prints
///
/// ```
/// Expected: a failure with .badDigit("x")
///      but: was .failure(.empty)
///           failure was .empty
/// ```
public func failed<Success, Failure: Equatable>(_ error: Failure) -> Matcher<Result<Success, Failure>> {
    failed(matching: equalTo(error))
}

/// Matches a `Result` that is a failure, whatever its error.
///
/// ```swift
/// assertThat(parse("2"), failed())
/// ```
///
/// prints
///
/// ```
/// Expected: a failure
///      but: was .success(2)
///           case was .success
/// ```
public func failed<Success, Failure>() -> Matcher<Result<Success, Failure>> {
    enumCase("failure", phrase: "a failure", failureError, nil)
}

private func successValue<Success, Failure>(_ result: Result<Success, Failure>) -> Success? {
    if case .success(let value) = result { return value }
    return nil
}

private func failureError<Success, Failure>(_ result: Result<Success, Failure>) -> Failure? {
    if case .failure(let error) = result { return error }
    return nil
}
