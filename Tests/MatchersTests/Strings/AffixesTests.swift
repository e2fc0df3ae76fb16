import Matchers
import Testing

@Suite struct StringPrefixTests {
    @Test func matches() {
        #expect(hasPrefix("waka").matches("wakame") == .match)
        #expect(hasPrefix("wakame").matches("wakame") == .match)
        #expect(hasPrefix("").matches("") == .match)
        #expect(hasPrefix("").matches("wakame") == .match)
    }

    @Test func description() {
        #expect(hasPrefix("waka").description == #"a string with prefix "waka""#)
        #expect(hasPrefix("a\tb").description == #"a string with prefix "a\tb""#)
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("wasabi", hasPrefix("waka")) == """
                Expected: a string with prefix "waka"
                     but: was "wasabi"
                          prefix differs at character 3: expected "k", found "s"
                """
        )
    }

    @Test func actualShorterThanPrefix() {
        #expect(
            failureMessage("wak", hasPrefix("wakame")) == """
                Expected: a string with prefix "wakame"
                     but: was "wak"
                          prefix differs at character 4: expected "a", found the end of the string
                """
        )
        #expect(
            failureMessage("", hasPrefix("w")) == """
                Expected: a string with prefix "w"
                     but: was ""
                          prefix differs at character 1: expected "w", found the end of the string
                """
        )
    }

    @Test func isCaseSensitive() {
        #expect(
            failureMessage("Wakame", hasPrefix("waka")) == """
                Expected: a string with prefix "waka"
                     but: was "Wakame"
                          prefix differs at character 1: expected "w", found "W"
                """
        )
    }

    @Test func comparesCharactersWithCanonicalEquivalence() {
        // Precomposed "é" (U+00E9) and "e" + U+0301 are the same Character.
        #expect(hasPrefix("caf\u{E9}").matches("cafe\u{301} au lait") == .match)
        #expect(hasPrefix("cafe\u{301}").matches("caf\u{E9} au lait") == .match)
        // "e" is not a prefix of "é": the combining accent belongs to the character.
        #expect(
            failureMessage("cafe\u{301}", hasPrefix("cafe")) == """
                Expected: a string with prefix "cafe"
                     but: was "café"
                          prefix differs at character 4: expected "e", found "é"
                """
        )
        #expect(hasPrefix("👨‍👩‍👧").matches("👨‍👩‍👧 ramen") == .match)
        #expect(!hasPrefix("👨").matches("👨‍👩‍👧 ramen").isMatch)
    }

    @Test func longStringsGetACaretWindow() {
        #expect(
            failureMessage(
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
                hasPrefix("Lorem ipsum dolor sit amet, consectetur adipiscang")
            ) == """
                Expected: a string with prefix "Lorem ipsum dolor sit amet, consectetur adipiscang"
                     but: was "Lorem ipsum dolor sit amet, consectetur adipiscing elit"
                          prefix differs at character 48: expected "a", found "i"
                            expected: …" sit amet, consectetur adipiscang"
                              actual: …" sit amet, consectetur adipiscing elit"
                                                                      ^
                """
        )
    }

    @Test func worksOnSubstrings() {
        let lines = "- miso\nshio".split(separator: "\n")
        #expect(hasPrefix("- ").matches(lines[0]) == .match)
        #expect(
            failureMessage(lines[1], hasPrefix("- ")) == """
                Expected: a string with prefix "- "
                     but: was "shio"
                          prefix differs at character 1: expected "-", found "s"
                """
        )
    }

    @Test func composesAsAnElementMatcher() {
        // The talk: a string matcher among the element matchers of a collection matcher.
        let matcher: Matcher<[String]> = containsInAnyOrder(equalTo("tamago"), hasPrefix("waka"))
        #expect(matcher.matches(["wakame", "tamago"]) == .match)
        let unlabelled = hasPrefix("waka")
        #expect(unlabelled.matches("wakame") == .match)
    }
}

@Suite struct StringSuffixTests {
    @Test func matches() {
        #expect(hasSuffix("me").matches("wakame") == .match)
        #expect(hasSuffix("wakame").matches("wakame") == .match)
        #expect(hasSuffix("").matches("") == .match)
    }

    @Test func description() {
        #expect(hasSuffix("me").description == #"a string with suffix "me""#)
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("wakama", hasSuffix("me")) == """
                Expected: a string with suffix "me"
                     but: was "wakama"
                          suffix differs at character 1 from the end: expected "e", found "a"
                """
        )
        #expect(
            failureMessage("chashu", hasSuffix("shi")) == """
                Expected: a string with suffix "shi"
                     but: was "chashu"
                          suffix differs at character 1 from the end: expected "i", found "u"
                """
        )
        #expect(
            failureMessage("ramen", hasSuffix("xmen")) == """
                Expected: a string with suffix "xmen"
                     but: was "ramen"
                          suffix differs at character 4 from the end: expected "x", found "a"
                """
        )
    }

    @Test func actualShorterThanSuffix() {
        #expect(
            failureMessage("me", hasSuffix("wakame")) == """
                Expected: a string with suffix "wakame"
                     but: was "me"
                          suffix differs at character 3 from the end: expected "a", found the start of the string
                """
        )
        #expect(
            failureMessage("", hasSuffix("e")) == """
                Expected: a string with suffix "e"
                     but: was ""
                          suffix differs at character 1 from the end: expected "e", found the start of the string
                """
        )
    }

    @Test func comparesCharactersWithCanonicalEquivalence() {
        #expect(hasSuffix("caf\u{E9}").matches("un cafe\u{301}") == .match)
        // The accent combines with the "e" before it: "e" + U+0301 does not end with "e".
        #expect(
            failureMessage("cafe\u{301}", hasSuffix("e")) == """
                Expected: a string with suffix "e"
                     but: was "café"
                          suffix differs at character 1 from the end: expected "e", found "é"
                """
        )
    }

    @Test func longStringsGetACaretWindow() {
        #expect(
            failureMessage(
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
                hasSuffix("consectetur adipiscang elit")
            ) == """
                Expected: a string with suffix "consectetur adipiscang elit"
                     but: was "Lorem ipsum dolor sit amet, consectetur adipiscing elit"
                          suffix differs at character 8 from the end: expected "a", found "i"
                            expected:             "consectetur adipiscang elit"
                              actual: …" sit amet, consectetur adipiscing elit"
                                                                      ^
                """
        )
    }

    @Test func worksOnSubstrings() {
        let name = "main.swift"[...]
        #expect(hasSuffix(".swift").matches(name) == .match)
        #expect(
            failureMessage("main.c"[...], hasSuffix(".swift")) == """
                Expected: a string with suffix ".swift"
                     but: was "main.c"
                          suffix differs at character 1 from the end: expected "t", found "c"
                """
        )
    }
}

/// The `String` forms have a core of their own (not generic); the `Substring` forms keep the
/// generic one. Both decide and explain alike.
@Suite struct StringAndSubstringAffixTests {
    @Test func bothFormsGiveTheSameVerdictsDescriptionsAndReasons() {
        let texts = ["", "w", "waka", "wakame", "kame", "wakaME", "e\u{301}", "é"]
        for affix in texts {
            for text in texts {
                let line = Substring(text)
                let prefix: Matcher<String> = hasPrefix(affix)
                let suffix: Matcher<String> = hasSuffix(affix)
                let substringPrefix: Matcher<Substring> = hasPrefix(affix)
                let substringSuffix: Matcher<Substring> = hasSuffix(affix)
                #expect(prefix.matches(text) == substringPrefix.matches(line), "\(affix) \(text)")
                #expect(suffix.matches(text) == substringSuffix.matches(line), "\(affix) \(text)")
                #expect(prefix.isSatisfied(by: text) == text.hasPrefix(affix))
                #expect(suffix.isSatisfied(by: text) == text.hasSuffix(affix))
                #expect(prefix.description == substringPrefix.description)
                #expect(suffix.description == substringSuffix.description)
            }
        }
    }
}
