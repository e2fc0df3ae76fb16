import Matchers
import Testing

/// `equalTo` on multi-line strings: a line diff, `-` expected and `+` actual, unchanged runs folded.
@Suite struct DiffLineTests {
    /// One line changed, inserted or removed: the message says it on one line under the two
    /// values; the reason keeps the line diff (the tests below read it).
    @Test func oneChangedLine() {
        #expect(
            failureMessage("shio\nmisu\nshoyu", equalTo("shio\nmiso\nshoyu")) == """
                Expected: "shio\\nmiso\\nshoyu"
                     but: was "shio\\nmisu\\nshoyu"
                          differs at line 2: expected "miso", found "misu"
                """
        )
        #expect(
            failureMessage("shio\nmiso\nnori\nshoyu", equalTo("shio\nmiso\nshoyu")) == """
                Expected: "shio\\nmiso\\nshoyu"
                     but: was "shio\\nmiso\\nnori\\nshoyu"
                          differs at line 3: inserted "nori"
                """
        )
        #expect(
            failureMessage("shio\nshoyu", equalTo("shio\nmiso\nshoyu")) == """
                Expected: "shio\\nmiso\\nshoyu"
                     but: was "shio\\nshoyu"
                          differs at line 2: removed "miso"
                """
        )
        // Two changed lines, or line endings named, keep the line diff.
        #expect(
            failureMessage("shio\nmisu\nshoyo", equalTo("shio\nmiso\nshoyu"))?.contains(
                "differs at line 2 (- expected, + actual):") == true)
        #expect(
            failureMessage("shio\r\nmisu\r\nshoyu", equalTo("shio\nmiso\nshoyu"))?.contains(
                "differs at line 2 (- expected, + actual):") == true)
    }

    @Test func longUnchangedRunsAreFolded() {
        let expected = (1...50).map { "bowl \($0)" }.joined(separator: "\n")
        let actual = expected.replacingLine("bowl 25", with: "bowl twenty-five")
        #expect(
            reason(actual, expected) == """
                differs at line 25 (- expected, + actual):
                  … 22 unchanged lines
                    "bowl 23"
                    "bowl 24"
                  - "bowl 25"
                  + "bowl twenty-five"
                    "bowl 26"
                    "bowl 27"
                  … 23 unchanged lines
                """
        )
    }

    @Test func runsBetweenChangesKeepContextOnBothSides() {
        let expected = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingLine("line 2", with: "LINE 2").replacingLine(
            "line 11", with: "LINE 11")
        #expect(
            reason(actual, expected) == """
                differs at line 2 (- expected, + actual):
                    "line 1"
                  - "line 2"
                  + "LINE 2"
                    "line 3"
                    "line 4"
                  … 4 unchanged lines
                    "line 9"
                    "line 10"
                  - "line 11"
                  + "LINE 11"
                    "line 12"
                """
        )
    }

    @Test func aSingleHiddenLineIsShownNotFolded() {
        let expected = (1...4).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingLine("line 4", with: "LINE 4")
        #expect(
            reason(actual, expected) == """
                differs at line 4 (- expected, + actual):
                    "line 1"
                    "line 2"
                    "line 3"
                  - "line 4"
                  + "LINE 4"
                """
        )
    }

    @Test func insertedAndRemovedLines() {
        #expect(
            reason("shio\nshoyu\nmiso\ntonkotsu", "shio\nmiso\ntonkotsu\ntantanmen") == """
                differs at line 2 (- expected, + actual):
                    "shio"
                  + "shoyu"
                    "miso"
                    "tonkotsu"
                  - "tantanmen"
                """
        )
    }

    /// A string that is the other and a line break at its end: the line break is named, where a
    /// line diff would show an empty last line (`+ ""`) that reads like a blank line more.
    @Test func aFinalLineBreakAloneIsNamed() {
        #expect(
            reason("shio\nmiso\n", "shio\nmiso")
                == #"differs only in the final line break: expected none at the end, found \n"#)
        #expect(
            reason("shio\nmiso", "shio\nmiso\n")
                == #"differs only in the final line break: expected \n at the end, found none"#)
        #expect(
            reason("shio\r\nmiso\r\n", "shio\r\nmiso")
                == #"differs only in the final line break: expected none at the end, found \r\n"#)
        #expect(
            reason("shio", "shio\r")
                == #"differs only in the final line break: expected \r at the end, found none"#)
        #expect(
            reason("", "\n") == #"differs only in the final line break: expected \n at the end, found none"#)
        #expect(
            reason("done\n", "done")
                == #"differs only in the final line break: expected none at the end, found \n"#)
    }

    /// `\r` against `\r\n` at the end is another line ending, not a line break more (the two
    /// scalars are one Character).
    @Test func aCarriageReturnAgainstCRLFAtTheEndIsALineEnding() {
        #expect(
            reason("shio\r", "shio\r\n")
                == #"differs only in line endings: expected \r\n line endings, found \r"#)
    }

    /// Beside other changes, a final line break is named above the diff of the lines, which are
    /// compared without it: no empty last line (`+ ""`) that reads like a blank line more.
    @Test func aFinalLineBreakBesideOtherChangesIsNamedAboveTheDiff() {
        #expect(
            reason("shio\nmisu\n", "shio\nmiso") == #"""
                final line break: expected none at the end, found \n
                differs at line 2 (- expected, + actual):
                    "shio"
                  - "miso"
                  + "misu"
                """#
        )
        #expect(
            reason("shio\nmisu", "shio\nmiso\r\n") == #"""
                final line break: expected \r\n at the end, found none
                differs at line 2 (- expected, + actual):
                    "shio"
                  - "miso"
                  + "misu"
                """#
        )
        // One line break is final; the other ends an empty line, which the diff shows.
        #expect(
            reason("shio\nmiso\n\n", "shio\nmiso") == #"""
                final line break: expected none at the end, found \n
                differs at line 3 (- expected, + actual):
                    "shio"
                    "miso"
                  + ""
                """#
        )
    }

    /// Line endings and a final line break together, each named.
    @Test func lineEndingsAndAFinalLineBreakAreBothNamed() {
        #expect(
            reason("shio\nmiso", "shio\r\nmiso\r\n")
                == #"differs only in line endings and the final line break: expected \r\n line endings, found \n; expected \r\n at the end, found none"#
        )
        #expect(
            reason("shio\nmisu\n", "shio\r\nmiso") == #"""
                expected \r\n line endings, found \n
                final line break: expected none at the end, found \n
                differs at line 2 (- expected, + actual):
                    "shio"
                  - "miso"
                  + "misu"
                """#
        )
    }

    /// Lines that differ only in how they end are not listed line by line: the endings are named.
    @Test func lineEndingsAloneAreNamed() {
        #expect(
            reason("shio\r\nmiso", "shio\nmiso")
                == #"differs only in line endings: expected \n line endings, found \r\n"#)
        #expect(
            reason("shio\nmiso\n", "shio\r\nmiso\r\n")
                == #"differs only in line endings: expected \r\n line endings, found \n"#)
        #expect(
            reason("shio\rmiso", "shio\nmiso")
                == #"differs only in line endings: expected \n line endings, found \r"#)
    }

    @Test func otherLineEndingsAreNamedAboveTheDiffOfTheLines() {
        #expect(
            reason("shio\r\nmisu\r\nshoyu", "shio\nmiso\nshoyu") == #"""
                expected \n line endings, found \r\n
                differs at line 2 (- expected, + actual):
                    "shio"
                  - "miso"
                  + "misu"
                    "shoyu"
                """#
        )
    }

    /// A string whose lines end in several ways has no line ending of its own: each line shows its
    /// ending where it is not `\n`.
    @Test func mixedLineEndingsAreVisibleLineByLine() {
        #expect(
            reason("shio\r\nmiso\nshoyu", "shio\nmiso\nshoyu") == """
                differs at line 1 (- expected, + actual):
                  - "shio"
                  + "shio\\r\\n"
                    "miso"
                    "shoyu"
                """
        )
    }

    @Test func aFinalLineBreakOfAStringInsideAValue() {
        struct Note: Equatable { var text: String }
        #expect(
            reason(Note(text: "shio\nmiso\n"), Note(text: "shio\nmiso")) == #"""
                differs at text (- expected, + actual):
                    Note(
                      text: differs only in the final line break: expected none at the end, found \n
                    )
                """#
        )
        // The message says it on one line: the value lines write every line break.
        #expect(
            failureMessage(Note(text: "shio\nmiso\n"), equalTo(Note(text: "shio\nmiso"))) == #"""
                Expected: Note(text: "shio\nmiso")
                     but: was Note(text: "shio\nmiso\n")
                          differs at text only in the final line break: expected none at the end, found \n
                """#
        )
    }

    @Test func lineEndingsOfAStringInsideAValue() {
        struct Note: Equatable { var text: String }
        #expect(
            reason(Note(text: "shio\r\nmiso"), Note(text: "shio\nmiso")) == #"""
                differs at text (- expected, + actual):
                    Note(
                      text: differs only in line endings: expected \n line endings, found \r\n
                    )
                """#
        )
        #expect(
            failureMessage(Note(text: "shio\r\nmiso"), equalTo(Note(text: "shio\nmiso"))) == #"""
                Expected: Note(text: "shio\nmiso")
                     but: was Note(text: "shio\r\nmiso")
                          differs at text only in line endings: expected \n line endings, found \r\n
                """#
        )
        #expect(
            reason(Note(text: "shio\r\nmisu"), Note(text: "shio\nmiso")) == #"""
                differs at text (- expected, + actual):
                    Note(
                      text: differs at line 2 (expected \n line endings, found \r\n):
                        "shio"
                  -     "miso"
                  +     "misu"
                    )
                """#
        )
    }

    @Test func aFinalLineBreakBesideOtherChangesOfAStringInsideAValue() {
        struct Note: Equatable { var text: String }
        #expect(
            reason(Note(text: "shio\nmisu"), Note(text: "shio\nmiso\n")) == #"""
                differs at text (- expected, + actual):
                    Note(
                      text: differs at line 2 (final line break: expected \n at the end, found none):
                        "shio"
                  -     "miso"
                  +     "misu"
                    )
                """#
        )
    }

    @Test func trailingSpacesAndTabsAreVisible() {
        #expect(
            reason("shio \n\tmiso", "shio\n  miso") == """
                differs at line 1 (- expected, + actual):
                  - "shio"
                  - "  miso"
                  + "shio "
                  + "\\tmiso"
                """
        )
    }

    @Test func singleLineAgainstMultiLine() {
        #expect(
            reason("shio miso", "shio\nmiso") == """
                differs at line 1 (- expected, + actual):
                  - "shio"
                  - "miso"
                  + "shio miso"
                """
        )
    }

    @Test func canonicallyEquivalentLinesAreUnchanged() {
        #expect(
            reason("caf\u{E9}\nmiso", "cafe\u{301}\nshio") == """
                differs at line 2 (- expected, + actual):
                    "café"
                  - "shio"
                  + "miso"
                """
        )
    }

    @Test func longLinesAreCutAndShowTheirDifference() {
        let head = String(repeating: "x", count: 120)
        #expect(
            reason("a\n" + head + "1 tail", "a\n" + head + "2 tail") == """
                differs at line 2 (- expected, + actual):
                    "a"
                  - …"\(String(repeating: "x", count: 30))2 tail"
                  + …"\(String(repeating: "x", count: 30))1 tail"
                """
        )
        let long = String(repeating: "y", count: 150)
        #expect(
            reason("a\n" + long, "a\nb") == """
                differs at line 2 (- expected, + actual):
                    "a"
                  - "b"
                  + "\(String(repeating: "y", count: 100))"…
                """
        )
    }

    @Test func changedLinesAreCappedAtMaxReportedItems() {
        let expected = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let actual = (1...30).map { "LINE \($0)" }.joined(separator: "\n")
        let text = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 3)) {
            reason(actual, expected)
        }
        #expect(
            text == """
                differs at line 1 (- expected, + actual):
                  - "line 1"
                  - "line 2"
                  - "line 3"
                  …(57 more changed lines)
                """
        )
    }

    @Test func hugeMultiLineStringsGiveAShortMessageQuickly() {
        let expected = (0..<100_000).map { "line \($0)" }.joined(separator: "\n")
        let actual = (0..<100_000).map { "line \($0 * 7 % 100_000)" }.joined(separator: "\n")
        let text = reason(actual, expected) ?? ""
        #expect(text.hasPrefix("differs at line 2 (- expected, + actual, compared by position):"))
        #expect(text.count < 1_000)
    }

    /// The reason lines of `equalTo`'s failure message, unindented.
    /// `equalTo`'s reason: the diff, also where the message says its one change on one line.
    private func reason<Value: Equatable>(_ actual: Value, _ expected: Value) -> String? {
        describeDifference(expected, actual)?.description
    }
}

extension String {
    fileprivate func replacingLine(_ line: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == line ? replacement : String($0) }
            .joined(separator: "\n")
    }
}
