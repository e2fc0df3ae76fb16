import Matchers
import Testing

@Suite struct ContainsTests {
    @Test func matchesExactlyInOrder() {
        #expect(contains(1, 2, 3).matches([1, 2, 3]) == .match)
        #expect(contains([1, 2, 3]).matches([1, 2, 3]) == .match)
        #expect(contains(equalTo(1), greaterThan(1)).matches([1, 5]) == .match)
        #expect(contains([equalTo(1), greaterThan(1)]).matches([1, 5]) == .match)
        #expect(verdictOnly([1, 2], contains(1, 2)))
    }

    @Test func rejectsOtherOrderMissingAndExtraItems() {
        #expect(!verdictOnly([2, 1], contains(1, 2)))
        #expect(!verdictOnly([1], contains(1, 2)))
        #expect(!verdictOnly([1, 2, 3], contains(1, 2)))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = contains(equalTo(1), greaterThan(1))
        #expect(matcher.description == "a sequence containing exactly [1, a value greater than 1]")
    }

    @Test func explainsTheFirstDifferingItem() {
        #expect(
            failureMessage([1, 5, 3, 7], contains(1, 2, 3, 4)) == """
                Expected: a sequence containing exactly [1, 2, 3, 4]
                     but: was [1, 5, 3, 7]
                          item 1 was 5
                            expected: 2
                """
        )
    }

    @Test func showsTheItemMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([3], contains(even)) == """
                Expected: a sequence containing exactly [an even number]
                     but: was [3]
                          item 0 was 3
                            expected: an even number
                            but: remainder was 1
                """
        )
    }

    @Test func explainsAMissingTail() {
        #expect(
            failureMessage([1, 0], contains(equalTo(1), greaterThan(1), lessThan(0))) == """
                Expected: a sequence containing exactly [1, a value greater than 1, a value less than 0]
                     but: was [1, 0]
                          item 1 was 0
                            expected: a value greater than 1
                          missing 1 item from index 2:
                            - a value less than 0
                """
        )
        #expect(
            failureMessage([1], contains(1, 2, 3)) == """
                Expected: a sequence containing exactly [1, 2, 3]
                     but: was [1]
                          missing 2 items from index 1:
                            - 2
                            - 3
                """
        )
    }

    @Test func explainsAnUnexpectedTail() {
        #expect(
            failureMessage([1, 5, 3, 4], contains(1, 2, 3)) == """
                Expected: a sequence containing exactly [1, 2, 3]
                     but: was [1, 5, 3, 4]
                          item 1 was 5
                            expected: 2
                          unexpected 1 item from index 3:
                            - 4
                """
        )
    }

    @Test func theSameItemsInAnotherOrderAreSaidToBeSo() {
        #expect(
            failureMessage(["tamago", "wakame"], contains("wakame", "tamago")) == """
                Expected: a sequence containing exactly ["wakame", "tamago"]
                     but: was ["tamago", "wakame"]
                          differs in order: the same 2 elements in another order:
                              [0] → [1]: "wakame"
                              [1] → [0]: "tamago"
                """
        )
        // Items in place before the first difference count among the elements; runs move together.
        #expect(
            failureMessage([1, 2, 5, 3, 4], contains(1, 2, 3, 4, 5)) == """
                Expected: a sequence containing exactly [1, 2, 3, 4, 5]
                     but: was [1, 2, 5, 3, 4]
                          differs in order: the same 5 elements in another order:
                              [4] → [2]: 5
                              [2...3] → [3...4]: 2 elements, moved together
                """
        )
        // The words of `equalTo` on the same arrays.
        let reordered = failureMessage([1, 2, 5, 3, 4], contains(1, 2, 3, 4, 5))?.split(separator: "\n")
            .dropFirst(2)
        let equal = failureMessage([1, 2, 5, 3, 4], equalTo([1, 2, 3, 4, 5]))?.split(separator: "\n")
            .dropFirst(2)
        #expect(reordered == equal)
    }

    @Test func reorderedItemsOfASinglePassSequenceAndOfEqualToMatchers() {
        #expect(
            failureMessage(OnceSequence([3, 1, 2]), contains([equalTo(1), equalTo(2), equalTo(3)]))?
                .hasSuffix(
                    """
                              differs in order: the same 3 elements in another order:
                                  [2] → [0]: 3
                                  [0...1] → [1...2]: 2 elements, moved together
                    """) == true)
    }

    @Test func otherMatchersOrOtherItemsKeepTheFirstDifferingItem() {
        // Not every matcher is an equality: no reordering is claimed.
        #expect(
            failureMessage([2, 1], contains(equalTo(1), greaterThan(1))) == """
                Expected: a sequence containing exactly [1, a value greater than 1]
                     but: was [2, 1]
                          item 0 was 2
                            expected: 1
                """
        )
        // Another value, a missing or an extra item: not the same items.
        #expect(
            failureMessage([2, 3], contains(1, 2)) == """
                Expected: a sequence containing exactly [1, 2]
                     but: was [2, 3]
                          item 0 was 2
                            expected: 1
                """
        )
        #expect(failureMessage([2, 1, 3], contains(1, 2))?.contains("in another order") == false)
        #expect(failureMessage([2], contains(1, 2))?.contains("in another order") == false)
        // Past 300 items that change place, no pairing is tried.
        let reversed = failureMessage(Array((0..<400).reversed()), contains(Array(0..<400))) ?? ""
        #expect(reversed.contains("\n          item 0 was 399\n            expected: 0"))
        #expect(!reversed.contains("in another order"))
        // NaN equals nothing, not even itself.
        #expect(failureMessage([Double.nan, 1], contains(1, .nan))?.contains("in another order") == false)
    }

    @Test func oneValueFoundAmongOtherItemsSuggestsHasItem() {
        #expect(
            failureMessage(["Emma", "Ulysses", "Dune"], contains("Dune")) == """
                Expected: a sequence containing exactly ["Dune"]
                     but: was ["Emma", "Ulysses", "Dune"]
                          item 0 was "Emma"
                            expected: "Dune"
                            but: differs at character 1: expected "D", found "E"
                          unexpected 2 items from index 1:
                            - "Ulysses"
                            - "Dune"
                          "Dune" is item 2; for a sequence that has it among other items, use hasItem("Dune")
                """
        )
        #expect(
            failureMessage(["Dune", "Emma"], contains(equalTo("Dune"))) == """
                Expected: a sequence containing exactly ["Dune"]
                     but: was ["Dune", "Emma"]
                          unexpected 1 item from index 1:
                            - "Emma"
                          "Dune" is item 0; for a sequence that has it among other items, use hasItem("Dune")
                """
        )
        #expect(
            failureMessage(Set([3, 7]), contains(7))?.hasSuffix(
                "\n          the set has 7; for a set that has it among other items, use hasItem(7)") == true)
    }

    @Test func theHasItemHintReadsACollectionPastTheListedItems() {
        let message = failureMessage(Array(0..<100), contains(42)) ?? ""
        #expect(
            message.hasSuffix(
                "\n          42 is item 42; for a sequence that has it among other items, use hasItem(42)"))
        // A single-pass sequence is read once: the hint looks among the items the message read.
        let listed = failureMessage(OnceSequence(Array(0..<100)), contains(5)) ?? ""
        #expect(
            listed.hasSuffix(
                "\n          5 is item 5; for a sequence that has it among other items, use hasItem(5)"))
        #expect(failureMessage(OnceSequence(Array(0..<100)), contains(42))?.contains("hasItem") == false)
    }

    @Test func noHasItemHintWithoutTheValueAmongSeveralItems() {
        // One item: the message says it all.
        #expect(failureMessage(["Emma"], contains("Dune"))?.contains("hasItem") == false)
        // Several items, none of them the value.
        #expect(failureMessage(["Emma", "Ulysses"], contains("Dune"))?.contains("hasItem") == false)
        // Several values, or a matcher that is not an equality.
        #expect(
            failureMessage(["Emma", "Dune", "Ulysses"], contains("Dune", "Emma"))?.contains("hasItem")
                == false)
        #expect(failureMessage([1, 5], contains(greaterThan(3)))?.contains("hasItem") == false)
    }

    @Test func emptyCollections() {
        #expect(contains([Int]()).matches([]) == .match)
        let none: Matcher<[Int]> = contains()
        #expect(none.matches([]) == .match)
        #expect(
            failureMessage([7, 8], contains([Int]())) == """
                Expected: a sequence containing exactly []
                     but: was [7, 8]
                          unexpected 2 items from index 0:
                            - 7
                            - 8
                """
        )
        #expect(
            failureMessage([], contains(1)) == """
                Expected: a sequence containing exactly [1]
                     but: was []
                          missing 1 item from index 0:
                            - 1
                """
        )
    }

    @Test func arrayArgumentMeansTheElements() {
        let flat: Matcher<[String]> = contains(["a", "b"])
        #expect(flat.matches(["a", "b"]) == .match)
        let nested: Matcher<[[String]]> = contains(["a", "b"])
        #expect(nested.matches([["a", "b"]]) == .match)
        #expect(nested.matches([["a"], ["b"]]) != .match)
    }

    @Test func longTailsAreCapped() {
        let message = failureMessage(Array(0..<1_000_000), contains(0)) ?? ""
        #expect(
            message.hasSuffix(
                "unexpected 999999 items from index 1:\n            - 1\n            - 2\n            - 3\n            - 4\n            - 5\n            - 6\n            - 7\n            - 8\n            - 9\n            - 10\n            - …(999989 more)\n          0 is item 0; for a sequence that has it among other items, use hasItem(0)"
            ))
        #expect(message.count < 2_000)
    }

    @Test func worksOnLazySequences() {
        let matcher: Matcher<LazyMapSequence<[Int], Int>> = contains(2, 4)
        #expect(matcher.matches([1, 2].lazy.map { $0 * 2 }) == .match)
    }
}
