// Diffs of collections for `equalTo` failures. `explainInequality` only sees `Any`, so the element
// types are recovered with a dynamic cast to these protocols (conditional conformances); this runs
// on the failure path only.

/// A collection of `Equatable` elements that can explain, element by element, how it differs from
/// another.
internal protocol ElementDiffable {
    /// `differs at index 2 (- expected, + actual):` and the element diff for an ordered collection,
    /// `differs in 2 elements (- expected, + actual):` and the entries for an unordered one, with
    /// its one change on one line when it found one (an element or a dictionary's value replaced),
    /// or `nil` when `expected` is not of the same type.
    func elementDifference(fromExpected expected: Any) -> ElementDifference?
}

/// An ordered collection of `Equatable` elements that can explain how it differs from another.
internal protocol OrderedDiffable: ElementDiffable {
    /// The edit script from `expected` to this collection (the structural diff lays it out itself),
    /// or `nil` when `expected` is not of the same type.
    func editScript(fromExpected expected: Any) -> EditScript?
    /// How many elements this collection and `expected` share at their start and, after those, at
    /// their end, by `==`; `nil` when `expected` is not of the same type or either has no
    /// contiguous storage.
    func commonEnds(withExpected expected: Any) -> (prefix: Int, suffix: Int)?
}

extension OrderedDiffable where Self: RandomAccessCollection, Element: Equatable {
    func elementDifference(fromExpected expected: Any) -> ElementDifference? {
        (expected as? Self).flatMap { describeElementDifference(expected: $0, actual: self) }
    }

    func editScript(fromExpected expected: Any) -> EditScript? {
        (expected as? Self).map { elementEditScript(expected: $0, actual: self) }
    }

    func commonEnds(withExpected expected: Any) -> (prefix: Int, suffix: Int)? {
        (expected as? Self).flatMap { contiguousCommonEnds($0, self) }
    }
}

extension Array: ElementDiffable, OrderedDiffable where Element: Equatable {}
extension ArraySlice: ElementDiffable, OrderedDiffable where Element: Equatable {}
extension ContiguousArray: ElementDiffable, OrderedDiffable where Element: Equatable {}

/// An element diff's text, and its one change on one line when it found one element (or one
/// dictionary's value) replaced by another that does not print alike, with the pair's note under
/// it when it has one: `differs at index 2: expected 4, found 3`, `differs at ["item-7"]: expected
/// 700, found 750`. A message whose value lines show both values says it instead of the diff (see
/// ``MatchResult/Reason/SingleChange``).
internal struct ElementDifference {
    let text: String
    var singleChange: MatchResult.Reason.SingleChange? = nil
}

/// An element diff of two ordered collections under the header
/// `differs at index 2 (- expected, + actual):`; indices count from 0. When they hold the same
/// elements in another order (by `==`, so NaN is never one of them), the moves instead, as the
/// structural diff lists them (see ``Reordering``):
/// `differs in order: the same 2 elements in another order:`, `[0] → [1]: "tamago"`.
///
/// Aligned by ``EditScript`` (Myers, bounded: O((N + M) · D), position by position past the
/// bound), laid out by ``DiffLayout``; a million-element mismatch costs O(N) and prints a few
/// lines.
internal func describeElementDifference<Elements: RandomAccessCollection>(
    expected: Elements,
    actual: Elements
) -> ElementDifference? where Elements.Element: Equatable {
    func expectedElement(_ offset: Int) -> Elements.Element {
        expected[expected.index(expected.startIndex, offsetBy: offset)]
    }
    func actualElement(_ offset: Int) -> Elements.Element {
        actual[actual.index(actual.startIndex, offsetBy: offset)]
    }
    let script = elementEditScript(expected: expected, actual: actual)
    if let reordering = describeReordering(
        script, equal: { expectedElement($0) == actualElement($1) }, element: expectedElement)
    {
        return ElementDifference(text: reordering)
    }
    // The expected lines shown, for the note under an inserted line that reads like one of them.
    var shown = RemovedLines(script)
    // The notes under actual lines, by offset.
    var notes: [Int: String] = [:]
    // The lines the layout wrote of each side's elements, by offset (a few: the changes shown and
    // their neighbours): the one-line form's values.
    var lines: (expected: [Int: String], actual: [Int: String]) = ([:], [:])
    let layout = DiffLayout(
        noun: "element",
        expectedEntry: { offset, replacing in
            let line = renderDiffEntry(
                expectedElement(offset), comparedWith: replacing.map { actualElement($0) })
            shown.keep(line, at: offset, value: expectedElement(offset))
            lines.expected[offset] = line
            return line
        },
        actualEntry: { offset, replaced in
            let line = renderDiffEntry(
                actualElement(offset), comparedWith: replaced.map { expectedElement($0) })
            let note = shown.note(under: line, at: offset, value: actualElement(offset), replacing: replaced)
            notes[offset] = note
            lines.actual[offset] = line
            return appending(note, to: line)
        }
    )
    guard let text = layout.describe(script, position: { "index \($0)" }) else { return nil }
    guard script.isAligned, let change = script.singleChange else { return ElementDifference(text: text) }
    let place = "index \(change.offset)"
    switch change.kind {
    case .replaced:
        // A note under the pair (how far apart two dates are) goes under the line.
        guard let expectedLine = lines.expected[change.offset], let actualLine = lines.actual[change.offset]
        else { return ElementDifference(text: text) }
        return ElementDifference(
            text: text,
            singleChange: .init(
                at: place, (expectedLine, actualLine), isText: expectedElement(change.offset) is String,
                note: notes[change.offset]))
    case .inserted, .removed:
        guard notes.isEmpty else { return ElementDifference(text: text) }
        let isInserted = change.kind == .inserted
        guard let line = isInserted ? lines.actual[change.offset] : lines.expected[change.offset] else {
            return ElementDifference(text: text)
        }
        return ElementDifference(
            text: text,
            singleChange: .init(
                at: place, isInserted ? "inserted" : "removed", line, isWhole: DiffLimits.showsWhole(line)))
    }
}

extension EditScript {
    /// The script's only change, when it is one element replaced by another, inserted, or removed:
    /// its kind, and its offset (in the expected elements; the actual ones for an insertion).
    var singleChange: (kind: SingleEdit, offset: Int)? {
        var found: (kind: SingleEdit, offset: Int)? = nil
        for block in blocks {
            guard case .changed(let removed, let inserted) = block else { continue }
            guard found == nil else { return nil }
            switch (removed.count, inserted.count) {
            case (1, 1) where inserted == removed: found = (.replaced, removed.lowerBound)
            case (1, 0): found = (.removed, removed.lowerBound)
            case (0, 1): found = (.inserted, inserted.lowerBound)
            default: return nil
            }
        }
        return found
    }

    /// What one change does to one element.
    enum SingleEdit { case replaced, inserted, removed }
}

extension MatchResult.Reason.SingleChange {
    /// `differs at <place>: expected <expected>, found <actual>`, with `note` under it (`1 s later
    /// than expected`), indented as details of a line are; `nil` when the two read alike. `isText`
    /// when the values are strings.
    init?(at place: String, _ values: (expected: String, actual: String), isText: Bool, note: String? = nil) {
        guard !printsAlike(values.expected, values.actual) else { return nil }
        var line = "differs at \(place): expected \(values.expected), found \(values.actual)"
        if let note { line += "\n" + MessageLayout.indenting(note, by: 2) }
        self.init(
            line: line,
            isCompleteUnderCutLines: focusedLinesShowWhole(
                values.expected, values.actual, cutAroundDifference: isText))
    }

    /// `differs at <place>: inserted <element>` (or `removed`) for an element only one side has,
    /// said in full when its line shows it whole (`isWhole`); the value lines then show what is
    /// around it.
    init(at place: String, _ word: String, _ element: String, isWhole: Bool) {
        self.init(line: "differs at \(place): \(word) \(element)", isCompleteUnderCutLines: isWhole)
    }
}

/// `differs in order: the same 2 elements in another order:` and the moves under it, one a line
/// (see ``Reordering``), when `script` only moves elements that `equal` pairs one to one; `nil`
/// otherwise. A move shows the expected element `element` gives for an offset, cut to a diff line;
/// offsets are numbered from `firstIndex`. The element diff of `equalTo` says it so, and the
/// in-order sequence matchers (`contains`, `startsWith`, `endsWith`) say it in the same words.
internal func describeReordering(
    _ script: EditScript,
    numberedFrom firstIndex: Int = 0,
    equal: (_ expectedOffset: Int, _ actualOffset: Int) -> Bool,
    element: (_ expectedOffset: Int) -> Any
) -> String? {
    guard let reordering = Reordering(script, limit: MessageLimits.current.maxReportedItems, equal: equal)
    else { return nil }
    let moves = reordering.lines(numberedFrom: firstIndex) { MessageLayout.compactRendering(element($0)) }
    return ([reordering.heading] + moves.map { "    " + $0 }).joined(separator: "\n")
}

/// The edit script between two ordered collections, by `==` (see ``EditScript``).
internal func elementEditScript<Elements: RandomAccessCollection>(
    expected: Elements,
    actual: Elements
) -> EditScript where Elements.Element: Equatable {
    let trimmed = contiguousCommonEnds(expected, actual)
    return EditScript(expectedCount: expected.count, actualCount: actual.count, trimmed: trimmed) {
        expected[expected.index(expected.startIndex, offsetBy: $0)]
            == actual[actual.index(actual.startIndex, offsetBy: $1)]
    }
}

/// An element as one diff line: strings through ``renderEntry(_:comparedWith:)`` (so that a
/// difference past the cut shows), other values through `renderValue` cut to
/// ``DiffLimits/lineWidth``, and cut around where they differ from `other` instead when the two
/// would read the same and the type can cut itself (two long `Data`).
internal func renderDiffEntry(_ value: Any, comparedWith other: Any?) -> String {
    if let text = value as? String {
        return renderEntry(text[...], comparedWith: (other as? String)?[...])
    }
    let line = renderShortValue(value)
    guard let other, value is any ExplainedLeaf else { return line }
    // The pair is symmetric: `value`'s side is the one written as actual.
    return distinguishedLines((renderShortValue(other), line), expected: other, actual: value).actual
}

/// Two values' `lines`, or, when they read the same and the type can cut itself around its
/// difference (two long `Data`, see ``ExplainedLeaf``), its lines cut there instead.
internal func distinguishedLines(_ lines: (expected: String, actual: String), expected: Any, actual: Any)
    -> (expected: String, actual: String)
{
    guard printsAlike(lines.expected, lines.actual), let leaf = actual as? any ExplainedLeaf,
        let focused = leaf.linesAroundDifference(fromExpected: expected, width: DiffLimits.lineWidth)
    else { return lines }
    return focused
}

/// A value on one diff line: its compact line, of at most ``DiffLimits/lineWidth`` characters, cut
/// where it reads best (`Long(id: 1, title: "title", …)`, `["a", …(9 more)]`), never at the width
/// with `…(truncated)`.
internal func renderShortValue(_ value: Any) -> String {
    MessageLayout.compactRendering(value)
}

// MARK: - Sets and dictionaries

/// A set lists what it lacks and what it has too many of.
extension Set: ElementDiffable {
    func elementDifference(fromExpected expected: Any) -> ElementDifference? {
        guard let expected = expected as? Self else { return nil }
        let missing = expected.subtracting(self)
        let unexpected = subtracting(expected)
        var changes = UnorderedChanges<Element>()
        for element in missing { changes.add(element, isRemoved: true) }
        for element in unexpected { changes.add(element, isRemoved: false) }
        return changes.describeElements()
    }
}

/// A dictionary lists the entries it lacks, has too many of, or holds another value for.
extension Dictionary: ElementDiffable where Value: Equatable {
    func elementDifference(fromExpected expected: Any) -> ElementDifference? {
        guard let expected = expected as? Self else { return nil }
        var changes = UnorderedChanges<(key: Key, value: Value)>()
        var changedKeys = 0
        // The one key whose value changed, when that is the only change.
        var replaced: (key: Key, expected: Value, actual: Value)? = nil
        for (key, expectedValue) in expected {
            guard let actualValue = self[key] else {
                changedKeys += 1
                changes.add((key, expectedValue), isRemoved: true)
                continue
            }
            guard actualValue != expectedValue else { continue }
            changedKeys += 1
            replaced = (key, expectedValue, actualValue)
            changes.add((key, expectedValue), isRemoved: true)
            changes.add((key, actualValue), isRemoved: false)
        }
        for (key, actualValue) in self where expected[key] == nil {
            changedKeys += 1
            changes.add((key, actualValue), isRemoved: false)
        }
        let alike = { (removed: (key: Key, value: Value), inserted: (key: Key, value: Value)) -> (Any, Any) in
            removed.key == inserted.key ? (removed.value, inserted.value) : (removed.key, inserted.key)
        }
        // When one key changed, the key and its values as the entry lines show them, in the order
        // rendered: the removed entry, then the inserted one (the order they were added in).
        var key = ""
        var keyValue: Key? = nil
        var values: [String] = []
        // The value an entry's value replaced, or was replaced by, under the same key.
        func counterpart(of entry: (key: Key, value: Value)) -> Any? {
            guard let expectedValue = expected[entry.key], let actualValue = self[entry.key] else {
                return nil
            }
            return entry.value == expectedValue ? actualValue : expectedValue
        }
        let text = changes.describe(
            changedCount: changedKeys, noun: "entry", alike: alike,
            replaced: { inserted in expected[inserted.key].map { ($0, inserted.value) } }
        ) { entry in
            let shownKey = renderShortValue(entry.key)
            let value = renderDiffEntry(entry.value, comparedWith: counterpart(of: entry))
            if changedKeys == 1 {
                key = shownKey
                keyValue = entry.key
                values.append(value)
            }
            return (DisplayOrder.Key(entry.key, rendering: shownKey), shownKey + ": " + value)
        }
        guard let text else { return nil }
        let shownKey =
            MessageLayout.fits(key, in: StructuralDiffer.pathKeyWidth)
            ? key
            : keyValue.map {
                MessageLayout.compactLineOfRendering(
                    $0, types: TypeFacts(), width: StructuralDiffer.pathKeyWidth)
            } ?? key
        let place = "[" + shownKey + "]"
        switch (replaced, values.count) {
        case (let replaced?, 2) where changedKeys == 1:
            // The change on one line (unless the two read alike), with the note an array's element
            // gets under it: how far apart two dates are, a type's own words, line breaks.
            return ElementDifference(
                text: text,
                singleChange: .init(
                    at: place, (values[0], values[1]), isText: replaced.expected is String,
                    note: alikeNote(
                        expectedLine: values[0], actualLine: values[1], expected: replaced.expected,
                        actual: replaced.actual)))
        case (nil, 1) where changedKeys == 1:
            // An entry only one side has: the value lines stay as they are (see `isPlaceless`).
            let word = count > expected.count ? "inserted" : "removed"
            var change = MatchResult.Reason.SingleChange(
                at: place, word, values[0], isWhole: DiffLimits.showsWhole(values[0]))
            change.isPlaceless = true
            return ElementDifference(text: text, singleChange: change)
        default:
            return ElementDifference(text: text)
        }
    }
}

/// The `-`/`+` entries of a set or dictionary diff, kept unrendered until the message is built.
///
/// Up to ``DisplayOrder/maximumSortedCount`` changed entries are rendered and listed in
/// ``DisplayOrder`` of their rendered keys (the order of the rendered values above the diff);
/// beyond it, the first few are listed in iteration order (sorting would need every one rendered).
/// The structural diff lists a nested set's changes with the same entries.
internal struct UnorderedChanges<Entry> {
    private var entries: [(entry: Entry, isRemoved: Bool)] = []
    private(set) var total = 0

    mutating func add(_ entry: Entry, isRemoved: Bool) {
        total += 1
        if entries.count <= DisplayOrder.maximumSortedCount { entries.append((entry, isRemoved)) }
    }

    /// At most ``MessageLimits/maxReportedItems`` rendered lines, removed before inserted for the
    /// same key, and how many changes are left out.
    func listed(render: (Entry) -> (key: DisplayOrder.Key, line: String)) -> (
        lines: [(isRemoved: Bool, text: String, entry: Entry)], more: Int
    ) {
        let limit = MessageLimits.current.maxReportedItems
        let chosen = total <= DisplayOrder.maximumSortedCount ? entries[...] : entries.prefix(limit)
        var rendered = chosen.map { (text: render($0.entry), isRemoved: $0.isRemoved, entry: $0.entry) }
        if total <= DisplayOrder.maximumSortedCount {
            // By key, then the removed line before the inserted one for the same key.
            rendered.sort { lhs, rhs in
                if lhs.text.key.text != rhs.text.key.text { return lhs.text.key.precedes(rhs.text.key) }
                return lhs.isRemoved && !rhs.isRemoved
            }
        }
        let lines = rendered.prefix(limit).map {
            (isRemoved: $0.isRemoved, text: $0.text.line, entry: $0.entry)
        }
        return (lines, total - lines.count)
    }

    /// A set's changes: `differs in 2 elements (- expected, + actual):` and each element on its
    /// line, in display order.
    ///
    /// An element is one line cut where it reads best (`Person(name: "Ann", …)`); a removed element
    /// and an inserted one that read alike are both cut around where they differ, as the head lines
    /// are: `- Person(…, address: Address(…, zip: "0150"), …)` / `+ Person(…, zip: "0151"…)`.
    ///
    /// One element that only one side has is also said on one line, `differs in 1 element:
    /// inserted "ci"` (see ``MatchResult/Reason/SingleChange``): a set has no place to name.
    func describeElements() -> ElementDifference? {
        var onlyLine: String? = nil
        let text = describe(
            changedCount: total, noun: "element", alike: { ($0, $1) },
            aroundDifference: { focusedCompactLines(expected: $0, actual: $1) }
        ) { element in
            let text = MessageLayout.compactRendering(element)
            if total == 1 { onlyLine = text }
            return (DisplayOrder.Key(element, rendering: text), text)
        }
        guard let text else { return nil }
        guard let onlyLine, let only = entries.first else { return ElementDifference(text: text) }
        let change = MatchResult.Reason.SingleChange(
            line: "differs in 1 element: \(only.isRemoved ? "removed" : "inserted") \(onlyLine)",
            isCompleteUnderCutLines: DiffLimits.showsWhole(onlyLine), isPlaceless: true)
        return ElementDifference(text: text, singleChange: change)
    }

    /// `differs in 2 entries (- expected, + actual):` and the listed lines. `alike` gives the two
    /// values that tell a removed entry and the inserted one listed after it apart, for the note
    /// under them when they read alike.
    ///
    /// With `aroundDifference`, an inserted line that reads like a removed one is written again with
    /// the removed one, both cut around where the two differ, where that tells them apart; the note
    /// is for the pairs that still read alike.
    func describe(
        changedCount: Int,
        noun: String,
        alike: (_ removed: Entry, _ inserted: Entry) -> (expected: Any, actual: Any),
        aroundDifference: ((_ expected: Any, _ actual: Any) -> MatchResult.Reason.ValueLines?)? = nil,
        replaced: ((_ inserted: Entry) -> (expected: Any, actual: Any)?)? = nil,
        render: (Entry) -> (key: DisplayOrder.Key, line: String)
    ) -> String? {
        guard changedCount > 0 else { return nil }
        var listed = listed(render: render)
        if let aroundDifference {
            for inserted in listed.lines.indices where !listed.lines[inserted].isRemoved {
                let line = listed.lines[inserted]
                guard
                    let twin = listed.lines.firstIndex(where: {
                        $0.isRemoved && printsAlike($0.text, line.text)
                    }),
                    case let values = alike(listed.lines[twin].entry, line.entry),
                    let focused = aroundDifference(values.expected, values.actual),
                    !printsAlike(focused.expected, focused.actual)
                else { continue }
                listed.lines[twin].text = focused.expected
                listed.lines[inserted].text = focused.actual
            }
        }
        let removed = listed.lines.filter(\.isRemoved)
        var lines = listed.lines.indices.map { offset in
            let line = listed.lines[offset]
            // Under an inserted line that reads like a removed one, why they differ; under a line
            // that differs from an earlier one of the other side only in its line endings, which.
            guard !line.isRemoved, let twin = removed.first(where: { printsAlike($0.text, line.text) }) else {
                // A value that replaced another under its key: the note an array's element gets
                // (how far apart two dates are, a type's own words).
                if !line.isRemoved, let values = replaced?(line.entry),
                    let note = alikeNote(
                        expectedLine: "", actualLine: line.text, expected: values.expected,
                        actual: values.actual)
                {
                    return "+ " + appending(note, to: line.text)
                }
                return (line.isRemoved ? "- " : "+ ")
                    + appending(lineBreakNote(at: offset, of: listed.lines, values: alike), to: line.text)
            }
            let values = alike(twin.entry, line.entry)
            return "+ "
                + notingAlike(
                    line.text, replacing: twin.text, expected: values.expected, actual: values.actual)
        }
        if listed.more > 0 {
            lines.append("…(\(listed.more) more changed \(pluralized(noun, count: listed.more)))")
        }
        let header =
            "differs in \(changedCount) \(pluralized(noun, count: changedCount)) (- expected, + actual):"
        return ([header] + lines.map { "  " + $0 }).joined(separator: "\n")
    }
}
