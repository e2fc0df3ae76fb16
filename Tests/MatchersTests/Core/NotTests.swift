import Matchers
import Testing
import XCTMatchers

private enum RamenSoup: Equatable {
    case miso
    case tonkotsu
}

private struct Person {
    var age: Int
}

@Suite struct NotTests {
    // These use the test kit for matcher authors (XCTMatchers), as a matcher author's tests would.
    @Test func matchesWhatTheInnerMatcherRejects() {
        assertMatches(not(equalTo(3)), 4)
        assertMatches(not(greaterThan(5)), 5)
    }

    @Test func rejectsWhatTheInnerMatcherMatches() {
        assertDoesNotMatch(not(equalTo(3)), 3, reason: nil)
    }

    @Test func describesTheInnerMatcherNegated() {
        assertDescription(not(equalTo(3)), "not 3")
        assertDescription(not(greaterThan(5)), "not a value greater than 5")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(RamenSoup.tonkotsu, not(equalTo(.tonkotsu)))
                == """
                Expected: not .tonkotsu
                     but: was .tonkotsu
                """)
    }

    @Test func valueFormIsNotEqualTo() {
        assertMatches(not(0), 1)
        assertDoesNotMatch(not(0), 0, reason: nil)
        assertDescription(not("miso"), #"not "miso""#)
        #expect(
            failureMessage(0, not(0))
                == """
                Expected: not 0
                     but: was 0
                """)
    }

    @Test func prefixOperatorIsNot() {
        let matcher: Matcher<Int> = !greaterThan(-1)
        #expect(matcher.matches(-1) == .match)
        #expect(matcher.description == "not a value greater than -1")
        #expect(
            failureMessage(0, matcher)
                == """
                Expected: not a value greater than -1
                     but: was 0
                """)
    }

    @Test func doubleNegationMatchesLikeTheOriginal() {
        let matcher: Matcher<Int> = !(!equalTo(3))
        #expect(matcher.matches(3) == .match)
        #expect(
            failureMessage(4, matcher)
                == """
                Expected: not not 3
                     but: was 4
                """)
    }

    @Test func dropsTheInnerReasonBecauseTheInnerMatcherPassed() {
        let person = Person(age: 12)
        #expect(not(has(\Person.age, equalTo(12))).matches(person) == .mismatch(nil))
        #expect(
            failureMessage(person, not(has(\.age, equalTo(12))))
                == """
                Expected: not has age 12
                     but: was Person(age: 12)
                """)
    }

    @Test func negatesMultiLineDescriptionsAsATree() {
        #expect(
            failureMessage(2, not(anyOf(equalTo(1), equalTo(2))))
                == """
                Expected: not any of:
                            - 1
                            - 2
                     but: was 2
                """)
    }
}
