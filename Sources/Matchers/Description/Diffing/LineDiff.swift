/// One line of a multi-line string: its text and the line break after it, when that break is not
/// a plain `"\n"` (a `"\r\n"` ending is part of the line, so that it shows in a diff).
private struct TextLine: Hashable {
    var content: Substring
    var unusualBreak: Character?
}

/// Splits at every Character that is a line break (`\n`, `\r\n`, `\r`, U+2028…); the last line
/// has no break, and a string ending in a break ends with an empty line.
///
/// Read scalar by scalar: a line break is a control scalar, which Unicode never joins into a
/// Character with its neighbours (but `\r` with the `\n` after it), so every one of them is a
/// Character of its own, without the cost of breaking the whole text into Characters.
private func textLines<Text: StringProtocol>(_ text: Text) -> [TextLine] where Text.SubSequence == Substring {
    let scalars = text.unicodeScalars
    var lines: [TextLine] = []
    var start = text.startIndex
    // A `\r` just read: a line break of its own, or the start of a `\r\n`.
    var carriageReturn: Text.Index? = nil
    for (index, scalar) in zip(scalars.indices, scalars) {
        if let lineEnd = carriageReturn {
            carriageReturn = nil
            let isPair = scalar == "\n"
            lines.append(TextLine(content: text[start..<lineEnd], unusualBreak: isPair ? "\r\n" : "\r"))
            start = isPair ? scalars.index(after: index) : index
            if isPair { continue }
        }
        if scalar == "\r" {
            carriageReturn = index
        } else if isLineBreak(scalar) {
            lines.append(
                TextLine(content: text[start..<index], unusualBreak: scalar == "\n" ? nil : Character(scalar))
            )
            start = scalars.index(after: index)
        }
    }
    if let lineEnd = carriageReturn {
        lines.append(TextLine(content: text[start..<lineEnd], unusualBreak: "\r"))
        start = text.endIndex
    }
    lines.append(TextLine(content: text[start...], unusualBreak: nil))
    return lines
}

/// Whether a scalar is a line break other than `\r`: the scalars of the line-break Characters.
private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
}

/// A line diff of two multi-line strings, `-` expected and `+` actual, under the header
/// `differs at line 3 (- expected, + actual):`; lines are shown as string literals.
///
/// Lines are interned to integers (O(N + M) hashing) and aligned by ``EditScript`` (Myers,
/// bounded); the layout is ``DiffLayout``'s.
///
/// When every line of each string ends the same way, but not the same way in both (`\n` against
/// `\r\n`), the line endings are named on a line of their own and the lines are compared without
/// them; strings that differ in nothing else read `differs only in line endings: expected \n line
/// endings, found \r\n`. A line break that ends one string and not the other is named the same
/// way (`final line break: expected none at the end, found \n`), where a line diff would show an
/// empty last line, `+ ""`, that reads like a blank line more; strings that differ only by it read
/// `differs only in the final line break: expected none at the end, found \n`.
internal func describeLineDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> String? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    lineDifference(expected: expected, actual: actual)?.text
}

/// ``describeLineDifference(expected:actual:)``, and its one change on one line when it is one
/// line replaced, inserted or removed, with no line breaks named: `differs at line 2: expected
/// "miso", found "misu"`, `differs at line 3: inserted "nori"` (see
/// ``MatchResult/Reason/SingleChange``).
internal func lineDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> ElementDifference? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    guard let named = NamedLineBreaks(expected: expected, actual: actual) else {
        let (layout, script) = lineDiff(expected: expected, actual: actual)
        guard let text = layout.describe(script, position: { "line \($0 + 1)" }) else { return nil }
        return ElementDifference(text: text, singleChange: singleLineChange(layout, script))
    }
    if let sentence = named.sentenceWithoutLines { return ElementDifference(text: sentence) }
    let (layout, script) = lineDiff(expected: named.expectedText, actual: named.actualText)
    guard let lines = layout.describe(script, position: { "line \($0 + 1)" }) else {
        return ElementDifference(text: named.onlySentence)
    }
    return ElementDifference(text: named.notes.joined(separator: "\n") + "\n" + lines)
}

/// A line diff's one change on one line, when it is one line replaced, inserted or removed:
/// `differs at line 2: expected "miso", found "misu"`, `differs at line 3: inserted "nori"`; `nil`
/// otherwise. `path` names the string inside a value (`differs at body, line 2: …`), and is empty
/// at the root.
internal func singleLineChange(_ layout: DiffLayout, _ script: EditScript, in path: String = "")
    -> MatchResult.Reason.SingleChange?
{
    guard script.isAligned, let change = script.singleChange else { return nil }
    let place = (path.isEmpty ? "" : path + ", ") + "line \(change.offset + 1)"
    switch change.kind {
    case .replaced:
        let lines = (
            layout.expectedEntry(change.offset, change.offset),
            layout.actualEntry(change.offset, change.offset)
        )
        return .init(at: place, lines, isText: true)
    case .inserted, .removed:
        let isInserted = change.kind == .inserted
        let line =
            isInserted ? layout.actualEntry(change.offset, nil) : layout.expectedEntry(change.offset, nil)
        return .init(
            at: place, isInserted ? "inserted" : "removed", line, isWhole: DiffLimits.showsWhole(line))
    }
}

/// What two strings' line breaks differ in, named instead of shown line by line (see
/// ``describeLineDifference(expected:actual:)``): a final line break that one string has and the
/// other lacks (``FinalLineBreak``), and line endings (``LineEndings``); with the texts whose lines
/// are compared without them.
internal struct NamedLineBreaks {
    /// The phrases named above the diff of the lines: `expected \n line endings, found \r\n`,
    /// `final line break: expected none at the end, found \n`.
    let notes: [String]
    let expectedText: Substring
    let actualText: Substring
    private let finalBreak: FinalLineBreak?
    private let endings: LineEndings?

    /// `nil` when the strings' line breaks differ in nothing that is named.
    init?<Expected: StringProtocol, Actual: StringProtocol>(expected: Expected, actual: Actual)
    where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
        finalBreak = FinalLineBreak(expected: expected, actual: actual)
        let texts = (
            expected: finalBreak?.expectedText ?? expected[...], actual: finalBreak?.actualText ?? actual[...]
        )
        endings = LineEndings(expected: texts.expected, actual: texts.actual)
        guard finalBreak != nil || endings != nil else { return nil }
        notes = [endings?.note, finalBreak.map { "final line break: " + $0.note }].compactMap { $0 }
        expectedText = endings.map { $0.expectedText[...] } ?? texts.expected
        actualText = endings.map { $0.actualText[...] } ?? texts.actual
    }

    /// The reason when the final line break is all that differs, told before any line is split.
    var sentenceWithoutLines: String? {
        guard endings == nil, let finalBreak, finalBreak.isWholeDifference else { return nil }
        return finalBreak.sentence
    }

    /// The reason when the lines, compared without what is named, are the same: `differs only in
    /// line endings: expected \n line endings, found \r\n`.
    var onlySentence: String {
        switch (endings, finalBreak) {
        case (let endings?, let finalBreak?):
            "differs only in line endings and the final line break: \(endings.note); \(finalBreak.note)"
        case (let endings?, nil): endings.onlySentence
        case (nil, let finalBreak?): finalBreak.sentence
        case (nil, nil): "differs only in line endings"
        }
    }

    /// `differs at line 2 (expected \n line endings, found \r\n):`, the heading of the diff of the
    /// lines of a string inside a value.
    func heading(firstChange: Int) -> String {
        "differs at line \(firstChange + 1) (\(notes.joined(separator: "; "))):"
    }
}

/// A line break (`\n`, `\r\n` or `\r`) that ends one of two strings and not the other:
/// `"shio\nmiso\n"` against `"shio\nmiso"`. A line diff would show it as an empty last line,
/// `+ ""`, which reads like a blank line more.
internal struct FinalLineBreak {
    /// `expected \n at the end, found none`, or `expected none at the end, found \r\n`.
    let note: String
    /// The two strings without that line break.
    let expectedText: Substring
    let actualText: Substring

    /// The reason for two strings that differ in nothing else: `differs only in the final line
    /// break: expected none at the end, found \n`.
    var sentence: String { "differs only in the final line break: " + note }

    /// Whether the strings differ in nothing else. (Told by their lengths first.)
    var isWholeDifference: Bool {
        expectedText.utf8.count == actualText.utf8.count && expectedText == actualText
    }

    /// `nil` unless exactly one of the strings ends with a line break.
    init?<Expected: StringProtocol, Actual: StringProtocol>(expected: Expected, actual: Actual)
    where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
        // A `\r` and a `\n` after it are one Character, so a string ending in `\r` against the same
        // ending in `\r\n` differs in its line ending, not by a line break more.
        switch (Self.lineBreak(ending: expected), Self.lineBreak(ending: actual)) {
        case (let lineBreak?, nil):
            note = "expected \(LineEndings.escaped(lineBreak)) at the end, found none"
            (expectedText, actualText) = (expected.dropLast(), actual[...])
        case (nil, let lineBreak?):
            note = "expected none at the end, found \(LineEndings.escaped(lineBreak))"
            (expectedText, actualText) = (expected[...], actual.dropLast())
        default:
            return nil
        }
    }

    /// The line breaks that can end a string here, each one Character.
    private static let lineBreaks: Set<Character> = ["\n", "\r\n", "\r"]

    /// The line break that ends `text`, if any.
    private static func lineBreak<Text: StringProtocol>(ending text: Text) -> Character? {
        guard let last = text.last, lineBreaks.contains(last) else { return nil }
        return last
    }
}

/// Two strings whose lines each end one way, not the same way in both: `\n` against `\r\n`. The
/// texts with every line ending written `\n`, to compare their lines without their endings.
internal struct LineEndings {
    /// `expected \n line endings, found \r\n`.
    let note: String
    let expectedText: String
    let actualText: String

    /// The reason for two strings whose lines differ in nothing but their endings: `differs only in
    /// line endings: expected \n line endings, found \r\n`.
    var onlySentence: String { "differs only in line endings: " + note }

    /// `nil` unless each string has line breaks, all `\n`, all `\r\n` or all `\r`, and the two
    /// strings' kinds differ.
    init?<Expected: StringProtocol, Actual: StringProtocol>(expected: Expected, actual: Actual) {
        // Only a string with a carriage return can end its lines otherwise than with `\n`.
        guard expected.utf8.contains(UInt8(ascii: "\r")) || actual.utf8.contains(UInt8(ascii: "\r")),
            let expectedEnding = Self.uniformEnding(of: expected),
            let actualEnding = Self.uniformEnding(of: actual), expectedEnding != actualEnding
        else { return nil }
        note = "expected \(Self.escaped(expectedEnding)) line endings, found \(Self.escaped(actualEnding))"
        expectedText = Self.withLineFeeds(expected, replacing: expectedEnding)
        actualText = Self.withLineFeeds(actual, replacing: actualEnding)
    }

    /// The one line ending of `text`, or `nil` when it has none or several kinds. Read scalar by
    /// scalar, as ``textLines(_:)`` splits: a `\r` just read ends its line, or starts a `\r\n`.
    private static func uniformEnding<Text: StringProtocol>(of text: Text) -> Character? {
        var found: Character? = nil
        var isUniform = true
        func note(_ ending: Character) {
            if found == nil { found = ending } else if found != ending { isUniform = false }
        }
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if afterCarriageReturn {
                afterCarriageReturn = false
                note(scalar == "\n" ? "\r\n" : "\r")
                if scalar == "\n" { continue }
            }
            if scalar == "\r" {
                afterCarriageReturn = true
            } else if scalar == "\n" {
                note("\n")
            }
            if !isUniform { return nil }
        }
        if afterCarriageReturn { note("\r") }
        return isUniform ? found : nil
    }

    private static func withLineFeeds<Text: StringProtocol>(_ text: Text, replacing ending: Character)
        -> String
    {
        guard ending != "\n" else { return String(text) }
        return text.split(separator: ending, omittingEmptySubsequences: false).joined(separator: "\n")
    }

    /// `\r\n` for a line ending of those two scalars.
    fileprivate static func escaped(_ ending: Character) -> String {
        ending.unicodeScalars.map { $0 == "\r" ? "\\r" : "\\n" }.joined()
    }
}

/// Why two strings differ when they differ only in how their lines end (see ``FinalLineBreak`` and
/// ``LineEndings``), `nil` otherwise: the note under a `- "a\nb"` / `+ "a\r\nb"` pair of a diff,
/// which names what a line cut at the compact width may not show.
internal func lineBreakDifference(expected: Any, actual: Any) -> String? {
    // Most pairs a diff notes are no strings, or strings of one line: told first, without a cast.
    guard type(of: expected) == String.self, type(of: actual) == String.self,
        let expected = expected as? String, let actual = actual as? String,
        hasLineBreak(expected) || hasLineBreak(actual),
        let named = NamedLineBreaks(expected: expected, actual: actual)
    else { return nil }
    if let sentence = named.sentenceWithoutLines { return sentence }
    return named.expectedText == named.actualText ? named.onlySentence : nil
}

/// The layout and edit script of a line diff; the structural diff nests its body under a field.
///
/// Only the lines around the changes are split and hashed: the lines before the first difference
/// and after the last, but for the few a diff shows as context, are only counted.
internal func lineDiff<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> (layout: DiffLayout, script: EditScript)
where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    if let region = changedLines(expected, actual), region.holdsContext { return lineDiff(region) }
    return lineDiff(LineRegion(expected: textLines(expected), actual: textLines(actual)))
}

/// The lines of two strings around their changes: the same number of equal lines come before
/// them in both strings, and the same number after them.
private struct LineRegion {
    let expected: [TextLine]
    let actual: [TextLine]
    let linesBefore: Int
    let linesAfter: Int
    /// How many lines the region's two sides start with and end with, equal.
    let sharedPrefix: Int
    let sharedSuffix: Int

    init(expected: [TextLine], actual: [TextLine], linesBefore: Int = 0, linesAfter: Int = 0) {
        self.expected = expected
        self.actual = actual
        self.linesBefore = linesBefore
        self.linesAfter = linesAfter
        sharedPrefix = zip(expected, actual).lazy.prefix { $0 == $1 }.count
        let shorter = min(expected.count, actual.count)
        sharedSuffix =
            zip(expected.reversed(), actual.reversed()).lazy.prefix(shorter - sharedPrefix)
            .prefix { $0 == $1 }.count
    }

    /// Whether the region holds every unchanged line the layout shows next to a change (up to
    /// `contextLines + 1`) when lines are left out before or after it.
    var holdsContext: Bool {
        let context = DiffLimits.contextLines + 1
        return (linesBefore == 0 || sharedPrefix >= context) && (linesAfter == 0 || sharedSuffix >= context)
    }
}

/// The layout and edit script of a region's lines, numbered as in the whole strings.
private func lineDiff(_ region: LineRegion) -> (layout: DiffLayout, script: EditScript) {
    let expectedLines = region.expected
    let actualLines = region.actual
    // The lines the region starts and ends with are compared once, not hashed: only the lines
    // between them are interned.
    let prefix = region.sharedPrefix
    let suffix = region.sharedSuffix
    var ids: [TextLine: Int] = [:]
    let expectedIDs = expectedLines[prefix..<(expectedLines.count - suffix)].map { line in
        if let id = ids[line] { return id }
        ids[line] = ids.count
        return ids.count - 1
    }
    let actualIDs = actualLines[prefix..<(actualLines.count - suffix)].map { ids[$0] ?? -1 }
    let before = region.linesBefore
    let script = EditScript(
        expectedCount: before + expectedLines.count + region.linesAfter,
        actualCount: before + actualLines.count + region.linesAfter,
        trimmed: (before + prefix, region.linesAfter + suffix)
    ) {
        expectedIDs[$0 - before - prefix] == actualIDs[$1 - before - prefix]
    }
    let layout = DiffLayout(
        noun: "line",
        expectedEntry: {
            renderLine(expectedLines[$0 - before], comparedWith: $1.map { actualLines[$0 - before] })
        },
        actualEntry: {
            renderLine(actualLines[$0 - before], comparedWith: $1.map { expectedLines[$0 - before] })
        }
    )
    return (layout, script)
}

/// The lines around the changes of two strings that differ, with `contextLines + 1` equal lines
/// on each side where the strings have them; `nil` when they are equal.
///
/// The strings are compared from the start Character by Character (ASCII a word at a time) and
/// from the end byte by byte; the lines left out are counted by their line-break scalars, so a
/// one-line change in a million lines splits and hashes a few lines.
private func changedLines<Expected: StringProtocol, Actual: StringProtocol>(
    _ expected: Expected,
    _ actual: Actual
) -> LineRegion? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    guard let difference = firstCharacterDifference(expected, actual) else { return nil }
    let kept = DiffLimits.contextLines + 1
    // Back from the first difference to the start of its line, then `kept` lines more: the
    // Characters before it are equal pairwise, so their line breaks are at the same places.
    var start = (expected: expected.startIndex, actual: actual.startIndex)
    var breaks = 0
    for (expectedIndex, actualIndex) in zip(
        expected[..<difference.expected].indices.reversed(), actual[..<difference.actual].indices.reversed())
    where expected[expectedIndex].isNewline {
        breaks += 1
        if breaks == kept + 1 {
            start = (expected.index(after: expectedIndex), actual.index(after: actualIndex))
            break
        }
    }
    // From the end, the bytes both strings end with (never back past the first difference), and
    // the line feeds among them nearest that difference: after the `kept + 1`-th, every line is the
    // same in both.
    let limit = min(
        expected.utf8.distance(from: difference.expected, to: expected.endIndex),
        actual.utf8.distance(from: difference.actual, to: actual.endIndex))
    // Over the whole views, not slices from the difference: a slice's bytes cost more each.
    var actualBytes = actual.utf8.reversed().makeIterator()
    var sharedBytes = 0
    var lineFeeds: [Int] = []
    for byte in expected.utf8.reversed() {
        guard sharedBytes < limit, byte == actualBytes.next() else { break }
        sharedBytes += 1
        if byte == UInt8(ascii: "\n") {
            lineFeeds.append(sharedBytes)
            if lineFeeds.count > kept + 1 { lineFeeds.removeFirst() }
        }
    }
    var end = (expected: expected.endIndex, actual: actual.endIndex)
    if lineFeeds.count == kept + 1, let farthest = lineFeeds.first {
        // `farthest` bytes from the end is the line feed itself: the region ends just after it.
        end = (
            expected.utf8.index(expected.endIndex, offsetBy: 1 - farthest),
            actual.utf8.index(actual.endIndex, offsetBy: 1 - farthest)
        )
    }
    var expectedLines = textLines(expected[start.expected..<end.expected])
    var actualLines = textLines(actual[start.actual..<end.actual])
    let linesAfter =
        end.expected == expected.endIndex ? 0 : lineBreakCount(String(expected[end.expected...])) + 1
    if linesAfter > 0 {
        // The region ends with a line break: its last, empty line is the first line after it.
        expectedLines.removeLast()
        actualLines.removeLast()
    }
    return LineRegion(
        expected: expectedLines,
        actual: actualLines,
        linesBefore: lineBreakCount(String(expected[..<start.expected])),
        linesAfter: linesAfter
    )
}

/// How many line-break Characters `text` holds, counted by scalars as ``textLines(_:)`` splits.
/// (Of a `String`: a `Substring`'s scalars cost several times more than a copy and a `String`'s.)
private func lineBreakCount(_ text: String) -> Int {
    var count = 0
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
        // The `\n` of a `\r\n` was counted with its `\r`.
        if scalar == "\r" || (isLineBreak(scalar) && !(scalar == "\n" && afterCarriageReturn)) { count += 1 }
        afterCarriageReturn = scalar == "\r"
    }
    return count
}

/// A line as a literal cut to ``DiffLimits/lineWidth`` columns, its unusual line break included.
private func renderLine(_ line: TextLine, comparedWith other: TextLine?) -> String {
    guard let lineBreak = line.unusualBreak else {
        return renderEntry(line.content, comparedWith: other?.content)
    }
    return renderEntry(Substring(String(line.content) + String(lineBreak)), comparedWith: other?.content)
}

/// A string entry of a diff as a literal cut to ``DiffLimits/lineWidth`` columns. When it
/// replaces an entry that differs from it only past that width, it is shown from a little before
/// their first difference: `…"ipsum dolor"…`.
internal func renderEntry(_ text: Substring, comparedWith other: Substring?) -> String {
    // Short printable ASCII (no quote, no backslash) is its own literal, never cut.
    if text.utf8.count <= DiffLimits.lineWidth - DiffLimits.windowContext,
        text.utf8.allSatisfy(isPlainLiteralByte)
    {
        return "\"" + text + "\""
    }
    var shown = text
    var isCutBefore = false
    if let other, let difference = firstCharacterDifference(text, other),
        difference.offset > DiffLimits.lineWidth - DiffLimits.windowContext
    {
        shown = text[text.index(difference.expected, offsetBy: -DiffLimits.windowContext)...]
        isCutBefore = true
    }
    let rendered = renderedFragment(shown, maxWidth: DiffLimits.lineWidth)
    return (isCutBefore ? "…\"" : "\"") + rendered.text + "\"" + (rendered.isCut ? "…" : "")
}
