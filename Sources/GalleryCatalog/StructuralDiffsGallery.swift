import Matchers

/// The models of the structural diff examples: a user with an address, a status, tags and a cart.
private enum Shop {
    struct Address: Equatable {
        var street: String
        var city: String
        var zip: String
    }

    enum Status: Equatable {
        case active
        case suspended(reason: String)
    }

    struct LineItem: Equatable, Hashable {
        var sku: String
        var quantity: Int
        var price: Double
    }

    struct User: Equatable {
        var id: Int
        var name: String
        var email: String
        var address: Address
        var status: Status
        var tags: [String]
        var cart: [LineItem]
    }

    enum Payment: Equatable {
        case card(number: String, expiry: Int)
        case cash
    }

    struct Order: Equatable {
        var payment: Payment
        var note: String?
        var items: Set<LineItem>
        var stock: [String: Int]
    }

    struct Delivery: Equatable {
        var window: (from: Int, to: Int)
        var address: Address

        static func == (lhs: Delivery, rhs: Delivery) -> Bool {
            lhs.window == rhs.window && lhs.address == rhs.address
        }
    }

    struct Recipe: Equatable {
        var title: String
        var steps: String
    }

    final class Node: Equatable {
        var name: String
        var next: Node?

        init(_ name: String, next: Node? = nil) {
            self.name = name
            self.next = next
        }

        /// Equal names around the ring, up to where both rings close.
        static func == (lhs: Node, rhs: Node) -> Bool {
            var left: Node? = lhs
            var right: Node? = rhs
            while let a = left, let b = right {
                if a.name != b.name { return false }
                left = a.next
                right = b.next
                if left === lhs && right === rhs { return true }
            }
            return left == nil && right == nil
        }
    }

    static let ann = User(
        id: 7, name: "Ann", email: "ann@example.com",
        address: Address(street: "1 Main St", city: "Springfield", zip: "12345"),
        status: .active, tags: ["admin", "beta", "early"],
        cart: [
            LineItem(sku: "A1", quantity: 2, price: 9.99), LineItem(sku: "B2", quantity: 1, price: 19.5),
            LineItem(sku: "C3", quantity: 5, price: 1.25),
        ]
    )

    static var annChanged: User {
        var user = ann
        user.address.city = "Shelbyville"
        user.status = .suspended(reason: "fraud check")
        user.cart[1].quantity = 3
        return user
    }

    static let order = Order(
        payment: .card(number: "4242", expiry: 2030), note: "ring twice",
        items: [
            LineItem(sku: "A1", quantity: 2, price: 9.99), LineItem(sku: "B2", quantity: 1, price: 19.5),
        ],
        stock: ["A1": 10, "B2": 4]
    )

    /// A folder tree: each folder is two levels of the diff's tree (the folder, its `children`).
    struct Folder: Equatable {
        var name: String
        var children: [Folder] = []
    }

    /// `Sources/App/UI/Views/Cells/<leaf>`, beside a `Docs` folder: the leaf is 11 levels deep.
    static func sources(leaf: String) -> Folder {
        let cells = Folder(name: "Cells", children: [Folder(name: leaf)])
        let ui = Folder(name: "UI", children: [Folder(name: "Views", children: [cells])])
        return Folder(name: "Sources", children: [Folder(name: "App", children: [ui]), Folder(name: "Docs")])
    }

    /// The folder tree again, as classes whose nodes point back to their parent (weakly); equal by
    /// name and children, as an app would write it.
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

    /// `Sources/App/UI/Views/Cells/<leaf>` beside `Docs`, as ``sources(leaf:)``, with parents.
    static func fileTree(leaf: String) -> FileNode {
        let cells = FileNode("Cells", [FileNode(leaf)])
        let ui = FileNode("UI", [FileNode("Views", [cells])])
        return FileNode("Sources", [FileNode("App", [ui]), FileNode("Docs")])
    }

    struct Row: Equatable {
        var id: Int
        var name: String
    }

    /// `count` rows, `Row(id: 0, name: "row 0")` and on.
    static func rows(_ count: Int) -> [Row] { (0..<count).map { Row(id: $0, name: "row \($0)") } }

    /// A ring of three nodes: a → b → c → a.
    static func ring(_ names: String...) -> Node {
        let nodes = names.map { Node($0) }
        for (node, next) in zip(nodes, nodes.dropFirst() + [nodes[0]]) { node.next = next }
        return nodes[0]
    }
}

private let steps = (1...12).map { "step \($0): stir" }.joined(separator: "\n")

func structuralDiffsGallery() -> GallerySection {
    var changedOrder = Shop.order
    changedOrder.payment = .card(number: "4242", expiry: 2031)
    changedOrder.note = nil
    changedOrder.items = [
        Shop.LineItem(sku: "A1", quantity: 2, price: 9.99),
        Shop.LineItem(sku: "B2", quantity: 3, price: 19.5),
    ]
    changedOrder.stock = ["A1": 10, "B2": 0]
    var rowsWithInsertion = Shop.rows(200)
    rowsWithInsertion.insert(Shop.Row(id: 999, name: "new"), at: 100)
    let five = Shop.rows(5)
    let reordered = [five[3], five[0], five[1], five[2], five[4]]
    return GallerySection(
        "Structural diffs",
        [
            GalleryEntry(
                "assertThat(user, equalTo(ann))  // city, status and the second item's quantity changed",
                Shop.annChanged, equalTo(Shop.ann)
            ),
            GalleryEntry(
                "assertThat(order, equalTo(expectedOrder))  // enum value, optional, set and dictionary",
                changedOrder, equalTo(Shop.order)
            ),
            GalleryEntry(
                "assertThat(user.cart, equalTo(ann.cart))  // an array of structs",
                Shop.annChanged.cart, equalTo(Shop.ann.cart)
            ),
            GalleryEntry(
                #"assertThat(recipe, equalTo(Recipe(title: "ramen", steps: steps)))  // a multi-line string inside"#,
                Shop.Recipe(title: "ramen", steps: steps.replacingLine("step 6: stir", with: "step 6: boil")),
                equalTo(Shop.Recipe(title: "ramen", steps: steps))
            ),
            GalleryEntry(
                #"assertThat(ring("a", "b", "c"), equalTo(ring("a", "x", "c")))  // a class graph with a cycle"#,
                Shop.ring("a", "b", "c"), equalTo(Shop.ring("a", "x", "c"))
            ),
            GalleryEntry(
                "assertThat(delivery, equalTo(Delivery(window: (from: 9, to: 12), address: ann.address)))  // a tuple",
                Shop.Delivery(window: (from: 9, to: 11), address: Shop.ann.address),
                equalTo(Shop.Delivery(window: (from: 9, to: 12), address: Shop.ann.address))
            ),
            GalleryEntry(
                "assertThat(user, has(\\.address, equalTo(ann.address)))  // nested in another explanation",
                Shop.annChanged, has(\.address, equalTo(Shop.ann.address))
            ),
            GalleryEntry(
                "assertThat(user.cart, containsInAnyOrder(ann.cart))  // the closest item's diff",
                Shop.annChanged.cart, containsInAnyOrder(Shop.ann.cart)
            ),
            GalleryEntry(
                "assertThat(user.cart, contains(ann.cart))  // the value lines cut around the item that differs",
                Shop.annChanged.cart, contains(Shop.ann.cart)
            ),
            GalleryEntry(
                #"assertThat(sources(leaf: "cell.swift"), equalTo(sources(leaf: "row.swift")))  // one path, 11 levels deep"#,
                Shop.sources(leaf: "cell.swift"), equalTo(Shop.sources(leaf: "row.swift"))
            ),
            GalleryEntry(
                #"assertThat(fileTree(leaf: "cell.swift"), equalTo(fileTree(leaf: "row.swift")))  // the same tree, each node with a weak parent"#,
                Shop.fileTree(leaf: "cell.swift"), equalTo(Shop.fileTree(leaf: "row.swift"))
            ),
            GalleryEntry(
                "assertThat(rows(200).inserting(Row(id: 999, name: \"new\"), at: 100), equalTo(rows(200)))  // an inserted element",
                rowsWithInsertion, equalTo(Shop.rows(200))
            ),
            GalleryEntry(
                "assertThat([rows[3], rows[0], rows[1], rows[2], rows[4]], equalTo(rows))  // the same elements in another order",
                reordered, equalTo(Shop.rows(5))
            ),
        ]
    )
}
