import Matchers
import Testing

/// Matchers of items in order, given a set or a dictionary's keys or values, read them in iteration
/// order, which changes from run to run, while `but: was` prints them sorted: the reason says so.
struct IterationOrderNoteTests {
    private let numbers: Set = [10, 20, 30, 40]

    /// The note's lines, with the layout's indentation, for the iteration order of `items`.
    private func note(_ items: some Sequence<Int>, inAnyOrder: String) -> String {
        "          read in iteration order, which changes from run to run: " + renderValue(Array(items))
            + "\n          for these items in any order, use " + inAnyOrder
    }

    @Test func containsOnASetGivesTheOrderItRead() {
        let message = failureMessage(numbers, contains(10, 20, 30, 99)) ?? ""
        #expect(
            message.hasPrefix(
                "Expected: a sequence containing exactly [10, 20, 30, 99]\n     but: was [10, 20, 30, 40]\n"))
        #expect(message.hasSuffix("\n" + note(numbers, inAnyOrder: "containsInAnyOrder")))
    }

    @Test func startsWithAndEndsWithOnASetSuggestHasItems() {
        let starts = failureMessage(numbers, startsWith(99, 10)) ?? ""
        #expect(starts.hasSuffix("\n" + note(numbers, inAnyOrder: "hasItems")))
        let ends = failureMessage(numbers, endsWith(10, 99)) ?? ""
        #expect(ends.hasSuffix("\n" + note(numbers, inAnyOrder: "hasItems")))
    }

    @Test func containsInRelativeOrderOnASetSuggestsHasItems() {
        let message = failureMessage(numbers, containsInRelativeOrder(99, 10)) ?? ""
        #expect(message.hasSuffix("\n" + note(numbers, inAnyOrder: "hasItems")))
    }

    @Test func oneValueKeepsItsHasItemHintAlone() {
        let message = failureMessage(numbers, contains(10)) ?? ""
        #expect(
            message.hasSuffix(
                "\n          the set has 10; for a set that has it among other items, use hasItem(10)"))
        #expect(!message.contains("iteration order"))
    }

    @Test func oneMatcherWithoutAHintGetsTheOrderAlone() {
        // No `hasItem` hint (a predicate, or a value the set lacks): the reason still numbers the
        // items in the order they were read, so it says that order. One matcher reads the same in
        // any order, so no other matcher is suggested.
        let order =
            "\n          read in iteration order, which changes from run to run: "
            + renderValue(Array(numbers))
        let predicate = failureMessage(numbers, contains(greaterThan(35))) ?? ""
        #expect(predicate.hasPrefix("Expected: a sequence containing exactly [a value greater than 35]\n"))
        #expect(predicate.hasSuffix(order))
        let absent = failureMessage(numbers, contains(99)) ?? ""
        #expect(absent.hasSuffix(order))
        #expect(!absent.contains("hasItem"))
    }

    @Test func aDictionarysKeysGetTheNoteToo() {
        let stock = ["kiwi": 3, "apple": 1, "fig": 2]
        let message = failureMessage(stock.keys, contains("apple", "fig", "plum")) ?? ""
        #expect(message.hasPrefix(#"Expected: a sequence containing exactly ["apple", "fig", "plum"]"#))
        #expect(message.contains(#"     but: was ["apple", "fig", "kiwi"]"#))
        let order = renderValue(Array(stock.keys))
        #expect(
            message.hasSuffix(
                "\n          read in iteration order, which changes from run to run: \(order)\n"
                    + "          for these items in any order, use containsInAnyOrder"))
    }

    @Test func anArrayOrASetOfOneItemGetsNoNote() {
        #expect(
            failureMessage(Set([1]), contains(2)) == """
                Expected: a sequence containing exactly [2]
                     but: was [1]
                          item 0 was 1
                            expected: 2
                """)
        let array = failureMessage([10, 20], contains(20, 10)) ?? ""
        #expect(!array.contains("iteration order"))
    }
}
