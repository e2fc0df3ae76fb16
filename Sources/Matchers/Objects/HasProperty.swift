// SwiftHamcrest's matcher of a property found by its name, at run time: the one way to reach a
// property no key path can name (a private one). `has(\.name, …)` is the checked form.

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
/// Expected: has property "age" with value a value greater than 17
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
/// Expected: has property "age" with value a value greater than 17
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
    let wrap = { (MarkedText("has property \(describeName()) with value "), "") }
    let negated = { "does not have property \(describeName()) with value " }
    let core = WrappingCore<Root, Property>(matcher, wrappedIn: wrap, negatedIn: negated) { actual, explain in
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
    return Matcher(core: core)
}

/// Matches a value with a stored property of that name equal to `value`; `hasProperty(name, x)` is
/// `hasProperty(name, equalTo(x))`.
///
/// ```swift
/// assertThat(person, hasProperty("name", "Ann"))
/// ```
///
/// prints `Expected: has property "name" with value "Ann"` /
/// `     but: was Person(name: "Bob", age: 12)` / `          name was "Bob"` and the difference.
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
