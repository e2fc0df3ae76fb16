import Matchers
import Testing

/// The `Expected:` and `but: was` lines of `equalTo` are cut around what differs when, cut from the
/// front, they would read the same (Docs/MessageFormat.md, "Compact value lines").
@Suite struct ValueLinesAroundDifferenceTests {
    private struct Address: Equatable {
        var street = "1 Main St"
        var city = "Springfield"
        var zip = "12345"
    }

    private struct Customer: Equatable {
        var id = 7
        var name = "Ann Marie Longname"
        var email = "ann.marie.longname@example.com"
        var address = Address()
        var note = ""
    }

    /// The first two lines of a failure message.
    private func valueLines<T: Equatable>(_ actual: T, _ expected: T) -> [Substring] {
        Array((equalTo(expected).failureMessage(for: actual) ?? "").split(separator: "\n").prefix(2))
    }

    @Test func aPropertyPastTheCutIsShownWithItsPath() {
        var moved = Customer()
        moved.address.city = "Shelbyville"
        #expect(
            valueLines(moved, Customer()) == [
                #"Expected: Customer(…, address: Address(…, city: "Springfield", …), …)"#,
                #"     but: was Customer(…, address: Address(…, city: "Shelbyville", …), …)"#,
            ])
    }

    /// A list whose count changed, nested in a structure, is walked to its first differing element
    /// when a path to it cannot be followed. Before, the lines showed the list's first element on
    /// both sides, `ModelBox(name: "alpha55", items: [ModelItem(sku: "SKU-700", …), …(15 more)], …)` against
    /// the same with `…(14 more)`, and in an array or a dictionary the two lines read the same.
    @Test func aRemovalInANestedListIsShownWhereItIs() {
        let items = (0..<16).map {
            ModelItem(sku: "SKU-\(700 + $0)", quantity: 5, tags: ["gamma98", "beta39", "delta44", "eta92"])
        }
        let box = ModelBox(name: "alpha55", items: items, meta: ["k1": 1])
        var removed = box
        removed.items.remove(at: 10)
        #expect(
            valueLines(removed, box) == [
                #"Expected: ModelBox(…, items: […(10 more), ModelItem(sku: "SKU-710", quantity: 5, …), …(5 more)], …)"#,
                #"     but: was ModelBox(…, items: […(10 more), ModelItem(sku: "SKU-711", quantity: 5, …), …(4 more)], …)"#,
            ])
        #expect(
            valueLines([box, removed], [box, box]) == [
                #"Expected: [_, ModelBox(…, items: […(10 more), ModelItem(sku: "SKU-710", quantity: 5, …), …(5 more)], …)]"#,
                #"     but: was [_, ModelBox(…, items: […(10 more), ModelItem(sku: "SKU-711", quantity: 5, …), …(4 more)], …)]"#,
            ])
        // Under a dictionary's key there is less room: the elements are cut narrower.
        var others = (0..<17).map { ModelItem(sku: "SKU-\($0)", quantity: 1, tags: []) }
        others[14] = ModelItem(sku: "SKU-677", quantity: 6, tags: ["gamma23"])
        let other = ModelBox(name: "eta47", items: others, meta: ["k1": 1])
        var otherRemoved = other
        otherRemoved.items.remove(at: 13)
        #expect(
            valueLines(["x": other, "y": otherRemoved], ["x": other, "y": other]) == [
                #"Expected: ["y": ModelBox(…, items: […(13 more), ModelItem(sku: "SKU-13", …), …(3 more)], …), …(1 more)]"#,
                #"     but: was ["y": ModelBox(…, items: […(13 more), ModelItem(sku: "SKU-677", …), …(2 more)], …), …(1 more)]"#,
            ])
    }

    @Test func severalDifferencesAreShownWhenTheyFit() {
        var changed = Customer()
        changed.address.zip = "54321"
        changed.note = "vip"
        #expect(
            valueLines(changed, Customer()) == [
                #"Expected: Customer(…, address: Address(…, zip: "12345"), note: "")"#,
                #"     but: was Customer(…, address: Address(…, zip: "54321"), note: "vip")"#,
            ])
    }

    @Test func equalElementsAreFoldedAndCounted() {
        let expected = Array(0..<200)
        var actual = expected
        actual[60] = -60
        actual[61] = -61
        actual[150] = -150
        actual[199] = -199
        #expect(
            valueLines(actual, expected) == [
                "Expected: […(60 more), 60, 61, …(88 more), 150, …(49 more)]",
                "     but: was […(60 more), -60, -61, …(88 more), -150, …(49 more)]",
            ])
    }

    @Test func aMissingElementIsShownWhereTheSidesPart() {
        let expected = (0..<100).map { Address(street: "\($0) Main St") }
        var actual = expected
        actual.remove(at: 60)
        #expect(
            valueLines(actual, expected) == [
                #"Expected: […(60 more), Address(street: "60 Main St", city: "Springfield", zip: "12345"), …(39 more)]"#,
                #"     but: was […(60 more), Address(street: "61 Main St", city: "Springfield", zip: "12345"), …(38 more)]"#,
            ])
    }

    @Test func aLongerArrayShowsItsFirstExtraElement() {
        let expected = (0..<40).map { Address(street: "\($0) Main St") }
        let actual = expected + [Address(street: "99 Main St")]
        #expect(
            valueLines(actual, expected) == [
                "Expected: […(40 more)]",
                #"     but: was […(40 more), Address(street: "99 Main St", city: "Springfield", zip: "12345")]"#,
            ])
    }

    @Test func aDictionaryShowsTheDifferingEntryAndCountsTheRest() {
        let expected = Dictionary(uniqueKeysWithValues: (0..<30).map { ("seat \($0)", Customer()) })
        var actual = expected
        actual["seat 12"]?.address.city = "Shelbyville"
        #expect(
            valueLines(actual, expected) == [
                #"Expected: ["seat 12": Customer(…, address: Address(…, city: "Springfield", …), …), …(29 more)]"#,
                #"     but: was ["seat 12": Customer(…, address: Address(…, city: "Shelbyville", …), …), …(29 more)]"#,
            ])
    }

    /// A key too long for the line is cut to the room of a nested string, so that its entry fits
    /// and the two lines show the values that differ. Before, the entry did not fit, and the lines
    /// cut from the front read the same (`["kkkk…", …]` on both).
    @Test func aLongKeyIsCutSoThatTheLinesShowItsValue() {
        let key = String(repeating: "k", count: 150)
        let expected = [key: 1, "a": 0]
        let actual = [key: 2, "a": 0]
        let shownKey = "\"" + String(repeating: "k", count: 48) + "\"…"
        #expect(
            valueLines(actual, expected) == [
                "Expected: [\(shownKey): 1, …(1 more)]",
                "     but: was [\(shownKey): 2, …(1 more)]",
            ])
    }

    private struct Transaction: Equatable {
        var id: Int
        var amountCents: Int
        var memo: String
    }

    /// After an element inserted or removed, the first elements that differ on each side are cut to
    /// the room of a nested value when they are too long to show whole. Before, the lines did not
    /// fit, and the lines cut from the front read the same (`[Transaction(id: 0, …), …]` on both).
    @Test func elementsTooLongToShowWholeAreCutAfterAnInsertion() {
        let transactions = (0..<50).map {
            Transaction(
                id: $0, amountCents: $0 * 100, memo: "payment number \($0) for the monthly subscription")
        }
        var inserted = transactions
        inserted.insert(
            Transaction(id: 999, amountCents: 1, memo: "refund of the monthly subscription fee"), at: 20)
        #expect(
            valueLines(inserted, transactions) == [
                "Expected: […(20 more), Transaction(id: 20, amountCents: 2000, …), …(29 more)]",
                "     but: was […(20 more), Transaction(id: 999, amountCents: 1, …), …(30 more)]",
            ])
        var removed = transactions
        removed.remove(at: 20)
        #expect(
            valueLines(removed, transactions) == [
                "Expected: […(20 more), Transaction(id: 20, amountCents: 2000, …), …(29 more)]",
                "     but: was […(20 more), Transaction(id: 21, amountCents: 2100, …), …(28 more)]",
            ])
    }

    private struct Parcel: Hashable {
        var sku: String
        var quantity: Int
        var note: String
    }

    private struct Basket: Equatable {
        var owner = "Ann Marie Longname"
        var parcels: Set<Parcel>
    }

    private static let parcels: Set<Parcel> = [
        Parcel(sku: "A1-long-sku-name", quantity: 1, note: "gift wrap please"),
        Parcel(sku: "B2-long-sku-name", quantity: 2, note: "none"),
        Parcel(sku: "C3-long-sku-name", quantity: 3, note: "fragile"),
    ]

    /// A set is walked as a dictionary is: the elements only one side has, each on its side, and
    /// the rest counted; an element only the expected set has and one only the actual set has are
    /// opened as a pair, so a changed field shows.
    @Test func aSetShowsTheElementsOnlyOneSideHas() {
        var changed = Self.parcels
        changed.remove(Parcel(sku: "B2-long-sku-name", quantity: 2, note: "none"))
        changed.insert(Parcel(sku: "B2-long-sku-name", quantity: 5, note: "none"))
        #expect(
            valueLines(changed, Self.parcels) == [
                "Expected: [Parcel(…, quantity: 2, …), …(2 more)]",
                "     but: was [Parcel(…, quantity: 5, …), …(2 more)]",
            ])
        #expect(
            valueLines(Basket(parcels: changed), Basket(parcels: Self.parcels)) == [
                "Expected: Basket(…, parcels: [Parcel(…, quantity: 2, …), …(2 more)])",
                "     but: was Basket(…, parcels: [Parcel(…, quantity: 5, …), …(2 more)])",
            ])
        // Lines that read differently from the front keep it, and count what a set leaves out after
        // a cut inside its first element.
        var fewer = Self.parcels
        fewer.remove(Parcel(sku: "A1-long-sku-name", quantity: 1, note: "gift wrap please"))
        #expect(
            valueLines(Basket(parcels: fewer), Basket(parcels: Self.parcels)) == [
                #"Expected: Basket(owner: "Ann Marie Longname", parcels: [Parcel(sku: "A1-long-sku-name", …), …(2 more)])"#,
                #"     but: was Basket(owner: "Ann Marie Longname", parcels: [Parcel(sku: "B2-long-sku-name", …), …(1 more)])"#,
            ])
    }

    @Test func aMultiLineStringIsShownFromTheLineBeforeItsDifference() {
        let expected = (1...30).map { "line \($0) of the menu" }.joined(separator: "\n")
        let actual = (1...30).map { "line \($0) \($0 == 20 ? "in" : "of") the menu" }.joined(separator: "\n")
        #expect(
            valueLines(actual, expected) == [
                #"Expected: …"line 19 of the menu\nline 20 of the menu\nline 21 of the menu\nline 22 of the me"… (30 lines)"#,
                #"     but: was …"line 19 of the menu\nline 20 in the menu\nline 21 of the menu\nline 22 of the me"… (30 lines)"#,
            ])
    }

    @Test func aLongSingleLineStringIsShownAroundItsDifference() {
        let expected = String(repeating: "abcdefghij", count: 30)
        var characters = Array(expected)
        characters[250] = "X"
        #expect(
            valueLines(String(characters), expected) == [
                #"Expected: …"efghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij""#,
                #"     but: was …"efghijabcdefghijabcdefghijXbcdefghijabcdefghijabcdefghijabcdefghijabcdefghij""#,
            ])
    }

    private final class Folder: Equatable {
        let name: String
        let children: [Folder]

        init(_ name: String, _ children: [Folder] = []) {
            self.name = name
            self.children = children
        }

        static func == (a: Folder, b: Folder) -> Bool { a.name == b.name && a.children == b.children }

        /// A chain `depth` folders deep whose last folder is named `leaf`.
        static func chain(depth: Int, leaf: String) -> Folder {
            (0..<depth).reduce(Folder(leaf)) { inner, level in Folder("level \(level)", [inner, Folder("x")])
            }
        }
    }

    @Test func aDeepDifferenceIsWrittenAsItsPath() {
        #expect(
            valueLines(Folder.chain(depth: 6, leaf: "b"), Folder.chain(depth: 6, leaf: "a")) == [
                #"Expected: Folder(…, children[0].children[0].children[0].children[0].children[0].children[0].name: "a")"#,
                #"     but: was Folder(…, children[0].children[0].children[0].children[0].children[0].children[0].name: "b")"#,
            ])
    }

    /// Values that print the same whatever the cut keep their lines, with the reason beneath.
    @Test func valuesThatPrintTheSameKeepTheirLines() {
        #expect(valueLines(Double.nan, .nan) == ["Expected: nan", "     but: was nan"])
    }

    /// Another matcher's `Expected:` line is not the value's: nothing is cut around a difference.
    /// `is` and `presentAnd` decide the value `equalTo` is given, with its reason: their lines are
    /// `equalTo`'s, after their words.
    @Test func onlyEqualToAndMatchersThatPassItTheValueCutAroundTheDifference() {
        var moved = Customer()
        moved.address.city = "Shelbyville"
        let described = describedAs("the customer", equalTo(Customer())).failureMessage(for: moved) ?? ""
        #expect(described.split(separator: "\n")[1].hasPrefix("     but: was Customer(id: 7, "))
        let cut = [
            #"     but: was Customer(…, address: Address(…, city: "Shelbyville", …), …)"#,
            #"          differs at address.city: expected "Springfield", found "Shelbyville""#,
        ]
        let isLines = `is`(equalTo(Customer())).failureMessage(for: moved)?.split(separator: "\n") ?? []
        #expect(isLines.first == #"Expected: is Customer(…, address: Address(…, city: "Springfield", …), …)"#)
        #expect(isLines.dropFirst().map(String.init) == cut)
        let presentLines =
            presentAnd(equalTo(Customer())).failureMessage(for: Optional(moved))?.split(separator: "\n") ?? []
        #expect(
            presentLines.first
                == #"Expected: not nil and Customer(…, address: Address(…, city: "Springfield", …), …)"#)
        #expect(presentLines.dropFirst().map(String.init) == cut)
    }

    /// Cut from the front or around the difference, two unequal values never get the same two lines
    /// unless the values print the same.
    @Test func unequalValuesGetLinesThatReadDifferently() {
        var pairs: [(Customer, Customer)] = []
        for field in 0..<5 {
            var changed = Customer()
            switch field {
            case 0: changed.id = 8
            case 1: changed.name += "x"
            case 2: changed.email = "x" + changed.email
            case 3: changed.address.street = "2 Main St"
            default: changed.address.zip = "0"
            }
            pairs.append((changed, Customer()))
        }
        for (actual, expected) in pairs {
            let lines = valueLines(actual, expected)
            #expect(lines[0].dropFirst("Expected: ".count) != lines[1].dropFirst("     but: was ".count))
        }
    }
}
