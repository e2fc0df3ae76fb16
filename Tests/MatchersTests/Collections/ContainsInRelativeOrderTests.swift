import Matchers
import Testing

@Suite struct ContainsInRelativeOrderTests {
    @Test func matchesInOrderWithGaps() {
        #expect(containsInRelativeOrder(1, 3).matches([1, 2, 3]) == .match)
        #expect(containsInRelativeOrder([1, 3]).matches([0, 1, 2, 3, 4]) == .match)
        #expect(
            containsInRelativeOrder(equalTo("loading"), stringWithPrefix("loaded")).matches([
                "idle", "loading", "loaded 3",
            ]) == .match)
        #expect(containsInRelativeOrder([equalTo(1), greaterThan(1)]).matches([1, 0, 5]) == .match)
        #expect(verdictOnly([1, 1], containsInRelativeOrder(1, 1)))
    }

    @Test func greedyEarliestChoiceFindsAnOrderWhenOneExists() {
        // The first matcher could take item 0 or 2; taking the earliest leaves room for the rest.
        #expect(
            containsInRelativeOrder(stringWithPrefix("a"), equalTo("b"), equalTo("ab")).matches([
                "a", "b", "ab",
            ])
                == .match)
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = containsInRelativeOrder(1, 3)
        #expect(matcher.description == "a sequence containing in relative order [1, 3]")
    }

    @Test func outOfOrderNamesTheEarlierItem() {
        #expect(!verdictOnly([3, 2, 1], containsInRelativeOrder(1, 3)))
        #expect(
            failureMessage([3, 2, 1], containsInRelativeOrder(1, 3)) == """
                Expected: a sequence containing in relative order [1, 3]
                     but: was [3, 2, 1]
                          no item after item 2 matched:
                            - 3
                              item 0 matches it, but comes before item 2
                """
        )
    }

    @Test func anItemIsUsedOnce() {
        #expect(
            failureMessage([1], containsInRelativeOrder(1, 1)) == """
                Expected: a sequence containing in relative order [1, 1]
                     but: was [1]
                          no item after item 0 matched:
                            - 1
                              item 0 matches it, but already matched 1
                """
        )
    }

    @Test func missingEntirely() {
        #expect(
            failureMessage([1, 2], containsInRelativeOrder(1, 5)) == """
                Expected: a sequence containing in relative order [1, 5]
                     but: was [1, 2]
                          no item after item 0 matched:
                            - 5
                """
        )
        #expect(
            failureMessage([2], containsInRelativeOrder(1, 2)) == """
                Expected: a sequence containing in relative order [1, 2]
                     but: was [2]
                          no item matched:
                            - 1
                """
        )
    }

    @Test func emptyCollections() {
        #expect(containsInRelativeOrder([Int]()).matches([]) == .match)
        #expect(containsInRelativeOrder([Int]()).matches([1]) == .match)
        #expect(
            failureMessage([Int](), containsInRelativeOrder(1)) == """
                Expected: a sequence containing in relative order [1]
                     but: was []
                          no item matched:
                            - 1
                """
        )
    }

    @Test func arrayArgumentMeansTheElements() {
        let flat: Matcher<[String]> = containsInRelativeOrder(["a", "c"])
        #expect(flat.matches(["a", "b", "c"]) == .match)
        let nested: Matcher<[[String]]> = containsInRelativeOrder(["a", "c"])
        #expect(nested.matches([["a", "c"]]) == .match)
    }
}
