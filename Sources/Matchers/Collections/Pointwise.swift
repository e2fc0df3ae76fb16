/// Matches a sequence item by item against `expected`: item *i* must be accepted by the matcher
/// that `makeMatcher` makes from `expected[i]`, and the counts must agree (gMock's `Pointwise`).
///
/// ```swift
/// assertThat(readings, pointwise([1.0, 2.0], { closeTo($0, within: 0.01) }))
/// ```
///
/// Every failing item is listed with its reason, after the count when it differs:
///
/// ```
/// Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0]
///      but: was [1.5, 2.5, 3.0]
///           count was 3, expected 2
///           failed 2 of 2 items:
///             - item 0 was 1.5
///               expected: a value within 0.01 of 1.0
///               but: differs by 0.5
///             - item 1 was 2.5
///               expected: a value within 0.01 of 2.0
///               but: differs by 0.5
/// ```
///
/// The matchers are made once, when the matcher is built. A passing check reads each item once;
/// a failing one stops one item past the expected count unless it must explain. A sequence that is
/// not a collection may never end: a message reads it no further than the expected count and the
/// items a message lists, `count was more than 12, expected 2 (reading stopped after 13 items)`.
public func pointwise<S: Sequence, Expected>(
    _ expected: [Expected],
    _ makeMatcher: (Expected) -> Matcher<S.Element>
) -> Matcher<S> {
    let matchers = expected.map(makeMatcher)
    let phrase = "a sequence matching item by item "
    let core = ItemListCore<S>(phrase, matchers, inAnyOrder: nil) { actual, explain in
        var rejected: [(index: Int, item: S.Element)] = []
        var rejectedCount = 0
        var count = 0
        let limit = explain ? MessageLimits.current.maxReportedItems : 0
        for item in actual {
            if count >= matchers.count {
                guard explain else { return .mismatch(nil) }
                // A sequence that is not a collection may never end: past the items a message
                // lists, the check fails whatever follows.
                guard count < readLimit(matchers.count) || isKnownToEnd(actual) else {
                    // A collection too large to read (`0..<Int.max`) still says its count.
                    let known = (actual as? any RandomAccessCollection)?.count
                    return .mismatch(
                        pointwiseReport(
                            matchers, count: known, rejected: rejected, of: rejectedCount, phrase: phrase))
                }
            } else if !matchers[count].isSatisfied(by: item) {
                guard explain else { return .mismatch(nil) }
                // Only the items a message lists are kept.
                if rejected.count < limit { rejected.append((count, item)) }
                rejectedCount += 1
            }
            count += 1
        }
        if rejectedCount == 0, count == matchers.count { return .match }
        guard explain else { return .mismatch(nil) }
        return .mismatch(
            pointwiseReport(matchers, count: count, rejected: rejected, of: rejectedCount, phrase: phrase))
    }
    return Matcher(core: core)
}

/// The count line, when the counts differ, then `failed K of N items:` with every rejected item,
/// what its matcher expected and why it refused; above a diff, the value lines cut around the first
/// rejected item, as `contains` cuts them (see `itemLines`).
private func pointwiseReport<T>(
    _ matchers: [Matcher<T>],
    count: Int?,
    rejected: [(index: Int, item: T)],
    of rejectedCount: Int,
    phrase: String
) -> MatchResult.Reason {
    var sections: [MatchResult.Reason.Content] = []
    if let count, count != matchers.count {
        sections.append(.text("count was \(count), expected \(matchers.count)"))
    } else if count == nil {
        sections.append(
            .text(countPastLimitLine(limit: readLimit(matchers.count), expected: "\(matchers.count)")))
    }
    var lines: MatchResult.Reason.ValueLines? = nil
    if rejectedCount > 0 {
        let reasons = rejected.map { reason(matchers[$0.index], $0.item) }
        if let count, let (index, item) = rejected.first {
            lines = itemLines(
                matchers[index], item, reason: reasons[0], expected: (index, matchers.count),
                actual: (index, count), phrase: phrase)
        }
        let bullets = zip(rejected, reasons).map { rejected, reason in
            failedItem(rejected.index, rejected.item, matchers[rejected.index], reason: reason, flush: true)
        }
        sections.append(
            .list(
                heading:
                    "failed \(rejectedCount) of \(counted(min(count ?? matchers.count, matchers.count), "item")):",
                items: MessageLayout.capped(bullets, total: rejectedCount)))
    }
    return itemsReason(sections, cutAround: lines)
}
