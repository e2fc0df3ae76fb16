import Matchers
import Testing

// The collection matchers against brute-force oracles: small arrays of doubles (duplicates and NaN
// included) and overlapping matchers, every pairing tried by hand.

/// A matcher on doubles and the predicate it stands for.
private struct Part {
    let matcher: Matcher<Double>
    let accepts: (Double) -> Bool

    static func random(using generator: inout SeededGenerator) -> Part {
        let bound = generator.pick(values)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return Part(matcher: equalTo(bound), accepts: { $0 == bound })
        case 1: return Part(matcher: greaterThan(bound), accepts: { $0 > bound })
        default: return Part(matcher: lessThan(bound), accepts: { $0 < bound })
        }
    }
}

private let values: [Double] = [0, 1, 2, .nan]

/// Whether `items` and `parts` can be paired one to one, every item and every part used when
/// required: tried over every assignment.
private func canPair(_ items: [Double], _ parts: [Part], everyItem: Bool, everyPart: Bool) -> Bool {
    func search(_ item: Int, _ used: Set<Int>, _ pairs: Int) -> Bool {
        if item == items.count {
            return (!everyItem || pairs == items.count) && (!everyPart || pairs == parts.count)
        }
        if !everyItem, search(item + 1, used, pairs) { return true }
        for part in parts.indices where !used.contains(part) && parts[part].accepts(items[item]) {
            if search(item + 1, used.union([part]), pairs + 1) { return true }
        }
        return false
    }
    return search(0, [], 0)
}

/// Whether the parts accept items at increasing positions, in order.
private func inRelativeOrder(_ items: [Double], _ parts: [Part]) -> Bool {
    func search(_ part: Int, _ from: Int) -> Bool {
        guard part < parts.count else { return true }
        return (from..<items.count).contains { parts[part].accepts(items[$0]) && search(part + 1, $0 + 1) }
    }
    return search(0, 0)
}

@Suite(.ownThreads) struct CollectionLawsTests {
    @Test func collectionMatchersAgreeWithBruteForce() {
        var generator = SeededGenerator(seed: 0xC011EC7)
        for _ in 0..<Thoroughness.cases {
            let items = generator.picks(values, count: Int.random(in: 0...4, using: &generator))
            let parts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Part.random(using: &generator)
            }
            let matchers = parts.map(\.matcher)
            let cases: [(String, Matcher<[Double]>, Bool)] = [
                (
                    "containsInAnyOrder", containsInAnyOrder(matchers),
                    canPair(items, parts, everyItem: true, everyPart: true)
                ),
                (
                    "isSubsetOf", isSubsetOf(matchers),
                    canPair(items, parts, everyItem: true, everyPart: false)
                ),
                (
                    "isSupersetOf", isSupersetOf(matchers),
                    canPair(items, parts, everyItem: false, everyPart: true)
                ),
                ("containsInRelativeOrder", containsInRelativeOrder(matchers), inRelativeOrder(items, parts)),
                (
                    "hasItems", hasItems(matchers),
                    parts.allSatisfy { part in items.contains(where: part.accepts) }
                ),
                (
                    "onlyContains", onlyContains(matchers),
                    items.allSatisfy { item in parts.contains { $0.accepts(item) } }
                ),
                (
                    "contains", contains(matchers),
                    items.count == parts.count && zip(items, parts).allSatisfy { $1.accepts($0) }
                ),
            ]
            for (name, matcher, expected) in cases {
                #expect(matcher.matches(items).isMatch == expected, "\(name) on \(items)")
                let message = failureMessage(items, matcher)
                #expect((message == nil) == expected, "\(name) on \(items)")
                #expect((message?.utf8.count ?? 0) <= messageBudget)
            }
            if let first = parts.first {
                let everyExpected = items.allSatisfy(first.accepts)
                #expect(everyItem(first.matcher).matches(items).isMatch == everyExpected)
                #expect((failureMessage(items, everyItem(first.matcher)) == nil) == everyExpected)
            }
        }
    }

    @Test func valueFormsAgreeWithBruteForce() {
        // The value forms count hashable values instead of asking matchers: NaN equals nothing.
        var generator = SeededGenerator(seed: 0x7A1_0E5)
        for _ in 0..<Thoroughness.cases {
            let items = generator.picks(values, count: Int.random(in: 0...4, using: &generator))
            let expected = generator.picks(values, count: Int.random(in: 0...4, using: &generator))
            let parts = expected.map { value in Part(matcher: equalTo(value), accepts: { $0 == value }) }
            let cases: [(String, Matcher<[Double]>, Bool)] = [
                (
                    "containsInAnyOrder", containsInAnyOrder(expected),
                    canPair(items, parts, everyItem: true, everyPart: true)
                ),
                (
                    "isSubsetOf", isSubsetOf(expected),
                    canPair(items, parts, everyItem: true, everyPart: false)
                ),
                (
                    "isSupersetOf", isSupersetOf(expected),
                    canPair(items, parts, everyItem: false, everyPart: true)
                ),
                (
                    "onlyContains", onlyContains(expected),
                    items.allSatisfy { item in expected.contains(item) }
                ),
                ("hasItems", hasItems(expected), expected.allSatisfy { items.contains($0) }),
                (
                    "contains", contains(expected),
                    items.count == expected.count && zip(items, expected).allSatisfy(==)
                ),
            ]
            for (name, matcher, oracle) in cases {
                #expect(matcher.matches(items).isMatch == oracle, "\(name)(\(expected)) on \(items)")
                #expect((failureMessage(items, matcher) == nil) == oracle, "\(name)(\(expected)) on \(items)")
            }
        }
    }
}
