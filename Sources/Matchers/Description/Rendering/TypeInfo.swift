// The one place where the kind of a value is decided, for every stage of a message: the renderer,
// the compact lines, the structural diff, the collection diffs and `equalTo`'s options all read it
// from here. A type's plan is decided on its first value (`TypeInfo.plan(of:)`); the few types whose
// values decide for themselves (a type-erased box, an optional, a custom mirror) are read value by
// value, by the same rules (`TypeFacts.kind(of:)`, `MirroredForm`).
//
// Deciding takes several conformance lookups, a `Mirror` and, for a struct or a class, a demangled
// name, so an explanation (every step of it: its diff, its renderings, the search beneath values
// that print alike) and a message's value lines each keep what they decide in a table of their own
// (`TypeFacts`), where each further value of a type costs one dictionary lookup; a rendering asked
// for outside them gets a table for itself. Nothing is kept for the process: a table belongs to one
// pass, on one thread, and needs no lock.

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
    /// The standard library's sequence wrappers (`xs.reversed()`, `zip(a, b)`): their elements.
    case sequence((Any) -> any ShownByElements)
    /// A type with a custom mirror: the mirror of each value decides, as it may differ per value.
    case mirrored
    /// A tuple.
    case tuple
    /// `debugDescription` or `description`; a sequence wrapper's call (``ShownByCall``).
    case text((Any) -> String)
    /// A function.
    case closure
    /// A struct, class or enum without a description: its structure, through `Mirror`.
    case structure
    /// A ``MessageRepresentable`` type: the text or the children each value gives.
    case represented
}

/// What is known about one type. A class, so that handing it out of the table costs one retain.
/// `@unchecked Sendable` as ``RenderPlan`` is: every property is a constant (the facts of `Int`,
/// `String`, `Double` and `Bool` are decided once and shared by every table).
internal final class TypeInfo: @unchecked Sendable {
    let plan: RenderPlan
    /// `==` through `Any`, when the type is `Equatable`.
    let equal: ((Any, Any) -> Bool)?
    /// Whether a value of the type is NaN, when the type is a floating-point type; `nil` for every
    /// other type, whose values never are (so an `Int`'s failure asks no cast).
    let isNaN: ((Any) -> Bool)?

    /// The name, decided with the rest for the types whose values show it: structs, classes, types
    /// with a custom mirror or ``MessageRepresentable`` ones. A name costs a demangling, and an enum
    /// case, a tuple, a number or a collection never shows it.
    private let shownName: String?
    private let valueType: Any.Type

    private static let int = TypeInfo(deciding: 0)
    private static let string = TypeInfo(deciding: "")
    private static let double = TypeInfo(deciding: 0.0)
    private static let bool = TypeInfo(deciding: false)

    /// The facts of the commonest types, which skip the tables; `nil` for other types.
    static func common(_ type: Any.Type) -> TypeInfo? {
        if type == Int.self { return int }
        if type == String.self { return string }
        if type == Double.self { return double }
        if type == Bool.self { return bool }
        return nil
    }

    fileprivate init(deciding value: Any) {
        valueType = type(of: value)
        let showsName: Bool
        (plan, showsName) = Self.plan(of: value)
        shownName = showsName ? displayName(of: valueType) : nil
        equal = Self.equality(of: valueType)
        isNaN = Self.nanCheck(of: valueType)
    }

    /// Whether the type renders itself (``MessageRepresentable``): asked of the plan, so that a
    /// value with a custom mirror is not reflected again to tell.
    var isRepresented: Bool {
        if case .represented = plan { return true }
        return false
    }

    /// Whether every value of the type is a structure the diff opens by its stored properties: a
    /// struct, a class or a tuple without a description or a custom mirror (an enum's cases differ
    /// in whether they hold a value). Told by the type, without reflecting a value.
    var isStructureByType: Bool {
        switch plan {
        case .tuple: true
        case .structure: shownName != nil
        default: false
        }
    }

    /// Whether every value of the type is of one kind (a number, a string, a struct, an array), so
    /// that one value tells the kind of all; an enum (a case may hold a value or not), an optional,
    /// a box, a custom mirror or a type that renders itself is told value by value.
    var isKindToldByType: Bool {
        switch plan {
        case .describedLeaf, .leaf, .metatype, .closure, .text, .tuple, .elements, .unordered, .sequence: true
        case .structure: shownName != nil
        case .optional, .unwrapped, .mirrored, .represented: false
        }
    }

    /// The type's name as messages show it (demangled on each use for the types whose values do
    /// not show it).
    var name: String { shownName ?? displayName(of: valueType) }

    /// How values of the type are shown, and whether they show its name.
    private static func plan(of value: Any) -> (RenderPlan, showsName: Bool) {
        // Every question is asked of the type, never of the value: a cast of a value looks through
        // an optional and `AnyHashable`, whose plan would then follow the first value met. A box
        // is shown as what it holds, which each value decides.
        if type(of: value) == AnyHashable.self { return (.unwrapped { ($0 as! AnyHashable).base }, false) }
        // The type's own choice comes first, even over a leaf's rendering.
        if type(of: value) is any MessageRepresentable.Type { return (.represented, true) }
        // One lookup rules out the leaves, optionals and collections below for every other type.
        let isKnownKind = type(of: value) is any KnownKind.Type
        if isKnownKind, let leaf = leafPlan(of: value) { return (leaf, false) }
        if value is Any.Type { return (.metatype, false) }
        if isKnownKind, let container = containerPlan(of: value) { return (container, false) }
        if type(of: value) is any CustomReflectable.Type { return (.mirrored, true) }
        let style = Mirror(reflecting: value).displayStyle
        if style == .tuple { return (.tuple, false) }
        if let debug = type(of: value) as? any CustomDebugStringConvertible.Type {
            func text<Value: CustomDebugStringConvertible>(_: Value.Type) -> (Any) -> String {
                { ($0 as! Value).debugDescription }
            }
            return (.text(text(debug)), false)
        }
        if let plain = type(of: value) as? any CustomStringConvertible.Type {
            func text<Value: CustomStringConvertible>(_: Value.Type) -> (Any) -> String {
                { ($0 as! Value).description }
            }
            return (.text(text(plain)), false)
        }
        // A function has no display style: only then is the type's name read to tell.
        if style == nil, isFunctionType(type(of: value)) { return (.closure, false) }
        // An enum case is shown as `.name`.
        return (.structure, style != .enum)
    }

    /// Numbers, Booleans, strings, characters.
    private static func leafPlan(of value: Any) -> RenderPlan? {
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
        return nil
    }

    /// Optionals and the standard collections.
    private static func containerPlan(of value: Any) -> RenderPlan? {
        if type(of: value) is any OptionalMarker.Type { return .optional }
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
            return .unordered(open(collection), isDictionary: type(of: value) is any DictionaryMarker.Type)
        }
        if let sequence = type(of: value) as? any ShownByElements.Type {
            func open<Sequence: ShownByElements>(_: Sequence.Type) -> (Any) -> any ShownByElements {
                { $0 as! Sequence }
            }
            return .sequence(open(sequence))
        }
        if let wrapper = type(of: value) as? any ShownByCall.Type {
            func call<Wrapper: ShownByCall>(_: Wrapper.Type) -> (Any) -> String {
                { ($0 as! Wrapper).shownCall }
            }
            return .text(call(wrapper))
        }
        return nil
    }

    private static func nanCheck(of type: Any.Type) -> ((Any) -> Bool)? {
        guard let floatingPoint = type as? any FloatingPoint.Type else { return nil }
        func check<Number: FloatingPoint>(_: Number.Type) -> (Any) -> Bool {
            { ($0 as? Number)?.isNaN ?? false }
        }
        return check(floatingPoint)
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

/// What one rendering pass, one explanation or one message's value lines have learned about the
/// types they met, each decided on its first value. A table belongs to one pass, on one thread, and
/// is dropped with it (it is not `Sendable`: the compiler keeps it on its thread); only the facts of
/// the commonest types, decided once, are shared.
internal final class TypeFacts {
    private var known: [ObjectIdentifier: TypeInfo]

    /// A table that knows what `decided` holds (nothing when `nil`).
    init(knowing decided: DecidedTypes? = nil) {
        known = decided?.known ?? [:]
    }

    /// What the table has decided so far, to hand on (an explanation's to its message's value lines).
    var decided: DecidedTypes { DecidedTypes(known: known) }

    /// What the diff, the compact lines and the options see a value as.
    enum Kind {
        /// Shown whole: numbers, Booleans, strings, characters, metatypes, closures.
        case leaf
        /// Shown by its own `description` or `debugDescription`.
        case described
        /// A real `Optional`, or a custom mirror with the optional display style.
        case optional
        case ordered, set, dictionary
        /// A struct, class, enum or tuple, read through `Mirror`.
        case structural
        /// A ``MessageRepresentable`` type: a described value, or a structure of the children it gives.
        case represented
    }

    /// What `value` is: its type's plan, and for a box, an optional or a custom mirror, the value's
    /// own. A box (`AnyHashable`) is what it holds.
    func kind(of value: Any) -> Kind {
        kind(of: value, info(of: value))
    }

    /// ``kind(of:)`` of a value whose type's facts are at hand.
    func kind(of value: Any, _ info: TypeInfo) -> Kind {
        switch info.plan {
        case .describedLeaf, .leaf, .metatype, .closure: return .leaf
        case .text, .sequence: return .described
        case .represented: return .represented
        case .unwrapped(let base): return kind(of: base(value))
        case .optional: return .optional
        case .elements: return .ordered
        case .unordered(_, let isDictionary): return isDictionary ? .dictionary : .set
        case .tuple, .structure: return .structural
        case .mirrored:
            switch MirroredForm(of: value) {
            case .optional: return .optional
            case .described: return .described
            case .tuple, .structure: return .structural
            }
        }
    }

    /// `value` without the type-erased boxes around it (`AnyHashable`), which every stage sees
    /// through, as casts do.
    func unboxed(_ value: Any) -> Any {
        guard case .unwrapped(let base) = info(of: value).plan else { return value }
        return unboxed(base(value))
    }

    /// Whether `value` (or what a box holds) is a floating-point NaN.
    func isNaN(_ value: Any) -> Bool {
        let value = unboxed(value)
        return info(of: value).isNaN?(value) == true
    }

    func info(of value: Any) -> TypeInfo {
        let type = type(of: value)
        if let common = TypeInfo.common(type) { return common }
        let key = ObjectIdentifier(type)
        if let info = known[key] { return info }
        let info = TypeInfo(deciding: value)
        known[key] = info
        return info
    }
}

/// What a table of types has decided, handed from an explanation to the value lines of its message
/// (in the reason, which may cross threads), so that a message decides each type once. `Sendable`
/// because every ``TypeInfo`` is: its properties are constants.
package struct DecidedTypes: Sendable {
    let known: [ObjectIdentifier: TypeInfo]
}

/// How a value of a type with a custom mirror is shown: its mirror may differ from value to value,
/// so each value decides, by the rules `TypeInfo.plan(of:)` applies to every other type and in the
/// same order. The renderer and the diff both read it.
internal enum MirroredForm {
    /// A mirror with the optional display style: its one child, or none for `nil`.
    case optional(Mirror)
    case tuple(Mirror)
    /// The value's `debugDescription` or `description`, read only when it is shown.
    case described(() -> String)
    /// A struct, class or enum, through its mirror.
    case structure(Mirror)

    init(of value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            self = .optional(mirror)
        } else if mirror.displayStyle == .tuple {
            self = .tuple(mirror)
        } else if let debug = value as? any CustomDebugStringConvertible {
            self = .described { debug.debugDescription }
        } else if let plain = value as? any CustomStringConvertible {
            self = .described { plain.description }
        } else {
            self = .structure(mirror)
        }
    }
}
