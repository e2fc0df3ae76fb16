import Matchers
import Testing

/// A custom matcher's reason built from the catalog's parts is laid out as a built-in one's: a diff
/// inside makes the value lines compact, lists are bulleted and cut, failed parts say `but:`.
@Suite struct ReasonPartsTests {
    struct Book: Equatable {
        var title: String
        var pages: Int
        var notes: String
    }

    static let emma = Book(title: "Emma", pages: 474, notes: String(repeating: "a long note ", count: 10))

    /// A matcher of a reader's own: the title, then the whole book.
    static func sameBook(as expected: Book) -> Matcher<Book> {
        Matcher("the book \(expected.title)") { actual in
            if actual == expected { return .match }
            return .mismatch(
                .failedItem(
                    "the same book", because: describeDifference(expected, actual) ?? "was another book"))
        }
    }

    @Test func aDiffInsideAFailedItemMakesTheValueLinesCompact() {
        var other = Self.emma
        other.pages = 475
        let message = Self.sameBook(as: Self.emma).failureMessage(for: other)
        #expect(
            message == """
                Expected: the book Emma
                     but: was Book(title: "Emma", pages: 475, notes: "a long note a long note a long note a long note a lon…")
                          the same book
                          but: differs at pages: expected 474, found 475
                """)
    }

    /// The same failure with its reason flattened to text, as `MessageLayout`'s strings give it:
    /// the value line is not compact.
    @Test func theSameReasonAsTextKeepsTheFullValueLine() {
        var other = Self.emma
        other.pages = 475
        let flattened = Matcher<Book>("the book Emma") { actual in
            .mismatch(
                MatchResult.Reason(
                    MessageLayout.failedItem("the same book", reason: describeDifference(Self.emma, actual))))
        }
        let message = flattened.failureMessage(for: other) ?? ""
        #expect(
            message.contains(
                "notes: \"a long note a long note a long note a long note a long note a long note"))
        #expect(!message.contains("a lon…\")"))
    }

    @Test func aTextReasonKeepsTheFullValueLine() {
        let matcher = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch(.lines(["odd", ""]))
        }
        #expect(matcher.failureMessage(for: 3) == "Expected: an even number\n     but: was 3\n          odd")
        #expect(!MatchResult.Reason.lines(["odd"]).includesDifference)
        #expect(MatchResult.Reason.lines(["odd", .difference("differs at x")]).includesDifference)
    }

    /// Words about the matcher (it cannot be used as written) make the value lines compact, at any
    /// depth, and are no diff.
    @Test func wordsAboutTheMatcherMakeTheValueLinesCompact() {
        let pageSize = 0
        let matcher = Matcher<Book>("pages of \(pageSize)") { _ in
            .mismatch(.aboutTheMatcher("the page size \(pageSize) is not positive, so no value matches"))
        }
        #expect(
            matcher.failureMessage(for: Self.emma) == """
                Expected: pages of 0
                     but: was Book(title: "Emma", pages: 474, notes: "a long note a long note a long note a long note a lon…")
                          the page size 0 is not positive, so no value matches
                """)
        let nested = MatchResult.Reason.failedItem(
            "pages of 0", because: .aboutTheMatcher("no value matches"))
        #expect(!nested.includesDifference)
        #expect(MatchResult.Reason.aboutTheMatcher("a").description == "a")
    }

    @Test func listsAreBulletedAndCutAfterTheLimit() {
        let items = (1...12).map { MatchResult.Reason("\"page \($0)\"") }
        let reason = MatchResult.Reason.list("missing 12 of 12:", items)
        #expect(
            reason.description == """
                missing 12 of 12:
                  - "page 1"
                  - "page 2"
                  - "page 3"
                  - "page 4"
                  - "page 5"
                  - "page 6"
                  - "page 7"
                  - "page 8"
                  - "page 9"
                  - "page 10"
                  - …(2 more)
                """)
    }

    @Test func indentedAndLabelledPartsAlignTheirLines() {
        let reason = MatchResult.Reason.lines([
            "2 pages differ:", .indented("page 3 was blank\npage 9 was torn", by: 2),
            .labelled("title ", "was \"Dune\"\nexpected \"Emma\""),
        ])
        #expect(
            reason.description == """
                2 pages differ:
                  page 3 was blank
                  page 9 was torn
                title was "Dune"
                      expected "Emma"
                """)
    }

    @Test func aFailedItemWithoutAReasonIsItsDescription() {
        #expect(
            MatchResult.Reason.failedItem("a title of \"Emma\"", because: nil).description
                == "a title of \"Emma\"")
        #expect(
            MatchResult.Reason.failedItem("a title of \"Emma\"", because: "was \"Dune\"").description
                == "a title of \"Emma\"\nbut: was \"Dune\"")
    }
}
