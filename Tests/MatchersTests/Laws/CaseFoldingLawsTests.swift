import Testing

@testable import Matchers

// `equalToIgnoringCase` against the tests' own canonical caseless match (CaseFoldingReference.swift),
// over every scalar Unicode 15.0 assigns and over random strings spelt in canonically equivalent
// ways. The reference decides every verdict; the library's tables and Swift's `==` do not.

/// Text where case folding and canonical equivalence meet: Greek with the ypogegrammeni U+0345
/// (it folds to the letter ι, a starter), letters that fold to several (ß, ŉ, ΐ, ǰ, ﬀ), Cherokee
/// (it folds to its capitals), compatibility singletons (K, Å, Ω), Hangul syllables and jamo,
/// precomposed and decomposed Latin letters, the dotless ı and dotted İ, marks of many combining
/// classes, and the Tibetan vowel signs that decompose to marks while being starters themselves.
private let pieces = [
    "a", "A", "e", "E", "i", "I", "s", "S", "k", "x", "ı", "İ", "ß", "ẞ", "ſ", "ŉ", "ǰ", "ǅ", "Ǆ", "ﬀ", "ﬅ",
    "é", "É", "e\u{301}", "Å", "\u{212B}", "\u{212A}", "\u{2126}", "ṩ", "Ṩ", "s\u{323}\u{307}", "ḗ",
    "σ", "ς", "Σ", "α", "Α", "ι", "Ι", "η", "Η", "ω", "Ω", "ΐ", "ΰ", "ά", "\u{1FB3}", "\u{1FBC}", "\u{1FB4}",
    "\u{1FC3}", "\u{1FCC}", "\u{1F80}", "\u{1F88}", "\u{1FB7}", "\u{1FF7}", "Ꮉ", "ꮉ", "Ᏸ", "ᏸ", "Ꭰ", "ꭰ",
    "한", "각", "\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{1161}", "\u{11A8}",
    "\u{345}", "\u{345}", "\u{307}", "\u{301}", "\u{300}", "\u{308}", "\u{323}", "\u{331}", "\u{313}",
    "\u{314}", "\u{342}", "\u{328}", "\u{31B}", "\u{334}", "\u{5B0}", "\u{344}", "\u{F73}", "\u{F71}",
    "\u{F72}", "\u{F80}",
]

/// Compositions: the one-level decompositions of the reference, turned around (singletons too:
/// `K` composes to the Kelvin sign).
private let compositions: [[UInt32]: [UInt32]] = Dictionary(
    UnicodeReference.decompositions.map { ($0.value, [$0.key]) }, uniquingKeysWith: +)

/// One level of canonical decomposition, Hangul syllables included (LVT to LV and T, LV to L and V).
private func decomposedOnce(_ code: UInt32) -> [UInt32]? {
    let syllable = Int(code) - 0xAC00
    guard (0..<11_172).contains(syllable) else { return UnicodeReference.decompositions[code] }
    let trailing = syllable % 28
    guard trailing == 0 else { return [code - UInt32(trailing), UInt32(0x11A7 + trailing)] }
    return [UInt32(0x1100 + syllable / 588), UInt32(0x1161 + (syllable % 588) / 28)]
}

/// What a pair of code points composes to, Hangul included.
private func composed(_ first: UInt32, _ second: UInt32) -> [UInt32]? {
    if (0x1100...0x1112).contains(first) && (0x1161...0x1175).contains(second) {
        return [0xAC00 + ((first - 0x1100) * 21 + (second - 0x1161)) * 28]
    }
    if (0xAC00...0xD7A3).contains(first) && (first - 0xAC00) % 28 == 0 && (0x11A8...0x11C2).contains(second) {
        return [first + (second - 0x11A7)]
    }
    return compositions[[first, second]]
}

extension SeededGenerator {
    /// A canonically equivalent spelling of `text`: a few times over, a scalar decomposed one
    /// level, a pair or a single scalar composed, or two adjacent marks of different combining
    /// classes swapped.
    fileprivate mutating func respelled(_ text: String) -> String {
        var codes = text.unicodeScalars.map(\.value)
        for _ in 0..<Int.random(in: 0...8, using: &self) {
            switch Int.random(in: 0..<3, using: &self) {
            case 0:
                let candidates = codes.indices.filter { decomposedOnce(codes[$0]) != nil }
                guard let index = candidates.randomElement(using: &self) else { continue }
                codes.replaceSubrange(index...index, with: decomposedOnce(codes[index])!)
            case 1:
                let singles = codes.indices.filter { compositions[[codes[$0]]] != nil }.map { $0...$0 }
                let pairs = codes.indices.dropLast().filter { composed(codes[$0], codes[$0 + 1]) != nil }
                    .map { $0...$0 + 1 }
                guard let range = (singles + pairs).randomElement(using: &self) else { continue }
                let choices =
                    range.count == 1
                    ? compositions[[codes[range.lowerBound]]]!
                    : composed(codes[range.lowerBound], codes[range.upperBound])!
                codes.replaceSubrange(range, with: [choices.randomElement(using: &self)!])
            default:
                let swappable = codes.indices.dropLast().filter { index in
                    let (first, second) = (codes[index], codes[index + 1])
                    let (firstClass, secondClass) = (
                        UnicodeReference.combiningClass(first), UnicodeReference.combiningClass(second)
                    )
                    return firstClass != 0 && secondClass != 0 && firstClass != secondClass
                        && decomposedOnce(first) == nil && decomposedOnce(second) == nil
                }
                guard let index = swappable.randomElement(using: &self) else { continue }
                codes.swapAt(index, index + 1)
            }
        }
        return String(codePoints: codes)
    }

    /// A piece in another case: as it is, upper-cased, lower-cased or folded by the reference.
    fileprivate mutating func recased(_ piece: String) -> String {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: piece
        case 1: piece.uppercased()
        case 2: piece.lowercased()
        default: String(codePoints: UnicodeReference.caseFolded(piece.unicodeScalars.map(\.value)))
        }
    }

    /// A run of ASCII letters in random case, shared by both sides (it takes the byte-wise path).
    fileprivate mutating func sharedASCII() -> (String, String) {
        guard Bool.random(using: &self) else { return ("", "") }
        let letters = picks(["a", "b", "Z", "q", " ", "-"], count: Int.random(in: 1...20, using: &self))
        return (letters.joined(), letters.map { Bool.random(using: &self) ? $0.uppercased() : $0 }.joined())
    }
}

@Suite(.ownThreads) struct CaseFoldingLawsTests {
    @Test func theTableAndTheReferenceComeFromTheSameUnicode() {
        #expect(CaseFoldingTable.unicodeVersion == referenceUnicodeVersion)
        #expect(referenceUnicodeVersion == "15.0.0")
        // CaseFolding-15.0.0.txt has 1,426 lines of status C and 104 of status F; UnicodeData.txt
        // gives 2,061 scalars a canonical decomposition.
        #expect(UnicodeReference.folding.values.filter { $0.count == 1 }.count == 1_426)
        #expect(UnicodeReference.folding.values.filter { $0.count > 1 }.count == 104)
        #expect(UnicodeReference.decompositions.count == 2_061)
        #expect(CaseFoldingTable.multipleScalarFoldings.count == 104)
        #expect(CaseFoldingTable.canonicalDecompositions.count == 2_061)
    }

    /// Law: every scalar Unicode 15.0 assigns (surrogates aside) is equal ignoring case to exactly
    /// the scalars whose NFD(toCasefold(NFD(·))) is the same as its own, and to that folding.
    @Test func everyAssignedScalarFoldsAsCaseFoldingSays() {
        var referenceClasses: [[UInt32]: [UInt32]] = [:]
        var libraryClasses: [String: [UInt32]] = [:]
        var scalars: [(code: UInt32, key: [UInt32])] = []
        for code in UnicodeReference.assignedRanges.joined() {
            let text = String(codePoints: [code])
            let key = UnicodeReference.caselessKey(text)
            referenceClasses[key, default: []].append(code)
            libraryClasses[caseFolded(text), default: []].append(code)
            scalars.append((code, key))
        }
        #expect(scalars.count == 286_719)
        // Equal ignoring case is an equivalence: the library's classes must be the reference's.
        let reference = Set(referenceClasses.values)
        let library = Set(libraryClasses.values)
        let missing = reference.subtracting(library).sorted { $0[0] < $1[0] }
        #expect(missing.isEmpty, "classes the library splits or merges: \(missing.prefix(20).map(describe))")
        #expect(library.subtracting(reference).isEmpty)
        // Verdicts: each scalar against every member of its class and its folding, and against the
        // next assigned scalar.
        for (key, members) in referenceClasses where members.count > 1 || key != members {
            let folding = String(codePoints: key)
            for member in members {
                let matcher = equalToIgnoringCase(String(codePoints: [member]))
                #expect(matcher.matches(folding).isMatch, "\(describe([member])) vs its folding")
                for other in members {
                    #expect(
                        matcher.matches(String(codePoints: [other])).isMatch, "\(describe([member, other]))")
                }
            }
        }
        for (scalar, next) in zip(scalars, scalars.dropFirst()) {
            let matcher = equalToIgnoringCase(String(codePoints: [scalar.code]))
            #expect(
                matcher.matches(String(codePoints: [next.code])).isMatch == (scalar.key == next.key),
                "\(describe([scalar.code, next.code]))")
        }
    }

    /// Law: random pairs of the scalars case folding touches (those it changes, and those others
    /// fold to) are equal ignoring case exactly when the reference says so; half of the pairs are
    /// drawn from one class of the reference, the others at random.
    @Test func pairsOfCasedScalarsAgreeWithTheReference() {
        let touched = Set(
            UnicodeReference.folding.keys
                + UnicodeReference.folding.values.filter { $0.count == 1 }.map { $0[0] }
        ).sorted()
        let classes = Array(
            Dictionary(grouping: touched) { UnicodeReference.caselessKey(String(codePoints: [$0])) }.values)
        var generator = SeededGenerator(seed: 0xCA5E_F01D)
        for _ in 0..<Thoroughness.cases * 5 {
            let sameClass = Bool.random(using: &generator) ? generator.pick(classes) : nil
            let first = String(codePoints: [generator.pick(sameClass ?? touched)])
            let second = String(codePoints: [generator.pick(sameClass ?? touched)])
            #expect(
                equalToIgnoringCase(first).matches(second).isMatch
                    == UnicodeReference.caselessMatch(first, second),
                "\(first.debugDescription) vs \(second.debugDescription)")
        }
    }

    /// Law: canonically equivalent spellings get the same verdict, the reference's canonical
    /// caseless match, whichever side they are on and in the `Substring` form too. Six verdicts a
    /// case.
    @Test func canonicallyEquivalentSpellingsGetTheReferenceVerdict() {
        var generator = SeededGenerator(seed: 0xD145)
        for _ in 0..<Thoroughness.cases {
            let (sharedX, sharedY) = generator.sharedASCII()
            let base = generator.picks(pieces, count: Int.random(in: 0...6, using: &generator))
            var other = base.map { generator.recased($0) }
            if !other.isEmpty && Int.random(in: 0..<4, using: &generator) == 0 {
                other[Int.random(in: 0..<other.count, using: &generator)] = generator.pick(pieces)
            }
            let x = generator.respelled(sharedX + base.joined())
            let y = sharedY + other.joined()
            let verdict = UnicodeReference.caselessMatch(x, y)
            let matcher = equalToIgnoringCase(x)
            for _ in 0..<4 {
                let spelling = generator.respelled(y)
                #expect(
                    UnicodeReference.nfd(spelling.unicodeScalars.map(\.value))
                        == UnicodeReference.nfd(y.unicodeScalars.map(\.value)))
                #expect(
                    matcher.matches(spelling).isMatch == verdict,
                    "\(x.debugDescription) vs \(spelling.debugDescription)")
            }
            let spelling = generator.respelled(y)
            #expect(
                equalToIgnoringCase(spelling).matches(generator.respelled(x)).isMatch == verdict,
                "\(spelling.debugDescription) vs \(x.debugDescription)")
            let substringMatcher: Matcher<Substring> = equalToIgnoringCase(x)
            let message = failureMessage(spelling[...], substringMatcher)
            #expect((message == nil) == verdict, "\(x.debugDescription) vs \(spelling.debugDescription)")
        }
    }
}

/// `U+13B9 U+AB89`, for a failing expectation.
private func describe(_ codes: [UInt32]) -> String {
    codes.map { "U+" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
}
