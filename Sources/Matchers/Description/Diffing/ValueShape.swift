// How the structural diff sees a value: the kind `TypeFacts.kind(of:)` decides for the renderer too,
// with the value's parts, so that a tree line shows a value exactly as the `but: was` line would.

/// The shape of one value for the structural diff.
internal enum ValueShape {
    /// Shown whole: strings, numbers, Booleans, metatypes, closures.
    case leaf
    /// A type with its own `description` or `debugDescription` (`Date`, `URL`, `UUID`, `Decimal`,
    /// your own types): shown by it, like the renderer does. Only when two such values print the
    /// same does the diff look at their children, to find what differs.
    case described
    /// An optional: its wrapped value, or `nil`.
    case optional(Any?)
    /// An `Array`, `ArraySlice` or `ContiguousArray`.
    case ordered(any IndexedElements)
    /// A `Set`.
    case set(any SetElements)
    /// A `Dictionary`.
    case dictionary(any KeyedElements)
    /// A struct, a class or a tuple.
    case structure(Structure)
    /// An enum case, with its associated values when it has some.
    case enumCase(name: String, payload: Any?)

    /// Whether a value of this shape is shown whole on one line (a wrapped value decided with
    /// `types`, the pass's table).
    func isLeaf(_ types: TypeFacts) -> Bool {
        switch self {
        case .leaf, .described: return true
        case .optional(let wrapped): return wrapped.map { types.shape(of: $0).isLeaf(types) } ?? true
        case .enumCase(_, let payload): return payload == nil
        case .ordered, .set, .dictionary, .structure: return false
        }
    }

    /// The shape `Mirror` gives a struct, class, tuple or enum, whatever its description.
    /// `typeName` is read only for a struct or a class.
    static func structural(_ value: Any, _ mirror: Mirror, typeName: @autoclosure () -> String) -> ValueShape
    {
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                return .enumCase(name: "\(value)", payload: nil)
            }
            return .enumCase(name: payload.label ?? "\(value)", payload: payload.value)
        case .class:
            let identity = ObjectIdentifier(value as AnyObject)
            return .structure(
                Structure(
                    typeName: typeName(), children: boundedChildren(inheritedChildren(of: mirror)),
                    identity: identity))
        case .tuple:
            return .structure(
                Structure(typeName: nil, children: boundedChildren(mirror.children), identity: nil))
        default:
            return .structure(
                Structure(typeName: typeName(), children: boundedChildren(mirror.children), identity: nil))
        }
    }
}

/// At most ``ValueRenderer/maximumChildren`` children, read lazily: a custom mirror's children may
/// never end, and the diff visits no more of them than a rendering does.
private func boundedChildren(_ children: some Sequence<Mirror.Child>) -> [Mirror.Child] {
    Array(children.prefix(ValueRenderer.maximumChildren))
}

/// The structures a structural diff read as themselves, on each side, by the diff's path (`""`,
/// `address`, `address.city`, `pair.0`): the compact value lines of the same message render them
/// from here instead of reflecting the values again. A rendering looks a value up only while every
/// step from the root to it was a field of a structure, an optional (which keeps its path), the
/// values of an enum case (under the case's name, `slot.at`; the diff walks into them only when
/// both sides are the same case) or an array's element (by its offset, `items[2]`): an entry of a
/// dictionary or a set is not looked up. The diff names a pair of elements by the expected one's
/// offset, so it forgets what it read of an actual element paired at another offset.
///
/// `@unchecked Sendable`: it travels in a reason, which may cross threads. It is never changed
/// after the diff, and holds what the diff read of the values, as a rendering of them would.
package final class ReadStructures: @unchecked Sendable {
    private let expected: [String: Structure]
    private let actual: [String: Structure]

    init(expected: [String: Structure], actual: [String: Structure]) {
        self.expected = expected
        self.actual = actual
    }

    /// How many structures the diff read, on both sides.
    var count: Int { expected.count + actual.count }

    /// The structure the diff read at `path` on `side`; `nil` where it read none, or where it may not
    /// have read every child (a rendering then reflects the value itself).
    func structure(at path: String, on side: Ancestors.Side) -> Structure? {
        guard let structure = side == .expected ? expected[path] : actual[path] else { return nil }
        return structure.children.count < ValueRenderer.maximumChildren ? structure : nil
    }
}

/// A struct, class or tuple: what its opening line says and its stored properties.
internal struct Structure {
    /// The type's name, or `nil` for a tuple.
    let typeName: String?
    /// The stored properties (a class's superclasses' first), or the tuple's elements.
    let children: [Mirror.Child]
    /// A class instance's identity, which the diff tracks to end cycles.
    let identity: ObjectIdentifier?
}

extension TypeFacts {
    /// `a == b` when the type of `a` is `Equatable` and `b` has the same type; `nil` when it is not.
    func verdict(_ a: Any, _ b: Any) -> Bool? {
        guard let equal = info(of: a).equal else { return nil }
        return equal(a, b)
    }

    /// The shape of `value`, of the kind ``kind(of:)`` decides; a box is the shape of what it holds.
    func shape(of value: Any) -> ValueShape {
        let info = info(of: value)
        switch info.plan {
        case .unwrapped(let base): return shape(of: base(value))
        case .mirrored:
            // A custom mirror is read once: the mirror that decides its kind gives its parts.
            switch MirroredForm(of: value) {
            case .optional(let mirror): return .optional(mirror.children.first?.value)
            case .described: return .described
            case .tuple(let mirror), .structure(let mirror):
                return ValueShape.structural(value, mirror, typeName: info.name)
            }
        default: break
        }
        switch kind(of: value, info) {
        case .leaf: return .leaf
        case .described: return .described
        case .optional: return .optional((value as? any WrappedOptional)?.wrappedValue)
        case .ordered: return (value as? any IndexedElements).map { .ordered($0) } ?? .leaf
        case .set: return (value as? any SetElements).map { .set($0) } ?? .leaf
        case .dictionary: return (value as? any KeyedElements).map { .dictionary($0) } ?? .leaf
        case .structural:
            return ValueShape.structural(value, Mirror(reflecting: value), typeName: info.name)
        case .represented:
            switch RepresentedValue(value) {
            case .text: return .described
            case .children(let mirror):
                return ValueShape.structural(value, mirror, typeName: info.name)
            }
        }
    }
}

/// An optional seen through `Any`.
internal protocol WrappedOptional {
    var wrappedValue: Any? { get }
    /// The type of the value an optional of this type holds.
    static var wrappedType: Any.Type { get }
}

extension Optional: WrappedOptional {
    var wrappedValue: Any? { self.map { $0 as Any } }
    static var wrappedType: Any.Type { Wrapped.self }
}

// MARK: - Collections seen through `Any`

/// The standard-library collections the structural diff walks element by element.
internal protocol WalkedCollection {}

/// An ordered collection read element by element, by the diff and by the renderer (the
/// collections' own descriptions would show `Optional(3)` and ignore the length limit).
internal protocol IndexedElements: WalkedCollection, KnownKind {
    var elementCount: Int { get }
    func element(at offset: Int) -> Any
    /// The collection's `Element` type.
    var elementType: Any.Type { get }
}

extension IndexedElements where Self: Collection {
    var elementType: Any.Type { Element.self }
}

extension Array: IndexedElements {
    var elementCount: Int { count }
    func element(at offset: Int) -> Any { self[offset] }
}

extension ArraySlice: IndexedElements {
    var elementCount: Int { count }
    func element(at offset: Int) -> Any { self[startIndex + offset] }
}

extension ContiguousArray: IndexedElements {
    var elementCount: Int { count }
    func element(at offset: Int) -> Any { self[offset] }
}

/// A set: what it lacks and what it has too many of, compared with another of its type.
internal protocol SetElements: WalkedCollection {
    func difference(fromExpected expected: Any) -> (changes: UnorderedChanges<Any>, unchanged: Int)?
}

extension Set: SetElements {
    func difference(fromExpected expected: Any) -> (changes: UnorderedChanges<Any>, unchanged: Int)? {
        guard let expected = expected as? Self else { return nil }
        var changes = UnorderedChanges<Any>()
        var missing = 0
        for element in expected where !contains(element) {
            missing += 1
            changes.add(element, isRemoved: true)
        }
        for element in self where !expected.contains(element) { changes.add(element, isRemoved: false) }
        return (changes, expected.count - missing)
    }
}

/// A dictionary: its entries paired by key with another's.
internal protocol KeyedElements: WalkedCollection {
    /// The keys whose values differ or that only one side has, in no order, at most
    /// ``DisplayOrder/maximumSortedCount`` of them, and how many there are and how many keys hold
    /// equal values.
    func difference(fromExpected expected: Any, differ: (Any, Any) -> Bool) -> KeyedDifference?
}

/// What ``KeyedElements`` finds: one entry per differing key (`nil` on the side that lacks it).
internal struct KeyedDifference {
    var entries: [(key: Any, expected: Any?, actual: Any?)] = []
    var total = 0
    var unchanged = 0

    mutating func add(_ key: Any, _ expected: Any?, _ actual: Any?) {
        total += 1
        if entries.count < DisplayOrder.maximumSortedCount { entries.append((key, expected, actual)) }
    }
}

extension Dictionary: KeyedElements {
    func difference(fromExpected expected: Any, differ: (Any, Any) -> Bool) -> KeyedDifference? {
        guard let expected = expected as? Self else { return nil }
        var result = KeyedDifference()
        for (key, expectedValue) in expected {
            guard let actualValue = self[key] else {
                result.add(key, expectedValue, nil)
                continue
            }
            if differ(expectedValue, actualValue) {
                result.add(key, expectedValue, actualValue)
            } else {
                result.unchanged += 1
            }
        }
        for (key, actualValue) in self where expected[key] == nil { result.add(key, nil, actualValue) }
        return result
    }
}
