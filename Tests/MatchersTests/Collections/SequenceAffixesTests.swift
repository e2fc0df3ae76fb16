import Matchers
import Testing

@Suite struct SequenceAffixesTests {
    @Test func startsWithMatchesThePrefix() {
        #expect(startsWith(1, 2).matches([1, 2, 3]) == .match)
        #expect(startsWith([1, 2]).matches([1, 2]) == .match)
        #expect(startsWith(greaterThan(0), lessThan(0)).matches([1, -1, 7]) == .match)
        #expect(startsWith([Int]()).matches([Int]()) == .match)
        #expect(!verdictOnly([1, 5, 3], startsWith(1, 2)))
        #expect(!verdictOnly([1], startsWith(1, 2)))
    }

    @Test func startsWithNamesTheFirstDifferingItem() {
        #expect(
            failureMessage([1, 5, 3], startsWith(1, 2)) == """
                Expected: a sequence starting with [1, 2]
                     but: was [1, 5, 3]
                          item 1 was 5
                            expected: 2
                """)
        #expect(
            failureMessage(["GET /", "Host: a"], startsWith([equalTo("GET /"), stringWithPrefix("Date:")]))
                == """
                Expected: a sequence starting with ["GET /", a string with prefix "Date:"]
                     but: was ["GET /", "Host: a"]
                          item 1 was "Host: a"
                            expected: a string with prefix "Date:"
                """)
    }

    @Test func startsWithSaysWhenTheFirstItemsAreInAnotherOrder() {
        #expect(
            failureMessage(["tamago", "wakame", "nori"], startsWith("wakame", "tamago")) == """
                Expected: a sequence starting with ["wakame", "tamago"]
                     but: was ["tamago", "wakame", "nori"]
                          differs in order: the same 2 elements in another order:
                              [0] → [1]: "wakame"
                              [1] → [0]: "tamago"
                """)
        // Only the compared items count: a value further on is not the one expected.
        #expect(failureMessage([2, 3, 1], startsWith(1, 2))?.contains("in another order") == false)
        // A short sequence says its count; a matcher that is not an equality names the item.
        #expect(failureMessage([2], startsWith(1, 2))?.contains("in another order") == false)
        #expect(
            failureMessage([2, 1], startsWith(equalTo(1), greaterThan(1)))?.contains("item 0 was 2") == true)
    }

    @Test func endsWithSaysWhenTheLastItemsAreInAnotherOrderNumberedFromTheStart() {
        #expect(
            failureMessage(OnceSequence([9, 8, 3, 1, 2]), endsWith(1, 2, 3))?.hasSuffix(
                """
                          differs in order: the same 3 elements in another order:
                              [4] → [2]: 3
                              [2...3] → [3...4]: 2 elements, moved together
                """) == true)
        #expect(
            failureMessage([1, 3, 2], endsWith(2, 3)) == """
                Expected: a sequence ending with [2, 3]
                     but: was [1, 3, 2]
                          differs in order: the same 2 elements in another order:
                              [1] → [2]: 2
                              [2] → [1]: 3
                """)
    }

    @Test func aShortSequenceSaysItsCount() {
        #expect(
            failureMessage([7], startsWith(1, 2)) == """
                Expected: a sequence starting with [1, 2]
                     but: was [7]
                          count was 1, expected at least 2
                          item 0 was 7
                            expected: 1
                """)
    }

    @Test func startsWithReadsNoMoreThanItCompares() {
        let stream = OnceSequence(Array(1...100))
        #expect(startsWith(1, 2, 3).matches(stream) == .match)
        #expect(stream.reads == 3)
    }

    @Test func endsWithMatchesTheSuffix() {
        #expect(endsWith(2, 3).matches([1, 2, 3]) == .match)
        #expect(endsWith([3]).matches([3]) == .match)
        #expect(endsWith(equalTo(1), greaterThan(1)).matches([0, 1, 5]) == .match)
        #expect(endsWith([Int]()).matches([1]) == .match)
        #expect(!verdictOnly([1, 2, 4], endsWith(2, 3)))
        #expect(!verdictOnly([3], endsWith(2, 3)))
    }

    @Test func endsWithNumbersItemsFromTheStart() {
        #expect(
            failureMessage([1, 2, 4], endsWith(2, 3)) == """
                Expected: a sequence ending with [2, 3]
                     but: was [1, 2, 4]
                          item 2 was 4
                            expected: 3
                """)
        #expect(
            failureMessage([9, 3], endsWith(1, 2, 3)) == """
                Expected: a sequence ending with [1, 2, 3]
                     but: was [9, 3]
                          count was 2, expected at least 3
                          item 0 was 9
                            expected: 2
                """)
    }

    @Test func endsWithReadsASinglePassSequenceOnceKeepingOnlyTheLastItems() {
        let stream = OnceSequence(Array(1...1000))
        #expect(endsWith(999, 1000).matches(stream) == .match)
        #expect(stream.iterators == 1)
        #expect(stream.reads == 1000)
        // A ring that wrapped around several times still lines up.
        #expect(endsWith(5, 6, 7).matches(Array(1...7)) == .match)
        #expect(endsWith(5, 6, 7).matches(Array(1...8)) != .match)
    }

    @Test func hasItemAtIndexOnASequence() {
        #expect(hasItem(2, atIndex: 1).matches(Items([5, 2])) == .match)
        let stream = OnceSequence(Array(1...100))
        #expect(hasItem(greaterThan(2), atIndex: 2).matches(stream) == .match)
        #expect(stream.reads == 3)
        #expect(!verdictOnly(Items([5, 2]), hasItem(7, atIndex: 5)))
        #expect(!verdictOnly(Items([5, 2]), hasItem(7, atIndex: -1)))
        #expect(
            failureMessage(Items([5, 2]), hasItem(greaterThan(3), atIndex: 1)) == """
                Expected: a sequence with a value greater than 3 at index 1
                     but: was Items<Int>(items: [5, 2])
                          item 1 was 2
                """)
        #expect(
            failureMessage(Items([5, 2]), hasItem(7, atIndex: 5)) == """
                Expected: a sequence with 7 at index 5
                     but: was Items<Int>(items: [5, 2])
                          no index 5; count was 2
                """)
    }

    @Test func collectionsKeepTheCollectionOverload() {
        let matcher: Matcher<[Int]> = hasItem(7, atIndex: 0)
        #expect(matcher.description == "a collection with 7 at index 0")
    }
}
