import Matchers
import Testing

@Suite struct StringContainsTests {
    @Test func matches() {
        #expect(containsString("kam").matches("wakame") == .match)
        #expect(containsString("wakame").matches("wakame") == .match)
        #expect(containsString("").matches("") == .match)
        #expect(containsString("").matches("wakame") == .match)
        #expect(containsString("aab").matches("aaab") == .match)
    }

    @Test func description() {
        #expect(containsString("wakame").description == #"a string containing "wakame""#)
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("shio ramen", containsString("nori")) == """
                Expected: a string containing "nori"
                     but: was "shio ramen"
                """
        )
        #expect(
            failureMessage("", containsString("nori")) == """
                Expected: a string containing "nori"
                     but: was ""
                """
        )
        #expect(
            failureMessage("nor", containsString("nori")) == """
                Expected: a string containing "nori"
                     but: was "nor"
                """
        )
    }

    @Test func isCaseSensitiveAndSaysWhenOnlyCaseDiffers() {
        #expect(
            failureMessage("shio ramen with WAKAME", containsString("wakame")) == """
                Expected: a string containing "wakame"
                     but: was "shio ramen with WAKAME"
                          "WAKAME" at character 17 differs only in case
                """
        )
        #expect(
            failureMessage("STRASSE", containsString("straße")) == """
                Expected: a string containing "straße"
                     but: was "STRASSE"
                """
        )
    }

    @Test func comparesCharactersWithCanonicalEquivalence() {
        #expect(containsString("caf\u{E9}").matches("un cafe\u{301} noir") == .match)
        #expect(containsString("cafe\u{301}").matches("un caf\u{E9} noir") == .match)
        // "e" alone is not in "é".
        #expect(!containsString("e").matches("caf\u{E9}").isMatch)
        #expect(!containsString("e").matches("cafe\u{301}").isMatch)
        #expect(containsString("👩").matches("a 👩 b") == .match)
        #expect(!containsString("👩").matches("👨‍👩‍👧").isMatch)
    }

    @Test func saysWhenTheSubstringIsOnlyPartOfACharacter() {
        // The scalars are there, but inside a longer Character: an emoji in a ZWJ sequence, a
        // letter under a combining accent. The two lines alone read as a match.
        #expect(
            failureMessage("👩‍💻 at work", containsString("👩")) == """
                Expected: a string containing "👩"
                     but: was "👩\\u{200D}💻 at work"
                          "👩" is only part of the character "👩\\u{200D}💻" at character 1, and characters compare whole
                """
        )
        #expect(
            failureMessage("un cafe\u{301} noir", containsString("cafe")) == """
                Expected: a string containing "cafe"
                     but: was "un café noir"
                          "cafe" is only part of the characters "café" at character 4, and characters compare whole
                """
        )
        // Found past the start of a later search only: the in-order search says where.
        #expect(
            failureMessage("miso 👨‍👩‍👧", containsStringsInOrder("miso", "👩")) == """
                Expected: a string containing in order ["miso", "👩"]
                     but: was "miso 👨\\u{200D}👩\\u{200D}👧"
                          found "miso" at character 1, but no "👩" after it
                          "👩" is only part of the character "👨\\u{200D}👩\\u{200D}👧" at character 6, and characters compare whole
                """
        )
        // A case hint comes first; a substring that is nowhere gets neither.
        #expect(
            failureMessage("WAKAME 👩‍💻", containsString("wakame")) == """
                Expected: a string containing "wakame"
                     but: was "WAKAME 👩\\u{200D}💻"
                          "WAKAME" at character 1 differs only in case
                """
        )
        #expect(
            failureMessage("👩‍💻", containsString("💻 ")) == """
                Expected: a string containing "💻 "
                     but: was "👩\\u{200D}💻"
                """
        )
    }

    @Test func worksOnSubstrings() {
        let lines = "shio ramen\nmiso ramen".split(separator: "\n")
        #expect(containsString("miso").matches(lines[1]) == .match)
        #expect(
            failureMessage(lines[0], containsString("MISO")) == """
                Expected: a string containing "MISO"
                     but: was "shio ramen"
                """
        )
    }
}

@Suite struct StringInOrderTests {
    @Test func matches() {
        #expect(containsStringsInOrder("boil", "drain", "serve").matches("boil, drain, serve") == .match)
        #expect(containsStringsInOrder("a", "a").matches("aa") == .match)
        #expect(containsStringsInOrder(["a", "b"]).matches("xaxbx") == .match)
        #expect(containsStringsInOrder().matches("") == .match)
        #expect(containsStringsInOrder([]).matches("anything") == .match)
        #expect(containsStringsInOrder("", "").matches("") == .match)
    }

    @Test func description() {
        #expect(
            containsStringsInOrder("boil", "serve").description
                == #"a string containing in order ["boil", "serve"]"#
        )
        #expect(containsStringsInOrder([]).description == "a string containing in order []")
    }

    @Test func firstSubstringMissing() {
        #expect(
            failureMessage("drain, serve", containsStringsInOrder("boil", "drain")) == """
                Expected: a string containing in order ["boil", "drain"]
                     but: was "drain, serve"
                          found no "boil"
                """
        )
    }

    @Test func laterSubstringOnlyBefore() {
        #expect(
            failureMessage("serve, then boil and drain", containsStringsInOrder("boil", "drain", "serve"))
                == """
                Expected: a string containing in order ["boil", "drain", "serve"]
                     but: was "serve, then boil and drain"
                          found "drain" at character 22, but no "serve" after it
                          "serve" is at character 1
                """
        )
        #expect(
            failureMessage("ba", containsStringsInOrder("a", "b")) == """
                Expected: a string containing in order ["a", "b"]
                     but: was "ba"
                          found "a" at character 2, but no "b" after it
                          "b" is at character 1
                """
        )
    }

    @Test func laterSubstringNowhere() {
        #expect(
            failureMessage("boil, serve", containsStringsInOrder(["boil", "drain", "serve"])) == """
                Expected: a string containing in order ["boil", "drain", "serve"]
                     but: was "boil, serve"
                          found "boil" at character 1, but no "drain" after it
                """
        )
    }

    @Test func substringsDoNotOverlap() {
        #expect(
            failureMessage("abc", containsStringsInOrder("ab", "bc")) == """
                Expected: a string containing in order ["ab", "bc"]
                     but: was "abc"
                          found "ab" at character 1, but no "bc" after it
                          "bc" is at character 2
                """
        )
        #expect(!containsStringsInOrder("a", "a").matches("a").isMatch)
    }

    @Test func isCaseSensitive() {
        // SwiftHamcrest's version ignores case silently; this one does not, and says so.
        #expect(!containsStringsInOrder("a", "b").matches("ABC").isMatch)
        #expect(
            failureMessage("ABC", containsStringsInOrder("a", "b")) == """
                Expected: a string containing in order ["a", "b"]
                     but: was "ABC"
                          found no "a"
                          "A" at character 1 differs only in case
                """
        )
        #expect(
            failureMessage("aBc", containsStringsInOrder("a", "b")) == """
                Expected: a string containing in order ["a", "b"]
                     but: was "aBc"
                          found "a" at character 1, but no "b" after it
                          "B" at character 2 differs only in case
                """
        )
    }

    @Test func comparesCharactersWithCanonicalEquivalence() {
        #expect(
            containsStringsInOrder("caf\u{E9}", "cr\u{E8}me").matches("cafe\u{301} cre\u{300}me") == .match)
        #expect(
            failureMessage("cafe\u{301}", containsStringsInOrder("caf", "e")) == """
                Expected: a string containing in order ["caf", "e"]
                     but: was "café"
                          found "caf" at character 1, but no "e" after it
                          "e" is only part of the character "é" at character 4, and characters compare whole
                """
        )
    }

    @Test func positionsCountCharacters() {
        #expect(
            failureMessage("👨‍👩‍👧 miso, shio", containsStringsInOrder("shio", "miso")) == """
                Expected: a string containing in order ["shio", "miso"]
                     but: was "👨\\u{200D}👩\\u{200D}👧 miso, shio"
                          found "shio" at character 9, but no "miso" after it
                          "miso" is at character 3
                """
        )
    }

    @Test func worksOnSubstrings() {
        let lines = "GET /menu 200\nGET /order 500".split(separator: "\n")
        let matcher: Matcher<Substring> = containsStringsInOrder("GET", "200")
        #expect(matcher.matches(lines[0]) == .match)
        #expect(
            failureMessage(lines[1], containsStringsInOrder(["GET", "200"])) == """
                Expected: a string containing in order ["GET", "200"]
                     but: was "GET /order 500"
                          found "GET" at character 1, but no "200" after it
                """
        )
    }
}
