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
internal func describeLineDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> String? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    let (layout, script) = lineDiff(expected: expected, actual: actual)
    return layout.describe(script) { "line \($0 + 1)" }
}

/// The layout and edit script of a line diff; the structural diff nests its body under a field.
internal func lineDiff<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> (layout: DiffLayout, script: EditScript)
where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    let expectedLines = textLines(expected)
    let actualLines = textLines(actual)
    // The lines both strings start and end with are compared once, not hashed: only the lines
    // between them are interned, so a one-line change in a million lines hashes a few lines.
    let prefix = zip(expectedLines, actualLines).lazy.prefix { $0 == $1 }.count
    let shorter = min(expectedLines.count, actualLines.count)
    let suffix = zip(expectedLines.reversed(), actualLines.reversed()).lazy.prefix(shorter - prefix)
        .prefix { $0 == $1 }.count
    var ids: [TextLine: Int] = [:]
    let expectedIDs = expectedLines[prefix..<(expectedLines.count - suffix)].map { line in
        if let id = ids[line] { return id }
        ids[line] = ids.count
        return ids.count - 1
    }
    let actualIDs = actualLines[prefix..<(actualLines.count - suffix)].map { ids[$0] ?? -1 }
    let script = EditScript(
        expectedCount: expectedLines.count,
        actualCount: actualLines.count,
        trimmed: (prefix, suffix)
    ) {
        expectedIDs[$0 - prefix] == actualIDs[$1 - prefix]
    }
    let layout = DiffLayout(
        noun: "line",
        expectedEntry: { renderLine(expectedLines[$0], comparedWith: $1.map { actualLines[$0] }) },
        actualEntry: { renderLine(actualLines[$0], comparedWith: $1.map { expectedLines[$0] }) }
    )
    return (layout, script)
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
