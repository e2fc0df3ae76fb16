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
        let message = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 1_000)) {
            failureMessage(actual, equalTo(expected))
        }
        guard expected != actual else {
            #expect(message == nil)
            return
        }
        let lines = try #require(message).split(separator: "\n").dropFirst(2).map { $0.dropFirst(10) }
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
