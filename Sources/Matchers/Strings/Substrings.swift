/// Matches a string that contains the given substring, comparing Characters (case-sensitive).
///
/// ```swift
/// assertThat(order, containsString("wakame"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string containing "wakame"
///      but: was "shio ramen with WAKAME"
///           "WAKAME" at character 17 differs only in case
/// ```
///
/// The reason line appears only when the substring is there in another case, or only as part of
/// longer characters (`"👩" is only part of the character "👩\u{200D}💻" at character 1, and
/// characters compare whole`). Every string contains the empty string.
public func containsString(_ substring: String) -> Matcher<String> {
    substringMatcher(substring)
}

/// Matches a `Substring` (or other `StringProtocol` value) that contains the given substring.
///
/// ```swift
/// assertThat(lines, everyItem(containsString("ramen")))
/// ```
///
/// prints the same reason as the `String` form for a failing item.
@_disfavoredOverload
public func containsString<Text: StringProtocol>(_ substring: String) -> Matcher<Text> {
    substringMatcher(substring)
}

/// Matches a string that contains the given substrings in order, without overlap
/// (case-sensitive: `"ABC"` does not match `containsStringsInOrder("a", "b")`).
///
/// ```swift
/// assertThat(recipe, containsStringsInOrder("boil", "drain", "serve"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string containing in order ["boil", "drain", "serve"]
///      but: was "serve, then boil and drain"
///           found "drain" at character 22, but no "serve" after it
///           "serve" is at character 1
/// ```
///
/// Each substring is looked for after the end of the one before it.
public func containsStringsInOrder(_ substrings: String...) -> Matcher<String> {
    inOrderMatcher(substrings)
}

/// Matches a string that contains the substrings of the array in order, without overlap;
/// `containsStringsInOrder([])` matches every string.
///
/// ```swift
/// assertThat(recipe, containsStringsInOrder(["boil", "drain", "serve"]))
/// ```
///
/// prints the same message as the variadic form, e.g. `found no "boil"`.
public func containsStringsInOrder(_ substrings: [String]) -> Matcher<String> {
    inOrderMatcher(substrings)
}

/// Matches a `Substring` (or other `StringProtocol` value) that contains the substrings in order.
///
/// ```swift
/// assertThat(log.split(separator: "\n"), everyItem(containsStringsInOrder("GET", "200")))
/// ```
///
/// prints the same reasons as the `String` form, e.g. `found "GET" at character 1, but no "200" after it`.
@_disfavoredOverload
public func containsStringsInOrder<Text: StringProtocol>(_ substrings: String...) -> Matcher<Text> {
    inOrderMatcher(substrings)
}

/// Matches a `Substring` (or other `StringProtocol` value) that contains the substrings of the
/// array in order.
///
/// ```swift
/// assertThat(log.split(separator: "\n"), everyItem(containsStringsInOrder(["GET", "200"])))
/// ```
///
/// prints the same reasons as the `String` form, e.g. `found no "GET"`.
@_disfavoredOverload
public func containsStringsInOrder<Text: StringProtocol>(_ substrings: [String]) -> Matcher<Text> {
    inOrderMatcher(substrings)
}

private func substringMatcher<Text: StringProtocol>(_ substring: String) -> Matcher<Text> {
    stringMatcher(
        describedBy: { "a string containing " + renderValue(substring) },
        accepts: { firstRange(of: substring, in: $0, from: $0.startIndex) != nil },
        reason: { actual in
            substringHint(for: substring, in: actual, from: actual.startIndex).map { MatchResult.Reason($0) }
        }
    )
}

private func inOrderMatcher<Text: StringProtocol>(_ substrings: [String]) -> Matcher<Text> {
    Matcher(describedBy: { "a string containing in order " + renderValue(substrings) }) { actual, explain in
        var start = actual.startIndex
        var previous: (text: String, range: Range<Text.Index>)? = nil
        for substring in substrings {
            guard let range = firstRange(of: substring, in: actual, from: start) else {
                guard explain else { return .mismatch(nil) }
                return .mismatch(inOrderMismatch(missing: substring, after: previous, in: actual))
            }
            previous = (substring, range)
            start = range.upperBound
        }
        return .match
    }
}

/// `found no "a"`, or `found "b" at character 4, but no "a" after it`, then where the missing
/// substring is when it is elsewhere, or a case hint.
private func inOrderMismatch<Text: StringProtocol>(
    missing: String,
    after previous: (text: String, range: Range<Text.Index>)?,
    in text: Text
) -> String {
    let summary: String
    var hintStart = text.startIndex
    if let previous {
        summary =
            "found \(renderValue(previous.text)) at character "
            + "\(characterPosition(of: previous.range.lowerBound, in: text)), but no \(renderValue(missing)) after it"
        if let elsewhere = firstRange(of: missing, in: text, from: text.startIndex) {
            return summary + "\n"
                + "\(renderValue(missing)) is at character \(characterPosition(of: elsewhere.lowerBound, in: text))"
        }
        hintStart = previous.range.upperBound
    } else {
        summary = "found no " + renderValue(missing)
    }
    return substringHint(for: missing, in: text, from: hintStart).map { summary + "\n" + $0 } ?? summary
}

/// Why a substring that is not in `text` (at or after `start`) may seem to be: it is there in
/// another case (see ``caseHint(for:in:from:to:)``), or its scalars are there inside a longer
/// Character (see ``insideCharacterHint(for:in:from:to:)``), within ``hintReach`` Characters of
/// `start`.
private func substringHint<Text: StringProtocol>(for substring: String, in text: Text, from start: Text.Index)
    -> String?
{
    let end = text.index(start, offsetBy: hintReach, limitedBy: text.endIndex) ?? text.endIndex
    return caseHint(for: substring, in: text, from: start, to: end)
        ?? insideCharacterHint(for: substring, in: text, from: start, to: end)
}

/// The most Characters a hint reads, from where its search starts: folding every Character of a
/// 100 MB string would cost a message seconds, for a hint.
private let hintReach = 1_000_000

/// `"WAKAME" at character 17 differs only in case`, when the substring is there in another case
/// between `start` and `end`.
private func caseHint<Text: StringProtocol>(
    for substring: String, in text: Text, from start: Text.Index, to end: Text.Index
) -> String? {
    let needle = substring.map(FoldedCharacter.init)
    guard let range = firstRange(of: needle, in: text[..<end], from: start, key: FoldedCharacter.init) else {
        return nil
    }
    return renderValue(text[range]) + " at character \(characterPosition(of: range.lowerBound, in: text))"
        + " differs only in case"
}

/// `"👩" is only part of the character "👩\u{200D}💻" at character 1, and characters compare
/// whole`, when the substring's scalars are in `text` between `start` and `end`, but not as
/// Characters of their own: an emoji inside a ZWJ sequence, a letter under a combining accent
/// (`"e"` in `"e\u{301}"`, which prints `"é"`).
private func insideCharacterHint<Text: StringProtocol>(
    for substring: String, in text: Text, from start: Text.Index, to end: Text.Index
) -> String? {
    guard !substring.isEmpty else { return nil }
    let scalars = text.unicodeScalars
    guard
        let found = firstRange(
            of: Array(substring.unicodeScalars), in: scalars[start..<end], from: start, key: { $0 },
            where: { _ in true })
    else { return nil }
    // The Characters the scalars fall in: from the one the first scalar is part of to the one the
    // last scalar is part of.
    let lower = characterStart(containing: found.lowerBound, in: text)
    let upper = text.index(
        after: characterStart(containing: scalars.index(before: found.upperBound), in: text))
    let characters = text[lower..<upper]
    let noun = characters.count == 1 ? "the character" : "the characters"
    return renderValue(substring) + " is only part of \(noun) " + renderValue(characters) + " at character "
        + "\(characterPosition(of: lower, in: text)), and characters compare whole"
}

/// The first range of `needle` in `text` at or after `start`, comparing Characters (canonical
/// equivalence). An empty needle is found at `start`.
///
/// An ASCII needle is looked for in the text's UTF-8, then checked to start and end between
/// Characters: an ASCII Character has no other spelling but three single scalars (see
/// ``isSpelledOtherwise(_:)``), so its bytes are where it is, and a 100 MB string is not broken
/// into Characters to learn that it lacks them.
internal func firstRange<Text: StringProtocol>(
    of needle: String,
    in text: Text,
    from start: Text.Index
) -> Range<Text.Index>? {
    guard !needle.isEmpty, needle.utf8.allSatisfy({ $0 < 0x80 }),
        !(needle.unicodeScalars.contains(where: hasOtherSpelling)
            && text.unicodeScalars.contains(where: isSpelledOtherwise))
    else {
        return firstRange(of: Array(needle), in: text, from: start) { $0 }
    }
    return firstRange(of: Array(needle.utf8), in: text.utf8, from: start, key: { $0 }) { range in
        isCharacterBoundary(range.lowerBound, in: text) && isCharacterBoundary(range.upperBound, in: text)
    }
}

/// Whether a scalar is one of the three that are canonically equivalent to an ASCII Character:
/// the Kelvin sign (`K`), the Greek question mark (`;`) and the Greek varia (`` ` ``).
private func isSpelledOtherwise(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{212A}" || scalar == "\u{37E}" || scalar == "\u{1FEF}"
}

/// Whether an ASCII scalar has another spelling (see ``isSpelledOtherwise(_:)``).
private func hasOtherSpelling(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "K" || scalar == ";" || scalar == "`"
}

/// Whether `index` is between two Characters of `text` (or at either end).
private func isCharacterBoundary<Text: StringProtocol>(_ index: Text.Index, in text: Text) -> Bool {
    index == text.endIndex || characterStart(containing: index, in: text) == index
}

/// The start of the Character of `text` that `index` (before the end) falls in: `index` itself
/// when it is between two Characters.
private func characterStart<Text: StringProtocol>(containing index: Text.Index, in text: Text) -> Text.Index {
    // A step forward rounds `index` down to a Character boundary first; a step back finds it.
    text.index(before: text.index(after: index))
}

/// The first range of `text` at or after `start`, comparing Characters (keyed by `key`).
internal func firstRange<Text: StringProtocol, Key: Equatable>(
    of needle: [Key],
    in text: Text,
    from start: Text.Index,
    key: (Character) -> Key
) -> Range<Text.Index>? {
    firstRange(of: needle, in: text, from: start, key: key) { _ in true }
}

/// The first range of `elements` at or after `start` whose elements, each mapped by `key`, are
/// `needle`, and that `isAccepted` accepts.
///
/// Knuth–Morris–Pratt: O(N + M) key comparisons and each element keyed once, whatever the
/// strings (a naive scan is O(N · M) on `"aaa…ab"` in `"aaa…a"`). `key` must map equal elements
/// to equal keys, so that key equality is an equivalence, which the algorithm needs.
private func firstRange<Elements: Collection, Key: Equatable>(
    of needle: [Key],
    in elements: Elements,
    from start: Elements.Index,
    key: (Elements.Element) -> Key,
    where isAccepted: (Range<Elements.Index>) -> Bool
) -> Range<Elements.Index>? {
    guard !needle.isEmpty else { return start..<start }
    // border[i]: the length of the longest proper border (prefix that is also a suffix) of
    // needle[...i].
    var border = [Int](repeating: 0, count: needle.count)
    var length = 0
    for position in needle.indices.dropFirst() {
        while length > 0 && needle[position] != needle[length] { length = border[length - 1] }
        if needle[position] == needle[length] { length += 1 }
        border[position] = length
    }
    // The start index of the last `needle.count` elements read, in a ring.
    var starts = [Elements.Index](repeating: start, count: needle.count)
    var matched = 0
    var read = 0
    for index in elements[start...].indices {
        let current = key(elements[index])
        starts[read % needle.count] = index
        read += 1
        while matched > 0 && current != needle[matched] { matched = border[matched - 1] }
        if current == needle[matched] { matched += 1 }
        if matched == needle.count {
            let range = starts[(read - needle.count) % needle.count]..<elements.index(after: index)
            if isAccepted(range) { return range }
            matched = border[matched - 1]
        }
    }
    return nil
}
