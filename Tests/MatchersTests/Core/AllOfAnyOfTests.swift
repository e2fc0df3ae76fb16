import Matchers
import Testing

private struct Order {
    var bowls: Int
}

private enum RamenSoup: Equatable {
    case miso
    case shio
    case shoyu
}

@Suite struct AllOfTests {
    @Test func matchesWhenEveryPartMatches() {
        #expect(allOf(greaterThan(0), lessThan(10)).matches(5) == .match)
        #expect(allOf([greaterThan(0), lessThan(10)]).matches(5) == .match)
    }

    @Test func rejectsWhenAnyPartFails() {
        #expect(allOf(greaterThan(0), lessThan(10)).matches(12) != .match)
        #expect(allOf(greaterThan(0), lessThan(10)).matches(-1) != .match)
    }

    @Test func describesEveryPartAsAList() {
        #expect(
            allOf(greaterThan(0), lessThan(10)).description
                == """
                all of:
                  - a value greater than 0
                  - a value less than 10
                """)
    }

    @Test func reasonListsTheFailingPart() {
        #expect(
            allOf(greaterThan(0), lessThan(10)).matches(12)
                == .mismatch(
                    """
                    failed 1 of 2:
                      - a value less than 10
                    """))
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(12, allOf(greaterThan(0), lessThan(10)))
                == """
                Expected: all of:
                            - a value greater than 0
                            - a value less than 10
                     but: was 12
                          failed 1 of 2:
                            - a value less than 10
                """)
    }

    @Test func explainsEveryFailingPartWithItsReason() {
        let matcher = allOf(closeTo(3.0, within: 0.1), lessThan(3.2), greaterThan(0.0), greaterThan(3.6))
        #expect(
            failureMessage(3.5, matcher)
                == """
                Expected: all of:
                            - a value within 0.1 of 3.0
                            - a value less than 3.2
                            - a value greater than 0.0
                            - a value greater than 3.6
                     but: was 3.5
                          failed 3 of 4:
                            - a value within 0.1 of 3.0
                              but: differs by 0.5
                            - a value less than 3.2
                            - a value greater than 3.6
                """)
    }

    @Test func arrayFormPrintsTheSameMessage() {
        #expect(
            failureMessage(-5, allOf([greaterThan(0), lessThan(10), not(-5)]))
                == """
                Expected: all of:
                            - a value greater than 0
                            - a value less than 10
                            - not -5
                     but: was -5
                          failed 2 of 3:
                            - a value greater than 0
                            - not -5
                """)
    }

    @Test func emptyAllOfMatchesAnything() {
        let matcher: Matcher<Int> = allOf([])
        #expect(matcher.matches(0) == .match)
        #expect(matcher.matches(.min) == .match)
        #expect(failureMessage(42, matcher) == nil)
        // An empty list, as every list is printed (it read `all of:`, a heading with nothing under it).
        #expect(matcher.description == "all of []")
        #expect(failureMessage(42, not(matcher)) == "Expected: not all of []\n     but: was 42")
    }

    @Test func singlePart() {
        #expect(
            failureMessage(3, allOf(equalTo(4)))
                == """
                Expected: all of:
                            - 4
                     but: was 3
                          failed 1 of 1:
                            - 4
                """)
    }

    @Test func andOperatorFlattensIntoOneList() {
        let matcher = greaterThan(0) && lessThan(10) && not(12)
        #expect(
            failureMessage(12, matcher)
                == """
                Expected: all of:
                            - a value greater than 0
                            - a value less than 10
                            - not 12
                     but: was 12
                          failed 2 of 3:
                            - a value less than 10
                            - not 12
                """)
    }

    @Test func flatteningCombinesGroupsAndArrays() {
        let grouped = (greaterThan(0) && lessThan(10)) && (not(3) && not(4))
        #expect(
            grouped.description
                == """
                all of:
                  - a value greater than 0
                  - a value less than 10
                  - not 3
                  - not 4
                """)
        let nested = allOf([allOf(greaterThan(0), lessThan(10)), not(3)])
        #expect(
            nested.description
                == """
                all of:
                  - a value greater than 0
                  - a value less than 10
                  - not 3
                """)
    }

    @Test func theTwoPartFormsSpliceANestedCombinationOfTheSameKind() {
        // `allOf(a, b)` and `anyOf(a, b)` have a core of their own; a part that is itself the same
        // combination is still spliced in, either side, and a pair nested in a list too.
        #expect(
            allOf(allOf(greaterThan(0), lessThan(10)), not(3)).description
                == """
                all of:
                  - a value greater than 0
                  - a value less than 10
                  - not 3
                """)
        #expect(
            anyOf(equalTo(1), anyOf(equalTo(2), equalTo(3))).description
                == """
                any of:
                  - 1
                  - 2
                  - 3
                """)
        #expect(
            (allOf(greaterThan(0), lessThan(10)) && not(3)).description
                == allOf(greaterThan(0), lessThan(10), not(3)).description)
        #expect(
            allOf(anyOf(equalTo(1), equalTo(2)), not(2)).description
                == """
                all of:
                  - any of:
                      - 1
                      - 2
                  - not 2
                """)
    }

    @Test func theTwoPartFormsDecideAsTheListFormsDo() {
        let parts: [Matcher<Int>] = [greaterThan(0), lessThan(10), equalTo(12), equalTo(-3)]
        for first in parts {
            for second in parts {
                for value in [-3, 0, 5, 12] {
                    #expect(
                        allOf(first, second).isSatisfied(by: value)
                            == allOf([first, second]).isSatisfied(by: value))
                    #expect(
                        anyOf(first, second).isSatisfied(by: value)
                            == anyOf([first, second]).isSatisfied(by: value))
                    #expect(allOf(first, second).matches(value) == allOf([first, second]).matches(value))
                    #expect(anyOf(first, second).matches(value) == anyOf([first, second]).matches(value))
                    #expect(allOf(first, second).description == allOf([first, second]).description)
                    #expect(anyOf(first, second).description == anyOf([first, second]).description)
                }
            }
        }
    }

    @Test func doesNotFlattenADifferentCombinator() {
        let matcher = (equalTo(1) || equalTo(2)) && not(2)
        #expect(
            failureMessage(2, matcher)
                == """
                Expected: all of:
                            - any of:
                                - 1
                                - 2
                            - not 2
                     but: was 2
                          failed 1 of 2:
                            - not 2
                """)
    }

    @Test func explainsANestedAnyOfAsATree() {
        let matcher = allOf(greaterThan(0.0), anyOf(closeTo(10.0, within: 1), closeTo(20.0, within: 1)))
        #expect(
            failureMessage(15.0, matcher)
                == """
                Expected: all of:
                            - a value greater than 0.0
                            - any of:
                                - a value within 1.0 of 10.0
                                - a value within 1.0 of 20.0
                     but: was 15.0
                          failed 1 of 2:
                            - any of:
                                - a value within 1.0 of 10.0
                                - a value within 1.0 of 20.0
                              but: matched none of 2:
                                     - a value within 1.0 of 10.0
                                       but: differs by 5.0
                                     - a value within 1.0 of 20.0
                                       but: differs by 5.0
                """)
    }

    @Test func capsALongListOfFailures() {
        let matcher = allOf((1...12).map { equalTo($0) })
        #expect(
            failureMessage(0, matcher)
                == """
                Expected: all of:
                            - 1
                            - 2
                            - 3
                            - 4
                            - 5
                            - 6
                            - 7
                            - 8
                            - 9
                            - 10
                            - …(2 more)
                     but: was 0
                          failed 12 of 12:
                            - 1
                            - 2
                            - 3
                            - 4
                            - 5
                            - 6
                            - 7
                            - 8
                            - 9
                            - 10
                            - …(2 more)
                """)
    }
}

@Suite struct AnyOfTests {
    @Test func matchesWhenAnyPartMatches() {
        #expect(anyOf(equalTo(1), equalTo(2)).matches(1) == .match)
        #expect(anyOf(equalTo(1), equalTo(2)).matches(2) == .match)
        #expect(anyOf([equalTo(1), equalTo(2)]).matches(2) == .match)
    }

    @Test func rejectsWhenNoPartMatches() {
        #expect(anyOf(equalTo(1), equalTo(2)).matches(3) == .mismatch(nil))
    }

    @Test func describesEveryPartAsAList() {
        #expect(
            anyOf(equalTo(RamenSoup.miso), equalTo(.shoyu)).description
                == """
                any of:
                  - .miso
                  - .shoyu
                """)
    }

    @Test func mismatchMessageWithoutReasons() {
        #expect(
            failureMessage(RamenSoup.shio, anyOf(equalTo(.miso), equalTo(.shoyu)))
                == """
                Expected: any of:
                            - .miso
                            - .shoyu
                     but: was .shio
                """)
    }

    @Test func arrayFormPrintsTheSameMessage() {
        #expect(
            failureMessage(RamenSoup.shio, anyOf([equalTo(.miso), equalTo(.shoyu)]))
                == failureMessage(RamenSoup.shio, anyOf(equalTo(.miso), equalTo(.shoyu))))
    }

    @Test func explainsEveryPartWhenOneHasAReason() {
        #expect(
            failureMessage(3.5, anyOf(closeTo(3.0, within: 0.1), equalTo(4.0)))
                == """
                Expected: any of:
                            - a value within 0.1 of 3.0
                            - 4.0
                     but: was 3.5
                          matched none of 2:
                            - a value within 0.1 of 3.0
                              but: differs by 0.5
                            - 4.0
                """)
    }

    @Test func emptyAnyOfMatchesNothing() {
        let matcher: Matcher<Int> = anyOf([])
        #expect(!matcher.isSatisfied(by: 0))
        #expect(matcher.description == "any of []")
        // It read `Expected: any of:` with nothing under it, and no reason.
        #expect(
            failureMessage(3, matcher)
                == """
                Expected: any of []
                     but: was 3
                          no matchers were given, so no value matches
                """)
    }

    @Test func orOperatorFlattensIntoOneList() {
        #expect(
            failureMessage(7, equalTo(1) || equalTo(2) || equalTo(3))
                == """
                Expected: any of:
                            - 1
                            - 2
                            - 3
                     but: was 7
                """)
        let grouped = (equalTo(1) || equalTo(2)) || anyOf([equalTo(3), equalTo(4)])
        #expect(
            grouped.description
                == """
                any of:
                  - 1
                  - 2
                  - 3
                  - 4
                """)
    }

    @Test func explainsANestedAllOfAsATree() {
        #expect(
            failureMessage(50, anyOf([lessThan(0), allOf(greaterThan(10), lessThan(20))]))
                == """
                Expected: any of:
                            - a value less than 0
                            - all of:
                                - a value greater than 10
                                - a value less than 20
                     but: was 50
                          matched none of 2:
                            - a value less than 0
                            - all of:
                                - a value greater than 10
                                - a value less than 20
                              but: failed 1 of 2:
                                     - a value less than 20
                """)
    }

    @Test func nestedAllOfInsideFeatureInsideAnyOf() {
        let matcher = anyOf(
            Matcher("no order") { _ in false }, has(\Order.bowls, allOf(greaterThan(3), lessThan(5))))
        #expect(
            failureMessage(Order(bowls: 2), matcher)
                == """
                Expected: any of:
                            - no order
                            - has bowls all of:
                                - a value greater than 3
                                - a value less than 5
                     but: was Order(bowls: 2)
                          matched none of 2:
                            - no order
                            - has bowls all of:
                                - a value greater than 3
                                - a value less than 5
                              but: bowls was 2
                                     failed 1 of 2:
                                       - a value greater than 3
                """)
    }
}
