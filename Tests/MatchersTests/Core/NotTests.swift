import Matchers
import Testing

private enum RamenSoup: Equatable {
    case miso
    case tonkotsu
}

private struct Person {
    var age: Int
}

@Suite struct NotTests {
    @Test func matchesWhatTheInnerMatcherRejects() {
        #expect(not(equalTo(3)).matches(4) == .match)
        #expect(not(greaterThan(5)).matches(5) == .match)
    }

    @Test func rejectsWhatTheInnerMatcherMatches() {
        #expect(not(equalTo(3)).matches(3) == .mismatch(nil))
    }

    @Test func describesTheInnerMatcherNegated() {
        #expect(not(equalTo(3)).description == "not 3")
        #expect(not(greaterThan(5)).description == "not a value greater than 5")
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
        #expect(not(0).matches(1) == .match)
        #expect(not(0).matches(0) == .mismatch(nil))
        #expect(not("miso").description == #"not "miso""#)
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
