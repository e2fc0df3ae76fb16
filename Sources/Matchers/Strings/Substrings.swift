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
/// The reason line appears only when the substring is there in another case. Every string
/// contains the empty string.
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
        reason: { caseHint(for: substring, in: $0, from: $0.startIndex) }
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
    return caseHint(for: missing, in: text, from: hintStart).map { summary + "\n" + $0 } ?? summary
}

/// `"WAKAME" at character 17 differs only in case`, when the substring is there in another case.
private func caseHint<Text: StringProtocol>(for substring: String, in text: Text, from start: Text.Index)
    -> String?
{
    guard let range = firstRange(of: substring, in: text, from: start, by: equalIgnoringCase) else {
        return nil
    }
    return renderValue(text[range]) + " at character \(characterPosition(of: range.lowerBound, in: text))"
        + " differs only in case"
}

/// The first range of `needle` in `text` at or after `start`, comparing Characters with `equal`.
///
/// A straightforward scan: O(N · M) in the worst case, O(N) when the needle's first character is
/// rare, which is the common case in tests. An empty needle is found at `start`.
internal func firstRange<Text: StringProtocol>(
    of needle: String,
    in text: Text,
    from start: Text.Index,
    by equal: (Character, Character) -> Bool = (==)
) -> Range<Text.Index>? {
    guard let first = needle.first else { return start..<start }
    var candidate = start
    while candidate != text.endIndex {
        if equal(text[candidate], first) {
            var textIndex = text.index(after: candidate)
            var needleIndex = needle.index(after: needle.startIndex)
            while needleIndex != needle.endIndex, textIndex != text.endIndex,
                equal(text[textIndex], needle[needleIndex])
            {
                text.formIndex(after: &textIndex)
                needle.formIndex(after: &needleIndex)
            }
            if needleIndex == needle.endIndex { return candidate..<textIndex }
            // The text ran out before the needle did: no later candidate can fit either.
            if textIndex == text.endIndex { return nil }
        }
        text.formIndex(after: &candidate)
    }
    return nil
}
