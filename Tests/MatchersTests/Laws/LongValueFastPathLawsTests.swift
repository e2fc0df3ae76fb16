import Testing

@testable import Matchers

// The failure-path fast paths of `Sources/Matchers/FastPaths/` (long strings and arrays) held to
// the plain loops they stand for, on random short texts and arrays rich in the bytes they treat
// specially: line breaks, `\r\n`, non-ASCII, and differences at every position.

private let pieces: [String] = [
    "a", "b", " ", "\n", "\r", "\r\n", "é", "e\u{301}", "\u{85}", "\u{2028}", "…", "0",
]

private func text(_ generator: inout SeededGenerator) -> String {
    generator.picks(pieces, count: Int.random(in: 0..<24, using: &generator)).joined()
}

@Suite(.ownThreads) struct LongValueFastPathLawsTests {
    /// A width told by the UTF-8 length where it can be is the width told by counting Characters.
    @Test func fitsAgreesWithCharacters() {
        var generator = SeededGenerator(seed: 0xF175)
        for _ in 0..<Thoroughness.cases {
            let sample = text(&generator)
            for width in 0...30 {
                #expect(
                    MessageLayout.fits(sample, in: width) == (sample.count <= width),
                    "\(sample.debugDescription) in \(width)")
            }
        }
    }

    @Test func hasLineBreakAgreesWithCharacters() {
        var generator = SeededGenerator(seed: 0x11E_B2EA)
        for _ in 0..<Thoroughness.cases {
            let sample = text(&generator)
            #expect(hasLineBreak(sample) == sample.contains(where: \.isNewline), "\(sample.debugDescription)")
        }
    }

    @Test func theCommonASCIIPrefixIsACommonPrefixOfCharacters() {
        var generator = SeededGenerator(seed: 0xA5C_11)
        for _ in 0..<Thoroughness.cases {
            let base = text(&generator)
            let expected = base + text(&generator)
            let actual = base + text(&generator)
            guard let skip = identicalASCIIPrefix(expected, actual) else { continue }
            let expectedPrefix = String(expected.utf8.prefix(skip.bytes))!
            #expect(actual.utf8.starts(with: expectedPrefix.utf8))
            #expect(expectedPrefix.count == skip.characters, "\(expected.debugDescription)")
            // The Characters from the cut on are those of the whole string: the cut never splits one.
            #expect(Array(expectedPrefix) + Array(expected.dropFirst(skip.characters)) == Array(expected))
        }
    }

    @Test func contiguousCommonEndsAgreeWithALoopByHand() {
        var generator = SeededGenerator(seed: 0xC0_11EC)
        for _ in 0..<Thoroughness.cases {
            let expected = generator.picks([0, 1, 2], count: Int.random(in: 0..<8, using: &generator))
            let actual = generator.picks([0, 1, 2], count: Int.random(in: 0..<8, using: &generator))
            let prefix = zip(expected, actual).prefix { $0 == $1 }.count
            let suffix = zip(expected.dropFirst(prefix).reversed(), actual.dropFirst(prefix).reversed())
                .prefix { $0 == $1 }.count
            let ends = contiguousCommonEnds(expected, actual)
            #expect(ends?.prefix == prefix && ends?.suffix == suffix, "\(expected) \(actual)")
            // `Int`s are read as `Int`s; any other element type through the generic loop.
            let texts = contiguousCommonEnds(expected.map(String.init), actual.map(String.init))
            #expect(texts?.prefix == prefix && texts?.suffix == suffix, "\(expected) \(actual)")
        }
    }
}
