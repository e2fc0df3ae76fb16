import Matchers
import Testing

/// Back-references in the structural diff: a reference that leads back up the tree (a parent
/// pointer, the link that closes a cycle) is shown as `<cycle: Node>` and is not followed, so it
/// never forks the path to a difference (issue "one value tree", item 4).
@Suite struct StructuralDiffBackReferenceTests {
    typealias FileNode = BackReferenceModel.FileNode

    /// `root/src/app/ui/views/{a.swift, <leaf>}` beside `root/docs`: the leaf is at depth 5.
    private func tree(leaf: String) -> FileNode {
        let views = FileNode("views", [FileNode("a.swift"), FileNode(leaf)])
        let src = FileNode("src", [FileNode("app", [FileNode("ui", [views])])])
        return FileNode("root", [src, FileNode("docs")])
    }

    @Test func aParentPointerIsNotFollowed() {
        // Before, `parent` (the renamed leaf's folder, whose `==` sees the leaf) differed too, so
        // the path forked at the leaf: `differs at …children[1]`, two lines cut at
        // `parent: FileNode(name: "views", children: [……(truncated)` and `(differs deeper than 10
        // levels)`. The same tree without parents gives `…children[1].name` and two clean lines.
        #expect(
            failureMessage(tree(leaf: "c.swift"), equalTo(tree(leaf: "b.swift"))) == """
                Expected: FileNode(…, children[0].children[0].children[0].children[0].children[1].name: "b.swift", …)
                     but: was FileNode(…, children[0].children[0].children[0].children[0].children[1].name: "c.swift", …)
                          differs at children[0].children[0].children[0].children[0].children[1].name: expected "b.swift", found "c.swift"
                """
        )
        // The message says its one change on one line; the reason's tree shows it in place.
        #expect(
            describeDifference(tree(leaf: "b.swift"), tree(leaf: "c.swift"))?.description == """
                differs at children[0].children[0].children[0].children[0].children[1].name (- expected, + actual):
                    FileNode(
                      name: "root"
                      children: [
                        [0]: FileNode(
                          name: "src"
                          children: [
                            [0]: FileNode(
                              name: "app"
                              children: [
                                [0]: FileNode(
                                  name: "ui"
                                  children: [
                  -                 [0].children[1].name: "b.swift"
                  +                 [0].children[1].name: "c.swift"
                                  ]
                                  parent: <cycle: FileNode>
                                )
                              ]
                              parent: <cycle: FileNode>
                            )
                          ]
                          parent: <cycle: FileNode>
                        )
                        [1]: FileNode(…)
                      ]
                      parent: nil
                    )
                """
        )
    }

    @Test func aStrongNonOptionalBackReferenceIsNotFollowed() {
        let expected = BackReferenceModel.Chapter("Ramen", sections: ["Broth", "Noodles"])
        let actual = BackReferenceModel.Chapter("Ramen", sections: ["Broth", "Toppings"])
        defer {
            for chapter in [expected, actual] { chapter.sections.removeAll() }
        }
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Chapter(…, sections: [_, Section(heading: "Noodles", …)])
                     but: was Chapter(…, sections: [_, Section(heading: "Toppings", …)])
                          differs at sections[1].heading: expected "Noodles", found "Toppings"
                """
        )
        // The message says its one change on one line; the reason's tree shows it in place.
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at sections[1].heading (- expected, + actual):
                    Chapter(
                      title: "Ramen"
                      sections: [
                        [0]: Section(…)
                        [1]: Section(
                  -       heading: "Noodles"
                  +       heading: "Toppings"
                          chapter: <cycle: Chapter>
                        )
                      ]
                    )
                """
        )
    }

    @Test func aParentAtAnotherDepthIsADifference() {
        let expected = FileNode("root", [FileNode("src", [FileNode("a.swift"), FileNode("b.swift")])])
        let actual = FileNode("root", [FileNode("src", [FileNode("a.swift"), FileNode("c.swift")])])
        actual.children[0].children[1].parent = actual
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: FileNode(…, children: [FileNode(…, children: [_, FileNode(name: "b.swift", …)], …)], …)
                     but: was FileNode(…, children: [FileNode(…, children: [_, FileNode(name: "c.swift", …)], …)], …)
                          differs at children[0].children[1].name, children[0].children[1].parent (- expected, + actual):
                              FileNode(
                                name: "root"
                                children: [
                                  [0]: FileNode(
                                    name: "src"
                                    children: [
                                      [0]: FileNode(…)
                                      [1]: FileNode(
                            -           name: "b.swift"
                            +           name: "c.swift"
                                        children: []
                            -           parent: <cycle: FileNode at children[0]>
                            +           parent: <cycle: FileNode at the root>
                                      )
                                    ]
                                    parent: <cycle: FileNode>
                                  )
                                ]
                                parent: nil
                              )
                """
        )
    }

    @Test func aCycleThatClosesOnOneSideOnlyIsADifference() {
        func ring(_ values: Int...) -> Model.Node {
            let nodes = values.map { Model.Node($0) }
            for (node, next) in zip(nodes, nodes.dropFirst() + [nodes[0]]) { node.next = next }
            return nodes[0]
        }
        #expect(
            failureMessage(ring(1, 2, 3, 4), equalTo(ring(1, 2, 3))) == """
                Expected: Node(…, next: Node(…, next: Node(…, next: <cycle: Node>)))
                     but: was Node(…, next: Node(…, next: Node(…, next: Node(value: 4, next: <cycle: Node>))))
                          differs at next.next.next: expected <cycle: Node at the root>, found Node(value: 4, next: <cycle: Node>)
                """
        )
        // The message says its one change on one line; the reason's tree shows it in place.
        #expect(
            describeDifference(ring(1, 2, 3), ring(1, 2, 3, 4))?.description == """
                differs at next.next.next (- expected, + actual):
                    Node(
                      value: 1
                      next: Node(
                        value: 2
                        next: Node(
                          value: 3
                  -       next: <cycle: Node at the root>
                  +       next: Node(value: 4, next: <cycle: Node>)
                        )
                      )
                    )
                """
        )
    }

    @Test func backReferencesInAnArrayAndADictionary() {
        let expected = BackReferenceModel.Dir.tree(leaf: "b.swift")
        let actual = BackReferenceModel.Dir.tree(leaf: "c.swift")
        defer {
            for root in [expected, actual] { root.unlink() }
        }
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Dir(…, children: [Dir(…, children: [_, Dir(name: "b.swift", …)], …)], …)
                     but: was Dir(…, children: [Dir(…, children: [_, Dir(name: "c.swift", …)], …)], …)
                          differs at children[0].children[1].name: expected "b.swift", found "c.swift"
                """
        )
        // The message says its one change on one line; the reason's tree shows it in place.
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at children[0].children[1].name (- expected, + actual):
                    Dir(
                      name: "root"
                      children: [
                        [0]: Dir(
                          name: "src"
                          children: [
                            [0]: Dir(…)
                            [1]: Dir(
                  -           name: "b.swift"
                  +           name: "c.swift"
                              children: []
                              trail: […]
                              links: […]
                            )
                          ]
                          trail: […]
                          links: […]
                        )
                      ]
                      trail: []
                      links: [:]
                    )
                """
        )
    }

    @Test func backReferencesAmongValuesThatAreNotEquatable() {
        let expected = BackReferenceModel.Plain.tree(leaf: "b.swift")
        let actual = BackReferenceModel.Plain.tree(leaf: "c.swift")
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at children[0].children[0].children[1].name (- expected, + actual):
                    Plain(
                      name: "root"
                      children: [
                        [0]: Plain(
                          name: "src"
                          children: [
                            [0]: Plain(
                              name: "app"
                              children: [
                                [0]: Plain(…)
                                [1]: Plain(
                  -               name: "b.swift"
                  +               name: "c.swift"
                                  children: []
                                  parent: <cycle: Plain>
                                )
                              ]
                              parent: <cycle: Plain>
                            )
                          ]
                          parent: <cycle: Plain>
                        )
                      ]
                      parent: nil
                    )
                """
        )
    }
}

/// The models of the back-reference tests; types print unqualified.
enum BackReferenceModel {
    /// A file tree whose nodes point back to their parent weakly, as trees in apps do; equal, as a
    /// user would write it, by name and children.
    final class FileNode: Equatable {
        var name: String
        var children: [FileNode]
        weak var parent: FileNode?

        init(_ name: String, _ children: [FileNode] = []) {
            self.name = name
            self.children = children
            for child in children { child.parent = self }
        }

        static func == (lhs: FileNode, rhs: FileNode) -> Bool {
            lhs.name == rhs.name && lhs.children == rhs.children
        }
    }

    /// A chapter whose sections hold it strongly and not as an optional: a reference cycle, which
    /// its test breaks when it ends.
    final class Chapter: Equatable {
        var title: String
        var sections: [Section] = []

        init(_ title: String, sections: [String]) {
            self.title = title
            self.sections = sections.map { Section($0, in: self) }
        }

        static func == (lhs: Chapter, rhs: Chapter) -> Bool {
            lhs.title == rhs.title && lhs.sections.map(\.heading) == rhs.sections.map(\.heading)
        }
    }

    final class Section {
        var heading: String
        let chapter: Chapter

        init(_ heading: String, in chapter: Chapter) {
            self.heading = heading
            self.chapter = chapter
        }
    }

    /// A directory that lists the directories above it, root first, and links `..` to its parent:
    /// back-references inside an array and a dictionary (strong ones, which its test unlinks).
    final class Dir: Equatable {
        var name: String
        var children: [Dir] = []
        var trail: [Dir] = []
        var links: [String: Dir] = [:]

        init(_ name: String, _ children: [Dir] = []) {
            self.name = name
            self.children = children
        }

        /// `root/src/{a.swift, <leaf>}`, each directory's trail and `..` set.
        static func tree(leaf: String) -> Dir {
            let root = Dir("root", [Dir("src", [Dir("a.swift"), Dir(leaf)])])
            root.link(trail: [])
            return root
        }

        private func link(trail: [Dir]) {
            self.trail = trail
            if let parent = trail.last { links[".."] = parent }
            for child in children { child.link(trail: trail + [self]) }
        }

        func unlink() {
            trail = []
            links = [:]
            for child in children { child.unlink() }
        }

        static func == (lhs: Dir, rhs: Dir) -> Bool {
            lhs.name == rhs.name && lhs.children == rhs.children
        }
    }

    /// A tree that is not `Equatable`, compared through `Mirror`.
    final class Plain {
        var name: String
        var children: [Plain]
        weak var parent: Plain?

        init(_ name: String, _ children: [Plain] = []) {
            self.name = name
            self.children = children
            for child in children { child.parent = self }
        }

        static func tree(leaf: String) -> Plain {
            Plain("root", [Plain("src", [Plain("app", [Plain("a.swift"), Plain(leaf)])])])
        }
    }
}
