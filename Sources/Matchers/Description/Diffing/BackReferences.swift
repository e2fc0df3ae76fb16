// Back-references in the structural diff: a child that refers to a class instance on the path being
// walked (a `weak var parent`, the link that closes a ring) leads back up the tree. It is shown as
// the renderer shows a cycle, `<cycle: Node>`, and is never followed: following it would compare
// the ancestor again, difference included, and fork the path at every parent pointer.

/// The class instances on the path the structural diff is walking, outermost first, on both sides
/// at once, and where each one is in the tree.
internal struct Ancestors {
    /// One side of the comparison.
    enum Side {
        case expected, actual
    }

    /// The instances at one place of the path: one on each side whose value there is an instance.
    private struct Place {
        let expected: ObjectIdentifier?
        let actual: ObjectIdentifier?
        /// The place's path, `children[0]`; empty at the root.
        let path: String

        func identity(on side: Side) -> ObjectIdentifier? {
            side == .expected ? expected : actual
        }
    }

    private var places: [Place] = []

    /// Whether no instance is on the path.
    var isEmpty: Bool { places.isEmpty }

    /// Puts the instances the two values at `path` are (`nil` on a side whose value is not one) on
    /// the path until ``leave()``; `path` is written from the root, as the header writes paths.
    /// Whether either side was an instance, and so entered.
    mutating func enter(expected: ObjectIdentifier?, actual: ObjectIdentifier?, at path: String) -> Bool {
        guard expected != nil || actual != nil else { return false }
        places.append(Place(expected: expected, actual: actual, path: path))
        return true
    }

    /// Leaves the innermost place entered.
    mutating func leave() {
        places.removeLast()
    }

    /// How far down the path the instance `value` refers to is (`value` itself, or the instance an
    /// optional holds), when it is on the path on `side`: a back-reference; else `nil`.
    func depth(of value: Any, on side: Side) -> Int? {
        guard !places.isEmpty, let identity = objectIdentity(value) else { return nil }
        return places.firstIndex { $0.identity(on: side) == identity }
    }

    /// Whether two values differ as back-references: `nil` when neither is one (they are compared
    /// as values); `false` when both lead back to the same place of the path, where the cycle
    /// closes on both sides; `true` when only one does, or they lead to different places.
    func backReferencesDiffer(_ expected: Any, _ actual: Any) -> Bool? {
        let expectedDepth = depth(of: expected, on: .expected)
        let actualDepth = depth(of: actual, on: .actual)
        guard expectedDepth != nil || actualDepth != nil else { return nil }
        return expectedDepth != actualDepth
    }

    /// The instances on the path on `side`, for a one-line rendering to write `<cycle: Node>` where
    /// the value it renders refers back to one of them.
    func identities(on side: Side) -> Set<ObjectIdentifier> {
        Set(places.compactMap { $0.identity(on: side) })
    }

    /// The instances on the path on either side: for a value whose side is not known (a dictionary
    /// key, a set element).
    var allIdentities: Set<ObjectIdentifier> {
        identities(on: .expected).union(identities(on: .actual))
    }

    /// `<cycle: Node>` when `value` is a back-reference on `side`, as the renderer writes it; with
    /// `withPlace`, `<cycle: Node at children[0]>` (`at the root`), for a line that marks the
    /// back-reference as what changed.
    func marker(for value: Any, on side: Side, withPlace: Bool = false) -> String? {
        guard let depth = depth(of: value, on: side) else { return nil }
        var instance = value
        while let optional = instance as? any WrappedOptional, let wrapped = optional.wrappedValue {
            instance = wrapped
        }
        let typeName = displayName(of: type(of: instance))
        guard withPlace else { return "<cycle: \(typeName)>" }
        let path = places[depth].path
        let place = path.isEmpty ? "the root" : cutInMiddle(path, to: Self.placeWidth)
        return "<cycle: \(typeName) at \(place)>"
    }

    /// The most characters of the place a back-reference names.
    static let placeWidth = 60
}

/// A class instance's identity, through optionals; `nil` for values.
internal func objectIdentity(_ value: Any) -> ObjectIdentifier? {
    if let optional = value as? any WrappedOptional {
        return optional.wrappedValue.flatMap(objectIdentity)
    }
    guard type(of: value) is AnyClass else { return nil }
    return ObjectIdentifier(value as AnyObject)
}

/// Whether a value of `type` can be a class instance, or an optional that holds one.
internal func canBeInstance(_ type: Any.Type) -> Bool {
    if let optional = type as? any WrappedOptional.Type { return canBeInstance(optional.wrappedType) }
    return type is AnyClass
}
