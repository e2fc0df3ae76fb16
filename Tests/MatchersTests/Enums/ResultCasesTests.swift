import Matchers
import Testing

private enum ParseError: Error, Equatable {
    case empty
    case badDigit(Character)
}

@Suite struct ResultCasesTests {
    fileprivate let two: Result<Int, ParseError> = .success(2)
    fileprivate let badDigit: Result<Int, ParseError> = .failure(.badDigit("x"))

    @Test func successesMatch() {
        #expect(succeeded(2).matches(two) == .match)
        #expect(succeeded(matching: greaterThan(1)).matches(two) == .match)
        #expect(succeeded().matches(two) == .match)
        #expect(verdictOnly(two, succeeded()))
        #expect(!verdictOnly(two, succeeded(3)))
        #expect(!verdictOnly(badDigit, succeeded()))
    }

    @Test func failuresMatch() {
        #expect(failed(ParseError.badDigit("x")).matches(badDigit) == .match)
        #expect(failed(matching: anything()).matches(badDigit) == .match)
        #expect(failed().matches(badDigit) == .match)
        #expect(!verdictOnly(two, failed()))
        #expect(!verdictOnly(badDigit, failed(ParseError.empty)))
    }

    @Test func aSuccessWithAnotherValueExplainsTheInnerMismatch() {
        #expect(
            failureMessage(two, succeeded(matching: greaterThan(2))) == """
                Expected: a success with a value greater than 2
                     but: was .success(2)
                          success was 2
                """)
        let text: Result<String, ParseError> = .success("shio")
        #expect(
            failureMessage(text, succeeded("miso")) == """
                Expected: a success with "miso"
                     but: was .success("shio")
                          success was "shio"
                            differs at character 1: expected "m", found "s"
                """)
    }

    @Test func theOtherCaseIsNamed() {
        #expect(
            failureMessage(badDigit, succeeded()) == """
                Expected: a success
                     but: was .failure(.badDigit("x"))
                          case was .failure
                """)
        #expect(
            failureMessage(two, failed(ParseError.empty)) == """
                Expected: a failure with .empty
                     but: was .success(2)
                          case was .success
                """)
    }

    @Test func aFailureWithAnotherErrorExplainsTheInnerMismatch() {
        #expect(
            failureMessage(badDigit, failed(matching: equalTo(.empty))) == """
                Expected: a failure with .empty
                     but: was .failure(.badDigit("x"))
                          failure was .badDigit("x")
                """)
    }

    @Test func anyErrorCanBeMatched() {
        let result: Result<Int, any Error> = .failure(ParseError.empty)
        #expect(failed(matching: Matcher("a parse error") { $0 is ParseError }).matches(result) == .match)
        #expect(
            failureMessage(result, failed(matching: Matcher("a URL error") { _ in false })) == """
                Expected: a failure with a URL error
                     but: was .failure(.empty)
                          failure was .empty
                """)
    }
}
