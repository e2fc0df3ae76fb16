// `equalTo` with options: fields left out, numbers within a tolerance, a comparison per type. The
// rules they compare by are at the top of Equivalence.swift and in Docs/MessageFormat.md.

/// Matches a value equal to the expected one except in the fields named, wherever a value of a
/// key path's root type appears in it (every `LineItem` in `order.items`, in a dictionary, in an
/// optional). `\.createdAt` roots at the compared type; name the root for other types.
///
/// ```swift
/// assertThat(order, equalTo(expected, ignoring: \.createdAt, \LineItem.id))
/// ```
///
/// prints, when the ids, the time and a quantity changed,
///
/// ```
/// Expected: Order(…, items: [_, LineItem(…, quantity: 2)]) ignoring Order.createdAt, LineItem.id
///      but: was Order(…, items: [_, LineItem(…, quantity: 3)])
///           differs at items[1].quantity: expected 2, found 3
/// ```
///
/// With two changes or more, a diff follows instead, its ignored fields marked `(ignored)`.
///
/// A changed ignored field never changes the verdict; any other field does. Only the first key
/// path can leave out its root (`\.createdAt`); the others name it. `within:` and `comparing:` add
/// a tolerance and comparisons, as in `equalTo(_:within:comparing:)`. A key path must go through
/// stored properties (optionals included, `\Order.customer?.id`): one through a computed property
/// or a subscript fails every value, and says so. Needs Swift 5.8's runtime, where a key path
/// describes itself.
///
/// - Parameters:
///   - expected: The value to compare with.
///   - field: A stored property to leave out, rooted at the compared type or named from its root.
///   - more: More stored properties to leave out, each named from its root (`\LineItem.id`).
///   - tolerance: The largest difference accepted between two floating-point numbers, bounds
///     included.
///   - comparisons: Comparisons for the values of chosen types.
@available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
public func equalTo<T>(
    _ expected: T, ignoring field: PartialKeyPath<T>, _ more: AnyKeyPath..., within tolerance: Double? = nil,
    comparing comparisons: ValueComparison...
) -> Matcher<T> {
    equivalence(expected, ignoring: [field] + more, within: tolerance, comparing: comparisons)
}

/// Matches a value equal to the expected one except in the fields named, each from its root type,
/// wherever a value of that type appears in it.
///
/// ```swift
/// assertThat(Set(order.items), equalTo(Set(expected.items), ignoring: \LineItem.id))
/// ```
///
/// prints, when one quantity changed (the elements pair one to one, ids aside),
///
/// ```
/// Expected: [LineItem(id: 01000000-0000-0000-0000-000000000000, …), …(1 more)] ignoring LineItem.id
///      but: was [LineItem(id: 02000000-0000-0000-0000-000000000000, …), …(1 more)]
///           differs in 2 elements (- expected, + actual):
///             - LineItem(id: 01010000-0000-0000-0000-000000000000, sku: "B2", quantity: 2)
///             + LineItem(id: 02010000-0000-0000-0000-000000000000, sku: "B2", quantity: 3)
/// ```
///
/// Takes `within:` and `comparing:` as the overload whose first key path roots at `T` does.
@available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
public func equalTo<T>(
    _ expected: T, ignoring field: AnyKeyPath, _ more: AnyKeyPath..., within tolerance: Double? = nil,
    comparing comparisons: ValueComparison...
) -> Matcher<T> {
    equivalence(expected, ignoring: [field] + more, within: tolerance, comparing: comparisons)
}

/// Matches a value equal to the expected one, each floating-point number in it (`Double`, `Float`,
/// `CGFloat`, at any depth) within `tolerance` of the expected one, bounds included.
///
/// ```swift
/// assertThat(reading, equalTo(Reading(celsius: 21.5, humidity: 0.4, station: "roof"), within: 0.001))
/// ```
///
/// prints, when `celsius` is 21.52,
///
/// ```
/// Expected: Reading(celsius: 21.5, …) numbers within 0.001
///      but: was Reading(celsius: 21.52, …)
///           differs at celsius: expected 21.5, found 21.52
///             differs by 0.019999999999999574, more than 0.001
/// ```
///
/// The tolerance is absolute, the same either way round; NaN is within none, and an infinity only
/// of itself (as in ``closeTo(_:within:)``). No relative tolerance is offered: give a comparison
/// for `Double` (``ValueComparison/values(of:described:by:)``) for one.
///
/// - Parameters:
///   - expected: The value to compare with.
///   - tolerance: The largest difference accepted between two floating-point numbers.
///   - comparisons: Comparisons for the values of chosen types.
public func equalTo<T>(_ expected: T, within tolerance: Double, comparing comparisons: ValueComparison...)
    -> Matcher<T>
{
    Matcher(
        core: EquivalenceCore(
            expected,
            Equivalence(ignored: [], unusable: [], tolerance: tolerance, comparisons: comparisons)))
}

/// Matches a value equal to the expected one, the values of the types given compared by the
/// comparisons given, wherever they appear in it.
///
/// ```swift
/// let toTheSecond = ValueComparison.values(of: Date.self, described: "to the second") {
///     $0.timeIntervalSince1970.rounded(.down) == $1.timeIntervalSince1970.rounded(.down)
/// }
/// assertThat(event, equalTo(expectedEvent, comparing: toTheSecond))
/// ```
///
/// prints, when the start moved by a minute,
///
/// ```
/// Expected: Event(…, start: 2023-11-14T22:13:20.200Z) comparing Date to the second
///      but: was Event(…, start: 2023-11-14T22:14:20.400Z)
///           differs at start: expected 2023-11-14T22:13:20.200Z, found 2023-11-14T22:14:20.400Z
///             1 min 0.2 s later than expected
/// ```
///
/// - Parameters:
///   - expected: The value to compare with.
///   - comparison: How to compare the values of one type.
///   - more: How to compare the values of other types.
public func equalTo<T>(_ expected: T, comparing comparison: ValueComparison, _ more: ValueComparison...)
    -> Matcher<T>
{
    Matcher(
        core: EquivalenceCore(
            expected,
            Equivalence(ignored: [], unusable: [], tolerance: nil, comparisons: [comparison] + more)))
}

/// A comparison for every value of one type, given to `equalTo(_:comparing:)`.
///
/// ```swift
/// let toTheSecond = ValueComparison.values(of: Date.self, described: "to the second") {
///     $0.timeIntervalSince1970.rounded(.down) == $1.timeIntervalSince1970.rounded(.down)
/// }
/// assertThat(event, equalTo(expectedEvent, comparing: toTheSecond))
/// ```
///
/// The `Expected:` line names it after the type: `Expected: Event(…) comparing Date to the second`.
public struct ValueComparison: Sendable {
    internal let type: ObjectIdentifier
    internal let name: String
    internal let areEqual: @Sendable (Any, Any) -> Bool

    /// Compares every value of `type` with `areEqual`, wherever it appears in the compared values;
    /// `description` says how, after the type's name.
    ///
    /// ```swift
    /// let caseless = ValueComparison.values(of: String.self, described: "ignoring case") {
    ///     $0.lowercased() == $1.lowercased()
    /// }
    /// assertThat(user, equalTo(expectedUser, comparing: caseless))
    /// ```
    ///
    /// prints, when a `name` differs in more than case, `Expected: User(…, name: "ann", …) comparing
    /// String ignoring case`, `but: was User(…, name: "bob", …)` and the diff of `name`.
    public static func values<Value>(
        of type: Value.Type, described description: String,
        by areEqual: @escaping @Sendable (Value, Value) -> Bool
    ) -> ValueComparison {
        ValueComparison(
            type: ObjectIdentifier(type), name: displayName(of: type) + " " + description,
            areEqual: { expected, actual in
                guard let expected = expected as? Value, let actual = actual as? Value else { return false }
                return areEqual(expected, actual)
            })
    }
}

@available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
private func equivalence<T>(
    _ expected: T, ignoring keyPaths: [AnyKeyPath], within tolerance: Double?, comparing: [ValueComparison]
) -> Matcher<T> {
    var fields: [IgnoredField] = []
    var unusable: [String] = []
    for keyPath in keyPaths {
        if let field = ignoredField(keyPath) {
            fields.append(field)
        } else {
            unusable.append(withoutAddresses(keyPath.debugDescription))
        }
    }
    return Matcher(
        core: EquivalenceCore(
            expected,
            Equivalence(ignored: fields, unusable: unusable, tolerance: tolerance, comparisons: comparing)))
}

/// The stored properties a key path goes through, read from its description (`\LineItem.id`,
/// `\Order.customer?.id`); `nil` when it goes through a computed property or a subscript.
@available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
private func ignoredField(_ keyPath: AnyKeyPath) -> IgnoredField? {
    let root = type(of: keyPath).rootType
    let text = keyPath.debugDescription
    // The root as the description names it: its plain name, or (on some runtimes) its full one.
    var prefix = "\\" + String(describing: root) + "."
    if !text.hasPrefix(prefix) { prefix = "\\" + String(reflecting: root) + "." }
    guard text.hasPrefix(prefix) else { return nil }
    var labels: [String] = []
    // An unlabelled tuple element reads `pair..0`: an empty component, then its position, which
    // `Mirror` labels `.0`.
    var isTupleElement = false
    for component in text.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false) {
        var label = component
        while let last = label.last, last == "?" || last == "!" { label = label.dropLast() }
        guard !label.isEmpty else {
            guard !isTupleElement, !labels.isEmpty else { return nil }
            isTupleElement = true
            continue
        }
        guard label != "self", label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        labels.append((isTupleElement ? "." : "") + label)
        isTupleElement = false
    }
    guard !isTupleElement else { return nil }
    guard !labels.isEmpty else { return nil }
    return IgnoredField(rootType: root, labels: labels)
}

/// A key path's description without the addresses of its computed parts, which change from run
/// to run: `\Order.items.<computed (Int)>`.
private func withoutAddresses(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).filter { !$0.hasPrefix("0x") }
        .joined(separator: " ")
}

/// `equalTo` with options' core: the verdict is ``Equivalence/equivalent(_:_:within:)``.
internal final class EquivalenceCore<T>: MatcherCore<T> {
    internal let expected: T
    internal let options: Equivalence

    internal init(_ expected: T, _ options: Equivalence) {
        self.expected = expected
        self.options = options
    }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        var description = ValueRenderer.renderMarked(expected)
        description.append(" " + options.phrase)
        return description
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        var description = MessageLayout.markedCompactRendering(expected, types: types)
        description.append(" " + options.phrase)
        return description
    }

    override internal func evaluate(_ actual: T, explain: Bool) -> MatchResult {
        if options.equivalent(expected, actual) { return .match }
        return .mismatch(
            explain ? explainEquivalence(expected: expected, actual: actual, options: options) : nil)
    }

    override internal func isSatisfied(by actual: T) -> Bool { options.equivalent(expected, actual) }

    override internal var comparedValue: ComparedValue? {
        ComparedValue(expected, suffix: " " + options.phrase)
    }
}
