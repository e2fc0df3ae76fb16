// Regular-expression matchers on Swift `Regex` (the standard library's `_StringProcessing`). A
// pattern given as a String is compiled once, when the matcher is made; a pattern that does not
// compile gives a matcher that fails with the compiler's reason instead of crashing the test.

/// Matches a string that the regular expression `pattern` matches as a whole.
///
/// ```swift
/// assertThat(orderID, matchesPattern(#"[A-Z]{2}-\d+"#))
/// ```
///
/// prints
///
/// ```
/// Expected: a string matching /[A-Z]{2}-\d+/
///      but: was "order AB-12"
///           only "AB-12" at character 7 matches, not the whole string
/// ```
///
/// An invalid pattern never matches and says why: `the pattern is invalid: expected ']'`.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func matchesPattern(_ pattern: String) -> Matcher<String> {
    patternMatcher(compiling: pattern, whole: true)
}

/// Matches a `Substring` (or other string value sliced as `Substring`) that the regular
/// expression `pattern` matches as a whole.
///
/// ```swift
/// assertThat(csvLine.split(separator: ","), everyItem(matchesPattern(#"\d+"#)))
/// ```
///
/// prints the same reasons as the `String` form, e.g. `only "12" at character 1 matches, not the whole string`.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@_disfavoredOverload
public func matchesPattern<Text: StringProtocol>(_ pattern: String) -> Matcher<Text>
where Text.SubSequence == Substring {
    patternMatcher(compiling: pattern, whole: true)
}

/// Matches a string that the regex matches as a whole.
///
/// ```swift
/// assertThat(orderID, matchesPattern(/[A-Z]{2}-\d+/))
/// ```
///
/// prints
///
/// ```
/// Expected: a string matching /[A-Z]{2}\-\d+/
///      but: was "ab-12"
/// ```
///
/// The description shows the regex's pattern where the platform can print it (regex literals and
/// `Regex(_:)`), in the canonical spelling the standard library prints (here `-` escaped as `\-`),
/// and `a string matching a regex` otherwise (some `RegexBuilder` regexes). A pattern given as a
/// string is shown exactly as written.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func matchesPattern<Output>(_ regex: Regex<Output>) -> Matcher<String> {
    patternMatcher(regex, pattern: literalPattern(of: regex), whole: true)
}

/// Matches a `Substring` (or other string value sliced as `Substring`) that the regex matches as a
/// whole.
///
/// ```swift
/// assertThat(csvLine.split(separator: ","), everyItem(matchesPattern(/\d+/)))
/// ```
///
/// prints the same reasons as the `String` form.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@_disfavoredOverload
public func matchesPattern<Text: StringProtocol, Output>(_ regex: Regex<Output>) -> Matcher<Text>
where Text.SubSequence == Substring {
    patternMatcher(regex, pattern: literalPattern(of: regex), whole: true)
}

/// Matches a string in which the regular expression `pattern` matches somewhere.
///
/// ```swift
/// assertThat(receipt, containsPattern(#"total: \d+ yen"#))
/// ```
///
/// prints
///
/// ```
/// Expected: a string containing a match for /total: \d+ yen/
///      but: was "total: ? yen"
/// ```
///
/// An invalid pattern never matches and says why: `the pattern is invalid: expected ')'`.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func containsPattern(_ pattern: String) -> Matcher<String> {
    patternMatcher(compiling: pattern, whole: false)
}

/// Matches a `Substring` (or other string value sliced as `Substring`) in which the regular
/// expression `pattern` matches somewhere.
///
/// ```swift
/// assertThat(log.split(separator: "\n"), hasItem(containsPattern(#"took \d+ ms"#)))
/// ```
///
/// prints, for a failing item, `Expected: a string containing a match for /took \d+ ms/`.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@_disfavoredOverload
public func containsPattern<Text: StringProtocol>(_ pattern: String) -> Matcher<Text>
where Text.SubSequence == Substring {
    patternMatcher(compiling: pattern, whole: false)
}

/// Matches a string in which the regex matches somewhere.
///
/// ```swift
/// assertThat(receipt, containsPattern(/total: \d+ yen/))
/// ```
///
/// prints
///
/// ```
/// Expected: a string containing a match for /total: \d+ yen/
///      but: was "total: ? yen"
/// ```
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func containsPattern<Output>(_ regex: Regex<Output>) -> Matcher<String> {
    patternMatcher(regex, pattern: literalPattern(of: regex), whole: false)
}

/// Matches a `Substring` (or other string value sliced as `Substring`) in which the regex matches
/// somewhere.
///
/// ```swift
/// assertThat(log.split(separator: "\n"), hasItem(containsPattern(/took \d+ ms/)))
/// ```
///
/// prints, for a failing item, `Expected: a string containing a match for /took \d+ ms/`.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
@_disfavoredOverload
public func containsPattern<Text: StringProtocol, Output>(_ regex: Regex<Output>) -> Matcher<Text>
where Text.SubSequence == Substring {
    patternMatcher(regex, pattern: literalPattern(of: regex), whole: false)
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
private func patternMatcher<Text: StringProtocol>(compiling pattern: String, whole: Bool) -> Matcher<Text>
where Text.SubSequence == Substring {
    do {
        return patternMatcher(try Regex(pattern), pattern: pattern, whole: whole)
    } catch {
        return Matcher(describedBy: { patternDescription(pattern, whole: whole) }) { _, explain in
            .mismatch(explain ? .aboutTheMatcher("the pattern is invalid: \(error)") : nil)
        }
    }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
private func patternMatcher<Text: StringProtocol, Output>(
    _ regex: Regex<Output>,
    pattern: String?,
    whole: Bool
) -> Matcher<Text> where Text.SubSequence == Substring {
    Matcher(describedBy: { patternDescription(pattern, whole: whole) }) { actual, explain in
        let text = actual[...]
        do {
            if whole {
                if try regex.wholeMatch(in: text) != nil { return .match }
                guard explain else { return .mismatch(nil) }
                guard let part = try regex.firstMatch(in: text) else {
                    return .mismatch(try longestMatchingStart(of: text, regex).map { MatchResult.Reason($0) })
                }
                return .mismatch(
                    "only \(renderShortValue(text[part.range])) at character "
                        + "\(characterPosition(of: part.range.lowerBound, in: text)) matches, not the whole string"
                )
            }
            if try regex.firstMatch(in: text) != nil { return .match }
            return .mismatch(nil)
        } catch {
            return .mismatch(explain ? "matching failed: \(error)" : nil)
        }
    }
}

/// The most UTF-8 bytes of a string whose starts ``longestMatchingStart(of:_:)`` tries, and the most
/// starts it tries: each try runs the regex again, on the failure path only.
private let matchingStartReach = (bytes: 2_000, starts: 100)

/// `only "12" at character 1 matches on its own, not with the "a" after it`: the longest start of
/// `text` that `regex` matches as a whole, when it matches no part of `text` in place (an anchor
/// `$` before a final line break, a lookahead), among the ``matchingStartReach`` longest starts of a
/// short string; `nil` when none of those matches.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
private func longestMatchingStart<Output>(of text: Substring, _ regex: Regex<Output>) throws -> String? {
    guard !text.isEmpty, text.utf8.count <= matchingStartReach.bytes else { return nil }
    let ends = text.indices.dropFirst().reversed().prefix(matchingStartReach.starts)
    guard let end = try ends.first(where: { try regex.wholeMatch(in: text[..<$0]) != nil }) else {
        return nil
    }
    return "only \(renderShortValue(text[..<end])) at character 1 matches on its own, not with "
        + "\(renderShortValue(text[end...])) after it"
}

/// `a string matching /\d+/` or `a string containing a match for /\d+/`.
private func patternDescription(_ pattern: String?, whole: Bool) -> String {
    let shown = pattern.map(renderPattern) ?? "a regex"
    return whole ? "a string matching \(shown)" : "a string containing a match for \(shown)"
}

/// A pattern as a Swift regex literal: `/\d+/`, or `#/a/b/#` when it contains a slash. Backslashes
/// are shown as written; invisible and control characters are spelled `\u{…}`.
private func renderPattern(_ pattern: String) -> String {
    var body = ""
    for scalar in pattern.unicodeScalars {
        body += scalar == "\\" || scalar == "\"" ? String(scalar) : escaped(scalar)
    }
    return pattern.contains("/") ? "#/" + body + "/#" : "/" + body + "/"
}

/// The source of a regex when the platform can print it.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
private func literalPattern<Output>(of regex: Regex<Output>) -> String? {
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return regex._literalPattern
    }
    return nil
}
