import Matchers
import Testing

// Structs of every kind of stored property render and diff through `Mirror`, the one reader of
// stored properties on every platform: the same messages on Linux and on Apple platforms.

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

@Suite struct StructRenderingTests {
    @Test func everyKindOfStoredPropertyRenders() {
        #expect(
            renderValue(Everything())
                == "Everything(int: 7, text: \"a\\tb\", double: 0.1, flag: true, small: -3, optional: nil, "
                + "someOptional: \"x\", array: [1, 2, 3], dictionary: [\"k\": 1], set: [4], nested: Square(side: 2), "
                + "light: .green(3), pair: (1, \"one\"), keeper: Keeper(name: \"keeper\"), shape: Square(side: 5), "
                + "anything: \"any\", optionalAnything: 3, owner: Keeper(name: \"keeper\"))")
        #expect(renderValue(Lazy()) == "Lazy(plain: 1, $__lazy_storage_$_computedOnce: nil)")
        #expect(renderValue(Wrapped()) == "Wrapped(_level: Clamped(wrappedValue: 3))")
        #expect(renderValue(ExistentialMetatypeField()) == "ExistentialMetatypeField(id: 1, kind: Int.self)")
        #expect(renderValue(OnlyEmpty()) == "OnlyEmpty(nothing: Empty())")
    }

    @Test func weakUnownedAndMetatypeFieldsRenderAndDiff() {
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

    @Test func everyKindOfFieldRendersAndDiffs() {
        var changed = Everything()
        changed.nested.side = 3
        changed.shape = Square(side: 6)
        #expect(
            renderValue(Generic(first: Square(side: 1), count: 1, rest: []))
                == "Generic<Square>(first: Square(side: 1), count: 1, rest: [])")
        let difference = describeDifference(Everything(), changed)
        #expect(
            difference?.description.hasPrefix("differs at nested.side, shape.side (- expected, + actual):")
                == true)
    }
}
