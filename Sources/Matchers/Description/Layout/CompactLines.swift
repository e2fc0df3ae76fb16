// Compact `Expected:` and `but:` lines for messages whose reason carries a diff (see
// Docs/MessageFormat.md, "Compact value lines"): the diff explains the difference, so the two value
// lines only need to say what the values are, in one short line each.

extension MessageLayout {
    /// The most characters a compact value or description takes after `Expected: ` or `but: was `.
    package static let compactWidth = 100

    /// Whether `text` takes at most `width` Characters: told by its UTF-8 length when that is
    /// within the width (a Character takes a byte or more), else by counting its Characters.
    internal static func fits(_ text: some StringProtocol, in width: Int) -> Bool {
        text.utf8.count <= width || text.count <= width
    }

    /// The most UTF-8 bytes of a reason; a longer one is cut at a line boundary and says how many
    /// lines it left out, so that a message stays under 8 KB however many diffs it nests.
    package static let maxReasonBytes = 6_000

    /// A description cut to ``compactWidth`` characters a line (see ``compactLine(_:knownLineCount:)``).
    package static func compactDescription(_ description: String) -> String {
        compactDescription(MarkedText(plain: description)).text
    }

    /// ``compactDescription(_:)`` of a description that marks where it shows a value's own text,
    /// with the marks of what it keeps: a matcher that shows it inside its own description (`has`,
    /// `allOf`) cuts that again as a value's own text.
    internal static func compactDescription(_ description: MarkedText) -> MarkedText {
        let text = description.text
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return compactLine(marked: description) }
        // Each line with the marks that fall in it, counted from its start.
        var lineStart = 0
        var compacted = MarkedText("")
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let start = lineStart
            let end = start + line.utf8.count
            lineStart = end + 1
            if index > 0 { compacted.append("\n") }
            compacted.append(
                compactLine(
                    marked: MarkedText(String(line), marks: description.marks(in: start..<end))))
        }
        return compacted
    }

    /// Words around an inner matcher's compact description (`has members `, `a dictionary
    /// containing ["y": ` … `]`) on one compact line: the inner description cut to the room the
    /// words leave, so that the words stay whole and the cut counts what it leaves out of the inner
    /// description. Cut as one line, the words' own brackets were taken for a list, and a line
    /// could end `…), …]` without a count. The whole is cut as one line when the words leave less
    /// than ``minimumInnerWidth`` characters or a description takes several lines.
    internal static func compactDescription(
        wrapping inner: MarkedText, between before: MarkedText, and after: String = ""
    ) -> MarkedText {
        var line = before
        let room = compactWidth - before.text.count - after.count
        guard room >= minimumInnerWidth, !(before.text + inner.text + after).contains("\n") else {
            line.append(inner)
            line.append(after)
            return compactDescription(line)
        }
        line.append(compactLine(marked: inner, width: room))
        line.append(after)
        return line
    }

    /// The least room for an inner matcher's description that words around it leave it (see
    /// ``compactDescription(wrapping:between:and:)``).
    internal static let minimumInnerWidth = 24

    /// `text` with its first line compacted: the `threw <error>` line of a throwing closure.
    package static func compactFirstLine(of text: String) -> String {
        guard let lineEnd = text.firstIndex(of: "\n") else { return compactLine(text) }
        return compactLine(String(text[..<lineEnd])) + text[lineEnd...]
    }

    /// How much of a value is rendered to compact it, in UTF-8 bytes: enough to see where the
    /// levels the cut leaves open close. Four bytes a character, so that a line of emoji that fits
    /// is rendered whole; ASCII seldom comes near it, as values past the compact width are `_`.
    package static let renderedWidth = 1_000

    /// How much of each string nested in a value is rendered to compact it: more than a compact
    /// line can show, so that the cut is the same as on the whole value, and no more, so that the
    /// levels after a long string are still rendered.
    private static let nestedLiteralWidth = compactWidth + 20

    /// `value` rendered on one line of at most ``compactWidth`` characters. Only the first
    /// ``renderedWidth`` bytes are rendered; a string's lines are counted in full.
    package static func compactRendering(_ value: Any) -> String {
        compactRendering(value, types: TypeFacts())
    }

    /// ``compactRendering(_:)``, with what the message has learned about types so far, and the
    /// structures its diff read of the value, on its side of the diff (see ``ReadStructures``).
    internal static func compactRendering(
        _ value: Any, types: TypeFacts, read: (structures: ReadStructures, side: Ancestors.Side)? = nil
    ) -> String {
        markedCompactRendering(value, types: types, read: read).text
    }

    /// ``compactRendering(_:types:read:)``, with where the line shows the value's own text and the
    /// counts of its lists: an `Expected:` line that a matcher around it (`has`, `allOf`) may cut
    /// again, or two lines compared but for their counts.
    internal static func markedCompactRendering(
        _ value: Any, types: TypeFacts, read: (structures: ReadStructures, side: Ancestors.Side)? = nil
    ) -> MarkedText {
        if let text = value as? String { return MarkedText(compactLiteral(text)) }
        if let text = value as? Substring { return MarkedText(compactLiteral(text)) }
        return compactLine(marked: renderingToCut(value, types: types, read: read))
    }

    /// `value` rendered as far as a compact line needs and cut to one; a string's lines are
    /// counted only as far as it is rendered (a diff's tree line, which does not read a long string
    /// in full). `enclosingObjects` are the instances shown around the value (a diff's tree above
    /// its line), to which a reference is a cycle. `width` is ``compactWidth`` but for a value that
    /// takes part of a line (a dictionary's key in a path).
    internal static func compactLineOfRendering(
        _ value: Any, types: TypeFacts, enclosingObjects: Set<ObjectIdentifier> = [],
        read: (structures: ReadStructures, side: Ancestors.Side)? = nil, width: Int = compactWidth
    ) -> String {
        compactLineAndWholeness(
            value, types: types, enclosingObjects: enclosingObjects, read: read, width: width
        ).line
    }

    /// ``compactLineOfRendering(_:types:enclosingObjects:read:)``, and whether the line shows the
    /// value whole (the cut left it as rendered).
    internal static func compactLineAndWholeness(
        _ value: Any, types: TypeFacts, enclosingObjects: Set<ObjectIdentifier> = [],
        read: (structures: ReadStructures, side: Ancestors.Side)? = nil, width: Int = compactWidth
    ) -> (line: String, isWhole: Bool) {
        let rendered = renderingToCut(value, types: types, enclosingObjects: enclosingObjects, read: read)
        let line = compactLine(marked: rendered, width: width).text
        return (line, line == rendered.text)
    }

    /// `value` on one line of at most `width` characters, between `prefix` and `suffix` (a matcher's
    /// words around its value, `equalTo`'s options), cut from its rendering with its own text
    /// marked: an item on a list cut around it, in the room the list leaves.
    internal static func compactLine(of value: Any, prefix: String = "", suffix: String = "", width: Int)
        -> String
    {
        if value is String || value is Substring {
            return compactLine(prefix + compactRendering(value) + suffix, width: width)
        }
        var line = MarkedText(prefix)
        line.append(renderingToCut(value, types: TypeFacts(), read: nil))
        line.append(suffix)
        return compactLine(marked: line, width: width).text
    }

    /// `value` on one line when it fits whole in ``compactWidth`` characters, as a compact line
    /// shows it uncut; `nil` when a compact line would cut it.
    internal static func wholeLine(
        of value: Any, types: TypeFacts, read: (structures: ReadStructures, side: Ancestors.Side)?
    ) -> String? {
        let cut = compactLineAndWholeness(value, types: types, read: read)
        return cut.isWhole ? cut.line : nil
    }

    /// `value` rendered as far as a compact line needs: its first ``renderedWidth`` bytes, with where
    /// it holds a value's own text.
    private static func renderingToCut(
        _ value: Any, types: TypeFacts, enclosingObjects: Set<ObjectIdentifier> = [],
        read: (structures: ReadStructures, side: Ancestors.Side)?
    ) -> MarkedText {
        var limits = MessageLimits.current
        limits.maxValueLength = min(limits.maxValueLength, renderedWidth)
        // Values nested past the compact width are written as `_`: the cut never keeps them, and
        // reads past its place only for the brackets, commas and list counts that `_` keeps.
        return ValueRenderer.renderForCut(
            value, limits: limits, nestedLiteralLimit: nestedLiteralWidth, elidingFrom: compactWidth,
            enclosingObjects: enclosingObjects, types: types, read: read)
    }

    private static func compactLiteral<Text: StringProtocol>(_ text: Text) -> String {
        // At most 3 × compactWidth Characters and as many scalars: one Character may hold any
        // number of scalars (a letter under a million accents), and only what is shown is escaped.
        let scalars = text.unicodeScalars
        let byScalars =
            scalars.index(scalars.startIndex, offsetBy: 3 * compactWidth, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        let byCharacters = text.prefix(3 * compactWidth).endIndex
        let end = min(byCharacters, byScalars)
        guard end != text.endIndex else { return compactLine(swiftLiteral(text)) }
        // Lines counted by their line feeds (a CRLF holds one), scalar by scalar: a walk over
        // Characters would cost seconds on a 100 MB string. (Generic, so that a `String` is read
        // as one: a `Substring`'s scalars cost several times more.)
        var lineCount = 1
        for scalar in text.unicodeScalars where scalar == "\n" { lineCount += 1 }
        guard byScalars < byCharacters else {
            return compactLine(swiftLiteral(text[..<end]), knownLineCount: lineCount)
        }
        // Characters made of many scalars: a cut between Characters would show none of them, so
        // the literal shows its first compactWidth scalars and ends with `…"`.
        let shortEnd = scalars.index(scalars.startIndex, offsetBy: compactWidth)
        let literal = swiftLiteral(text[..<shortEnd]).dropLast() + "…\""
        return lineCount > 1 ? literal + " (\(lineCount) lines)" : String(literal)
    }

    /// `reason`, or its first lines up to ``maxReasonBytes`` (counted as laid out, indentation
    /// included) and `…(N more lines)`.
    package static func cappedReason(_ reason: String) -> String {
        guard reason.utf8.count > maxReasonBytes else { return reason }
        var kept: [Substring] = []
        var bytes = 0
        let lines = reason.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            // The line, its line break, and the indentation the layout gives it.
            bytes += line.utf8.count + 1 + textColumn
            if bytes > maxReasonBytes - 40 { break }
            kept.append(line)
        }
        return kept.joined(separator: "\n") + "\n…(\(lines.count - kept.count) more lines)"
    }

    /// One line of rendered text cut to ``compactWidth`` characters where the cut reads best, with
    /// every bracket it opened closed again:
    ///
    /// - between the elements or properties of a collection or structure:
    ///   `User(id: 7, name: "Ann", …)`;
    /// - inside a string literal when the literal takes most of the line, after a `\n` when there is
    ///   one: `"bowl 1: shio\nbowl 2: shio\n…"`; a string that the line is made of is followed by its
    ///   line count, `(50 lines)`, when it has more than one (`(at least 70 lines)` when the rendering
    ///   was itself cut short);
    /// - otherwise at a space, or anywhere.
    ///
    /// A line that fits is returned unchanged. A description's closing words after its last value
    /// (` ignoring case`, ` ignoring LineItem.id`, ` in any order`) are kept after the cut, as
    /// `equalTo`'s options are after its value: they change what the value before them means. So
    /// are the words that end an element of a list the cut falls inside.
    /// `width` is ``compactWidth`` but for a value cut to take part of a compact line.
    package static func compactLine(_ line: String, knownLineCount: Int? = nil, width: Int = compactWidth)
        -> String
    {
        compactLine(marked: MarkedText(plain: line), knownLineCount: knownLineCount, width: width).text
    }

    /// ``compactLine(_:knownLineCount:width:)`` of a rendering that marks where it holds a value's
    /// own text, which the cut reads as words, never for a bracket, quote or comma, and the counts
    /// of its lists cut short, which the cut takes from the marks (see ``ValueRenderer/marks``);
    /// the line keeps the marks of the text it keeps, and marks the counts it writes.
    internal static func compactLine(
        marked line: MarkedText, knownLineCount: Int? = nil, width: Int = compactWidth
    )
        -> MarkedText
    {
        let text = line.text
        if knownLineCount == nil, text.utf8.count <= width { return line }
        // Each Character one scalar (ASCII but `\r`, and the renderer's `…`): the cut can work on
        // scalars, which compare as integers, instead of Characters, which compare as text.
        let simpleCount = simpleCharacterCount(text)
        guard (simpleCount ?? text.count) > width || knownLineCount != nil else { return line }
        if knownLineCount == nil, let words = closingWords(of: text, opaqueRanges: line.opaqueRanges) {
            let wordsStart = text.utf8.distance(from: text.startIndex, to: words.startIndex)
            var cut = compactLine(marked: line.prefix(bytes: wordsStart), width: width)
            cut.append(line.suffix(fromByte: wordsStart))
            return cut
        }
        // Text built without marks (a custom matcher's description) is read for the lists' counts.
        let marks = resolvingPlainText(line)
        if simpleCount != nil {
            return CompactCut(simpleLine: text, knownLineCount: knownLineCount, width: width, marks: marks)
                .text
        }
        return CompactCut(characters: text, knownLineCount: knownLineCount, width: width, marks: marks).text
    }

    /// The most characters of closing words a cut keeps (see ``compactLine(_:knownLineCount:)``).
    fileprivate static let closingWordsWidth = 40

    /// The words after the last value of a description, from the space after its closing quote or
    /// bracket to the end, when they hold no bracket or parenthesis and take at most
    /// ``closingWordsWidth`` characters; `nil` otherwise.
    private static func closingWords(of line: String, opaqueRanges: [Range<Int>]) -> Substring? {
        guard let closer = line.suffix(closingWordsWidth + 1).lastIndex(where: { "\")]".contains($0) }),
            opaqueRanges.isEmpty
                || !isOpaque(line.utf8.distance(from: line.startIndex, to: closer), in: opaqueRanges)
        else {
            return nil
        }
        let words = line[line.index(after: closer)...]
        guard words.first == " ", !words.contains(where: { "([".contains($0) }) else { return nil }
        return words
    }
}

/// The number of Characters of `line` when it is made of ASCII other than `\r` (which joins a
/// following `\n`) and `…`, each of them a Character of one scalar; `nil` otherwise. No ASCII
/// scalar extends the Character before it, so a `…` followed by ASCII stays on its own.
internal func simpleCharacterCount(_ line: String) -> Int? {
    var count = 0
    for scalar in line.unicodeScalars {
        guard (scalar.isASCII && scalar != "\r") || scalar == "…" else { return nil }
        count += 1
    }
    return count
}

/// What ``CompactCut`` reads a line as: Characters, or scalars when each Character is one scalar.
/// The cut reads the elements' ``CutCode``s, made once per line, the elements of an escape to
/// tell a line break, and copies the text it keeps from the line.
private protocol CutElement {
    /// The text of a few elements (an escape).
    static func text(_ elements: ArraySlice<Self>) -> String
    /// The elements of `line` at the offsets `range`, counted in elements of this kind.
    static func text(of line: String, in range: Range<Int>) -> String
}

/// The elements the cut looks for; every other element is `other`.
internal enum CutCode {
    case other, quote, openParenthesis, openBracket, closeParenthesis, closeBracket, comma, space
    /// A space in a value's own text: a place to cut at any depth, as between two words.
    case wordBreak
    case backslash, letterU, letterN, closeBrace

    static func of(_ scalar: Unicode.Scalar) -> CutCode {
        scalar.isASCII ? of(ascii: UInt8(truncatingIfNeeded: scalar.value)) : .other
    }

    /// The code of an ASCII byte.
    static func of(ascii byte: UInt8) -> CutCode {
        switch byte {
        case 0x22: quote
        case 0x28: openParenthesis
        case 0x5B: openBracket
        case 0x29: closeParenthesis
        case 0x5D: closeBracket
        case 0x2C: comma
        case 0x20: space
        case 0x5C: backslash
        case 0x75: letterU
        case 0x6E: letterN
        case 0x7D: closeBrace
        default: other
        }
    }
}

extension Character: CutElement {
    static func text(_ elements: ArraySlice<Character>) -> String { String(elements) }

    static func text(of line: String, in range: Range<Int>) -> String {
        String(line.dropFirst(range.lowerBound).prefix(range.count))
    }
}

extension Unicode.Scalar: CutElement {
    static func text(_ elements: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(elements))
    }

    static func text(of line: String, in range: Range<Int>) -> String {
        String(line.unicodeScalars.dropFirst(range.lowerBound).prefix(range.count))
    }
}

/// Whether the UTF-8 byte `offset` of a rendering falls in a value's own text.
private func isOpaque(_ offset: Int, in ranges: [Range<Int>]) -> Bool {
    ranges.contains { $0.contains(offset) }
}

/// The marks of the lists' counts in text built without marks (see ``TextMark/Kind/plainText``):
/// each `…(N more)`, and each `…` that ends a list (`, …]`), as the renderer and the cut mark those
/// they write. Offsets are counted from the start of `text`.
private func countsInPlainText(_ text: Substring) -> [TextMark] {
    var marks: [TextMark] = []
    var offset = 0
    // Read as scalars, which an unoptimized build walks faster than the UTF-8 view; only a `…`
    // is looked at further.
    for (index, scalar) in zip(text.unicodeScalars.indices, text.unicodeScalars) {
        defer { offset += UTF8.width(scalar) }
        guard scalar == "…" else { continue }
        let rest = text.unicodeScalars[text.unicodeScalars.index(after: index)...]
        let start = offset
        if rest.first == "]" {
            marks.append(TextMark(range: start..<(start + UTF8.width(scalar)), kind: .leftOut(nil)))
        } else if rest.first == "(" {
            let digits = rest.dropFirst().prefix { $0.properties.numericType == .decimal && $0.isASCII }
            let after = rest.dropFirst(1 + digits.count)
            guard !digits.isEmpty, after.starts(with: " more)".unicodeScalars),
                let count = Int(String(String.UnicodeScalarView(digits)))
            else { continue }
            let length = UTF8.width(scalar) + 1 + digits.count + " more)".utf8.count
            marks.append(TextMark(range: start..<(start + length), kind: .leftOut(count)))
        }
    }
    return marks
}

/// `line`'s marks, with the text it holds without marks (see ``TextMark/Kind/plainText``) read for
/// the lists' counts in it.
private func resolvingPlainText(_ line: MarkedText) -> [TextMark] {
    guard line.marks.contains(where: { $0.kind == .plainText }) else { return line.marks }
    let utf8 = line.text.utf8
    return line.marks.flatMap { mark -> [TextMark] in
        guard mark.kind == .plainText else { return [mark] }
        let start = utf8.index(utf8.startIndex, offsetBy: mark.range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: mark.range.upperBound)
        return countsInPlainText(line.text[start..<end]).map { $0.shifted(by: mark.range.lowerBound) }
    }
}

/// `codes`, the ``CutCode`` of each of `elements`, as `marks` say to read them: each element that
/// starts in a value's own text read as `other`, a space as `wordBreak` (it is cut between its
/// words, never read for brackets, quotes or commas); each element of a list's count read as
/// `other`, and the count kept by the offset of the element it starts at.
private func readingMarks<Element>(
    _ codes: [CutCode], of elements: [Element], utf8Count: (Element) -> Int, marks: [TextMark]
) -> (codes: [CutCode], leftOut: [Int: Int?]) {
    // Most lines have no marks (a structure of numbers and plain names).
    guard !marks.isEmpty else { return (codes, [:]) }
    var codes = codes
    var leftOut: [Int: Int?] = [:]
    // The marks come in the order they were written: one pass over both.
    var marks = marks[...]
    var offset = 0
    for (position, element) in elements.enumerated() {
        while let mark = marks.first, mark.range.upperBound <= offset { marks.removeFirst() }
        guard let mark = marks.first else { break }
        if mark.range.contains(offset) {
            switch mark.kind {
            case .ownText:
                codes[position] = codes[position] == .space ? .wordBreak : .other
            case .leftOut(let count):
                if offset == mark.range.lowerBound { leftOut[position] = count }
                codes[position] = .other
            case .plainText:
                break
            }
        }
        offset += utf8Count(element)
    }
    return (codes, leftOut)
}

extension CompactCut where Element == Character {
    /// The cut of any line, read as Characters; a Character of several scalars is `other`.
    init(characters line: String, knownLineCount: Int?, width: Int, marks: [TextMark]) {
        let characters = Array(line)
        let codes = characters.map { character in
            let scalars = character.unicodeScalars
            return scalars.count == 1 ? CutCode.of(scalars[scalars.startIndex]) : CutCode.other
        }
        let read = readingMarks(codes, of: characters, utf8Count: \.utf8.count, marks: marks)
        self.init(
            line, characters, codes: read.codes, leftOut: read.leftOut, knownLineCount: knownLineCount,
            width: width, marks: marks)
    }
}

extension CompactCut where Element == Unicode.Scalar {
    /// The cut of a line made of ASCII and `…` (see ``simpleCharacterCount(_:)``), read as scalars.
    init(simpleLine line: String, knownLineCount: Int?, width: Int, marks: [TextMark]) {
        let scalars = Array(line.unicodeScalars)
        let codes = scalars.map { CutCode.of($0) }
        let read = readingMarks(codes, of: scalars, utf8Count: { UTF8.width($0) }, marks: marks)
        self.init(
            line, scalars, codes: read.codes, leftOut: read.leftOut, knownLineCount: knownLineCount,
            width: width, marks: marks)
    }
}

/// Finds where to cut a line of rendered text and closes what the cut leaves open.
private struct CompactCut<Element: CutElement> {
    let line: String
    let characters: [Element]
    /// The ``CutCode`` of each character.
    let codes: [CutCode]
    /// The counts of the lists' `…(N more)` markers, by the offset of the character they start at
    /// (see ``readingMarks(_:of:utf8Count:marks:)``); `nil` for a `…` that counts nothing.
    let leftOut: [Int: Int?]
    let knownLineCount: Int?
    /// The most characters the cut line takes.
    let width: Int
    /// The line's marks: the cut line keeps the marks of what it keeps.
    let marks: [TextMark]

    init(
        _ line: String, _ characters: [Element], codes: [CutCode], leftOut: [Int: Int?], knownLineCount: Int?,
        width: Int, marks: [TextMark]
    ) {
        self.line = line
        self.characters = characters
        self.codes = codes
        self.leftOut = leftOut
        self.knownLineCount = knownLineCount
        self.width = width
        self.marks = marks
    }

    /// A copy of the cut that cuts `narrowing` characters shorter.
    private func narrowed(by narrowing: Int) -> CompactCut {
        CompactCut(
            line, characters, codes: codes, leftOut: leftOut, knownLineCount: knownLineCount,
            width: width - narrowing, marks: marks)
    }

    /// The line's first `count` characters, with the marks in them.
    private func kept(_ count: Int) -> MarkedText {
        let text = text(0..<count)
        return MarkedText(text, marks: marks.isEmpty ? [] : TextMark.clipped(marks, to: 0..<text.utf8.count))
    }

    /// A place to cut: keep `characters[..<position]`, then write `marker`, then close `open`.
    private struct Candidate {
        var position: Int
        /// The closers of the levels open at the cut, outermost first, as ``CutCode``s.
        var open: [CutCode]
        /// `…`, `, …` or `…"`.
        var marker: String
        /// The opening quote of the string literal the cut is in, if any.
        var literalStart: Int? = nil
        /// Whether the cut is right after a line break inside a string literal.
        var afterLineBreak = false

        /// Whether the cut ends a list: its marker then counts what it leaves out (`…(998 more)`).
        var endsAList: Bool { literalStart == nil && open.last == CutCode.closeBracket }
    }

    /// Whether `cut` falls between two words of a list's element (its first, see ``chosenCut()``):
    /// the list then counts the elements after that one.
    private func cutsInsideElement(_ cut: Candidate) -> Bool {
        cut.endsAList && cut.position < codes.count && codes[cut.position] == .wordBreak
    }

    /// The marker of `cut`; a list that the cut ends counts what it leaves out, as the renderer
    /// does, `[1, 2, …(998 more)]`, and the count is marked as what it is.
    private func marker(of cut: Candidate) -> MarkedText {
        guard cut.endsAList, !cutsInsideElement(cut) else { return MarkedText(cut.marker) }
        var text = MarkedText("")
        let count = elementsLeftOut(from: cut.position, countingCut: cut.marker == "…")
        text.appendLeftOut(count, after: cut.marker == "…" ? "" : ", ")
        return text
    }

    var text: MarkedText {
        // The whole line is one string literal: cut inside it and count its lines.
        if codes.first == CutCode.quote, let literal = literalEnd(from: 0),
            literal.end >= characters.count - 1
        {
            return MarkedText(literalCut(literal))
        }
        guard let chosen = chosenCut() else {
            var line = kept(width - 1)
            line.append("…")
            return line
        }
        // A cut inside an element of a list keeps the words that end the element, which change
        // what the element means: `[a string equal to "a very long…" ignoring case, …]`, not
        // `[a string equal to "a very long string…", …]`. The cut makes room for them.
        if let words = closingWordsOfElement(around: chosen) {
            let narrower = narrowed(by: words.text.count)
            if let cut = narrower.chosenCut(), let same = narrower.closingWordsOfElement(around: cut),
                same.start == words.start
            {
                return narrower.laidOut(cut, words: (words.text, beforeLevel: words.listLevel))
            }
        }
        return laidOut(chosen, words: nil)
    }

    /// Where the line is cut, with the marker it ends with there: the last cut of the best kind
    /// that fits; `nil` when no place fits.
    private func chosenCut() -> Candidate? {
        let cuts = lastCutsThatFit()
        var inString = cuts.inString
        if let line = cuts.afterLineBreak, line.position > width / 2 { inString = line }
        let chosen: Candidate?
        if let structural = cuts.structural, structural.position >= width / 2 || inString == nil {
            chosen = structural
        } else {
            chosen = inString ?? cuts.space
        }
        guard var chosen else { return nil }
        // A list cut right after its opening shows none of its elements: when the first one is a
        // value's own text too long for the line, it is cut between its words instead, and the
        // elements after it counted (`["k": remember to buy the long list…]`, not `[…(1 more)]`).
        // (Not past a line break in that text: a compact line is one line.)
        if chosen.endsAList, chosen.position > 0, codes[chosen.position - 1] == .openBracket,
            let words = cuts.firstElementWords, words.open == chosen.open,
            !text(chosen.position..<words.position).contains(where: \.isNewline)
        {
            return words
        }
        // A cut inside an element of a list (half a key, a struct's first fields) ends the list
        // instead after its last whole element, so that the list counts what it leaves out:
        // `[SeatID(row: 10, letter: "A"): .available, …(11 more)]`, not `…, SeatID(row: 10, …)]`.
        if chosen.literalStart == nil, chosen.open.last != .closeBracket,
            let list = chosen.open.lastIndex(of: .closeBracket), let between = cuts.betweenElements,
            between.open == Array(chosen.open[...list])
        {
            chosen = between
        }
        return chosen
    }

    /// The line up to `chosen`, its marker, and the closers of the levels it leaves open, with
    /// `words` written before the closer of the level `beforeLevel` (the list whose element they
    /// end).
    private func laidOut(_ chosen: Candidate, words: (text: String, beforeLevel: Int)?) -> MarkedText {
        let (kept, levels, counted) = countedLine(chosen, words: words)
        // The outer lists' counts when the line still fits with them (the cut kept room for `, …`),
        // in the width the cut made room for the words in.
        if MessageLayout.fits(counted.text, in: width + (words?.text.count ?? 0)) { return counted }
        // The outer lists' counts overflow the line: cut it shorter by as much, so that it still
        // counts what it leaves out (`[[0, 1, …(479 more)], …(1999 more)]`, not `[[0, 1, …], …]`).
        if words == nil, let shorter = countedCut(narrowedBy: counted.text.count - width) { return shorter }
        var line = kept
        line.append(closing(chosen, levels, counted: false, words: words))
        return line
    }

    /// The line cut at least `overflow` characters shorter, and shorter again by what still
    /// overflows (the room a cut keeps may already cover part of it, so that a cut narrowed by the
    /// overflow alone falls at the same place), when its outer lists' counts then fit in the width
    /// before half of it is given up; `nil` otherwise.
    private func countedCut(narrowedBy overflow: Int) -> MarkedText? {
        var narrowing = overflow
        while narrowing > 0, narrowing < width / 2 {
            let narrower = narrowed(by: narrowing)
            guard let cut = narrower.chosenCut() else { return nil }
            let counted = narrower.countedLine(cut, words: nil).line
            if MessageLayout.fits(counted.text, in: width) { return counted }
            narrowing += counted.text.count - width
        }
        return nil
    }

    /// The line up to `cut` with its marker (`kept`), the levels it leaves open (see
    /// ``levelsWithMore(after:)``), and the whole line with their closers, each list counted where
    /// the text says (see ``closing(_:_:counted:words:)``).
    private func countedLine(_ cut: Candidate, words: (text: String, beforeLevel: Int)?) -> (
        kept: MarkedText, levels: (more: [Bool], childEnds: [Int?]), line: MarkedText
    ) {
        var kept = kept(cut.position)
        kept.append(marker(of: cut))
        let levels = cut.open.isEmpty ? (more: [], childEnds: []) : levelsWithMore(after: cut)
        var line = kept
        line.append(closing(cut, levels, counted: true, words: words))
        return (kept, levels, line)
    }

    /// The words after the last value of the list element that `cut` falls inside (from the space
    /// after the element's last closing quote or bracket to the `,` or `]` after it), when they hold
    /// no bracket, parenthesis or quote and take at most ``closingWordsWidth`` characters: where
    /// they start, the words, and the level of the list. `nil` for a cut between elements, or in
    /// no list.
    private func closingWordsOfElement(around cut: Candidate) -> (start: Int, text: String, listLevel: Int)? {
        guard let list = cut.open.lastIndex(of: .closeBracket),
            cut.literalStart != nil || cut.open.count > list + 1
        else { return nil }
        // The levels open inside the element, and where the words after its last value start.
        var depth = cut.open.count - (list + 1)
        var index = cut.position
        if let start = cut.literalStart {
            guard let literal = literalEnd(from: start), literal.isClosed else { return nil }
            index = literal.end + 1
        }
        var wordsStart: Int? = depth == 0 ? index : nil
        while index < codes.count {
            switch codes[index] {
            case .quote:
                guard let literal = literalEnd(from: index), literal.isClosed else { return nil }
                index = literal.end + 1
                if depth == 0 { wordsStart = index }
                continue
            case .openParenthesis, .openBracket:
                if depth == 0 { wordsStart = nil }
                depth += 1
            case .closeParenthesis, .closeBracket:
                guard depth > 0 else { return words(from: wordsStart, to: index, listLevel: list) }
                depth -= 1
                if depth == 0 { wordsStart = index + 1 }
            case .comma where depth == 0:
                return words(from: wordsStart, to: index, listLevel: list)
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The words from `start` to `end` when they read as an element's closing words (see
    /// ``closingWordsOfElement(around:)``).
    private func words(from start: Int?, to end: Int, listLevel: Int) -> (
        start: Int, text: String, listLevel: Int
    )? {
        guard let start, end - start > 1, end - start <= MessageLayout.closingWordsWidth else { return nil }
        let words = text(start..<end)
        guard words.first == " ", !words.contains(where: { "\"([".contains($0) }) else { return nil }
        return (start, words, listLevel)
    }

    /// The line's elements at the offsets `range`.
    private func text(_ range: Range<Int>) -> String { Element.text(of: line, in: range) }

    /// How many elements of a list follow `start` (inside the list, at its level): the elements
    /// after it, the one cut at `start` too when `countingCut`, plus the count of the list's own
    /// `…(N more)` marker, read from its mark; `nil` when the list is not closed in the text, or
    /// ends in a `…` that counts nothing.
    private func elementsLeftOut(from start: Int, countingCut: Bool) -> Int? {
        var depth = 0
        var separators = 0
        var lastElementStart = start
        var hasContent = false
        // The end of the last string literal read: its elements were read with it.
        var literalRead = -1
        for index in start..<codes.count where index > literalRead {
            let code = codes[index]
            switch code {
            case .quote:
                guard let literal = literalEnd(from: index), literal.isClosed else { return nil }
                hasContent = true
                literalRead = literal.end
            case .openParenthesis, .openBracket:
                depth += 1
            case .closeParenthesis, .closeBracket:
                guard depth == 0 else {
                    depth -= 1
                    break
                }
                var count = separators + (countingCut && hasContent ? 1 : 0)
                // The last element is the list's own count (`…(998 more)`), taken from its mark; a
                // `…` that counts nothing (a list cut before without its count) leaves the count
                // unknown.
                let lastStart = codes[lastElementStart..<index].firstIndex { $0 != .comma && $0 != .space }
                if let lastStart, let more = leftOut[lastStart] {
                    guard let more else { return nil }
                    count += more - 1
                }
                return count
            case .comma:
                if depth == 0 {
                    separators += 1
                    lastElementStart = index
                }
            case .space:
                break
            default:
                hasContent = true
            }
        }
        return nil
    }

    /// The last position a cut fits at with a marker of `marker` characters and `openLevels` levels
    /// to close, and, in a list, room for its count.
    private func lastFitting(marker: Int, inList: Bool = false, openLevels: Int) -> Int {
        width - 1 - marker - (inList ? 14 : 0) - 4 * openLevels
    }

    /// The last cut of each kind that fits in the width: between elements or properties
    /// (`structural`), inside a string literal (`inString`, and `afterLineBreak` for one right after
    /// a `\n`), and at a space outside any bracket. The places are read in order up to the first
    /// that does not fit, whatever its kind: its room is what it keeps, its marker (`…`, `, …` or
    /// `…"`), `, …` and a closer for each open level, a list's count (`…(999975 more)`), and the
    /// final `…`. Inside a literal every place needs the same room past its position, so the
    /// literal's fitting places are a prefix of its places and only its last ones are kept.
    private func lastCutsThatFit() -> (
        structural: Candidate?, inString: Candidate?, afterLineBreak: Candidate?, space: Candidate?,
        betweenElements: Candidate?, firstElementWords: Candidate?
    ) {
        var structural: Candidate? = nil
        // The last cut between two elements of a list (after at least one).
        var betweenElements: Candidate? = nil
        // The last cut between two words of a value's own text that is a list's first element.
        var firstElementWords: Candidate? = nil
        var inString: Candidate? = nil
        var afterLineBreak: Candidate? = nil
        var space: Candidate? = nil
        var open: [CutCode] = []
        // The end of the last string literal read: its places were read with it.
        var literalRead = -1
        scanning: for index in codes.indices where index > literalRead {
            // No place at or past the width fits: the rest of the line is not read.
            if index >= width { break }
            let code = codes[index]
            switch code {
            case .quote:
                guard
                    let literal = literalEnd(
                        from: index, cutsUpTo: lastFitting(marker: 2, openLevels: open.count))
                else {
                    break scanning
                }
                // A cut that keeps none of the literal (`["…"]`) says nothing: not one.
                if let position = literal.lastCut, position > index + 1 {
                    inString = Candidate(
                        position: position, open: open, marker: "…\"", literalStart: index,
                        afterLineBreak: position == literal.lastCutAfterLineBreak)
                }
                if let position = literal.lastCutAfterLineBreak {
                    afterLineBreak = Candidate(
                        position: position, open: open, marker: "…\"", literalStart: index,
                        afterLineBreak: true)
                }
                if literal.hasCutsPastLimit { break scanning }
                literalRead = literal.end
            case .openParenthesis, .openBracket:
                let isList = code == .openBracket
                open.append(isList ? .closeBracket : .closeParenthesis)
                guard index + 1 <= lastFitting(marker: 1, inList: isList, openLevels: open.count) else {
                    break scanning
                }
                structural = Candidate(position: index + 1, open: open, marker: "…")
            case .closeParenthesis, .closeBracket:
                if open.last == code { open.removeLast() }
            case .comma:
                guard let innermost = open.last else { break }
                guard
                    index
                        <= lastFitting(marker: 3, inList: innermost == .closeBracket, openLevels: open.count)
                else {
                    break scanning
                }
                structural = Candidate(position: index, open: open, marker: ", …")
                if innermost == .closeBracket { betweenElements = structural }
            case .space:
                guard open.isEmpty else { break }
                guard index <= lastFitting(marker: 1, openLevels: open.count) else { break scanning }
                space = Candidate(position: index, open: [], marker: "…")
            case .wordBreak:
                guard index <= lastFitting(marker: 1, openLevels: open.count) else { break scanning }
                // Between two words of a value's own text: at the top, as at any space; as a
                // property of a structure, as after its opening, the levels around it closed after
                // `…`. An element of a list is cut so only when it is the first one (see
                // ``chosenCut()``): the list ends after its last whole one.
                if open.isEmpty {
                    space = Candidate(position: index, open: [], marker: "…")
                } else if open.last == .closeParenthesis {
                    structural = Candidate(position: index, open: open, marker: "…")
                } else if betweenElements == nil,
                    index <= lastFitting(marker: 1, inList: true, openLevels: open.count)
                {
                    firstElementWords = Candidate(position: index, open: open, marker: "…")
                }
            default: break
            }
        }
        return (structural, inString, afterLineBreak, space, betweenElements, firstElementWords)
    }

    /// The closing brackets after a cut, innermost first, each preceded by `, …` when its level has
    /// more after the cut than the cut already marks; a list's `…` counts what it leaves out when the
    /// text says and `counted`, `, …(2 more)]`. `levels` is ``levelsWithMore(after:)`` of the cut;
    /// `words` are written before the part of the level `beforeLevel`.
    private func closing(
        _ candidate: Candidate, _ levels: (more: [Bool], childEnds: [Int?]), counted: Bool,
        words: (text: String, beforeLevel: Int)?
    ) -> MarkedText {
        let (more, childEnds) = levels
        var text = MarkedText("")
        for level in candidate.open.indices.reversed() {
            if let words, level == words.beforeLevel { text.append(words.text) }
            let isInnermost = level == candidate.open.count - 1
            // The innermost level says what it leaves out with the cut's marker, but for a list
            // whose element the cut falls in, which counts the elements after that one.
            let cutsElement = isInnermost && cutsInsideElement(candidate)
            let isMarked = isInnermost && candidate.literalStart == nil && !cutsElement
            let isList = candidate.open[level] == CutCode.closeBracket
            // After an element cut between its words, the elements that follow it, if any.
            let elementsAfter =
                cutsElement ? elementsLeftOut(from: candidate.position, countingCut: false) : nil
            if !isMarked && more[level] && elementsAfter != 0 {
                if isList {
                    let count =
                        counted
                        ? elementsAfter
                            ?? childEnds[level].flatMap { elementsLeftOut(from: $0, countingCut: false) }
                        : nil
                    text.appendLeftOut(count, after: ", ")
                } else {
                    text.append(", …")
                }
            }
            text.append(isList ? "]" : ")")
        }
        return text
    }

    /// For each open level of `candidate`, whether anything follows its innermost open child, and
    /// where that child ends (`nil` when the text does not say); a level the text never closes (a
    /// rendering cut short) has more.
    private func levelsWithMore(after candidate: Candidate) -> (more: [Bool], childEnds: [Int?]) {
        var more = [Bool](repeating: true, count: candidate.open.count)
        var childEnds = [Int?](repeating: nil, count: candidate.open.count)
        var depth = candidate.open.count
        var lowest = depth
        // The end of the literal the cut is in, or of the last literal read after it.
        var literalRead = candidate.position - 1
        // Inside a literal: continue after its end; the innermost level has more if a `,` follows.
        if let start = candidate.literalStart {
            guard let literal = literalEnd(from: start), literal.isClosed else { return (more, childEnds) }
            literalRead = literal.end
            if depth > 0 {
                more[depth - 1] = cutCode(at: literal.end + 1) == .comma
                childEnds[depth - 1] = literal.end + 1
            }
        }
        for index in candidate.position..<codes.count where index > literalRead {
            switch codes[index] {
            case .quote:
                guard let literal = literalEnd(from: index) else { return (more, childEnds) }
                literalRead = literal.end
            case .openParenthesis, .openBracket:
                depth += 1
            case .closeParenthesis, .closeBracket:
                depth -= 1
                // A level of the cut closes (brackets opened after the cut close above `lowest`).
                if depth < lowest {
                    lowest = depth
                    if depth <= 0 { return (more, childEnds) }
                    more[depth - 1] = cutCode(at: index + 1) == .comma
                    childEnds[depth - 1] = index + 1
                }
            case .comma where depth == lowest && depth > 0:
                // Words after the child, then another element: `[Item(…) ignoring Item.id, anything]`.
                more[depth - 1] = true
            default: break
            }
        }
        return (more, childEnds)
    }

    /// The code at `offset`, `nil` past the end of the line.
    private func cutCode(at offset: Int) -> CutCode? { offset < codes.count ? codes[offset] : nil }

    /// A string literal's extent from its opening quote: where it ends (the closing quote, or the
    /// last character when the text ends first), its line breaks, whether it was closed, and the
    /// last places it can be cut (before a character, never inside an escape) up to a limit.
    private struct Literal {
        var end: Int
        var lineBreaks = 0
        var isClosed = false
        /// The last place at or before the limit, and the last such place right after a line break.
        var lastCut: Int? = nil
        var lastCutAfterLineBreak: Int? = nil
        /// Whether the literal has places past the limit.
        var hasCutsPastLimit = false
    }

    /// The literal from `start`, with its last places to cut at or before `limit` (none for the
    /// default, for a caller that only needs the extent). Only the last ones are kept: every
    /// caller wants the last that fits, and a list of every place cost an append a character.
    private func literalEnd(from start: Int, cutsUpTo limit: Int = -1) -> Literal? {
        var literal = Literal(end: codes.count - 1)
        var afterLineBreak = false
        // Where the escape last read ends: a place is before an element, never inside an escape.
        var escapeEnd = start + 1
        for index in (start + 1)..<codes.count where index >= escapeEnd {
            let code = codes[index]
            if code == .quote {
                literal.end = index
                literal.isClosed = true
                return literal
            }
            if index <= limit {
                literal.lastCut = index
                if afterLineBreak { literal.lastCutAfterLineBreak = index }
            } else {
                literal.hasCutsPastLimit = true
            }
            afterLineBreak = false
            guard code == .backslash, index + 1 < codes.count else { continue }
            // `\u{…}` runs to its closing brace, any other escape is two elements.
            if codes[index + 1] == .letterU {
                escapeEnd = codes[(index + 2)...].firstIndex(of: .closeBrace).map { $0 + 1 } ?? codes.count
            } else {
                escapeEnd = index + 2
            }
            switch Element.text(characters[index..<escapeEnd]) {
            case "\\n", "\\u{B}", "\\u{C}", "\\u{85}", "\\u{2028}", "\\u{2029}":
                literal.lineBreaks += 1
                afterLineBreak = true
            case "\\r":
                // `\r\n` is one line break.
                if !(cutCode(at: escapeEnd) == .backslash && cutCode(at: escapeEnd + 1) == .letterN) {
                    literal.lineBreaks += 1
                    afterLineBreak = true
                }
            default: break
            }
        }
        return literal
    }

    /// The line made of one string literal, cut inside it, with its line count when it has several.
    private func literalCut(_ literal: Literal) -> String {
        let lines = knownLineCount ?? literal.lineBreaks + 1
        var suffix = ""
        if lines > 1 {
            suffix =
                literal.isClosed || knownLineCount != nil ? " (\(lines) lines)" : " (at least \(lines) lines)"
        }
        if knownLineCount == nil && characters.count <= width && literal.isClosed {
            return line
        }
        let room = width - suffix.count - 2
        let cuts = literalEnd(from: 0, cutsUpTo: room) ?? literal
        var position = cuts.lastCut ?? 1
        if let afterLineBreak = cuts.lastCutAfterLineBreak, afterLineBreak > room / 2 {
            position = afterLineBreak
        }
        return text(0..<position) + "…\"" + suffix
    }
}
