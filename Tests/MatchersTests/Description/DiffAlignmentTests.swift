import Matchers
import Testing

/// The element diff is a shortest edit script: checked against an LCS oracle on many small random
/// arrays, by replaying the printed diff.
@Suite struct DiffAlignmentTests {
    @Test func printedDiffsReplayAndAreShortest() throws {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<400 {
            let expected = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                Int.random(in: 0...3, using: &generator)
            }
            let actual = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                Int.random(in: 0...3, using: &generator)
            }
            try check(expected: expected, actual: actual)
        }
    }

    @Test func shuffledArraysReadAsMoves() throws {
        var generator = SplitMix(seed: 0x5A1E)
        for _ in 0..<200 {
            let expected = (0..<Int.random(in: 2...9, using: &generator)).map { _ in
                Int.random(in: 0...3, using: &generator)
            }
            let actual = expected.shuffled(using: &generator)
            guard actual != expected else { continue }
            let message = failureMessage(actual, equalTo(expected)) ?? ""
            #expect(
                message.contains("differs in order: the same \(expected.count) elements in another order:"))
            try check(expected: expected, actual: actual)
        }
    }

    @Test func longerInputsWithFewChanges() throws {
        var generator = SplitMix(seed: 42)
        for _ in 0..<20 {
            let expected = (0..<300).map { _ in Int.random(in: 0...50, using: &generator) }
            var actual = expected
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<actual.count, using: &generator)
                if Bool.random(using: &generator) {
                    actual.remove(at: index)
                } else {
                    actual.insert(Int.random(in: 0...50, using: &generator), at: index)
                }
            }
            try check(expected: expected, actual: actual)
        }
    }

    private func check(expected: [Int], actual: [Int]) throws {
        // The reason's diff (a message says one replaced element on one line instead).
        let diff = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 1_000)) {
            describeDifference(expected, actual)?.description
        }
        guard expected != actual else {
            #expect(diff == nil)
            return
        }
        let lines = try #require(diff).split(separator: "\n")
        if lines.first?.hasPrefix("differs in order: ") == true {
            return try checkMoves(lines.dropFirst(), expected: expected, actual: actual)
        }
        let firstDifference = zip(expected, actual).prefix { $0 == $1 }.count
        #expect(lines.first == "differs at index \(firstDifference) (- expected, + actual):")
        var e = 0
        var a = 0
        var changes = 0
        for line in lines.dropFirst() {
            if line.hasPrefix("  … "), let count = Int(line.dropFirst(4).prefix { $0 != " " }) {
                for _ in 0..<count {
                    #expect(expected[e] == actual[a], "\(expected) → \(actual)")
                    e += 1
                    a += 1
                }
            } else if line.hasPrefix("  - ") {
                #expect(String(expected[e]) == line.dropFirst(4), "\(expected) → \(actual)")
                e += 1
                changes += 1
            } else if line.hasPrefix("  + ") {
                #expect(String(actual[a]) == line.dropFirst(4), "\(expected) → \(actual)")
                a += 1
                changes += 1
            } else {
                #expect(line.hasPrefix("    "), "unexpected line \(line)")
                #expect(expected[e] == actual[a] && String(expected[e]) == line.dropFirst(4))
                e += 1
                a += 1
            }
        }
        #expect(e == expected.count && a == actual.count, "\(expected) → \(actual)")
        #expect(
            changes == expected.count + actual.count - 2 * lcsLength(expected, actual),
            "\(expected) → \(actual)")
    }

    /// A reordering: the same elements, and each move listed says where an element, or a run of
    /// them, went (`[3] → [0]: 7`, `[0...2] → [1...3]: 3 elements, moved together`).
    private func checkMoves(_ moves: ArraySlice<Substring>, expected: [Int], actual: [Int]) throws {
        #expect(expected.sorted() == actual.sorted(), "\(expected) → \(actual)")
        #expect(!moves.isEmpty)
        for move in moves {
            let parts = move.dropFirst(4).split(separator: " ", maxSplits: 3)
            let from = parts[0].dropFirst().dropLast().split(separator: ".").compactMap { Int($0) }
            let to = parts[2].dropFirst().dropLast(2).split(separator: ".").compactMap { Int($0) }
            let (firstFrom, lastFrom) = (try #require(from.first), try #require(from.last))
            let (firstTo, lastTo) = (try #require(to.first), try #require(to.last))
            #expect(from.count == to.count && lastTo - firstTo == lastFrom - firstFrom, "\(move)")
            #expect(expected[firstFrom...lastFrom].elementsEqual(actual[firstTo...lastTo]), "\(move)")
            if from.count == 1 { #expect(parts[3] == String(expected[firstFrom]), "\(move)") }
        }
    }

    /// The textbook dynamic program: O(N · M).
    private func lcsLength(_ x: [Int], _ y: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0..<x.count {
            for j in 0..<y.count {
                table[i + 1][j + 1] = x[i] == y[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[x.count][y.count]
    }
}

/// A small seeded generator, so that a failure can be replayed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
