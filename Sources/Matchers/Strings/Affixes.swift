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
@inlinable
public func hasPrefix(_ prefix: String) -> Matcher<String> {
    Matcher(core: StringAffixCore(prefix, isPrefix: true))
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
@inlinable
public func hasSuffix(_ suffix: String) -> Matcher<String> {
    Matcher(core: StringAffixCore(suffix, isPrefix: false))
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

/// `hasPrefix`'s or `hasSuffix`'s description, shared by both cores.
private func describeAffix(_ affix: String, isPrefix: Bool) -> String {
    (isPrefix ? "a string with prefix " : "a string with suffix ") + renderValue(affix)
}

/// Why `actual` does not have the affix, shared by both cores.
@usableFromInline
internal func explainMissingAffix(
    _ affix: String, isPrefix: Bool, in actual: some StringProtocol
) -> MatchResult.Reason? {
    let text =
        isPrefix
        ? describeFirstDifference(expected: affix, actual: actual, subject: "prefix ")
        : describeSuffixDifference(suffix: affix, actual: actual)
    return text.map { MatchResult.Reason($0) }
}

/// The core of the `StringProtocol` forms (`Substring` values).
private final class AffixCore<Text: StringProtocol>: MatcherCore<Text> {
    let affix: String
    let isPrefix: Bool

    init(_ affix: String, isPrefix: Bool) {
        self.affix = affix
        self.isPrefix = isPrefix
    }

    override func describe() -> String { describeAffix(affix, isPrefix: isPrefix) }

    override func evaluate(_ actual: Text, explain: Bool) -> MatchResult {
        if isSatisfied(by: actual) { return .match }
        return
            .mismatch(explain ? explainMissingAffix(affix, isPrefix: isPrefix, in: actual) : nil)
    }

    override func isSatisfied(by actual: Text) -> Bool {
        isPrefix ? actual.hasPrefix(affix) : actual.hasSuffix(affix)
    }
}

/// The core of the `String` forms, the common case: not generic, so that a debug build (the one
/// `swift test` makes) looks up no generic metadata to build it and calls `String`'s own
/// `hasPrefix` rather than the generic `StringProtocol` one, and built inline, so that an optimized
/// build keeps it on the stack.
@usableFromInline
internal final class StringAffixCore: MatcherCore<String> {
    @usableFromInline
    let affix: String
    @usableFromInline
    let isPrefix: Bool

    @inlinable
    init(_ affix: String, isPrefix: Bool) {
        self.affix = affix
        self.isPrefix = isPrefix
    }

    override func describe() -> String { describeAffix(affix, isPrefix: isPrefix) }

    @inlinable
    override func evaluate(_ actual: String, explain: Bool) -> MatchResult {
        // The verdict written out, not asked of `isSatisfied`: one call fewer in a debug build.
        if isPrefix ? actual.hasPrefix(affix) : actual.hasSuffix(affix) { return .match }
        return
            .mismatch(explain ? explainMissingAffix(affix, isPrefix: isPrefix, in: actual) : nil)
    }

    @inlinable
    override func isSatisfied(by actual: String) -> Bool {
        isPrefix ? actual.hasPrefix(affix) : actual.hasSuffix(affix)
    }

    @inlinable
    override func forReporting() -> MatcherCore<String> { StringAffixCore(affix, isPrefix: isPrefix) }
}
