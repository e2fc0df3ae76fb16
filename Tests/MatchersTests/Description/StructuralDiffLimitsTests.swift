import Matchers
import TestSupport
import Testing

/// The structural diff's bounds (depth, number of changes, size, cycles), its compact value lines,
/// its public building block, and its laziness.
@Suite struct StructuralDiffLimitsTests {
    typealias User = Model.User

    /// Ann with every field changed.
    private var everythingChanged: User {
        var user = User.annChanged
        user.id = 8
        user.name = "Bob"
        user.email = "bob@example.com"
        user.address.street = "2 Side St"
        user.address.zip = "54321"
        user.tags = ["x"]
        return user
    }

    @Test func changesPastTheLimitAreCounted() {
        let text = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 3)) {
            failureMessage(everythingChanged, equalTo(User.ann))
        }
        #expect(
            text == """
                Expected: User(id: 7, name: "Ann", email: "ann@example.com", address: Address(street: "1 Main St", …), …)
                     but: was User(id: 8, name: "Bob", email: "bob@example.com", address: Address(street: "2 Side St", …), …)
                          differs at id, name, email and 4 more (- expected, + actual):
                              User(
                            -   id: 7
                            +   id: 8
                            -   name: "Ann"
                            +   name: "Bob"
                            -   email: "ann@example.com"
                            +   email: "bob@example.com"
                                …(4 more changed fields)
                              )
                """
        )
    }

    @Test func theHeaderListsPathsUpToTheLimitThenCounts() {
        let text = describeDifference(User.ann, everythingChanged)?.description ?? ""
        #expect(
            text.hasPrefix(
                "differs at id, name, email, address.street, address.city, address.zip, status, tags[0], tags[1], tags[2]"
                    + " and 1 more"
                    + " (- expected, + actual):\n"))
    }

    @Test func depthIsCappedAtMaxDepthAndTheOnePathBelowIsFollowed() {
        let expected = Model.Node(1, Model.Node(2, Model.Node(3, Model.Node(4, Model.Node(5)))))
        let actual = Model.Node(1, Model.Node(2, Model.Node(3, Model.Node(4, Model.Node(6)))))
        let text = MessageLimits.$current.withValue(MessageLimits(maxDepth: 2)) {
            describeDifference(expected, actual)
        }
        #expect(
            text == """
                differs at next.next.next.next.value (- expected, + actual):
                    Node(
                      value: 1
                      next: Node(
                        value: 2
                  -     next.next.next.value: 5
                  +     next.next.next.value: 6
                      )
                    )
                """
        )
    }

    @Test func aPathThatForksBelowMaxDepthIsMarkedAndSaidToDifferDeeper() {
        let expected = Model.Node(1, Model.Node(2, Model.Node(3, Model.Node(4, Model.Node(5)))))
        let actual = Model.Node(1, Model.Node(2, Model.Node(3, Model.Node(-4, Model.Node(6)))))
        let text = MessageLimits.$current.withValue(MessageLimits(maxDepth: 2)) {
            describeDifference(expected, actual)
        }
        #expect(
            text == """
                differs at next.next.next (- expected, + actual):
                    Node(
                      value: 1
                      next: Node(
                        value: 2
                  -     next.next: Node(value: 4, next: Node(value: 5, next: nil))
                  +     next.next: Node(value: -4, next: Node(value: 6, next: nil))
                          (differs deeper than 3 levels)
                      )
                    )
                """
        )
    }

    @Test func aTenThousandDeepListGivesAShortMessage() {
        var expected = Model.Node(0)
        var actual = Model.Node(0)
        for value in 1..<10_000 {
            expected = Model.Node(value, expected)
            actual = Model.Node(value == 1 ? -1 : value, actual)
        }
        let text = failureMessage(actual, equalTo(expected)) ?? ""
        // The one differing path is followed 64 levels down, then named in words; long paths are
        // cut in the middle.
        func nexts(_ count: Int) -> String { Array(repeating: "next", count: count).joined(separator: ".") }
        #expect(text.contains("differs at \(nexts(19))….\(nexts(20)) (- expected, + actual):"))
        #expect(text.contains("  \(nexts(9))….\(nexts(10)): differs deeper than 64 levels\n"))
        #expect(text.utf8.count < 8_192)
    }

    /// A one-change line names its path as the header does, cut in the middle past 200 characters:
    /// a linked list 50 nodes deep, whose path was 300 characters on the line.
    @Test func aOneChangeLineCutsALongPathAsTheHeaderDoes() {
        indirect enum List: Equatable {
            case node(Int, List)
            case end
        }
        func list(_ count: Int, last: Int) -> List {
            (0..<count).reversed().reduce(List.node(last, .end)) { .node($1, $0) }
        }
        let text = failureMessage(list(50, last: 2), equalTo(list(50, last: 1))) ?? ""
        let change = text.split(separator: "\n").last ?? ""
        #expect(change.hasPrefix("          differs at node.1.node.1."), "\(text)")
        #expect(change.hasSuffix(".node.1.node.0: expected 1, found 2"), "\(text)")
        #expect(change.contains("…"), "\(text)")
        #expect(change.count <= 10 + "differs at ".count + 200 + ": expected 1, found 2".count, "\(text)")
    }

    @Test func aMillionElementFieldGivesAShortMessage() {
        let expected = Model.Wrapper(values: Array(0..<1_000_000), label: "x")
        var actual = expected
        actual.values[500_000] = -1
        let text = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(
            text == """
                Expected: Wrapper(values: […(500000 more), 500000, …(499999 more)], …)
                     but: was Wrapper(values: […(500000 more), -1, …(499999 more)], …)
                          differs at values[500000]: expected 500000, found -1
                """
        )
    }

    @Test func aMillionChangedElementsAreCounted() {
        let expected = Model.Wrapper(values: Array(0..<1_000_000), label: "x")
        let actual = Model.Wrapper(values: Array((0..<1_000_000).reversed()), label: "y")
        let text = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(
            text.contains(
                "differs at values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7], values[8], values[9] and 999991 more"
            ))
        #expect(text.contains("      …(999990 more changed elements)\n"))
        #expect(text.contains("    …(1 more changed field)\n"))
        #expect(text.utf8.count < 8_192)
    }

    @Test func aSelfReferentialGraphEnds() {
        // Every node points at every node: the walk closes each cycle where it meets it.
        final class Graph: Equatable {
            var name: String
            var links: [Graph] = []
            init(_ name: String) { self.name = name }
            static func == (lhs: Graph, rhs: Graph) -> Bool {
                lhs.name == rhs.name && lhs.links.map(\.name) == rhs.links.map(\.name)
            }
        }
        func graph(_ names: [String]) -> Graph {
            let nodes = names.map(Graph.init)
            for node in nodes { node.links = nodes }
            return nodes[0]
        }
        let text = failureMessage(graph(["a", "b", "c", "d"]), equalTo(graph(["a", "b", "x", "d"]))) ?? ""
        // Every path to the renamed node that visits no node twice, each link back to a node on the
        // path shown as a cycle and not followed.
        #expect(
            text.contains(
                "differs at links[1].links[2].name, links[1].links[3].links[2].name, links[2].name, links[3].links[1].links[2].name, links[3].links[2].name (- expected, + actual):\n"
            ))
        #expect(text.contains("\n                  [0]: <cycle: Graph>\n"))
        #expect(!text.contains("differs deeper"))
        #expect(!text.contains("another order"))
        #expect(text.utf8.count < 8_192)
        // No line is marked as changed while it reads the same on both sides.
        let lines = text.split(separator: "\n").map { String($0) }
        for (removed, inserted) in zip(lines, lines.dropFirst()) where removed.hasPrefix("            - ") {
            #expect(removed.dropFirst(14) != inserted.dropFirst(14), "\(removed)")
        }
    }

    @Test func aLongReasonIsCutAtALine() {
        let reason = (1...2_000).map { "line \($0)" }.joined(separator: "\n")
        let text = describeMismatch(1, "one", MatchResult.Reason(reason))
        #expect(text.utf8.count < 6_100)
        #expect(text.hasSuffix("\n          …(1681 more lines)"))
    }

    // MARK: - Compact value lines

    @Test func compactLinesCutBetweenProperties() {
        #expect(
            MessageLayout.compactLine(renderValue(User.ann))
                == #"User(id: 7, name: "Ann", email: "ann@example.com", address: Address(street: "1 Main St", …), …)"#
        )
    }

    /// A cut whose list count overflows the line by less than the room the cut keeps for its
    /// levels falls at the same place once narrowed by the overflow alone: it is narrowed again
    /// until the count fits. (It read `[User(id: 0, …, email: "user0@example.com", …), …]`, 20
    /// users with no count.)
    @Test func aCountThatOverflowsIsMadeRoomForHoweverTheCutFalls() {
        let users = (0..<7).map {
            #"User(id: \#($0), name: "User \#($0)", email: "user\#($0)@example.com", "#
                + #"address: Address(street: "\#($0) Main Street", city: "Springfield"))"#
        }
        let description = "a sequence containing exactly [" + users.joined(separator: ", ") + ", …(13 more)]"
        #expect(
            MessageLayout.compactLine(description)
                == #"a sequence containing exactly [User(id: 0, name: "User 0", …), …(19 more)]"#
        )
    }

    /// A line cut before without a count (`…]`, where the count did not fit) is not counted again
    /// as if `…` were one element: `…(1 more)` would misstate it.
    @Test func aListCutWithoutItsCountIsNotCountedAgain() {
        let line =
            "cut again: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, "
            + "24, 25, 26, 27, 28, 29, 30, …]"
        let cut = MessageLayout.compactLine(line)
        #expect(cut.hasSuffix(", …]"))
        #expect(!cut.contains("more)"))
    }

    /// A set's elements are rendered apart to be sorted; on a compact line the ones past its width
    /// are elided as an array's are, so the list closes and is counted. (Twenty long elements read
    /// `[Row(id: 0, …), …]`: the rendering ran past its 1,000 bytes before the list closed.)
    @Test func aSetOfLongElementsIsCountedOnItsCompactLine() {
        struct Row: Hashable {
            var id: Int
            var text: String
        }
        let rows = Set((0..<20).map { Row(id: $0, text: String(repeating: "x", count: 80)) })
        #expect(
            MessageLayout.compactRendering(rows)
                == #"[Row(id: 0, text: "\#(String(repeating: "x", count: 65))…"), …(19 more)]"#
        )
    }

    @Test func compactLinesCountWhatAListLeavesOut() {
        #expect(
            MessageLayout.compactLine(renderValue(Array(0..<1_000)))
                == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, …(978 more)]"
        )
    }

    @Test func aListWhoseFirstElementIsCutStillCountsTheRest() {
        // A description with words after a value (`equalTo` with options) in a list of matchers:
        // the cut falls inside the first element, and the list still counts the one after it. (It
        // read `[LineItem(id: 9, sku: "A1", …)]`, as if the list held one element.)
        let description =
            #"a sequence containing exactly [LineItem(id: 9, sku: "A1", quantity: 3) ignoring LineItem.id, anything]"#
        // The words that end the element are kept: they say what the element means.
        #expect(
            MessageLayout.compactLine(description)
                == #"a sequence containing exactly [LineItem(id: 9, sku: "A1", …) ignoring LineItem.id, …(1 more)]"#
        )
        // Words after the last element: nothing more to count.
        #expect(
            MessageLayout.compactLine(
                #"a sequence containing exactly [LineItem(id: 9, sku: "A1", quantity: 3, note: "") ignoring LineItem.id]"#
            )
                == #"a sequence containing exactly [LineItem(id: 9, sku: "A1", …) ignoring LineItem.id]"#
        )
    }

    /// The words that end an element of a list cut inside it are kept, as a description's closing
    /// words are: a case-insensitive comparison never reads as a case-sensitive one, however long
    /// its text. (It read `[a string equal to "a very long string that goes on and on and …", …]`.)
    @Test func anElementCutInsideKeepsTheWordsThatEndIt() {
        let text =
            "a very long string that goes on and on and on and on and on and on, and on and on and on, "
            + "and then some more"
        let twoStrings: Matcher<[String]> = contains(equalToIgnoringCase(text), equalToIgnoringCase("b"))
        #expect(
            MessageLayout.compactLine(twoStrings.description)
                == #"a sequence containing exactly [a string equal to "a very long string that goes …" "#
                + #"ignoring case, …]"#
        )
        // Above a diff, the list is cut around the item that differs, the element's words kept.
        let expected =
            #"Expected: a sequence containing exactly [a string equal to "a very long string that goes on "#
            + #"and on and …" ignoring case, _]"# + "\n" + #"     but: was ["a", "c"]"#
        #expect(failureMessage(["a", "c"], twoStrings)?.hasPrefix(expected) == true)
        // A value's rendering has no such words: a cut inside an element ends the list as before,
        // counting the rest.
        #expect(
            MessageLayout.compactLine(renderValue([text, "b"]))
                == #"["a very long string that goes on and on and on and on and on and on, and on and on an…", "#
                + #"…(1 more)]"#
        )
    }

    /// An outer list's count that would not fit after the cut makes the cut shorter, so that the
    /// line still counts what it leaves out (it read `[[0, 1, …, 20, …(479 more)], …]`).
    @Test func anOuterListsCountShortensTheCut() {
        let rows = (0..<2_000).map { row in (0..<500).map { row * 1_000 + $0 } }
        #expect(
            MessageLayout.compactLine(renderValue(rows))
                == "[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, …(480 more)], "
                + "…(1999 more)]"
        )
    }

    @Test func aDescriptionsClosingWordsAreKeptAfterTheCut() {
        // Words after a description's last value change what the value means: the cut is made
        // before them, and they follow it. (They were cut off with the rest: `a string equal to
        // "SHIO…"` read as a case-sensitive expectation.)
        let shout = String(repeating: "SHIO RAMEN ", count: 12)
        #expect(
            MessageLayout.compactLine("a string equal to \(renderValue(shout)) ignoring case")
                == #"a string equal to "SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN S…" ignoring case"#
        )
        #expect(
            MessageLayout.compactLine(
                #"a sequence with an item matching Line(id: 2, sku: "A2", note: "a long note about the bowl of shio ramen") ignoring Line.id"#
            ) == #"a sequence with an item matching Line(id: 2, sku: "A2", …) ignoring Line.id"#
        )
        // Not words: a bracket after the last value, or more than 40 characters of text.
        let bracketed = #"a value like "\#(shout)" (see \#(shout))"#
        #expect(!MessageLayout.compactLine(bracketed).hasSuffix(")"))
        let talk = #"a string equal to "\#(shout)" "# + String(repeating: "and more words ", count: 4)
        #expect(MessageLayout.compactLine(talk).count <= MessageLayout.compactWidth)
        #expect(!MessageLayout.compactLine(talk).hasSuffix("words "))
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func matchersAroundAnOptionKeepItsWords() {
        let note = String(repeating: "shio ramen ", count: 12)
        #expect(
            failureMessage(note + "x", equalToIgnoringCase(note.uppercased() + "y")) == """
                Expected: a string equal to "SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN SHIO RAMEN S…" ignoring case
                     but: was "shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio ramen shio rame…"
                          differs at character 133: expected "y", found "x"
                            expected: …"O RAMEN SHIO RAMEN SHIO RAMEN y"
                              actual: …"o ramen shio ramen shio ramen x"
                                                                      ^
                """)
        struct Line: Equatable {
            var id: Int
            var sku: String
            var note: String
        }
        let line = Line(id: 1, sku: "A1", note: note)
        let expected = Line(id: 2, sku: "A2", note: note)
        let lines = [
            failureMessage([line], hasItem(equalTo(expected, ignoring: \Line.id))),
            failureMessage([line], everyItem(equalTo(expected, ignoring: \Line.id))),
            failureMessage([note + "x"], hasItem(equalToIgnoringCase(note + "y"))),
        ].map { $0?.split(separator: "\n").first.map(String.init) }
        #expect(
            lines == [
                // The inner description is cut to the room the words leave it, its closing words
                // kept (before, the line was cut as a whole, between fields: `Line(id: 2, sku: "A2", …)`).
                #"Expected: a sequence with an item matching Line(id: 2, sku: "A2", note: "shio ramen shio ramen shio ram…") ignoring Line.id"#,
                #"Expected: every item is Line(id: 2, sku: "A2", note: "shio ramen shio ramen shio ramen shio ramen shio …") ignoring Line.id"#,
                #"Expected: a sequence with an item matching a string equal to "shio ramen shio ramen shio ramen shio ramen s…" ignoring case"#,
            ])
    }

    @Test func aLongValueOnALineOfTheTreeIsCutWhereItReadsBest() {
        // An unchanged sibling longer than a line: its literal closed, after a line break when it
        // has one, and its lines counted as far as it was read (9.5 MB here), not cut at the width
        // with `…(truncated)`.
        struct Doc: Equatable {
            var body: String
            var version: Int
        }
        let menu = String(repeating: "bowl of shio ramen\n", count: 500_000)
        // (The message says its one change on one line, under value lines cut around it; the tree
        // is the reason's.)
        #expect(
            failureMessage(Doc(body: menu, version: 2), equalTo(Doc(body: menu, version: 1))) == """
                Expected: Doc(…, version: 1)
                     but: was Doc(…, version: 2)
                          differs at version: expected 1, found 2
                """)
        #expect(
            describeDifference(Doc(body: menu, version: 1), Doc(body: menu, version: 2))?.description == #"""
                differs at version (- expected, + actual):
                    Doc(
                      body: "bowl of shio ramen\nbowl of shio ramen\nbowl of shio ramen\n…" (at least 50 lines)
                  -   version: 1
                  +   version: 2
                    )
                """#)
        let line = String(repeating: "shio ", count: 400)
        #expect(
            describeDifference(Doc(body: line, version: 1), Doc(body: line, version: 2))?.description == """
                differs at version (- expected, + actual):
                    Doc(
                      body: "\(String(repeating: "shio ", count: 19))sh…"
                  -   version: 1
                  +   version: 2
                    )
                """)
    }

    @Test func compactLinesCutLongStringsAfterALineBreakAndCountTheLines() {
        let menu = (1...50).map { "bowl \($0): shio" }.joined(separator: "\n")
        #expect(
            MessageLayout.compactLine(renderValue(menu))
                == #""bowl 1: shio\nbowl 2: shio\nbowl 3: shio\nbowl 4: shio\nbowl 5: shio\nbowl 6: shio\n…" (50 lines)"#
        )
        #expect(MessageLayout.compactRendering(menu) == MessageLayout.compactLine(renderValue(menu)))
        // A rendering cut at the length limit does not know how many lines follow.
        let long = String(repeating: "shio\n", count: 300)
        #expect(MessageLayout.compactLine(renderValue(long)).hasSuffix(#"…" (at least 165 lines)"#))
        #expect(MessageLayout.compactRendering(long).hasSuffix(#"…" (301 lines)"#))
    }

    @Test func compactRenderingCutsAsTheFullRenderingWould() {
        // The compact line renders values nested past its width as `_`; the cut is the same as on
        // the whole value whenever the whole value fits in the rendering.
        let note = Model.Note(title: String(repeating: "t", count: 90), body: "b")
        let values: [Any] = [
            Model.User.ann,
            Array(0..<1_000),
            Model.Wrapper(values: Array(0..<40), label: "tail"),
            Model.Wrapper(values: [1, 2], label: String(repeating: "x", count: 120)),
            [note, note, note],
            ["k": Model.User.ann],
            Optional(Model.User.ann) as Any,
            (String(repeating: "a", count: 95), [1, 2, 3], Model.Payment.voucher(Model.User.ann.address)),
            // Non-ASCII before the width: counted by Characters, nothing is elided.
            Model.Note(title: String(repeating: "é", count: 95), body: String(repeating: "ü", count: 30)),
            // A line of emoji that fits is rendered whole, not cut at 250 bytes.
            [String(repeating: "🍜", count: 60), "b", "c"],
            // Non-ASCII only past the width: the renderer stops counting there and keeps eliding.
            (String(repeating: "a", count: 110), ["é", "🍜🍜", "ü"], Model.User.ann),
            Model.Note(title: String(repeating: "n", count: 98), body: "e\u{301}\u{301}🇫🇷 and more"),
            [String(repeating: "q", count: 97), "e\u{301}", "🍜", "tail"],
        ]
        for value in values {
            #expect(MessageLayout.compactRendering(value) == MessageLayout.compactLine(renderValue(value)))
        }
    }

    @Test func aLevelThatClosesFarPastTheWidthIsNotSaidToHaveMore() {
        // `Holder` has one property, whose value opens before the width and, rendered in full,
        // closes past the first 250 characters. With the values past the width written as `_`, the
        // cut sees `Holder` close, and does not claim that more properties follow.
        let holder = Holder(inner: Inner(text: String(repeating: "x", count: 70), numbers: Array(0..<60)))
        #expect(
            MessageLayout.compactRendering(holder)
                == #"Holder(inner: Inner(text: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…", …))"#
        )
        #expect(MessageLayout.compactRendering(holder) == MessageLayout.compactLine(renderValue(holder)))
        // The first 250 characters in full, as compact lines were rendered before, leave `Holder`
        // open, and the cut then says that more follows it.
        let first250 = String(renderValue(holder).prefix(250))
        #expect(MessageLayout.compactLine(first250).hasSuffix(#"…", …), …)"#))
    }

    @Test func compactLinesCutInsideAStringThatTakesTheLine() {
        let note = Model.Note(title: "t", body: String(repeating: "a", count: 300))
        #expect(
            MessageLayout.compactLine(renderValue(note)) == #"Note(title: "t", body: ""#
                + String(repeating: "a", count: 69) + #"…")"#)
    }

    @Test func compactLinesCountEscapedLineBreaks() {
        // `\u{2028}` is a line break of several characters, `\r\n` one line break of two escapes.
        let separated = (1...40).map { "line \($0)" }.joined(separator: "\u{2028}")
        #expect(
            MessageLayout.compactLine(renderValue(separated))
                == #""line 1\u{2028}line 2\u{2028}line 3\u{2028}line 4\u{2028}line 5\u{2028}line 6\u{2028}…" (40 lines)"#
        )
        let crlf = (1...40).map { "row \($0)" }.joined(separator: "\r\n")
        #expect(
            MessageLayout.compactLine(renderValue(crlf))
                == #""row 1\r\nrow 2\r\nrow 3\r\nrow 4\r\nrow 5\r\nrow 6\r\nrow 7\r\nrow 8\r\nrow 9\r\n…" (40 lines)"#
        )
    }

    @Test func compactLinesReadStringsAfterTheCutWhole() {
        // The commas and brackets inside the strings after the cut are not the list's.
        let pairs = (0..<30).map { "\($0), ]\($0)" }
        #expect(
            MessageLayout.compactLine(renderValue(pairs))
                == #"["0, ]0", "1, ]1", "2, ]2", "3, ]3", "4, ]4", "5, ]5", "6, ]6", "7, ]7", …(22 more)]"#)
        let nested = ([(0..<20).map { "x\($0)" }, ["]]", "y"]], 1)
        #expect(
            MessageLayout.compactLine(renderValue(nested))
                == #"([["x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", …(9 more)], …(1 more)], …)"#
        )
    }

    @Test func shortLinesAreKept() {
        #expect(MessageLayout.compactLine("Bowl(soup: .miso)") == "Bowl(soup: .miso)")
    }

    @Test func onlyReasonsWithADiffCompactTheValueLines() {
        // Whether a reason shows a diff is carried by the reason, at any depth, not read from its text.
        func showsDifference<T>(_ matcher: Matcher<T>, _ value: T) -> Bool {
            guard case .mismatch(let reason?) = matcher.matches(value) else { return false }
            return reason.showsDifference
        }
        #expect(showsDifference(equalTo(User.ann), User.annChanged))
        #expect(showsDifference(everyItem(equalTo("a")), ["b"]))
        #expect(showsDifference(allOf(hasCount(1), equalTo(["a"])), ["b", "c"]))
        #expect(!showsDifference(hasCount(3), [1, 2]))
        #expect(!showsDifference(closeTo(1.0, within: 0.1), 2.0))
        #expect(
            !showsDifference(
                Matcher<Int>("x") { _ in .mismatch("differs at city (- expected, + actual):") }, 1))
        #expect(MatchResult.Reason("differs at city") == "differs at city")
        // A reason without a diff keeps today's full rendering.
        let long = Array(0..<200)
        let text = failureMessage(long, hasCount(3)) ?? ""
        #expect(text.contains(renderValue(long)))
    }

    // MARK: - Building block and laziness

    @Test func describeDifferenceIsTheReasonEqualToGives() {
        #expect(describeDifference(User.ann, User.ann) == nil)
        #expect(describeDifference(3, 4) == nil)
        #expect(describeDifference(Model.Payment.cash, .card(number: "1", expiry: 1)) == nil)
        guard case .mismatch(let reason) = equalTo(User.ann).matches(User.annChanged) else {
            Issue.record("the users differ")
            return
        }
        #expect(describeDifference(User.ann, User.annChanged) == reason)
        #expect(describeDifference("shio", "miso") == #"differs at character 1: expected "s", found "m""#)
    }

    @Test func aPassingCheckBuildsNothingAndAFailingOneRendersLittle() {
        struct Bowl: Equatable {
            var soup: Counted
            var extras: [Counted]
        }
        let counter = CallCounter()
        let one = Counted(value: 1, counter: counter)
        let two = Counted(value: 2, counter: counter)
        #expect(
            failureMessage(Bowl(soup: one, extras: [one]), equalTo(Bowl(soup: one, extras: [one]))) == nil)
        #expect(
            not(equalTo(Bowl(soup: one, extras: [one]))).matches(Bowl(soup: two, extras: [one])) == .match)
        #expect(counter.count == 0)
        // Failing: the two value lines (two each), then the changed field, compared by its
        // description and shown (two each); the unchanged array is folded unrendered.
        #expect(
            failureMessage(Bowl(soup: two, extras: [one]), equalTo(Bowl(soup: one, extras: [one]))) != nil)
        #expect(counter.count == 8)
    }
}

private struct Holder {
    var inner: Inner
}

private struct Inner {
    var text: String
    var numbers: [Int]
}
