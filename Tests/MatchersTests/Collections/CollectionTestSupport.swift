import Matchers

/// A prefix matcher local to these tests, so that their messages do not depend on the strings
/// family's wording.
func stringWithPrefix(_ text: String) -> Matcher<String> {
    Matcher("a string with prefix \(renderValue(text))") { $0.hasPrefix(text) }
}

/// SplitMix64: a tiny deterministic generator, so that random tests fail the same way every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Every ordering of `0..<count`.
func allOrderings(of count: Int) -> [[Int]] {
    guard count > 0 else { return [[]] }
    return allOrderings(of: count - 1).flatMap { shorter in
        (0...shorter.count).map { position in
            var longer = shorter
            longer.insert(count - 1, at: position)
            return longer
        }
    }
}

/// The verdict alone, through the path combinators use (`not` asks for a bare verdict).
func verdictOnly<T>(_ value: T, _ matcher: Matcher<T>) -> Bool {
    !not(matcher).matches(value).isMatch
}

/// Counts calls from closures the matchers keep.
final class DescriptionCounter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

/// Records which (matcher, item) pairs were asked.
final class EvaluationLog: @unchecked Sendable {
    private var seen: Set<[Int]> = []
    private(set) var repeatedPairs: [[Int]] = []
    private(set) var explained = false
    /// How many times a pair was asked, repeats included.
    private(set) var count = 0

    func record(_ matcher: Int, _ item: Int, explain: Bool) {
        count += 1
        if explain { explained = true }
        if !seen.insert([matcher, item]).inserted { repeatedPairs.append([matcher, item]) }
    }
}

/// A hashable value equal to nothing, itself included, as NaN is; every one hashes alike. It
/// counts the comparisons made with it, so that a test can tell linear work from quadratic.
struct SelfUnequal: Hashable, @unchecked Sendable {
    let comparisons: DescriptionCounter

    static func == (lhs: Self, _: Self) -> Bool {
        lhs.comparisons.increment()
        return false
    }

    func hash(into hasher: inout Hasher) {}
}
