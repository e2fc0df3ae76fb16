import Matchers
import Testing

// `hasItem(x)` asks a set, a dictionary's keys and a range whether they hold `x`
// (`FastPaths/ItemLookup.swift`) instead of reading their items. These laws hold every lookup to a
// loop by hand over the same items, on random values with repeats, the extreme values, signed
// zeros, infinities and NaN.

private let integers = [Int.min, -2, -1, 0, 1, 2, 3, Int.max - 1, Int.max]
private let doubles: [Double] = [-.infinity, -1.5, -0.0, 0.0, 1.5, .infinity, .nan, .greatestFiniteMagnitude]
private let words = ["", "a", "A", "é", "e\u{301}", "ramen", "🍜"]

/// `hasItem(item)` and `hasItem(equalTo(item))` on `items`, against a loop by hand over `loop`
/// (the same items): the verdict, the verdict of the full evaluation, and the negation.
private func expectLookupAgrees<Items: Sequence>(
    _ items: Items, _ loop: [Items.Element], item: Items.Element,
    sourceLocation: SourceLocation = #_sourceLocation
) where Items.Element: Equatable {
    var found = false
    for candidate in loop where candidate == item { found = true }
    let context = Comment(rawValue: "\(loop) holds \(item): \(found)")
    #expect(hasItem(item).isSatisfied(by: items) == found, context, sourceLocation: sourceLocation)
    #expect(hasItem(equalTo(item)).matches(items).isMatch == found, context, sourceLocation: sourceLocation)
    #expect(not(hasItem(item)).isSatisfied(by: items) == !found, context, sourceLocation: sourceLocation)
}

/// `hasItems(first, second)` and its matcher form on `items`, against a loop by hand over `loop`.
private func expectLookupsAgree<Items: Sequence>(
    _ items: Items, _ loop: [Items.Element], first: Items.Element, second: Items.Element,
    sourceLocation: SourceLocation = #_sourceLocation
) where Items.Element: Equatable {
    let both = loop.contains { $0 == first } && loop.contains { $0 == second }
    let context = Comment(rawValue: "\(loop) holds \(first) and \(second): \(both)")
    #expect(hasItems(first, second).isSatisfied(by: items) == both, context, sourceLocation: sourceLocation)
    #expect(
        hasItems(equalTo(first), equalTo(second)).matches(items).isMatch == both, context,
        sourceLocation: sourceLocation)
}

@Suite(.ownThreads) struct ItemLookupLawsTests {
    @Test func aSetsLookupAgreesWithALoop() {
        var generator = SeededGenerator(seed: 0x5E7_100C)
        for _ in 0..<Thoroughness.cases {
            let numbers = Set(generator.picks(integers, count: Int.random(in: 0..<6, using: &generator)))
            expectLookupAgrees(numbers, Array(numbers), item: generator.pick(integers))
            let reals = Set(generator.picks(doubles, count: Int.random(in: 0..<6, using: &generator)))
            expectLookupAgrees(reals, Array(reals), item: generator.pick(doubles))
            let texts = Set(generator.picks(words, count: Int.random(in: 0..<5, using: &generator)))
            expectLookupAgrees(texts, Array(texts), item: generator.pick(words))
            let keys = Dictionary(texts.map { ($0, 1) }, uniquingKeysWith: +).keys
            expectLookupAgrees(keys, Array(keys), item: generator.pick(words))
            expectLookupsAgree(
                numbers, Array(numbers), first: generator.pick(integers), second: generator.pick(integers))
            expectLookupsAgree(
                reals, Array(reals), first: generator.pick(doubles), second: generator.pick(doubles))
        }
    }

    @Test func aRangesLookupAgreesWithALoop() {
        var generator = SeededGenerator(seed: 0x7A_6E)
        let small = Array(-3...3)
        for _ in 0..<Thoroughness.cases {
            let bounds = (generator.pick(small), generator.pick(small))
            let low = min(bounds.0, bounds.1)
            let high = max(bounds.0, bounds.1)
            let item = generator.pick(small + [Int.min, Int.max])
            expectLookupAgrees(low..<high, Array(low..<high), item: item)
            expectLookupAgrees(low...high, Array(low...high), item: item)
            expectLookupsAgree(low..<high, Array(low..<high), first: item, second: generator.pick(small))
        }
    }

    @Test func aNaNIsInNoSetAsItEqualsNothing() {
        #expect(!hasItem(Double.nan).isSatisfied(by: Set([Double.nan, 1])))
        #expect(hasItem(-0.0).isSatisfied(by: Set([0.0])))
    }

    @Test func anEndlessRangeIsAskedNotRead() {
        // Read item by item, these never ended.
        #expect(hasItem(Int.max - 1).isSatisfied(by: 0..<Int.max))
        #expect(hasItem(Int.max).isSatisfied(by: 0...Int.max))
        #expect(
            hasItem(-1).failureMessage(for: 0..<Int.max) == """
                Expected: a sequence containing -1
                     but: was Range(0..<9223372036854775807)
                """)
    }

    @Test func hasItemsSaysWhichValuesASetLacks() {
        #expect(
            hasItems(3, 9, 4).failureMessage(for: Set([1, 3])) == """
                Expected: a sequence containing all of [3, 9, 4]
                     but: was [1, 3]
                          missing 2 of 3:
                            - 9
                            - 4
                """)
        #expect(hasItems(1, Int.max - 1).isSatisfied(by: 0..<Int.max))
    }

    @Test func aMatcherOtherThanAnEqualityStillReadsTheItems() {
        #expect(hasItem(greaterThan(2)).isSatisfied(by: Set([1, 3])))
        #expect(!hasItem(greaterThan(3)).isSatisfied(by: Set([1, 3])))
        #expect(
            hasItem(greaterThan(3)).failureMessage(for: 1..<3) == """
                Expected: a sequence with an item matching a value greater than 3
                     but: was Range(1..<3)
                """)
    }
}
