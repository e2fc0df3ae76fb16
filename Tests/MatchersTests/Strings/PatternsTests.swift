import Matchers
import Testing

@Suite struct StringPatternTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func matchesWholeString() {
        #expect(matchesPattern(#"[A-Z]{2}-\d+"#).matches("AB-12") == .match)
        #expect(!matchesPattern(#"\d+"#).matches("a12").isMatch)
        #expect(matchesPattern("").matches("") == .match)
        #expect(matchesPattern(".*").matches("") == .match)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func description() {
        #expect(matchesPattern(#"[A-Z]{2}-\d+"#).description == #"a string matching /[A-Z]{2}-\d+/"#)
        #expect(matchesPattern("a/b").description == "a string matching #/a/b/#")
        #expect(matchesPattern("a\tb").description == #"a string matching /a\tb/"#)
        #expect(containsPattern(#"\d+ yen"#).description == #"a string containing a match for /\d+ yen/"#)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func mismatchSaysWhichStartMatchesOnItsOwn() {
        // An anchored pattern matches no part of the string in place; its longest start that the
        // pattern matches alone shows what follows is in the way (here a final line break).
        #expect(
            failureMessage("abc\n", matchesPattern("^abc$")) == """
                Expected: a string matching /^abc$/
                     but: was "abc\\n"
                          only "abc" at character 1 matches on its own, not with "\\n" after it
                """
        )
        #expect(
            failureMessage("12a b", matchesPattern(/^\d+$/)) == """
                Expected: a string matching /^\\d+$/
                     but: was "12a b"
                          only "12" at character 1 matches on its own, not with "a b" after it
                """
        )
        // The longest such start, not the first found.
        #expect(
            failureMessage("aaab", matchesPattern("^a+$")) == """
                Expected: a string matching /^a+$/
                     but: was "aaab"
                          only "aaa" at character 1 matches on its own, not with "b" after it
                """
        )
        // No start matches, or the string is past the reach: the two lines alone.
        #expect(
            failureMessage("x12", matchesPattern("^\\d+$")) == """
                Expected: a string matching /^\\d+$/
                     but: was "x12"
                """
        )
        let long = String(repeating: "1", count: 2_000) + "a"
        #expect(failureMessage(long, matchesPattern("^\\d+$"))?.contains("on its own") == false)
        #expect(matchesPattern("^\\d+$").matches(String(repeating: "1", count: 2_000)) == .match)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func mismatchSaysWhichPartMatches() {
        #expect(
            failureMessage("order AB-12", matchesPattern(#"[A-Z]{2}-\d+"#)) == """
                Expected: a string matching /[A-Z]{2}-\\d+/
                     but: was "order AB-12"
                          only "AB-12" at character 7 matches, not the whole string
                """
        )
        #expect(
            failureMessage("ab-12", matchesPattern(#"[A-Z]{2}-\d+"#)) == """
                Expected: a string matching /[A-Z]{2}-\\d+/
                     but: was "ab-12"
                """
        )
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func invalidPatternFailsClearly() {
        #expect(
            failureMessage("abc", matchesPattern("[a-")) == """
                Expected: a string matching /[a-/
                     but: was "abc"
                          the pattern is invalid: expected ']'
                """
        )
        #expect(
            failureMessage("abc", containsPattern("(ab")) == """
                Expected: a string containing a match for /(ab/
                     but: was "abc"
                          the pattern is invalid: expected ')'
                """
        )
        // The value is beside the point: its line is compact.
        let long = String(repeating: "shio ramen ", count: 20)
        #expect(
            failureMessage(long, matchesPattern("[a-")) == """
                Expected: a string matching /[a-/
                     but: was "shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio rame…"
                          the pattern is invalid: expected ']'
                """
        )
        #expect(!matchesPattern("[a-").matches("").isMatch)
        #expect(not(matchesPattern("(")).matches("(") == .match)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func regexLiterals() {
        #expect(matchesPattern(/[A-Z]{2}-\d+/).matches("AB-12") == .match)
        #expect(!matchesPattern(/\d+/).matches("12a").isMatch)
        #expect(
            failureMessage("12a", matchesPattern(/\d+/)) == """
                Expected: a string matching /\\d+/
                     but: was "12a"
                          only "12" at character 1 matches, not the whole string
                """
        )
        #expect(containsPattern(/took \d+ ms/).matches("it took 12 ms") == .match)
        #expect(
            failureMessage("took long", containsPattern(/took \d+ ms/)) == """
                Expected: a string containing a match for /took \\d+ ms/
                     but: was "took long"
                """
        )
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func compiledRegexes() throws {
        let regex = try Regex(#"(?<soup>shio|miso) ramen"#)
        #expect(matchesPattern(regex).matches("miso ramen") == .match)
        #expect(
            failureMessage("tonkotsu ramen", matchesPattern(regex)) == """
                Expected: a string matching /(?<soup>shio|miso) ramen/
                     but: was "tonkotsu ramen"
                """
        )
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func containsPatternMatchesAnywhere() {
        #expect(containsPattern(#"total: \d+ yen"#).matches("receipt\ntotal: 900 yen\nthanks") == .match)
        #expect(containsPattern("").matches("") == .match)
        #expect(
            failureMessage("total: ? yen", containsPattern(#"total: \d+ yen"#)) == """
                Expected: a string containing a match for /total: \\d+ yen/
                     but: was "total: ? yen"
                """
        )
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func regexesMatchCharactersWithCanonicalEquivalence() {
        #expect(matchesPattern("caf\u{E9}").matches("cafe\u{301}") == .match)
        #expect(matchesPattern("caf.").matches("cafe\u{301}") == .match)
        #expect(containsPattern("👨‍👩‍👧").matches("a 👨‍👩‍👧 b") == .match)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func worksOnSubstrings() {
        let cells = "12,3a,7".split(separator: ",")
        #expect(matchesPattern(#"\d+"#).matches(cells[0]) == .match)
        #expect(
            failureMessage(cells[1], matchesPattern(/\d+/)) == """
                Expected: a string matching /\\d+/
                     but: was "3a"
                          only "3" at character 1 matches, not the whole string
                """
        )
        let matcher: Matcher<Substring> = containsPattern(/a/)
        #expect(matcher.matches(cells[1]) == .match)
        #expect(!containsPattern("x").matches(cells[2]).isMatch)
    }
}
