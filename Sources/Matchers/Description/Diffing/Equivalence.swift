// What `equalTo(_:ignoring:…)`, `equalTo(_:within:…)` and `equalTo(_:comparing:…)` compare with,
// and the walk that decides their verdict. The rules (Docs/MessageFormat.md, "Equal except …"):
//
// - A value of a type given a comparison is compared by it, and nothing else.
// - With a tolerance, two floating-point numbers are equal when they are within it, bounds
//   included, NaN never (as `closeTo` decides).
// - A value is compared by its own `==` when its type is `Equatable` and no option applied anywhere
//   beneath it (no ignored field, no comparison, no tolerance met a number). Otherwise it is compared
//   part by part: a struct, tuple or class field by field (a class's inherited fields too), an enum
//   by its case and then its values, an optional by presence and then its value, an array element
//   by element in order, a set by a one-to-one pairing of its elements, a dictionary entry by entry
//   (entries paired by their keys' own `==`, values compared with the options).
// - Standard-library and Foundation values (`Date`, `URL`, `Decimal`, `UUID`, strings) are leaves:
//   their `==` decides, unless a comparison is given for their type.
// - A class instance met again on both sides while it is compared (a cycle) counts as equal there.

/// A field that `equalTo(_:ignoring:)` leaves out, wherever a value of its root type appears:
/// `\LineItem.id` is the field `id` of every `LineItem`; `\Order.customer.id` the `id` of the
/// `customer` of every `Order`.
internal struct IgnoredField: Sendable {
    /// The type the key path starts at.
    let rootType: Any.Type
    /// The labels of the stored properties it goes through, in order.
    let labels: [String]

    var root: ObjectIdentifier { ObjectIdentifier(rootType) }

    /// How messages name it: `LineItem.id` (built for a message only).
    var name: String { displayName(of: rootType) + "." + labels.joined(separator: ".") }
}

/// The options of one `equalTo(_:ignoring:within:comparing:)` matcher.
internal struct Equivalence: Sendable {
    let ignored: [IgnoredField]
    /// Key paths that name no stored property (a computed property, a subscript): the matcher
    /// fails, and says so, rather than ignore nothing.
    let unusable: [String]
    let tolerance: Double?
    let comparisons: [ValueComparison]

    /// The deepest the walk opens values; deeper, a value's own `==` decides (or its rendering).
    static let maxDepth = 200
    /// The most children read through one mirror; a value with more is decided by its own `==`
    /// (or its rendering).
    static let maxChildren = 100_000

    /// What the `Expected:` line adds after the value:
    /// `ignoring Order.createdAt, LineItem.id; numbers within 0.001; comparing Date to the second`.
    var phrase: String {
        var parts: [String] = []
        let fields = ignored.map(\.name) + unusable
        if !fields.isEmpty { parts.append("ignoring " + fields.joined(separator: ", ")) }
        if let tolerance { parts.append("numbers within " + renderValue(tolerance)) }
        if !comparisons.isEmpty {
            parts.append("comparing " + comparisons.map(\.name).joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    /// Whether two values are equal under the options.
    func equivalent(_ expected: Any, _ actual: Any, within residual: [ArraySlice<String>] = []) -> Bool {
        guard unusable.isEmpty else { return false }
        var walk = EquivalenceWalk(options: self)
        return walk.compare(expected, actual, residual, depth: 0).isEqual
    }

    /// The labels of `value`'s fields left out, and what is left to ignore under each other field:
    /// the fields named by a key path rooted at the value's type (or, for a class, at a superclass),
    /// and by the rest of a longer key path that led here (`residual`).
    func rules(for value: Any, mirror: Mirror? = nil, residual: [ArraySlice<String>]) -> IgnoreRules {
        guard !ignored.isEmpty else { return IgnoreRules(paths: residual) }
        let valueType = type(of: value)
        var types = [ObjectIdentifier(valueType)]
        if valueType is AnyClass {
            var next = (mirror ?? Mirror(reflecting: value)).superclassMirror
            while let superclass = next {
                types.append(ObjectIdentifier(superclass.subjectType))
                next = superclass.superclassMirror
            }
        }
        var paths = residual
        for field in ignored where types.contains(field.root) { paths.append(field.labels[...]) }
        return IgnoreRules(paths: paths)
    }

    /// The elements of two sets left without a partner under the options (see
    /// `EquivalenceWalk.pairing`), and how many pair.
    func setChanges(_ expected: Any, _ actual: Any) -> (changes: UnorderedChanges<Any>, unchanged: Int) {
        let expectedElements = Mirror(reflecting: expected).children.map(\.value)
        let actualElements = Mirror(reflecting: actual).children.map(\.value)
        var walk = EquivalenceWalk(options: self)
        let owner = walk.pairing(expectedElements, actualElements, depth: 0).owner
        let paired = Set(owner.compactMap { $0 })
        var changes = UnorderedChanges<Any>()
        for (index, element) in expectedElements.enumerated() where !paired.contains(index) {
            changes.add(element, isRemoved: true)
        }
        for (index, element) in actualElements.enumerated() where owner[index] == nil {
            changes.add(element, isRemoved: false)
        }
        return (changes, paired.count)
    }

    /// The comparison given for values of `type`, if any.
    func comparison(for type: Any.Type) -> ValueComparison? {
        guard !comparisons.isEmpty else { return nil }
        let identifier = ObjectIdentifier(type)
        return comparisons.first { $0.type == identifier }
    }

    /// Two floating-point numbers of the same type, with a tolerance: whether either is within it
    /// of the other (either way round: `closeTo`'s interval test rounds `expected ± tolerance`,
    /// which would make the verdict depend on which side is expected); `nil` for other values.
    func isWithinTolerance(_ expected: Any, _ actual: Any) -> Bool? {
        guard let tolerance, let expected = expected as? any BinaryFloatingPoint else { return nil }
        func verdict<Number: BinaryFloatingPoint>(_ expected: Number) -> Bool? {
            guard let actual = actual as? Number else { return nil }
            let bound = Number(tolerance)
            return isClose(actual, expected, bound) || isClose(expected, actual, bound)
        }
        return verdict(expected)
    }

    /// Why two floating-point numbers are not within the tolerance, for a message:
    /// `differs by 0.02, more than 0.001`; `nil` when they are, or are not two such numbers.
    func toleranceMiss(_ expected: Any, _ actual: Any) -> String? {
        guard let tolerance, isWithinTolerance(expected, actual) == false,
            let expected = expected as? any BinaryFloatingPoint
        else { return nil }
        func words<Number: BinaryFloatingPoint>(_ expected: Number) -> String? {
            guard let actual = actual as? Number else { return nil }
            if actual.isNaN || expected.isNaN { return "NaN is not within any tolerance" }
            if actual.isInfinite || expected.isInfinite {
                return "an infinite value is within a tolerance only of the same infinity"
            }
            return differenceWords(actual, expected) + ", more than " + renderValue(tolerance)
        }
        return words(expected)
    }
}

/// Which fields of one value are left out, and what is left to ignore beneath each other field.
internal struct IgnoreRules {
    /// Label paths, from this value down.
    let paths: [ArraySlice<String>]

    var isEmpty: Bool { paths.isEmpty }

    /// Whether the field labelled `label` is left out.
    func ignores(_ label: String?) -> Bool {
        guard let label else { return false }
        return paths.contains { $0.count == 1 && $0.first == label }
    }

    /// What is left to ignore inside the field labelled `label`.
    func residual(under label: String?) -> [ArraySlice<String>] {
        guard let label else { return [] }
        return paths.compactMap { $0.count > 1 && $0.first == label ? $0.dropFirst() : nil }
    }
}

/// One verdict's walk over two values (see the rules at the top of this file).
private struct EquivalenceWalk {
    let options: Equivalence
    /// Each type's `==` and kind, decided on its first value.
    let types = TypeFacts()
    /// The pairs of class instances being compared: met again, they count as equal.
    var inProgress: Set<[ObjectIdentifier]> = []
    /// Whether each described type met is a standard-library or Foundation one.
    var systemTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether two values are equal, and whether an option applied anywhere in them.
    typealias Outcome = (isEqual: Bool, isTouched: Bool)

    /// Adds a part's outcome to the whole's; whether the whole is settled: once unequal, the rest
    /// of the parts only matter for whether an option applied, so the walk stops when one has.
    private func add(_ part: Outcome, to whole: inout Outcome) -> Bool {
        whole = (whole.isEqual && part.isEqual, whole.isTouched || part.isTouched)
        return !whole.isEqual && whole.isTouched
    }

    mutating func compare(_ expected: Any, _ actual: Any, _ residual: [ArraySlice<String>], depth: Int)
        -> Outcome
    {
        let valueType = type(of: expected)
        guard valueType == type(of: actual) else { return (false, false) }
        if let comparison = options.comparison(for: valueType) {
            return (comparison.areEqual(expected, actual), true)
        }
        let info = types.info(of: expected)
        // A box (`AnyHashable`) is compared as what it holds, so that options reach inside it.
        if case .unwrapped(let base) = info.plan {
            return compare(base(expected), base(actual), residual, depth: depth)
        }
        if info.isNaN != nil, let isWithin = options.isWithinTolerance(expected, actual) {
            return (isWithin, true)
        }
        guard depth < Equivalence.maxDepth, let mirror = openedMirror(of: expected) else {
            return (leavesEqual(expected, actual, info), false)
        }
        let outcome = compareParts(expected, mirror, actual, residual, depth: depth)
        // Nothing beneath was touched by an option: the type's own `==` decides.
        if !outcome.isTouched, let equal = info.equal { return (equal(expected, actual), false) }
        return outcome
    }

    /// The mirror a value is compared part by part through, or `nil` for a leaf: collections,
    /// optionals, and structs, classes, enums with values and tuples; a type with a description
    /// only when it is declared outside the standard library and Foundation.
    private mutating func openedMirror(of value: Any) -> Mirror? {
        switch types.kind(of: value) {
        case .leaf: return nil
        case .ordered, .set, .dictionary, .optional, .structural: break
        case .described, .represented:
            let key = ObjectIdentifier(type(of: value))
            let isSystem = systemTypes[key] ?? isSystemType(type(of: value))
            systemTypes[key] = isSystem
            if isSystem { return nil }
        }
        let mirror = Mirror(reflecting: value)
        return mirror.children.isEmpty && mirror.superclassMirror == nil ? nil : mirror
    }

    /// Whether a value has a mirror of its own making (whose children may never end).
    private func isCustom(_ value: Any) -> Bool {
        switch types.info(of: value).plan {
        case .mirrored, .represented: return true
        default: return false
        }
    }

    /// Two values that are not opened: by `==`, or by their renderings when they have none.
    private func leavesEqual(_ expected: Any, _ actual: Any, _ info: TypeInfo) -> Bool {
        if let equal = info.equal { return equal(expected, actual) }
        if type(of: expected) is AnyClass, (expected as AnyObject) === (actual as AnyObject) { return true }
        return renderValue(expected) == renderValue(actual)
    }

    private mutating func compareParts(
        _ expected: Any, _ expectedMirror: Mirror, _ actual: Any, _ residual: [ArraySlice<String>], depth: Int
    ) -> Outcome {
        let actualMirror = Mirror(reflecting: actual)
        switch expectedMirror.displayStyle {
        case .optional:
            let expectedWrapped = expectedMirror.children.first?.value
            let actualWrapped = actualMirror.children.first?.value
            guard let expectedWrapped, let actualWrapped else {
                return ((expectedWrapped == nil) == (actualWrapped == nil), false)
            }
            // An optional is transparent to a key path: `\Order.customer?.id`.
            return compare(expectedWrapped, actualWrapped, residual, depth: depth + 1)
        case .collection:
            // Arrays by index; other collections through their mirrors, as far as a mirror is read.
            if let expectedElements = expected as? any IndexedElements,
                let actualElements = actual as? any IndexedElements
            {
                return inOrder(
                    expectedElements.elementCount, depth,
                    { expectedElements.element(at: $0) }, { actualElements.element(at: $0) },
                    actualCount: actualElements.elementCount)
            }
            guard let expectedChildren = readChildren(of: expectedMirror, isCustom: isCustom(expected)),
                let actualChildren = readChildren(of: actualMirror, isCustom: isCustom(actual))
            else { return (leavesEqual(expected, actual, types.info(of: expected)), false) }
            return inOrder(
                expectedChildren.count, depth, { expectedChildren[$0].value }, { actualChildren[$0].value },
                actualCount: actualChildren.count)
        case .set:
            return paired(expectedMirror.children.map(\.value), actualMirror.children.map(\.value), depth)
        case .dictionary:
            return entries(expectedMirror, actualMirror, depth)
        case .class:
            let expectedObject = expected as AnyObject
            let actualObject = actual as AnyObject
            if expectedObject === actualObject { return (true, false) }
            let pair = [ObjectIdentifier(expectedObject), ObjectIdentifier(actualObject)]
            guard inProgress.insert(pair).inserted else { return (true, false) }
            defer { inProgress.remove(pair) }
            return fields(expected, expectedMirror, actual, actualMirror, residual, depth)
        default:
            return fields(expected, expectedMirror, actual, actualMirror, residual, depth)
        }
    }

    /// Structs, tuples, enum cases and classes: label by label (a class's inherited fields after its
    /// own), the ignored fields left out.
    private mutating func fields(
        _ expected: Any, _ expectedMirror: Mirror, _ actual: Any, _ actualMirror: Mirror,
        _ residual: [ArraySlice<String>], _ depth: Int
    ) -> Outcome {
        let rules = options.rules(for: expected, mirror: expectedMirror, residual: residual)
        guard let expectedChildren = readChildren(of: expectedMirror, isCustom: isCustom(expected)),
            let actualChildren = readChildren(of: actualMirror, isCustom: isCustom(actual))
        else { return (leavesEqual(expected, actual, types.info(of: expected)), false) }
        guard expectedChildren.count == actualChildren.count else { return (false, !rules.isEmpty) }
        var outcome: Outcome = (true, false)
        for (expectedChild, actualChild) in zip(expectedChildren, actualChildren) {
            guard expectedChild.label == actualChild.label else { return (false, outcome.isTouched) }
            if rules.ignores(expectedChild.label) {
                outcome.isTouched = true
                continue
            }
            let child = compare(
                expectedChild.value, actualChild.value, rules.residual(under: expectedChild.label),
                depth: depth + 1)
            if add(child, to: &outcome) { break }
        }
        return outcome
    }

    /// A mirror's children (a class's superclasses' first, as messages show them), or `nil` past
    /// ``Equivalence/maxChildren``: a custom mirror's children may never end. A struct's or tuple's
    /// own mirror is read in one go (reading it lazily, through the chain of superclass mirrors,
    /// took half of a passing check; benchmark case 12).
    private func readChildren(of mirror: Mirror, isCustom: Bool) -> [Mirror.Child]? {
        if !isCustom && mirror.superclassMirror == nil { return Array(mirror.children) }
        let children = Array(inheritedChildren(of: mirror).prefix(Equivalence.maxChildren + 1))
        return children.count > Equivalence.maxChildren ? nil : children
    }

    private mutating func inOrder(
        _ count: Int, _ depth: Int, _ expected: (Int) -> Any, _ actual: (Int) -> Any, actualCount: Int
    ) -> Outcome {
        guard count == actualCount else { return (false, false) }
        var outcome: Outcome = (true, false)
        for offset in 0..<count {
            if add(compare(expected(offset), actual(offset), [], depth: depth + 1), to: &outcome) { break }
        }
        return outcome
    }

    /// A set: equal when its elements pair one to one, each pair equal.
    private mutating func paired(_ expected: [Any], _ actual: [Any], _ depth: Int) -> Outcome {
        guard expected.count == actual.count else { return (false, false) }
        let pairing = pairing(expected, actual, depth: depth)
        return (pairing.owner.allSatisfy { $0 != nil }, pairing.isTouched)
    }

    /// The most pairs of equal elements, one to one: for each element of `actual`, the element of
    /// `expected` it pairs with. Elements equal by their own `==` (found by hashing) pair first
    /// when the options agree; the rest by augmenting paths, so that an element that could pair
    /// with two others never takes the one another needs (a tolerance is not transitive).
    mutating func pairing(_ expected: [Any], _ actual: [Any], depth: Int) -> (owner: [Int?], isTouched: Bool)
    {
        var isTouched = false
        var cache: [Int: Bool] = [:]
        func matches(_ walk: inout EquivalenceWalk, _ expectedIndex: Int, _ actualIndex: Int) -> Bool {
            let key = expectedIndex * actual.count + actualIndex
            if let known = cache[key] { return known }
            let outcome = walk.compare(expected[expectedIndex], actual[actualIndex], [], depth: depth + 1)
            isTouched = isTouched || outcome.isTouched
            cache[key] = outcome.isEqual
            return outcome.isEqual
        }
        var owner = [Int?](repeating: nil, count: actual.count)
        var isPaired = [Bool](repeating: false, count: expected.count)
        var actualIndices: [AnyHashable: [Int]] = [:]
        for (index, element) in actual.enumerated() {
            if let key = element as? AnyHashable { actualIndices[key, default: []].append(index) }
        }
        for (expectedIndex, element) in expected.enumerated() {
            guard let key = element as? AnyHashable, let candidates = actualIndices[key],
                let actualIndex = candidates.first(where: {
                    owner[$0] == nil && matches(&self, expectedIndex, $0)
                })
            else { continue }
            owner[actualIndex] = expectedIndex
            isPaired[expectedIndex] = true
        }
        func augment(_ walk: inout EquivalenceWalk, _ expectedIndex: Int, _ seen: inout [Bool]) -> Bool {
            for actualIndex in actual.indices where !seen[actualIndex] {
                guard matches(&walk, expectedIndex, actualIndex) else { continue }
                seen[actualIndex] = true
                if let other = owner[actualIndex], !augment(&walk, other, &seen) { continue }
                owner[actualIndex] = expectedIndex
                return true
            }
            return false
        }
        for expectedIndex in expected.indices where !isPaired[expectedIndex] {
            var seen = [Bool](repeating: false, count: actual.count)
            _ = augment(&self, expectedIndex, &seen)
        }
        return (owner, isTouched)
    }

    /// A dictionary: the same keys (by the keys' `==`), each value equal under the options.
    private mutating func entries(_ expected: Mirror, _ actual: Mirror, _ depth: Int) -> Outcome {
        guard expected.children.count == actual.children.count else { return (false, false) }
        var actualValues: [AnyHashable: Any] = [:]
        for entry in actual.children {
            guard let (key, value) = keyAndValue(entry.value) else { return (false, false) }
            actualValues[key] = value
        }
        var outcome: Outcome = (true, false)
        for entry in expected.children {
            guard let (key, expectedValue) = keyAndValue(entry.value), let actualValue = actualValues[key]
            else {
                return (false, outcome.isTouched)
            }
            if add(compare(expectedValue, actualValue, [], depth: depth + 1), to: &outcome) { break }
        }
        return outcome
    }

    /// A dictionary entry as `Mirror` gives it: a `(key:, value:)` tuple.
    private func keyAndValue(_ entry: Any) -> (AnyHashable, Any)? {
        let parts = Array(Mirror(reflecting: entry).children)
        guard parts.count == 2, let key = parts[0].value as? AnyHashable else { return nil }
        return (key, parts[1].value)
    }
}

/// Whether a type is declared in the standard library or Foundation (`Swift.Int`,
/// `Foundation.Date`): its values are leaves to the options, whatever their stored properties.
internal func isSystemType(_ type: Any.Type) -> Bool {
    let module = String(reflecting: type).prefix { $0 != "." && $0 != "<" }
    return systemModules.contains(String(module))
}

private let systemModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation",
    "CoreGraphics", "_Concurrency", "Dispatch", "ObjectiveC",
]

/// Why two values are not equal under `options`: a key path that names no stored property, two
/// numbers outside the tolerance, or the structural diff of the differences that count.
internal func explainEquivalence(expected: Any, actual: Any, options: Equivalence) -> MatchResult.Reason? {
    if !options.unusable.isEmpty {
        let names = options.unusable.joined(separator: ", ")
        return .aboutTheMatcher(
            "\(names) is not a stored property, so no value matches: ignoring takes key paths "
                + "through stored properties only")
    }
    if let words = options.toleranceMiss(expected, actual) { return MatchResult.Reason(words) }
    let types = TypeFacts()
    if case .unordered(_, isDictionary: false) = types.info(of: expected).plan,
        type(of: expected) == type(of: actual)
    {
        let changes = options.setChanges(expected, actual).changes
        return changes.describeElements().map { MatchResult.Reason(.difference($0.text)) }
    }
    guard
        let found = structuralDifference(
            expected: expected, actual: actual, types: types, equivalence: options)
    else {
        return explainInequality(actual: actual, expected: expected)
    }
    return MatchResult.Reason(
        .focused(
            .difference(found.text),
            found: .init(
                aroundDifference: found.valueLines, types: types.decided, structures: found.structures,
                singleChange: found.singleChange, changeCount: found.changeCount)))
}
