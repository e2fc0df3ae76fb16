import Foundation
import Matchers
import Testing

private enum RamenSoup {
    case miso
    case shio
}

private enum Payment {
    case cash
    case card(number: String, expiry: Int)
    case voucher(Int)
    case split(Int, String)
    case tip(amount: Int)
    case note(String?)
}

private struct Point {
    var x: Int
    var y: Int
}

private struct Empty {}

private struct Box<Content> {
    var content: Content
}

private final class Token {}

private class Animal {
    let name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal {
    var tricks = ["sit"]
}

private struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "\(cents / 100).\(cents % 100) EUR" }
}

private struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "plain" }
    var debugDescription: String { "debug" }
}

private final class Node {
    var name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
        self.name = name
        self.next = next
    }
}

private final class Tree {
    var children: [Tree] = []
    weak var parent: Tree?
}

/// A graph node hashed by identity, as graph tests write them.
private final class Station: Hashable {
    let name: String
    var links: Set<Station> = []
    var fares: [Station: Int] = [:]

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: Station, rhs: Station) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private struct Pair {
    var left: Token
    var right: Token
}

private struct Huge: CustomStringConvertible {
    var description: String { String(repeating: "x", count: 100_000) }
}

private struct HugeEuros: CustomStringConvertible {
    var description: String { String(repeating: "€", count: 100_000) }
}

@Suite struct StringRenderingTests {
    @Test func plainStringsAreQuoted() {
        #expect(renderValue("miso") == #""miso""#)
        #expect(renderValue("") == #""""#)
    }

    @Test func quotesAndBackslashesAreEscaped() {
        #expect(renderValue(#"say "hi""#) == #""say \"hi\"""#)
        #expect(renderValue(#"C:\temp"#) == #""C:\\temp""#)
    }

    @Test func controlCharactersUseSwiftEscapes() {
        #expect(renderValue("a\nb") == #""a\nb""#)
        #expect(renderValue("a\tb") == #""a\tb""#)
        #expect(renderValue("a\rb") == #""a\rb""#)
        #expect(renderValue("a\0b") == #""a\0b""#)
        #expect(renderValue("\r\n") == #""\r\n""#)
        #expect(renderValue("bell\u{7}") == #""bell\u{7}""#)
        #expect(renderValue("del\u{7F}") == #""del\u{7F}""#)
    }

    @Test func invisibleScalarsAreSpelledOut() {
        #expect(renderValue("zero\u{200B}width") == #""zero\u{200B}width""#)
        #expect(renderValue("\u{FEFF}bom") == #""\u{FEFF}bom""#)
        #expect(renderValue("no\u{00A0}break") == #""no\u{A0}break""#)
        #expect(renderValue("line\u{2028}separator") == #""line\u{2028}separator""#)
        #expect(renderValue("rtl\u{202E}override") == #""rtl\u{202E}override""#)
        #expect(renderValue("a b") == #""a b""#)
    }

    @Test func emojiShowTheirInvisibleJoinersAndSelectors() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(renderValue(family) == #""👨\u{200D}👩\u{200D}👧""#)
        #expect(renderValue("❤️") == #""❤\u{FE0F}""#)
        #expect(renderValue("👍🏽 🇯🇵") == "\"👍🏽 🇯🇵\"")
    }

    @Test func combiningCharactersStayIntact() {
        #expect(renderValue("e\u{301}") == "\"e\u{301}\"")
        #expect(renderValue("caf\u{E9}") == "\"café\"")
        #expect(renderValue("한국어") == "\"한국어\"")
    }

    @Test func charactersSubstringsAndScalarsAreQuotedToo() {
        #expect(renderValue(Character("a")) == #""a""#)
        #expect(renderValue(Character("\n")) == #""\n""#)
        #expect(renderValue(Character("\u{200B}")) == #""\u{200B}""#)
        #expect(renderValue("miso ramen".prefix(4)) == #""miso""#)
        #expect(renderValue(Unicode.Scalar("\t")) == #""\t""#)
    }
}

@Suite struct OptionalRenderingTests {
    @Test func optionalsRenderTheirValueOrNil() {
        #expect(renderValue(Int?(3) as Any) == "3")
        #expect(renderValue(Int?.none as Any) == "nil")
        #expect(renderValue(String?("a") as Any) == #""a""#)
    }

    @Test func nestedOptionals() {
        #expect(renderValue(Int??(3) as Any) == "3")
        // Not `nil`: the outer optional holds a value, an empty inner optional.
        #expect(renderValue(Int??.some(.none) as Any) == ".some(nil)")
        #expect(renderValue(Int??.none as Any) == "nil")
    }

    @Test func optionalsInsideCollections() {
        #expect(renderValue([1, nil, 3] as [Int?]) == "[1, nil, 3]")
        #expect(renderValue(["a", nil] as [String?]) == #"["a", nil]"#)
        #expect(renderValue(["k": nil, "v": 1] as [String: Int?]) == #"["k": nil, "v": 1]"#)
        #expect(renderValue(Box(content: Int?.none)) == "Box<Optional<Int>>(content: nil)")
    }
}

@Suite struct CollectionRenderingTests {
    @Test func arrays() {
        #expect(renderValue([1, 2, 3]) == "[1, 2, 3]")
        #expect(renderValue([Int]()) == "[]")
        #expect(renderValue([[1], [2, 3]]) == "[[1], [2, 3]]")
        #expect(renderValue(["tamago", "chashu"]) == #"["tamago", "chashu"]"#)
        #expect(renderValue([1, 2, 3][1...]) == "[2, 3]")
        #expect(renderValue(ContiguousArray([4, 5])) == "[4, 5]")
    }

    @Test func dictionariesAreSortedByRenderedKeyNumbersByValue() {
        #expect(renderValue(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(renderValue([String: Int]()) == "[:]")
        #expect(
            renderValue([2: "two", 10: "ten", -1: "minus one"]) == #"[-1: "minus one", 2: "two", 10: "ten"]"#)
        #expect(renderValue(Set([10, 2, 1.5])) == "[1.5, 2.0, 10.0]")
        #expect(renderValue(["k": [1, 2]]) == #"["k": [1, 2]]"#)
    }

    @Test func setsAreSortedByRenderedElement() {
        #expect(renderValue(Set([3, 1, 2])) == "[1, 2, 3]")
        #expect(renderValue(Set<Int>()) == "[]")
        #expect(renderValue(Set(["shio", "miso"])) == #"["miso", "shio"]"#)
    }

    @Test func renderingIsTheSameOnEveryCall() {
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<50).map { ("key\($0)", $0) })
        let first = renderValue(dictionary)
        #expect(
            renderValue(Dictionary(uniqueKeysWithValues: (0..<50).reversed().map { ("key\($0)", $0) }))
                == first)
        #expect(first.hasPrefix(#"["key0": 0, "key1": 1, "key10": 10"#))
    }

    @Test func aMillionElementsRenderShortly() {
        let rendered = renderValue(Array(0..<1_000_000))
        let shown = (0...217).map(String.init).joined(separator: ", ")
        #expect(rendered == "[\(shown), …(999782 more)]")
        #expect(rendered.utf8.count <= 1_000)
    }

    @Test func hugeSetsAndDictionariesRenderShortly() {
        let set = renderValue(Set(0..<200_000))
        #expect(set.count <= 1_000)
        #expect(set.hasSuffix(" more)]"))
        let dictionary = renderValue(Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0, $0) }))
        #expect(dictionary.count <= 1_000)
        #expect(dictionary.hasSuffix(" more)]"))
    }

    @Test func aLongLastElementLeavesRoomForTheCount() {
        // "[" and 81 elements take 976 characters, the 82nd ends at 988: no room for `, …(918 more)]`.
        let elements = [100_000_000_000_000] + Array(repeating: 1_000_000_000, count: 999)
        let shown = ([100_000_000_000_000] + Array(repeating: 1_000_000_000, count: 80)).map(String.init)
        let rendered = renderValue(elements)
        #expect(rendered == "[" + shown.joined(separator: ", ") + ", …(919 more)]")
        #expect(rendered.utf8.count <= 1_000)
    }

    @Test func longElementsAreTruncated() {
        let rendered = renderValue([String(repeating: "a", count: 5_000)])
        #expect(rendered == "[\"" + String(repeating: "a", count: 984) + "…(truncated)")
        #expect(rendered.utf8.count == 1_000)
    }

    /// An element that runs past the length limit after others is taken back and counted, so that
    /// the list closes and says what it holds, and a description that shows it (`equalTo`'s)
    /// can be cut to a compact line that counts it too. (It was cut mid-element, `…(truncated)`.)
    @Test func anElementThatRunsPastTheLimitIsCountedWithTheRest() {
        let rendered = renderValue(["a", String(repeating: "b", count: 5_000), "c"])
        #expect(rendered == #"["a", …(2 more)]"#)
        let rows = (0..<20).map { String(repeating: "\($0 % 10)", count: 150) }
        let shown = rows.prefix(6).map { "\"" + $0 + "\"" }.joined(separator: ", ")
        #expect(renderValue(rows) == "[" + shown + ", …(14 more)]")
        // Nested: the inner list closes, counted, and the outer one goes on.
        let nested = renderValue([rows, rows])
        #expect(nested.hasPrefix("[[" + shown + ", …(14 more)]"))
        #expect(nested.hasSuffix(", …(1 more)]"))
    }
}

@Suite struct CompositeRenderingTests {
    @Test func tuples() {
        #expect(renderValue((1, "a")) == #"(1, "a")"#)
        #expect(renderValue((x: 1, label: "a")) == #"(x: 1, label: "a")"#)
        #expect(renderValue((1, y: 2)) == "(1, y: 2)")
        #expect(renderValue(()) == "()")
        #expect(renderValue((1, (2, 3))) == "(1, (2, 3))")
    }

    @Test func enums() {
        #expect(renderValue(RamenSoup.miso) == ".miso")
        #expect(renderValue(Payment.cash) == ".cash")
        #expect(
            renderValue(Payment.card(number: "4242", expiry: 2030)) == #".card(number: "4242", expiry: 2030)"#
        )
        #expect(renderValue(Payment.voucher(5)) == ".voucher(5)")
        #expect(renderValue(Payment.split(2, "b")) == #".split(2, "b")"#)
        #expect(renderValue(Payment.tip(amount: 3)) == ".tip(amount: 3)")
        #expect(renderValue(Payment.note(nil)) == ".note(nil)")
        #expect(renderValue(Payment.note("x")) == #".note("x")"#)
        #expect(renderValue([RamenSoup.miso, .shio]) == "[.miso, .shio]")
    }

    @Test func structs() {
        #expect(renderValue(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
        #expect(renderValue(Empty()) == "Empty()")
        #expect(renderValue(Box(content: "a")) == #"Box<String>(content: "a")"#)
        #expect(renderValue(Box(content: Point(x: 0, y: 0))) == "Box<Point>(content: Point(x: 0, y: 0))")
    }

    @Test func classes() {
        #expect(renderValue(Token()) == "Token()")
        #expect(renderValue(Node(name: "a")) == #"Node(name: "a", next: nil)"#)
        #expect(
            renderValue(Node(name: "a", next: Node(name: "b")))
                == #"Node(name: "a", next: Node(name: "b", next: nil))"#)
    }

    @Test func subclassesShowInheritedProperties() {
        #expect(renderValue(Dog(name: "Rex")) == #"Dog(name: "Rex", tricks: ["sit"])"#)
        #expect(renderValue(Animal(name: "Generic")) == #"Animal(name: "Generic")"#)
    }

    @Test func customStringConvertible() {
        #expect(renderValue(Money(cents: 1250)) == "12.50 EUR")
        #expect(renderValue([Money(cents: 100)]) == "[1.0 EUR]")
    }

    @Test func customDebugStringConvertibleWins() {
        #expect(renderValue(Both()) == "debug")
    }

    @Test func standardLibraryScalars() {
        #expect(renderValue(true) == "true")
        #expect(renderValue(3.5) == "3.5")
        #expect(renderValue(Float(0.1)) == "0.1")
        #expect(renderValue(Double.nan) == "nan")
        #expect(renderValue(-Double.infinity) == "-inf")
        #expect(renderValue(Int.min) == "-9223372036854775808")
        #expect(renderValue(UInt8(7)) == "7")
    }

    @Test func types() {
        #expect(renderValue(Int.self) == "Int.self")
        #expect(renderValue(Point.self) == "Point.self")
    }
}

@Suite struct ProblemValueRenderingTests {
    @Test func selfReferenceStopsAtTheCycle() {
        let loop = Node(name: "loop")
        loop.next = loop
        #expect(renderValue(loop) == #"Node(name: "loop", next: <cycle: Node>)"#)
        loop.next = nil
    }

    @Test func longerCyclesStopWhereTheyLoop() {
        let first = Node(name: "a")
        let second = Node(name: "b", next: first)
        first.next = second
        #expect(renderValue(first) == #"Node(name: "a", next: Node(name: "b", next: <cycle: Node>))"#)
        #expect(renderValue([first]) == #"[Node(name: "a", next: Node(name: "b", next: <cycle: Node>))]"#)
        first.next = nil
    }

    @Test func cyclesThroughCollections() {
        let root = Tree()
        let child = Tree()
        root.children = [child]
        child.children = [root]
        #expect(
            renderValue(root) == "Tree(children: [Tree(children: [<cycle: Tree>], parent: nil)], parent: nil)"
        )
        root.children = []
    }

    @Test func cyclesThroughSetElementsAndDictionaryKeys() {
        let north = Station("north")
        let south = Station("south")
        north.links = [south]
        south.links = [north]
        #expect(
            renderValue(north)
                == #"Station(name: "north", links: [Station(name: "south", links: [<cycle: Station>], fares: [:])], fares: [:])"#
        )
        north.links = []
        south.links = []
        north.fares = [south: 3]
        south.fares = [north: 3]
        #expect(
            renderValue(north)
                == #"Station(name: "north", links: [], fares: [Station(name: "south", links: [], fares: [<cycle: Station>: 3]): 3])"#
        )
        north.fares = [:]
    }

    @Test func setElementsStopAtMaxDepth() {
        var nested: AnyHashable = 1
        for _ in 0..<10 { nested = AnyHashable(Set([nested])) }
        #expect(renderValue(nested) == "[[[[[[[[[…]]]]]]]]]")
    }

    @Test func sharedObjectsThatDoNotLoopAreRenderedEachTime() {
        let shared = Token()
        #expect(renderValue(Pair(left: shared, right: shared)) == "Pair(left: Token(), right: Token())")
    }

    @Test func hugeDescriptionIsTruncatedWithAMarker() {
        let rendered = renderValue(Huge())
        #expect(rendered == String(repeating: "x", count: 986) + "…(truncated)")
        #expect(rendered.utf8.count == 1_000)
    }

    @Test func truncationCutsBetweenScalars() {
        // Three UTF-8 bytes a `€`: the 986 bytes before the marker hold 328 of them and 2 bytes
        // that are not shown.
        let rendered = renderValue(HugeEuros())
        #expect(rendered == String(repeating: "€", count: 328) + "…(truncated)")
    }

    @Test func hugeStringIsTruncatedWithAMarker() {
        let rendered = renderValue(String(repeating: "y", count: 1_000_000))
        #expect(rendered == "\"" + String(repeating: "y", count: 985) + "…(truncated)")
    }

    @Test func renderingExactlyAtTheLimitIsNotTruncated() {
        let text = String(repeating: "z", count: 998)
        #expect(renderValue(text) == "\"\(text)\"")
    }

    @Test func deepNestingStopsAtMaxDepth() {
        var nested: Any = 1
        for _ in 0..<10 { nested = [nested] }
        #expect(renderValue(nested) == "[[[[[[[[[…]]]]]]]]]")
        var shallow: Any = 1
        for _ in 0..<8 { shallow = [shallow] }
        #expect(renderValue(shallow) == "[[[[[[[[1]]]]]]]]")
    }

    @Test func deepStructNestingStopsAtMaxDepth() {
        let deep = Box(content: Box(content: Box(content: 1)))
        let rendered = MessageLimits.$current.withValue(MessageLimits(maxDepth: 2)) { renderValue(deep) }
        #expect(rendered == "Box<Box<Box<Int>>>(content: Box<Box<Int>>(content: Box<Int>(content: …)))")
    }

    @Test func limitsChangeTheRendering() {
        MessageLimits.$current.withValue(MessageLimits(maxValueLength: 20, maxDepth: 1)) {
            #expect(renderValue(String(repeating: "a", count: 100)) == "\"aaaaa…(truncated)")
            #expect(renderValue(Array(0..<100)) == "[…(100 more)]")
        }
        MessageLimits.$current.withValue(MessageLimits(maxDepth: 1)) {
            #expect(renderValue([[1]]) == "[[…]]")
        }
        MessageLimits.$current.withValue(MessageLimits(maxValueLength: 30)) {
            #expect(renderValue(Array(0..<100)) == "[0, 1, 2, …(97 more)]")
        }
        #expect(renderValue([[1]]) == "[[1]]")
    }
}

@Suite struct DisplayOrderTests {
    /// Whether `lhs` is listed before `rhs`, each keyed as messages key it.
    private func precedes(_ lhs: Any, _ rhs: Any) -> Bool {
        DisplayOrder.Key(lhs, rendering: renderValue(lhs)).precedes(
            DisplayOrder.Key(rhs, rendering: renderValue(rhs)))
    }

    @Test func numbersSortByValueAndTextByCharacters() {
        #expect(precedes(2, 10))
        #expect(!precedes(10, 2))
        #expect(precedes(2.5, 10))
        #expect(precedes(UInt8(3), -1.5) == false)
        #expect(precedes("a", "b"))
        #expect(precedes(Double.nan, Double.nan) == false)
        #expect(DisplayOrder.sorted([10, 2, 33, -4]) { $0 } == [-4, 2, 10, 33])
        // Mixed values: numbers first, so the order is consistent (a strict weak ordering).
        #expect(precedes(10, "1a"))
        #expect(!precedes("1a", 2))
        let mixed: [AnyHashable] = ["1a", 10, 2, "b"]
        #expect(renderValue(Set(mixed)) == #"[2, 10, "1a", "b"]"#)
    }

    /// The number is the value's, not read back from its rendering: a type whose description is a
    /// number sorts by its text, and an optional or `AnyHashable` number by what it holds.
    @Test func theNumberComesFromTheValueNotItsRendering() {
        struct Shelf: Hashable, CustomStringConvertible {
            var description: String
        }
        #expect(precedes(Shelf(description: "10"), Shelf(description: "9")))
        #expect(precedes(9, Shelf(description: "1")))
        #expect(precedes(Int?.some(9) as Any, Int?.some(10) as Any))
        #expect(precedes(AnyHashable(9), AnyHashable(10)))
        #expect(renderValue(Set([Shelf(description: "10"), Shelf(description: "9")])) == "[10, 9]")
        #expect(renderValue(Set([10, 9])) == "[9, 10]")
    }

    /// `Decimal`s sort by value among themselves (not by their text: `10` after `9.5`), after the
    /// other numbers, so that a mixed collection still has one consistent order.
    @Test func decimalsSortByValue() throws {
        let prices = try ["10", "9.5", "-1", "100.25"].map { try #require(Decimal(string: $0)) }
        #expect(renderValue(Set(prices)) == "[-1, 9.5, 10, 100.25]")
        let mixed: [AnyHashable] = [try #require(Decimal(string: "0.5")), 7, "a", 2.5]
        #expect(renderValue(Set(mixed)) == #"[2.5, 7, 0.5, "a"]"#)
    }

    @Test func aSampleIsSortedAndTheRestKeepsItsOrder() {
        struct Box: Equatable { var number: Int }
        let items = (0..<(DisplayOrder.sampleSize + 50)).reversed().map(Box.init)
        let sample = items.prefix(DisplayOrder.sampleSize)
        #expect(
            DisplayOrder.sorted(items) { $0 }
                == sample.sorted { renderValue($0) < renderValue($1) }
                + items.dropFirst(DisplayOrder.sampleSize))
    }

    @Test func aThousandNumbersOrStringsAreSortedWhole() {
        let numbers = Array((0..<DisplayOrder.sortedWholeLimit).reversed())
        #expect(DisplayOrder.sorted(numbers) { $0 } == numbers.sorted())
        let names = numbers.map { "n\($0)" }
        #expect(DisplayOrder.sorted(names) { $0 } == names.sorted())
        // Past the limit, a sample.
        let more = Array((0...DisplayOrder.sortedWholeLimit).reversed())
        #expect(
            DisplayOrder.sorted(more) { $0 }.prefix(DisplayOrder.sampleSize + 1).last
                == more[DisplayOrder.sampleSize])
    }
}

/// A dictionary keyed by a value longer than a compact line.
private struct Crate: Hashable {
    var label: String
    var slots: [Slot]
    var weight: Int
}

private struct Slot: Hashable {
    var sku: String
    var quantity: Int
}

@Suite struct LongKeyCompactLineTests {
    /// A key longer than a compact line is rendered for it with its nested values past the line
    /// elided, as a value would be, so that its list closes and counts what it leaves out. Before,
    /// the key was rendered whole, to the length limit, and the line read
    /// `[Crate(label: "c", slots: [Slot(sku: "SKU-0", quantity: 0), …(19 more)]), …]`.
    @Test func aLongKeyIsCutAsAValueIs() {
        let crate = Crate(label: "c", slots: (0..<40).map { Slot(sku: "SKU-\($0)", quantity: $0) }, weight: 3)
        for line in [
            MessageLayout.compactRendering([crate: 1]), MessageLayout.compactRendering([[crate]: 1]),
        ] {
            #expect(!line.contains(", …]"), "\(line)")
            #expect(line.utf8.count <= 110, "\(line)")
        }
        #expect(
            MessageLayout.compactRendering([crate: 1])
                == #"[Crate(label: "c", slots: [Slot(sku: "SKU-0", quantity: 0), …(39 more)], …)]"#
        )
    }
}
