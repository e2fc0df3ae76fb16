// Where two single-line strings differ: `differs at character 13: expected "e", found "a"`, and for
// long strings a window of context with a caret under the difference. Positions count Characters
// (what a reader sees; canonically equivalent spellings are equal) from 1.

/// The first position where two strings differ, comparing Characters from the start with `equal`
/// (`==` when `nil`: canonical equivalence).
///
/// O(k) for a difference at offset k. With `==`, the common prefix is found by comparing UTF-8
/// bytes a word at a time and, when it is ASCII, counted without breaking it into Characters, so
/// that two 100 MB strings are compared at memory speed. `nil` when the strings are equal.
internal func firstCharacterDifference<Expected: StringProtocol, Actual: StringProtocol>(
    _ expected: Expected,
    _ actual: Actual,
    by equal: ((Character, Character) -> Bool)? = nil
) -> (offset: Int, expected: Expected.Index, actual: Actual.Index)? {
    var expectedIndex = expected.startIndex
    var actualIndex = actual.startIndex
    var offset = 0
    if equal == nil, let skip = identicalASCIIPrefix(expected, actual), skip.bytes > 0 {
        expectedIndex = expected.utf8.index(expected.startIndex, offsetBy: skip.bytes)
        actualIndex = actual.utf8.index(actual.startIndex, offsetBy: skip.bytes)
        offset = skip.characters
    }
    let equal = equal ?? (==)
    // Then Character by Character, in lockstep, up to the first pair that differs.
    for (expectedCharacter, actualCharacter) in zip(expected[expectedIndex...], actual[actualIndex...]) {
        guard equal(expectedCharacter, actualCharacter) else { break }
        expected.formIndex(after: &expectedIndex)
        actual.formIndex(after: &actualIndex)
        offset += 1
    }
    if expectedIndex == expected.endIndex && actualIndex == actual.endIndex { return nil }
    return (offset, expectedIndex, actualIndex)
}

/// Explains the first difference between two single-line strings:
/// `<subject> differs at character 13: expected "e", found "a"`, with a caret window under it
/// when either string is longer than ``DiffLimits/shortStringLength`` characters.
internal func describeFirstDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual,
    subject: String = "",
    by equal: ((Character, Character) -> Bool)? = nil
) -> String? {
    guard let difference = firstCharacterDifference(expected, actual, by: equal) else { return nil }
    let summary =
        subject + "differs at character \(difference.offset + 1): expected "
        + characterOrEnd(expected, difference.expected) + ", found "
        + characterOrEnd(actual, difference.actual)
    return withCaretWindow(summary, expected, at: difference.expected, actual, at: difference.actual)
}

/// Explains the first difference between a suffix and the end of a string, comparing from the
/// end: `suffix differs at character 2 from the end: expected "e", found "a"`.
internal func describeSuffixDifference<Actual: StringProtocol>(suffix: String, actual: Actual) -> String? {
    func summary(at offset: Int, _ suffixIndex: String.Index, found: String) -> String {
        "suffix differs at character \(offset + 1) from the end: expected "
            + renderValue(suffix[suffixIndex]) + ", found " + found
    }
    // Back from both ends, in lockstep, to the first pair of Characters that differs.
    var matched = 0
    for (suffixIndex, actualIndex) in zip(suffix.indices.reversed(), actual.indices.reversed()) {
        guard suffix[suffixIndex] == actual[actualIndex] else {
            let text = summary(at: matched, suffixIndex, found: renderValue(actual[actualIndex]))
            return withCaretWindow(text, suffix, at: suffixIndex, actual, at: actualIndex)
        }
        matched += 1
    }
    // All of `actual` matched: the suffix is longer when it has a Character before those.
    guard let unmatched = suffix.indices.reversed().dropFirst(matched).first else { return nil }
    return summary(at: matched, unmatched, found: "the start of the string")
}

/// `summary`, with a caret window under it when either string is longer than
/// ``DiffLimits/shortStringLength`` characters.
internal func withCaretWindow<Expected: StringProtocol, Actual: StringProtocol>(
    _ summary: String,
    _ expected: Expected,
    at expectedIndex: Expected.Index,
    _ actual: Actual,
    at actualIndex: Actual.Index
) -> String {
    guard isLong(expected) || isLong(actual) else { return summary }
    return summary + "\n"
        + caretWindow(
            expected: WindowSide(expected, at: expectedIndex),
            actual: WindowSide(actual, at: actualIndex)
        )
}

/// The Character at `index` as a literal, or `the end of the string`.
private func characterOrEnd<Text: StringProtocol>(_ text: Text, _ index: Text.Index) -> String {
    index == text.endIndex ? "the end of the string" : renderValue(text[index])
}

/// Whether a string has more than ``DiffLimits/shortStringLength`` characters; O(limit).
internal func isLong<Text: StringProtocol>(_ text: Text) -> Bool {
    text.index(text.startIndex, offsetBy: DiffLimits.shortStringLength, limitedBy: text.endIndex)
        .map { $0 != text.endIndex } ?? false
}

/// The 1-based Character position of `index`; O(position).
internal func characterPosition<Text: StringProtocol>(of index: Text.Index, in text: Text) -> Int {
    text.distance(from: text.startIndex, to: index) + 1
}

// MARK: - Caret windows

/// One line of a caret window: up to ``DiffLimits/windowContext`` characters before the
/// difference and as many from it on, escaped as in a Swift literal.
internal struct WindowSide {
    var before: String
    var beforeWidth: Int
    var isCutBefore: Bool
    var from: String
    var isCutAfter: Bool

    init<Text: StringProtocol>(_ text: Text, at index: Text.Index) {
        // Walk back one Character at a time, rendering as it goes, so that neither a long string
        // nor a Character of a million combining marks is read further than the window shows.
        var start = index
        var pieces: [String] = []
        var bytes = 0
        var width = 0
        for previous in text[..<index].indices.reversed().prefix(DiffLimits.windowContext) {
            let room = DiffLimits.fragmentBytes - bytes
            guard let piece = renderedCharacter(text[previous], maxBytes: room) else { break }
            pieces.append(piece.text)
            bytes += piece.text.utf8.count
            width += piece.width
            start = previous
        }
        isCutBefore = start != text.startIndex
        before = pieces.reversed().joined()
        beforeWidth = width
        let after = renderedFragment(text[index...], maxWidth: DiffLimits.windowContext + 1)
        from = after.text
        isCutAfter = after.isCut
    }

    /// `…"text"…`, and the display width up to the difference.
    func line() -> (text: String, caretColumn: Int) {
        let lead = isCutBefore ? "…\"" : "\""
        let text = lead + before + from + "\"" + (isCutAfter ? "…" : "")
        return (text, lead.count + beforeWidth)
    }
}

/// Two labelled lines and a caret under their first difference:
///
/// ```
///   expected: …"t amet, consectetur adipiscing elit"…
///     actual: …"t amet, consectetur adipiscang elit"…
///                                          ^
/// ```
internal func caretWindow(expected: WindowSide, actual: WindowSide) -> String {
    let expectedLine = expected.line()
    let actualLine = actual.line()
    let column = max(expectedLine.caretColumn, actualLine.caretColumn)
    func padded(_ line: (text: String, caretColumn: Int)) -> String {
        String(repeating: " ", count: column - line.caretColumn) + line.text
    }
    return [
        "  expected: " + padded(expectedLine),
        "    actual: " + padded(actualLine),
        String(repeating: " ", count: 12 + column) + "^",
    ].joined(separator: "\n")
}

// MARK: - Escaping and display width

/// A string fragment escaped as inside a Swift literal, cut after `maxWidth` display columns or
/// ``DiffLimits/fragmentBytes`` bytes, whichever comes first; reads no further than it shows.
internal func renderedFragment<Text: StringProtocol>(_ text: Text, maxWidth: Int)
    -> (text: String, width: Int, isCut: Bool)
{
    var result = ""
    var width = 0
    for character in text {
        guard
            let rendered = renderedCharacter(
                character, maxBytes: DiffLimits.fragmentBytes - result.utf8.count),
            width + rendered.width <= maxWidth
        else { return (result, width, true) }
        result += rendered.text
        width += rendered.width
    }
    return (result, width, false)
}

/// One Character escaped as inside a Swift literal, and the columns a terminal gives it; `nil`
/// when it takes more than `maxBytes` bytes (its scalars are read no further than that).
internal func renderedCharacter(_ character: Character, maxBytes: Int) -> (text: String, width: Int)? {
    var text = ""
    var hasEscapes = false
    for (offset, scalar) in character.unicodeScalars.enumerated() {
        // A Character that starts with a combining mark starts its string: the mark would join
        // the quote before it.
        let piece = escaped(scalar, afterSyntax: offset == 0)
        if piece.unicodeScalars.count != 1 || piece.unicodeScalars.first != scalar { hasEscapes = true }
        text += piece
        if text.utf8.count > maxBytes { return nil }
    }
    if hasEscapes { return (text, text.unicodeScalars.count) }
    return (text, isWide(character) ? 2 : 1)
}

/// Whether a terminal shows the Character two columns wide: East Asian wide and full-width
/// characters, and emoji shown as pictures.
private func isWide(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return true }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD:
        return true
    default:
        return false
    }
}
