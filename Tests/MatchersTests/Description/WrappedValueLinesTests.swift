import Matchers
import Testing

/// Above a diff, a matcher that wraps another (`has`, `is`, `presentAnd`, `whenSorted`, `hasCase`,
/// `allOf`, `anyOf`, `hasItem(_:atIndex:)`) describes itself from the inner matcher's compact
/// description, and a feature's `was` line is compact too: a long value keeps its list counted,
/// and the lines show what differs where `equalTo`'s would.
@Suite struct WrappedValueLinesTests {
    struct Address: Equatable {
        var street: String
        var city: String
        var zip: String
    }

    struct User: Equatable {
        var id: Int
        var name: String
        var email: String
        var address: Address
    }

    struct Team: Equatable {
        var name: String
        var members: [User]
    }

    static func user(_ id: Int) -> User {
        User(
            id: id, name: "User \(id)", email: "user\(id)@example.com",
            address: Address(street: "\(id) Main Street", city: "Springfield", zip: "1234\(id % 10)"))
    }

    static let users = (0..<20).map(user)
    static var moved: [User] {
        var moved = users
        moved[13].address.city = "Shelbyville"
        return moved
    }

    static let change = #"differs at [13].address.city: expected "Springfield", found "Shelbyville""#
    static let movedLine = #"[…(13 more), User(…, address: Address(…, city: "Shelbyville", …)), …(6 more)]"#
    /// The expected side of ``movedLine``: a matcher around `equalTo(users)` shows it after its words,
    /// as `equalTo`'s own message would, where it showed the list's first users.
    static let expectedLine =
        #"[…(13 more), User(…, address: Address(…, city: "Springfield", …)), …(6 more)]"#

    @Test func aFeaturesLineIsCutAroundTheDifference() {
        // The `Expected:` line left its list open and uncounted, `has members [User(…), …]`, and
        // the `was` line was the whole rendering, cut at 1,000 bytes with `…(truncated)`.
        #expect(
            failureMessage(Team(name: "core", members: Self.moved), has(\Team.members, equalTo(Self.users)))
                == """
                Expected: has members \(Self.expectedLine)
                     but: was Team(name: "core", members: [User(id: 0, name: "User 0", …), …(19 more)])
                          members was \(Self.movedLine)
                            \(Self.change)
                """
        )
    }

    @Test func aFeaturesLineIsCutAroundTheItemThatDiffers() {
        let message = failureMessage(
            Team(name: "core", members: Self.moved), has(\Team.members, contains(Self.users)))
        // The item's own lines are cut around where it differs too: they showed it whole.
        #expect(
            message == """
                Expected: has members a sequence containing exactly [User(id: 0, name: "User 0", …), …(19 more)]
                     but: was Team(name: "core", members: [User(id: 0, name: "User 0", …), …(19 more)])
                          members was […(13 more), User(…, address.city: "Shelbyville"), …(6 more)]
                            item 13 was User(…, address: Address(…, city: "Shelbyville", …))
                              expected: User(…, address: Address(…, city: "Springfield", …))
                              but: differs at address.city: expected "Springfield", found "Shelbyville"
                """)
    }

    @Test func isAndPresentAndAreCutAsEqualToIs() {
        let equalToMessage = failureMessage(Self.moved, equalTo(Self.users))
        #expect(
            equalToMessage == """
                Expected: […(13 more), User(…, address: Address(…, city: "Springfield", …)), …(6 more)]
                     but: was \(Self.movedLine)
                          \(Self.change)
                """
        )
        #expect(
            failureMessage(Self.moved, `is`(equalTo(Self.users))) == "Expected: is "
                + (equalToMessage ?? "").dropFirst(10))
        #expect(
            failureMessage(Optional(Self.moved), presentAnd(equalTo(Self.users)))
                == "Expected: not nil and " + (equalToMessage ?? "").dropFirst(10))
    }

    /// `presentAnd` cuts its lines around an array's one changed element as `is` does: the optional
    /// prints as the array it holds. (Its lines were cut from the front and read the same,
    /// `not nil and [0, 1, 2, …, 21, …(178 more)]` against `[0, 1, 2, …, 21, …(178 more)]`, above a
    /// tree.)
    @Test func presentAndCutsAnArraysLinesAroundTheChangedElement() {
        var changed = Array(0..<200)
        changed[150] = -1
        #expect(
            failureMessage(Optional(changed), presentAnd(equalTo(Array(0..<200)))) == """
                Expected: not nil and […(150 more), 150, …(49 more)]
                     but: was […(150 more), -1, …(49 more)]
                          differs at index 150: expected 150, found -1
                """
        )
    }

    /// The words before the value take part of the `Expected:` line: a line cut around the
    /// difference that no longer fits after them is cut again, narrower. Before, `not nil and ` and
    /// a 100-character line made a 112-character one (found by a generated model pair).
    @Test func theWordsBeforeAValueLeaveItLessRoom() {
        struct Item: Equatable {
            var sku: String
            var qty: Int
            var tags: [String]
        }
        struct Box: Equatable {
            var name: String
            var items: [Item]
            var meta: [String: Int]
            var note: String?
        }
        var items = (0..<23).map { Item(sku: "SKU-\(100 + $0)", qty: $0 % 9, tags: []) }
        items[13] = Item(sku: "SKU-462", qty: 1, tags: ["alpha86", "beta9"])
        items[14] = Item(sku: "SKU-890", qty: 7, tags: ["beta0", "gamma56"])
        let box = Box(name: "delta4", items: items, meta: ["k0": 1], note: nil)
        var changed = box
        changed.items.remove(at: 13)
        for message in [
            failureMessage(Optional(changed), presentAnd(equalTo(box))),
            failureMessage(changed, `is`(equalTo(box))),
        ] {
            let lines = message?.split(separator: "\n") ?? []
            #expect(lines.count == 3, "\(message ?? "")")
            for (line, words) in zip(lines, ["Expected: ", "     but: was "]) {
                #expect(
                    line.hasPrefix(words) && line.count - words.count <= MessageLayout.compactWidth, "\(line)"
                )
            }
        }
    }

    @Test func sortedAndCaseLinesAreCutAroundTheDifference() {
        #expect(
            failureMessage(
                Array(Self.moved.reversed()), whenSorted(by: { $0.id < $1.id }, equalTo(Self.users))) == """
                    Expected: when sorted, \(Self.expectedLine)
                         but: was [User(id: 19, name: "User 19", email: "user19@example.com", address: Address(…)), …(19 more)]
                              sorted was \(Self.movedLine)
                                \(Self.change)
                    """
        )
        let success: Result<[User], TestFailure> = .success(Self.moved)
        #expect(
            failureMessage(success, succeeded(matching: equalTo(Self.users))) == """
                Expected: a success with \(Self.expectedLine)
                     but: was .success([User(id: 0, name: "User 0", email: "user0@example.com", …), …(19 more)])
                          success was \(Self.movedLine)
                            \(Self.change)
                """
        )
    }

    /// A failing part of `allOf` or `anyOf` is shown as its own message shows it: cut around where
    /// its value differs, on the `Expected:` list and on its bullet, and the `but: was` line cut as
    /// the first such part cuts it. Before, the three lines read the same:
    /// `User(id: 13, name: "User 13", email: "user13@example.com", address: Address(…))`.
    @Test func aPartIsCutAsItsOwnMessageCutsIt() {
        let user = Self.users[13]
        let moved = Self.moved[13]
        let expectedLine = #"User(…, address: Address(…, city: "Springfield", …))"#
        #expect(
            failureMessage(moved, allOf(equalTo(user), has(\User.id, equalTo(99)))) == """
                Expected: all of:
                            - \(expectedLine)
                            - has id 99
                     but: was User(…, address: Address(…, city: "Shelbyville", …))
                          failed 2 of 2:
                            - \(expectedLine)
                              but: differs at address.city: expected "Springfield", found "Shelbyville"
                            - has id 99
                              but: id was 13
                """
        )
        #expect(
            failureMessage(moved, anyOf(equalTo(user), equalTo(Self.users[12])))?.hasPrefix(
                """
                Expected: any of:
                            - \(expectedLine)
                """) == true)
    }

    @Test func combinationsCountTheListsOfTheirParts() {
        // Each part read `[User(id: 0, …, address: Address(…), …), …]`, the list open and uncounted;
        // then `[User(id: 0, name: "User 0", email: "user0@example.com", address: Address(…)), …(19
        // more)]`, the `but: was` line the same. A part is now cut as its own message cuts it.
        let part = #"[…(13 more), User(…, address: Address(…, city: "Springfield", …)), …(6 more)]"#
        #expect(
            failureMessage(Self.moved, anyOf(equalTo(Self.users), hasCount(3))) == """
                Expected: any of:
                            - \(part)
                            - a collection with count 3
                     but: was \(Self.movedLine)
                          matched none of 2:
                            - \(part)
                              but: \(Self.change)
                            - a collection with count 3
                              but: count was 20
                """
        )
    }

    @Test func anItemsAndAValuesLinesAreCutAroundTheDifference() {
        // `hasEntry`'s line read `["team": [User(id: 0, name: "User 0", …), …], …]`: the inner list
        // uncounted, and the dictionary seemingly holding more entries; then
        // `["team": [User(id: 0, name: "User 0", …), …(19 more)]]`, cut from the front. It is the
        // line `equalTo`'s own message shows, cut around the difference to the room the words leave.
        #expect(
            failureMessage(["team": Self.moved], hasEntry("team", equalTo(Self.users))) == """
                Expected: a dictionary containing ["team": […(13 more), User(…, address.city: "Springfield"), …(6 more)]]
                     but: was ["team": [User(id: 0, name: "User 0", email: "user0@example.com", …), …(19 more)]]
                          value for "team" was \(Self.movedLine)
                            but: \(Self.change)
                """
        )
        #expect(
            failureMessage([Self.moved], hasItem(equalTo(Self.users), atIndex: 0)) == """
                Expected: a collection with […(13 more), User(…, address.city: "Springfield"), …(6 more)] at index 0
                     but: was [[User(id: 0, name: "User 0", email: "user0@example.com", address: Address(…)), …(19 more)]]
                          item 0 was \(Self.movedLine)
                            but: \(Self.change)
                """
        )
    }

    /// A description that shows a value rendered past its length limit: the list the value's
    /// rendering cut now closes and is counted, so the compact line counts it. (`every item is
    /// [User(…), …]`, `[[User(…), …], …]`.)
    @Test func descriptionsOfLongValuesCountTheirLists() {
        #expect(
            failureMessage([Self.moved, Self.users], everyItem(equalTo(Self.users)))?.hasPrefix(
                #"Expected: every item is [User(id: 0, name: "User 0", email: "user0@example.com", …), …(19 more)]"#
            )
                == true)
        #expect(
            failureMessage([Self.moved, Self.users], containsInAnyOrder(Self.users, Self.users))?.hasPrefix(
                #"Expected: a sequence containing in any order [[User(id: 0, name: "User 0", …), …(19 more)], …(1 more)]"#
            ) == true)
    }

    /// The bullet of an item that `everyItem` rejected, above a diff, is cut around where the item
    /// differs from the matcher's value, as `equalTo`'s own lines are, in the room its words leave.
    /// (It was cut from the front, `item 0 was [User(id: 0, name: "User 0", …), …(19 more)]`.)
    @Test func aRejectedItemsBulletIsCutAroundTheDifference() {
        #expect(
            failureMessage([Self.moved, Self.users], everyItem(equalTo(Self.users))) == """
                Expected: every item is [User(id: 0, name: "User 0", email: "user0@example.com", …), …(19 more)]
                     but: was [[User(id: 0, name: "User 0", email: "user0@example.com", …), …(19 more)], …(1 more)]
                          failed 1 of 2 items:
                            - item 0 was \(Self.movedLine)
                              but: \(Self.change)
                """
        )
    }

    struct TestFailure: Error {}
}
