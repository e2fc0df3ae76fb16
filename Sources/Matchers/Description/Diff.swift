/// Explains why two unequal values differ, beyond showing them: a line diff for multi-line strings,
/// the first differing character of single-line strings (with a caret window when they are long),
/// an element diff for arrays, missing / unexpected entries for sets and dictionaries, and a
/// structural diff (see ``describeStructuralDifference(expected:actual:)``) for structs, classes,
/// enums with values, tuples, and arrays and dictionaries of them.
/// Returns `nil` when the two renderings say it all.
///
/// Runs only on the failure path; a leaf, the commonest case, is decided without a cast. Every
/// explanation is bounded (see ``DiffLimits``), whatever the size of the values.
@usableFromInline
internal func explainInequality(actual: Any, expected: Any) -> String? {
    // Numbers, Booleans, characters: the two renderings say it all. Decided from the type's kept
    // facts, before any cast (a failing cast through `Any` costs as much as the rest of a message).
    switch TypeInfo.of(actual).plan {
    case .describedLeaf: return nil
    case .leaf where type(of: actual) != String.self && type(of: actual) != Substring.self:
        // `Data`, `Date`: the byte or the time that differs.
        return (actual as? any ExplainedLeaf)?.explainDifference(fromExpected: expected)
    default: break
    }
    if let expected = expected as? String, let actual = actual as? String {
        return describeStringDifference(expected: expected, actual: actual)
    }
    if let expected = expected as? Substring, let actual = actual as? Substring {
        return describeStringDifference(expected: expected, actual: actual)
    }
    if actual is any RenderedLeaf { return nil }
    if let actual = actual as? any OrderedDiffable {
        guard hasStructuredElements(expected) || hasStructuredElements(actual) else {
            return actual.describeDifference(fromExpected: expected)
        }
        return describeStructuralDifference(expected: expected, actual: actual)
            ?? actual.describeDifference(fromExpected: expected)
    }
    if let actual = actual as? any UnorderedDiffable {
        guard actual is any DictionaryMarker, hasStructuredElements(expected) || hasStructuredElements(actual)
        else {
            return actual.describeDifference(fromExpected: expected)
        }
        return describeStructuralDifference(expected: expected, actual: actual)
            ?? actual.describeDifference(fromExpected: expected)
    }
    return describeStructuralDifference(expected: expected, actual: actual)
}

/// A line diff when either string has a line break, otherwise the first differing character.
internal func describeStringDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> String? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    if hasLineBreak(expected) || hasLineBreak(actual) {
        return describeLineDifference(expected: expected, actual: actual)
    }
    return describeFirstDifference(expected: expected, actual: actual)
}

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
