import Matchers
import SwiftHamcrestCompatibility
import Testing

@Suite struct CountTests {
    @Test func isEmptyMatchesEmptyCollections() {
        #expect(isEmpty().matches([Int]()) == .match)
        #expect(isEmpty().matches("") == .match)
        #expect(isEmpty().matches([String: Int]()) == .match)
        #expect(empty().matches(Set<Int>()) == .match)
    }

    @Test func isEmptyRejectsElements() {
        #expect(isEmpty().matches([1]) == .mismatch("count was 1"))
        #expect(!verdictOnly([1], isEmpty()))
    }

    @Test func isEmptyCountsAHugeCollectionOnlyAsFarAsThatEnds() {
        // Before, the count of a lazy filter over `0..<Int.max` was read to its end: it never came.
        let evens = (0..<Int.max).lazy.filter { $0.isMultiple(of: 2) }
        #expect(isEmpty().matches(evens) == .mismatch("count was more than 1000000 (counting stopped there)"))
        // A random-access collection, a set or a shorter collection is counted exactly.
        #expect(isEmpty().matches(0..<Int.max) == .mismatch("count was 9223372036854775807"))
        #expect(isEmpty().matches(Set([1, 2])) == .mismatch("count was 2"))
        #expect(isEmpty().matches((0..<10).lazy.filter { $0 > 6 }) == .mismatch("count was 3"))
    }

    @Test func isEmptyDescription() {
        let matcher: Matcher<[Int]> = isEmpty()
        #expect(matcher.description == "an empty collection")
        let alias: Matcher<[Int]> = empty()
        #expect(alias.description == "an empty collection")
    }

    @Test func isEmptyMessage() {
        #expect(
            failureMessage(["wakame", "tamago"], isEmpty()) == """
                Expected: an empty collection
                     but: was ["wakame", "tamago"]
                          count was 2
                """
        )
        #expect(
            failureMessage([1], `is`(empty())) == """
                Expected: is an empty collection
                     but: was [1]
                          count was 1
                """
        )
    }

    @Test func hasCountMatchesExactCount() {
        #expect(hasCount(2).matches([1, 2]) == .match)
        #expect(hasCount(0).matches([Int]()) == .match)
        #expect(hasCount(3).matches("abc") == .match)
        #expect(hasCount(3).matches([1, 2]) == .mismatch("count was 2"))
        #expect(!verdictOnly([1, 2], hasCount(3)))
    }

    @Test func hasCountDescriptionAndMessage() {
        let matcher: Matcher<[Int]> = hasCount(3)
        #expect(matcher.description == "a collection with count 3")
        #expect(
            failureMessage([1, 2], hasCount(3)) == """
                Expected: a collection with count 3
                     but: was [1, 2]
                          count was 2
                """
        )
        #expect(
            failureMessage([Int](), hasCount(1)) == """
                Expected: a collection with count 1
                     but: was []
                          count was 0
                """
        )
    }

    @Test func hasCountWithMatcher() {
        #expect(hasCount(greaterThanOrEqualTo(2)).matches([1, 2, 3]) == .match)
        #expect(
            failureMessage([1], hasCount(greaterThanOrEqualTo(2))) == """
                Expected: a collection with count a value greater than or equal to 2
                     but: was [1]
                          count was 1
                """
        )
    }

    @Test func hasCountShowsTheCountMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage(["a", "b", "c"], hasCount(even)) == """
                Expected: a collection with count an even number
                     but: was ["a", "b", "c"]
                          count was 3
                            but: remainder was 1
                """
        )
    }

    @Test func countsDictionariesAndSets() {
        #expect(hasCount(2).matches(["a": 1, "b": 2]) == .match)
        #expect(
            failureMessage(Set([3, 1, 2]), hasCount(2)) == """
                Expected: a collection with count 2
                     but: was [1, 2, 3]
                          count was 3
                """
        )
    }
}
