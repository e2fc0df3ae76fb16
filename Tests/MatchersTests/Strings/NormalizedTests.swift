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
