// What rendering and the structural diff learn about a type, kept for the whole process: how its
// values are shown, its name, and its `==`. Deciding takes up to seven conformance lookups (each a
// few hundred nanoseconds on Linux) and a type name costs a demangling; with this table each further
// value of a type costs one dictionary lookup under a lock instead.

#if canImport(Synchronization)
    import Synchronization
#endif

/// How `renderValue` shows the values of one type, in the order it decides (see
/// `ValueRenderer.append(_:depth:)`).
///
/// `@unchecked Sendable`: its closures capture nothing but a type, which never changes.
internal enum RenderPlan: @unchecked Sendable {
    /// Numbers, Booleans: the value's `description` (short, and never to be escaped).
    case describedLeaf((Any) -> String)
    /// Strings, characters: the type renders itself, as an escaped literal.
    case leaf((Any, inout ValueRenderer) -> Void)
    /// A type-erased box that casts see through (`AnyHashable`): shown as the value it holds.
    case unwrapped((Any) -> Any)
    /// A metatype: `Int.self`.
    case metatype
    /// A real `Optional`.
    case optional
    /// `Array`, `ArraySlice`, `ContiguousArray`.
    case elements((Any) -> any IndexedElements)
    /// `Set`, `Dictionary`.
    case unordered((Any) -> any UnorderedRendered, isDictionary: Bool)
    /// A type with a custom mirror: the mirror of each value decides, as it may differ per value.
    case mirrored
    /// A tuple.
    case tuple
    /// `debugDescription` or `description`.
    case text((Any) -> String)
    /// A function.
    case closure
    /// A struct, class or enum without a description: its structure, through `Mirror`.
    case structure
    /// A ``MessageRepresentable`` type: the text or the children each value gives.
    case represented
}

/// What is known about one type. A class, so that handing it out of the table costs one retain.
/// `@unchecked Sendable` as ``RenderPlan`` is: every property is a constant.
internal final class TypeInfo: @unchecked Sendable {
    let name: String
    let plan: RenderPlan
    /// How the structural diff sees values of the type.
    let diffKind: TypeFacts.Kind
    /// `==` through `Any`, when the type is `Equatable`.
    let equal: ((Any, Any) -> Bool)?

    /// What is known about the type of `value`, decided on its first value and kept.
    static func of(_ value: Any) -> TypeInfo {
        let type = type(of: value)
        // The commonest values skip the table and its lock.
        if type == Int.self { return int }
        if type == String.self { return string }
        let key = ObjectIdentifier(type)
        if let known = store?.info(for: key) { return known }
        let info = TypeInfo(deciding: value)
        store?.keep(info, for: key)
        return info
    }

    /// Whether the process keeps what it decides (see `store`); where it does not, each message
    /// keeps its own.
    static var isKeptForProcess: Bool { store != nil }

    private static let int = TypeInfo(deciding: 0)
    private static let string = TypeInfo(deciding: "")

    private init(deciding value: Any) {
        let type = type(of: value)
        name = displayName(of: type)
        plan = Self.plan(of: value)
        diffKind = Self.diffKind(of: value)
        equal = Self.equality(of: type)
    }

    private static func plan(of value: Any) -> RenderPlan {
        // The type's own choice comes first, even over a leaf's rendering.
        if value is any MessageRepresentable { return .represented }
        if let leaf = type(of: value) as? any DescribedLeaf.Type {
            func describe<Leaf: DescribedLeaf>(_: Leaf.Type) -> (Any) -> String {
                { ($0 as! Leaf).description }
            }
            return .describedLeaf(describe(leaf))
        }
        if let leaf = type(of: value) as? any RenderedLeaf.Type {
            func render<Leaf: RenderedLeaf>(_: Leaf.Type) -> (Any, inout ValueRenderer) -> Void {
                { value, renderer in (value as! Leaf).render(into: &renderer) }
            }
            return .leaf(render(leaf))
        }
        if value is Any.Type { return .metatype }
        // `as?` looks through `AnyHashable`, so the conformances above never see it: show its base.
        if type(of: value) == AnyHashable.self { return .unwrapped { ($0 as! AnyHashable).base } }
        if value is any OptionalMarker { return .optional }
        if let collection = type(of: value) as? any IndexedElements.Type {
            func open<Collection: IndexedElements>(_: Collection.Type) -> (Any) -> any IndexedElements {
                { $0 as! Collection }
            }
            return .elements(open(collection))
        }
        if let collection = type(of: value) as? any UnorderedRendered.Type {
            func open<Collection: UnorderedRendered>(_: Collection.Type) -> (Any) -> any UnorderedRendered {
                { $0 as! Collection }
            }
            return .unordered(open(collection), isDictionary: value is any DictionaryMarker)
        }
        if value is any CustomReflectable { return .mirrored }
        if Mirror(reflecting: value).displayStyle == .tuple { return .tuple }
        if let debug = type(of: value) as? any CustomDebugStringConvertible.Type {
            func text<Value: CustomDebugStringConvertible>(_: Value.Type) -> (Any) -> String {
                { ($0 as! Value).debugDescription }
            }
            return .text(text(debug))
        }
        if let plain = type(of: value) as? any CustomStringConvertible.Type {
            func text<Value: CustomStringConvertible>(_: Value.Type) -> (Any) -> String {
                { ($0 as! Value).description }
            }
            return .text(text(plain))
        }
        if isFunctionType(type(of: value)) { return .closure }
        return .structure
    }

    private static func diffKind(of value: Any) -> TypeFacts.Kind {
        if value is any MessageRepresentable { return .represented }
        if value is any RenderedLeaf || value is Any.Type { return .leaf }
        if value is any WrappedOptional { return .optional }
        // One lookup rules out the three collections for every other type.
        if value is any WalkedCollection {
            if value is any IndexedElements { return .ordered }
            if value is any SetElements { return .set }
            if value is any KeyedElements { return .dictionary }
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple { return .structural }
        if value is any CustomDebugStringConvertible || value is any CustomStringConvertible {
            return .described
        }
        if mirror.displayStyle == nil && isFunctionType(type(of: value)) { return .leaf }
        return .structural
    }

    private static func equality(of type: Any.Type) -> ((Any, Any) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func equal<Value: Equatable>(_: Value.Type) -> (Any, Any) -> Bool {
            { a, b in
                guard let a = a as? Value, let b = b as? Value else { return false }
                return a == b
            }
        }
        return equal(equatable)
    }
}

/// The process's table of ``TypeInfo``; `nil` where no lock is available (Apple platforms before
/// the 2024 releases), and then every value is decided afresh.
private let store: (any TypeInfoStore)? = {
    #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return LockedTypeInfoStore()
        }
    #endif
    return nil
}()

/// Class-bound, so that reaching the table copies a reference, not an existential box.
private protocol TypeInfoStore: AnyObject, Sendable {
    func info(for type: ObjectIdentifier) -> TypeInfo?
    func keep(_ info: TypeInfo, for type: ObjectIdentifier)
}

#if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private final class LockedTypeInfoStore: TypeInfoStore {
        /// Types are finite, but generic types can be instantiated without end: past this many the
        /// table stops growing.
        private static let capacity = 10_000
        private let table = Mutex<[ObjectIdentifier: TypeInfo]>([:])

        func info(for type: ObjectIdentifier) -> TypeInfo? {
            table.withLock { $0[type] }
        }

        func keep(_ info: TypeInfo, for type: ObjectIdentifier) {
            table.withLock { table in
                if table.count < Self.capacity { table[type] = info }
            }
        }
    }
#endif
