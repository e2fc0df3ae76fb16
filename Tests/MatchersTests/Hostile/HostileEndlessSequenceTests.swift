import Matchers
import Testing

/// The numbers from `first` on, without end: a sequence that is not a collection and never ends
/// (before it overflows, which no check here reaches). Its `description` keeps the `but:` lines short.
private struct Naturals: Sequence, IteratorProtocol, CustomStringConvertible {
    var upcoming: Int

    init(from first: Int = 1) { upcoming = first }

    mutating func next() -> Int? {
        defer { upcoming += 1 }
        return upcoming
    }

    var description: String { "Naturals" }
}

/// The last lines of every check below that stops at the read limit.
private let stopped = "reading stopped after 1000000 items: a sequence that is not a collection may never end"

/// Matchers whose verdict waits for an item that may never come read a sequence that is not a
/// collection no further than a million items, and then fail with a reason that says so. Before,
/// each of these checks never ended. Each reads a million items or more: the suite runs with the
/// hostile-value suites, apart from the tests that wait on a clock (Scripts/test-all.sh).
@Suite struct HostileEndlessSequenceTests {
    @Test func hasItemOfAnAbsentValueStopsReading() {
        #expect(!hasItem(equalTo(0)).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), hasItem(equalTo(0))) == """
                Expected: a sequence containing 0
                     but: was Naturals
                          none of the first 1000000 items matched
                          \(stopped)
                """)
        // An item that comes is found, however far: the check stops there.
        #expect(hasItem(equalTo(999_999)).isSatisfied(by: Naturals()))
        #expect(hasItem(greaterThan(5)).isSatisfied(by: Naturals()))
    }

    @Test func hasItemsStopsReadingOnceEveryMatcherFoundAnItem() {
        #expect(hasItems(3, 1, 2).isSatisfied(by: Naturals()))
        #expect(hasItems(greaterThan(10), lessThan(2)).isSatisfied(by: Naturals()))
        #expect(!hasItems(1, 0).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), hasItems(1, 0, -1)) == """
                Expected: a sequence containing all of [1, 0, -1]
                     but: was Naturals
                          missing 2 of 3:
                            - 0
                            - -1
                          \(stopped)
                """)
        // A sequence that ends gets the same report without the last line.
        #expect(
            failureMessage(AnySequence([1, 2]), hasItems(1, 0))?.hasSuffix("missing 1 of 2:\n            - 0")
                == true)
    }

    @Test func isSupersetOfStopsReadingOnceTheItemsReadPairEveryMatcher() {
        #expect(isSupersetOf([3, 1]).isSatisfied(by: Naturals()))
        #expect(isSupersetOf([greaterThan(1), greaterThan(1), equalTo(1)]).isSatisfied(by: Naturals()))
        #expect(!isSupersetOf([0, 1]).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), isSupersetOf([0, 1])) == """
                Expected: a superset of [0, 1]
                     but: was Naturals
                          missing 1 of 2:
                            - 0
                          \(stopped)
                """)
        // A finite sequence that is not a collection is read whole, as before.
        #expect(isSupersetOf([4, 1]).isSatisfied(by: AnySequence(1...4)))
        #expect(!isSupersetOf([5, 1]).isSatisfied(by: AnySequence(1...4)))
    }

    @Test func containsInRelativeOrderWithAMissingItemStopsReading() {
        #expect(containsInRelativeOrder(2, 40, 7_000).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), containsInRelativeOrder(5, 2)) == """
                Expected: a sequence containing in relative order [5, 2]
                     but: was Naturals
                          no item after item 4 matched:
                            - 2
                              item 1 matches it, but comes before item 4
                          \(stopped)
                """)
        #expect(
            failureMessage(Naturals(), containsInRelativeOrder(0)) == """
                Expected: a sequence containing in relative order [0]
                     but: was Naturals
                          no item matched:
                            - 0
                          \(stopped)
                """)
    }

    @Test func endsWithAndWhenSortedStopReadingWithoutAnEnd() {
        #expect(!endsWith(1, 2).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), endsWith(1, 2)) == """
                Expected: a sequence ending with [1, 2]
                     but: was Naturals
                          \(stopped)
                """)
        #expect(!whenSorted(hasItem(equalTo(1))).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), whenSorted(hasItem(equalTo(1)))) == """
                Expected: when sorted, a sequence containing 1
                     but: was Naturals
                          \(stopped)
                """)
        // A sequence that ends is read to its end, as before.
        #expect(endsWith(3, 4).isSatisfied(by: AnySequence(1...4)))
        #expect(whenSorted(contains(1, 2, 3)).isSatisfied(by: AnySequence([3, 1, 2])))
    }

    @Test func everyItemAndOnlyContainsStopReadingWhenEveryItemPasses() {
        #expect(!everyItem(greaterThan(0)).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), everyItem(greaterThan(0))) == """
                Expected: every item is a value greater than 0
                     but: was Naturals
                          the first 1000000 items matched
                          \(stopped)
                """)
        #expect(!onlyContains(greaterThan(0), lessThan(0)).isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), onlyContains(greaterThan(0), lessThan(0))) == """
                Expected: a sequence containing only [a value greater than 0, a value less than 0]
                     but: was Naturals
                          the first 1000000 items matched
                          \(stopped)
                """)
        // Rejected items among the first million are listed, and the reading noted.
        #expect(
            failureMessage(Naturals(), everyItem(greaterThan(999_998))) == """
                Expected: every item is a value greater than 999998
                     but: was Naturals
                          failed 11 of the first 11 items (reading stopped there):
                            - item 0 was 1
                            - item 1 was 2
                            - item 2 was 3
                            - item 3 was 4
                            - item 4 was 5
                            - item 5 was 6
                            - item 6 was 7
                            - item 7 was 8
                            - item 8 was 9
                            - item 9 was 10
                            - …(1 more)
                """)
        let fewRejected = failureMessage(Naturals(), everyItem(not(equalTo(3))))
        #expect(
            fewRejected?.hasSuffix(
                "failed 1 of the first 1000000 items (reading stopped there):\n            - item 2 was 3\n          \(stopped)"
            ) == true)
    }

    @Test func pointwiseCountsAnEndlessSequenceNoFurtherThanItsCountLine() {
        #expect(!pointwise([1, 2]) { equalTo($0) }.isSatisfied(by: Naturals()))
        #expect(
            failureMessage(Naturals(), pointwise([1, 2]) { equalTo($0) }) == """
                Expected: a sequence matching item by item [1, 2]
                     but: was Naturals
                          count was more than 12, expected 2 (reading stopped after 13 items)
                """)
        // A sequence that ends is counted whole, as a collection is.
        #expect(
            failureMessage(AnySequence(1...5), pointwise([1, 2]) { equalTo($0) })?.hasSuffix(
                "count was 5, expected 2") == true)
        #expect(
            failureMessage(Array(1...20), pointwise([1, 2]) { equalTo($0) })?.hasSuffix(
                "count was 20, expected 2")
                == true)
    }

    @Test func aCollectionIsReadWholeHoweverLong() {
        // The limit is for sequences that are not collections: a collection ends.
        let long = Array(1...1_000_001)
        #expect(everyItem(greaterThan(0)).isSatisfied(by: long))
        #expect(hasItem(equalTo(1_000_001)).isSatisfied(by: long.lazy.map { $0 }))
        #expect(endsWith(1_000_001).isSatisfied(by: long.lazy.map { $0 }))
    }

    @Test func aCollectionTooLargeToReadIsReadAsASequenceThatMayNeverEnd() {
        // Before, `containsInAnyOrder`, `isSubsetOf`, `isSupersetOf`, `hasItems` and `whenSorted`
        // copied `0..<Int.max` into an array, which crashed the test process (`malloc(): corrupted
        // top size`), and `endsWith`, `pointwise` and `containsInRelativeOrder` never ended.
        let huge = 0..<Int.max
        let stopped =
            "reading stopped after 1000000 items: a collection of 9223372036854775807 items is too large to read to its end"
        #expect(
            failureMessage(huge, containsInAnyOrder(1, 2)) == """
                Expected: a sequence containing in any order [1, 2]
                     but: was Range(0..<9223372036854775807)
                          count was 9223372036854775807, expected 2
                """)
        #expect(
            failureMessage(huge, isSubsetOf(1, 2))?.hasSuffix(
                "count was 9223372036854775807, expected at most 2")
                == true)
        #expect(isSupersetOf(1, 2).isSatisfied(by: huge))
        #expect(
            failureMessage(huge, isSupersetOf(-1, 2)) == """
                Expected: a superset of [-1, 2]
                     but: was Range(0..<9223372036854775807)
                          missing 1 of 2:
                            - -1
                          \(stopped)
                """)
        #expect(
            failureMessage(huge, hasItems(greaterThan(-1), lessThan(-1))) == """
                Expected: a sequence containing all of [a value greater than -1, a value less than -1]
                     but: was Range(0..<9223372036854775807)
                          missing 1 of 2:
                            - a value less than -1
                          \(stopped)
                """)
        #expect(
            failureMessage(huge, whenSorted(hasCount(2))) == """
                Expected: when sorted, a collection with count 2
                     but: was Range(0..<9223372036854775807)
                          \(stopped)
                """)
        #expect(failureMessage(huge, endsWith(1))?.hasSuffix("\n          " + stopped) == true)
        #expect(
            failureMessage(huge, containsInRelativeOrder(5, 1))?.hasSuffix("\n          " + stopped) == true)
        #expect(
            failureMessage(huge, pointwise([0, 1]) { equalTo($0) })?.hasSuffix(
                "count was 9223372036854775807, expected 2") == true)
        // A verdict that needs more than a million of its items fails, as a sequence's does.
        #expect(
            failureMessage(huge, everyItem(greaterThan(-1))) == """
                Expected: every item is a value greater than -1
                     but: was Range(0..<9223372036854775807)
                          the first 1000000 items matched
                          \(stopped)
                """)
    }

    @Test func aLazyViewThatIsNotRandomAccessIsReadAsASequenceThatMayNeverEnd() {
        // A filter tells its count only by reading every item: over `0..<Int.max`, `everyItem`,
        // `whenSorted`, `endsWith` and `hasCount` never ended.
        let filtered = (0..<Int.max).lazy.filter { $0 >= 0 }
        let stopped =
            "reading stopped after 1000000 items: a lazy collection that is not random-access may be too long to read to its end"
        #expect(
            failureMessage(filtered, everyItem(greaterThan(-1)))?.hasSuffix(
                """

                          the first 1000000 items matched
                          \(stopped)
                """) == true)
        #expect(
            failureMessage(filtered, whenSorted(hasCount(2)))?.hasSuffix("\n          " + stopped) == true)
        #expect(failureMessage(filtered, endsWith(1))?.hasSuffix("\n          " + stopped) == true)
        #expect(
            failureMessage(filtered, containsInAnyOrder(1, 2))?.hasSuffix(
                "count was more than 12, expected 2 (reading stopped after 13 items)") == true)
        for matcher: Matcher<LazyFilterCollection<Range<Int>>> in [hasCount(2), hasCount(greaterThan(2))] {
            #expect(
                failureMessage(filtered, matcher)?.hasSuffix(
                    "\n          count was more than 1000000 (counting stopped there)") == true)
        }
        // A shorter one is read whole, and counted.
        let short = (0..<1_000).lazy.filter { $0 % 2 == 0 }
        #expect(everyItem(greaterThan(-1)).isSatisfied(by: short))
        #expect(hasCount(500).isSatisfied(by: short))
        #expect(failureMessage(short, hasCount(3))?.hasSuffix("\n          count was 500") == true)
        // A set is not a lazy view: counted as it is, and read to its end.
        #expect(hasCount(1_000_001).isSatisfied(by: Set(0...1_000_000)))
    }

    @Test func aRangePastTheSequenceLimitButWithinTheCollectionLimitIsReadWhole() {
        // Past a million items, but far below a hundred million: read to its end, as before.
        #expect(endsWith(1_099_999).isSatisfied(by: 0..<1_100_000))
        #expect(everyItem(greaterThan(-1)).isSatisfied(by: 0..<1_100_000))
    }
}
