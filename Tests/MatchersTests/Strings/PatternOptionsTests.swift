import Matchers
import Testing

/// `matchesPattern(_:options:)` and `containsPattern(_:options:)`: options as inline flags.
@Suite struct PatternOptionsTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func caseInsensitiveShowsItsFlag() {
        #expect(matchesPattern("fo+bar", options: .caseInsensitive).matches("FOOBAR") == .match)
        #expect(
            failureMessage("FOOBAR!", matchesPattern("fo+bar", options: .caseInsensitive))
                == """
                Expected: a string matching /(?i)fo+bar/
                     but: was "FOOBAR!"
                          only "FOOBAR" at character 1 matches, not the whole string
                """)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func eachOptionIsItsInlineFlag() {
        #expect(
            matchesPattern("BEGIN.*END", options: .dotMatchesLineSeparators).matches("BEGIN\nEND") == .match)
        #expect(matchesPattern("BEGIN.*END", options: []).matches("BEGIN\nEND") != .match)
        #expect(containsPattern("^total$", options: .anchorsMatchLines).matches("items\ntotal\n") == .match)
        #expect(containsPattern("^total$", options: []).matches("items\ntotal\n") != .match)
        #expect(
            matchesPattern(#"\d{2} - \d{2}  # day and month"#, options: .allowCommentsAndWhitespace).matches(
                "01-12") == .match)
        #expect(containsPattern("1+1", options: .ignoreMetacharacters).matches("1+1=2") == .match)
        #expect(containsPattern("1+1", options: .ignoreMetacharacters).matches("11") != .match)
        #expect(
            containsPattern("1+1", options: [.ignoreMetacharacters, .caseInsensitive]).description
                == #"a string containing a match for /(?i)\Q1+1\E/"#)
        #expect(
            containsPattern("^done$", options: [.anchorsMatchLines, .caseInsensitive]).description
                == "a string containing a match for /(?im)^done$/")
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func literalTextMayContainTheEndOfQuoting() {
        #expect(containsPattern(#"a\Eb"#, options: .ignoreMetacharacters).matches(#"xa\Eby"#) == .match)
        #expect(containsPattern(#"a\Eb"#, options: .ignoreMetacharacters).matches("xaby") != .match)
    }
}
