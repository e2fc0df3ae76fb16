import Matchers
import Testing

@Suite struct ContainsInAnyOrderTests {
    // MARK: The talk

    @Test func talkCodeCompilesWithArrayOfStringResult() {
        let byValue: Matcher<[String]> = containsInAnyOrder("tamago", "wakame")
        let byMatcher: Matcher<[String]> = containsInAnyOrder(equalTo("tamago"), hasPrefix("waka"))
        #expect(byValue.matches(["wakame", "tamago"]) == .match)
        #expect(byMatcher.matches(["wakame", "tamago"]) == .match)
        #expect(byMatcher.matches(["tamago", "kombu"]) != .match)
    }

    @Test func talkMismatchNamesMissingAndUnexpectedWithClosestReason() {
        #expect(
            failureMessage(["wakame", "tamago"], containsInAnyOrder("tamago", "chashu")) == """
                Expected: a sequence containing in any order ["tamago", "chashu"]
                     but: was ["wakame", "tamago"]
                          missing 1 of 2:
                            - "chashu"
                          unexpected 1 of 2 items:
                            - item 0 was "wakame"
                              closest: "chashu"
                              but: differs at character 1: expected "c", found "w"
                """
        )
    }

    // MARK: Match, mismatch, description

    @Test func matchesItemsInAnyOrder() {
        #expect(containsInAnyOrder(1, 2, 3).matches([3, 1, 2]) == .match)
        #expect(containsInAnyOrder([1, 2, 3]).matches([2, 3, 1]) == .match)
        #expect(containsInAnyOrder(equalTo(1), greaterThan(5)).matches([9, 1]) == .match)
        #expect(containsInAnyOrder([equalTo(1), greaterThan(5)]).matches([9, 1]) == .match)
    }

    @Test func rejectsMissingExtraAndWrongItems() {
        #expect(containsInAnyOrder(1, 2).matches([1]) != .match)
        #expect(containsInAnyOrder(1, 2).matches([1, 2, 2]) != .match)
        #expect(containsInAnyOrder(1, 2).matches([1, 3]) != .match)
        #expect(!verdictOnly([1, 3], containsInAnyOrder(1, 2)))
        #expect(verdictOnly([2, 1], containsInAnyOrder(1, 2)))
    }

    @Test func describesMatchersInOrder() {
        let matcher: Matcher<[String]> = containsInAnyOrder(equalTo("tamago"), stringWithPrefix("waka"))
        #expect(
            matcher.description
                == #"a sequence containing in any order ["tamago", a string with prefix "waka"]"#)
    }

    @Test func mismatchWithMatcherShowsClosest() {
        #expect(
            failureMessage(
                ["tamago", "kombu"], containsInAnyOrder(equalTo("tamago"), stringWithPrefix("waka"))) == """
                    Expected: a sequence containing in any order ["tamago", a string with prefix "waka"]
                         but: was ["tamago", "kombu"]
                              missing 1 of 2:
                                - a string with prefix "waka"
                              unexpected 1 of 2 items:
                                - item 1 was "kombu"
                                  closest: a string with prefix "waka"
                    """
        )
    }

    @Test func closestKeepsTheMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([4, 7], containsInAnyOrder(equalTo(4), even)) == """
                Expected: a sequence containing in any order [4, an even number]
                     but: was [4, 7]
                          missing 1 of 2:
                            - an even number
                              item 0 matches it, but is paired with 4
                          unexpected 1 of 2 items:
                            - item 1 was 7
                              closest: an even number
                              but: remainder was 1
                """
        )
    }

    @Test func closestIsTheMissingMatcherAtTheItemsPositionElseTheFirstMissing() {
        // Items 0 and 2 are unexpected; matchers 1 and 2 are missing. Item 2 gets matcher 2 (same
        // position); item 0 gets matcher 1 (the first missing one).
        #expect(
            failureMessage([7, 1, 8], containsInAnyOrder(1, 2, 3)) == """
                Expected: a sequence containing in any order [1, 2, 3]
                     but: was [7, 1, 8]
                          missing 2 of 3:
                            - 2
                            - 3
                          unexpected 2 of 3 items:
                            - item 0 was 7
                              closest: 2
                            - item 2 was 8
                              closest: 3
                """
        )
    }

    @Test func countsThatDifferAreStated() {
        #expect(
            failureMessage([1, 2, 3], containsInAnyOrder(1, 2)) == """
                Expected: a sequence containing in any order [1, 2]
                     but: was [1, 2, 3]
                          count was 3, expected 2
                          unexpected 1 of 3 items:
                            - item 2 was 3
                """
        )
        #expect(
            failureMessage([2], containsInAnyOrder(1, 2)) == """
                Expected: a sequence containing in any order [1, 2]
                     but: was [2]
                          count was 1, expected 2
                          missing 1 of 2:
                            - 1
                """
        )
    }

    @Test func duplicatesSayWhoTookTheMatcher() {
        #expect(
            failureMessage([5, 5], containsInAnyOrder(5, 6)) == """
                Expected: a sequence containing in any order [5, 6]
                     but: was [5, 5]
                          missing 1 of 2:
                            - 6
                          unexpected 1 of 2 items:
                            - item 1 was 5
                              matches 5, which is paired with item 0
                """
        )
        #expect(
            failureMessage([5], containsInAnyOrder(5, 5)) == """
                Expected: a sequence containing in any order [5, 5]
                     but: was [5]
                          count was 1, expected 2
                          missing 1 of 2:
                            - 5
                              item 0 matches it, but is paired with 5
                """
        )
    }

    @Test func prefersPairingItemIWithMatcherI() {
        // Item 0 could go to either matcher; it stays with matcher 0, so matcher 1 is the missing one.
        #expect(
            failureMessage(["a", "c"], containsInAnyOrder(stringWithPrefix("a"), equalTo("a"))) == """
                Expected: a sequence containing in any order [a string with prefix "a", "a"]
                     but: was ["a", "c"]
                          missing 1 of 2:
                            - "a"
                              item 0 matches it, but is paired with a string with prefix "a"
                          unexpected 1 of 2 items:
                            - item 1 was "c"
                              closest: "a"
                              but: differs at character 1: expected "a", found "c"
                """
        )
    }

    // MARK: Greedy traps and argument order

    @Test func greedyTrapFromTheIssueMatches() {
        #expect(containsInAnyOrder(stringWithPrefix("a"), equalTo("ab")).matches(["ab", "a"]) == .match)
        #expect(containsInAnyOrder(hasPrefix("a"), equalTo("ab")).matches(["ab", "a"]) == .match)
        #expect(verdictOnly(["ab", "a"], containsInAnyOrder(stringWithPrefix("a"), equalTo("ab"))))
        #expect(containsInAnyOrder(equalTo("ab"), stringWithPrefix("a")).matches(["ab", "a"]) == .match)
    }

    @Test func longerGreedyTrapMatchesWhateverTheArgumentOrder() {
        let items = ["abc", "ab", "a"]
        let matchers: [Matcher<String>] = [stringWithPrefix("a"), stringWithPrefix("ab"), equalTo("abc")]
        for order in allOrderings(of: matchers.count) {
            let arranged = order.map { matchers[$0] }
            #expect(containsInAnyOrder(arranged).matches(items) == .match, "order \(order)")
            #expect(verdictOnly(items, containsInAnyOrder(arranged)), "order \(order)")
            for itemOrder in allOrderings(of: items.count) {
                #expect(verdictOnly(itemOrder.map { items[$0] }, containsInAnyOrder(arranged)))
            }
        }
    }

    @Test func longAugmentingPathIsFound() {
        // Matcher j accepts items j and j + 1, the last matcher only item 0. Starting from the
        // diagonal pairs leaves the last item stranded until every pair shifts by one.
        let count = 500
        let matchers = (0..<count).map { index in
            index == count - 1
                ? Matcher<Int>("0") { $0 == 0 }
                : Matcher<Int>("\(index) or \(index + 1)") { $0 == index || $0 == index + 1 }
        }
        #expect(verdictOnly(Array(0..<count), containsInAnyOrder(matchers)))
        #expect(containsInAnyOrder(matchers).matches(Array((0..<count).reversed())) == .match)
        #expect(!verdictOnly(Array(1...count), containsInAnyOrder(matchers)))
    }

    // MARK: Arrays as arguments

    @Test func arrayArgumentMeansTheElementsNotOneItem() {
        let matcher: Matcher<[String]> = containsInAnyOrder(["a", "b"])
        #expect(matcher.matches(["b", "a"]) == .match)
        #expect(matcher.description == #"a sequence containing in any order ["a", "b"]"#)
    }

    @Test func arrayArgumentIsOneItemWhenItemsAreArrays() {
        let matcher: Matcher<[[String]]> = containsInAnyOrder(["a", "b"])
        #expect(matcher.matches([["a", "b"]]) == .match)
        #expect(matcher.matches([["a"], ["b"]]) != .match)
        #expect(matcher.description == #"a sequence containing in any order [["a", "b"]]"#)
    }

    @Test func emptyArgumentsAreUnambiguous() {
        let values: Matcher<[Int]> = containsInAnyOrder()
        let array: Matcher<[Int]> = containsInAnyOrder([])
        #expect(values.matches([]) == .match)
        #expect(array.matches([]) == .match)
        #expect(array.description == "a sequence containing in any order []")
    }

    @Test func emptyArrayLiteralsMeanNoValuesInEveryFamily() {
        let empty: [Int] = []
        #expect(contains([]).matches(empty) == .match)
        #expect(hasItems([]).matches(empty) == .match)
        #expect(onlyContains([]).matches(empty) == .match)
        #expect(containsInRelativeOrder([]).matches(empty) == .match)
        #expect(isSubsetOf([]).matches(empty) == .match)
        #expect(isSupersetOf([]).matches(empty) == .match)
        #expect(containsInAnyOrder([]).matches(empty) == .match)
    }

    // MARK: Edge cases

    @Test func emptyCollections() {
        #expect(
            failureMessage([], containsInAnyOrder(1)) == """
                Expected: a sequence containing in any order [1]
                     but: was []
                          count was 0, expected 1
                          missing 1 of 1:
                            - 1
                """
        )
        #expect(
            failureMessage([1], containsInAnyOrder([Int]())) == """
                Expected: a sequence containing in any order []
                     but: was [1]
                          count was 1, expected 0
                          unexpected 1 of 1 item:
                            - item 0 was 1
                """
        )
    }

    @Test func nanNeverMatchesAndDoesNotCrash() {
        #expect(containsInAnyOrder(Double.nan).matches([.nan]) != .match)
        #expect(containsInAnyOrder(1.0, .nan, .nan).matches([.nan, 1, .nan]) != .match)
        #expect(containsInAnyOrder(1.0, 2.0).matches([2, 1]) == .match)
    }

    @Test func setsAreNumberedInPrintedOrder() {
        let message = failureMessage(Set(["c", "a", "b", "x"]), containsInAnyOrder("a", "b", "c", "d"))
        #expect(
            message == """
                Expected: a sequence containing in any order ["a", "b", "c", "d"]
                     but: was ["a", "b", "c", "x"]
                          missing 1 of 4:
                            - "d"
                          unexpected 1 of 4 items:
                            - item 3 was "x"
                              closest: "d"
                              but: differs at character 1: expected "d", found "x"
                """
        )
    }

    @Test func worksOnAnySequence() {
        let matcher: Matcher<ArraySlice<Int>> = containsInAnyOrder(3, 2)
        #expect(matcher.matches([1, 2, 3][1...]) == .match)
        let stride: Matcher<StrideTo<Int>> = containsInAnyOrder(4, 0, 2)
        #expect(stride.matches(Swift.stride(from: 0, to: 6, by: 2)) == .match)
    }

    // MARK: Scale

    @Test func tenThousandShuffledIntsUseTheCountingPath() {
        var generator = SplitMix64(seed: 10_000)
        let expected = Array(0..<10_000)
        let actual = expected.shuffled(using: &generator)
        #expect(containsInAnyOrder(expected).matches(actual) == .match)
        #expect(verdictOnly(actual, containsInAnyOrder(expected)))
        var changed = actual
        changed[changed.firstIndex(of: 1234)!] = -1
        let message = failureMessage(changed, containsInAnyOrder(expected)) ?? ""
        #expect(
            message.hasSuffix(
                "missing 1 of 10000:\n            - 1234\n          unexpected 1 of 10000 items:\n            - item \(actual.firstIndex(of: 1234)!) was -1\n              closest: 1234"
            ))
    }

    @Test func hugeMismatchesGiveShortMessages() {
        let expected = Array(0..<100_000)
        let actual = Array(100_000..<200_001)
        let message = failureMessage(actual, containsInAnyOrder(expected)) ?? ""
        #expect(message.count < 5_000)
        #expect(message.contains("count was 100001, expected 100000"))
        #expect(message.contains("missing 100000 of 100000:"))
        #expect(message.contains("…(99990 more)"))
        #expect(message.contains("…(99991 more)"))
    }

    @Test func hugeGeneralMismatchWithDifferentCountsIsExplainedByTheCounts() {
        let matchers = (0..<3_000).map { bound in greaterThanOrEqualTo(bound) }
        let message = failureMessage(Array(0..<3_001), containsInAnyOrder(matchers)) ?? ""
        #expect(
            message.hasSuffix(
                "     but: was \(renderValue(Array(0..<3_001)))\n          count was 3001, expected 3000"))
    }

    @Test func valuesUnequalToThemselvesStayLinear() {
        // Like NaN, they all hash alike and equal nothing: in a hash table they would all pile onto
        // one bucket, each insertion comparing with every earlier one.
        let comparisons = DescriptionCounter()
        let values = Array(repeating: SelfUnequal(comparisons: comparisons), count: 2_000)
        #expect(!verdictOnly(values, containsInAnyOrder(values)))
        #expect(!verdictOnly(values, isSubsetOf(values)))
        #expect(containsInAnyOrder(values).matches(values) != .match)
        #expect(comparisons.value < 20 * values.count)
    }

    @Test func limitsApplyToTheLists() {
        MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 1)) {
            #expect(
                failureMessage([7, 8, 9], containsInAnyOrder(1, 2, 3)) == """
                    Expected: a sequence containing in any order [1, 2, 3]
                         but: was [7, 8, 9]
                              missing 3 of 3:
                                - 1
                                - …(2 more)
                              unexpected 3 of 3 items:
                                - item 0 was 7
                                  closest: 1
                                - …(2 more)
                    """
            )
        }
    }

    @Test func longDescriptionListsAreCut() {
        MessageLimits.$current.withValue(MessageLimits(maxValueLength: 40)) {
            let matcher: Matcher<[Int]> = containsInAnyOrder(Array(0..<100))
            // The list holds the descriptions that fit its budget (16 characters here) whole: `5`
            // would pass it, and is counted.
            #expect(
                matcher.description == "a sequence containing in any order [0, 1, 2, 3, 4, …(95 more)]")
        }
    }

    // MARK: Laziness and evaluation count

    @Test func passingCheckBuildsNoText() {
        let described = DescriptionCounter()
        let item = Matcher<Int>(describedBy: {
            described.increment()
            return "one"
        }) { value, _ in
            value == 1 ? .match : .mismatch(nil)
        }
        #expect(containsInAnyOrder(item, greaterThan(1)).matches([5, 1]) == .match)
        #expect(described.value == 0)
    }

    @Test func eachMatcherIsAskedAtMostOncePerItemAndOnlyForAVerdict() {
        let asked = EvaluationLog()
        let matchers = (0..<6).map { bound in
            Matcher<Int>(describedBy: { "at least \(bound)" }) { value, explain in
                asked.record(bound, value, explain: explain)
                return value >= bound ? .match : .mismatch(nil)
            }
        }
        #expect(verdictOnly([0, 5, 4, 3, 2, 1], containsInAnyOrder(matchers)))
        #expect(asked.repeatedPairs.isEmpty)
        #expect(!asked.explained)
    }
}
