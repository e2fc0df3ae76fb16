/// Where a failure message starts comparing two strings Character by Character: past the ASCII
/// text they share ignoring case, cut back one Character (two before a `\r\n`) so that nothing
/// after the cut can join a Character before it. The indices of the cut in each string, and how
/// many Characters precede it.
///
/// One plain pass over the bytes they share: a message about two 100 MB strings does not fold
/// 100 million Characters to find the one that differs.
internal func sharedASCIIPrefixIgnoringCase<Expected: StringProtocol, Actual: StringProtocol>(
    _ expected: Expected,
    _ actual: Actual
) -> (expected: Expected.Index, actual: Actual.Index, characters: Int) {
    var bytes = 0
    var lineBreakPairs = 0
    var previous: UInt8 = 0
    // An iterator, not `zip`: its `next()` is not inlined, and costs a call a byte.
    var actualBytes = actual.utf8.makeIterator()
    for left in expected.utf8 {
        guard let right = actualBytes.next(), left.isASCII, right.isASCII,
            lowercased(left) == lowercased(right)
        else { break }
        if previous == UInt8(ascii: "\r") && left == UInt8(ascii: "\n") { lineBreakPairs += 1 }
        previous = left
        bytes += 1
    }
    guard bytes > 0 else { return (expected.startIndex, actual.startIndex, 0) }
    // The last shared byte may start a Character that goes on (`e` then a combining accent): drop
    // it, and the `\r` before it when it is the `\n` of a `\r\n`.
    var kept = bytes - 1
    if previous == UInt8(ascii: "\n"), kept > 0,
        expected.utf8[expected.utf8.index(expected.startIndex, offsetBy: kept - 1)] == UInt8(ascii: "\r")
    {
        kept -= 1
        lineBreakPairs -= 1
    }
    return (
        expected.utf8.index(expected.startIndex, offsetBy: kept),
        actual.utf8.index(actual.startIndex, offsetBy: kept),
        kept - lineBreakPairs
    )
}

extension UInt8 {
    fileprivate var isASCII: Bool { self < 0x80 }
}

/// An ASCII byte with `A`…`Z` lowered, as case folding lowers them.
private func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
}

/// Whether `text` is too long to fold to a text equal to `folded`: folding never shortens a text
/// (each scalar folds to one or more), and `==` compares canonical decompositions, in which one
/// scalar is at most four (U+1F82). So a text of more than four times the scalars of `folded`
/// cannot fold to it. Reads at most that many scalars of `text`: a 100 MB string is not folded to
/// learn that it is not a ten-letter word.
internal func isTooLong<Text: StringProtocol>(_ text: Text, toFoldTo folded: String) -> Bool {
    let scalars = text.unicodeScalars
    let limit = 4 * folded.unicodeScalars.count
    guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex) else {
        return false
    }
    return end != scalars.endIndex
}
