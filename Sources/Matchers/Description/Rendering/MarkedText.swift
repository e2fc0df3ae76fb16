// Text that says where it holds what the compact cut must not read as written: a value's own text,
// and the counts of what a list leaves out. The renderer, the lists of matchers and the cut itself
// mark them as they write them, so that the cut reads the marks instead of the text.

/// A place in a ``MarkedText``, in UTF-8 byte offsets, and what is there.
@usableFromInline
internal struct TextMark: Equatable {
    @usableFromInline
    internal enum Kind: Equatable {
        /// A value's own text (a description, a type's name, `<closure: …>`): its brackets, quotes
        /// and commas open, close and separate nothing.
        case ownText
        /// The marker that ends a list cut short, `…(998 more)`, with the count it shows; `nil` for
        /// a `…` that counts nothing.
        case leftOut(Int?)
        /// Text built without marks (a custom matcher's description, text given as a `String`):
        /// the compact cut reads it for the lists' counts in it, as no mark says where they are.
        case plainText
    }

    var range: Range<Int>
    var kind: Kind

    /// The marker that ends a list cut short: `…(count more)`, or `…` when the count is not known.
    static func leftOutMarker(_ count: Int?) -> String {
        count.map { "…(\($0) more)" } ?? "…"
    }

    /// The mark `offset` bytes further on.
    func shifted(by offset: Int) -> TextMark {
        TextMark(range: (range.lowerBound + offset)..<(range.upperBound + offset), kind: kind)
    }

    /// The marks of `marks` that fall in `bytes`, cut to it and counted from its start. A count cut
    /// in two is no longer the count it was, and is dropped.
    static func clipped(_ marks: [TextMark], to bytes: Range<Int>) -> [TextMark] {
        marks.compactMap { mark in
            guard mark.range.overlaps(bytes) else { return nil }
            let range =
                max(mark.range.lowerBound, bytes.lowerBound)..<min(mark.range.upperBound, bytes.upperBound)
            if case .leftOut = mark.kind, range != mark.range { return nil }
            return TextMark(range: range, kind: mark.kind).shifted(by: -bytes.lowerBound)
        }
    }
}

/// Text, and its ``TextMark``s: a rendering, or a description made of renderings, as the compact
/// cut reads it.
@usableFromInline
internal struct MarkedText {
    var text: String
    /// In the order they were written, which is the order of their starts.
    var marks: [TextMark]

    @usableFromInline
    init(_ text: String, marks: [TextMark] = []) {
        self.text = text
        self.marks = marks
    }

    /// `text` built without marks (see ``TextMark/Kind/plainText``): a description a matcher built
    /// as a `String`.
    init(plain text: String) {
        self.init(text, marks: text.isEmpty ? [] : [TextMark(range: 0..<text.utf8.count, kind: .plainText)])
    }

    /// `text` with a value's own text at `opaqueRanges`.
    init(_ text: String, opaqueRanges: [Range<Int>]) {
        self.init(text, marks: opaqueRanges.map { TextMark(range: $0, kind: .ownText) })
    }

    /// `words` followed by `text`: a matcher's phrase before a marked list of descriptions,
    /// `a sequence containing exactly [[tag 1, [tag 2]`, whose `[tag 1` is a value's own text.
    init(_ words: String, _ text: MarkedText) {
        self.init(words)
        append(text)
    }

    /// The text with the number of each marked count of a list left out (`…(998 more)` reads
    /// `…( more)`): two lines that read the same but for their counts give the same text.
    var textWithoutCounts: String {
        let utf8 = Array(text.utf8)
        var kept: [UInt8] = []
        var start = 0
        for mark in marks {
            guard case .leftOut(_?) = mark.kind else { continue }
            kept += utf8[start..<mark.range.lowerBound] + "…( more)".utf8
            start = mark.range.upperBound
        }
        return start == 0 ? text : String(decoding: kept + utf8[start...], as: UTF8.self)
    }

    /// Where the text is a value's own text.
    var opaqueRanges: [Range<Int>] {
        marks.compactMap { $0.kind == .ownText ? $0.range : nil }
    }

    /// Appends `other`, whose marks move with it.
    mutating func append(_ other: MarkedText) {
        let shift = text.utf8.count
        text += other.text
        marks += other.marks.map { $0.shifted(by: shift) }
    }

    /// Appends text of the renderer's own syntax, or words.
    mutating func append(_ other: String) {
        text += other
    }

    /// Appends `…(count more)` after `separator` (`", "` or none), marked as the count it is; a
    /// `…` alone when the count is not known.
    mutating func appendLeftOut(_ count: Int?, after separator: String) {
        text += separator
        let start = text.utf8.count
        text += TextMark.leftOutMarker(count)
        marks.append(TextMark(range: start..<text.utf8.count, kind: .leftOut(count)))
    }

    /// The text's first `bytes` UTF-8 bytes (a whole number of scalars), with the marks in them.
    func prefix(bytes: Int) -> MarkedText {
        let utf8 = text.utf8
        guard bytes < utf8.count else { return self }
        let end = utf8.index(utf8.startIndex, offsetBy: bytes)
        return MarkedText(String(text[..<end]), marks: marks(in: 0..<bytes))
    }

    /// The text from its UTF-8 byte `start` (the start of a scalar), with the marks in it.
    func suffix(fromByte start: Int) -> MarkedText {
        let utf8 = text.utf8
        let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
        return MarkedText(String(text[startIndex...]), marks: marks(in: start..<utf8.count))
    }

    /// The marks that fall in `bytes`, cut to it and counted from its start (see
    /// ``TextMark/clipped(_:to:)``).
    func marks(in bytes: Range<Int>) -> [TextMark] {
        TextMark.clipped(marks, to: bytes)
    }

    /// The text with every line but the first indented by `width` spaces, as
    /// `MessageLayout.indentingContinuationLines(of:by:)` indents it, its marks moved with it.
    func indentingContinuationLines(by width: Int) -> MarkedText {
        let indented = MessageLayout.indentingContinuationLines(of: text, by: width)
        guard !marks.isEmpty else { return MarkedText(indented) }
        // Where lines start: after each line feed but the one of a `\r\n`, as the layout indents.
        var lineStarts: [Int] = []
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { lineStarts.append(offset + 1) }
            previous = byte
        }
        let shift = { (offset: Int) in offset + width * lineStarts.prefix { $0 <= offset }.count }
        return MarkedText(
            indented,
            marks: marks.map { mark in
                let range = mark.range
                return TextMark(
                    range: range.isEmpty
                        ? shift(range.lowerBound)..<shift(range.lowerBound)
                        : shift(range.lowerBound)..<(shift(range.upperBound - 1) + 1),
                    kind: mark.kind)
            })
    }
}
