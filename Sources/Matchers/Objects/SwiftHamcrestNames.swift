// The names SwiftHamcrest users know, so that their tests move over unchanged. Each one is the
// catalog matcher of the same meaning, with its message.

/// Matches a value of type `type` or a subtype; SwiftHamcrest's name for `is(instanceOf(type))`.
///
/// ```swift
/// assertThat(screen, isA(LoginScreen.self))
/// ```
///
/// prints
///
/// ```
/// Expected: is an instance of LoginScreen
///      but: was HomeScreen()
///           is an instance of HomeScreen
/// ```
@inlinable
public func isA<Expected, Value>(_ type: Expected.Type) -> Matcher<Value> {
    `is`(instanceOf(type))
}

/// Matches a value of the matcher's type that the matcher matches; SwiftHamcrest's name for
/// `instanceOf(T.self, and: matcher)`.
///
/// ```swift
/// assertThat(screen, instanceOfAnd(has(\LoginScreen.title, equalTo("Log in"))))
/// ```
///
/// prints `Expected: an instance of LoginScreen and has title "Log in"` and, under the actual
/// value, the type it had or the inner matcher's reason.
@inlinable
public func instanceOfAnd<Expected, Value>(_ matcher: Matcher<Expected>) -> Matcher<Value> {
    instanceOf(Expected.self, and: matcher)
}

/// Matches a value no farther than `delta` from `expected`, bounds included; SwiftHamcrest's
/// spelling of `closeTo(expected, within: delta)` (whose bound, unlike SwiftHamcrest's, is inclusive).
///
/// ```swift
/// assertThat(total, closeTo(3.0, 0.01))
/// ```
///
/// prints `Expected: a value within 0.01 of 3.0` / `     but: was 3.5` / `          differs by 0.5`.
///
/// - Parameters:
///   - expected: The value to be close to.
///   - delta: The largest distance accepted, bounds included.
@inlinable
public func closeTo<T: BinaryFloatingPoint>(_ expected: T, _ delta: T) -> Matcher<T> {
    closeTo(expected, within: delta)
}

/// Matches a value inside a closed range; SwiftHamcrest's name for `inRange(_:)`.
///
/// ```swift
/// assertThat(rating, inInterval(1...5))
/// ```
///
/// prints `Expected: a value in 1...5` / `     but: was 0`.
@inlinable
public func inInterval<T: Comparable>(_ interval: ClosedRange<T>) -> Matcher<T> {
    inRange(interval)
}

/// Matches a value inside a half-open range; SwiftHamcrest's name for `inRange(_:)`.
///
/// ```swift
/// assertThat(index, inInterval(0..<5))
/// ```
///
/// prints `Expected: a value in 0..<5` / `     but: was 5`.
@inlinable
public func inInterval<T: Comparable>(_ interval: Range<T>) -> Matcher<T> {
    inRange(interval)
}

/// Matches a value with a stored property of that name whose value the matcher matches, found by
/// reflection (inherited properties included). Prefer `has(\.name, …)`, which the compiler checks.
///
/// ```swift
/// assertThat(person, hasProperty("age", greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has property "age" a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
///
/// A missing property says `no property "age"`; one of another type says
/// `property "age" is of type String, not Int`.
public func hasProperty<Root, Property>(_ name: String, _ matcher: Matcher<Property>) -> Matcher<Root> {
    propertyMatcher(named: { swiftLiteral(name) }, where: { $0 == name }, matcher)
}

/// Matches a value with a stored property whose name `nameMatcher` matches and whose value
/// `matcher` matches; the first such property is checked (its own before inherited ones).
///
/// ```swift
/// assertThat(person, hasProperty(equalTo("age"), greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has property "age" a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
///
/// No property with a matching name says `no property a string with prefix "ag"`; one of another
/// type says `property "age" is of type Int, not String`.
public func hasProperty<Root, Property>(_ nameMatcher: Matcher<String>, _ matcher: Matcher<Property>)
    -> Matcher<Root>
{
    propertyMatcher(named: { nameMatcher.description }, where: { nameMatcher.isSatisfied(by: $0) }, matcher)
}

/// The `hasProperty` forms: the stored property whose name `isNamed` accepts, checked by `matcher`.
private func propertyMatcher<Root, Property>(
    named describeName: @escaping () -> String,
    where isNamed: @escaping (String) -> Bool,
    _ matcher: Matcher<Property>
) -> Matcher<Root> {
    Matcher(describedBy: { "has property \(describeName()) " + matcher.description }) { actual, explain in
        guard let found = storedProperty(of: actual, where: isNamed) else {
            return .mismatch(explain ? "no property \(describeName())" : nil)
        }
        guard let value = found.value as? Property else {
            return .mismatch(
                explain
                    ? "property \(swiftLiteral(found.name)) is of type \(displayName(of: type(of: found.value))), not \(displayName(of: Property.self))"
                    : nil
            )
        }
        return featureResult({ found.name }, value, matcher, explain: explain)
    }
}

/// Matches a value with a stored property of that name equal to `value`; `hasProperty(name, x)` is
/// `hasProperty(name, equalTo(x))`.
///
/// ```swift
/// assertThat(person, hasProperty("name", "Ann"))
/// ```
///
/// prints `Expected: has property "name" "Ann"` / `     but: was Person(name: "Bob", age: 12)` /
/// `          name was "Bob"` and the difference.
public func hasProperty<Root, Property: Equatable>(_ name: String, _ value: Property) -> Matcher<Root> {
    hasProperty(name, equalTo(value))
}

/// The first stored property of `value` whose name `isNamed` accepts, its superclasses' included;
/// `nil` when there is none.
private func storedProperty(of value: Any, where isNamed: (String) -> Bool) -> (name: String, value: Any)? {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        for child in current.children {
            if let label = child.label, isNamed(label) { return (label, child.value) }
        }
        mirror = current.superclassMirror
    }
    return nil
}

// MARK: - MatchResult

extension MatchResult {
    /// A match for `true`, a mismatch without a reason for `false`; SwiftHamcrest's spelling.
    ///
    /// ```swift
    /// Matcher<Int>("an even number") { MatchResult($0 % 2 == 0) }
    /// ```
    ///
    /// A mismatch prints `Expected: an even number` / `     but: was 3`.
    @inlinable
    public init(_ matched: Bool) {
        self = matched ? .match : .mismatch(nil)
    }

    /// A match for `true`, a mismatch with the given reason for `false`; SwiftHamcrest's spelling.
    ///
    /// ```swift
    /// Matcher<[Int]>("a short list") { MatchResult($0.count < 3, "count was \($0.count)") }
    /// ```
    ///
    /// A mismatch prints the reason under the actual value: `     but: was [1, 2, 3]` /
    /// `          count was 3`. The reason is built even when the value matches; prefer the
    /// `Matcher(_:_:)` initializer whose closure takes `explain` to build it only for a failure.
    @inlinable
    public init(_ matched: Bool, _ mismatchDescription: String?) {
        self = matched ? .match : .mismatch(mismatchDescription)
    }

    /// Whether this result is ``match``; SwiftHamcrest's name for ``isMatch``.
    ///
    /// ```swift
    /// greaterThan(2).matches(3).boolValue  // true
    /// ```
    ///
    /// A property; it prints no failure message.
    @inlinable
    public var boolValue: Bool { isMatch }
}

// MARK: - Matchers from closures that are not Sendable (Swift 5 language mode)

extension Matcher {
    /// Creates a matcher from a description and a Boolean predicate that need not be `@Sendable`;
    /// for clients in the Swift 5 language mode only.
    ///
    /// ```swift
    /// let cart = ShoppingCart()  // a class that is not Sendable
    /// let inCart = Matcher<String>("an item in the cart") { cart.contains($0) }
    /// ```
    ///
    /// On failure it prints `Expected: an item in the cart` / `     but: was "nori"`. Code in the
    /// Swift 6 language mode sees only the `@Sendable` initializer, so the compiler keeps checking
    /// what its closures capture; in Swift 5 mode the matcher's `Sendable` contract (see
    /// ``Matcher``) is yours to keep.
    @available(swift, obsoleted: 6)
    @inlinable
    public init(_ description: @autoclosure @escaping () -> String, _ predicate: @escaping (T) -> Bool) {
        self.init(describedBy: description) { value, _ in predicate(value) ? .match : .mismatch(nil) }
    }

    /// Creates a matcher from a description and a closure returning a ``MatchResult`` that need not be
    /// `@Sendable`; for clients in the Swift 5 language mode only.
    ///
    /// ```swift
    /// let inCart = Matcher<String>("an item in the cart") {
    ///     cart.contains($0) ? .match : .mismatch("the cart has \(cart.count) items")
    /// }
    /// ```
    ///
    /// On failure it prints `Expected: an item in the cart`, `     but: was "nori"` and the reason.
    @available(swift, obsoleted: 6)
    @inlinable
    public init(_ description: @autoclosure @escaping () -> String, _ match: @escaping (T) -> MatchResult) {
        self.init(describedBy: description) { value, _ in match(value) }
    }
}
