import Matchers
import Testing
import XCTMatchers

// Written with the test kit for matcher authors (XCTMatchers), as a matcher author's tests would be.

@Suite struct AnythingTests {
    @Test func matchesEveryValue() {
        assertMatches(anything(), 3)
        assertMatches(anything(), "miso")
        assertMatches(anything(), Int?.none)
        assertMatches(anything(), [Int]())
        assertMatches(anything(), Double.nan)
    }

    @Test func describesItselfAsAnything() {
        assertDescription(anything() as Matcher<Int>, "anything")
    }

    @Test func neverProducesAFailureMessage() {
        #expect(failureMessage(3, anything()) == nil)
        #expect(failureMessage("miso", anything("any soup")) == nil)
    }

    @Test func customTextMatchesEveryValue() {
        assertMatches(anything("any soup"), "shio")
        assertMatches(anything("any soup"), Int?.none)
    }

    @Test func customTextIsTheDescription() {
        assertDescription(anything("any soup") as Matcher<String>, "any soup")
        assertDescription(anything("") as Matcher<String>, "")
    }

    @Test func customTextReadsInsideOtherMatchers() {
        #expect(
            failureMessage("shio", not(anything("any soup")))
                == """
                Expected: not any soup
                     but: was "shio"
                """)
        #expect(
            failureMessage(3, allOf(anything("any bowls"), greaterThan(5)))
                == """
                Expected: all of:
                            - any bowls
                            - a value greater than 5
                     but: was 3
                          failed 1 of 2:
                            - a value greater than 5
                """)
    }

    @Test func negatedAnythingMatchesNothing() {
        assertDoesNotMatch(not(anything()), 3, reason: nil)
        #expect(
            failureMessage(3, not(anything()))
                == """
                Expected: not anything
                     but: was 3
                """)
    }
}
