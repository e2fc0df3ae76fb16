import Matchers
import Testing

/// Strings that differ only in how their lines end, shown as a `-` / `+` pair of a diff (an element,
/// a dictionary's value or key, a set's element): the pair is kept, and a note under its second line
/// names the difference, which a line cut at the compact width may not show. The one change of a
/// message, said on one line, gets the note under that line.
@Suite struct LineBreakNotesTests {
    @Test func anElementThatDiffersOnlyInItsLineEndings() {
        #expect(
            failureMessage(["shio\r\nmiso", "shoyu"], equalTo(["shio\nmiso", "shoyu"])) == #"""
                Expected: ["shio\nmiso", "shoyu"]
                     but: was ["shio\r\nmiso", "shoyu"]
                          differs at index 0: expected "shio\nmiso", found "shio\r\nmiso"
                            differs only in line endings: expected \n line endings, found \r\n
                """#
        )
    }

    @Test func anElementThatDiffersOnlyInItsFinalLineBreak() {
        #expect(
            failureMessage(["shio"], equalTo(["shio\n"])) == #"""
                Expected: ["shio\n"]
                     but: was ["shio"]
                          differs at index 0: expected "shio\n", found "shio"
                            differs only in the final line break: expected \n at the end, found none
                """#
        )
    }

    /// Other changes are shown by the two lines themselves: no note.
    @Test func elementsThatDifferOtherwiseGetNoNote() {
        #expect(
            failureMessage(["miso"], equalTo(["shio\n"])) == #"""
                Expected: ["shio\n"]
                     but: was ["miso"]
                          differs at index 0: expected "shio\n", found "miso"
                """#
        )
        #expect(
            describeDifference(["shio\n"], ["miso"])?.description == #"""
                differs at index 0 (- expected, + actual):
                  - "shio\n"
                  + "miso"
                """#
        )
    }

    @Test func aDictionaryValue() {
        #expect(
            failureMessage(["bowl": "shio\r\nmiso"], equalTo(["bowl": "shio\nmiso"])) == #"""
                Expected: ["bowl": "shio\nmiso"]
                     but: was ["bowl": "shio\r\nmiso"]
                          differs at ["bowl"]: expected "shio\nmiso", found "shio\r\nmiso"
                            differs only in line endings: expected \n line endings, found \r\n
                """#
        )
    }

    /// A key that sorts before the one it replaces: the note goes under the later line of the pair.
    @Test func aDictionaryKeyAndASetElementListedBeforeTheOneTheyReplace() {
        #expect(
            failureMessage(["shio": 1], equalTo(["shio\n": 1])) == #"""
                Expected: ["shio\n": 1]
                     but: was ["shio": 1]
                          differs in 2 entries (- expected, + actual):
                            + "shio": 1
                            - "shio\n": 1
                                differs only in the final line break: expected \n at the end, found none
                """#
        )
        #expect(
            failureMessage(Set(["shio", "miso"]), equalTo(Set(["shio\n", "miso"]))) == #"""
                Expected: ["miso", "shio\n"]
                     but: was ["miso", "shio"]
                          differs in 2 elements (- expected, + actual):
                            + "shio"
                            - "shio\n"
                                differs only in the final line break: expected \n at the end, found none
                """#
        )
    }

    @Test func aSetElementInsideAValue() {
        struct Bowl: Equatable { var toppings: Set<String> }
        #expect(
            failureMessage(Bowl(toppings: ["nori"]), equalTo(Bowl(toppings: ["nori\r\n"]))) == #"""
                Expected: Bowl(toppings: ["nori\r\n"])
                     but: was Bowl(toppings: ["nori"])
                          differs at toppings (- expected, + actual):
                              Bowl(
                                toppings: [
                            +     "nori"
                            -     "nori\r\n"
                                    differs only in the final line break: expected \r\n at the end, found none
                                ]
                              )
                """#
        )
    }
}
