/// Matches a dictionary in which `key` maps to a value equal to `value`.
///
/// ```swift
/// assertThat(headers, hasEntry("Accept", "application/json"))
/// ```
///
/// prints, when the key maps to another value,
///
/// ```
/// Expected: a dictionary containing ["Accept": "application/json"]
///      but: was ["Accept": "text/html"]
///           value for "Accept" was "text/html"
///             but: differs at character 1: expected "a", found "t"
/// ```
///
/// and `no key "Accept"` when the key is absent. The key is looked up by hashing.
@inlinable
public func hasEntry<Key: Hashable, Value: Equatable>(_ key: Key, _ value: Value) -> Matcher<[Key: Value]> {
    Matcher(core: EntryCore<[Key: Value]>(key, value))
}

/// A dictionary seen by `EntryCore`: one lookup by key.
///
/// The core is generic over the dictionary type itself, not over its key and value: a subclass of
/// `MatcherCore<[Key: Value]>` generic over `Key` and `Value` is not devirtualized across modules,
/// so an optimized test called its check through the vtable, unspecialized, with the core on the
/// heap. Generic over the dictionary, it is a subclass of `MatcherCore<D>` like every other core.
@usableFromInline
internal protocol EntryLookup {
    associatedtype EntryKey: Hashable
    associatedtype EntryValue: Equatable
    /// Whether `key` maps to `value`. One requirement for the whole verdict: a debug build,
    /// which calls it unspecialized, looks up no associated type's metadata to compare.
    func containsEntry(_ key: EntryKey, _ value: EntryValue) -> Bool
    func matchesEntry(_ key: EntryKey, _ value: EntryValue) -> MatchResult
}

extension Dictionary: EntryLookup where Value: Equatable {
    @inlinable
    internal func containsEntry(_ key: Key, _ value: Value) -> Bool { self[key] == value }

    /// Why the dictionary fails `hasEntry(key, value)`: the explanation of the general form.
    @usableFromInline
    internal func matchesEntry(_ key: Key, _ value: Value) -> MatchResult {
        hasEntry(equalTo(key), equalTo(value)).matches(self)
    }
}

/// `hasEntry(key, value)`'s core: the verdict is one lookup and one `==`, built where the test
/// builds it (so an optimized build specializes the lookup); the description and the explanation
/// are those of `hasEntry(equalTo(key), equalTo(value))`, built only for a message.
@usableFromInline
internal final class EntryCore<D: EntryLookup>: MatcherCore<D> {
    @usableFromInline
    internal let key: D.EntryKey
    @usableFromInline
    internal let value: D.EntryValue

    @inlinable
    internal init(_ key: D.EntryKey, _ value: D.EntryValue) {
        self.key = key
        self.value = value
    }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText {
        hasEntry(equalTo(key), equalTo(value)).core.describeMarked()
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        hasEntry(equalTo(key), equalTo(value)).core.describeCompactly(types: types)
    }

    override internal func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        hasEntry(equalTo(key), equalTo(value)).core.describeCompactly(partsCutAround: lines)
    }

    @inlinable
    override internal func evaluate(_ actual: D, explain: Bool) -> MatchResult {
        if actual.containsEntry(key, value) { return .match }
        // Out of line, and given copies rather than `self`: the core of a passing check never
        // escapes, so an optimizing build keeps it off the heap.
        return explain ? actual.matchesEntry(key, value) : .mismatch(nil)
    }

    @inlinable
    override internal func isSatisfied(by actual: D) -> Bool { actual.containsEntry(key, value) }

    @inlinable
    override internal func forReporting() -> MatcherCore<D> { EntryCore(key, value) }
}

/// Matches a dictionary in which `key` maps to a value that the given matcher accepts.
///
/// ```swift
/// assertThat(stock, hasEntry("nori", greaterThan(0)))
/// ```
///
/// prints
///
/// ```
/// Expected: a dictionary containing ["nori": a value greater than 0]
///      but: was ["nori": 0, "tamago": 12]
///           value for "nori" was 0
/// ```
///
/// A reason the value matcher gives is printed under the value, after `but:`.
public func hasEntry<Key: Hashable, Value>(_ key: Key, _ valueMatcher: Matcher<Value>) -> Matcher<
    [Key: Value]
> {
    hasEntry(equalTo(key), valueMatcher)
}

/// Matches a dictionary with at least one entry whose key and value the two matchers accept.
///
/// ```swift
/// assertThat(stock, hasEntry(hasPrefix("neg"), greaterThan(0)))
/// ```
///
/// prints each entry whose key matched but whose value did not, sorted by key:
///
/// ```
/// Expected: a dictionary containing [a string with prefix "neg": a value greater than 0]
///      but: was ["negi": 0, "nori": 3]
///           value for "negi" was 0
/// ```
///
/// When no key matches it says `no key is a string with prefix "neg"`. An `equalTo` key matcher
/// looks the key up by hashing.
public func hasEntry<Key: Hashable, Value>(
    _ keyMatcher: Matcher<Key>,
    _ valueMatcher: Matcher<Value>
) -> Matcher<[Key: Value]> {
    let words = {
        var before = MarkedText("a dictionary containing [", keyMatcher.core.describeMarked())
        before.append(": ")
        return (before: before, after: "]")
    }
    let core = WrappingCore<[Key: Value], Value>(valueMatcher, wrappedIn: words) {
        actual, explain in
        if case .equality(let key)? = keyMatcher.kind {
            guard let value = actual[key] else {
                return .mismatch(explain ? MatchResult.Reason(noKey(key, among: keySearch(actual))) : nil)
            }
            return partResult(
                valueMatcher, on: value, explain: explain,
                room: room(between: words().before.text, and: words().after)
            ) { valueWasLine(key, shown: $0) }
        }
        if actual.contains(where: {
            keyMatcher.isSatisfied(by: $0.key) && valueMatcher.isSatisfied(by: $0.value)
        }) {
            return .match
        }
        guard explain else { return .mismatch(nil) }
        let candidates = sortedByKey(actual.filter { keyMatcher.isSatisfied(by: $0.key) })
        guard !candidates.isEmpty else { return .mismatch(labelled("no key is ", keyMatcher.description)) }
        // One line per candidate key, without bullets.
        let shown = candidates.prefix(MessageLimits.current.maxReportedItems).map {
            valueWas($0.key, $0.value, valueMatcher)
        }
        return .mismatch(MatchResult.Reason(.lines(MessageLayout.capped(shown, total: candidates.count))))
    }
    return Matcher(core: core)
}

/// `value for "a" was 2`, with the reason `matcher` gives for the value under it.
private func valueWas<Key, Value>(_ key: Key, _ value: Value, _ matcher: Matcher<Value>)
    -> MatchResult.Reason.Content
{
    let why = reason(matcher, value)
    let shown = shownValue(value, comparedWith: matcher.core.comparedValue?.value, reason: why)
    return withDetails(valueWasLine(key, shown: shown), [butReason(why)])
}

/// `value for "a" was 2`, the value as the reason `shown` it, its continuation lines indented by 2.
private func valueWasLine<Key>(_ key: Key, shown: String) -> String {
    valueWasWords(key) + MessageLayout.indentingContinuationLines(of: shown, by: 2)
}

/// `value for "a" was `: the words that name the value for a key in a reason.
internal func valueWasWords<Key>(_ key: Key) -> String {
    "value for \(renderValue(key)) was "
}

/// Entries sorted by rendered key, so that messages do not follow the per-process hash order.
internal func sortedByKey<Key, Value>(_ entries: [Key: Value]) -> [(key: Key, value: Value)] {
    DisplayOrder.sorted(Array(entries)) { $0.key }
}

/// The keys of `dictionary` to look among for one that prints as a missing key (see
/// ``noKey(_:among:flush:)``), in the order the dictionary prints them.
internal func keySearch<Key: Hashable, Value>(_ dictionary: [Key: Value]) -> AlikeItemSearch<Key> {
    AlikeItemSearch(itemsInReportOrder(dictionary.keys, upTo: alikeItemSearchLimit))
}

/// `no key "negi"`: a reason's line for a key the dictionary lacks; under it (indented unless
/// `flush`, an entry of a list), a key among `keys` that prints as it yet is not equal to it (NaN),
/// and why: `key nan (prints alike)` / `but: NaN is not equal to itself`. Failure path only.
internal func noKey<Key: Hashable>(_ key: Key, among keys: AlikeItemSearch<Key>, flush: Bool = false)
    -> MatchResult.Reason.Content
{
    let line = "no key " + renderValue(key)
    guard let alike = keys.item(printingAs: renderValue(key)) else { return .text(line) }
    let why = explainInequality(actual: alike.item, expected: key)
    let alikeLine = namedPart("key ", alike.item, comparedWith: key, reason: why, suffix: " (prints alike)")
    return withDetails(line, [.failedItem(description: alikeLine, reason: why)], flush: flush)
}
