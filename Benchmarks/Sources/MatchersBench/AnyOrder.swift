import Matchers
import Nimble
import XCTMatchers

/// A fixed-seed generator, so that every run shuffles the same way.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

// MARK: (4) containsInAnyOrder

func anyOrderCases(_ settings: Settings) -> [Row] {
    [shuffledInts(settings), mixedStrings(settings), overlapping(settings)]
}

/// 10,000 distinct Ints against the same values shuffled: every matcher is an `equalTo`, so the
/// pairing is done by counting.
private func shuffledInts(_ settings: Settings) -> Row {
    var generator = SeededGenerator(state: 42)
    let expected: [Int] = (0..<10_000).map { $0 &* 7_919 }
    let actual = expected.shuffled(using: &generator)
    require(containsInAnyOrder(expected).matches(actual).isMatch, "(4) same items in another order")
    let matchers = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(opaque(actual), containsInAnyOrder(opaque(expected)))
        }
    }
    // What one writes by hand, with XCTest or Nimble: compare sorted copies.
    let raw = measure(settings) { iterations in
        for _ in 0..<iterations {
            if opaque(actual).sorted() != opaque(expected).sorted() { rawFailure("not the same items") }
        }
    }
    let nimble = measure(settings) { iterations in
        for _ in 0..<iterations {
            expect(opaque(actual).sorted()).to(equal(opaque(expected).sorted()))
        }
    }
    return Row(
        number: "4", name: "containsInAnyOrder, 10,000 shuffled Ints (sorted == by hand)",
        matchers: .time(matchers), raw: .time(raw), nimble: .time(nimble),
        target: isDebugBuild ? nil : Target(text: "≤ 10 ms") { $0.matchers.value <= 10_000_000 }
    )
}

/// 1,000 shuffled strings against 500 `equalTo` and 500 `hasPrefix` matchers: not every matcher is
/// an equality, so items and matchers are paired by Hopcroft–Karp, asking matchers about items.
private func mixedStrings(_ settings: Settings) -> Row {
    var generator = SeededGenerator(state: 7)
    let words = (0..<1_000).map { "ramen-\($0)-chashu" }
    let actual = words.shuffled(using: &generator)
    func anyOrderMatcher(_ words: [String]) -> Matchers.Matcher<[String]> {
        containsInAnyOrder(
            words.indices.map { index in
                // The trailing "-" keeps "ramen-1-" from being a prefix of "ramen-10-…".
                index.isMultiple(of: 2) ? equalTo(words[index]) : hasPrefix("ramen-\(index)-")
            }
        )
    }
    require(anyOrderMatcher(words).matches(actual).isMatch, "(4) every string has its matcher")
    let matchers = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(opaque(actual), anyOrderMatcher(opaque(words)))
        }
    }
    // By hand: the same 1,000 checks as predicates, paired first-fit (what a greedy library does;
    // it solves this input, so it is the floor a correct pairing must not be slower than).
    func predicates(_ words: [String]) -> [(String) -> Bool] {
        words.indices.map { index in
            let word = words[index]
            let prefix = "ramen-\(index)-"
            return index.isMultiple(of: 2) ? { $0 == word } : { $0.hasPrefix(prefix) }
        }
    }
    require(greedyFirstFit(actual, predicates(words)), "(4) greedy solves the mixed strings")
    let raw = measure(settings) { iterations in
        for _ in 0..<iterations {
            if !greedyFirstFit(opaque(actual), predicates(opaque(words))) { rawFailure("unpaired") }
        }
    }
    return Row(
        number: "4", name: "containsInAnyOrder, 1,000 shuffled Strings, equalTo + hasPrefix (greedy by hand)",
        matchers: .time(matchers), raw: .time(raw), nimble: nil,
        // The any-order targets are release targets.
        target: isDebugBuild
            ? nil
            : Target(text: "≤ 10 ms and ≤ greedy") { row in
                row.matchers.value <= 10_000_000 && (row.overRaw ?? .infinity) <= 1
            }
    )
}

/// Pairs each item with the first unused predicate it satisfies; `false` if one is left over.
func greedyFirstFit<Item>(_ items: [Item], _ predicates: [(Item) -> Bool]) -> Bool {
    guard items.count == predicates.count else { return false }
    var used = [Bool](repeating: false, count: predicates.count)
    for item in items {
        guard let index = predicates.indices.first(where: { !used[$0] && predicates[$0](item) }) else {
            return false
        }
        used[index] = true
    }
    return true
}

/// 2,000 shuffled Ints (500 in a debug build, where one check takes tens of seconds) against
/// `greaterThanOrEqualTo(0)` … `greaterThanOrEqualTo(1999)`: item `x`
/// satisfies every bound up to `x`, so the matchers overlap heavily and first-fit pairing fails
/// (an item can take the bound a smaller item needed); the worst case measured, with no target.
private func overlapping(_ settings: Settings) -> Row {
    var generator = SeededGenerator(state: 11)
    let count = isDebugBuild ? 500 : 2_000
    let bounds = Array(0..<count)
    let actual = bounds.shuffled(using: &generator)
    func anyOrderMatcher(_ bounds: [Int]) -> Matchers.Matcher<[Int]> {
        containsInAnyOrder(bounds.map { greaterThanOrEqualTo($0) })
    }
    require(anyOrderMatcher(bounds).matches(actual).isMatch, "(4) a pairing exists")
    require(!greedyFirstFit(actual, bounds.map { bound in { $0 >= bound } }), "(4) greedy fails")
    let matchers = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(opaque(actual), anyOrderMatcher(opaque(bounds)))
        }
    }
    return Row(
        number: "4",
        name: "containsInAnyOrder, \(grouped(count)) × \(grouped(count)) overlapping (greedy fails)",
        matchers: .time(matchers), raw: nil, nimble: nil, target: nil
    )
}
