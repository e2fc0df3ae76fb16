import Matchers
import Testing

/// The item nearest to a value that no item equals, shown with its diff, in every family that looks
/// for values among items: `hasItems`, `isSupersetOf`, `containsInRelativeOrder`, `hasValue`,
/// `isIn`, and the closest matcher of `containsInAnyOrder`'s unexpected items. (`hasItem`'s own
/// tests are in HasItemTests.) Before, each showed the missing value alone, or nothing.
@Suite struct ClosestItemTests {
    private let ann = Neighbour(id: 1, name: "Ann", city: "Oslo")
    private let rob = Neighbour(id: 2, name: "Rob", city: "Bergen")
    private let bob = Neighbour(id: 2, name: "Bob", city: "Bergen")
    private let cy = Neighbour(id: 3, name: "Cy", city: "Rome")

    @Test func aMissingValueShowsTheItemClosestToIt() {
        let missing = """
                      missing 1 of 2:
                        - Neighbour(id: 2, name: "Bob", city: "Bergen")
                          item 1 was Neighbour(id: 2, name: "Rob", city: "Bergen") (closest)
                          but: differs at name: expected "Bob", found "Rob"
            """
        #expect(
            failureMessage([ann, rob, cy], hasItems(ann, bob)) == """
                Expected: a sequence containing all of [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(1 more)]
                     but: was [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(2 more)]

                """ + missing)
        #expect(
            failureMessage(Set([ann, rob, cy]), isSupersetOf([ann, bob])) == """
                Expected: a superset of [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(1 more)]
                     but: was [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(2 more)]

                """ + missing)
        #expect(
            failureMessage([ann, rob], containsInRelativeOrder([ann, bob])) == """
                Expected: a sequence containing in relative order [Neighbour(id: 1, name: "Ann", …), …(1 more)]
                     but: was [Neighbour(id: 1, name: "Ann", city: "Oslo"), Neighbour(id: 2, name: "Rob", city: "Bergen")]
                          no item after item 0 matched:
                            - Neighbour(id: 2, name: "Bob", city: "Bergen")
                              item 1 was Neighbour(id: 2, name: "Rob", city: "Bergen") (closest)
                              but: differs at name: expected "Bob", found "Rob"
                """)
    }

    /// The unexpected item shows its closest matcher: the nearest missing one, not the one at its
    /// position (before, item 0 was shown against `Cy`, its every field different).
    @Test func anUnexpectedItemIsComparedWithTheNearestMissingValue() {
        let cyd = Neighbour(id: 3, name: "Cyd", city: "Rome")
        #expect(
            failureMessage([rob, ann, cyd], containsInAnyOrder(ann, cy, bob)) == """
                Expected: a sequence containing in any order [Neighbour(id: 1, name: "Ann", …), …(2 more)]
                     but: was [Neighbour(id: 2, name: "Rob", city: "Bergen"), …(2 more)]
                          missing 2 of 3:
                            - Neighbour(id: 3, name: "Cy", city: "Rome")
                            - Neighbour(id: 2, name: "Bob", city: "Bergen")
                          unexpected 2 of 3 items:
                            - item 0 was Neighbour(id: 2, name: "Rob", city: "Bergen")
                              closest: Neighbour(id: 2, name: "Bob", city: "Bergen")
                              but: differs at name: expected "Bob", found "Rob"
                            - item 2 was Neighbour(id: 3, name: "Cyd", city: "Rome")
                              closest: Neighbour(id: 3, name: "Cy", city: "Rome")
                              but: differs at name: expected "Cy", found "Cyd"
                """)
    }

    /// `onlyContains`: a rejected item with the value nearest to it, as `containsInAnyOrder` shows
    /// an unexpected item; an item near none shows alone.
    @Test func aRejectedItemShowsTheValueClosestToIt() {
        #expect(
            failureMessage([ann, rob, cy], onlyContains(ann, bob)) == """
                Expected: a sequence containing only [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(1 more)]
                     but: was [Neighbour(id: 1, name: "Ann", city: "Oslo"), …(2 more)]
                          failed 2 of 3 items:
                            - item 1 was Neighbour(id: 2, name: "Rob", city: "Bergen")
                              closest: Neighbour(id: 2, name: "Bob", city: "Bergen")
                              but: differs at name: expected "Bob", found "Rob"
                            - item 2 was Neighbour(id: 3, name: "Cy", city: "Rome")
                """)
    }

    /// An array, a dictionary or a multi-line string whose diff finds one change is near; a
    /// number or a single-line string is not (its line says it all).
    @Test func collectionsAndTextWithOneChangeAreNear() {
        #expect(
            failureMessage([[1, 2, 4], [9, 9, 9]], hasItem([1, 2, 3])) == """
                Expected: a sequence containing [1, 2, 3]
                     but: was [[1, 2, 4], [9, 9, 9]]
                          no item is equal; the closest:
                            - item 0 was [1, 2, 4]
                              but: differs at index 2: expected 3, found 4
                """)
        #expect(
            failureMessage([["k": 1, "j": 3]], hasItem(["k": 1, "j": 2]))?.hasSuffix(
                """
                - item 0 was ["j": 3, "k": 1]
                              but: differs at ["j"]: expected 2, found 3
                """) == true)
        #expect(
            failureMessage(["tamago\nline3"], hasItem("tamago\nline2"))?.hasSuffix(
                """
                - item 0 was "tamago\\nline3"
                              but: differs at line 2: expected "line2", found "line3"
                """) == true)
        #expect(
            failureMessage([1, 2], hasItem(3)) == "Expected: a sequence containing 3\n     but: was [1, 2]")
        #expect(failureMessage(["tamagp"], hasItem("tamago"))?.contains("closest") == false)
    }

    @Test func aDictionaryShowsTheValueClosestToTheOneExpected() {
        #expect(
            failureMessage(["a": ann, "r": rob], hasValue(bob)) == """
                Expected: a dictionary with value Neighbour(id: 2, name: "Bob", city: "Bergen")
                     but: was ["a": Neighbour(id: 1, name: "Ann", city: "Oslo"), …(1 more)]
                          no value is equal; the closest:
                            - value for "r" was Neighbour(id: 2, name: "Rob", city: "Bergen")
                              but: differs at name: expected "Bob", found "Rob"
                """)
    }

    /// `isIn`: the item of the collection closest to the value, its diff read from that item.
    @Test func aValueShowsTheCandidateClosestToIt() {
        #expect(
            failureMessage(rob, isIn([ann, bob])) == """
                Expected: one of [Neighbour(id: 1, name: "Ann", city: "Oslo"), Neighbour(id: 2, name: "Bob", city: "Bergen")]
                     but: was Neighbour(id: 2, name: "Rob", city: "Bergen")
                          no item is equal; the closest:
                            - item 1 is Neighbour(id: 2, name: "Bob", city: "Bergen")
                              but: differs at name: expected "Bob", found "Rob"
                """)
        // Far from every candidate: the two lines say it all.
        #expect(
            failureMessage(cy, isIn([ann, bob])) == """
                Expected: one of [Neighbour(id: 1, name: "Ann", city: "Oslo"), Neighbour(id: 2, name: "Bob", city: "Bergen")]
                     but: was Neighbour(id: 3, name: "Cy", city: "Rome")
                """)
    }

    /// One message diffs at most 64 items to find the closest ones: here each missing value is
    /// nearest to item 31, found after 32 diffs, so the first two missing values show it.
    @Test func theDiffsOfOneMessageAreBounded() {
        let items = (0..<32).map { Neighbour(id: $0, name: "N\($0)", city: "X") }
        let missing = (0..<4).map { Neighbour(id: 31, name: "N31", city: "Y\($0)") }
        let message = failureMessage(items, hasItems(missing)) ?? ""
        #expect(message.split(separator: "\n").filter { $0.hasSuffix("(closest)") }.count == 2)
        #expect(
            message.hasSuffix(
                """
                            - Neighbour(id: 31, name: "N31", city: "Y1")
                              item 31 was Neighbour(id: 31, name: "N31", city: "X") (closest)
                              but: differs at city: expected "Y1", found "X"
                            - Neighbour(id: 31, name: "N31", city: "Y2")
                            - Neighbour(id: 31, name: "N31", city: "Y3")
                """))
    }
}

/// A value of three fields, near another when one differs.
private struct Neighbour: Hashable {
    var id: Int
    var name: String
    var city: String
}
