import Matchers
import Testing

/// `equalTo` on single-line strings: where the first difference is, and a caret window for long ones.
@Suite struct DiffStringTests {
    @Test func shortStringsSayWhereTheyDiffer() {
        #expect(
            failureMessage("chashu wakama", equalTo("chashu wakame")) == """
                Expected: "chashu wakame"
                     but: was "chashu wakama"
                          differs at character 13: expected "e", found "a"
                """
        )
    }

    @Test func firstCharacterDiffers() {
        #expect(
            failureMessage("miso", equalTo("shio")) == """
                Expected: "shio"
                     but: was "miso"
                          differs at character 1: expected "s", found "m"
                """
        )
    }

    @Test func actualEndsEarly() {
        #expect(
            failureMessage("chashu", equalTo("chashu wakame")) == """
                Expected: "chashu wakame"
                     but: was "chashu"
                          differs at character 7: expected " ", found the end of the string
                """
        )
    }

    @Test func actualGoesOn() {
        #expect(
            failureMessage("chashu!", equalTo("chashu")) == """
                Expected: "chashu"
                     but: was "chashu!"
                          differs at character 7: expected the end of the string, found "!"
                """
        )
    }

    @Test func emptyStrings() {
        #expect(
            failureMessage("", equalTo("a")) == """
                Expected: "a"
                     but: was ""
                          differs at character 1: expected "a", found the end of the string
                """
        )
        #expect(
            failureMessage("a", equalTo("")) == """
                Expected: ""
                     but: was "a"
                          differs at character 1: expected the end of the string, found "a"
                """
        )
        #expect(equalTo("").matches("") == .match)
    }

    @Test func canonicallyEquivalentStringsAreEqual() {
        // "é" precomposed (U+00E9) and decomposed ("e" + U+0301) are the same String.
        #expect(equalTo("caf\u{E9}").matches("cafe\u{301}") == .match)
        #expect(
            failureMessage("cafe\u{301}s", equalTo("caf\u{E9}")) == """
                Expected: "café"
                     but: was "cafés"
                          differs at character 5: expected the end of the string, found "s"
                """)
    }

    @Test func positionsCountCharactersNotScalars() {
        // "é" is one character, and so is a family emoji made of five scalars.
        #expect(
            failureMessage("caf\u{E9}", equalTo("cafe")) == """
                Expected: "cafe"
                     but: was "café"
                          differs at character 4: expected "e", found "é"
                """
        )
        #expect(
            failureMessage("👨‍👩‍👧 miso", equalTo("👨‍👩‍👧 shio")) == """
                Expected: "👨\\u{200D}👩\\u{200D}👧 shio"
                     but: was "👨\\u{200D}👩\\u{200D}👧 miso"
                          differs at character 3: expected "s", found "m"
                """
        )
    }

    @Test func invisibleCharactersAreSpelledOut() {
        #expect(
            failureMessage("a\u{200B}b", equalTo("ab")) == """
                Expected: "ab"
                     but: was "a\\u{200B}b"
                          differs at character 2: expected "b", found "\\u{200B}"
                """
        )
    }

    @Test func longStringsGetACaretWindow() {
        let expected = "Lorem ipsum dolor sit amet, consectetur adipiscang elit, sed do eiusmod tempor"
        let actual = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: "Lorem ipsum dolor sit amet, consectetur adipiscang elit, sed do eiusmod tempor"
                     but: was "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
                          differs at character 48: expected "a", found "i"
                            expected: …" sit amet, consectetur adipiscang elit, sed do eiusmod tempor"
                              actual: …" sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
                                                                      ^
                """
        )
    }

    @Test func caretWindowStopsBeforeACharacterTooLongToShow() {
        // One Character of 300 combining accents before the difference: the window shows what follows it.
        let heavy = "e" + String(repeating: "\u{301}", count: 300)
        let tail = String(repeating: "c", count: 40)
        let expected = "a" + heavy + "bc" + "x" + tail
        let actual = "a" + heavy + "bc" + "y" + tail
        let c30 = String(repeating: "c", count: 30)
        #expect(
            reason(actual, expected) == [
                #"differs at character 5: expected "x", found "y""#,
                #"  expected: …"bcx\#(c30)"…"#,
                #"    actual: …"bcy\#(c30)"…"#,
                String(repeating: " ", count: 12 + 2 + 2) + "^",
            ]
        )
    }

    @Test func caretWindowIsCutOnBothSides() {
        let expected = String(repeating: "a", count: 100) + "b" + String(repeating: "c", count: 100)
        let actual = String(repeating: "a", count: 100) + "x" + String(repeating: "c", count: 100)
        let a30 = String(repeating: "a", count: 30)
        let c30 = String(repeating: "c", count: 30)
        #expect(
            reason(actual, expected) == [
                #"differs at character 101: expected "b", found "x""#,
                #"  expected: …"\#(a30)b\#(c30)"…"#,
                #"    actual: …"\#(a30)x\#(c30)"…"#,
                String(repeating: " ", count: 12 + 2 + 30) + "^",
            ]
        )
    }

    @Test func caretWindowNearTheStartIsNotCut() {
        let expected = "ramen: shio, shoyu, miso, tonkotsu, tantanmen, tsukemen"
        let actual = "ramen: shoi, shoyu, miso, tonkotsu, tantanmen, tsukemen"
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: "ramen: shio, shoyu, miso, tonkotsu, tantanmen, tsukemen"
                     but: was "ramen: shoi, shoyu, miso, tonkotsu, tantanmen, tsukemen"
                          differs at character 10: expected "i", found "o"
                            expected: "ramen: shio, shoyu, miso, tonkotsu, tant"…
                              actual: "ramen: shoi, shoyu, miso, tonkotsu, tant"…
                                                ^
                """
        )
    }

    @Test func caretAlignsUnderEscapedAndWideCharacters() {
        // In the window: an escaped tab (two columns, `\t`) and six CJK characters (two each).
        let expected = "order number forty-two, please: \t醤油ラーメン shio with extra nori"
        let actual = "order number forty-two, please: \t醤油ラーメン miso with extra nori"
        #expect(
            reason(actual, expected) == [
                #"differs at character 41: expected "s", found "m""#,
                #"  expected: …"er forty-two, please: \t醤油ラーメン shio with extra nori""#,
                #"    actual: …"er forty-two, please: \t醤油ラーメン miso with extra nori""#,
                String(repeating: " ", count: 12 + 2 + 22 + 2 + 12 + 1) + "^",
            ]
        )
    }

    @Test func caretAlignsUnderWideCharactersAtTheStart() {
        let expected = "醤油ラーメン、味噌ラーメン、塩ラーメン、豚骨ラーメン、坦々麺、つけ麺、油そば、冷やし中華"
        let actual = "醤油ラーメン、味噌ラーメン、塩ラーメン、豚骨ラーメン、担々麺、つけ麺、油そば、冷やし中華"
        #expect(
            reason(actual, expected) == [
                #"differs at character 28: expected "坦", found "担""#,
                #"  expected: "醤油ラーメン、味噌ラーメン、塩ラーメン、豚骨ラーメン、坦々麺、つけ麺、油そば、冷やし"…"#,
                #"    actual: "醤油ラーメン、味噌ラーメン、塩ラーメン、豚骨ラーメン、担々麺、つけ麺、油そば、冷やし"…"#,
                String(repeating: " ", count: 12 + 1 + 27 * 2) + "^",
            ]
        )
    }

    @Test func substringsAreDiffedToo() {
        let actual = "xchashu wakama"[...].dropFirst()
        let expected = "ychashu wakame"[...].dropFirst()
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: "chashu wakame"
                     but: was "chashu wakama"
                          differs at character 13: expected "e", found "a"
                """
        )
    }

    @Test func optionalStringsAreDiffed() {
        #expect(
            failureMessage(Optional("miso"), equalTo(Optional("shio"))) == """
                Expected: "shio"
                     but: was "miso"
                          differs at character 1: expected "s", found "m"
                """
        )
        #expect(
            failureMessage(String?.none, equalTo(Optional("shio"))) == "Expected: \"shio\"\n     but: was nil"
        )
    }

    @Test func hugeStringsGiveAShortMessage() {
        let expected = String(repeating: "shio ", count: 200_000)
        let actual =
            String(repeating: "shio ", count: 100_000) + "miso " + String(repeating: "shio ", count: 99_999)
        let message = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(message.count < 2_500)
        #expect(message.contains("differs at character 500001: expected \"s\", found \"m\""))
    }

    /// The reason lines of `equalTo`'s failure message, unindented.
    private func reason(_ actual: String, _ expected: String) -> [String] {
        guard let message = failureMessage(actual, equalTo(expected)) else { return [] }
        return message.split(separator: "\n").dropFirst(2).map { String($0.dropFirst(10)) }
    }
}
