import Matchers
import Testing

@Suite struct HasItemTests {
    @Test func matchesWhenSomeItemMatches() {
        #expect(hasItem(greaterThan(3)).matches([1, 5]) == .match)
        #expect(hasItem("tamago").matches(["wakame", "tamago"]) == .match)
        #expect(verdictOnly([1, 5], hasItem(5)))
    }

    @Test func descriptions() {
        let byMatcher: Matcher<[Int]> = hasItem(greaterThan(3))
        let byValue: Matcher<[String]> = hasItem("tamago")
        #expect(byMatcher.description == "a sequence with an item matching a value greater than 3")
        #expect(byValue.description == #"a sequence containing "tamago""#)
    }

    @Test func oneItemMatchingAllOfReadsApartFromHasItems() {
        let oneItem: Matcher<[Int]> = hasItem(allOf(greaterThan(3), lessThan(10)))
        let anItemEach: Matcher<[Int]> = hasItems(greaterThan(3), lessThan(10))
        #expect(
            oneItem.description == """
                a sequence with an item matching all of:
                  - a value greater than 3
                  - a value less than 10
                """)
        #expect(
            anItemEach.description
                == "a sequence containing all of [a value greater than 3, a value less than 10]")
        #expect(oneItem.matches([1, 12]) != .match)
        #expect(anItemEach.matches([1, 12]) == .match)
    }

    @Test func mismatchWithoutReasonsShowsTheValueOnly() {
        #expect(!verdictOnly([1, 2], hasItem(greaterThan(3))))
        #expect(
            failureMessage([1, 2], hasItem(greaterThan(3))) == """
                Expected: a sequence with an item matching a value greater than 3
                     but: was [1, 2]
                """
        )
    }

    @Test func mismatchListsItemsWhenTheMatcherExplains() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([1, 3], hasItem(even)) == """
                Expected: a sequence with an item matching an even number
                     but: was [1, 3]
                          none of 2 items matched:
                            - item 0 was 1
                              but: remainder was 1
                            - item 1 was 3
                              but: remainder was 1
                """
        )
    }

    @Test func emptySequence() {
        #expect(
            failureMessage([Int](), hasItem(1)) == """
                Expected: a sequence containing 1
                     but: was []
                """
        )
    }

    @Test func arrayValueIsOneItemOfANestedSequence() {
        let matcher: Matcher<[[String]]> = hasItem(["a", "b"])
        #expect(matcher.matches([["x"], ["a", "b"]]) == .match)
        #expect(matcher.matches([["a"], ["b"]]) != .match)
    }

    // MARK: atIndex

    @Test func atIndexMatches() {
        #expect(hasItem(greaterThan(3), atIndex: 1).matches([1, 5]) == .match)
        #expect(hasItem("tamago", atIndex: 0).matches(["tamago", "wakame"]) == .match)
        #expect(hasItem(2, atIndex: 0).matches([1, 2, 3][1...]) == .match)
    }

    @Test func atIndexDescription() {
        let matcher: Matcher<[Int]> = hasItem(greaterThan(3), atIndex: 1)
        #expect(matcher.description == "a collection with a value greater than 3 at index 1")
    }

    @Test func atIndexMismatchNamesTheItem() {
        #expect(!verdictOnly([5, 2], hasItem(greaterThan(3), atIndex: 1)))
        #expect(
            failureMessage([5, 2], hasItem(greaterThan(3), atIndex: 1)) == """
                Expected: a collection with a value greater than 3 at index 1
                     but: was [5, 2]
                          item 1 was 2
                """
        )
    }

    @Test func atIndexShowsTheMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([4, 5], hasItem(even, atIndex: 1)) == """
                Expected: a collection with an even number at index 1
                     but: was [4, 5]
                          item 1 was 5
                            but: remainder was 1
                """
        )
    }

    @Test func atIndexOutOfRange() {
        #expect(
            failureMessage([5, 2], hasItem(5, atIndex: 2)) == """
                Expected: a collection with 5 at index 2
                     but: was [5, 2]
                          no index 2; count was 2
                """
        )
        #expect(
            failureMessage([Int](), hasItem(5, atIndex: -1)) == """
                Expected: a collection with 5 at index -1
                     but: was []
                          no index -1; count was 0
                """
        )
        #expect(!verdictOnly([5], hasItem(5, atIndex: Int.max)))
    }

    // MARK: hasItems

    @Test func hasItemsMatchesWhenEveryMatcherFindsAnItem() {
        #expect(hasItems("tamago", "wakame").matches(["wakame", "nori", "tamago"]) == .match)
        #expect(hasItems(["tamago"]).matches(["tamago", "tamago"]) == .match)
        #expect(hasItems(equalTo(1), greaterThan(5)).matches([9, 1]) == .match)
        #expect(hasItems([equalTo(1), greaterThan(5)]).matches([9, 1]) == .match)
        // Items may be shared.
        #expect(hasItems(1, 1).matches([1]) == .match)
        #expect(hasItems([Int]()).matches([]) == .match)
    }

    @Test func hasItemsDescription() {
        let matcher: Matcher<[String]> = hasItems(equalTo("tamago"), stringWithPrefix("waka"))
        #expect(
            matcher.description == #"a sequence containing all of ["tamago", a string with prefix "waka"]"#)
    }

    @Test func hasItemsReportsOnlyTheMissing() {
        #expect(!verdictOnly(["wakame", "tamago"], hasItems("tamago", "chashu", "nori")))
        #expect(
            failureMessage(["wakame", "tamago"], hasItems("tamago", "chashu", "nori")) == """
                Expected: a sequence containing all of ["tamago", "chashu", "nori"]
                     but: was ["wakame", "tamago"]
                          missing 2 of 3:
                            - "chashu"
                            - "nori"
                """
        )
        #expect(
            failureMessage(["tamago", "nori"], hasItems(equalTo("tamago"), stringWithPrefix("waka"))) == """
                Expected: a sequence containing all of ["tamago", a string with prefix "waka"]
                     but: was ["tamago", "nori"]
                          missing 1 of 2:
                            - a string with prefix "waka"
                """
        )
    }

    @Test func hasItemsOnEmptySequence() {
        #expect(
            failureMessage([Int](), hasItems(1)) == """
                Expected: a sequence containing all of [1]
                     but: was []
                          missing 1 of 1:
                            - 1
                """
        )
    }

    @Test func hasItemsArrayMeansElements() {
        let matcher: Matcher<[String]> = hasItems(["a", "b"])
        #expect(matcher.matches(["b", "c", "a"]) == .match)
        let nested: Matcher<[[String]]> = hasItems(["a", "b"])
        #expect(nested.matches([["a", "b"]]) == .match)
        #expect(nested.matches([["a"], ["b"]]) != .match)
    }

    @Test func hasItemsScalesByHashing() {
        var generator = SplitMix64(seed: 3)
        let values = Array(0..<10_000)
        #expect(hasItems(values).matches(values.shuffled(using: &generator)) == .match)
        #expect(verdictOnly(values.dropLast() + [-1], hasItems(values)) == false)
    }

    @Test func hasItemsStaysLinearOnValuesUnequalToThemselves() {
        let comparisons = DescriptionCounter()
        let values = Array(repeating: SelfUnequal(comparisons: comparisons), count: 2_000)
        #expect(!verdictOnly(values, hasItems(values)))
        #expect(comparisons.value < 20 * values.count)
    }

    @Test func anItemThatPrintsAsTheValueSaysWhyItDiffers() {
        // Before: `Expected: a sequence containing nan` / `but: was [1.0, nan]` and nothing more.
        #expect(
            failureMessage([1.0, .nan], hasItem(Double.nan)) == """
                Expected: a sequence containing nan
                     but: was [1.0, nan]
                          no item is equal; one prints alike:
                            - item 1 was nan
                              but: NaN is not equal to itself
                """)
        // A set numbers its items as it prints them.
        #expect(
            failureMessage(Set([.nan, 3.0, 1.0]), hasItem(Double.nan)) == """
                Expected: a sequence containing nan
                     but: was [1.0, 3.0, nan]
                          no item is equal; one prints alike:
                            - item 2 was nan
                              but: NaN is not equal to itself
                """)
        // A description that hides a field.
        #expect(
            failureMessage([Ticket(id: 1, seat: "3A")], hasItem(Ticket(id: 1, seat: "3B"))) == """
                Expected: a sequence containing Ticket 1
                     but: was [Ticket 1]
                          no item is equal; one prints alike:
                            - item 0 was Ticket 1
                              but: differs at seat: expected "3B", found "3A"
                """)
        // Nothing prints alike: the two lines say it all, as before.
        #expect(
            failureMessage([1, 2], hasItem(3)) == "Expected: a sequence containing 3\n     but: was [1, 2]")
    }

    /// An item that differs from the value in a few places is shown with its diff, the value lines
    /// cut around it. Before: the two lines only, each whole value up to 1,000 bytes, to be compared
    /// by eye.
    @Test func theClosestItemShowsWithItsDiff() {
        let rob = Resident(id: 2, name: "Rob", city: "Bergen")
        let bob = Resident(id: 2, name: "Bob", city: "Bergen")
        let expected = """
            Expected: a sequence containing Resident(id: 2, name: "Bob", city: "Bergen")
                 but: was [Resident(id: 1, name: "Ann", city: "Oslo"), Resident(id: 2, name: "Rob", city: "Bergen")]
                      no item is equal; the closest:
                        - item 1 was Resident(id: 2, name: "Rob", city: "Bergen")
                          but: differs at name: expected "Bob", found "Rob"
            """
        #expect(failureMessage([Resident.ann, rob], hasItem(bob)) == expected)
        #expect(failureMessage([Resident.ann, rob], hasItem(equalTo(bob))) == expected)
        // Inside `allOf`, the part says it.
        #expect(
            failureMessage([Resident.ann, rob], allOf(hasItem(bob), hasCount(2))) == """
                Expected: all of:
                            - a sequence containing Resident(id: 2, name: "Bob", city: "Bergen")
                            - a collection with count 2
                     but: was [Resident(id: 1, name: "Ann", city: "Oslo"), Resident(id: 2, name: "Rob", city: "Bergen")]
                          failed 1 of 2:
                            - a sequence containing Resident(id: 2, name: "Bob", city: "Bergen")
                              but: no item is equal; the closest:
                                     - item 1 was Resident(id: 2, name: "Rob", city: "Bergen")
                                       but: differs at name: expected "Bob", found "Rob"
                """)
    }

    /// Long items: each value line is cut around the difference, the `but: was` line around the
    /// closest item.
    @Test func theLinesOfLongItemsAreCutAroundTheClosest() {
        let crates = (0..<5).map { crate in
            Crate(
                label: "crate \(crate)",
                residents: (0..<6).map {
                    Resident(id: $0 + crate, name: "Resident \($0)", city: "Springfield")
                })
        }
        var wanted = crates[3]
        wanted.residents[4].city = "Shelbyville"
        #expect(
            failureMessage(crates, hasItem(wanted)) == """
                Expected: a sequence containing Crate(…, residents: […(4 more), Resident(…, city: "Shelbyville"), _])
                     but: was […(3 more), Crate(…, residents: […(4 more), Resident(…, city: "Springfield"), _]), _]
                          no item is equal; the closest:
                            - item 3 was Crate(…, residents: […(4 more), Resident(…, city: "Springfield"), _])
                              but: differs at residents[4].city: expected "Shelbyville", found "Springfield"
                """)
    }

    /// The closest is the item whose diff finds the fewest places changed, the first of those that
    /// tie; a set numbers its items as it prints them.
    @Test func theClosestItemDiffersInTheFewestPlaces() {
        let cy = Resident(id: 3, name: "Cy", city: "Oslo")
        let items = [
            Resident(id: 3, name: "Di", city: "Rome"), Resident(id: 3, name: "Cy", city: "Bonn"),
            Resident(id: 3, name: "Cy", city: "Pisa"),
        ]
        #expect(
            failureMessage(items, hasItem(cy)) == """
                Expected: a sequence containing Resident(id: 3, name: "Cy", city: "Oslo")
                     but: was [_, Resident(id: 3, name: "Cy", city: "Bonn"), _]
                          no item is equal; the closest:
                            - item 1 was Resident(id: 3, name: "Cy", city: "Bonn")
                              but: differs at city: expected "Oslo", found "Bonn"
                """)
        let residents: Set = [
            Resident(id: 1, name: "Ann", city: "Rome"), Resident(id: 2, name: "Rob", city: "Bergen"),
            Resident(id: 0, name: "Zed", city: "Oslo"),
        ]
        #expect(
            failureMessage(residents, hasItem(Resident.ann))?.contains(
                "- item 1 was Resident(id: 1, name: \"Ann\", city: \"Rome\")") == true)
    }

    /// No item is near: one whose every field differs, one that differs in more than half of its
    /// fields or in more than 3 places, or values no structural diff walks. The two lines say it all.
    @Test func farItemsShowNoClosest() {
        #expect(
            failureMessage(
                [Resident(id: 0, name: "P0", city: "X")], hasItem(Resident(id: 4, name: "P4", city: "Y")))
                    == """
                    Expected: a sequence containing Resident(id: 4, name: "P4", city: "Y")
                         but: was [Resident(id: 0, name: "P0", city: "X")]
                    """)
        #expect(
            failureMessage(
                [Resident(id: 3, name: "Di", city: "Rome")],
                hasItem(Resident(id: 3, name: "Cy", city: "Oslo")))
                    == """
                    Expected: a sequence containing Resident(id: 3, name: "Cy", city: "Oslo")
                         but: was [Resident(id: 3, name: "Di", city: "Rome")]
                    """)
        let many = Fields(a: 0, b: 0, c: 0, d: 0, e: 5, f: 6, g: 7, h: 8)
        #expect(failureMessage([many], hasItem(Fields()))?.contains("closest") == false)
        #expect(
            failureMessage(["wakame", "tamagp"], hasItem("tamago")) == """
                Expected: a sequence containing "tamago"
                     but: was ["wakame", "tamagp"]
                """)
    }

    /// Only the first 32 items are diffed; past 1,000 items the `but: was` line is not cut around
    /// the closest, as the sequence's count is not known.
    @Test func theSearchForTheClosestItemIsBounded() {
        let residents = (0..<50).map { Resident(id: $0, name: "R\($0)", city: "X") }
        #expect(
            failureMessage(residents, hasItem(Resident(id: 40, name: "R40", city: "Y")))?.contains("closest")
                == false)
        let thousands = (0..<1500).map { Resident(id: $0, name: "R\($0)", city: "X") }
        #expect(
            failureMessage(thousands, hasItem(Resident(id: 4, name: "R4", city: "Y"))) == """
                Expected: a sequence containing Resident(id: 4, name: "R4", city: "Y")
                     but: was [Resident(id: 0, name: "R0", city: "X"), …(1499 more)]
                          no item is equal; the closest:
                            - item 4 was Resident(id: 4, name: "R4", city: "X")
                              but: differs at city: expected "Y", found "X"
                """)
    }

    @Test func hasItemsNamesTheItemThatPrintsAsAMissingValue() {
        #expect(
            failureMessage([1.0, .nan], hasItems(Double.nan, 1.0, 5.0)) == """
                Expected: a sequence containing all of [nan, 1.0, 5.0]
                     but: was [1.0, nan]
                          missing 2 of 3:
                            - nan
                              item 1 was nan (prints alike)
                              but: NaN is not equal to itself
                            - 5.0
                """)
    }

    @Test func theSearchForAnItemThatPrintsAlikeReadsABoundedPrefix() {
        // A range is not copied whole to look for one (it crashed on `0..<Int.max`).
        #expect(
            failureMessage(0..<Int.max, hasItems(-1, 5)) == """
                Expected: a sequence containing all of [-1, 5]
                     but: was Range(0..<9223372036854775807)
                          missing 1 of 2:
                            - -1
                """)
    }
}

/// A value whose description leaves out its seat.
private struct Ticket: Equatable, CustomStringConvertible {
    let id: Int
    let seat: String
    var description: String { "Ticket \(id)" }
}

/// A value of three fields, near another when one differs.
private struct Resident: Hashable {
    var id: Int
    var name: String
    var city: String

    static let ann = Resident(id: 1, name: "Ann", city: "Oslo")
}

/// A value whose rendering is long.
private struct Crate: Equatable {
    var label: String
    var residents: [Resident]
}

/// A value of eight fields: four changed are more than 3 places.
private struct Fields: Equatable {
    var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8
}
