// How the structural diff sees a value. The rules are the renderer's (see `renderValue(_:)`), read
// through `Mirror`, so that a tree line shows a value exactly as the `but: was` line would.

/// The shape of one value for the structural diff.
internal enum ValueShape {
    /// Shown whole: strings, numbers, Booleans, metatypes, closures.
    case leaf
    /// A type with its own `description` or `debugDescription` (`Date`, `URL`, `UUID`, `Decimal`,
    /// your own types): shown by it, like the renderer does. Only when two such values print the
    /// same does the diff look at their children, to find what differs.
    case described(Mirror)
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

    /// Whether a value of this shape is shown whole on one line.
    var isLeaf: Bool {
        switch self {
        case .leaf, .described: return true
        case .optional(let wrapped): return wrapped.map { ValueShape(of: $0).isLeaf } ?? true
        case .enumCase(_, let payload): return payload == nil
        case .ordered, .set, .dictionary, .structure: return false
        }
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

extension ValueShape {
    /// Classifies `value` in the order `renderValue` does.
    init(of value: Any) {
        if value is any RenderedLeaf || value is Any.Type {
            self = .leaf
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            self = .optional(mirror.children.first?.value)
            return
        case .tuple:
            self = .structure(Structure(typeName: nil, children: Array(mirror.children), identity: nil))
            return
        default: break
        }
        if let elements = value as? any IndexedElements {
            self = .ordered(elements)
        } else if let set = value as? any SetElements {
            self = .set(set)
        } else if let dictionary = value as? any KeyedElements {
            self = .dictionary(dictionary)
        } else if value is any CustomDebugStringConvertible || value is any CustomStringConvertible {
            self = .described(mirror)
        } else if mirror.displayStyle == nil && isFunctionType(type(of: value)) {
            self = .leaf
        } else {
            self = Self.structural(value, mirror)
        }
    }

    /// The shape `Mirror` gives a struct, class or enum, whatever its description.
    static func structural(_ value: Any, _ mirror: Mirror) -> ValueShape {
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                return .enumCase(name: "\(value)", payload: nil)
            }
            return .enumCase(name: payload.label ?? "\(value)", payload: payload.value)
        case .class:
            return .structure(
                Structure(
                    typeName: String(describing: type(of: value)),
                    children: inheritedChildren(of: mirror),
                    identity: ObjectIdentifier(value as AnyObject)
                )
            )
        default:
            return .structure(
                Structure(
                    typeName: String(describing: type(of: value)), children: Array(mirror.children),
                    identity: nil)
            )
        }
    }
}

/// `a == b` when `a`'s type is `Equatable` (and `b` has the same type); `nil` when it is not.
internal func equatableVerdict(_ a: Any, _ b: Any) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return isEqual(a, b)
}

private func isEqual<Value: Equatable>(_ a: Value, _ b: Any) -> Bool {
    guard let b = b as? Value else { return false }
    return a == b
}

// MARK: - Collections seen through `Any`

/// An ordered collection read element by element.
internal protocol IndexedElements {
    var elementCount: Int { get }
    func element(at offset: Int) -> Any
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
internal protocol SetElements {
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
internal protocol KeyedElements {
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
