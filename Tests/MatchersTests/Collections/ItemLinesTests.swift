import Matchers
import Testing

/// Above a diff, the value lines of `contains`, `startsWith`, `endsWith` and `pointwise` are cut around the first
/// item that differs, so that they never both show the same first items while the change lies past
/// the cut (Docs/MessageFormat.md, "Around the item that differs").
@Suite struct ItemLinesTests {
    struct Item: Equatable {
        var id: Int
        var name: String
        var price: Int
    }

    static let items = (0..<8).map { Item(id: $0, name: "item number \($0)", price: $0 * 100) }
    static var changed: [Item] {
        var changed = items
        changed[5].price = 7
        return changed
    }

    /// The reason under the two lines, the same for every form.
    static let itemFive = """
                  item 5 was Item(id: 5, name: "item number 5", price: 7)
                    expected: Item(id: 5, name: "item number 5", price: 500)
                    but: differs at price: expected 500, found 7
        """

    @Test func containsCutsBothLinesAroundTheItem() {
        // They read `[Item(id: 0, name: "item number 0", price: 0), …(7 more)]` on both lines.
        let expected = """
            Expected: a sequence containing exactly […(5 more), Item(id: 5, name: "item number 5", price: 500), …(2 more)]
                 but: was […(5 more), Item(id: 5, name: "item number 5", price: 7), …(2 more)]
            """
        #expect(failureMessage(Self.changed, contains(Self.items)) == expected + "\n" + Self.itemFive)
        #expect(
            failureMessage(Self.changed, contains(Self.items.map { equalTo($0) })) == expected + "\n"
                + Self.itemFive)
    }

    @Test func startsWithCountsTheItemsAfterThePrefixOnTheActualLineOnly() {
        #expect(
            failureMessage(Self.changed, startsWith(Array(Self.items.prefix(7)))) == """
                Expected: a sequence starting with […(5 more), Item(id: 5, name: "item number 5", price: 500), _]
                     but: was […(5 more), Item(id: 5, name: "item number 5", price: 7), …(2 more)]

                """ + Self.itemFive
        )
    }

    @Test func endsWithNumbersTheExpectedItemWithinTheSuffix() {
        #expect(
            failureMessage(Self.changed, endsWith(Array(Self.items.suffix(4)))) == """
                Expected: a sequence ending with [_, Item(id: 5, name: "item number 5", price: 500), …(2 more)]
                     but: was […(5 more), Item(id: 5, name: "item number 5", price: 7), …(2 more)]

                """ + Self.itemFive
        )
    }

    struct Long: Equatable {
        var a: String
        var b: String
        var c: Int
    }

    @Test func anItemTooLongForItsRoomIsCutAroundItsDifferenceAsEqualToCutsIt() {
        let longs = (0..<5).map {
            Long(a: String(repeating: "x", count: 60) + "\($0)", b: String(repeating: "y", count: 60), c: $0)
        }
        var changed = longs
        changed[3].c = 99
        let message = failureMessage(changed + [longs[0]], contains(longs))
        // The item and what it was expected to be are cut the same way under the two lines: they
        // were shown whole, 140 bytes each, above a diff that says the same.
        #expect(
            message?.hasPrefix(
                """
                Expected: a sequence containing exactly […(3 more), Long(…, c: 3), _]
                     but: was […(3 more), Long(…, c: 99), …(2 more)]
                          item 3 was Long(…, c: 99)
                            expected: Long(…, c: 3)
                            but: differs at c: expected 3, found 99
                          unexpected 1 item from index 5:
                """) == true)
        #expect(
            failureMessage(changed, startsWith(Array(longs.prefix(4)))) == """
                Expected: a sequence starting with […(3 more), Long(…, c: 3)]
                     but: was […(3 more), Long(…, c: 99), _]
                          item 3 was Long(…, c: 99)
                            expected: Long(…, c: 3)
                            but: differs at c: expected 3, found 99
                """)
        #expect(
            failureMessage(changed, pointwise(longs) { equalTo($0) }) == """
                Expected: a sequence matching item by item […(3 more), Long(…, c: 3), _]
                     but: was […(3 more), Long(…, c: 99), _]
                          failed 1 of 5 items:
                            - item 3 was Long(…, c: 99)
                              expected: Long(…, c: 3)
                              but: differs at c: expected 3, found 99
                """)
        // `containsInAnyOrder`'s unexpected item and the closest value it was expected to be.
        #expect(
            failureMessage(changed, containsInAnyOrder(longs))?.hasSuffix(
                """
                          unexpected 1 of 5 items:
                            - item 3 was Long(…, c: 99)
                              closest: Long(…, c: 3)
                              but: differs at c: expected 3, found 99
                """) == true)
    }

    struct Profile: Equatable {
        var id: Int
        var name: String
        var bio: String
    }

    @Test func itemsThatDifferPastTheCutAreCutAroundTheirDifference() {
        // Both lines read `[_, Profile(id: 1, name: "user1", bio: "likes hiking and…"), _]`, and the
        // item's lines showed it whole, twice 900 bytes.
        let bio = String(repeating: "likes hiking and long walks on the beach; ", count: 20)
        let profiles = (0..<3).map { Profile(id: $0, name: "user\($0)", bio: bio) }
        var changed = profiles
        changed[1].bio += "!"
        #expect(
            failureMessage(changed, contains(profiles.map { equalTo($0) })) == """
                Expected: a sequence containing exactly [_, Profile(…, bio: …" and long walks on the beach; "), _]
                     but: was [_, Profile(…, bio: …" and long walks on the beach; !"), _]
                          item 1 was Profile(…, bio: …" and long walks on the beach; !")
                            expected: Profile(…, bio: …" and long walks on the beach; ")
                            but: differs at bio: expected …" and long walks on the beach; ", found …" and long walks on the beach; !"
                """)
    }

    @Test func aLineThatShowsWholeStaysWhole() {
        // Three short items fit whole on both lines: nothing is left out to cut around.
        #expect(
            failureMessage(["wakame", "tamago", "nori"], contains("wakame", "tamago", "naruto")) == """
                Expected: a sequence containing exactly ["wakame", "tamago", "naruto"]
                     but: was ["wakame", "tamago", "nori"]
                          item 2 was "nori"
                            expected: "naruto"
                            but: differs at character 2: expected "a", found "o"
                """
        )
        // Only the expected line is too long: the actual one stays whole.
        let text = String(repeating: "a very long string ", count: 6)
        let message = failureMessage(
            ["a", "c"], contains(equalToIgnoringCase(text), equalToIgnoringCase("b")))
        #expect(
            message?.hasPrefix(
                #"Expected: a sequence containing exactly [a string equal to "a very long string a very long string a ver…" ignoring case, _]"#
                    + "\n" + #"     but: was ["a", "c"]"#) == true)
    }

    @Test func anItemMatcherThatIsNoValueIsShownByItsDescription() {
        var renamed = Self.items
        renamed[5].name = "renamed"
        #expect(
            failureMessage(renamed, contains(Self.items.map { has(\Item.name, equalTo($0.name)) })) == """
                Expected: a sequence containing exactly […(5 more), has name "item number 5", …(2 more)]
                     but: was […(5 more), Item(id: 5, name: "renamed", price: 500), …(2 more)]
                          item 5 was Item(id: 5, name: "renamed", price: 500)
                            expected: has name "item number 5"
                            but: name was "renamed"
                                   differs at character 1: expected "i", found "r"
                """
        )
    }

    @Test func aMatcherThatDescribesItselfKeepsItsOwnLine() {
        // `describedAs` passes `contains`'s reason on, not its description: its line is its own.
        #expect(
            failureMessage(Self.changed, describedAs("the order's items", contains(Self.items)))?.hasPrefix(
                """
                Expected: the order's items
                     but: was [Item(id: 0, name: "item number 0", price: 0), …(7 more)]
                """) == true)
    }

    @Test func aSequenceOfUnknownLengthIsCutFromTheFront() {
        // `startsWith` reads no further than its prefix: how many items follow is not known.
        let message = failureMessage(AnySequence(Self.changed), startsWith(Array(Self.items.prefix(7))))
        #expect(
            message?.hasPrefix(
                """
                Expected: a sequence starting with [Item(id: 0, name: "item number 0", price: 0), …(6 more)]
                """) == true)
    }
}
