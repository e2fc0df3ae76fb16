import Matchers
import Testing

@Suite struct AnythingTests {
    @Test func matchesEveryValue() {
        #expect(anything().matches(3) == .match)
        #expect(anything().matches("miso") == .match)
        #expect(anything().matches(Int?.none) == .match)
        #expect(anything().matches([Int]()) == .match)
        #expect(anything().matches(Double.nan) == .match)
    }

    @Test func describesItselfAsAnything() {
        #expect((anything() as Matcher<Int>).description == "anything")
    }

    @Test func neverProducesAFailureMessage() {
        #expect(failureMessage(3, anything()) == nil)
        #expect(failureMessage("miso", anything("any soup")) == nil)
    }

    @Test func customTextMatchesEveryValue() {
        #expect(anything("any soup").matches("shio") == .match)
        #expect(anything("any soup").matches(Int?.none) == .match)
    }

    @Test func customTextIsTheDescription() {
        #expect((anything("any soup") as Matcher<String>).description == "any soup")
        #expect((anything("") as Matcher<String>).description == "")
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
        #expect(
            failureMessage(3, not(anything()))
                == """
                Expected: not anything
                     but: was 3
                """)
    }
}
