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
                "unexpected 999999 items from index 1:\n            - 1\n            - 2\n            - 3\n            - 4\n            - 5\n            - 6\n            - 7\n            - 8\n            - 9\n            - 10\n            - …(999989 more)"
            ))
        #expect(message.count < 2_000)
    }

    @Test func worksOnLazySequences() {
        let matcher: Matcher<LazyMapSequence<[Int], Int>> = contains(2, 4)
        #expect(matcher.matches([1, 2].lazy.map { $0 * 2 }) == .match)
    }
}
