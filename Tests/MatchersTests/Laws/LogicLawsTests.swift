import Matchers
import Testing

// `not`, `allOf`, `anyOf`, `&&` and `||` against a Boolean oracle: random matcher trees over small
// integers, each evaluated as a matcher and as plain Boolean logic.

/// A random matcher tree and the Boolean function it stands for.
private indirect enum Tree {
    case greater(Int)
    case less(Int)
    case equal(Int)
    case anything
    case not(Tree)
    case all([Tree])
    case any([Tree])
    case and(Tree, Tree)
    case or(Tree, Tree)

    static func random(depth: Int, using generator: inout SeededGenerator) -> Tree {
        let leaf = Int.random(in: 0..<(depth == 0 ? 4 : 9), using: &generator)
        let bound = Int.random(in: -3...3, using: &generator)
        switch leaf {
        case 0: return .greater(bound)
        case 1: return .less(bound)
        case 2: return .equal(bound)
        case 3: return .anything
        case 4: return .not(random(depth: depth - 1, using: &generator))
        case 5, 6:
            let parts = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                random(depth: depth - 1, using: &generator)
            }
            return leaf == 5 ? .all(parts) : .any(parts)
        case 7:
            return .and(
                random(depth: depth - 1, using: &generator), random(depth: depth - 1, using: &generator))
        default:
            return .or(
                random(depth: depth - 1, using: &generator), random(depth: depth - 1, using: &generator))
        }
    }

    var matcher: Matcher<Int> {
        switch self {
        case .greater(let bound): return greaterThan(bound)
        case .less(let bound): return lessThan(bound)
        case .equal(let bound): return equalTo(bound)
        case .anything: return Matchers.anything()
        case .not(let inner): return Matchers.not(inner.matcher)
        case .all(let parts): return allOf(parts.map(\.matcher))
        case .any(let parts): return anyOf(parts.map(\.matcher))
        case .and(let left, let right): return left.matcher && right.matcher
        case .or(let left, let right): return left.matcher || right.matcher
        }
    }

    func oracle(_ value: Int) -> Bool {
        switch self {
        case .greater(let bound): return value > bound
        case .less(let bound): return value < bound
        case .equal(let bound): return value == bound
        case .anything: return true
        case .not(let inner): return !inner.oracle(value)
        case .all(let parts): return parts.allSatisfy { $0.oracle(value) }
        case .any(let parts): return parts.contains { $0.oracle(value) }
        case .and(let left, let right): return left.oracle(value) && right.oracle(value)
        case .or(let left, let right): return left.oracle(value) || right.oracle(value)
        }
    }
}

@Suite(.ownThreads) struct LogicLawsTests {
    @Test func combinatorsAgreeWithBooleanLogic() {
        var generator = SeededGenerator(seed: 0x10_61C)
        for _ in 0..<Thoroughness.cases {
            let tree = Tree.random(depth: 3, using: &generator)
            let value = Int.random(in: -4...4, using: &generator)
            let matcher = tree.matcher
            let expected = tree.oracle(value)
            #expect(matcher.matches(value).isMatch == expected, "\(tree) on \(value)")
            let message = failureMessage(value, matcher)
            #expect((message == nil) == expected)
            #expect((message?.utf8.count ?? 0) <= messageBudget)
        }
    }

    @Test func deMorganAndDoubleNegation() {
        var generator = SeededGenerator(seed: 0xDE_4094)
        for _ in 0..<Thoroughness.cases {
            let left = Tree.random(depth: 2, using: &generator).matcher
            let right = Tree.random(depth: 2, using: &generator).matcher
            let value = Int.random(in: -4...4, using: &generator)
            #expect(
                not(allOf(left, right)).matches(value).isMatch
                    == anyOf(not(left), not(right)).matches(value).isMatch)
            #expect(
                not(anyOf(left, right)).matches(value).isMatch
                    == allOf(not(left), not(right)).matches(value).isMatch)
            #expect(not(not(left)).matches(value).isMatch == left.matches(value).isMatch)
            #expect((left && right).matches(value).isMatch == allOf(left, right).matches(value).isMatch)
            #expect((left || right).matches(value).isMatch == anyOf(left, right).matches(value).isMatch)
        }
    }
}
