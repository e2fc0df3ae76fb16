import Matchers
import Testing

// The collection matchers read `[Int]` items as concrete `Int`s (no generic call per item). These
// laws hold them to a loop written by hand, and to the same check over a wrapper type that takes
// the generic path, on random arrays with repeats and the extreme values.

/// An `Int` the fast paths do not recognise: its checks take the generic loops.
private struct Wrapped: Comparable {
    let value: Int
    static func < (lhs: Wrapped, rhs: Wrapped) -> Bool { lhs.value < rhs.value }
}

private let extremes = [Int.min, -1, 0, 1, 2, Int.max]

/// A comparison matcher on `Int`, the same on `Wrapped`, and the predicate both stand for.
private func comparison(_ kind: Int, _ bound: Int) -> (Matcher<Int>, Matcher<Wrapped>, (Int) -> Bool) {
    let wrapped = Wrapped(value: bound)
    switch kind {
    case 0: return (greaterThan(bound), greaterThan(wrapped), { $0 > bound })
    case 1: return (greaterThanOrEqualTo(bound), greaterThanOrEqualTo(wrapped), { $0 >= bound })
    case 2: return (lessThan(bound), lessThan(wrapped), { $0 < bound })
    case 3: return (lessThanOrEqualTo(bound), lessThanOrEqualTo(wrapped), { $0 <= bound })
    case 4: return (equalTo(bound), equalTo(wrapped), { $0 == bound })
    case 5:
        let low = min(bound, 2)
        return (inRange(low..<2), inRange(Wrapped(value: low)..<Wrapped(value: 2)), { low <= $0 && $0 < 2 })
    default:
        let high = max(bound, -1)
        return (
            inRange(-1...high), inRange(Wrapped(value: -1)...Wrapped(value: high)), { -1 <= $0 && $0 <= high }
        )
    }
}

@Suite(.ownThreads) struct IntegerFastPathLawsTests {
    @Test func everyItemHasItemAndOnlyContainsAgreeWithALoopByHand() {
        var generator = SeededGenerator(seed: 0x1A7E_6E55)
        for _ in 0..<Thoroughness.cases {
            let items = generator.picks(extremes, count: Int.random(in: 0..<6, using: &generator))
            let wrappedItems = items.map(Wrapped.init(value:))
            let (matcher, wrappedMatcher, accepts) = comparison(
                Int.random(in: 0..<7, using: &generator), generator.pick(extremes))
            let every = items.allSatisfy(accepts)
            let some = items.contains(where: accepts)
            #expect(everyItem(matcher).isSatisfied(by: items) == every, "\(items)")
            #expect(everyItem(wrappedMatcher).isSatisfied(by: wrappedItems) == every, "\(items)")
            #expect(onlyContains(matcher).isSatisfied(by: items) == every, "\(items)")
            #expect(hasItem(matcher).isSatisfied(by: items) == some, "\(items)")
            #expect(hasItem(wrappedMatcher).isSatisfied(by: wrappedItems) == some, "\(items)")
        }
    }

    @Test func containsOnValuesAgreesWithArrayEquality() {
        var generator = SeededGenerator(seed: 0xC0_47A1)
        for _ in 0..<Thoroughness.cases {
            let items = generator.picks(extremes, count: Int.random(in: 0..<5, using: &generator))
            let expected = generator.picks(extremes, count: Int.random(in: 0..<5, using: &generator))
            #expect(contains(expected).isSatisfied(by: items) == (items == expected), "\(items) \(expected)")
            #expect(contains(expected).matches(items).isMatch == (items == expected), "\(items) \(expected)")
        }
    }

    @Test func aRejectedIntegerArrayIsExplainedAsBefore() {
        #expect(
            failureMessage(for: [1, 5, 3], everyItem(lessThan(4)))
                == """
                Expected: every item is a value less than 4
                     but: was [1, 5, 3]
                          failed 1 of 3 items:
                            - item 1 was 5
                """
        )
    }
}

private func failureMessage<T>(for value: T, _ matcher: Matcher<T>) -> String? {
    matcher.failureMessage(for: value)
}
