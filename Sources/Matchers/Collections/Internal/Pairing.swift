// The engine behind `containsInAnyOrder`, `isSubsetOf` and `isSupersetOf`: each pairs items with
// matchers one to one (a maximum bipartite matching) and differs only in which side must be fully
// paired.

/// Which side of the pairing must be complete for a match.
internal struct PairingRequirement: OptionSet {
    let rawValue: Int
    /// Every item needs a matcher of its own (`isSubsetOf`).
    static let everyItem = PairingRequirement(rawValue: 1)
    /// Every matcher needs an item of its own (`isSupersetOf`).
    static let everyMatcher = PairingRequirement(rawValue: 2)
}

/// The items of a sequence to pair, as far as they were read.
private enum ItemsToPair<Element> {
    /// Every item.
    case all([Element])
    /// More than ``readLimit(_:)`` items, when every item needs a matcher of its own: the check
    /// fails whatever the other items are, so reading stopped one item past the limit.
    case tooMany
    /// The first items, which pair every matcher: a superset, whatever items follow.
    case enough
    /// The first ``sequenceReadLimit`` items of a sequence that may never end.
    case cutShort([Element])
}

/// The items of `actual` to pair. A collection is finite, and read whole; another sequence may
/// never end, and is read no further than the verdict needs. When every item needs a matcher
/// (`isSubsetOf`, `containsInAnyOrder`), reading stops past the matchers' count and the items a
/// failure message lists. When only every matcher needs an item (`isSupersetOf`), it stops once the
/// items read pair every matcher (`pairsEveryMatcher`, asked at doubling counts, so that the
/// pairings cost at most twice the last one), or at ``sequenceReadLimit`` items.
private func itemsToPair<S: Sequence>(
    _ actual: S, _ requirement: PairingRequirement, _ matcherCount: Int,
    pairsEveryMatcher: ([S.Element]) -> Bool
) -> ItemsToPair<S.Element> {
    // An array is taken as it is (`Array(actual)` shares its storage). (A generic `prefix` reads
    // unspecialized, item by item: an array of 10,000 items took 19.5 M → 28.4 M instructions a
    // check that way; Docs/Performance.md.)
    if isKnownToEnd(actual) { return .all(Array(actual)) }
    if requirement.contains(.everyItem) {
        let limit = readLimit(matcherCount)
        let read = Array(actual.prefix(limit + 1))
        return read.count > limit ? .tooMany : .all(read)
    }
    var items: [S.Element] = []
    var nextCheck = max(matcherCount, 1)
    let read = readItems(of: actual) { item in
        items.append(item)
        guard items.count == nextCheck else { return false }
        nextCheck *= 2
        return pairsEveryMatcher(items)
    }
    switch read {
    case .stopped: return .enough
    case .ended: return .all(items)
    case .cutShort: return .cutShort(items)
    }
}

/// The reason for a sequence that had more items than ``readLimit(_:)`` and may never end:
/// `count was more than 13, expected 3 (reading stopped after 14 items)` (`expected at most 3` for
/// `isSubsetOf`); for a random-access collection too large to read, its count: `count was
/// 9223372036854775807, expected 3`.
private func endlessCountLine<S: Sequence>(
    _ requirement: PairingRequirement, _ matcherCount: Int, of actual: S
)
    -> MatchResult.Reason
{
    // A collection too large to read (`0..<Int.max`) still says its count.
    if let collection = actual as? any RandomAccessCollection,
        let line = countLine(requirement, collection.count, matcherCount)
    {
        return MatchResult.Reason(line)
    }
    let expected = requirement.contains(.everyMatcher) ? "\(matcherCount)" : "at most \(matcherCount)"
    return MatchResult.Reason(countPastLimitLine(limit: readLimit(matcherCount), expected: expected))
}

/// Past this many item–matcher pairs, a failure whose counts already decide it is explained by the
/// counts alone: pairing would ask every matcher about every item only to decorate the message.
private let maximumPairsExplained = 4_000_000

/// A matcher that pairs the items of a sequence with `matchers`, one to one.
internal func pairingMatcher<S: Sequence>(
    _ matchers: [Matcher<S.Element>],
    requiring requirement: PairingRequirement,
    phrase: String
) -> Matcher<S> {
    pairingMatcher(Expectations(matchers), requiring: requirement, phrase: phrase)
}

/// A matcher that pairs the items of a sequence with `values`, each meaning `equalTo`: verdicts
/// compare with `==` (or count, for `Hashable` values), and an `equalTo` is built only for the few
/// values a failure message shows.
internal func pairingMatcher<S: Sequence>(
    values: [S.Element],
    requiring requirement: PairingRequirement,
    phrase: String
) -> Matcher<S> where S.Element: Equatable {
    pairingMatcher(Expectations(values: values), requiring: requirement, phrase: phrase)
}

private func pairingMatcher<S: Sequence>(
    _ matchers: Expectations<S.Element>,
    requiring requirement: PairingRequirement,
    phrase: String
) -> Matcher<S> {
    let operands = matchers.operands
    let describe = { (types: TypeFacts?) in
        MarkedText(
            phrase + " ",
            describeMarkedList(matchers.count) { matchers[$0].core.describeMarked(compactly: types) })
    }
    return Matcher(listedBy: describe) { actual, explain in
        var items: [S.Element]
        var isCutShort = false
        let read = itemsToPair(actual, requirement, matchers.count) {
            isComplete(
                pairing($0, matchers, operands, greedyFirst: true), requirement, $0.count, matchers.count)
        }
        switch read {
        case .all(let all): items = all
        case .enough: return .match
        case .tooMany:
            return .mismatch(explain ? endlessCountLine(requirement, matchers.count, of: actual) : nil)
        case .cutShort(let first):
            items = first
            isCutShort = true
        }
        let countsAllowMatch =
            (!requirement.contains(.everyItem) || items.count <= matchers.count)
            && (!requirement.contains(.everyMatcher) || items.count >= matchers.count)
        guard countsAllowMatch || explain else { return .mismatch(nil) }
        var matching: BipartiteMatching?
        if countsAllowMatch {
            let verdictMatching = pairing(items, matchers, operands, greedyFirst: true)
            if isComplete(verdictMatching, requirement, items.count, matchers.count) { return .match }
            guard explain else { return .mismatch(nil) }
            // The greedy pass may pair other items than the stable search does: the message pairs
            // the stable way (see `BipartiteMatching`), so it names the same items as ever.
            matching = operands == nil ? nil : verdictMatching
        } else if operands == nil {
            let (pairs, overflow) = items.count.multipliedReportingOverflow(by: matchers.count)
            if overflow || pairs > maximumPairsExplained {
                return .mismatch(
                    countLine(requirement, items.count, matchers.count).map { MatchResult.Reason($0) })
            }
        }
        if isUnordered(actual) {
            items = itemsInReportOrder(actual)
            matching = nil
        }
        let finalMatching = matching ?? pairing(items, matchers, operands)
        let unpaired = (matchers: finalMatching.unpairedMatchers, items: finalMatching.unpairedItems)
        // The report asks only about the unpaired items and matchers it shows.
        let shown = MessageLimits.current.maxReportedItems
        let lookup = AcceptanceLookup(
            items, matchers,
            matcherQueries: Array(unpaired.matchers.prefix(shown)),
            itemQueries: Array(unpaired.items.prefix(shown)))
        var report = pairingReport(items, matchers, finalMatching, unpaired, requirement, lookup)
        if isCutShort { report = report.notingEndlessReading(of: actual) }
        return .mismatch(report)
    }
}

/// Counting when every matcher is a hashable equality, Hopcroft–Karp otherwise: after a greedy
/// first-fit pass for a verdict (`greedyFirst`), from the stable diagonal for a message.
private func pairing<T>(
    _ items: [T], _ matchers: Expectations<T>, _ operands: [T]?, greedyFirst: Bool = false
) -> BipartiteMatching {
    if let operands, let matching = countingMatching(items, operands) {
        return matching
    }
    if let list = matchers.list {
        return pairingByCores(items, list, greedyFirst: greedyFirst)
    }
    return BipartiteMatching(itemCount: items.count, matcherCount: matchers.count, greedyFirst: greedyFirst) {
        item, matcher in
        matchers.accepts(matcher, items[item])
    }
}

private func isComplete(
    _ matching: BipartiteMatching,
    _ requirement: PairingRequirement,
    _ itemCount: Int,
    _ matcherCount: Int
) -> Bool {
    (!requirement.contains(.everyItem) || matching.size == itemCount)
        && (!requirement.contains(.everyMatcher) || matching.size == matcherCount)
}

/// `count was 3, expected 2` (or `at most` / `at least` when only one side must be complete), or
/// `nil` when the counts allow a match.
private func countLine(_ requirement: PairingRequirement, _ itemCount: Int, _ matcherCount: Int) -> String? {
    switch requirement {
    case [.everyItem, .everyMatcher] where itemCount != matcherCount:
        return "count was \(itemCount), expected \(matcherCount)"
    case .everyItem where itemCount > matcherCount:
        return "count was \(itemCount), expected at most \(matcherCount)"
    case .everyMatcher where itemCount < matcherCount:
        return "count was \(itemCount), expected at least \(matcherCount)"
    default:
        return nil
    }
}

/// Explains an incomplete pairing:
///
/// ```
/// count was 3, expected 2
/// missing 1 of 2:
///   - "chashu"
/// unexpected 2 of 3 items:
///   - item 0 was "wakame"
///     closest: "chashu"
///   - item 2 was "tamago"
///     matches "tamago", which is paired with item 1
/// ```
///
/// An unpaired item that some matcher accepts says which item took that matcher. Otherwise it shows
/// its *closest* unpaired matcher and that matcher's reason: the unpaired matcher at the item's own
/// position when there is one, else the first unpaired matcher.
private func pairingReport<T>(
    _ items: [T],
    _ matchers: Expectations<T>,
    _ matching: BipartiteMatching,
    _ unpaired: (matchers: [Int], items: [Int]),
    _ requirement: PairingRequirement,
    _ lookup: AcceptanceLookup<T>
) -> MatchResult.Reason {
    var sections: [MatchResult.Reason.Content] = []
    if let line = countLine(requirement, items.count, matchers.count) {
        sections.append(.text(line))
    }
    let unpairedMatchers = unpaired.matchers
    if requirement.contains(.everyMatcher), !unpairedMatchers.isEmpty {
        let heading = "missing \(unpairedMatchers.count) of \(matchers.count):"
        let search = AlikeItemSearch(items)
        sections.append(
            cappedList(heading, unpairedMatchers) { matcher in
                let description = MatchResult.Reason.Content.text(matchers[matcher].description)
                // No item matches it: one that prints as its value (NaN) says why it does not; the
                // item closest to it shows its diff, unless the unexpected items show it already.
                guard let item = lookup.firstItem(matcher) else {
                    return search.missingEntry(
                        matchers[matcher], showsClosest: !requirement.contains(.everyItem))
                }
                let partner = matchers[matching.matcherForItem[item]].description
                return .lines([
                    description, .labelled("item \(item) matches it, but is paired with ", .text(partner)),
                ])
            }
        )
    }
    let unpairedItems = unpaired.items
    if requirement.contains(.everyItem), !unpairedItems.isEmpty {
        let heading = "unexpected \(unpairedItems.count) of \(counted(items.count, "item")):"
        var diffsLeft = closestItemDiffBudget
        sections.append(
            cappedList(heading, unpairedItems) { item in
                let description = MatchResult.Reason.Content.text(itemWas(item, items[item]))
                if let matcher = lookup.firstMatcher(item) {
                    let taker = matching.itemForMatcher[matcher]
                    let matches = labelled("matches ", matchers[matcher].description)
                    return .lines([description, .text(matches + ", which is paired with item \(taker)")])
                } else if let closest = nearest(
                    among: unpairedMatchers, to: items[item], diffsLeft: &diffsLeft,
                    reason: { reason(matchers[$0], items[item]) })?.candidate
                    ?? (matching.itemForMatcher.indices.contains(item) && matching.itemForMatcher[item] < 0
                        ? item : unpairedMatchers.first)
                {
                    return itemWithClosest(item, items[item], matchers[closest])
                }
                return description
            }
        )
    }
    return MatchResult.Reason(.lines(sections))
}

/// What the items of a sequence are paired with or looked up among: matchers, or values that each
/// mean `equalTo`. For values, verdicts compare with `==`, and a value's `equalTo` is built only when
/// a failure message describes or explains it, so ten million values cost no ten million matchers.
internal struct Expectations<T> {
    /// How many matchers (or values) there are.
    let count: Int
    /// The expected values, when every expectation is an equality on a `Hashable` type: then
    /// items are paired and looked up by hashing.
    let operands: [T]?
    /// The matchers, when they were given as matchers.
    let list: [Matcher<T>]?
    private let verdict: (Int, T) -> Bool
    private let matcher: (Int) -> Matcher<T>

    init(_ matchers: [Matcher<T>]) {
        count = matchers.count
        list = matchers
        operands = hashableEqualityOperands(matchers)
        verdict = { matchers[$0].isSatisfied(by: $1) }
        matcher = { matchers[$0] }
    }

    /// Whether expectation `index` accepts `item`, building no text.
    func accepts(_ index: Int, _ item: T) -> Bool {
        verdict(index, item)
    }

    /// Expectation `index` as a matcher, for descriptions and reasons.
    subscript(index: Int) -> Matcher<T> {
        matcher(index)
    }

    /// The expectations that `items` has no item for, when it can tell for each without being
    /// read (a set or a range asked for an equality's value, see `FastPaths/ItemLookup.swift`);
    /// `nil` when it cannot tell for one of them.
    func missingByLookup<Items: Sequence>(in items: Items) -> [Int]? where Items.Element == T {
        var missing: [Int] = []
        for index in indices {
            guard let found = self[index].core.acceptsAny(lookingUpIn: items) else { return nil }
            if !found { missing.append(index) }
        }
        return missing
    }

    /// The indices of the expectations, `0..<count`.
    var indices: Range<Int> { 0..<count }
}

extension Expectations where T: Equatable {
    init(values: [T]) {
        count = values.count
        list = nil
        operands = T.self is any Hashable.Type ? values : nil
        verdict = { values[$0] == $1 }
        matcher = { equalTo(values[$0]) }
    }
}
