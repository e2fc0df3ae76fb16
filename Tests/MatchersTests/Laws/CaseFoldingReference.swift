// The tests' own Unicode canonical caseless match (The Unicode Standard, D145):
// NFD(toCasefold(NFD(X))) == NFD(toCasefold(NFD(Y))), computed from UnicodeReference.swift (the C
// and F lines of CaseFolding.txt and the fields of UnicodeData.txt, as the files say them) with
// dictionaries and arrays of code points: none of the library's packed tables, none of its code,
// and not Swift's `==` (its outer NFD is computed here too).

/// The Unicode Character Database data the reference reads, parsed once.
enum UnicodeReference {
    /// CaseFolding.txt's full case folding: status C and F lines.
    static let folding: [UInt32: [UInt32]] = {
        var folding: [UInt32: [UInt32]] = [:]
        for entry in referenceCaseFolding.split(whereSeparator: \.isWhitespace) {
            let fields = entry.split(separator: ":")
            precondition(fields.count == 3 && (fields[1] == "C" || fields[1] == "F"), "bad entry \(entry)")
            folding[codePoint(fields[0])] = fields[2].split(separator: "+").map(codePoint)
        }
        return folding
    }()

    /// UnicodeData.txt's non-zero canonical combining classes.
    static let combiningClasses: [UInt32: Int] = unicodeData.combiningClasses

    /// UnicodeData.txt's canonical decompositions, one level (Hangul syllables are computed).
    static let decompositions: [UInt32: [UInt32]] = unicodeData.decompositions

    /// The scalars UnicodeData.txt assigns.
    static let assignedRanges: [ClosedRange<UInt32>] = referenceAssignedRanges.split(
        whereSeparator: \.isWhitespace
    )
    .map { entry in
        let bounds = entry.split(separator: "-").map(codePoint)
        return bounds[0]...bounds[1]
    }

    private static let unicodeData: (combiningClasses: [UInt32: Int], decompositions: [UInt32: [UInt32]]) = {
        var classes: [UInt32: Int] = [:]
        var decompositions: [UInt32: [UInt32]] = [:]
        for entry in referenceUnicodeData.split(whereSeparator: \.isWhitespace) {
            let fields = entry.split(separator: ":", omittingEmptySubsequences: false)
            precondition(fields.count == 3, "bad entry \(entry)")
            let code = codePoint(fields[0])
            if let combiningClass = Int(fields[1]), combiningClass != 0 { classes[code] = combiningClass }
            if !fields[2].isEmpty { decompositions[code] = fields[2].split(separator: "+").map(codePoint) }
        }
        return (classes, decompositions)
    }()

    private static func codePoint(_ hex: Substring) -> UInt32 {
        guard let value = UInt32(hex, radix: 16) else { preconditionFailure("bad code point \(hex)") }
        return value
    }

    /// The canonical combining class of a code point (0 for starters).
    static func combiningClass(_ code: UInt32) -> Int { combiningClasses[code] ?? 0 }

    /// The full canonical decomposition of one code point: the table's, applied again to what it
    /// gives, and the Hangul syllables' arithmetic one (Unicode 3.12).
    static func decomposed(_ code: UInt32) -> [UInt32] {
        let syllable = Int(code) - 0xAC00
        if (0..<11_172).contains(syllable) {
            let leading = UInt32(0x1100 + syllable / 588)
            let vowel = UInt32(0x1161 + (syllable % 588) / 28)
            let trailing = syllable % 28
            return trailing == 0 ? [leading, vowel] : [leading, vowel, UInt32(0x11A7 + trailing)]
        }
        guard let parts = decompositions[code] else { return [code] }
        return parts.flatMap(decomposed)
    }

    /// NFD: every code point fully decomposed, then each run of non-starters sorted by combining
    /// class, keeping the order of marks of one class (the canonical ordering algorithm).
    static func nfd(_ codes: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        var run: [(code: UInt32, position: Int)] = []
        func closeRun() {
            result += run.sorted {
                (combiningClass($0.code), $0.position) < (combiningClass($1.code), $1.position)
            }
            .map(\.code)
            run = []
        }
        for code in codes.flatMap(decomposed) {
            if combiningClass(code) == 0 {
                closeRun()
                result.append(code)
            } else {
                run.append((code, run.count))
            }
        }
        closeRun()
        return result
    }

    /// CaseFolding.txt's full case folding, code point by code point.
    static func caseFolded(_ codes: [UInt32]) -> [UInt32] {
        codes.flatMap { folding[$0] ?? [$0] }
    }

    /// What canonical caseless match compares: NFD(toCasefold(NFD(X))).
    static func caselessKey(_ text: String) -> [UInt32] {
        nfd(caseFolded(nfd(text.unicodeScalars.map(\.value))))
    }

    /// Whether two strings are a canonical caseless match.
    static func caselessMatch(_ first: String, _ second: String) -> Bool {
        caselessKey(first) == caselessKey(second)
    }
}

extension String {
    /// The string of some code points (all of them scalars).
    init(codePoints: [UInt32]) {
        self.init(String.UnicodeScalarView(codePoints.map { Unicode.Scalar($0)! }))
    }
}
