import Matchers
import Testing

private struct BadInput: Error {
    var code: Int
}

/// A value whose rendering spans lines.
private struct Receipt: CustomStringConvertible {
    var description: String { "2 x miso\n1 x shio" }
}

@Suite struct MessageLayoutTests {
    @Test func textColumnIsTheWidthOfExpected() {
        #expect(MessageLayout.textColumn == "Expected: ".count)
        #expect(MessageLayout.textColumn == "     but: ".count)
    }

    @Test func expectedAndActualOnTheirOwnLines() {
        #expect(
            MessageLayout.failure(expected: "2", actual: .value(3), reason: nil)
                == """
                Expected: 2
                     but: was 3
                """)
    }

    @Test func labelComesFirst() {
        #expect(
            MessageLayout.failure(label: "bowls", expected: "2", actual: .value(3), reason: nil)
                == """
                bowls
                Expected: 2
                     but: was 3
                """)
    }

    @Test func emptyLabelAndEmptyReasonAreLeftOut() {
        #expect(
            MessageLayout.failure(label: "", expected: "2", actual: .value(3), reason: "")
                == """
                Expected: 2
                     but: was 3
                """)
    }

    @Test func reasonGoesUnderTheActualValue() {
        #expect(
            MessageLayout.failure(
                expected: "a collection with count 3", actual: .value([1, 2]), reason: "count was 2")
                    == """
                    Expected: a collection with count 3
                         but: was [1, 2]
                              count was 2
                    """)
    }

    @Test func continuationLinesAlignWithTheTextColumn() {
        #expect(
            MessageLayout.failure(
                label: "order", expected: "all of:\n  - a\n  - b", actual: .value(Receipt()),
                reason: "first\nsecond")
                    == """
                    order
                    Expected: all of:
                                - a
                                - b
                         but: was 2 x miso
                              1 x shio
                              first
                              second
                    """)
    }

    @Test func multiLineLabelIsKeptAsWritten() {
        #expect(
            MessageLayout.failure(label: "line one\nline two", expected: "2", actual: .value(3), reason: nil)
                == """
                line one
                line two
                Expected: 2
                     but: was 3
                """)
    }

    @Test func thrownErrorsSayThrew() {
        #expect(
            MessageLayout.failure(expected: "2", actual: .thrown(BadInput(code: 7)), reason: nil)
                == """
                Expected: 2
                     but: threw BadInput(code: 7)
                """)
    }

    @Test func actualValuesAreRenderedLikeEverywhereElse() {
        #expect(
            MessageLayout.failure(expected: "nothing", actual: .value("tab\there"), reason: nil)
                == """
                Expected: nothing
                     but: was "tab\\there"
                """)
        #expect(
            MessageLayout.failure(expected: "nothing", actual: .value(Int?.none as Any), reason: nil)
                == """
                Expected: nothing
                     but: was nil
                """)
    }

    @Test func failureOfAMatcherIsNilWhenItMatches() {
        #expect(MessageLayout.failure(of: equalTo(3), for: 3) == nil)
        #expect(
            MessageLayout.failure(of: equalTo(3), for: 4, label: "bowls")
                == """
                bowls
                Expected: 3
                     but: was 4
                """)
    }

    @Test func indentingContinuationLines() {
        #expect(MessageLayout.indentingContinuationLines(of: "one line", by: 4) == "one line")
        #expect(MessageLayout.indentingContinuationLines(of: "a\nb\nc", by: 3) == "a\n   b\n   c")
        #expect(MessageLayout.indentingContinuationLines(of: "", by: 3) == "")
    }

    /// A blank line gets no padding; the line feed of a `\r\n` (one Character) starts no line, but
    /// a line feed after it does.
    @Test func indentingKeepsBlankLinesEmptyAndCRLFWhole() {
        #expect(MessageLayout.indentingContinuationLines(of: "a\n\nb\n", by: 2) == "a\n\n  b\n")
        #expect(MessageLayout.indentingContinuationLines(of: "a\r\nb", by: 2) == "a\r\nb")
        #expect(MessageLayout.indentingContinuationLines(of: "a\r\n\nb", by: 2) == "a\r\n\n  b")
        #expect(MessageLayout.indentingContinuationLines(of: "a\n\r\nb", by: 2) == "a\n  \r\nb")
        #expect(MessageLayout.indentingContinuationLines(of: "\n", by: 2) == "\n")
        #expect(MessageLayout.indentingContinuationLines(of: "é\nü", by: 1) == "é\n ü")
    }

    @Test func indentingEveryLine() {
        #expect(MessageLayout.indenting("a", by: 2) == "  a")
        #expect(MessageLayout.indenting("a\nb", by: 2) == "  a\n  b")
    }

    @Test func bullets() {
        #expect(MessageLayout.bullet("a") == "- a")
        #expect(MessageLayout.bullet("a\nb") == "- a\n  b")
    }

    @Test func failedItems() {
        #expect(MessageLayout.failedItem("a value less than 10", reason: nil) == "a value less than 10")
        #expect(MessageLayout.failedItem("a value less than 10", reason: "") == "a value less than 10")
        #expect(MessageLayout.failedItem("has age 3", reason: "age was 12") == "has age 3\nbut: age was 12")
        #expect(MessageLayout.failedItem("d", reason: "r1\nr2") == "d\nbut: r1\n     r2")
    }

    @Test func lists() {
        #expect(MessageLayout.list("any of:", []) == "any of:")
        #expect(MessageLayout.list("any of:", ["1", "2"]) == "any of:\n  - 1\n  - 2")
        #expect(
            MessageLayout.list("all of:", ["any of:\n  - 1\n  - 2", "3"])
                == """
                all of:
                  - any of:
                      - 1
                      - 2
                  - 3
                """)
    }

    @Test func cappedKeepsShortListsWhole() {
        let ten = (1...10).map(String.init)
        #expect(MessageLayout.capped(ten) == ten)
        #expect(MessageLayout.capped([]) == [])
    }

    @Test func cappedCountsTheRest() {
        let twelve = (1...12).map(String.init)
        #expect(MessageLayout.capped(twelve) == (1...10).map(String.init) + ["…(2 more)"])
    }

    @Test func cappedCountsItemsThatWereNeverBuilt() {
        MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 3)) {
            #expect(MessageLayout.capped(["a", "b", "c"], total: 50) == ["a", "b", "c", "…(47 more)"])
            #expect(MessageLayout.capped(["a", "b"], total: 5) == ["a", "b", "…(3 more)"])
            #expect(MessageLayout.capped(["a", "b"], total: 3) == ["a", "b"])
        }
    }
}

@Suite struct DescribeMismatchTests {
    @Test func withoutAMismatchDescription() {
        #expect(
            describeMismatch(12, "a value greater than 17", nil)
                == """
                Expected: a value greater than 17
                     but: was 12
                """)
    }

    @Test func withAMismatchDescription() {
        #expect(
            describeMismatch(3.5, "a value within 0.01 of 3.0", "differs by 0.5")
                == """
                Expected: a value within 0.01 of 3.0
                     but: was 3.5
                          differs by 0.5
                """)
    }

    @Test func emptyMismatchDescriptionPrintsNoLine() {
        #expect(
            describeMismatch(12, "a value greater than 17", "")
                == describeMismatch(12, "a value greater than 17", nil))
    }

    @Test func multiLineDescriptionAndMismatchAreIndented() {
        #expect(
            describeMismatch(
                12, "all of:\n  - a value greater than 0\n  - a value less than 10",
                "failed 1 of 2:\n  - a value less than 10")
                    == """
                    Expected: all of:
                                - a value greater than 0
                                - a value less than 10
                         but: was 12
                              failed 1 of 2:
                                - a value less than 10
                    """)
    }

    @Test func rendersTheValue() {
        #expect(
            describeMismatch(["wakame", "tamago"], "a sequence containing \"chashu\"", nil)
                == """
                Expected: a sequence containing "chashu"
                     but: was ["wakame", "tamago"]
                """)
        #expect(
            describeMismatch(Int?.none, "not nil", nil)
                == """
                Expected: not nil
                     but: was nil
                """)
    }

    @Test func agreesWithTheMatcherItDescribes() {
        let matcher = allOf(greaterThan(0), lessThan(10))
        guard case .mismatch(let reason) = matcher.matches(12) else {
            Issue.record("12 should not match")
            return
        }
        #expect(describeMismatch(12, matcher.description, reason) == failureMessage(12, matcher))
    }
}
