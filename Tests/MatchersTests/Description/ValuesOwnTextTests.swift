import Testing

@testable import Matchers

/// A value whose description holds a quote and an unclosed parenthesis.
private struct Size: Hashable, CustomStringConvertible {
    let inches: Int
    var description: String { "\(inches)\" (approx" }
}

/// A value whose description opens a bracket it never closes.
private struct Tag: Hashable, CustomStringConvertible {
    let number: Int
    var description: String { "[tag \(number)" }
}

/// A value whose description holds a comma.
private struct Money: Hashable, CustomStringConvertible {
    let thousands: Int
    var description: String { "\(thousands),000 USD" }
}

/// A value whose description holds a comma and an unclosed parenthesis.
private struct Estimate: Hashable, CustomStringConvertible {
    let thousands: Int
    var description: String { "\(thousands),000 USD (or so" }
}

/// An account whose balances are estimates.
private struct Account: Equatable {
    var balances: [Estimate]
}

/// A struct holding a tag.
private struct Item: Hashable {
    let tag: Tag
    let count: Int
}

/// A dictionary key whose long description holds a bracket, a parenthesis and quotes.
private struct LongKey: Hashable, CustomStringConvertible {
    let number: Int
    var description: String { "[key \(number) (of the \"long\" kind, with a tail that goes on" }
}

/// A generic type, whose name holds a comma.
private struct Pair<First: Hashable, Second: Hashable>: Hashable {
    let first: First
    let second: Second
}

/// A compact line reads brackets, quotes and commas only where the renderer wrote them: a value's
/// own text (a description, a type's name) is text, whatever it holds. Before, the cut read
/// `5" (approx` as the start of a string literal and a parenthesis, and closed levels that were
/// never opened; it counted the comma of `1,000 USD` as one between two elements.
@Suite struct ValuesOwnTextTests {
    @Test func aQuoteOrAParenthesisInADescriptionOpensNothing() {
        let sizes = (0..<30).map(Size.init)
        // Before: `[0" (approx, 1" (approx, … 5" (approx, …), …), …), …]`.
        #expect(
            failureMessage(["k": sizes, "j": sizes], equalTo(["k": sizes])) == """
                Expected: ["k": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)]]
                     but: was ["j": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)], …(1 more)]
                          differs in 1 entry (- expected, + actual):
                            + "j": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, 5" (approx, …(24 more)]
                """
        )
        // As keys: before, the two head lines read the same.
        let one = [Size(inches: 1): sizes]
        var two = one
        two[Size(inches: 2)] = sizes
        #expect(
            failureMessage(two, equalTo(one)) == """
                Expected: [1" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)]]
                     but: was [1" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)], …(1 more)]
                          differs in 1 entry (- expected, + actual):
                            + 2" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, 5" (approx, …(24 more)]
                """
        )
    }

    @Test func aBracketInADescriptionOpensNothing() {
        let tags = (0..<30).map(Tag.init)
        // Before: `[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, […], …], …], …], …], …], …], …]`.
        #expect(
            failureMessage([tags, tags], equalTo([tags])) == """
                Expected: [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]]
                     but: was [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]
                              ]
                """
        )
    }

    @Test func aCommaInADescriptionOrATypeNameSeparatesNothing() {
        let amounts = (0..<40).map(Money.init)
        // Before: `…, 5,000 USD, 6, …(36 more)]`: half an element, and two too many counted.
        #expect(
            failureMessage([amounts, amounts], equalTo([amounts])) == """
                Expected: [[0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, …(34 more)]]
                     but: was [[0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, …(34 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, 6,000 USD, …(33 more)]
                              ]
                """
        )
        let pairs = (0..<40).map { Pair(first: $0, second: "x") }
        // Before: `…, Pair<Int, …(40 more)]`, cut inside a type's name.
        #expect(
            failureMessage([pairs, pairs], equalTo([pairs])) == """
                Expected: [[Pair<Int, String>(first: 0, second: "x"), …(39 more)]]
                     but: was [[Pair<Int, String>(first: 0, second: "x"), …(39 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [Pair<Int, String>(first: 0, second: "x"), …(39 more)]
                              ]
                """
        )
    }

    /// A matcher's description that lists values (its matchers' descriptions) marks them too.
    @Test func aListOfMatchersOnTheExpectedLineReadsItsValuesAsText() {
        let tags = (0..<30).map(Tag.init)
        // Before: `[[tag 0, [tag 1, [tag 2, [tag 3, …], …], …], …], …]`.
        let inOrder = failureMessage(Array(tags.reversed()), contains(tags.map { equalTo($0) })) ?? ""
        #expect(
            inOrder.hasPrefix(
                """
                Expected: a sequence containing exactly [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, …(24 more)]
                     but: was [[tag 29, [tag 28, [tag 27, [tag 26, [tag 25, [tag 24, [tag 23, [tag 22, …(22 more)]
                          differs in order: the same 30 elements in another order:
                """))
        let items = (0..<12).map { Item(tag: Tag(number: $0), count: $0) }
        var other = items
        other[5] = Item(tag: Tag(number: 5), count: 99)
        // Before: `[Item(tag: [tag 0, count: 0), …], …), …]`.
        #expect(
            failureMessage(other, containsInAnyOrder(items)) == """
                Expected: a sequence containing in any order [Item(tag: [tag 0, count: 0), …(11 more)]
                     but: was [Item(tag: [tag 0, count: 0), Item(tag: [tag 1, count: 1), …(10 more)]
                          missing 1 of 12:
                            - Item(tag: [tag 5, count: 5)
                          unexpected 1 of 12 items:
                            - item 5 was Item(tag: [tag 5, count: 99)
                              closest: Item(tag: [tag 5, count: 5)
                              but: differs at count: expected 5, found 99
                """
        )
        // `pointwise` cuts its lines around the item that differs, as `contains` does; a part of
        // `allOf` is cut as its own message cuts it.
        #expect(
            failureMessage(other, pointwise(items) { equalTo($0) })?.hasPrefix(
                """
                Expected: a sequence matching item by item […(5 more), Item(tag: [tag 5, count: 5), …(6 more)]
                     but: was […(5 more), Item(tag: [tag 5, count: 99), …(6 more)]
                """) == true)
        #expect(
            failureMessage(other, allOf(contains(items.map { equalTo($0) })))?.hasPrefix(
                """
                Expected: all of:
                            - a sequence containing exactly […(5 more), Item(tag: [tag 5, count: 5), …(6 more)]
                     but: was […(5 more), Item(tag: [tag 5, count: 99), …(6 more)]
                """) == true)
    }

    @Test func aLongKeyInAPathIsCutBetweenItsWords() {
        // Before: the path and the lines showed the key whole, 53 characters, past the 30 a key
        // takes in a path and the 48 it takes on a compact line.
        #expect(
            failureMessage(
                [LongKey(number: 1): 1, LongKey(number: 2): 3],
                equalTo([LongKey(number: 1): 1, LongKey(number: 2): 2]))
                    == """
                    Expected: [[key 2 (of the "long" kind, with a tail that…: 2, …(1 more)]
                         but: was [[key 2 (of the "long" kind, with a tail that…: 3, …(1 more)]
                              differs at [[key 2 (of the "long" kind,…]: expected 2, found 3
                    """
        )
        struct Holder: Equatable {
            var counts: [LongKey: Int]
            var version = 0
        }
        let expected = Holder(counts: [LongKey(number: 1): 1, LongKey(number: 2): 2])
        let actual = Holder(counts: [LongKey(number: 1): 1, LongKey(number: 2): 3], version: 1)
        #expect(
            failureMessage(actual, equalTo(expected))?.contains(
                #"differs at counts[[key 2 (of the "long" kind,…], version (- expected, + actual):"#) == true)
    }

    @Test func anItemCutToItsRoomIsCutBetweenTheWordsOfItsOwnText() {
        struct Badge: Equatable, CustomStringConvertible {
            let number: Int
            var description: String {
                "[badge \(number) \"x\" (with, a, long, tail, of, words, that, goes, on, and, on, and, on)"
            }
        }
        struct Entry: Equatable {
            let badge: Badge
            let note: String
        }
        let expected = (0..<8).map { Entry(badge: Badge(number: $0), note: "note \($0)") }
        var actual = expected
        actual[5] = Entry(badge: Badge(number: 55), note: "note 5")
        // Before, the cut ended `(with, a, …), …])`, closing a list never opened. A property whose
        // own text is too long for the room is cut between its words.
        let message = failureMessage(actual, contains(expected.map { equalTo($0) })) ?? ""
        #expect(
            message.hasPrefix(
                """
                Expected: a sequence containing exactly […(5 more), Entry(badge: [badge 5 "x" (with, a,…), …(2 more)]
                     but: was […(5 more), Entry(badge: [badge 55 "x" (with, a, long, tail, of, words, that,…), …(2 more)]
                """))
    }

    /// A combining mark right after a literal's quote, an escape, or where a description starts
    /// would join the character before it: the quote, the `n` of `\n`, the `[` of a list.
    @Test func aCombiningMarkThatWouldJoinTheSyntaxBeforeItIsSpelledOut() {
        struct Note: Equatable, CustomStringConvertible {
            let text: String
            var description: String { text }
        }
        #expect(renderValue("\u{301}e") == #""\u{301}e""#)
        #expect(renderValue("a\n\u{301}b") == #""a\n\u{301}b""#)
        #expect(renderValue(Character("\u{301}")) == #""\u{301}""#)
        // Where it joins a letter, it is the accent the string means.
        #expect(renderValue("cafe\u{301}") == "\"cafe\u{301}\"")
        #expect(renderValue([Note(text: "\u{301}x (y")]) == #"[\u{301}x (y]"#)
        let notes = (0..<50).map { Note(text: "\u{301}note \($0) (x") }
        // Before: `[́note 0 (x, ́note 1 (x, ́note 2 (x, ́note 3…`: the list's bracket took the accent,
        // and the cut, which no longer saw a bracket, closed nothing.
        #expect(
            failureMessage(Array(notes.reversed()), contains(notes.map { equalTo($0) }))?.hasPrefix(
                """
                Expected: a sequence containing exactly [\\u{301}note 0 (x, \\u{301}note 1 (x, …(48 more)]
                     but: was [\\u{301}note 49 (x, \\u{301}note 48 (x, \\u{301}note 47 (x, \\u{301}note 46 (x, …(46 more)]
                """) == true)
        #expect(
            failureMessage("\u{301}f", equalTo("\u{301}e")) == """
                Expected: "\\u{301}e"
                     but: was "\\u{301}f"
                          differs at character 2: expected "e", found "f"
                """
        )
    }

    @Test func aMultiLineDescriptionKeepsEachLinesMarks() {
        // `[x` of the second line is a value's own text, `(` of the first is the syntax.
        let first = "(" + String(repeating: "a, ", count: 40) + "b)"
        let second = "[x " + String(repeating: "y ", count: 60)
        let text = first + "\n" + second
        let secondStart = first.utf8.count + 1
        let marked = MessageLayout.compactDescription(
            MarkedText(text, opaqueRanges: [secondStart..<(secondStart + 2)]))
        let lines = marked.text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(", …)"))
        // Read as text, `[x` opens no list: the line is cut at a space, with no `]` after it.
        #expect(lines[1].hasSuffix("y…"))
        #expect(MessageLayout.compactDescription(text).split(separator: "\n")[1].hasSuffix("]"))
    }

    @Test func aLongDescriptionAloneIsStillCutBetweenItsWords() {
        struct Note: Equatable, CustomStringConvertible {
            let text: String
            var description: String { text }
        }
        let words = Array(repeating: "(miso \"shio\"", count: 12).joined(separator: " ")
        let line = MessageLayout.compactRendering(Note(text: words))
        // At the last space that fits, as before; the quotes and parentheses are left as written.
        #expect(line == String(repeating: #"(miso "shio" "#, count: 7) + "(miso…")
        #expect(line.count <= MessageLayout.compactWidth)
    }

    /// A matcher whose description wraps another's (`has`, `allOf`, `hasEntry`) cuts its own line
    /// from the inner matcher's compact line with the marks of what that line keeps. Before, the
    /// marks were lost there, and the second cut read the values' own text as syntax.
    @Test func aMatcherAroundAnotherCutsTheInnerLineWithItsMarks() {
        let balances = (0..<40).map(Estimate.init)
        var changed = balances
        changed[39] = Estimate(thousands: 7)
        // Before: `has balance in dollars [0, …]`, cut inside `0,000 USD` and with no count; then
        // `[0,000 USD (or so, 1,000 USD (or so, 2,000 USD (or so, …(37 more)]`, cut from the front.
        // The inner line is `equalTo`'s own, cut around the difference with the values' own text.
        #expect(
            failureMessage(
                Account(balances: changed), has("balance in dollars", \.balances, equalTo(balances)))
                    == """
                    Expected: has balance in dollars […(39 more), 39,000 USD (or so]
                         but: was Account(balances: [0,000 USD (or so, 1,000 USD (or so, 2,000 USD (or so, …(37 more)])
                              balance in dollars was […(39 more), 7,000 USD (or so]
                                differs at index 39: expected 39,000 USD (or so, found 7,000 USD (or so
                    """
        )
        let tags = (0..<30).map(Tag.init)
        var retagged = tags
        retagged[29] = Tag(number: 99)
        let hasTags = has("the tags of the box", \[Tag].self, equalTo(tags))
        // Before: `- has the tags of the box [[tag 0, [tag 1, [tag 2, [tag 3, […], …], …], …], …], …]`,
        // lists that were never opened closed on a line the list item's indentation made too long;
        // then the list cut from the front, `[[tag 0, …, [tag 5, …(24 more)]`.
        #expect(
            failureMessage(retagged, allOf(hasCount(30), hasTags)) == """
                Expected: all of:
                            - a collection with count 30
                            - has the tags of the box […(29 more), [tag 29]
                     but: was [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]
                          failed 1 of 2:
                            - has the tags of the box […(29 more), [tag 29]
                              but: the tags of the box was […(29 more), [tag 99]
                                     differs at index 29: expected [tag 29, found [tag 99
                """
        )
        // The key matcher's value is marked too. Before: `[[tag 1: has the tags of the box [[tag 0, …], …]]]`;
        // then `[[tag 1: has the tags of the box [[tag 0, [tag 1, …(28 more)]]`, the value matcher's
        // line cut from the front. It is the line its own message shows, cut around the difference.
        let line =
            "Expected: a dictionary containing [[tag 1: has the tags of the box […(29 more), [tag 29]]"
        #expect(
            failureMessage([Tag(number: 1): retagged], hasEntry(equalTo(Tag(number: 1)), hasTags))?
                .hasPrefix(line + "\n") == true)
    }

    @Test func aListItemIndentedUnderAnotherKeepsItsMarks() {
        let text = MarkedText("a\n[b (c\nd", opaqueRanges: [2..<7, 8..<9])
        let indented = text.indentingContinuationLines(by: 4)
        #expect(indented.text == "a\n    [b (c\n    d")
        #expect(indented.opaqueRanges == [6..<11, 16..<17])
        // A `\r\n` starts no line, as the layout indents it.
        let crlf = MarkedText("[a\r\nb", opaqueRanges: [0..<5])
        #expect(crlf.indentingContinuationLines(by: 2).opaqueRanges == [0..<5])
    }

    /// Descriptions that show another matcher's (`everyItem`, `onlyContains`, `not`, `anyOf`) keep
    /// the marks of the values they show, and a rejected item's bullet is cut in the room its words
    /// leave from the item's rendering, not cut again from a line that lost them.
    @Test func aDescriptionAroundAnotherMatchersKeepsTheValuesMarks() {
        let tags = (0..<30).map(Tag.init)
        var retagged = tags
        retagged[29] = Tag(number: 99)
        // Before: `every item is [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, […], …], …], …], …], …], …]`,
        // and the item's bullet the same; the bullet is now cut around the difference, as the
        // message's own value lines are.
        #expect(
            failureMessage([retagged], everyItem(equalTo(tags))) == """
                Expected: every item is [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]
                     but: was [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]]
                          failed 1 of 1 item:
                            - item 0 was […(29 more), [tag 99]
                              but: differs at index 29: expected [tag 29, found [tag 99
                """
        )
        // Before: `a sequence containing only [[[tag 0, [tag 1, [tag 2, […], …], …], …], …], …]`.
        #expect(
            failureMessage([retagged], onlyContains(equalTo(tags)))?.split(separator: "\n").first
                == "Expected: a sequence containing only [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, …(24 more)]]"
        )
        let notTags = MessageLayout.compactDescription(not(equalTo(tags)).core.describeMarked())
        #expect(
            notTags.text
                == "not [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]")
    }

    /// The counts of lists cut short are read from their marks: the renderer's, a list of
    /// matchers', and the cut's own, which a second cut of its line counts again.
    @Test func aListsCountIsReadFromItsMark() {
        let rendering = ValueRenderer.renderMarked(Array(0..<1_000))
        // 218 numbers fill the rendering's 1,000 bytes.
        #expect(rendering.marks.map(\.kind) == [.leftOut(782)])
        let line = MessageLayout.compactLine(marked: rendering)
        #expect(
            line.text
                == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, …(978 more)]"
        )
        #expect(line.marks.map(\.kind) == [.leftOut(978)])
        // Cut again, narrower: counted from the mark.
        let narrower = MessageLayout.compactLine(marked: line, width: 40)
        #expect(narrower.text == "[0, 1, 2, 3, 4, 5, …(994 more)]")
        // A description of its own that reads `…(3 more)` is an element, not a count. (Read as
        // text, it counted four more.)
        let words = String(repeating: "a", count: 20)
        let own = MarkedText("[\(words), \(words), …(3 more)]", opaqueRanges: [45..<56])
        #expect(MessageLayout.compactLine(marked: own, width: 45).text == "[\(words), …(2 more)]")
        // A count cut in two is no count.
        #expect(TextMark.clipped(line.marks, to: 0..<(line.text.utf8.count - 5)).isEmpty)
    }

    /// A list of matchers on a compact line is built from each matcher's compact description, so
    /// that it closes and counts what it leaves out however long an element's description is.
    /// Before, it was cut from the full description, whose first element was cut at the length
    /// limit with `…(truncated)`, and ended `…), …]`, uncounted.
    @Test func aListOfLongDescriptionsCountsWhatItLeavesOut() {
        let items = (0..<30).map {
            ModelItem(sku: "SKU-\($0)", quantity: 5, tags: ["gamma98", "beta39", "delta44", "eta92"])
        }
        let box = ModelBox(name: "alpha55", items: items, meta: ["k1": 1])
        var changed = box
        changed.items[20].quantity = 6
        #expect(
            failureMessage([box, changed], containsInAnyOrder(box, box))?.hasPrefix(
                """
                Expected: a sequence containing in any order [ModelBox(name: "alpha55", …), …(1 more)]
                """) == true)
        let firstLine =
            failureMessage([box, box], hasItems(box, changed))?.split(separator: "\n").first ?? ""
        #expect(firstLine.hasPrefix(#"Expected: a sequence containing all of [ModelBox(name: "alpha55", "#))
        #expect(firstLine.hasSuffix("), …(1 more)]"))
    }

    /// Two compact lines that differ only in their lists' counts read alike, told by the counts'
    /// marks, not by reading digits back: every count may differ (the text was read up to the
    /// first differing count and compared after it), and a value's own `…(3 more)` is no count.
    @Test func linesThatDifferOnlyInTheirCountsReadAlike() {
        let expected = MessageLayout.compactLine(marked: ValueRenderer.renderMarked([Array(0..<100), [1]]))
        let actual = MessageLayout.compactLine(
            marked: ValueRenderer.renderMarked([Array(0..<101), [1], [2]]))
        #expect(expected.text != actual.text)
        #expect(expected.textWithoutCounts == actual.textWithoutCounts)
        let words = String(repeating: "a", count: 20)
        let own = MarkedText("[\(words), …(3 more)]", opaqueRanges: [23..<34])
        #expect(own.textWithoutCounts == own.text)
        // In a message: the lines cut from the front, `[[0, 1, …(79 more)], …(5 more)]` against
        // `[[0, 1, …(80 more)], …(6 more)]`, read alike, and give way to the lines of the walk
        // around the differences (seven, too many for one line: the first list cut short).
        let message = failureMessage(
            Array(repeating: Array(0..<101), count: 7), equalTo(Array(repeating: Array(0..<100), count: 6)))
        #expect(
            message?.hasPrefix(
                """
                Expected: [[0, 1, 2, 3, 4, 5, 6, 7, 8, …(91 more)], …(5 more)]
                     but: was [[0, 1, 2, 3, 4, 5, 6, 7, 8, …(92 more)], …(6 more)]
                """) == true)
    }

    /// `hasEntries` lists its entries with the marks of their keys' and values' own text, and
    /// `containsInAnyOrder`'s `closest:` line above a diff is cut with its marks, around the
    /// difference from the item above it. Before, both were cut from text that had lost them, and closed lists
    /// that were never opened: `closest: [[tag 0 (, [tag 1 (, [tag 2 (, [tag 3 (, …), …], …), …], …]`.
    @Test func entriesAndTheClosestMatcherKeepTheirMarks() {
        let tags = (0..<30).map(Tag.init)
        var retagged = tags
        retagged[29] = Tag(number: 99)
        #expect(
            failureMessage([1: retagged], hasEntries([1: tags]))?.hasPrefix(
                "Expected: a dictionary containing [1: [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, …(25 more)]]\n"
            )
                == true)
        // The item and its closest value are cut around where they differ, each element of the
        // lists read as its own text.
        let message = failureMessage([retagged], containsInAnyOrder(equalTo(tags))) ?? ""
        #expect(
            message.hasSuffix(
                """

                            - item 0 was […(29 more), [tag 99]
                              closest: […(29 more), [tag 29]
                              but: differs at index 29: expected [tag 29, found [tag 99
                """))
    }

    /// Two values shown by long descriptions that differ are cut around where they differ on the
    /// head lines, as two strings are: cut from their start, the two lines read the same.
    @Test func twoLongDescriptionsThatDifferAreCutAroundTheDifference() {
        let text =
            "remember to buy the long list of groceries (milk, eggs, bread) before the shop closes at nine"
        let card = Card(notes: [Note(text: text)], id: 1, main: Note(text: text))
        var longer = card
        longer.notes = [Note(text: text + "!")]
        // Before: `Card(notes: […(1 more)], …)` on both lines.
        #expect(
            failureMessage(longer, equalTo(card))?.hasPrefix(
                """
                Expected: Card(notes: […closes at nine], …)
                     but: was Card(notes: […closes at nine!], …)

                """) == true)
        var changed = card
        changed.main = Note(
            text:
                "remember to buy the long list of groceries (milk, ham, bread) before the shop closes at nine"
        )
        // Before: `Card(…, main: remember to buy the long list of groceries…)` on both lines.
        #expect(
            failureMessage(changed, equalTo(card))?.hasPrefix(
                """
                Expected: Card(…, main: …(milk, eggs, bread) before the shop closes at…)
                     but: was Card(…, main: …(milk, ham, bread) before the shop closes at…)

                """) == true)
    }

    /// A description of several lines is cut around the difference on its line, and never cut
    /// between its words past a line break: a compact line is one line.
    @Test func aDescriptionOfSeveralLinesIsCutOnTheLineThatDiffers() {
        let text =
            "remember to buy the long list\nof groceries (milk, eggs, bread)\nbefore the shop closes at nine"
        let card = Card(notes: [Note(text: text)], id: 1, main: Note(text: "m"))
        var changed = card
        changed.notes = [
            Note(
                text:
                    "remember to buy the long list\nof groceries (milk, ham, bread)\nbefore the shop closes at nine"
            )
        ]
        #expect(
            failureMessage(changed, equalTo(card))?.hasPrefix(
                """
                Expected: Card(notes: […(milk, eggs, bread)…], …)
                     but: was Card(notes: […(milk, ham, bread)…], …)

                """) == true)
    }

    /// A list whose first element is a value's own text too long for the line is cut between that
    /// element's words, the elements after it counted, rather than showing none of them; a cut
    /// inside a string literal that would keep none of it is not made.
    @Test func aListsFirstElementTooLongIsCutBetweenItsWords() {
        let text =
            "remember to buy the long list of groceries (milk, eggs, bread) before the shop closes at nine"
        let card = Card(
            notes: [Note(text: text), Note(text: "short"), Note(text: "x")], id: 1, main: Note(text: "m"))
        var other = card
        other.notes[2] = Note(text: "y")
        // Before: `has notes […(1 more)]` and `Card(notes: […(3 more)], …)`.
        #expect(
            failureMessage(other, has(\.notes, equalTo([Note(text: text)])))?.hasPrefix(
                """
                Expected: has notes [remember to buy the long list of groceries (milk, eggs, bread) before…]
                     but: was Card(notes: [remember to buy the long list of groceries (milk, eggs, bread)…, …(2 more)], …)

                """) == true)
        // Before: `["…"]`, a cut inside the key that kept none of it.
        #expect(
            failureMessage(["k": Note(text: text + "!")], equalTo(["k": Note(text: text)]))?.hasPrefix(
                """
                Expected: ["k": \(text)]
                     but: was ["k": remember to buy the long list of groceries (milk, eggs, bread) before the…]

                """) == true)
    }
}

/// A value shown by its description.
private struct Note: Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// A card of notes.
private struct Card: Equatable {
    var notes: [Note]
    var id: Int
    var main: Note
}

extension ValuesOwnTextTests {
    /// The descriptions of `isIn`, `hasKey`, `hasValue` and the comparisons keep the marks of the
    /// values and matchers they show, for the cut of a line that holds them (a part of `allOf`
    /// above a diff). Read as text, `[tag 0` opened a list.
    @Test func descriptionsThatShowAValueOrAMatcherKeepTheirMarks() {
        struct Rank: Comparable, CustomStringConvertible {
            let number: Int
            var description: String { "[rank \(number) (of " + String(repeating: "many, ", count: 20) }
            static func < (left: Rank, right: Rank) -> Bool { left.number < right.number }
        }
        let tags = (0..<30).map(Tag.init)
        let lines = [
            isIn([tags]).core.describeMarked(),
            (hasKey(equalTo(tags)) as Matcher<[[Tag]: Int]>).core.describeMarked(),
            (hasValue(equalTo(tags)) as Matcher<[Int: [Tag]]>).core.describeMarked(),
            greaterThan(Rank(number: 1)).core.describeMarked(),
        ].map { MessageLayout.compactDescription($0).text }
        #expect(
            lines == [
                "one of [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, …(22 more)]]",
                "a dictionary with key [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, …(23 more)]",
                "a dictionary with value [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, …(24 more)]",
                "a value greater than [rank 1 (of many, many, many, many, many, many, many, many, many, many, many,…",
            ])
    }
}
