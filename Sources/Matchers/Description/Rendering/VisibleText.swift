// A description is printed as it is, without quotes: `Tagged #1`, `19.99 EUR`. What a reader cannot
// see there would hide a difference (`19.99 EUR ` against `19.99 EUR`), so white space at either end
// and invisible scalars anywhere are spelled as in a string literal: `19.99 EUR\u{20}`.

/// `text` as a message shows a description: white space and combining marks at its start, and
/// white space at its end, spelled `\u{20}`, `\t`, `\n`, `\u{301}`…, and invisible scalars
/// (zero-width, format, control but tab and line breaks, non-ASCII spaces) spelled `\u{200B}`
/// wherever they are. Only the first `limit` UTF-8 bytes are read when the text is longer (the
/// rendering is cut there), and then its end is not marked.
internal func visibleDescription(_ text: String, limit: Int) -> String {
    let isCut = text.utf8.count > limit
    let shown = isCut ? String(decoding: text.utf8.prefix(limit), as: UTF8.self) : text
    // The usual description, printable ASCII without white space at its ends: nothing to mark.
    if let first = shown.utf8.first, let last = shown.utf8.last, first > 0x20, isCut || last > 0x20,
        isPrintableASCII(shown)
    {
        return text
    }
    let scalars = Array(shown.unicodeScalars)
    // A combining mark at the start would join what the message writes before the description
    // (`[`, `(`, a space): it is spelled out, as white space there is.
    let leading = scalars.prefix { isBlankOrInvisible($0) || joinsPreviousCharacter($0) }.count
    let trailing =
        isCut || leading == scalars.count ? 0 : scalars.reversed().prefix { isBlankOrInvisible($0) }.count
    guard leading > 0 || trailing > 0 || scalars.contains(where: isInvisible) else { return text }
    return scalars.indices.map { offset in
        let scalar = scalars[offset]
        if offset < leading || offset >= scalars.count - trailing {
            return scalar == " " ? "\\u{20}" : escaped(scalar, afterSyntax: offset < leading)
        }
        return isInvisible(scalar) ? escaped(scalar) : String(scalar)
    }.joined()
}

/// Whether `text` is printable ASCII, tabs and line breaks: text in which no scalar is
/// invisible or looks like another.
internal func isPrintableASCII(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
        let isPrintable = scalar.value >= 0x20 && scalar.value < 0x7F
        guard isPrintable || isTabOrLineBreak(scalar) else { return false }
    }
    return true
}

/// The control characters text is laid out with, which no reader mistakes: tab, line feed and
/// carriage return.
internal func isTabOrLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\r"
}

/// A scalar a reader cannot see in a line: ASCII controls but tab and line breaks, and every
/// non-ASCII scalar a string literal spells `\u{…}` (zero-width, format, non-ASCII spaces).
internal func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
        return (scalar.value < 0x20 && !isTabOrLineBreak(scalar)) || scalar.value == 0x7F
    }
    return escaped(scalar) != String(scalar)
}

private func isBlankOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || isInvisible(scalar)
}
