import Matchers
import Testing

/// The standard library's sequence wrappers are shown by their elements, as arrays are, not by
/// their reflected storage (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`).
struct StandardSequenceRenderingTests {
    @Test func anUnfoldedSequenceShowsTheCallThatMadeIt() {
        // Not read: it may never end, and its closure may not give the same items again.
        #expect(renderValue(sequence(first: 1) { $0 + 1 }) == "sequence(first: 1, next: …)")
        #expect(renderValue(sequence(first: "a") { $0 + "a" }) == #"sequence(first: "a", next: …)"#)
        #expect(
            renderValue(
                sequence(state: 5) { state -> Int? in
                    state += 1
                    return state
                }) == "sequence(state: 5, next: …)")
        var ended = sequence(first: 1) { _ in nil }
        _ = ended.next()
        _ = ended.next()
        #expect(renderValue(ended) == "sequence(state: (nil, false), next: …) (ended)")
        #expect(
            failureMessage(sequence(first: 1) { $0 + 1 }, endsWith(0)) == """
                Expected: a sequence ending with [0]
                     but: was sequence(first: 1, next: …)
                          reading stopped after 1000000 items: a sequence that is not a collection may never end
                """)
    }

    @Test func anAnySequenceShowsTheSequenceItWraps() {
        #expect(renderValue(AnySequence([1, 2, 3])) == "AnySequence<Int>(base: [1, 2, 3])")
        #expect(
            renderValue(AnySequence(sequence(first: 1) { $0 + 1 }))
                == "AnySequence<Int>(base: sequence(first: 1, next: …))")
        #expect(
            failureMessage(AnySequence([1, 2, 3]), hasItem(4)) == """
                Expected: a sequence containing 4
                     but: was AnySequence<Int>(base: [1, 2, 3])
                """)
    }

    @Test func aReversedCollectionShowsItsElementsInTheirNewOrder() {
        #expect(
            failureMessage([1, 2, 3, 4].reversed(), contains(1, 2, 3, 4)) == """
                Expected: a sequence containing exactly [1, 2, 3, 4]
                     but: was [4, 3, 2, 1]
                          differs in order: the same 4 elements in another order:
                              [0] → [3]: 1
                              [1] → [2]: 2
                              [2] → [1]: 3
                              [3] → [0]: 4
                """)
    }

    @Test func aLazyMapShowsTheTransformedElements() {
        // Before: `LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3, 4], _transform: <closure…>)`,
        // the elements before the transform, which read as the expected ones.
        #expect(
            failureMessage([1, 2, 3, 4].lazy.map { $0 * 2 }, contains(1, 2, 3, 4)) == """
                Expected: a sequence containing exactly [1, 2, 3, 4]
                     but: was [2, 4, 6, 8]
                          item 0 was 2
                            expected: 1
                """)
    }

    @Test func wrappersOverCollectionsRenderAsLists() {
        let numbers = [1, 2, 3]
        #expect(renderValue(numbers.lazy) == "[1, 2, 3]")
        #expect(renderValue(numbers.lazy.filter { $0 != 2 }) == "[1, 3]")
        #expect(renderValue(numbers.lazy.drop { $0 < 2 }) == "[2, 3]")
        #expect(renderValue(numbers.lazy.prefix { $0 < 3 }) == "[1, 2]")
        #expect(renderValue([[1, 2], [3]].joined()) == "[1, 2, 3]")
        #expect(renderValue([[1, 2], [3]].joined(separator: [0])) == "[1, 2, 0, 3]")
        #expect(renderValue(zip(numbers, ["a", "b", "c"])) == #"[(1, "a"), (2, "b"), (3, "c")]"#)
        #expect(
            renderValue(["a", "b"].enumerated()) == #"[(offset: 0, element: "a"), (offset: 1, element: "b")]"#
        )
        #expect(renderValue(stride(from: 0, to: 10, by: 3)) == "[0, 3, 6, 9]")
        #expect(renderValue(stride(from: 3, through: 0, by: -1)) == "[3, 2, 1, 0]")
        #expect(renderValue(Set([7]).dropFirst()) == "[]")
        #expect(renderValue(AnyCollection(numbers)) == "[1, 2, 3]")
        #expect(renderValue(AnyBidirectionalCollection(numbers)) == "[1, 2, 3]")
        #expect(renderValue(AnyRandomAccessCollection(numbers)) == "[1, 2, 3]")
    }

    @Test func aLongWrapperCountsWhatItLeavesOut() {
        // A random-access collection is counted without reading it.
        let reversed = renderValue(Array(0..<5_000).reversed())
        #expect(reversed.hasPrefix("[4999, 4998, "))
        #expect(reversed.hasSuffix(", …(4837 more)]"))
        #expect(reversed.utf8.count <= 1_000)
        // Another collection is counted by reading it, up to a million elements.
        let filtered = renderValue((0..<5_000).lazy.filter { $0 % 2 == 0 })
        #expect(filtered.hasPrefix("[0, 2, 4, "))
        #expect(filtered.hasSuffix(" more)]"))
        #expect(filtered.utf8.count <= 1_000)
    }

    @Test func aCollectionTooLongToCountEndsWithAMarkWithoutACount() {
        // A lazy filter over `0..<Int.max` cannot be counted: the list says there is more.
        let rendering = renderValue((0..<Int.max).lazy.filter { $0 % 2 == 0 })
        #expect(rendering.hasPrefix("[0, 2, 4, "))
        #expect(rendering.hasSuffix(", …]"))
        #expect(rendering.utf8.count <= 1_000)
    }

    @Test func aHugeLazyFilterFailsWithoutBeingReadToItsEnd() {
        // Before, `contains` counted the unexpected items of any collection: a lazy filter over
        // `0..<Int.max` was read for ever.
        let message = failureMessage((0..<Int.max).lazy.filter { $0 % 2 == 0 }, contains(0, 2, 5)) ?? ""
        #expect(message.contains("item 2 was 4\n"))
        #expect(message.contains("unexpected items from index 3 (reading stopped after 11):"))
        #expect(message.utf8.count < 8_000)
    }

    @Test func aRandomAccessWrapperOfAnyLengthIsCounted() {
        let message = failureMessage((0..<Int.max).lazy.map { $0 }, contains(0, 2)) ?? ""
        #expect(message.contains("unexpected 9223372036854775805 items from index 2:"))
        #expect(message.contains(", …(9223372036854775592 more)]"))
    }

    @Test func aSequenceThatMayBeReadOnlyOnceIsNotReadAgain() {
        // `AnySequence` and `sequence(first:next:)` may be single-pass: the first keeps its
        // reflected rendering, the second shows the call that made it, and a wrapper over them is
        // not shown by its elements either.
        let values = CountedReads(of: 3)
        _ = failureMessage(values.numbers.lazy.map { $0 }, contains(1, 2))
        #expect(values.reads == 1)
        #expect(renderValue(values.numbers) == "AnySequence<Int>(…)")
        #expect(values.reads == 1)
        #expect(renderValue(values.numbers.lazy.map { $0 }) == "AnySequence<Int>(…).lazy.map(…)")
        #expect(values.reads == 1)
    }

    @Test func aWrapperOverASequenceThatIsNotACollectionShowsTheCallThatMadeIt() {
        // Before, its stored properties: `LazyMapSequence<UnfoldSequence<Int, (Optional<Int>,
        // Bool)>, Int>(_base: sequence(first: 1, next: …), _transform: <closure: (Int) -> Int>)`.
        let counting = sequence(first: 1) { $0 + 1 }
        let lists = sequence(first: [1, 2]) { $0 }
        #expect(renderValue(counting.lazy) == "sequence(first: 1, next: …).lazy")
        #expect(renderValue(counting.lazy.map { $0 * 2 }) == "sequence(first: 1, next: …).lazy.map(…)")
        #expect(renderValue(counting.lazy.filter { $0 > 1 }) == "sequence(first: 1, next: …).lazy.filter(…)")
        #expect(
            renderValue(counting.lazy.drop { $0 < 2 }) == "sequence(first: 1, next: …).lazy.drop(while: …)")
        #expect(
            renderValue(counting.lazy.prefix { $0 < 2 })
                == "sequence(first: 1, next: …).lazy.prefix(while: …)")
        #expect(renderValue(counting.prefix(3)) == "sequence(first: 1, next: …).prefix(3)")
        #expect(renderValue(counting.dropFirst(2)) == "sequence(first: 1, next: …).dropFirst(2)")
        #expect(renderValue(counting.enumerated()) == "sequence(first: 1, next: …).enumerated()")
        #expect(renderValue(lists.joined()) == "sequence(first: [1, 2], next: …).joined()")
        #expect(
            renderValue(lists.joined(separator: [0]))
                == "sequence(first: [1, 2], next: …).joined(separator: [0])")
        // One collection of two is still not read: the other may never end.
        #expect(renderValue(zip(counting, ["a", "b"])) == #"zip(sequence(first: 1, next: …), ["a", "b"])"#)
        // A chain of lazy methods reads as it was written, with one `.lazy`.
        #expect(
            renderValue(counting.lazy.filter { $0 > 1 }.map { $0 * 2 })
                == "sequence(first: 1, next: …).lazy.filter(…).map(…)")
        // Over a collection, a wrapper is still shown by its elements.
        #expect(renderValue([1, 2, 3].lazy.map { $0 * 2 }.prefix(2)) == "[2, 4]")
    }

    @Test func aFailureOnAWrappedEndlessSequenceShowsItsCall() {
        let evens = sequence(first: 1) { $0 + 1 }.lazy.map { $0 * 2 }
        #expect(
            failureMessage(evens.prefix(3), hasItem(5)) == """
                Expected: a sequence containing 5
                     but: was sequence(first: 1, next: …).lazy.map(…).prefix(3)
                """)
    }

    @Test func aDictionarysKeysAndValuesAreShownSortedAsASetIs() {
        // Their own descriptions, `Dictionary.Keys(["kiwi", "apple", …])`, follow the iteration
        // order, which changes from run to run; items are numbered in the printed order.
        let stock = ["kiwi": 3, "apple": 1, "fig": 2, "date": 9]
        #expect(renderValue(stock.keys) == #"["apple", "date", "fig", "kiwi"]"#)
        #expect(renderValue(stock.values) == "[1, 2, 3, 9]")
        #expect(
            failureMessage(stock.values, everyItem(lessThan(3))) == """
                Expected: every item is a value less than 3
                     but: was [1, 2, 3, 9]
                          failed 2 of 4 items:
                            - item 2 was 3
                            - item 3 was 9
                """)
        #expect(
            failureMessage(stock.keys, containsInAnyOrder("kiwi", "apple", "fig")) == """
                Expected: a sequence containing in any order ["kiwi", "apple", "fig"]
                     but: was ["apple", "date", "fig", "kiwi"]
                          count was 4, expected 3
                          unexpected 1 of 4 items:
                            - item 1 was "date"
                """)
    }

    @Test func aWrapperInsideAValueIsShownByItsElementsToo() {
        struct Page {
            var rows: ReversedCollection<[Int]>
        }
        #expect(renderValue(Page(rows: [1, 2].reversed())) == "Page(rows: [2, 1])")
    }
}
