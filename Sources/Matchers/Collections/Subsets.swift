/// Matches a sequence each of whose items a matcher of its own accepts: a (multi)subset of the
/// matchers.
///
/// ```swift
/// assertThat(toppings, isSubsetOf(equalTo("nori"), equalTo("tamago"), hasPrefix("negi")))
/// ```
///
/// Items and matchers are paired one to one, so `[1, 1]` is not a subset of `[1]`; matchers may go
/// unused. Against `["nori", "kombu"]` it prints
///
/// ```
/// Expected: a subset of ["nori", "tamago", a string with prefix "negi"]
///      but: was ["nori", "kombu"]
///           unexpected 1 of 2 items:
///             - item 1 was "kombu"
///               closest: "tamago"
///               but: differs at character 1: expected "t", found "k"
/// ```
@_disfavoredOverload
public func isSubsetOf<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    isSubsetOf(matchers)
}

/// Matches a sequence each of whose items a matcher of its own in the array accepts.
///
/// ```swift
/// assertThat(toppings, isSubsetOf([equalTo("nori"), hasPrefix("negi")]))
/// ```
///
/// prints the same message as the variadic form: the unexpected items, each with its closest
/// unused matcher.
@_disfavoredOverload
public func isSubsetOf<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    pairingMatcher(matchers, requiring: .everyItem, phrase: "a subset of")
}

/// Matches a sequence whose items all appear among the given values, each value used at most
/// once; each value means `equalTo`.
///
/// ```swift
/// assertThat(Set(["nori", "negi"]), isSubsetOf("nori", "tamago", "negi"))
/// ```
///
/// Against `[1, 1, 4]` and `isSubsetOf(1, 2, 3)` it prints
///
/// ```
/// Expected: a subset of [1, 2, 3]
///      but: was [1, 1, 4]
///           unexpected 2 of 3 items:
///             - item 1 was 1
///               matches 1, which is paired with item 0
///             - item 2 was 4
///               closest: 3
/// ```
public func isSubsetOf<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    isSubsetOf(items)
}

/// Matches a sequence whose items all appear among the values of the array, each used at most once.
///
/// ```swift
/// assertThat(toppings, isSubsetOf(["nori", "tamago", "negi"]))
/// ```
///
/// prints the same message as the variadic form.
public func isSubsetOf<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    pairingMatcher(values: items, requiring: .everyItem, phrase: "a subset of")
}

/// Matches a sequence in which every given matcher finds an item of its own: a (multi)superset.
///
/// ```swift
/// assertThat(toppings, isSupersetOf(equalTo("nori"), hasPrefix("negi")))
/// ```
///
/// Items and matchers are paired one to one, so `[1]` is not a superset of `[1, 1]`; items may go
/// unused. Against `["nori", "kombu"]` it prints
///
/// ```
/// Expected: a superset of ["nori", a string with prefix "negi"]
///      but: was ["nori", "kombu"]
///           missing 1 of 2:
///             - a string with prefix "negi"
/// ```
///
/// A sequence that is not a collection is read until the items read pair every matcher, and to
/// 1,000,000 items at most; the report then ends with
/// `reading stopped after 1000000 items: a sequence that is not a collection may never end`.
@_disfavoredOverload
public func isSupersetOf<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    isSupersetOf(matchers)
}

/// Matches a sequence in which every matcher of the array finds an item of its own.
///
/// ```swift
/// assertThat(toppings, isSupersetOf([equalTo("nori"), hasPrefix("negi")]))
/// ```
///
/// prints the same message as the variadic form: the matchers left without an item.
@_disfavoredOverload
public func isSupersetOf<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    pairingMatcher(matchers, requiring: .everyMatcher, phrase: "a superset of")
}

/// Matches a sequence holding every given value, as many times as it is given; each value means
/// `equalTo`.
///
/// ```swift
/// assertThat(toppings, isSupersetOf("nori", "negi"))
/// ```
///
/// Against `["nori"]` and `isSupersetOf("nori", "nori")` it prints
///
/// ```
/// Expected: a superset of ["nori", "nori"]
///      but: was ["nori"]
///           count was 1, expected at least 2
///           missing 1 of 2:
///             - "nori"
///               item 0 matches it, but is paired with "nori"
/// ```
public func isSupersetOf<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    isSupersetOf(items)
}

/// Matches a sequence holding every value of the array, as many times as it appears there.
///
/// ```swift
/// assertThat(toppings, isSupersetOf(["nori", "negi"]))
/// ```
///
/// prints the same message as the variadic form.
public func isSupersetOf<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    pairingMatcher(values: items, requiring: .everyMatcher, phrase: "a superset of")
}
