/// Matches a string equal to the expected one when letter case is ignored.
///
/// ```swift
/// assertThat(topping, equalToIgnoringCase("Chashu"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string equal to "Chashu" ignoring case
///      but: was "CHASHI"
///           differs at character 6: expected "u", found "I"
/// ```
///
/// The strings are compared by Unicode's canonical caseless match (D145): each string is put in
/// canonical decomposition (NFD), case-folded with the full case folding of Unicode 15.0's
/// CaseFolding.txt (statuses C and F), and the two foldings must be canonically equivalent (Swift's
/// `==`). So `"ß"` equals `"SS"`, `"Σ"` equals `"ς"`, Cherokee `"Ꮉ"` equals `"ꮉ"`, and spellings
/// that `==` equates get the same verdict (`"Ι\u{345}\u{307}"` and `"Ι\u{307}\u{345}"`), while the
/// dotless `"ı"` stays distinct from `"i"`; no locale is involved.
public func equalToIgnoringCase(_ expected: String) -> Matcher<String> {
    ignoringCaseMatcher(expected)
}

/// Matches a `Substring` (or other `StringProtocol` value) equal to the expected string when
/// letter case is ignored.
///
/// ```swift
/// assertThat(header.split(separator: ":").first!, equalToIgnoringCase("content-type"))
/// ```
///
/// prints the same reason as the `String` form: `differs at character 9: expected "t", found "L"`.
/// It compares as the `String` form does: Unicode's canonical caseless match, with the full case
/// folding of Unicode 15.0.
@_disfavoredOverload
public func equalToIgnoringCase<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    ignoringCaseMatcher(expected)
}

/// Matches a string equal to the expected one once both are trimmed and every run of whitespace
/// (spaces, tabs, line breaks, other Unicode spaces) is compressed to one space.
///
/// ```swift
/// assertThat(html, equalToIgnoringWhiteSpace("chashu wakame"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string equal to "chashu wakame" compressing whitespace
///      but: was "  chashu\n  wakama "
///           compressed: "chashu wakama"
///           differs at character 13: expected "e", found "a"
/// ```
///
/// The `compressed:` line appears when compressing changed the actual string; positions count
/// in the compressed strings. Whitespace is `Character.isWhitespace`; a zero-width space is not.
public func equalToIgnoringWhiteSpace(_ expected: String) -> Matcher<String> {
    compressingWhitespaceMatcher(expected)
}

/// Matches a `Substring` (or other `StringProtocol` value) equal to the expected string once
/// both are trimmed and their whitespace runs compressed to one space.
///
/// ```swift
/// assertThat(html.split(separator: "<br>").first!, equalToIgnoringWhiteSpace("chashu wakame"))
/// ```
///
/// prints the same reason as the `String` form: `compressed: …` and `differs at character …`.
@_disfavoredOverload
public func equalToIgnoringWhiteSpace<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    compressingWhitespaceMatcher(expected)
}

private func ignoringCaseMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    // The expected string is folded only when a check needs it: a string that shares its ASCII
    // prefix with it ignoring case is decided without (a 10 MB expected string was folded, at
    // about 20 times the cost of the comparison, each time the matcher was built).
    stringMatcher(
        describedBy: { "a string equal to \(renderValue(expected)) ignoring case" },
        accepts: { equalsIgnoringCase($0, expected, folded: caseFolded(expected)) },
        reason: { actual in
            describeCaseInsensitiveDifference(expected: expected, actual: actual).map {
                MatchResult.Reason(.difference($0))
            }
        }
    )
}

private func compressingWhitespaceMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    let compressedExpected = compressingWhitespace(expected)
    return stringMatcher(
        describedBy: { "a string equal to \(renderValue(expected)) compressing whitespace" },
        accepts: { compressingWhitespace($0) == compressedExpected },
        reason: { actual in
            // The verdict's compression is not kept; compressing again costs only the failure path.
            let compressed = compressingWhitespace(actual)
            let difference = describeFirstDifference(expected: compressedExpected, actual: compressed)
            let shown = difference.map { MatchResult.Reason.Content.difference($0) }
            guard compressed != actual else { return shown.map { MatchResult.Reason($0) } }
            let note = MatchResult.Reason.Content.text("compressed: " + renderValue(compressed))
            return MatchResult.Reason(.lines([note, shown ?? .text("")]))
        }
    )
}

/// A Character case-folded, for comparing Characters ignoring case: ASCII letters as one byte,
/// everything else as its folded text.
internal enum FoldedCharacter: Equatable {
    case ascii(UInt8)
    case other(String)

    init(_ character: Character) {
        if let byte = character.asciiValue {
            self = .ascii(lowercasedASCII(byte))
            return
        }
        let folded = caseFolded(String(character))
        if folded.utf8.count == 1, let byte = folded.utf8.first {
            self = .ascii(byte)
        } else {
            self = .other(folded)
        }
    }
}

/// Whether two Characters are equal ignoring case.
internal func equalIgnoringCase(_ first: Character, _ second: Character) -> Bool {
    first == second || FoldedCharacter(first) == FoldedCharacter(second)
}

/// Where two strings first differ ignoring case, blaming the characters whose folded text
/// differs: `"ßa"` against `"SSb"` differs at `"a"` and `"b"` (`ß` folds to the `ss` of `SS`).
/// `differs at character 2: expected "b" (character 3 of the expected string), found "a"` names
/// the expected position only when it is not the actual one.
internal func describeCaseInsensitiveDifference<Text: StringProtocol>(expected: String, actual: Text)
    -> String?
{
    let shared = sharedASCIIPrefixIgnoringCase(expected, actual)
    var expectedSide = FoldedCursor(expected, from: shared.expected, ordinal: shared.characters)
    var actualSide = FoldedCursor(actual, from: shared.actual, ordinal: shared.characters)
    while let expectedCharacter = expectedSide.current, let actualCharacter = actualSide.current,
        expectedCharacter == actualCharacter
    {
        expectedSide.advance()
        actualSide.advance()
    }
    if expectedSide.current == nil && actualSide.current == nil { return nil }
    let position = actualSide.ordinal + 1
    let expectedPosition =
        expectedSide.ordinal == actualSide.ordinal
        ? "" : " (character \(expectedSide.ordinal + 1) of the expected string)"
    let summary =
        "differs at character \(position): expected " + expectedSide.shown + expectedPosition + ", found "
        + actualSide.shown
    return withCaretWindow(summary, expected, at: expectedSide.index, actual, at: actualSide.index)
}

/// Walks the case-folded Characters of a string, remembering which of its own Characters each
/// came from.
private struct FoldedCursor<Text: StringProtocol> {
    let text: Text
    /// The original Character the current folded one comes from, and its 0-based position.
    private(set) var index: Text.Index
    private(set) var ordinal = 0
    private var folded: [Character] = []
    private var foldedPosition = 0

    /// A cursor at `index`, the Character numbered `ordinal` from 0.
    init(_ text: Text, from index: Text.Index, ordinal: Int) {
        self.text = text
        self.index = index
        self.ordinal = ordinal
        load()
    }

    /// The current folded Character, `nil` at the end of the string.
    var current: Character? { foldedPosition < folded.count ? folded[foldedPosition] : nil }

    /// The original Character to blame, or `the end of the string`.
    var shown: String { index == text.endIndex ? "the end of the string" : renderValue(text[index]) }

    mutating func advance() {
        foldedPosition += 1
        guard foldedPosition == folded.count else { return }
        text.formIndex(after: &index)
        ordinal += 1
        load()
    }

    private mutating func load() {
        folded = index == text.endIndex ? [] : Array(caseFolded(String(text[index])))
        foldedPosition = 0
    }
}

/// The text trimmed, with every run of whitespace replaced by one space.
internal func compressingWhitespace<Text: StringProtocol>(_ text: Text) -> String {
    var result = ""
    var needsSpace = false
    for character in text {
        if character.isWhitespace {
            needsSpace = !result.isEmpty
            continue
        }
        if needsSpace {
            result.append(" ")
            needsSpace = false
        }
        result.append(character)
    }
    return result
}
