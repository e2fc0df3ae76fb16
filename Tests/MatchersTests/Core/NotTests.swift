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
                Expected: does not have age 12
                     but: was Person(age: 12)
                """)
    }

    @Test func aPredicateIsNegatedInItsOwnWords() {
        // Not `not has age 12` or `not is 12`: a predicate says its inverse itself.
        struct Loan {
            var days: Int
            var tags: [String]
        }
        let keyPath: Matcher<Loan> = not(has(\.days, greaterThan(3)))
        #expect(keyPath.description == "does not have days a value greater than 3")
        let named: Matcher<Loan> = not(has("days", { $0.days }, equalTo(7)))
        #expect(named.description == "does not have days 7")
        let property: Matcher<Loan> = not(hasProperty("days", equalTo(7)))
        #expect(property.description == #"does not have property "days" with value 7"#)
        let isMatcher: Matcher<Int> = not(`is`(equalTo(7)))
        #expect(isMatcher.description == "is not 7")
        // The inverse of the inverse is the predicate again; around it, it reads as a predicate.
        let twice: Matcher<Loan> = not(not(has(\.days, equalTo(7))))
        #expect(twice.description == "has days 7")
        let every: Matcher<[Loan]> = everyItem(not(has(\.days, equalTo(7))))
        #expect(every.description == "every item does not have days 7")
        let some: Matcher<[Loan]> = hasItem(not(has(\.days, equalTo(7))))
        #expect(some.description == "a sequence with an item that does not have days 7")
        // A noun phrase keeps `not`.
        let tags: Matcher<Loan> = has(\.tags, not(hasItem(equalTo("x"))))
        #expect(tags.description == #"has tags not a sequence containing "x""#)
        #expect(not(greaterThan(3)).description == "not a value greater than 3")
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
