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
    Matcher(describedBy: { "has property \(swiftLiteral(name)) " + matcher.description }) { actual, explain in
        guard let found = storedProperty(named: name, of: actual) else {
            return .mismatch(explain ? "no property \(swiftLiteral(name))" : nil)
        }
        guard let value = found as? Property else {
            return .mismatch(
                explain
                    ? "property \(swiftLiteral(name)) is of type \(type(of: found)), not \(Property.self)"
                    : nil
            )
        }
        return featureResult({ name }, value, matcher, explain: explain)
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

/// The stored property `name` of `value`, its superclasses' included; `nil` when there is none.
private func storedProperty(named name: String, of value: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        if let child = current.children.first(where: { $0.label == name }) { return child.value }
        mirror = current.superclassMirror
    }
    return nil
}
