import Matchers
import Testing

@Suite struct StringIgnoringCaseTests {
    @Test func matches() {
        #expect(equalToIgnoringCase("Chashu").matches("CHASHU") == .match)
        #expect(equalToIgnoringCase("chashu").matches("ChAsHu") == .match)
        #expect(equalToIgnoringCase("").matches("") == .match)
    }

    @Test func description() {
        #expect(equalToIgnoringCase("Chashu").description == #"a string equal to "Chashu" ignoring case"#)
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("CHASHI", equalToIgnoringCase("Chashu")) == """
                Expected: a string equal to "Chashu" ignoring case
                     but: was "CHASHI"
                          differs at character 6: expected "u", found "I"
                """
        )
        #expect(
            failureMessage("CHASHU MEN", equalToIgnoringCase("chashu")) == """
                Expected: a string equal to "chashu" ignoring case
                     but: was "CHASHU MEN"
                          differs at character 7: expected the end of the string, found " "
                """
        )
        #expect(
            failureMessage("", equalToIgnoringCase("a")) == """
                Expected: a string equal to "a" ignoring case
                     but: was ""
                          differs at character 1: expected "a", found the end of the string
                """
        )
    }

    @Test func usesFullUnicodeCaseMapping() {
        #expect(equalToIgnoringCase("straße").matches("STRASSE") == .match)
        #expect(equalToIgnoringCase("ΣΊΣΥΦΟΣ").matches("σίσυφος") == .match)
        #expect(equalToIgnoringCase("ÉCOLE").matches("e\u{301}cole") == .match)
        #expect(!equalToIgnoringCase("i").matches("ı").isMatch)
    }

    @Test func theCapitalSharpSFoldsLikeTheSmallOne() {
        #expect(equalToIgnoringCase("straße").matches("STRAẞE") == .match)
        #expect(equalToIgnoringCase("STRAẞE").matches("strasse") == .match)
        #expect(equalToIgnoringCase("ẞ").matches("ß") == .match)
        #expect(
            containsString("STRAẞE").matches("Straße")
                == .mismatch(#""Straße" at character 1 differs only in case"#))
    }

    @Test func worksOnSubstrings() {
        let header = "Content-Length: 42".split(separator: ":")[0]
        #expect(equalToIgnoringCase("content-length").matches(header) == .match)
        #expect(
            failureMessage(header, equalToIgnoringCase("content-type")) == """
                Expected: a string equal to "content-type" ignoring case
                     but: was "Content-Length"
                          differs at character 9: expected "t", found "L"
                """
        )
    }

    /// Cherokee folds to its capitals: U+AB89 to U+13B9, which folds to itself.
    @Test func cherokeeFoldsToItsCapitals() {
        #expect(equalToIgnoringCase("\u{13B9}").matches("\u{AB89}") == .match)
        #expect(equalToIgnoringCase("\u{AB89}").matches("\u{13B9}") == .match)
        #expect(equalToIgnoringCase("\u{13F8}\u{AB70}").matches("\u{13F0}\u{13A0}") == .match)
        #expect(
            failureMessage("\u{AB89}", equalToIgnoringCase("\u{13BA}")) == """
                Expected: a string equal to "\u{13BA}" ignoring case
                     but: was "\u{AB89}"
                          differs at character 1: expected "\u{13BA}", found "\u{AB89}"
                """
        )
    }

    /// NFD puts the ypogegrammeni U+0345 (class 240) after the dot above (230) however the text
    /// spells them, and only then folds it to the letter ι: both spellings fold to "ι̇ι".
    @Test func canonicallyEquivalentSpellingsGetOneVerdict() {
        let matcher = equalToIgnoringCase("\u{3B9}\u{3B9}\u{307}")
        #expect(
            failureMessage("\u{399}\u{345}\u{307}", matcher) == """
                Expected: a string equal to "\u{3B9}\u{3B9}\u{307}" ignoring case
                     but: was "\u{399}\u{345}\u{307}"
                          differs at character 1: expected "\u{3B9}", found "\u{399}\u{345}\u{307}"
                """
        )
        #expect(
            failureMessage("\u{399}\u{307}\u{345}", matcher) == """
                Expected: a string equal to "\u{3B9}\u{3B9}\u{307}" ignoring case
                     but: was "\u{399}\u{307}\u{345}"
                          differs at character 1: expected "\u{3B9}", found "\u{399}\u{307}\u{345}"
                """
        )
        #expect(equalToIgnoringCase("\u{3B9}\u{307}\u{3B9}").matches("\u{399}\u{345}\u{307}") == .match)
        #expect(equalToIgnoringCase("\u{3B9}\u{307}\u{3B9}").matches("\u{399}\u{307}\u{345}") == .match)
        // ᾴ is α, the acute, then the ypogegrammeni: it folds to "άι", as "ΆΙ" does.
        #expect(equalToIgnoringCase("\u{1FB3}\u{301}").matches("\u{386}\u{399}") == .match)
        #expect(!equalToIgnoringCase("\u{1FB3}\u{301}").matches("\u{391}\u{399}\u{301}").isMatch)
    }
}

@Suite struct StringIgnoringWhiteSpaceTests {
    @Test func matches() {
        let matcher = equalToIgnoringWhiteSpace("chashu wakame")
        #expect(matcher.matches("chashu wakame") == .match)
        #expect(matcher.matches("  chashu \t\n wakame\n") == .match)
        #expect(matcher.matches("chashu\u{00A0}wakame") == .match)
        #expect(equalToIgnoringWhiteSpace("  chashu   wakame ").matches("chashu wakame") == .match)
        #expect(equalToIgnoringWhiteSpace("").matches(" \n\t ") == .match)
    }

    @Test func doesNotRemoveWhitespaceBetweenWords() {
        #expect(!equalToIgnoringWhiteSpace("chashu wakame").matches("chashuwakame").isMatch)
        // A zero-width space is not whitespace.
        #expect(!equalToIgnoringWhiteSpace("chashu wakame").matches("chashu\u{200B}wakame").isMatch)
    }

    @Test func description() {
        #expect(
            equalToIgnoringWhiteSpace("chashu wakame").description
                == #"a string equal to "chashu wakame" compressing whitespace"#
        )
    }

    @Test func mismatchShowsTheCompressedString() {
        #expect(
            failureMessage("  chashu\n  wakama ", equalToIgnoringWhiteSpace("chashu wakame")) == """
                Expected: a string equal to "chashu wakame" compressing whitespace
                     but: was "  chashu\\n  wakama "
                          compressed: "chashu wakama"
                          differs at character 13: expected "e", found "a"
                """
        )
    }

    @Test func alreadyCompressedActualIsNotRepeated() {
        #expect(
            failureMessage("chashu wakama", equalToIgnoringWhiteSpace("chashu  wakame")) == """
                Expected: a string equal to "chashu  wakame" compressing whitespace
                     but: was "chashu wakama"
                          differs at character 13: expected "e", found "a"
                """
        )
        #expect(
            failureMessage("chashuwakame", equalToIgnoringWhiteSpace("chashu wakame")) == """
                Expected: a string equal to "chashu wakame" compressing whitespace
                     but: was "chashuwakame"
                          differs at character 7: expected " ", found "w"
                """
        )
    }

    @Test func emptyAfterCompressing() {
        #expect(
            failureMessage(" \n ", equalToIgnoringWhiteSpace("nori")) == """
                Expected: a string equal to "nori" compressing whitespace
                     but: was " \\n "
                          compressed: ""
                          differs at character 1: expected "n", found the end of the string
                """
        )
    }

    @Test func comparesCharactersWithCanonicalEquivalence() {
        #expect(equalToIgnoringWhiteSpace("caf\u{E9} noir").matches(" cafe\u{301}  noir ") == .match)
    }

    @Test func worksOnSubstrings() {
        let cell = "| chashu   wakame |".split(separator: "|")[0]
        #expect(equalToIgnoringWhiteSpace("chashu wakame").matches(cell) == .match)
    }
}
