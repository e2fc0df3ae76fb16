import Matchers
import Testing

@Suite struct WhenSortedTests {
    @Test func sortsBeforeMatching() {
        #expect(whenSorted(equalTo([1, 3, 4])).matches(Set([3, 1, 4])) == .match)
        #expect(whenSorted(equalTo(["miso", "shio"])).matches(["shio", "miso"]) == .match)
        #expect(verdictOnly([2, 1], whenSorted(contains(1, 2))))
        #expect(!verdictOnly([2, 1], whenSorted(contains(2, 1))))
    }

    @Test func theSortedItemsAndTheInnerDiffAreShown() {
        #expect(
            failureMessage(Set([3, 1, 4]), whenSorted(equalTo([1, 3, 5]))) == """
                Expected: when sorted, [1, 3, 5]
                     but: was [1, 3, 4]
                          sorted was [1, 3, 4]
                            differs at index 2: expected 5, found 4
                """)
    }

    @Test func anInnerContainsSaysWhenTheSortedItemsAreInAnotherOrder() {
        #expect(
            failureMessage([2, 1], whenSorted(contains(2, 1))) == """
                Expected: when sorted, a sequence containing exactly [2, 1]
                     but: was [2, 1]
                          sorted was [1, 2]
                            differs in order: the same 2 elements in another order:
                                [0] → [1]: 2
                                [1] → [0]: 1
                """)
    }

    @Test func aCustomOrder() {
        let byLength: Matcher<[String]> = whenSorted(by: { $0.count < $1.count }, contains("nori", "tamago"))
        #expect(byLength.matches(["tamago", "nori"]) == .match)
        #expect(
            failureMessage(["tamago", "negi"], byLength) == """
                Expected: when sorted, a sequence containing exactly ["nori", "tamago"]
                     but: was ["tamago", "negi"]
                          sorted was ["negi", "tamago"]
                            item 0 was "negi"
                              expected: "nori"
                              but: differs at character 2: expected "o", found "e"
                """)
    }

    @Test func notANumberComesLastWhateverItsPlace() {
        // `sorted()` leaves `[2.0, .nan, 1.0]` as it is: NaN compares with nothing. It came out
        // as `sorted was [2.0, nan, 1.0]`, which reads as not sorted at all.
        #expect(verdictOnly([2.0, .nan, 1.0], whenSorted(hasCount(3))))
        let cases: [(items: [Double], sorted: String)] = [
            ([2.0, .nan, 1.0], "[1.0, 2.0, nan]"), ([.nan, 2.0, 1.0], "[1.0, 2.0, nan]"),
            ([1.0, 2.0, .nan], "[1.0, 2.0, nan]"),
            ([.nan, 2.0, .nan, 1.0, -.infinity], "[-inf, 1.0, 2.0, nan, nan]"),
        ]
        for (items, sorted) in cases {
            let message = failureMessage(items, whenSorted(hasCount(0))) ?? ""
            #expect(message.contains("sorted was " + sorted), "\(items)")
        }
        #expect(
            failureMessage([2.0, .nan, 1.0], whenSorted(contains(1.0, 2.0))) == """
                Expected: when sorted, a sequence containing exactly [1.0, 2.0]
                     but: was [2.0, nan, 1.0]
                          sorted was [1.0, 2.0, nan]
                            unexpected 1 item from index 2:
                              - nan
                """)
    }

    @Test func aSinglePassSequenceIsReadOnce() {
        let stream = OnceSequence([3, 1, 2])
        #expect(whenSorted(equalTo([1, 2, 3])).matches(stream) == .match)
        #expect(stream.iterators == 1)
    }
}
