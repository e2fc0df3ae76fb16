/// Matches a sequence whose items the given matchers match one to one, in any order.
///
/// ```swift
/// assertThat(extras, containsInAnyOrder(equalTo("tamago"), hasPrefix("waka")))
/// ```
///
/// Each matcher needs an item of its own and each item a matcher of its own. The verdict does not
/// depend on the order of the arguments: `["ab", "a"]` matches
/// `containsInAnyOrder(hasPrefix("a"), equalTo("ab"))`, because items and matchers are paired as a
/// maximum bipartite matching, not greedily. Against `["tamago", "kombu"]` it prints
///
/// ```
/// Expected: a sequence containing in any order ["tamago", a string with prefix "waka"]
///      but: was ["tamago", "kombu"]
///           missing 1 of 2:
///             - a string with prefix "waka"
///           unexpected 1 of 2 items:
///             - item 1 was "kombu"
///               closest: a string with prefix "waka"
///               but: prefix differs at character 1: expected "w", found "k"
/// ```
///
/// An unexpected item is shown with its *closest* matcher (the missing matcher at the item's own
/// position, else the first missing one) and that matcher's reason, or with the matcher it matches
/// and the item that matcher went to. Sets and dictionaries are numbered in the sorted order their
/// rendering prints them.
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence>(_ matchers: Matcher<S.Element>...) -> Matcher<S> {
    containsInAnyOrder(matchers)
}

/// Matches a sequence whose items the matchers in the array match one to one, in any order.
///
/// ```swift
/// assertThat(extras, containsInAnyOrder([equalTo("tamago"), hasPrefix("waka")]))
/// ```
///
/// prints the same message as the variadic form: `missing …`, `unexpected …` and, for each
/// unexpected item, its closest matcher and that matcher's reason.
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence>(_ matchers: [Matcher<S.Element>]) -> Matcher<S> {
    pairingMatcher(
        matchers, requiring: [.everyItem, .everyMatcher], phrase: "a sequence containing in any order")
}

/// Matches a sequence holding exactly the given items, in any order; each value means `equalTo`.
///
/// ```swift
/// mockCook.verifyCookRamen(bowls: equalTo(2), soup: equalTo(.miso), extras: containsInAnyOrder("tamago", "chashu"))
/// ```
///
/// Hashable values are paired by counting, in linear expected time. With `["wakame", "tamago"]` as
/// extras it prints
///
/// ```
/// Expected: a sequence containing in any order ["tamago", "chashu"]
///      but: was ["wakame", "tamago"]
///           missing 1 of 2:
///             - "chashu"
///           unexpected 1 of 2 items:
///             - item 0 was "wakame"
///               closest: "chashu"
///               but: differs at character 1: expected "c", found "w"
/// ```
public func containsInAnyOrder<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    containsInAnyOrder(items)
}

/// Matches a sequence holding exactly the items of the array, in any order; each value means
/// `equalTo`.
///
/// ```swift
/// assertThat(["tamago", "wakame"], containsInAnyOrder(["wakame", "tamago"]))  // two items, not one list
/// ```
///
/// Against `["tamago", "tamago"]` it prints
///
/// ```
/// Expected: a sequence containing in any order ["wakame", "tamago"]
///      but: was ["tamago", "tamago"]
///           missing 1 of 2:
///             - "wakame"
///           unexpected 1 of 2 items:
///             - item 0 was "tamago"
///               matches "tamago", which is paired with item 1
/// ```
public func containsInAnyOrder<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    pairingMatcher(
        values: items, requiring: [.everyItem, .everyMatcher], phrase: "a sequence containing in any order")
}
