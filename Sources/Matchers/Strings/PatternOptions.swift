// Options for the pattern matchers given as a string, named as SwiftHamcrest's users know them from
// `NSRegularExpression.Options`, so that `matchesPattern(p, options: .caseInsensitive)` compiles
// unchanged without Foundation. Each option becomes an inline flag of the Swift `Regex` syntax, so
// the failure message shows exactly the pattern that ran: `/(?i)\bfo+bar\b/`.

/// How a pattern given as a string is interpreted by `matchesPattern(_:options:)` and
/// `containsPattern(_:options:)`.
///
/// ```swift
/// assertThat(greeting, matchesPattern(#"hello, \w+"#, options: .caseInsensitive))
/// ```
///
/// prints, for `"Goodbye"`,
///
/// ```
/// Expected: a string matching /(?i)hello, \w+/
///      but: was "Goodbye"
/// ```
public struct PatternOptions: OptionSet, Sendable {
    /// The options as bits.
    ///
    /// ```swift
    /// PatternOptions(rawValue: 1) == .caseInsensitive  // true
    /// ```
    ///
    /// A value; it prints no failure message.
    public let rawValue: Int

    /// Creates options from their bits.
    ///
    /// ```swift
    /// let options = PatternOptions(rawValue: 1 | 8)  // case-insensitive, dot matches newlines
    /// ```
    ///
    /// A value; it prints no failure message.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Letters match regardless of case: the inline flag `(?i)`.
    ///
    /// ```swift
    /// matchesPattern("chashu", options: .caseInsensitive)  // matches "CHASHU"
    /// ```
    ///
    /// The description shows the flag: `a string matching /(?i)chashu/`. What counts as the same
    /// letter is the Swift `Regex` engine's rule, Character by Character, not the full case folding
    /// of `equalToIgnoringCase`: `(?i)ß` does not match `"SS"`, nor `(?i)Σ` the final `"ς"`.
    public static let caseInsensitive = PatternOptions(rawValue: 1 << 0)

    /// Whitespace in the pattern is ignored and `#` starts a comment: the inline flag `(?x)`.
    ///
    /// ```swift
    /// matchesPattern(#"\d{4} - \d{2}  # year and month"#, options: .allowCommentsAndWhitespace)
    /// ```
    ///
    /// The description shows the flag: `a string matching /(?x)\d{4} - \d{2}  # year and month/`.
    public static let allowCommentsAndWhitespace = PatternOptions(rawValue: 1 << 1)

    /// The pattern is literal text, not a regular expression: it is quoted with `\Q…\E`.
    ///
    /// ```swift
    /// containsPattern("1+1", options: .ignoreMetacharacters)  // matches "1+1=2"
    /// ```
    ///
    /// The description shows the quoting: `a string containing a match for /\Q1+1\E/`.
    public static let ignoreMetacharacters = PatternOptions(rawValue: 1 << 2)

    /// `.` matches line separators too: the inline flag `(?s)`.
    ///
    /// ```swift
    /// matchesPattern("BEGIN.*END", options: .dotMatchesLineSeparators)  // matches "BEGIN\nEND"
    /// ```
    ///
    /// The description shows the flag: `a string matching /(?s)BEGIN.*END/`.
    public static let dotMatchesLineSeparators = PatternOptions(rawValue: 1 << 3)

    /// `^` and `$` match at the start and end of every line: the inline flag `(?m)`.
    ///
    /// ```swift
    /// containsPattern("^total$", options: .anchorsMatchLines)  // matches "items\ntotal\n"
    /// ```
    ///
    /// The description shows the flag: `a string containing a match for /(?m)^total$/`.
    public static let anchorsMatchLines = PatternOptions(rawValue: 1 << 4)

    /// The pattern as it runs: the inline flags in front, the text quoted if it is literal.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    internal func applied(to pattern: String) -> String {
        var flags = ""
        if contains(.caseInsensitive) { flags += "i" }
        if contains(.allowCommentsAndWhitespace) && !contains(.ignoreMetacharacters) { flags += "x" }
        if contains(.dotMatchesLineSeparators) { flags += "s" }
        if contains(.anchorsMatchLines) { flags += "m" }
        // A literal `\E` inside the text would end the quoting early: close, match it, reopen.
        let body =
            contains(.ignoreMetacharacters)
            ? #"\Q"# + pattern.replacing(#"\E"#, with: #"\E\\E\Q"#) + #"\E"# : pattern
        return (flags.isEmpty ? "" : "(?\(flags))") + body
    }
}

/// Matches a string that the regular expression `pattern`, interpreted with `options`, matches as a
/// whole (SwiftHamcrest's `matchesPattern` finds a match anywhere: use `containsPattern` for that).
///
/// ```swift
/// assertThat("FOOBAR", matchesPattern(#"fo+bar"#, options: .caseInsensitive))
/// ```
///
/// prints, for `"FOOBAR!"`,
///
/// ```
/// Expected: a string matching /(?i)fo+bar/
///      but: was "FOOBAR!"
///           only "FOOBAR" at character 1 matches, not the whole string
/// ```
///
/// - Parameters:
///   - pattern: A regular expression in the Swift `Regex` syntax.
///   - options: How to interpret it; each option is shown in the description as the inline flag
///     it adds.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func matchesPattern(_ pattern: String, options: PatternOptions) -> Matcher<String> {
    matchesPattern(options.applied(to: pattern))
}

/// Matches a string in which the regular expression `pattern`, interpreted with `options`, matches
/// somewhere.
///
/// ```swift
/// assertThat(log, containsPattern("^done$", options: .anchorsMatchLines))
/// ```
///
/// prints, for `"started\nfailed"`,
///
/// ```
/// Expected: a string containing a match for /(?m)^done$/
///      but: was "started\nfailed"
/// ```
///
/// - Parameters:
///   - pattern: A regular expression in the Swift `Regex` syntax.
///   - options: How to interpret it; each option is shown in the description as the inline flag
///     it adds.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public func containsPattern(_ pattern: String, options: PatternOptions) -> Matcher<String> {
    containsPattern(options.applied(to: pattern))
}
