// Strings are compared as Swift compares them: Character by Character, canonically equivalent
// spellings equal ("é" precomposed matches "e" + U+0301). Each matcher has a `Matcher<String>`
// form, which a call without context (`let m = hasPrefix("a")`) picks, and a form generic over
// `StringProtocol` for `Substring` values (lines from `split`, for example).

/// Matches a string that starts with the given prefix.
///
/// ```swift
/// assertThat(extra, hasPrefix("waka"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string with prefix "waka"
///      but: was "wasabi"
///           prefix differs at character 3: expected "k", found "s"
/// ```
///
/// Every string has the empty prefix. Long strings add a caret under the difference.
public func hasPrefix(_ prefix: String) -> Matcher<String> {
    prefixMatcher(prefix)
}

/// Matches a `Substring` (or other `StringProtocol` value) that starts with the given prefix.
///
/// ```swift
/// assertThat(log.split(separator: "\n"), everyItem(hasPrefix("INFO")))
/// ```
///
/// prints, for the failing item, `prefix differs at character 1: expected "I", found "W"`.
@_disfavoredOverload
public func hasPrefix<Text: StringProtocol>(_ prefix: String) -> Matcher<Text> {
    prefixMatcher(prefix)
}

/// Matches a string that ends with the given suffix.
///
/// ```swift
/// assertThat(extra, hasSuffix("me"))
/// ```
///
/// prints
///
/// ```
/// Expected: a string with suffix "me"
///      but: was "wakama"
///           suffix differs at character 1 from the end: expected "e", found "a"
/// ```
///
/// Positions count back from the last character. Every string has the empty suffix.
public func hasSuffix(_ suffix: String) -> Matcher<String> {
    suffixMatcher(suffix)
}

/// Matches a `Substring` (or other `StringProtocol` value) that ends with the given suffix.
///
/// ```swift
/// assertThat(path.split(separator: "/").last!, hasSuffix(".swift"))
/// ```
///
/// prints, for `"main.c"`, `suffix differs at character 1 from the end: expected "t", found "c"`.
@_disfavoredOverload
public func hasSuffix<Text: StringProtocol>(_ suffix: String) -> Matcher<Text> {
    suffixMatcher(suffix)
}

private func prefixMatcher<Text: StringProtocol>(_ prefix: String) -> Matcher<Text> {
    Matcher(core: AffixCore(prefix, isPrefix: true))
}

private func suffixMatcher<Text: StringProtocol>(_ suffix: String) -> Matcher<Text> {
    Matcher(core: AffixCore(suffix, isPrefix: false))
}

/// `hasPrefix` and `hasSuffix`'s core: one object holding the affix; the verdict is the standard
/// library's `hasPrefix`/`hasSuffix` (Character by Character), with no closure in between.
private final class AffixCore<Text: StringProtocol>: MatcherCore<Text> {
    let affix: String
    let isPrefix: Bool

    init(_ affix: String, isPrefix: Bool) {
        self.affix = affix
        self.isPrefix = isPrefix
    }

    override func describe() -> String {
        (isPrefix ? "a string with prefix " : "a string with suffix ") + renderValue(affix)
    }

    override func evaluate(_ actual: Text, explain: Bool) -> MatchResult {
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        return .mismatch(
            isPrefix
                ? describeFirstDifference(expected: affix, actual: actual, subject: "prefix ")
                : describeSuffixDifference(suffix: affix, actual: actual))
    }

    override func isSatisfied(by actual: Text) -> Bool {
        isPrefix ? actual.hasPrefix(affix) : actual.hasSuffix(affix)
    }
}
