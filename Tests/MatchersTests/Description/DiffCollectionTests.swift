import Foundation
import Matchers
import TestSupport
import Testing

/// `equalTo` on arrays, sets and dictionaries: element diffs, missing and unexpected entries.
@Suite struct DiffCollectionTests {
    @Test func changedElement() {
        #expect(
            failureMessage([1, 2, 5, 4], equalTo([1, 2, 3, 4])) == """
                Expected: [1, 2, 3, 4]
                     but: was [1, 2, 5, 4]
                          differs at index 2: expected 3, found 5
                """
        )
        #expect(
            describeDifference([1, 2, 3, 4], [1, 2, 5, 4])?.description == """
                differs at index 2 (- expected, + actual):
                    1
                    2
                  - 3
                  + 5
                    4
                """
        )
    }

    @Test func missingTail() {
        #expect(
            failureMessage([1, 2], equalTo([1, 2, 3])) == """
                Expected: [1, 2, 3]
                     but: was [1, 2]
                          differs at index 2: removed 3
                """
        )
        #expect(
            describeDifference([1, 2, 3], [1, 2])?.description == """
                differs at index 2 (- expected, + actual):
                    1
                    2
                  - 3
                """
        )
    }

    @Test func unexpectedHead() {
        #expect(
            equalToReason([0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5]) == """
                differs at index 0 (- expected, + actual):
                  + 0
                    1
                    2
                  … 3 unchanged elements
                """
        )
    }

    @Test func shiftedByOne() {
        #expect(
            equalToReason(Array(1...10), Array(0..<10)) == """
                differs at index 0 (- expected, + actual):
                  - 0
                    1
                    2
                  … 5 unchanged elements
                    8
                    9
                  + 10
                """
        )
    }

    @Test func emptyArrays() {
        #expect(
            equalToReason([], [1]) == """
                differs at index 0 (- expected, + actual):
                  - 1
                """
        )
        #expect(
            equalToReason([1], []) == """
                differs at index 0 (- expected, + actual):
                  + 1
                """
        )
    }

    @Test func optionalElements() {
        #expect(
            failureMessage([1, nil, 3] as [Int?], equalTo([1, 2, 3])) == """
                Expected: [1, 2, 3]
                     but: was [1, nil, 3]
                          differs at index 1: expected 2, found nil
                """
        )
        #expect(
            describeDifference([1, 2, 3], [1, nil, 3] as [Int?])?.description == """
                differs at index 1 (- expected, + actual):
                    1
                  - 2
                  + nil
                    3
                """
        )
    }

    /// Arrays of arrays are arrays of elements, but for one change inside a row: a grid's cell is
    /// named by its two indices.
    @Test func nestedArraysAreElements() {
        #expect(
            failureMessage([[1, 9], [3, 8]], equalTo([[1, 2], [3, 4]])) == """
                Expected: [[1, 2], [3, 4]]
                     but: was [[1, 9], [3, 8]]
                          differs at index 0 (- expected, + actual):
                            - [1, 2]
                            - [3, 4]
                            + [1, 9]
                            + [3, 8]
                """
        )
        #expect(
            failureMessage([[1, 2], [3, 4], [5]], equalTo([[1, 2], [3, 4]])) == """
                Expected: [[1, 2], [3, 4]]
                     but: was [[1, 2], [3, 4], [5]]
                          differs at index 2: inserted [5]
                """
        )
    }

    /// More changes in rows too long for a line: the tree, which shows where they differ, when it is
    /// shorter. Before, the element diff showed the rows cut alike (an array of sets showed no
    /// difference at all), each changed pair with a tree of the row under it.
    @Test func aGridsLongRowsWithMoreChangesGetTheTree() {
        let sets = (0..<4).map { Set(($0..<$0 + 20).map { "s\($0)" }) }
        var grown = sets
        grown[1].insert("zzz")
        grown[2].insert("yyy")
        #expect(
            failureMessage(grown, equalTo(sets)) == """
                Expected: [_, […(20 more)], […(20 more)], _]
                     but: was [_, ["zzz", …(20 more)], ["yyy", …(20 more)], _]
                          differs at [1], [2] (- expected, + actual):
                              [
                                [0]: […]
                                [1]: [
                            +     "zzz"
                                  … 20 unchanged elements
                                ]
                                [2]: [
                            +     "yyy"
                                  … 20 unchanged elements
                                ]
                                [3]: […]
                              ]
                """)
        let cube = (0..<3).map { row in (0..<3).map { column in (0..<30).map { row * column * $0 } } }
        var changed = cube
        changed[1][2][3] = -1
        changed[2][1][2] = -2
        #expect(
            failureMessage(changed, equalTo(cube))?.contains(
                "\n          differs at [1][2][3], [2][1][2] (- expected, + actual):\n") == true)
        // A long run of inserted elements reads shorter as the element diff's two rows.
        #expect(
            failureMessage([Array(0..<100)], equalTo([[0]])) == """
                Expected: [[0]]
                     but: was [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, …(79 more)]]
                          differs at index 0 (- expected, + actual):
                            - [0]
                            + [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, …(78 more)]
                """)
    }

    /// One change inside a row of a grid (before, the element diff showed the two whole rows, each
    /// cut, and a tree of the row under them: 1,235 bytes for 5 rows of 40).
    @Test func aGridsOneChangedCellIsNamedByItsIndices() {
        let seats = (0..<5).map { row in (0..<40).map { row * 100 + $0 } }
        var changed = seats
        changed[2][30] = -1
        #expect(
            failureMessage(changed, equalTo(seats)) == """
                Expected: […(2 more), […(30 more), 230, …(9 more)], …(2 more)]
                     but: was […(2 more), […(30 more), -1, …(9 more)], …(2 more)]
                          differs at [2][30]: expected 230, found -1
                """
        )
        #expect(
            failureMessage([[1, 2], [3]], equalTo([[1, 2], [3, 4]])) == """
                Expected: [[1, 2], [3, 4]]
                     but: was [[1, 2], [3]]
                          differs at [1][1]: removed 4
                """
        )
        #expect(
            failureMessage(["a": [1, 2, 3], "b": [4, 5, 7]], equalTo(["a": [1, 2, 3], "b": [4, 5, 6]])) == """
                Expected: ["a": [1, 2, 3], "b": [4, 5, 6]]
                     but: was ["a": [1, 2, 3], "b": [4, 5, 7]]
                          differs at ["b"][2]: expected 6, found 7
                """
        )
        #expect(
            describeDifference([[1, 2], [3, 4]], [[1, 2], [3]])?.description == """
                differs at [1][1] (- expected, + actual):
                    [
                      [0]: […]
                      [1]: [
                        [0]: 3
                  -     [1] (removed): 4
                      ]
                    ]
                """
        )
    }

    @Test func slicesAndContiguousArrays() {
        let slice = [0, 1, 2, 9][1...]
        #expect(
            failureMessage(slice, equalTo([5, 1, 2, 3][1...])) == """
                Expected: [1, 2, 3]
                     but: was [1, 2, 9]
                          differs at index 2: expected 3, found 9
                """
        )
        #expect(
            describeDifference([5, 1, 2, 3][1...], slice)?.description == """
                differs at index 2 (- expected, + actual):
                    1
                    2
                  - 3
                  + 9
                """
        )
        #expect(
            failureMessage(ContiguousArray([1]), equalTo(ContiguousArray([2]))) == """
                Expected: [2]
                     but: was [1]
                          differs at index 0: expected 2, found 1
                """
        )
        #expect(
            describeDifference(ContiguousArray([2]), ContiguousArray([1]))?.description == """
                differs at index 0 (- expected, + actual):
                  - 2
                  + 1
                """
        )
    }

    @Test func longStringElementsShowTheirDifference() {
        let head = String(repeating: "n", count: 120)
        #expect(
            equalToReason([head + "1"], [head + "2"]) == """
                differs at index 0 (- expected, + actual):
                  - …"\(String(repeating: "n", count: 30))2"
                  + …"\(String(repeating: "n", count: 30))1"
                """
        )
    }

    @Test func longElementsAreCut() {
        let actual = [Array(0..<100)]
        let text = failureMessage(actual, equalTo([[0]]))?.split(separator: "\n").last ?? ""
        #expect(text.count < 10 + 4 + 100)
        #expect(text.hasSuffix("…(truncated)") || text.hasSuffix("more)]"))
    }

    @Test func changesAreCappedAtMaxReportedItems() {
        let text = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 4)) {
            equalToReason(Array(10..<20), Array(0..<10))
        }
        #expect(
            text == """
                differs at index 0 (- expected, + actual):
                  - 0
                  - 1
                  - 2
                  - 3
                  …(16 more changed elements)
                """
        )
    }

    @Test func millionElementArrayWithOneChange() {
        let expected = Array(0..<1_000_000)
        var actual = expected
        actual[500_000] = -1
        let message = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(
            message == """
                Expected: […(500000 more), 500000, …(499999 more)]
                     but: was […(500000 more), -1, …(499999 more)]
                          differs at index 500000: expected 500000, found -1
                """
        )
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at index 500000 (- expected, + actual):
                  … 499998 unchanged elements
                    499998
                    499999
                  - 500000
                  + -1
                    500001
                    500002
                  … 499997 unchanged elements
                """
        )
    }

    @Test func millionElementArraysThatDifferEverywhere() {
        let expected = Array(0..<1_000_000)
        let actual = Array(expected.reversed())
        let message = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(message.count < 3_000)
        #expect(
            message.hasSuffix(
                """
                          differs at index 0 (- expected, + actual, compared by position):
                            - 0
                            + 999999
                            - 1
                            + 999998
                            - 2
                            + 999997
                            - 3
                            + 999996
                            - 4
                            + 999995
                            …(1999990 more changed elements)
                """
            )
        )
    }

    @Test func millionElementArrayAgainstEmpty() {
        let message = failureMessage(Array(0..<1_000_000), equalTo([])) ?? ""
        #expect(message.count < 3_000)
        #expect(message.hasSuffix("    + 9\n            …(999990 more changed elements)"))
    }

    @Test func sets() {
        #expect(
            failureMessage(Set([1, 2, 4]), equalTo(Set([1, 2, 3]))) == """
                Expected: [1, 2, 3]
                     but: was [1, 2, 4]
                          differs in 2 elements (- expected, + actual):
                            - 3
                            + 4
                """
        )
        #expect(
            equalToReason(Set(["shio"]), Set(["miso", "shio"])) == """
                differs in 1 element (- expected, + actual):
                  - "miso"
                """
        )
    }

    @Test func longSetElementsThatReadAlikeAreCutAroundTheirDifference() {
        // Cut at the line width, both lines read the same up to `…(truncated)`, and a structural
        // diff under them said what differs.
        let street = "1 Main Street, Building C, Floor 4"
        let moved = Shop.Status.moved(to: Shop.Address(street: street, zip: "0150"), on: 3)
        let movedElsewhere = Shop.Status.moved(to: Shop.Address(street: street, zip: "0151"), on: 3)
        #expect(
            equalToReason(Set([movedElsewhere, .active]), Set([moved, .active])) == """
                differs in 2 elements (- expected, + actual):
                  - .moved(to: Address(…, zip: "0150"), …)
                  + .moved(to: Address(…, zip: "0151"), …)
                """
        )
    }

    @Test func longSetElementsAreCutBetweenTheirProperties() {
        let street = String(repeating: "Long Street ", count: 10)
        #expect(
            equalToReason(
                Set([Shop.Status.moved(to: Shop.Address(street: street), on: 3)]), Set<Shop.Status>())
                    == """
                    differs in 1 element (- expected, + actual):
                      + .moved(to: Address(street: "Long Street Long Street Long Street Long Street Long Street L…", …), …)
                    """
        )
    }

    @Test func hugeSetsAreCapped() {
        let message = failureMessage(Set(0..<200_000), equalTo(Set(100_000..<300_000))) ?? ""
        #expect(message.count < 3_000)
        #expect(message.contains("differs in 200000 elements (- expected, + actual):"))
        #expect(message.hasSuffix("…(199990 more changed elements)"))
    }

    @Test func dictionaries() {
        #expect(
            failureMessage(["shio": 1, "miso": 3, "nori": 1], equalTo(["shio": 1, "miso": 2, "tamago": 2]))
                == """
                Expected: ["miso": 2, "shio": 1, "tamago": 2]
                     but: was ["miso": 3, "nori": 1, "shio": 1]
                          differs in 3 entries (- expected, + actual):
                            - "miso": 2
                            + "miso": 3
                            + "nori": 1
                            - "tamago": 2
                """
        )
        #expect(
            equalToReason(["a": 1, "b": 2], ["a": 1]) == """
                differs in 1 entry (- expected, + actual):
                  + "b": 2
                """
        )
    }

    /// Two long string values under one key are cut around where they differ, as an array's
    /// elements are. They were cut from the front, read the same, and got a note that blamed `==`.
    @Test func longStringValuesOfADictionaryAreCutAroundTheirDifference() {
        let text = String(repeating: "abcdefghij ", count: 20)
        #expect(
            equalToReason(
                ["a": text + "Y", "b": text + "W", "c": "s"], ["a": text + "X", "b": text + "Z", "c": "s"])
                    == """
                    differs in 2 entries (- expected, + actual):
                      - "a": …"defghij abcdefghij abcdefghij X"
                      + "a": …"defghij abcdefghij abcdefghij Y"
                      - "b": …"defghij abcdefghij abcdefghij Z"
                      + "b": …"defghij abcdefghij abcdefghij W"
                    """
        )
    }

    /// Among equal neighbours, elements replaced in place are shown in place, as pairs, when that
    /// is as short an edit as any: the shortest edit found first paired `+ 2` with a neighbour and
    /// removed another `1` three lines down.
    @Test func elementsReplacedAmongEqualNeighboursArePairedInPlace() {
        #expect(
            equalToReason([2, 1, 1, 3], [1, 1, 1, 1]) == """
                differs at index 0 (- expected, + actual):
                  - 1
                  + 2
                    1
                    1
                  - 1
                  + 3
                """
        )
        // So each pair gets its note.
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            equalToReason(
                [date.addingTimeInterval(1), date, date.addingTimeInterval(2)], [date, date, date]) == """
                    differs at index 0 (- expected, + actual):
                      - 2023-11-14T22:13:20.000Z
                      + 2023-11-14T22:13:21.000Z
                          1 s later than expected
                        2023-11-14T22:13:20.000Z
                      - 2023-11-14T22:13:20.000Z
                      + 2023-11-14T22:13:22.000Z
                          2 s later than expected
                    """
        )
        // A shorter edit that is no replacement keeps its shape: one removed, one inserted.
        #expect(
            equalToReason([2, 3, 4], [1, 2, 3]) == """
                differs at index 0 (- expected, + actual):
                  - 1
                    2
                    3
                  + 4
                """
        )
    }

    /// A value too long for a diff's line is cut where a compact line is cut, with its brackets
    /// closed, not at 100 bytes with `…(truncated)`: a moved element, a set's element, a
    /// dictionary's key.
    @Test func longValuesOnADiffsLinesAreCutWhereTheyReadBest() {
        struct Note: Hashable {
            var id: Int
            var body: String
        }
        let body = String(repeating: "lorem ipsum ", count: 10)
        let notes = (0..<2).map { Note(id: $0, body: body + "\($0)") }
        #expect(
            equalToReason(Array(notes.reversed()), notes) == """
                differs in order: the same 2 elements in another order:
                    [0] → [1]: Note(id: 0, body: "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lo…")
                    [1] → [0]: Note(id: 1, body: "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lo…")
                """
        )
        let words = (0..<2).map { String(repeating: "word ", count: 30) + "\($0)" }
        #expect(
            failureMessage(Array(words.reversed()), startsWith(words[0], words[1])) == """
                Expected: a sequence starting with ["word word word word word word word word word word word word…", …(1 more)]
                     but: was ["word word word word word word word word word word word word word word word word word…", …(1 more)]
                          differs in order: the same 2 elements in another order:
                              [0] → [1]: "word word word word word word word word word word word word word word word word word word word wo…"
                              [1] → [0]: "word word word word word word word word word word word word word word word word word word word wo…"
                """
        )
        let third = Note(id: 2, body: body)
        #expect(
            equalToReason(Set([notes[0], third]), Set(notes)) == """
                differs in 2 elements (- expected, + actual):
                  - Note(id: 1, body: "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lo…")
                  + Note(id: 2, body: "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lo…")
                """
        )
        #expect(
            failureMessage([notes[0]: 1, notes[1]: 3], equalTo([notes[0]: 1, notes[1]: 2])) == """
                Expected: [Note(id: 1, body: "lorem ipsum lorem ipsu…"): 2, …(1 more)]
                     but: was [Note(id: 1, body: "lorem ipsum lorem ipsu…"): 3, …(1 more)]
                          differs at [Note(id: 1, body: "lore…")]: expected 2, found 3
                """
        )
    }

    @Test func unorderedChangesFollowTheDisplayOrderOfTheValues() {
        // Numbers by value, as in the rendered values above the diff: `2` before `10`.
        #expect(
            failureMessage(Set([2, 10]), equalTo(Set([3]))) == """
                Expected: [3]
                     but: was [2, 10]
                          differs in 3 elements (- expected, + actual):
                            + 2
                            - 3
                            + 10
                """
        )
        #expect(
            equalToReason([9: "a", 10: "c"], [10: "b"]) == """
                differs in 2 entries (- expected, + actual):
                  + 9: "a"
                  - 10: "b"
                  + 10: "c"
                """
        )
    }

    @Test func structsGetTheStructuralDiff() {
        struct Bowl: Equatable {
            var soup: String
        }
        #expect(
            failureMessage(Bowl(soup: "miso"), equalTo(Bowl(soup: "shio"))) == """
                Expected: Bowl(soup: "shio")
                     but: was Bowl(soup: "miso")
                          differs at soup: expected "shio", found "miso"
                """)
    }
}
