import Matchers
import Testing

/// `equalTo` on arrays of plain values that hold the same elements in another order: the element
/// diff lists the moves in the structural diff's words.
@Suite struct DiffReorderTests {
    @Test func twoStringsSwapped() {
        #expect(
            failureMessage(["tamago", "wakame"], equalTo(["wakame", "tamago"])) == """
                Expected: ["wakame", "tamago"]
                     but: was ["tamago", "wakame"]
                          differs in order: the same 2 elements in another order:
                              [0] → [1]: "wakame"
                              [1] → [0]: "tamago"
                """
        )
    }

    @Test func aRotationIsOneMoveAndOneRunMovedTogether() {
        #expect(
            failureMessage([5, 1, 2, 3, 4], equalTo([1, 2, 3, 4, 5])) == """
                Expected: [1, 2, 3, 4, 5]
                     but: was [5, 1, 2, 3, 4]
                          differs in order: the same 5 elements in another order:
                              [4] → [0]: 5
                              [0...3] → [1...4]: 4 elements, moved together
                """
        )
    }

    @Test func oneElementMovedInALongArray() {
        let expected = Array(0..<200)
        var actual = expected
        actual.insert(actual.remove(at: 150), at: 10)
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, …(178 more)]
                     but: was [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 150, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, …(178 more)]
                          differs in order: the same 200 elements in another order:
                              [150] → [10]: 150
                              [10...149] → [11...150]: 140 elements, moved together
                """
        )
    }

    @Test func manyMovesAreCountedPastTheLimit() {
        #expect(
            equalToReason(Array((0..<30).reversed()), Array(0..<30)) == """
                differs in order: the same 30 elements in another order:
                    [0] → [29]: 0
                    [1] → [28]: 1
                    [2] → [27]: 2
                    [3] → [26]: 3
                    [4] → [25]: 4
                    [5] → [24]: 5
                    [6] → [23]: 6
                    [7] → [22]: 7
                    [8] → [21]: 8
                    [9] → [20]: 9
                    …(20 more moves)
                """
        )
    }

    @Test func slicesContiguousArraysAndArraysOfArraysToo() {
        let slice = [9, 1, 2, 3][1...]
        let swapped = ArraySlice([2, 1, 3])
        #expect(
            equalToReason(swapped, slice) == """
                differs in order: the same 3 elements in another order:
                    [0] → [1]: 1
                    [1] → [0]: 2
                """
        )
        #expect(
            equalToReason(ContiguousArray(["b", "a"]), ContiguousArray(["a", "b"])) == """
                differs in order: the same 2 elements in another order:
                    [0] → [1]: "a"
                    [1] → [0]: "b"
                """
        )
        #expect(
            equalToReason([[3], [1, 2]], [[1, 2], [3]]) == """
                differs in order: the same 2 elements in another order:
                    [0] → [1]: [1, 2]
                    [1] → [0]: [3]
                """
        )
    }

    @Test func anArrayWithANaNIsNeverCalledReordered() {
        let text = failureMessage([Double.nan, 1.0, 2.0], equalTo([1.0, 2.0, .nan])) ?? ""
        #expect(!text.contains("another order"))
        #expect(
            text == """
                Expected: [1.0, 2.0, nan]
                     but: was [nan, 1.0, 2.0]
                          differs at index 0 (- expected, + actual):
                            + nan
                              1.0
                              2.0
                            - nan
                """
        )
    }

    @Test func anotherMultisetOfTheSameSizeIsEdits() {
        #expect(
            failureMessage([2, 1, 1], equalTo([1, 2, 2])) == """
                Expected: [1, 2, 2]
                     but: was [2, 1, 1]
                          differs at index 0 (- expected, + actual):
                            - 1
                              2
                            - 2
                            + 1
                            + 1
                """
        )
    }

    @Test func anArrayOfAnotherLengthIsEdits() {
        #expect(
            equalToReason([2, 1, 3], [1, 2]) == """
                differs at index 0 (- expected, + actual):
                  - 1
                    2
                  + 1
                  + 3
                """
        )
    }

    @Test func tooManyMovesToPairKeepTheEditLines() {
        let expected = Array(0..<400)
        let text = failureMessage(Array(expected.reversed()), equalTo(expected)) ?? ""
        #expect(!text.contains("another order"))
        #expect(text.contains("differs at index 0 (- expected, + actual):"))
        #expect(text.utf8.count <= 8_192)
    }
}
