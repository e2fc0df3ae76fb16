import Matchers
import Testing

extension ErrorsTests {
    @Suite struct DoesNotThrowTests {
        @Test func matchesAClosureThatReturns() {
            #expect(doesNotThrow().matches({ try parse("42") }) == .match)
            #expect(doesNotThrow().matches({ () throws -> Void in }) == .match)
        }

        @Test func rejectsAClosureThatThrows() {
            #expect(doesNotThrow().matches({ try parse("") }) == .mismatch("threw ParseError.empty"))
        }

        @Test func describesItself() {
            #expect((doesNotThrow() as Matcher<() throws -> Void>).description == "does not throw")
        }

        @Test func mismatchMessageNamesTheError() {
            #expect(
                failureMessage({ try parse("x") }, doesNotThrow())
                    == """
                    Expected: does not throw
                         but: threw ParseError.badDigit("x")
                    """)
        }

        @Test func composesWithNot() {
            #expect(
                failureMessage({ try parse("1") }, not(doesNotThrow()))
                    == """
                    Expected: not does not throw
                         but: was a closure of type () throws -> Int
                    """)
        }
    }
}
