import Matchers
import Testing

/// Checks the any-order engine against brute force on small random inputs (seeded, so a failure
/// repeats).
@Suite struct BipartiteMatchingTests {
    /// The largest number of pairs, by trying every assignment of items to unused matchers.
    private func bruteForceMaximum(_ accepts: [[Bool]], item: Int = 0, used: Set<Int> = []) -> Int {
        guard item < accepts.count else { return 0 }
        var best = bruteForceMaximum(accepts, item: item + 1, used: used)  // item left unpaired
        for matcher in accepts[item].indices where accepts[item][matcher] && !used.contains(matcher) {
            best = max(best, 1 + bruteForceMaximum(accepts, item: item + 1, used: used.union([matcher])))
        }
        return best
    }

    private func isValid(_ matching: BipartiteMatching, _ accepts: [[Bool]]) -> Bool {
        var pairs = 0
        for (item, matcher) in matching.matcherForItem.enumerated() where matcher >= 0 {
            guard accepts[item][matcher], matching.itemForMatcher[matcher] == item else { return false }
            pairs += 1
        }
        let pairedMatchers = matching.itemForMatcher.filter { $0 >= 0 }.count
        return pairs == matching.size && pairedMatchers == matching.size
    }

    /// Random graphs of up to 6 items and 6 matchers, of random density: `accepts[item][matcher]`.
    private func randomGraphs(seed: UInt64, count: Int) -> [(items: Int, matchers: Int, accepts: [[Bool]])] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let items = Int.random(in: 0...6, using: &generator)
            let matchers = Int.random(in: 0...6, using: &generator)
            let density = Double.random(in: 0...1, using: &generator)
            let accepts = (0..<items).map { _ in
                (0..<matchers).map { _ in Double.random(in: 0..<1, using: &generator) < density }
            }
            return (items, matchers, accepts)
        }
    }

    @Test func hopcroftKarpFindsTheMaximumOnRandomGraphs() {
        for (trial, (items, matchers, accepts)) in randomGraphs(seed: 2_024, count: 400).enumerated() {
            let matching = BipartiteMatching(itemCount: items, matcherCount: matchers) { accepts[$0][$1] }
            #expect(matching.size == bruteForceMaximum(accepts), "trial \(trial): \(accepts)")
            #expect(isValid(matching, accepts), "trial \(trial): \(accepts)")
        }
    }

    @Test func countingFindsTheMaximumOnRandomKeys() {
        var generator = SplitMix64(seed: 7)
        for trial in 0..<300 {
            let itemKeys = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator)
            }
            let matcherKeys = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator)
            }
            let accepts = itemKeys.map { item in matcherKeys.map { $0 == item } }
            let counting = BipartiteMatching(itemKeys: itemKeys, matcherKeys: matcherKeys)
            let searching = BipartiteMatching(itemCount: itemKeys.count, matcherCount: matcherKeys.count) {
                accepts[$0][$1]
            }
            #expect(counting.size == bruteForceMaximum(accepts), "trial \(trial)")
            #expect(searching.size == counting.size, "trial \(trial)")
            #expect(isValid(counting, accepts), "trial \(trial)")
        }
    }

    @Test func asksEachPairAtMostOnce() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<100 {
            let size = Int.random(in: 1...8, using: &generator)
            let accepts = (0..<size).map { _ in (0..<size).map { _ in Bool.random(using: &generator) } }
            let log = EvaluationLog()
            _ = BipartiteMatching(itemCount: size, matcherCount: size) { item, matcher in
                log.record(matcher, item, explain: false)
                return accepts[item][matcher]
            }
            #expect(log.repeatedPairs.isEmpty)
        }
    }

    @Test func greedyFirstFindsTheMaximumOnRandomGraphs() {
        for (trial, (items, matchers, accepts)) in randomGraphs(seed: 4_048, count: 400).enumerated() {
            let log = EvaluationLog()
            let matching = BipartiteMatching(itemCount: items, matcherCount: matchers, greedyFirst: true) {
                log.record($1, $0, explain: false)
                return accepts[$0][$1]
            }
            #expect(matching.size == bruteForceMaximum(accepts), "trial \(trial): \(accepts)")
            #expect(isValid(matching, accepts), "trial \(trial): \(accepts)")
            #expect(log.repeatedPairs.isEmpty, "trial \(trial): \(accepts)")
        }
    }

    /// The verdicts a greedy first-fit pass asks for: each item, in order, asks the free matchers in
    /// order until one accepts it.
    private func firstFitVerdicts(_ accepts: [[Bool]], matcherCount: Int) -> (verdicts: Int, complete: Bool) {
        var free = Array(repeating: true, count: matcherCount)
        var verdicts = 0
        var paired = 0
        for row in accepts {
            for matcher in 0..<matcherCount where free[matcher] {
                verdicts += 1
                if row[matcher] {
                    free[matcher] = false
                    paired += 1
                    break
                }
            }
        }
        return (verdicts, paired == min(accepts.count, matcherCount))
    }

    /// On inputs that first-fit solves (shuffled items, each accepted by one equality matcher or by
    /// some overlapping prefix matchers), the search asks no more than first-fit does.
    @Test func greedyFirstAsksNoMoreThanFirstFitOnInputsItSolves() {
        var generator = SplitMix64(seed: 31)
        var solvedByFirstFit = 0
        for trial in 0..<60 {
            let count = Int.random(in: 20...120, using: &generator)
            let keys = (0..<count).shuffled(using: &generator)
            // Matcher j accepts item i when the item's key is j, or, for the "prefix" matchers in
            // the second half, when the keys share their tens.
            let accepts = keys.map { key in
                (0..<count).map { matcher in
                    matcher == key || (matcher >= count / 2 && matcher / 10 == key / 10)
                }
            }
            let firstFit = firstFitVerdicts(accepts, matcherCount: count)
            guard firstFit.complete else { continue }
            solvedByFirstFit += 1
            let log = EvaluationLog()
            let matching = BipartiteMatching(itemCount: count, matcherCount: count, greedyFirst: true) {
                log.record($1, $0, explain: false)
                return accepts[$0][$1]
            }
            #expect(matching.size == count, "trial \(trial)")
            #expect(log.count <= firstFit.verdicts, "trial \(trial)")
        }
        #expect(solvedByFirstFit > 10)
    }

    @Test func keepsTheDiagonalWhenItIsComplete() {
        let matching = BipartiteMatching(itemCount: 3, matcherCount: 3) { _, _ in true }
        #expect(matching.matcherForItem == [0, 1, 2])
    }

    /// The oracle: for equal counts, `containsInAnyOrder` matches exactly when some
    /// permutation of the items satisfies the matchers position by position.
    @Test func verdictAgreesWithEveryPermutationOracle() {
        var generator = SplitMix64(seed: 42)
        func randomMatcher() -> (Matcher<Int>, (Int) -> Bool) {
            let bound = Int.random(in: 0..<5, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: return (equalTo(bound), { $0 == bound })
            case 1: return (greaterThan(bound), { $0 > bound })
            case 2: return (lessThan(bound), { $0 < bound })
            case 3:
                let divisor = bound + 1
                return (Matcher("a multiple of \(divisor)") { $0 % divisor == 0 }, { $0 % divisor == 0 })
            default: return (anything(), { _ in true })
            }
        }
        for trial in 0..<500 {
            let count = Int.random(in: 0...6, using: &generator)
            let items = (0..<count).map { _ in Int.random(in: 0..<5, using: &generator) }
            let drawn = (0..<count).map { _ in randomMatcher() }
            let matchers = drawn.map(\.0)
            let predicates = drawn.map(\.1)
            let oracle = allOrderings(of: count).contains { order in
                order.indices.allSatisfy { predicates[$0](items[order[$0]]) }
            }
            #expect(verdictOnly(items, containsInAnyOrder(matchers)) == oracle, "trial \(trial): \(items)")
            #expect(containsInAnyOrder(matchers).matches(items).isMatch == oracle, "trial \(trial): \(items)")
            let shuffled = matchers.shuffled(using: &generator)
            #expect(verdictOnly(items, containsInAnyOrder(shuffled)) == oracle, "trial \(trial), shuffled")
        }
    }

    /// Equality matchers take the counting path; the same tests hidden behind `is` take the
    /// search. Both must agree, on the verdict and on the message.
    @Test func countingAndSearchingAgree() {
        var generator = SplitMix64(seed: 5)
        for trial in 0..<300 {
            let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator)
            }
            let values = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator)
            }
            let counting: Matcher<[Int]> = containsInAnyOrder(values)
            let searching: Matcher<[Int]> = containsInAnyOrder(
                values.map { value in
                    Matcher(describedBy: { renderValue(value) }) { actual, _ in equalTo(value).matches(actual)
                    }
                })
            #expect(verdictOnly(items, counting) == verdictOnly(items, searching), "trial \(trial)")
            #expect(failureMessage(items, counting) == failureMessage(items, searching), "trial \(trial)")
            #expect(
                verdictOnly(items, isSubsetOf(values))
                    == verdictOnly(items, isSubsetOf(values.map { `is`($0) })))
            #expect(
                verdictOnly(items, isSupersetOf(values))
                    == verdictOnly(items, isSupersetOf(values.map { `is`($0) })))
        }
    }
}
