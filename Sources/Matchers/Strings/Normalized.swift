/// Matches a string equal to the expected one when letter case is ignored.
///
/// ```swift
/// assertThat(topping, equalToIgnoringCase("Chashu"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string equal to "Chashu" ignoring case
///      but: was "CHASHI"
///           differs at character 6: expected "u", found "I"
/// ```
///
/// Both strings are compared after Unicode case folding, so `"ß"` equals `"SS"` and `"Σ"` equals
/// `"ς"`, while the dotless `"ı"` stays distinct from `"i"`; no locale is involved.
public func equalToIgnoringCase(_ expected: String) -> Matcher<String> {
    ignoringCaseMatcher(expected)
}

/// Matches a `Substring` (or other `StringProtocol` value) equal to the expected string when
/// letter case is ignored.
///
/// ```swift
/// assertThat(header.split(separator: ":").first!, equalToIgnoringCase("content-type"))
/// ```
///
/// prints the same reason as the `String` form: `differs at character 9: expected "t", found "L"`.
@_disfavoredOverload
public func equalToIgnoringCase<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    ignoringCaseMatcher(expected)
}

/// Matches a string equal to the expected one once both are trimmed and every run of whitespace
/// (spaces, tabs, line breaks, other Unicode spaces) is compressed to one space.
///
/// ```swift
/// assertThat(html, equalToIgnoringWhiteSpace("chashu wakame"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string equal to "chashu wakame" compressing whitespace
///      but: was "  chashu\n  wakama "
///           compressed: "chashu wakama"
///           differs at character 13: expected "e", found "a"
/// ```
///
/// The `compressed:` line appears when compressing changed the actual string; positions count
/// in the compressed strings. Whitespace is `Character.isWhitespace`; a zero-width space is not.
public func equalToIgnoringWhiteSpace(_ expected: String) -> Matcher<String> {
    compressingWhitespaceMatcher(expected)
}

/// Matches a `Substring` (or other `StringProtocol` value) equal to the expected string once
/// both are trimmed and their whitespace runs compressed to one space.
///
/// ```swift
/// assertThat(html.split(separator: "<br>").first!, equalToIgnoringWhiteSpace("chashu wakame"))
/// ```
///
/// prints the same reason as the `String` form: `compressed: …` and `differs at character …`.
@_disfavoredOverload
public func equalToIgnoringWhiteSpace<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    compressingWhitespaceMatcher(expected)
}

private func ignoringCaseMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    let folded = caseFolded(expected)
    return stringMatcher(
        describedBy: { "a string equal to \(renderValue(expected)) ignoring case" },
        accepts: { $0 == expected || caseFolded($0) == folded },
        reason: { describeFirstDifference(expected: expected, actual: $0, by: equalIgnoringCase) }
    )
}

private func compressingWhitespaceMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    let compressedExpected = compressingWhitespace(expected)
    return stringMatcher(
        describedBy: { "a string equal to \(renderValue(expected)) compressing whitespace" },
        accepts: { compressingWhitespace($0) == compressedExpected },
        reason: { actual in
            // The verdict's compression is not kept; compressing again costs only the failure path.
            let compressed = compressingWhitespace(actual)
            let difference = describeFirstDifference(expected: compressedExpected, actual: compressed)
            guard compressed != actual else { return difference }
            let note = "compressed: " + renderValue(compressed)
            return difference.map { note + "\n" + $0 } ?? note
        }
    )
}

/// The text case-folded, Character by Character: lower case, upper case, then lower case again
/// (`"ß"` and `"ẞ"` → `"ss"`, `"ς"` → `"σ"`), which equates exactly the characters Unicode's full
/// case folding equates, except for the dotless `"ı"`, kept as it is (folding leaves it distinct
/// from `"i"`). Upper then lower case alone would fold the capital `"ẞ"` to `"ß"`, not `"ss"`.
internal func caseFolded<Text: StringProtocol>(_ text: Text) -> String {
    var folded = ""
    for character in text {
        if character == "ı" {
            folded.append(character)
        } else {
            folded += String(character).lowercased().uppercased().lowercased()
        }
    }
    return folded
}

/// Whether two Characters are equal ignoring case.
internal func equalIgnoringCase(_ first: Character, _ second: Character) -> Bool {
    first == second || caseFolded(String(first)) == caseFolded(String(second))
}

/// The text trimmed, with every run of whitespace replaced by one space.
internal func compressingWhitespace<Text: StringProtocol>(_ text: Text) -> String {
    var result = ""
    var needsSpace = false
    for character in text {
        if character.isWhitespace {
            needsSpace = !result.isEmpty
            continue
        }
        if needsSpace {
            result.append(" ")
            needsSpace = false
        }
        result.append(character)
    }
    return result
}
