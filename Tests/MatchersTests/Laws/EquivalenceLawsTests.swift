import Matchers
import Testing

// The laws of `equalTo(_:ignoring:within:comparing:)`, over random pairs of small models drawn from
// few values, so that equal and unequal pairs both come often.

private struct Leaf: Equatable, Hashable {
    var a: Int
    var b: Double
    var tag: String
}

private struct Tree: Equatable {
    var id: Int
    var leaves: [Leaf]
    var extra: Leaf?
    var byName: [String: Leaf]
    var kinds: Set<Leaf>
}

/// A type no model holds: a comparison for it leaves every verdict to the models' own `==`.
private struct Absent {}

private let numbers = [0.0, 0.1, 0.2, 0.3, 0.1 + 0.2, -0.0]

private func leaf(_ random: inout SeededGenerator) -> Leaf {
    Leaf(a: random.pick([0, 1]), b: random.pick(numbers), tag: random.pick(["x", "y"]))
}

private func tree(_ random: inout SeededGenerator) -> Tree {
    Tree(
        id: random.pick([0, 1]),
        leaves: (0..<random.pick([0, 1, 2])).map { _ in leaf(&random) },
        extra: random.pick([true, false]) ? leaf(&random) : nil,
        byName: Dictionary((0..<random.pick([0, 1])).map { _ in ("k", leaf(&random)) }) { first, _ in first },
        kinds: Set((0..<random.pick([0, 1, 2])).map { _ in leaf(&random) }))
}

/// A pair of trees, the second often a copy of the first with one part redrawn.
private func pair(_ random: inout SeededGenerator) -> (Tree, Tree) {
    let first = tree(&random)
    var second = first
    switch random.pick([0, 1, 2, 3, 4, 5]) {
    case 0: second = tree(&random)
    case 1: second.id = random.pick([0, 1])
    case 2: if !second.leaves.isEmpty { second.leaves[0] = leaf(&random) }
    case 3: second.extra = random.pick([true, false]) ? leaf(&random) : nil
    case 4: second.kinds = Set(second.kinds.map { Leaf(a: random.pick([0, 1]), b: $0.b, tag: $0.tag) })
    default: break
    }
    return (first, second)
}

@Suite(.ownThreads) struct EquivalenceLawsTests {
    @Test func withNoOptionThatAppliesTheVerdictIsEquality() {
        var random = SeededGenerator(seed: 31)
        let unrelated = ValueComparison.values(of: Absent.self, described: "never") { _, _ in false }
        for _ in 0..<Thoroughness.cases {
            let (expected, actual) = pair(&random)
            let verdict = equalTo(expected, comparing: unrelated).matches(actual) == .match
            #expect(verdict == (expected == actual), "\(expected) against \(actual)")
        }
    }

    @Test func aToleranceOfZeroIsExactComparisonOfFiniteNumbers() {
        var random = SeededGenerator(seed: 32)
        for _ in 0..<Thoroughness.cases {
            let (expected, actual) = pair(&random)
            let verdict = equalTo(expected, within: 0).matches(actual) == .match
            #expect(verdict == (expected == actual), "\(expected) against \(actual)")
        }
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func ignoringMoreNeverTurnsAMatchIntoAMismatch() {
        var random = SeededGenerator(seed: 33)
        for _ in 0..<Thoroughness.cases {
            let (expected, actual) = pair(&random)
            let fewer = equalTo(expected, ignoring: \Leaf.a).matches(actual) == .match
            let more = equalTo(expected, ignoring: \Leaf.a, \Tree.id, \Leaf.tag).matches(actual) == .match
            let widest =
                equalTo(expected, ignoring: \Leaf.a, \Tree.id, \Leaf.tag, within: 0.2).matches(actual)
                == .match
            #expect(!fewer || more, "\(expected) against \(actual)")
            #expect(!more || widest, "\(expected) against \(actual)")
            if expected == actual { #expect(fewer, "\(expected)") }
        }
    }

    /// Ignoring is not ignoring everything: a change to a field that counts is always a mismatch.
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func changingAFieldThatCountsAlwaysChangesTheVerdict() {
        var random = SeededGenerator(seed: 36)
        for _ in 0..<Thoroughness.cases {
            let expected = tree(&random)
            var changed = expected
            switch random.pick([0, 1, 2]) {
            case 0: changed.leaves.append(leaf(&random))
            case 1: changed.byName["other"] = leaf(&random)
            default:
                changed.extra =
                    changed.extra.map { Leaf(a: $0.a, b: $0.b, tag: $0.tag + "!") } ?? leaf(&random)
            }
            let matcher = equalTo(expected, ignoring: \Leaf.a, \Tree.id, within: 0.2)
            #expect(matcher.matches(expected) == .match)
            #expect(matcher.matches(changed) != .match, "\(expected) against \(changed)")
        }
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func theVerdictIsSymmetric() {
        var random = SeededGenerator(seed: 34)
        for _ in 0..<Thoroughness.cases {
            let (first, second) = pair(&random)
            for options in [0, 1, 2] {
                func verdict(_ expected: Tree, _ actual: Tree) -> Bool {
                    switch options {
                    case 0: return equalTo(expected, ignoring: \Leaf.a).matches(actual) == .match
                    case 1: return equalTo(expected, within: 0.1).matches(actual) == .match
                    default:
                        return equalTo(expected, ignoring: \.id, \Leaf.tag, within: 0.15).matches(actual)
                            == .match
                    }
                }
                #expect(verdict(first, second) == verdict(second, first), "\(first) against \(second)")
            }
        }
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func everyMismatchHasABoundedMessageThatNeverMarksAnIgnoredField() {
        var random = SeededGenerator(seed: 35)
        for _ in 0..<Thoroughness.cases / 10 {
            let (expected, actual) = pair(&random)
            guard let message = failureMessage(actual, equalTo(expected, ignoring: \Leaf.a, within: 0.15))
            else {
                continue
            }
            #expect(message.utf8.count <= messageBudget)
            let marked = message.split(separator: "\n").filter {
                $0.hasPrefix("            - ") || $0.hasPrefix("            + ")
            }
            #expect(!marked.contains { $0.dropFirst(14).drop { $0 == " " }.hasPrefix("a: ") }, "\(message)")
        }
    }
}
