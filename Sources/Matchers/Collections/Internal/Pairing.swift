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

/// Past this many item–matcher pairs, a failure whose counts already decide it is explained by the
/// counts alone: pairing would ask every matcher about every item only to decorate the message.
private let maximumPairsExplained = 4_000_000

/// A matcher that pairs the items of a sequence with `matchers`, one to one.
internal func pairingMatcher<S: Sequence>(
    _ matchers: [Matcher<S.Element>],
    requiring requirement: PairingRequirement,
    phrase: String
) -> Matcher<S> {
    let operands = hashableEqualityOperands(matchers)
    return Matcher(describedBy: { phrase + " " + describeList(matchers) }) { actual, explain in
        var items = Array(actual)
        let countsAllowMatch =
            (!requirement.contains(.everyItem) || items.count <= matchers.count)
            && (!requirement.contains(.everyMatcher) || items.count >= matchers.count)
        guard countsAllowMatch || explain else { return .mismatch(nil) }
        var matching: BipartiteMatching?
        if countsAllowMatch {
            let verdictMatching = pairing(items, matchers, operands)
            if isComplete(verdictMatching, requirement, items.count, matchers.count) { return .match }
            guard explain else { return .mismatch(nil) }
            matching = verdictMatching
        } else if operands == nil {
            let (pairs, overflow) = items.count.multipliedReportingOverflow(by: matchers.count)
            if overflow || pairs > maximumPairsExplained {
                return .mismatch(countLine(requirement, items.count, matchers.count))
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
            items, matchers, operands,
            matcherQueries: Array(unpaired.matchers.prefix(shown)),
            itemQueries: Array(unpaired.items.prefix(shown)))
        return .mismatch(pairingReport(items, matchers, finalMatching, unpaired, requirement, lookup))
    }
}

/// Counting when every matcher is a hashable equality, Hopcroft–Karp otherwise.
private func pairing<T>(_ items: [T], _ matchers: [Matcher<T>], _ operands: [T]?) -> BipartiteMatching {
    if let operands, let matching = countingMatching(items, operands) {
        return matching
    }
    return BipartiteMatching(itemCount: items.count, matcherCount: matchers.count) { item, matcher in
        matchers[matcher].isSatisfied(by: items[item])
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
    _ matchers: [Matcher<T>],
    _ matching: BipartiteMatching,
    _ unpaired: (matchers: [Int], items: [Int]),
    _ requirement: PairingRequirement,
    _ lookup: AcceptanceLookup<T>
) -> String {
    var sections: [String] = []
    if let line = countLine(requirement, items.count, matchers.count) {
        sections.append(line)
    }
    let unpairedMatchers = unpaired.matchers
    if requirement.contains(.everyMatcher), !unpairedMatchers.isEmpty {
        let heading = "missing \(unpairedMatchers.count) of \(matchers.count):"
        sections.append(
            cappedList(heading, unpairedMatchers) { matcher in
                var text = matchers[matcher].description
                if let item = lookup.firstItem(matcher) {
                    let partner = matchers[matching.matcherForItem[item]].description
                    text += "\n" + labelled("item \(item) matches it, but is paired with ", partner)
                }
                return text
            }
        )
    }
    let unpairedItems = unpaired.items
    if requirement.contains(.everyItem), !unpairedItems.isEmpty {
        let heading = "unexpected \(unpairedItems.count) of \(counted(items.count, "item")):"
        sections.append(
            cappedList(heading, unpairedItems) { item in
                var text = itemWas(item, items[item])
                if let matcher = lookup.firstMatcher(item) {
                    let taker = matching.itemForMatcher[matcher]
                    text +=
                        "\n" + labelled("matches ", matchers[matcher].description)
                        + ", which is paired with item \(taker)"
                } else if let closest =
                    matching.itemForMatcher.indices.contains(item) && matching.itemForMatcher[item] < 0
                    ? item : unpairedMatchers.first
                {
                    let closestText = labelled("closest: ", matchers[closest].description)
                    let closestReason = reason(matchers[closest], items[item])
                    text += "\n" + MessageLayout.failedItem(closestText, reason: closestReason)
                }
                return text
            }
        )
    }
    return sections.joined(separator: "\n")
}
