// What the consumer checks in a failure message, read as text, as a user reads it. Three rules:
//
//   1. the `Expected:` and `but: was` texts never read the same (ignoring white space at either
//      end, invisible scalars and look-alike letters) unless a line under them says what differs;
//      the same for a feature's `has price X` and `price was X`;
//   2. a message about a value (not a class instance) holds no address (`0x` and six or more hex
//      digits), which would change on every run;
//   3. a diff never marks `- X` and `+ X` with the same X unless a note line follows the `+ X`
//      line, indented deeper than X (as the library writes the byte where two long `Data` cut
//      alike differ); a line at X's column is the next element or field, not a note.

/// A rule a message breaks, and where.
struct Finding: Equatable {
    /// 1, 2 or 3, as in the list above.
    let rule: Int
    let detail: String
}

/// The rules' short names, for the summary.
let ruleNames = [
    1: "Expected/but read the same and no line says what differs",
    2: "an address in a message about a value",
    3: "a `- X` / `+ X` pair with the same X and no note",
]

/// Every rule `message` breaks.
func findings(in message: String, isValue: Bool) -> [Finding] {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return sameLookingValues(lines) + (isValue ? addresses(message) : []) + unexplainedPairs(lines)
}

// MARK: - Rule 1

/// The column of the text of `Expected:`, where continuation lines start.
private let textColumn = 10

/// The `Expected:` text and the `but: was` text, when they read the same and nothing under them
/// says what differs; and the same for a `has <name> X` / `<name> was X` pair.
private func sameLookingValues(_ lines: [String]) -> [Finding] {
    guard let expectedStart = lines.firstIndex(where: { $0.hasPrefix("Expected: ") }),
        let butStart = lines[expectedStart...].firstIndex(where: { $0.hasPrefix("     but: was ") })
    else { return [] }
    // A multi-line description is read against as many lines of the value.
    let height = butStart - expectedStart
    let expected = text(of: lines[expectedStart..<butStart], firstPrefix: "Expected: ")
    let butEnd = min(butStart + height, lines.count)
    let actual = text(of: lines[butStart..<butEnd], firstPrefix: "     but: was ")
    let reason = Array(lines[butEnd...])
    var found: [Finding] = []
    if readTheSame(expected, actual), !hasExplainingLine(reason, besides: [expected, actual]) {
        found.append(
            Finding(
                rule: 1,
                detail:
                    "Expected: and but: was both read \(quoted(expected)), and no line under them says what differs"
            ))
    }
    // `has price 19.99 EUR` against `price was 19.99 EUR`.
    if expected.hasPrefix("has "), !expected.contains("\n") {
        let feature = expected.dropFirst(4)
        for (offset, line) in reason.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard let was = trimmed.range(of: " was ") else { continue }
            let name = trimmed[..<was.lowerBound]
            guard feature.hasPrefix(name + " ") else { continue }
            let expectedValue = String(feature.dropFirst(name.count + 1))
            let actualValue = String(trimmed[was.upperBound...])
            let under = Array(reason[(offset + 1)...])
            if readTheSame(expectedValue, actualValue),
                !hasExplainingLine(under, besides: [expectedValue, actualValue])
            {
                found.append(
                    Finding(
                        rule: 1,
                        detail:
                            "has \(name) and \(name) was both read \(quoted(actualValue)), and no line under them says what differs"
                    ))
            }
        }
    }
    return found
}

/// The text of lines laid out from `firstPrefix`, continuation lines without their indentation.
private func text(of lines: ArraySlice<String>, firstPrefix: String) -> String {
    lines.enumerated().map { offset, line in
        offset == 0 ? String(line.dropFirst(firstPrefix.count)) : String(line.dropFirst(textColumn))
    }.joined(separator: "\n")
}

/// Whether a line of `lines` has something to say: not blank, and not one of the texts again.
private func hasExplainingLine(_ lines: [String], besides texts: [String]) -> Bool {
    lines.contains { line in
        let trimmed = line.trimmingSpaces
        return !trimmed.isEmpty && !texts.contains { readTheSame($0, trimmed) }
    }
}

/// Whether a reader sees the same text: white space at either end, invisible scalars and letters
/// that look like Latin ones do not count.
func readTheSame(_ first: String, _ second: String) -> Bool {
    first == second || visible(first) == visible(second)
}

/// What a reader sees of `text`.
private func visible(_ text: String) -> String {
    let scalars = text.unicodeScalars.filter { scalar in
        !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .format
    }.map { lookAlikes[$0] ?? $0 }
    var seen = String.UnicodeScalarView()
    seen.append(contentsOf: scalars)
    return String(seen).trimmingSpaces
}

/// Cyrillic and Greek letters drawn like Latin ones.
private let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{430}": "a", "\u{435}": "e", "\u{43E}": "o", "\u{440}": "p", "\u{441}": "c", "\u{445}": "x",
    "\u{443}": "y", "\u{410}": "A", "\u{415}": "E", "\u{41E}": "O", "\u{420}": "P", "\u{421}": "C",
    "\u{3BF}": "o", "\u{39F}": "O", "\u{391}": "A",
]

// MARK: - Rule 2

/// `0x` followed by six or more hexadecimal digits: an address, not a byte.
private func addresses(_ message: String) -> [Finding] {
    let candidates = message.components(separatedBy: "0x").dropFirst()
    return candidates.compactMap { candidate in
        let digits = candidate.prefix { $0.isHexDigit }
        guard digits.count >= 6 else { return nil }
        return Finding(rule: 2, detail: "holds the address 0x\(digits)")
    }
}

// MARK: - Rule 3

/// A line of a diff marked `-` or `+`: its marker, where its text starts, and the text.
private struct MarkedLine {
    let marker: Character
    /// The column of the marker.
    let markerColumn: Int
    /// The column of the text after the marker and the tree's indentation.
    let textColumn: Int
    let text: String

    init?(_ line: String) {
        let indentation = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indentation)
        guard let marker = rest.first, marker == "-" || marker == "+", rest.dropFirst().first == " " else {
            return nil
        }
        let body = rest.dropFirst(2)
        let treeIndentation = body.prefix { $0 == " " }.count
        self.marker = marker
        markerColumn = indentation
        textColumn = indentation + 2 + treeIndentation
        text = String(body.dropFirst(treeIndentation))
    }
}

/// `- X` and `+ X` with the same X, in one run of marked lines, and no note under the `+ X`.
private func unexplainedPairs(_ lines: [String]) -> [Finding] {
    let marked = lines.map(MarkedLine.init)
    var found: [Finding] = []
    for (index, line) in marked.enumerated() {
        guard let plus = line, plus.marker == "+" else { continue }
        // The run of marked lines this one belongs to, above it.
        let runStart = marked[..<index].lastIndex { $0 == nil }.map { $0 + 1 } ?? 0
        let hasTwin = marked[runStart..<index].contains { minus in
            minus?.marker == "-" && minus?.markerColumn == plus.markerColumn && minus?.text == plus.text
        }
        guard hasTwin else { continue }
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        let noteColumn = next.prefix { $0 == " " }.count
        let isNote =
            marked.indices.contains(index + 1) && marked[index + 1] == nil
            && noteColumn > plus.textColumn && !next.trimmingSpaces.isEmpty
        if !isNote {
            found.append(
                Finding(rule: 3, detail: "marks - \(plus.text) and + \(plus.text) with no note under them"))
        }
    }
    return found
}

// MARK: - Text

extension StringProtocol {
    /// The text without white space at either end.
    var trimmingSpaces: String {
        let start = drop { $0.isWhitespace }
        return String(start.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// `"text"`, with the white space at its ends and its invisible scalars spelled out.
func quoted(_ text: String) -> String {
    text.debugDescription
}
