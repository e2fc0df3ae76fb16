// Fast paths for hostile strings on the failure path: a diff of two 100 MB strings must not break
// them into Characters to learn that they are one line, or where their common ASCII prefix ends.
// Each reads the UTF-8 eight bytes at a time; what they buy is proved by the 10 MB (100 MB with
// `MATCHERS_THOROUGH=1`) string cases of `HostileValuesTests`, bounded as a ratio of a plain pass.
// Laws: `LongValueFastPathLawsTests` holds each to the Character loop it stands for.

/// Whether `text` holds a line break Character (`\n`, `\r`, U+000B, U+000C, U+0085, U+2028,
/// U+2029), found in its UTF-8 eight bytes at a time: a 100 MB string is not broken into
/// Characters to learn that it is one line.
internal func hasLineBreak<Text: StringProtocol>(_ text: Text) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { buffer in
        hasLineBreakBytes(UnsafeRawBufferPointer(buffer))
    }
    return found ?? text.contains(where: \.isNewline)
}

private func hasLineBreakBytes(_ buffer: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    while index < buffer.count {
        if index + 8 <= buffer.count {
            // A word of ASCII bytes above U+000D holds no line break (bytes below 0x0E set the high
            // bit of `word - 0x0E0E…` where the byte's own high bit is clear).
            let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let low = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
            if low == 0 && word & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
        }
        let byte = buffer[index]
        if (0x0A...0x0D).contains(byte) { return true }
        if byte == 0xC2, index + 1 < buffer.count, buffer[index + 1] == 0x85 { return true }
        if byte == 0xE2, index + 2 < buffer.count, buffer[index + 1] == 0x80,
            buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9
        {
            return true
        }
        index += 1
    }
    return false
}

/// How far two strings are byte for byte the same ASCII text, cut back to a Character boundary that
/// the bytes after it cannot move (one byte before the first difference, two before a `\r\n`),
/// and how many Characters that is. `nil` when the UTF-8 of either is not contiguous.
internal func identicalASCIIPrefix<Expected: StringProtocol, Actual: StringProtocol>(
    _ expected: Expected,
    _ actual: Actual
) -> (bytes: Int, characters: Int)? {
    let found = expected.utf8.withContiguousStorageIfAvailable { left in
        actual.utf8.withContiguousStorageIfAvailable { right in
            commonASCIIPrefix(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
        }
    }
    guard let length = found ?? nil, length > 0 else { return nil }
    return expected.utf8.withContiguousStorageIfAvailable { buffer in
        var end = length - 1
        if end > 0, buffer[end - 1] == 0x0D, buffer[end] == 0x0A { end -= 1 }
        let prefix = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<end])
        return (end, end - carriageReturnLineFeeds(prefix))
    }
}

/// The length of the common prefix of two buffers that is ASCII, compared eight bytes at a time.
private func commonASCIIPrefix(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int {
    let count = min(left.count, right.count)
    var index = 0
    while index + 8 <= count {
        let word = left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            || word & 0x8080_8080_8080_8080 != 0
        {
            break
        }
        index += 8
    }
    while index < count, left[index] == right[index], left[index] < 0x80 { index += 1 }
    return index
}

/// How many `\r\n` pairs an ASCII buffer holds (each is one Character).
private func carriageReturnLineFeeds(_ buffer: UnsafeRawBufferPointer) -> Int {
    var pairs = 0
    var index = 0
    while index + 8 <= buffer.count {
        // Skip words without a carriage return (the classic has-zero-byte test on word ^ 0x0D…).
        let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0D0D_0D0D_0D0D_0D0D
        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
        }
        for byte in index..<index + 8 where buffer[byte] == 0x0D {
            if byte + 1 < buffer.count, buffer[byte + 1] == 0x0A { pairs += 1 }
        }
        index += 8
    }
    while index < buffer.count {
        if buffer[index] == 0x0D, index + 1 < buffer.count, buffer[index + 1] == 0x0A { pairs += 1 }
        index += 1
    }
    return pairs
}
