import Matchers
import Testing

extension ErrorsTests {
    @Suite struct ThrowsErrorTests {
        @Test func matchesAnyThrownError() {
            #expect(throwsError().matches({ try parse("x") }) == .match)
            #expect(throwsError().matches({ () throws -> Void in throw NetworkError.offline }) == .match)
        }

        @Test func rejectsAClosureThatReturns() {
            #expect(throwsError().matches({ try parse("42") }) == .mismatch("returned 42"))
        }

        @Test func saysAVoidClosureDidNotThrow() {
            #expect(throwsError().matches({ () throws -> Void in }) == .mismatch("did not throw"))
        }

        @Test func describesItself() {
            #expect((throwsError() as Matcher<() throws -> Int>).description == "throws an error")
        }

        @Test func mismatchMessageSaysWhatTheClosureReturned() {
            #expect(
                failureMessage({ try parse("42") }, throwsError())
                    == """
                    Expected: throws an error
                         but: returned 42
                    """)
        }

        @Test func runsTheClosureOncePerCheck() {
            let counter = RunCounter()
            _ = throwsError().matches({ () throws -> Void in counter.runs += 1 })
            #expect(counter.runs == 1)
        }

        @Test func everyClosureMatcherRunsTheClosureOncePerCheck() {
            let matchers: [Matcher<() throws -> Int>] = [
                throwsError(), throwsError(ParseError.empty), throwsError(ofType: ParseError.self),
                throwsError(ofType: ParseError.self, matching: anything()), throwsError(matching: anything()),
                doesNotThrow(),
            ]
            for matcher in matchers {
                for input in ["", "x", "42"] {
                    let counter = RunCounter()
                    let closure = { () throws -> Int in
                        counter.runs += 1
                        return try parse(input)
                    }
                    _ = matcher.matches(closure)
                    _ = matcher.isSatisfied(by: closure)
                    #expect(counter.runs == 2, "\(matcher.description) on \(input)")
                }
            }
        }

        @Test func aVerdictBuildsNoText() {
            // A returned value that counts its descriptions: the verdict-only path never renders it.
            let counter = RunCounter()
            struct Counted: CustomStringConvertible {
                let counter: RunCounter
                var description: String {
                    counter.runs += 1
                    return "counted"
                }
            }
            #expect(!anyOf(throwsError(), throwsError()).matches({ Counted(counter: counter) }).isMatch)
            #expect(counter.runs == 2)  // once per part explained, never for the verdicts
        }
    }

    @Suite struct ThrowsEquatableErrorTests {
        @Test func matchesAnEqualError() {
            #expect(throwsError(ParseError.empty).matches({ try parse("") }) == .match)
            #expect(throwsError(ParseError.badDigit("x")).matches({ try parse("x1") }) == .match)
        }

        @Test func rejectsAnotherCase() {
            #expect(
                throwsError(ParseError.empty).matches({ try parse("x") })
                    == .mismatch(#"threw ParseError.badDigit("x")"#))
        }

        @Test func rejectsAnErrorOfAnotherType() {
            let matcher: Matcher<() throws -> Int> = throwsError(ParseError.empty)
            #expect(
                matcher.matches({ throw NetworkError.offline }) == .mismatch("threw NetworkError.offline"))
        }

        @Test func rejectsAClosureThatReturns() {
            #expect(throwsError(ParseError.empty).matches({ try parse("7") }) == .mismatch("returned 7"))
        }

        @Test func describesTheErrorWithItsType() {
            #expect(
                (throwsError(ParseError.empty) as Matcher<() throws -> Int>).description
                    == "throws ParseError.empty")
        }

        @Test func mismatchMessageNamesWhatWasThrown() {
            #expect(
                failureMessage({ try parse("x") }, throwsError(ParseError.empty))
                    == """
                    Expected: throws ParseError.empty
                         but: threw ParseError.badDigit("x")
                    """)
        }
    }

    @Suite struct ThrowsErrorOfTypeTests {
        @Test func matchesAnErrorOfTheType() {
            #expect(throwsError(ofType: ParseError.self).matches({ try parse("x") }) == .match)
        }

        @Test func rejectsAnErrorOfAnotherType() {
            let matcher: Matcher<() throws -> Int> = throwsError(ofType: ParseError.self)
            #expect(
                matcher.matches({ throw NetworkError.offline }) == .mismatch("threw NetworkError.offline"))
        }

        @Test func rejectsAClosureThatReturns() {
            #expect(
                throwsError(ofType: ParseError.self).matches({ try parse("1") }) == .mismatch("returned 1"))
        }

        @Test func describesTheType() {
            #expect(
                (throwsError(ofType: ParseError.self) as Matcher<() throws -> Int>).description
                    == "throws an error of type ParseError")
        }

        @Test func mismatchMessage() {
            let fetch: () throws -> Int = { throw NetworkError.offline }
            #expect(
                failureMessage(fetch, throwsError(ofType: ParseError.self))
                    == """
                    Expected: throws an error of type ParseError
                         but: threw NetworkError.offline
                    """)
        }

        @Test func readsAsTheIssueWritesIt() {
            // `assertThat({ try parse("x") }, throwsError(ofType: ParseError.self))` type-checks: the
            // closure's type is inferred from the literal and the matcher's result type from it.
            #expect(failureMessage({ try parse("x") }, throwsError(ofType: ParseError.self)) == nil)
        }
    }

    @Suite struct ThrowsErrorOfTypeMatchingTests {
        @Test func matchesAnErrorTheMatcherAccepts() {
            let matcher: Matcher<() throws -> Void> = throwsError(
                ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))
            #expect(matcher.matches({ throw PositionedError(offset: 1) }) == .match)
        }

        @Test func explainsAnErrorTheMatcherRejects() {
            let matcher: Matcher<() throws -> Void> = throwsError(
                ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))
            #expect(
                matcher.matches({ throw PositionedError(offset: 2) })
                    == .mismatch("threw PositionedError(offset: 2)\noffset was 2"))
        }

        @Test func rejectsAnErrorOfAnotherType() {
            let matcher: Matcher<() throws -> Void> = throwsError(
                ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))
            #expect(matcher.matches({ throw ParseError.empty }) == .mismatch("threw ParseError.empty"))
        }

        @Test func describesTypeAndMatcher() {
            let matcher: Matcher<() throws -> Void> = throwsError(
                ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))
            #expect(matcher.description == "throws an error of type PositionedError matching has offset 1")
        }

        @Test func mismatchMessageIndentsTheReason() {
            #expect(
                failureMessage(
                    { () throws -> Void in throw PositionedError(offset: 2) },
                    throwsError(ofType: PositionedError.self, matching: has(\.offset, equalTo(1))))
                        == """
                        Expected: throws an error of type PositionedError matching has offset 1
                             but: threw PositionedError(offset: 2)
                                  offset was 2
                        """)
        }
    }

    @Suite struct ThrowsErrorMatchingTests {
        @Test func matchesAnErrorTheMatcherAccepts() {
            #expect(throwsError(matching: instanceOf(ParseError.self)).matches({ try parse("") }) == .match)
        }

        @Test func explainsAnErrorTheMatcherRejects() {
            let matcher: Matcher<() throws -> Int> = throwsError(matching: instanceOf(NetworkError.self))
            #expect(
                failureMessage({ try parse("") }, matcher)
                    == """
                    Expected: throws an error matching an instance of NetworkError
                         but: threw ParseError.empty
                              is an instance of ParseError
                    """)
        }

        @Test func aMatcherWithoutReasonAddsNothing() {
            let matcher: Matcher<() throws -> Int> = throwsError(
                matching: Matcher("a timeout") { _ in false })
            #expect(
                failureMessage({ try parse("") }, matcher)
                    == """
                    Expected: throws an error matching a timeout
                         but: threw ParseError.empty
                    """)
        }

        @Test func rejectsAClosureThatReturns() {
            let matcher: Matcher<() throws -> Int> = throwsError(matching: anything())
            #expect(matcher.matches({ 3 }) == .mismatch("returned 3"))
        }
    }
}
