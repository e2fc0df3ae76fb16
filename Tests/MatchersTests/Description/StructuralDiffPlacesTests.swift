import Matchers
import Testing

/// Three places where the structural diff used to mislead (issue 21, item 6): a difference deeper
/// than the tree opens, an element inserted into or removed from a long array, and the same
/// elements in another order.
@Suite struct StructuralDiffPlacesTests {
    // MARK: - A path deeper than the tree opens

    @Test func theOneDifferingPathIsOpenedToTheLeafPastEightLevels() {
        let expected = Folder.tree(leaf: "row.swift")
        let actual = Folder.tree(leaf: "cell.swift")
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Folder(…, children[0].children[0].children[0].children[0].children[0].name: "row.swift")
                     but: was Folder(…, children[0].children[0].children[0].children[0].children[0].name: "cell.swift")
                          differs at children[0].children[0].children[0].children[0].children[0].name: expected "row.swift", found "cell.swift"
                """
        )
        // The message says its one change on one line; the reason's tree opens the path to it.
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at children[0].children[0].children[0].children[0].children[0].name (- expected, + actual):
                    Folder(
                      name: "Sources"
                      children: [
                        [0]: Folder(
                          name: "App"
                          children: [
                            [0]: Folder(
                              name: "UI"
                              children: [
                                [0]: Folder(
                                  name: "Views"
                                  children: [
                  -                 [0].children[0].name: "row.swift"
                  +                 [0].children[0].name: "cell.swift"
                                  ]
                                )
                              ]
                            )
                          ]
                        )
                        [1]: Folder(…)
                      ]
                    )
                """
        )
    }

    @Test func aDifferenceThatForksBelowTheDepthLimitIsSaidToBeDeeper() {
        let expected = Folder.tree(leaf: "row.swift")
        var actual = Folder.tree(leaf: "cell.swift")
        actual.children[0].children[0].children[0].children[0].name = "Rows"
        // The tree opens 4 levels; the path goes on alone to `Cells`, 8 levels down, where both its
        // name and its file differ.
        let text = MessageLimits.$current.withValue(MessageLimits(maxDepth: 4)) {
            describeDifference(expected, actual)
        }
        #expect(
            text == """
                differs at children[0].children[0].children[0].children[0] (- expected, + actual):
                    Folder(
                      name: "Sources"
                      children: [
                        [0]: Folder(
                          name: "App"
                          children: [
                  -         [0].children[0].children[0]: Folder(name: "Cells", children: [Folder(name: "row.swift", children: [])])
                  +         [0].children[0].children[0]: Folder(name: "Rows", children: [Folder(name: "cell.swift", children: [])])
                              (differs deeper than 8 levels)
                          ]
                        )
                        [1]: Folder(…)
                      ]
                    )
                """
        )
    }

    @Test func aPathFollowedPastSixtyFourLevelsStopsInWords() {
        let expected = Folder.chain(depth: 100, leaf: "a")
        let actual = Folder.chain(depth: 100, leaf: "b")
        let text = failureMessage(actual, equalTo(expected)) ?? ""
        #expect(
            text == """
                Expected: Folder(name: "f99", children: [Folder(name: "f98", children: [Folder(…)])])
                     but: was Folder(name: "f99", children: [Folder(name: "f98", children: [Folder(…)])])
                          differs at children[0].children[0].children[0].children[0].children[0].children[0].children[0].children[0]…[0].children[0].children[0].children[0].children[0].children[0].children[0].children[0].children[0] (- expected, + actual):
                              Folder(
                                name: "f99"
                                children: [
                                  [0]: Folder(
                                    name: "f98"
                                    children: [
                                      [0]: Folder(
                                        name: "f97"
                                        children: [
                                          [0]: Folder(
                                            name: "f96"
                                            children: [
                                              [0].children[0].children[0].children[0]….children[0].children[0].children[0].children[0]: differs deeper than 64 levels
                                            ]
                                          )
                                        ]
                                      )
                                    ]
                                  )
                                ]
                              )
                """
        )
        #expect(text.utf8.count <= 8_192)
    }

    // MARK: - Inserted and removed elements

    @Test func anElementInsertedIntoALongArrayIsLabelledAsInserted() {
        var actual = Row.rows(200)
        actual.insert(Row(id: 999, name: "new"), at: 100)
        #expect(
            failureMessage(actual, equalTo(Row.rows(200))) == """
                Expected: […(100 more), Row(id: 100, name: "row 100"), …(99 more)]
                     but: was […(100 more), Row(id: 999, name: "new"), …(100 more)]
                          differs at [100]: inserted Row(id: 999, name: "new")
                """
        )
        #expect(
            describeDifference(Row.rows(200), actual)?.description == """
                differs at [100] (- expected, + actual):
                    [
                      … 100 unchanged elements
                  +   [100] (inserted): Row(id: 999, name: "new")
                      … 100 unchanged elements
                    ]
                """
        )
    }

    @Test func elementsRemovedFromAnArrayAreLabelledAsRemoved() {
        let rows = Row.rows(60)
        let actual = rows.filter { $0.id != 57 && $0.id != 3 }
        #expect(
            describeDifference(rows, actual) == """
                differs at [3], [57] (- expected, + actual):
                    [
                      … 3 unchanged elements
                  -   [3] (removed): Row(id: 3, name: "row 3")
                      … 53 unchanged elements
                  -   [57] (removed): Row(id: 57, name: "row 57")
                      … 2 unchanged elements
                    ]
                """
        )
    }

    // MARK: - The same elements in another order

    @Test func theSameElementsInAnotherOrderAreListedAsMoves() {
        let rows = Row.rows(5)
        #expect(
            failureMessage([rows[3], rows[0], rows[1], rows[2], rows[4]], equalTo(rows)) == """
                Expected: [Row(id: 0, name: "row 0"), Row(id: 1, name: "row 1"), …(3 more)]
                     but: was [Row(id: 3, name: "row 3"), Row(id: 0, name: "row 0"), …(3 more)]
                          differs in order: the same 5 elements in another order:
                              [3] → [0]: Row(id: 3, name: "row 3")
                              [0...2] → [1...3]: 3 elements, moved together
                """
        )
        // Two elements swapped: each one's new place.
        #expect(
            describeDifference(rows, [rows[0], rows[3], rows[2], rows[1], rows[4]]) == """
                differs in order: the same 5 elements in another order:
                    [1] → [3]: Row(id: 1, name: "row 1")
                    [3] → [1]: Row(id: 3, name: "row 3")
                """
        )
    }

    @Test func aReorderedArrayInsideAStructIsNamedInTheTree() {
        let expected = Team(name: "core", members: Row.rows(4))
        let actual = Team(
            name: "core", members: [Row.rows(4)[1], Row.rows(4)[0], Row.rows(4)[2], Row.rows(4)[3]])
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Team(name: "core", members: [Row(id: 0, name: "row 0"), …(3 more)])
                     but: was Team(name: "core", members: [Row(id: 1, name: "row 1"), …(3 more)])
                          differs at members (- expected, + actual):
                              Team(
                                name: "core"
                                members: the same 4 elements in another order:
                                  [0] → [1]: Row(id: 0, name: "row 0")
                                  [1] → [0]: Row(id: 1, name: "row 1")
                              )
                """
        )
    }

    @Test func manyMovesAreCountedPastTheLimit() {
        let rows = Row.rows(40)
        let text = failureMessage(Array(rows.reversed()), equalTo(rows)) ?? ""
        #expect(
            text == """
                Expected: [Row(id: 0, name: "row 0"), Row(id: 1, name: "row 1"), …(38 more)]
                     but: was [Row(id: 39, name: "row 39"), Row(id: 38, name: "row 38"), …(38 more)]
                          differs in order: the same 40 elements in another order:
                              [0] → [39]: Row(id: 0, name: "row 0")
                              [1] → [38]: Row(id: 1, name: "row 1")
                              [2] → [37]: Row(id: 2, name: "row 2")
                              [3] → [36]: Row(id: 3, name: "row 3")
                              [4] → [35]: Row(id: 4, name: "row 4")
                              [5] → [34]: Row(id: 5, name: "row 5")
                              [6] → [33]: Row(id: 6, name: "row 6")
                              [7] → [32]: Row(id: 7, name: "row 7")
                              [8] → [31]: Row(id: 8, name: "row 8")
                              [9] → [30]: Row(id: 9, name: "row 9")
                              …(30 more moves)
                """
        )
    }

    @Test func anArrayWithAnotherElementIsNotAReordering() {
        let rows = Row.rows(5)
        let text =
            failureMessage([rows[3], rows[0], rows[1], rows[2], Row(id: 9, name: "row 9")], equalTo(rows))
            ?? ""
        #expect(
            text == """
                Expected: [Row(id: 0, name: "row 0"), Row(id: 1, name: "row 1"), …(3 more)]
                     but: was [Row(id: 3, name: "row 3"), Row(id: 0, name: "row 0"), …(3 more)]
                          differs at [0], [3].id, [3].name, [4] (- expected, + actual):
                              [
                            +   [0] (inserted): Row(id: 3, name: "row 3")
                                … 3 unchanged elements
                                [3]: Row(
                            -     id: 3
                            +     id: 9
                            -     name: "row 3"
                            +     name: "row 9"
                                )
                            -   [4] (removed): Row(id: 4, name: "row 4")
                              ]
                """
        )
    }

    @Test func tooManyMovesToPairFallBackToTheElementTree() {
        let rows = Row.rows(400)
        let text = failureMessage(Array(rows.reversed()), equalTo(rows)) ?? ""
        #expect(!text.contains("another order"))
        #expect(text.utf8.count <= 8_192)
    }
}

private struct Row: Equatable {
    var id: Int
    var name: String

    static func rows(_ count: Int) -> [Row] { (0..<count).map { Row(id: $0, name: "row \($0)") } }
}

private struct Team: Equatable {
    var name: String
    var members: [Row]
}

/// A folder tree: each folder is two levels of the diff's tree (the folder, its `children`).
private struct Folder: Equatable {
    var name: String
    var children: [Folder] = []

    /// `Sources/App/UI/Views/Cells/<leaf>`, beside a `Docs` folder.
    static func tree(leaf: String) -> Folder {
        let cells = Folder(name: "Cells", children: [Folder(name: leaf)])
        let views = Folder(name: "Views", children: [cells])
        let ui = Folder(name: "UI", children: [views])
        let app = Folder(name: "App", children: [ui])
        return Folder(name: "Sources", children: [app, Folder(name: "Docs")])
    }

    /// `depth` folders, one inside the other, down to `leaf`.
    static func chain(depth: Int, leaf: String) -> Folder {
        (0..<depth).reduce(Folder(name: leaf)) { inner, level in Folder(name: "f\(level)", children: [inner])
        }
    }
}
