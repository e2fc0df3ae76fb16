// Pieces shared by the collection and dictionary matchers: how they list matchers, name items and
// order the items of unordered collections, so that every family words things the same way.

/// The descriptions of `matchers` as a bracketed list, `["tamago", a string with prefix "waka"]`,
/// cut like a rendered value once it passes ``MessageLimits/maxValueLength``: `[1, 2, …(998 more)]`;
/// with the marks of the values' own text and of the counts in them (see
/// ``MatcherCore/describeMarked()``).
internal func describeMarkedList<T>(_ matchers: [Matcher<T>], compactly types: TypeFacts? = nil) -> MarkedText
{
    describeMarkedList(matchers.count) { matchers[$0].core.describeMarked(compactly: types) }
}

/// A bracketed list of `count` marked descriptions, cut at the value length limit.
internal func describeMarkedList(_ count: Int, _ describe: (Int) -> MarkedText) -> MarkedText {
    let budget = MessageLimits.current.maxValueLength - 24
    var list = MarkedText("[")
    var length = 1
    var shown = 0
    for index in 0..<count {
        // At least one description, then as many as the budget holds whole: a description that
        // would pass it is left out and counted (two long ones made a 1,650-byte line, and with a
        // reason under it a message longer than 8 KB).
        if index > 0, length >= budget { break }
        let part = describe(index)
        let added = part.text.count + (index > 0 ? 2 : 0)
        if index > 0, length + added > budget { break }
        if index > 0 { list.append(", ") }
        list.append(part)
        length += added
        shown += 1
    }
    if shown < count {
        list.appendLeftOut(count - shown, after: ", ")
    }
    list.append("]")
    return list
}

/// The core of a matcher that matches a sequence item by item against a list of matchers
/// (`contains`, `startsWith`, `endsWith`, `pointwise`): described by its phrase and the list, and, above a diff,
/// by its phrase and the list cut around the first item that differs (``itemLines(_:_:reason:expected:actual:phrase:)``).
internal final class ItemListCore<S: Sequence>: EvaluatingCore<S> {
    let phrase: String
    let matchers: [Matcher<S.Element>]

    /// `inAnyOrder` names the matcher for the same items in any order, which the reason suggests
    /// when the sequence is a set or a dictionary (see ``notingIterationOrder(_:of:inAnyOrder:)``);
    /// `nil` when `evaluate` notes the order itself.
    init(
        _ phrase: String, _ matchers: [Matcher<S.Element>], inAnyOrder: String?,
        evaluate: @escaping (S, Bool) -> MatchResult
    ) {
        self.phrase = phrase
        self.matchers = matchers
        guard let inAnyOrder else {
            super.init(evaluate: evaluate)
            return
        }
        super.init { actual, explain in
            notingIterationOrder(evaluate(actual, explain), of: actual, inAnyOrder: inAnyOrder)
        }
    }

    override func describe() -> String { describeMarked().text }

    override func describeMarked() -> MarkedText {
        MarkedText(phrase, describeMarkedList(matchers))
    }

    override func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(MarkedText(phrase, describeMarkedList(matchers, compactly: types)))
    }

    override func describeCompactly(listCutAround list: String) -> String? { phrase + list }
}

/// The value lines of a sequence matched item by item, cut around the first item that differs
/// (``MatchResult/Reason/FoundWithDiff/itemLines``): the expected list without the matcher's
/// phrase, `[…(5 more), Item(…, price: 500), …(2 more)]`, and the actual one,
/// `[…(5 more), Item(…, price: 7), …(2 more)]`. The two items are whole when both fit, else cut
/// around their difference as `equalTo`'s lines are, else cut short. `nil` when the item's
/// `reason` shows no diff: the message's value lines are then whole. Failure path only.
internal func itemLines<T>(
    _ matcher: Matcher<T>, _ item: T, reason: MatchResult.Reason?,
    expected: (index: Int, count: Int), actual: (index: Int, count: Int), phrase: String
) -> MatchResult.Reason.ValueLines? {
    guard reason?.compactsValueLines == true else { return nil }
    func list(_ position: (index: Int, count: Int), _ shown: String) -> String {
        let parts = foldedRun(position.index) + [shown] + foldedRun(position.count - position.index - 1)
        return "[" + parts.joined(separator: ", ") + "]"
    }
    // At least 20 characters each, whatever the counts around them.
    let shown = shownItems(
        matcher, item, found: reason?.content.found,
        room: (
            expected: max(MessageLayout.compactWidth - phrase.count - list(expected, "").count, 20),
            actual: max(MessageLayout.compactWidth - list(actual, "").count, 20)
        ))
    return MatchResult.Reason.ValueLines(
        expected: list(expected, shown.expected), actual: list(actual, shown.actual))
}

/// The expected and the actual item of ``itemLines(_:_:reason:expected:actual:phrase:)``, each in
/// its room.
private func shownItems<T>(
    _ matcher: Matcher<T>, _ item: T, found: MatchResult.Reason.FoundWithDiff?,
    room: (expected: Int, actual: Int)
) -> (expected: String, actual: String) {
    func fit(_ pair: (expected: String, actual: String)) -> Bool {
        MessageLayout.fits(pair.expected, in: room.expected)
            && MessageLayout.fits(pair.actual, in: room.actual)
    }
    // Each side cut to its room from its rendering, not from its compact line: the value's own
    // text stays marked.
    let cutActual = { MessageLayout.compactLine(of: item, width: room.actual) }
    guard let compared = matcher.core.comparedValue else {
        let description = matcher.core.describeCompactly(types: TypeFacts())
        return (MessageLayout.compactLine(marked: description, width: room.expected).text, cutActual())
    }
    let expected = MessageLayout.compactRendering(compared.value)
    let actual = MessageLayout.compactRendering(item)
    let whole = (expected: compared.around(expected), actual: actual)
    // Two lines that read the same (the items differ past the cut) are cut around the difference
    // instead, as the item's diff cut them, or else in the room the list leaves them.
    if fit(whole), !printsAlike(expected, actual) { return whole }
    func fitting(_ lines: MatchResult.Reason.ValueLines?) -> (expected: String, actual: String)? {
        guard let lines else { return nil }
        let around = (expected: compared.around(lines.expected), actual: lines.actual)
        return fit(around) ? around : nil
    }
    let width = min(room.expected - compared.prefix.count - compared.suffix.count, room.actual)
    if let around = fitting(found?.aroundDifference)
        ?? fitting(focusedCompactLines(expected: compared.value, actual: item, width: width))
    {
        return around
    }
    if fit(whole) { return whole }
    return (
        MessageLayout.compactLine(
            of: compared.value, prefix: compared.prefix, suffix: compared.suffix, width: room.expected),
        cutActual()
    )
}

/// An item that failed its matcher, `item 3 was <item>`, with `expected: <the matcher's
/// description>` and `but: <reason>` under it (aligned with the item's line inside a bulleted list,
/// `flush`). Above a diff, the item and the value its matcher compares with are shown as
/// ``itemAndCompared(_:_:_:reason:expectedLabel:)`` shows them.
internal func failedItem<T>(
    _ index: Int, _ item: T, _ matcher: Matcher<T>, reason: MatchResult.Reason?, flush: Bool = false
) -> MatchResult.Reason.Content {
    failedPart("item \(index) was ", item, matcher, reason: reason, flush: flush)
}

/// A part of the actual value that failed its matcher, `<words><part>` (`item 3 was `, `value for
/// "b" was `), with `expected: <the matcher's description>` and `but: <reason>` under it, as
/// ``failedItem(_:_:_:reason:flush:)`` shows an item.
internal func failedPart<T>(
    _ words: String, _ part: T, _ matcher: Matcher<T>, reason: MatchResult.Reason?, flush: Bool = false
) -> MatchResult.Reason.Content {
    guard let shown = partAndCompared(words, part, matcher, reason: reason, expectedLabel: "expected: ")
    else {
        return withDetails(
            namedPart(words, part, comparedWith: nil, reason: nil),
            [expectedLine(matcher.description), butReason(reason)], flush: flush)
    }
    return withDetails(shown.actual, [.text(shown.expected), butReason(reason)], flush: flush)
}

/// Above a diff of an item and the value its matcher compares with (the matcher's `reason` carries
/// one), `item 3 was <item>` and `<expectedLabel><value>` (`expected: `, `closest: `), each value
/// on one compact line in the room its words leave: whole when both fit, else cut around where
/// they differ, as the message's own value lines are; the diff beneath shows the rest. `nil`
/// otherwise: the item's lines then show it whole.
internal func itemAndCompared<T>(
    _ index: Int, _ item: T, _ matcher: Matcher<T>, reason: MatchResult.Reason?,
    expectedLabel: String
) -> (expected: String, actual: String)? {
    partAndCompared("item \(index) was ", item, matcher, reason: reason, expectedLabel: expectedLabel)
}

/// ``itemAndCompared(_:_:_:reason:expectedLabel:)`` of a part named by `words` (`item 3 was `,
/// `value for "b" was `).
private func partAndCompared<T>(
    _ words: String, _ part: T, _ matcher: Matcher<T>, reason: MatchResult.Reason?,
    expectedLabel: String
) -> (expected: String, actual: String)? {
    guard let reason, reason.compactsValueLines, matcher.core.comparedValue != nil else { return nil }
    let room = (
        expected: MessageLayout.compactWidth - expectedLabel.count,
        actual: MessageLayout.compactWidth - words.count
    )
    let shown = shownItems(matcher, part, found: reason.content.found, room: room)
    return (expectedLabel + shown.expected, words + shown.actual)
}

/// An item that no matcher accepted, `item 3 was <item>`, with the matcher `closest` to it (the
/// nearest, or the one at its position) and that matcher's reason under it: `closest: <value>` /
/// `but: <reason>`, each value cut around where they differ above a diff (see
/// ``itemAndCompared(_:_:_:reason:expectedLabel:)``), else the matcher's description, compact above
/// a diff.
internal func itemWithClosest<T>(_ index: Int, _ item: T, _ closest: Matcher<T>) -> MatchResult.Reason.Content
{
    let closestReason = reason(closest, item)
    if let shown = itemAndCompared(index, item, closest, reason: closestReason, expectedLabel: "closest: ") {
        return .lines([.text(shown.actual), .failedItem(description: shown.expected, reason: closestReason)])
    }
    // Above a diff, the matcher's compact description, cut with its marks.
    let closestText =
        closestReason?.compactsValueLines == true
        ? MessageLayout.compactDescription(
            MarkedText("closest: ", closest.core.describeCompactly(types: TypeFacts()))
        ).text
        : labelled("closest: ", closest.description)
    return .lines([.text(itemWas(index, item)), .failedItem(description: closestText, reason: closestReason)])
}

/// A reason made of `sections`, with the value lines cut around the first item that differs when
/// there are some (see ``itemLines(_:_:reason:expected:actual:phrase:)``).
internal func itemsReason(
    _ sections: [MatchResult.Reason.Content], cutAround lines: MatchResult.Reason.ValueLines?
) -> MatchResult.Reason {
    guard let lines else { return MatchResult.Reason(.lines(sections)) }
    var found = MatchResult.Reason.FoundWithDiff(aroundDifference: nil, types: TypeFacts().decided)
    found.itemLines = lines
    return MatchResult.Reason(.focused(.lines(sections), found: found))
}

/// `"1 item"`, `"2 items"`.
internal func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}

/// `item 3 was "kombu"`: how a reason names one item of the actual sequence.
internal func itemWas(_ index: Int, _ value: Any) -> String {
    itemWas(index, shown: renderValue(value))
}

/// `item 3 was <shown>`, the item as the reason shows it.
internal func itemWas(_ index: Int, shown: String) -> String {
    "item \(index) was " + MessageLayout.indentingContinuationLines(of: shown, by: 2)
}

/// A bullet for an item that failed, `item 3 was <item>`, with `reason` under it. Above a diff (the
/// reason carries one) the item is on one compact line in the room the words before it leave, as
/// the message's own value lines show a value, around where it differs from `expected` (the value
/// the item's matcher compares with, if any; see `MessageLayout.compactValueLine`), so that the
/// bullet is not cut again from text that no longer says where the item's own text is.
internal func failedItem(
    _ index: Int, _ item: Any, comparedWith expected: Any? = nil, reason: MatchResult.Reason?
) -> MatchResult.Reason.Content {
    guard let reason, reason.compactsValueLines else {
        return .failedItem(description: itemWas(index, item), reason: reason)
    }
    let room = MessageLayout.compactWidth - "item \(index) was ".count
    let shown = MessageLayout.compactValueLine(item, against: expected, reason: reason, width: room)
    return .failedItem(description: itemWas(index, shown: shown), reason: reason)
}

/// A part of the actual value (an item, a feature, the value for a key) as the line that names it
/// in a reason shows it: above a diff (its matcher's `reason` carries one), on one compact line,
/// as the message's own value lines are (whole when it fits, else cut around what differs from
/// `expected`, the value the matcher compares with, see `MessageLayout.compactValueLine`);
/// otherwise whole.
internal func shownValue(_ value: Any, comparedWith expected: Any?, reason: MatchResult.Reason?) -> String {
    guard reason?.compactsValueLines == true else { return renderValue(value) }
    return MessageLayout.compactValueLine(value, against: expected, reason: reason)
}

/// `prefix` followed by `text`, the continuation lines of `text` aligned under its first line.
internal func labelled(_ prefix: String, _ text: String) -> String {
    prefix + MessageLayout.indentingContinuationLines(of: text, by: prefix.count)
}

/// Details under a line of a reason (expected description, inner reason): indented by 2, or
/// aligned with the line inside a bulleted list (`flush`), as `MessageLayout.failedItem` does.
internal func withDetails(
    _ line: String, _ details: [MatchResult.Reason.Content?], flush: Bool = false
) -> MatchResult.Reason.Content {
    .lines([.text(line)] + details.compactMap { $0 }.map { .indented($0, by: flush ? 0 : 2) })
}

/// `expected: <description>`, its continuation lines aligned under the description.
internal func expectedLine(_ description: String) -> MatchResult.Reason.Content {
    .labelled("expected: ", .text(description))
}

/// `but: <reason>`, or `nil` when the reason is empty.
internal func butReason(_ reason: MatchResult.Reason?) -> MatchResult.Reason.Content? {
    guard let reason, !reason.isEmpty else { return nil }
    return .labelled("but: ", reason.content)
}

/// The reason a matcher gives for a value, on the explain path.
internal func reason<T>(_ matcher: Matcher<T>, _ value: T) -> MatchResult.Reason? {
    if case .mismatch(let reason) = matcher.matches(value) { return reason }
    return nil
}

/// The items of `actual` in the order a failure message numbers them: iteration order, except for
/// sets and dictionaries, whose iteration order changes from run to run. Those are in
/// ``DisplayOrder``, the order `renderValue` prints them in, so that `item 2` is the third one printed
/// after `but: was`. Called only on the failure path.
internal func itemsInReportOrder<S: Sequence>(_ actual: S) -> [S.Element] {
    let items = Array(actual)
    guard actual is any UnorderedRendered else { return items }
    return DisplayOrder.sorted(items) { $0 }
}

/// The first `limit` items of ``itemsInReportOrder(_:)``, reading no further than them from a
/// sequence read in order (a range of a billion items, a sequence that never ends).
internal func itemsInReportOrder<S: Sequence>(_ actual: S, upTo limit: Int) -> [S.Element] {
    guard actual is any UnorderedRendered else { return Array(actual.prefix(limit)) }
    return Array(itemsInReportOrder(actual).prefix(limit))
}

/// `result`, and when it is a mismatch of a set, a dictionary, or a dictionary's keys or values of
/// two or more items, which a matcher of items in order read in iteration order: that order, which
/// changes from run to run, and the matcher for the items in any order (`inAnyOrder`; `nil` for a
/// list of one matcher, which any order would not change). Without it, `item 0 was 20`
/// contradicts `but: was [10, 20, 30]`, printed sorted. Failure path only.
internal func notingIterationOrder<S: Sequence>(_ result: MatchResult, of actual: S, inAnyOrder: String?)
    -> MatchResult
{
    guard case .mismatch(let reason?) = result, isUnordered(actual) else { return result }
    let items = Array(actual)
    guard items.count > 1 else { return result }
    let order =
        "read in iteration order, which changes from run to run: " + MessageLayout.compactRendering(items)
    let note = MatchResult.Reason.Content.text(
        order + (inAnyOrder.map { "\nfor these items in any order, use " + $0 } ?? ""))
    if case .focused(let content, let found) = reason.content {
        return .mismatch(MatchResult.Reason(.focused(.lines([content, note]), found: found)))
    }
    return .mismatch(MatchResult.Reason(.lines([reason.content, note])))
}

/// Whether the failure path should number items differently from the verdict path.
internal func isUnordered<S: Sequence>(_ actual: S) -> Bool {
    actual is any UnorderedRendered
}

/// Whether `matcher` is an `equalTo`.
internal func isEquality<T>(_ matcher: Matcher<T>) -> Bool {
    if case .equality? = matcher.kind { return true }
    return false
}

/// The expected values, when every matcher is an `equalTo`; `nil` otherwise.
internal func equalityOperands<T>(_ matchers: some Collection<Matcher<T>>) -> [T]? {
    var operands: [T] = []
    operands.reserveCapacity(matchers.count)
    for matcher in matchers {
        guard case .equality(let operand)? = matcher.kind else { return nil }
        operands.append(operand)
    }
    return operands
}

/// The expected values, when every matcher is an `equalTo` on a `Hashable` type: then the
/// collection matchers can compare by hashing instead of asking each matcher about each item.
internal func hashableEqualityOperands<T>(_ matchers: [Matcher<T>]) -> [T]? {
    guard T.self is any Hashable.Type else { return nil }
    return equalityOperands(matchers)
}

/// When every matcher is an `equalTo` and `items`, lined up with them, are their values in another
/// order, the reason `equalTo` gives for two such arrays: `differs in order: the same 2 elements in
/// another order:` and where each value went, `[0] → [1]: "wakame"` (see
/// ``describeReordering(_:numberedFrom:equal:element:)``), items numbered from `firstIndex`; `nil`
/// otherwise. Failure path only: it aligns the items with the matchers' verdicts.
internal func reorderingReason<T>(
    _ items: [T], _ matchers: [Matcher<T>], firstIndex: Int = 0
) -> MatchResult.Reason? {
    guard items.count == matchers.count, let operands = equalityOperands(matchers) else { return nil }
    let accepts = { (expected: Int, actual: Int) in matchers[expected].isSatisfied(by: items[actual]) }
    let script = EditScript(expectedCount: items.count, actualCount: items.count, equal: accepts)
    let text = describeReordering(script, numberedFrom: firstIndex, equal: accepts) { operands[$0] }
    return text.map { MatchResult.Reason(.difference($0)) }
}

/// The pairing of `items` with equality matchers on `operands`, by counting; `nil` when `T` is not
/// `Hashable`.
internal func countingMatching<T>(_ items: [T], _ operands: [T]) -> BipartiteMatching? {
    guard let keyType = T.self as? any Hashable.Type else { return nil }
    func pairKeys<Key: Hashable>(_: Key.Type) -> BipartiteMatching {
        // `T` is `Key`: the arrays are cast whole, in O(1), not element by element.
        BipartiteMatching(itemKeys: items as! [Key], matcherKeys: operands as! [Key])
    }
    return pairKeys(keyType)
}

/// For each of `queries` the index of the first of `values` equal to it, by hashing in `O(n + m)`
/// expected time; `nil` when `T` is not `Hashable`. The table holds the smaller side: a few
/// queries against ten million values build a table of a few entries and read the values once.
///
/// A value unequal to itself (NaN) equals nothing and stays out of the table: every such value
/// would pile onto one bucket and make the table `O(n²)` to build.
internal func hashedFirstEqual<T>(to queries: [T], in values: [T]) -> [Int?]? {
    guard let keyType = T.self as? any Hashable.Type else { return nil }
    func lookUp<Key: Hashable>(_: Key.Type) -> [Int?] {
        if queries.count < values.count {
            // The queries waiting for each key, then one pass over the values.
            var waiting: [Key: [Int]] = [:]
            for (index, key) in (queries as! [Key]).enumerated() where key == key {
                waiting[key, default: []].append(index)
            }
            var result = [Int?](repeating: nil, count: queries.count)
            // Stops as soon as every query is answered.
            for (index, key) in (values as! [Key]).enumerated() {
                guard !waiting.isEmpty else { break }
                if let found = waiting.removeValue(forKey: key) {
                    for query in found { result[query] = index }
                }
            }
            return result
        }
        var first: [Key: Int] = [:]
        for (index, key) in (values as! [Key]).enumerated().reversed() where key == key {
            first[key] = index
        }
        return (queries as! [Key]).map { first[$0] }
    }
    return lookUp(keyType)
}

/// The items of `actual` and the indices `rejectedIndices` finds among them, numbered for a failure
/// message (see ``itemsInReportOrder(_:)``); no indices when every item is accepted. Only the
/// failure path renders.
internal func rejectedItems<S: Sequence>(
    _ actual: S,
    _ rejectedIndices: ([S.Element]) -> [Int]
) -> (items: [S.Element], rejected: [Int]) {
    var items = Array(actual)
    var rejected = rejectedIndices(items)
    if !rejected.isEmpty, isUnordered(actual) {
        items = itemsInReportOrder(actual)
        rejected = rejectedIndices(items)
    }
    return (items, rejected)
}

/// `failed 2 of 4 items:` and a bullet per rejected item, as `bullet` writes it from the item's
/// number and the item (`item 1 was -2` and the reason under it); capped at
/// ``MessageLimits/maxReportedItems``.
internal func rejectedItemsReport<T>(
    _ items: [T], _ rejected: [Int], bullet: (Int, T) -> MatchResult.Reason.Content
) -> MatchResult.Reason {
    let shown = rejected.prefix(MessageLimits.current.maxReportedItems).map { index in
        bullet(index, items[index])
    }
    return MatchResult.Reason(
        .list(
            heading: "failed \(rejected.count) of \(counted(items.count, "item")):",
            items: MessageLayout.capped(shown, total: rejected.count)))
}

/// Whether a value equals one of `operands`, by hashing; `nil` when `T` is not `Hashable`. Values
/// unequal to themselves (NaN) stay out of the set, as `equalTo` never matches them.
internal func hashedMembership<T>(_ operands: [T]) -> ((T) -> Bool)? {
    guard let keyType = T.self as? any Hashable.Type else { return nil }
    func membership<Key: Hashable>(_: Key.Type) -> (T) -> Bool {
        let keys = Set((operands as! [Key]).lazy.filter { $0 == $0 })
        return { keys.contains($0 as! Key) }
    }
    return membership(keyType)
}

/// The report of the items `accepts` rejects, or `nil` when it rejects none, reading `actual` once
/// and no further than a message shows: it stops at the rejected item after the
/// ``MessageLimits/maxReportedItems`` it lists, so that an infinite sequence fails fast:
/// `failed 11 of the first 15 items (reading stopped there):`; each item as `bullet` writes it from
/// its number and the item (see ``failedItem(_:_:comparedWith:reason:)``). A sequence that is not
/// a collection and whose items all pass is read no further than ``sequenceReadLimit`` items, and
/// gets a reason then (see ``readItems(of:until:)``). Sets and dictionaries, which are finite and
/// numbered in display order, are read whole.
internal func rejectedItemsReport<S: Sequence>(
    _ actual: S,
    accepts: (S.Element) -> Bool,
    bullet: (Int, S.Element) -> MatchResult.Reason.Content
) -> MatchResult.Reason? {
    if isUnordered(actual) {
        let (items, rejected) = rejectedItems(actual) { items in items.indices.filter { !accepts(items[$0]) }
        }
        return rejected.isEmpty ? nil : rejectedItemsReport(items, rejected, bullet: bullet)
    }
    let limit = MessageLimits.current.maxReportedItems
    var shown: [MatchResult.Reason.Content] = []
    var rejectedCount = 0
    var readCount = 0
    let read = readItems(of: actual) { item in
        readCount += 1
        guard !accepts(item) else { return false }
        rejectedCount += 1
        if shown.count == limit { return true }
        shown.append(bullet(readCount - 1, item))
        return false
    }
    if read == .cutShort, rejectedCount == 0 {
        return MatchResult.Reason("the first \(readCount) items matched").notingEndlessReading(of: actual)
    }
    guard rejectedCount > 0 else { return nil }
    let heading =
        read != .ended
        ? "failed \(rejectedCount) of the first \(counted(readCount, "item")) (reading stopped there):"
        : "failed \(rejectedCount) of \(counted(readCount, "item")):"
    let report = MatchResult.Reason(
        .list(heading: heading, items: MessageLayout.capped(shown, total: rejectedCount)))
    return read == .cutShort ? report.notingEndlessReading(of: actual) : report
}
