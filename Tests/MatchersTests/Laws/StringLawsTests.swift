import Matchers
import Testing

// The string matchers against oracles on Character arrays, over random strings built from pieces
// that make Unicode hard: combining marks, emoji with joiners and skin tones, ß and ẞ, the dotless
// ı and dotted İ, final sigma, and Greek with ypogegrammeni (ᾳ uppercases to two letters).

private let pieces = [
    "a", "b", "A", "B", "s", "S", "ß", "ẞ", "ı", "i", "I", "İ", "σ", "ς", "Σ", "\u{1FB3}", "\u{1FBC}",
    "e", "\u{301}", "\u{E9}", "👍", "\u{1F3FD}", "\u{200D}", "👨", "\u{FE0F}", "❤", " ",
]

extension SeededGenerator {
    /// A random string of up to `maxPieces` pieces, sometimes after a long shared ASCII run (which
    /// takes the matchers' byte-wise fast paths).
    fileprivate mutating func string(maxPieces: Int = 5, after shared: String = "") -> String {
        shared + picks(pieces, count: Int.random(in: 0...maxPieces, using: &self)).joined()
    }

    fileprivate mutating func sharedRun() -> String {
        Bool.random(using: &self) ? "" : String(repeating: "x", count: Int.random(in: 1...60, using: &self))
    }
}

/// The position (from 1) of the first Character where two Character arrays differ, or `nil`.
private func firstDifference(_ left: [Character], _ right: [Character]) -> Int? {
    let common = zip(left, right).prefix { $0 == $1 }.count
    return common == left.count && common == right.count ? nil : common + 1
}

@Suite(.ownThreads) struct StringLawsTests {
    @Test func equalToSaysWhereTheFirstDifferenceIs() {
        var generator = SeededGenerator(seed: 0x57_2109)
        for _ in 0..<Thoroughness.cases {
            let shared = generator.sharedRun()
            let expected = generator.string(after: shared)
            let actual = generator.string(after: shared)
            let message = failureMessage(actual, equalTo(expected))
            guard let position = firstDifference(Array(expected), Array(actual)) else {
                #expect(message == nil)
                continue
            }
            #expect(
                message?.contains("differs at character \(position): ") == true, "\(actual) vs \(expected)")
            #expect((message?.utf8.count ?? 0) <= messageBudget)
        }
    }

    @Test func affixesAgreeWithCharacterArrays() {
        var generator = SeededGenerator(seed: 0xAFF1_7E5)
        for _ in 0..<Thoroughness.cases {
            let shared = generator.sharedRun()
            let text = generator.string(after: shared)
            let affix = generator.string(maxPieces: 3, after: Bool.random(using: &generator) ? shared : "")
            let characters = Array(text)
            let affixCharacters = Array(affix)
            let isPrefix = characters.starts(with: affixCharacters)
            #expect(hasPrefix(affix).matches(text).isMatch == isPrefix, "\(text) prefix \(affix)")
            if !isPrefix, let message = failureMessage(text, hasPrefix(affix)) {
                let position = zip(characters, affixCharacters).prefix { $0 == $1 }.count + 1
                #expect(
                    message.contains("prefix differs at character \(position): "), "\(text) prefix \(affix)")
            }
            let isSuffix = characters.reversed().starts(with: affixCharacters.reversed())
            #expect(hasSuffix(affix).matches(text).isMatch == isSuffix, "\(text) suffix \(affix)")
            if !isSuffix, let message = failureMessage(text, hasSuffix(affix)) {
                let position =
                    zip(characters.reversed(), affixCharacters.reversed()).prefix { $0 == $1 }.count + 1
                #expect(message.contains("suffix differs at character \(position) from the end: "))
            }
        }
    }

    /// An ASCII needle is searched in the text's bytes, then checked against Character boundaries:
    /// line breaks (`\r\n` is one Character), combining marks, joiners and a prepended mark
    /// (U+0600 joins the Character after it) around the bytes must all be respected, and the
    /// Kelvin sign, Greek question mark and varia are a `K`, a `;` and a `` ` ``.
    @Test func asciiNeedlesAgreeWithCharacterArrays() {
        let textPieces = [
            "a", "b", "\r", "\n", "\r\n", "\u{301}", "\u{600}", "\u{200D}", "👍", "é", " ", "K", "\u{212A}",
            ";",
            "\u{37E}", "`", "\u{1FEF}",
        ]
        let needlePieces = ["a", "b", "\r", "\n", " ", "K", ";", "`"]
        var generator = SeededGenerator(seed: 0xA5C_11)
        func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
            let characters = Array(text)
            let needleCharacters = Array(needle)
            return needleCharacters.count <= characters.count
                && (0...(characters.count - needleCharacters.count)).contains {
                    characters[$0..<$0 + needleCharacters.count].elementsEqual(needleCharacters)
                }
        }
        for _ in 0..<Thoroughness.cases {
            let text = generator.picks(textPieces, count: Int.random(in: 0...10, using: &generator)).joined()
            let needle = generator.picks(needlePieces, count: Int.random(in: 1...3, using: &generator))
                .joined()
            let message = "\(text.debugDescription) contains \(needle.debugDescription)"
            #expect(containsString(needle).matches(text).isMatch == contains(text, needle), "\(message)")
            // A substring has Characters of its own from its start.
            let rest = text.dropFirst()
            #expect(containsString(needle).matches(rest).isMatch == contains(rest, needle), "\(message)")
        }
    }

    @Test func containsStringAgreesWithCharacterArrays() {
        var generator = SeededGenerator(seed: 0xC0_47A1)
        for _ in 0..<Thoroughness.cases {
            let text = generator.string(maxPieces: 8)
            let needle = generator.string(maxPieces: 3)
            let characters = Array(text)
            let needleCharacters = Array(needle)
            let found =
                needleCharacters.isEmpty
                || (needleCharacters.count <= characters.count
                    && (0...(characters.count - needleCharacters.count)).contains {
                        characters[$0..<$0 + needleCharacters.count].elementsEqual(needleCharacters)
                    })
            #expect(containsString(needle).matches(text).isMatch == found, "\(text) contains \(needle)")
            #expect((failureMessage(text, containsString(needle)) == nil) == found)
        }
    }

    @Test func ignoringCaseIsCanonicalCaselessMatch() {
        var generator = SeededGenerator(seed: 0x1C_A5E)
        for _ in 0..<Thoroughness.cases {
            let shared = generator.sharedRun()
            let expected = generator.string(after: shared)
            let actual = generator.string(after: shared)
            let equal = UnicodeReference.caselessMatch(expected, actual)
            let matcher = equalToIgnoringCase(expected)
            #expect(matcher.matches(actual).isMatch == equal, "\(actual) vs \(expected)")
            let message = failureMessage(actual, matcher)
            #expect((message == nil) == equal, "\(actual) vs \(expected)")
            #expect(message == nil || message?.contains("differs at character ") == true)
            // Lower case never changes the folding; upper case does for the dotless ı, and for the
            // ypogegrammeni of ᾳ and ᾼ, which it spells as a letter Ι before the marks that follow
            // (ᾳ with an acute folds to άι, its upper case ΑΊ to αί).
            for recased in [expected.lowercased(), expected.uppercased()] {
                #expect(matcher.matches(recased).isMatch == UnicodeReference.caselessMatch(expected, recased))
            }
            #expect(matcher.matches(expected.lowercased()).isMatch)
            if !expected.unicodeScalars.contains(where: { ["ı", "\u{1FB3}", "\u{1FBC}"].contains($0) }) {
                #expect(matcher.matches(expected.uppercased()).isMatch)
            }
        }
    }

    @Test func ignoringCaseOnASCIIIsLowercasedEquality() {
        var generator = SeededGenerator(seed: 0xA5C11)
        let ascii = ["a", "b", "A", "B", "@", "`", "[", "{", "z", "Z", "0", " "]
        for _ in 0..<Thoroughness.cases {
            let expected = generator.picks(ascii, count: Int.random(in: 0...20, using: &generator)).joined()
            let actual = generator.picks(ascii, count: Int.random(in: 0...20, using: &generator)).joined()
            #expect(
                equalToIgnoringCase(expected).matches(actual).isMatch
                    == (expected.lowercased() == actual.lowercased()))
        }
    }
}
