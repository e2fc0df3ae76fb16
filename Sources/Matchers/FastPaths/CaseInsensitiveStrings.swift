// Fast path for `equalToIgnoringCase`'s verdict, which runs on every check, passing or not: the
// ASCII prefix two strings share ignoring case is compared eight bytes at a time over their UTF-8
// storage, and only the rest is case-folded. What it buys: a passing check on a 10 MB ASCII string
// costs about as much as `a.lowercased() == b.lowercased()` instead of folding both strings
// Character by Character (the hostile-values string cases of `HostileValuesTests`). Laws:
// `CaseFoldingLawsTests` and `StringLawsTests.ignoringCaseOnASCIIIsLowercasedEquality` hold the
// verdict to the canonical caseless match and, on ASCII, to lowercased equality, across the
// eight-byte boundary.

/// Whether `text` equals the expected string ignoring case (`folded` makes its
/// ``caseFolded(_:)``, only when the ASCII prefix does not decide).
///
/// The ASCII prefix the two share ignoring case is compared eight bytes at a time, without
/// building anything; only the rest, from the last Character boundary before it ends, is folded.
/// A 10 MB ASCII string is compared about as fast as `a.lowercased() == b.lowercased()`.
internal func equalsIgnoringCase<Text: StringProtocol>(
    _ text: Text, _ expected: String, folded: @autoclosure () -> String
) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { left in
        expected.utf8.withContiguousStorageIfAvailable { right in
            commonASCIIPrefixIgnoringCase(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
        }
    }
    guard let shared = found ?? nil, shared > 0 else {
        let folded = folded()
        return !isTooLong(text, toFoldTo: folded) && caseFolded(text) == folded
    }
    let textCount = text.utf8.count
    let expectedCount = expected.utf8.count
    if shared == textCount && shared == expectedCount { return true }
    // Back up one ASCII character (two for `\r\n`): a boundary there is one in both strings,
    // and nothing after it can combine with what comes before.
    var restart = shared - 1
    if restart > 0, text.utf8[text.utf8.index(text.startIndex, offsetBy: restart - 1)] == 0x0D,
        text.utf8[text.utf8.index(text.startIndex, offsetBy: restart)] == 0x0A
    {
        restart -= 1
    }
    let textRest = text[text.utf8.index(text.startIndex, offsetBy: restart)...]
    let expectedRest = expected[expected.utf8.index(expected.startIndex, offsetBy: restart)...]
    let foldedRest = caseFolded(expectedRest)
    return !isTooLong(textRest, toFoldTo: foldedRest) && caseFolded(textRest) == foldedRest
}

/// The length of the ASCII prefix two buffers share ignoring case, eight bytes at a time.
private func commonASCIIPrefixIgnoringCase(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer)
    -> Int
{
    let count = min(left.count, right.count)
    var index = 0
    while index + 8 <= count {
        let first = left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let second = right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        guard (first | second) & 0x8080_8080_8080_8080 == 0, lowercasedASCII(first) == lowercasedASCII(second)
        else { break }
        index += 8
    }
    while index < count, left[index] < 0x80, right[index] < 0x80,
        lowercasedASCII(left[index]) == lowercasedASCII(right[index])
    {
        index += 1
    }
    return index
}

/// Eight ASCII bytes with `A`…`Z` lowered: a byte is upper case when adding 0x3F sets its high
/// bit (it is at least `A`) and adding 0x25 does not (it is at most `Z`).
private func lowercasedASCII(_ word: UInt64) -> UInt64 {
    let atLeastA = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & 0x8080_8080_8080_8080
    let aboveZ = (word &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
    return word | ((atLeastA & ~aboveZ) >> 2)
}

internal func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
}
