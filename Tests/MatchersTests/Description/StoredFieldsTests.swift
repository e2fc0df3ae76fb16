import Matchers
import Testing

// A plain struct's children are read from its layout instead of through `Mirror` (see
// `StoredFields`). These tests hold the two to the same children: same labels, same values of the
// same types, in the same order; and check that every struct whose storage a plain copy would
// misread keeps `Mirror`.

private protocol Shape {}
private protocol Owner: AnyObject {}

private struct Square: Shape, Equatable { var side: Int }
private final class Keeper: Owner {
    let name = "keeper"
}

private enum Light {
    case red
    case green(Int)
}

private struct Everything {
    var int = 7
    var text = "a\tb"
    var double = 0.1
    var flag = true
    var small: Int8 = -3
    var optional: Int? = nil
    var someOptional: String? = "x"
    var array = [1, 2, 3]
    var dictionary = ["k": 1]
    var set: Set<Int> = [4]
    var nested = Square(side: 2)
    var light = Light.green(3)
    var pair = (1, "one")
    var keeper = Keeper()
    var shape: any Shape = Square(side: 5)
    var anything: Any = "any"
    var optionalAnything: Any? = 3
    var owner: (any Owner)? = Keeper()
}

private struct Generic<Content> {
    var first: Content
    var count: Int
    var rest: [Content]
}

private struct Lazy {
    var plain = 1
    lazy var computedOnce = 2
}

@propertyWrapper private struct Clamped {
    var wrappedValue: Int
}

private struct Wrapped {
    @Clamped var level = 3
}

private struct WeakField {
    var id = 1
    weak var keeper: Keeper?
}

private struct UnownedField {
    var id = 1
    unowned var keeper: Keeper
}

private struct ClosureField {
    var id = 1
    var action: () -> Void = {}
}

private struct MetatypeField {
    var id = 1
    var kind: Int.Type = Int.self
}

private struct ExistentialMetatypeField {
    var id = 1
    var kind: Any.Type = Int.self
}

private struct Empty {}

private struct OnlyEmpty {
    var nothing = Empty()
}

private final class Node {
    var value = 1
}

/// The children `Mirror` lists for `value`, each as its label, its dynamic type and its rendering.
private func mirrorChildren(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.map(describe)
}

private func describe(_ child: Mirror.Child) -> String {
    "\(child.label ?? "-"): \(type(of: child.value)) = \(renderValue(child.value))"
}

/// The children the layout gives, described the same way; `nil` when the type keeps `Mirror`.
private func storedChildren(_ value: Any) -> [String]? {
    StoredFields.of(value).map { $0.children(of: value).map(describe) }
}

/// Boxes an existential inside an `Any`, as a generic `as Any` does.
private func erased<Value>(_ value: Value) -> Any { value }

@Suite struct StoredFieldsTests {
    @Test func aStructOfEveryKindOfFieldReadsAsMirrorDoes() throws {
        let value = Everything()
        let stored = try #require(storedChildren(value))
        #expect(stored == mirrorChildren(value))
        #expect(stored.count == 18)
        #expect(stored[0] == "int: Int = 7")
        #expect(stored[1] == #"text: String = "a\tb""#)
        #expect(stored[14] == "shape: Square = Square(side: 5)")
    }

    @Test func anExistentialMetatypeFieldReadsAsMirrorDoes() throws {
        let value = ExistentialMetatypeField()
        #expect(try #require(storedChildren(value)) == mirrorChildren(value))
    }

    @Test func genericStructsReadPerInstantiation() throws {
        let ints = Generic(first: 1, count: 2, rest: [3, 4])
        let texts = Generic(first: "a", count: 1, rest: ["b"])
        #expect(try #require(storedChildren(ints)) == mirrorChildren(ints))
        #expect(try #require(storedChildren(texts)) == mirrorChildren(texts))
    }

    @Test func lazyAndWrappedPropertiesKeepTheirStorageNames() throws {
        var lazy = Lazy()
        #expect(try #require(storedChildren(lazy)) == mirrorChildren(lazy))
        _ = lazy.computedOnce
        #expect(try #require(storedChildren(lazy)) == mirrorChildren(lazy))
        let wrapped = Wrapped()
        #expect(try #require(storedChildren(wrapped)) == mirrorChildren(wrapped))
        #expect(try #require(storedChildren(wrapped)) == ["_level: Clamped = Clamped(wrappedValue: 3)"])
    }

    @Test func aStructBoxedAsAnExistentialInsideAnyReadsItsDynamicType() throws {
        let shape: any Shape = Square(side: 9)
        let boxed = erased(shape)
        #expect(try #require(storedChildren(boxed)) == ["side: Int = 9"])
        #expect(try #require(storedChildren(boxed)) == mirrorChildren(boxed))
    }

    @Test func weakUnownedClosureAndMetatypeFieldsKeepMirror() {
        let keeper = Keeper()
        #expect(storedChildren(WeakField(keeper: keeper)) == nil)
        #expect(storedChildren(UnownedField(keeper: keeper)) == nil)
        #expect(storedChildren(ClosureField()) == nil)
        #expect(storedChildren(MetatypeField()) == nil)
    }

    @Test func typesThatAreNotStructsOrHaveNoBytesKeepMirror() {
        #expect(storedChildren(Node()) == nil)
        #expect(storedChildren(Light.green(1)) == nil)
        #expect(storedChildren((1, 2)) == nil)
        #expect(storedChildren(Empty()) == nil)
        #expect(storedChildren(OnlyEmpty()) == nil)
    }

    @Test func structsThatKeepMirrorRenderAndDiffAsBefore() {
        let keeper = Keeper()
        #expect(
            renderValue(WeakField(keeper: keeper)) == "WeakField(id: 1, keeper: Keeper(name: \"keeper\"))")
        #expect(renderValue(WeakField(keeper: nil)) == "WeakField(id: 1, keeper: nil)")
        #expect(
            renderValue(UnownedField(keeper: keeper))
                == "UnownedField(id: 1, keeper: Keeper(name: \"keeper\"))")
        #expect(renderValue(MetatypeField()) == "MetatypeField(id: 1, kind: Int.self)")
        #expect(
            describeDifference(UnownedField(id: 1, keeper: keeper), UnownedField(id: 2, keeper: keeper))
                == """
                differs at id (- expected, + actual):
                    UnownedField(
                  -   id: 1
                  +   id: 2
                      keeper: Keeper(…)
                    )
                """)
    }

    @Test func renderingAndDiffThroughTheLayoutMatchMirror() {
        var changed = Everything()
        changed.nested.side = 3
        changed.shape = Square(side: 6)
        #expect(
            renderValue(Generic(first: Square(side: 1), count: 1, rest: []))
                == "Generic<Square>(first: Square(side: 1), count: 1, rest: [])")
        let difference = describeDifference(Everything(), changed)
        #expect(difference?.hasPrefix("differs at nested.side, shape.side (- expected, + actual):") == true)
    }
}
