// The compact `Expected:` / `but: was` lines of `equalTo` cut around where two values differ, when
// cut from the front they would read the same (Docs/MessageFormat.md, "Compact value lines").
// The values are walked as the structural diff walks them, with its shapes and comparisons.

/// The compact `Expected:` / `but: was` lines of two values whose compact renderings read the same
/// because what differs lies past the cut: each side on one line, showing only the paths to what
/// differs. Equal properties fold into `…`, equal elements into `_` (one) or `…(N more)` (several),
/// and what changed is shown as the tree shows it (a string from the line before its first
/// difference). Every difference when that fits in ``MessageLayout/compactWidth`` characters,
/// else the first; else the first with each structure's differing child written as the path to
/// what changed. `nil` when none fits, when the lines would still read the same, or for a leaf
/// other than a string or a leaf that cuts itself around its difference (`Data`, see
/// ``ExplainedLeaf``): its compact line shows all there is.
///
/// After a structural diff of the same values (`after`), the walk reuses its comparisons' shapes
/// instead of reflecting the values again. `width` is ``MessageLayout/compactWidth`` but for
/// lines that take part of a line (an item of a list cut around it).
internal func focusedCompactLines(
    expected: Any, actual: Any, after diff: StructuralDiffer? = nil, width: Int = MessageLayout.compactWidth
)
    -> MatchResult.Reason.ValueLines?
{
    func fits(_ pair: LinePair) -> Bool {
        MessageLayout.fits(pair.expected, in: width) && MessageLayout.fits(pair.actual, in: width)
    }
    var walk = FocusedLines(
        differ: diff ?? StructuralDiffer(limits: MessageLimits.current, types: TypeFacts()))
    guard let lines = walk.lines(expected, actual, depth: 0) else { return nil }
    var chosen = [lines.all, lines.first].first(where: fits)
    // Then the first difference with paths collapsed and the elements around it cut, to the room
    // of a nested value, else narrower, an eighth of it at a time down to half of it.
    let step = FocusedLines.nestedStringWidth / 8
    for elementWidth in stride(from: FocusedLines.nestedStringWidth, through: 4 * step, by: -step)
    where chosen == nil {
        walk.collapsesPaths = true
        walk.cutElementsWidth = elementWidth
        walk.comparisonsLeft = FocusedLines.comparisonBudget
        chosen = walk.lines(expected, actual, depth: 0).map(\.first).flatMap { fits($0) ? $0 : nil }
    }
    guard let chosen, chosen.expected != chosen.actual else { return nil }
    return MatchResult.Reason.ValueLines(expected: chosen.expected, actual: chosen.actual)
}

/// Whether the compact lines cut around a difference show a changed value nested in the two
/// values as the diff rendered it, `expected` and `actual`, whole: they do when both fit the room
/// of a nested value. A string the diff did not render (`cutAroundDifference`, an array's
/// element) is shown from a little before its first difference when that lies past half the
/// room: it is shown whole when it takes at most half.
internal func focusedLinesShowWhole(_ expected: String, _ actual: String, cutAroundDifference: Bool = false)
    -> Bool
{
    let room = cutAroundDifference ? FocusedLines.nestedStringWidth / 2 : FocusedLines.nestedStringWidth
    return MessageLayout.fits(expected, in: room) && MessageLayout.fits(actual, in: room)
}

/// Two values' sides on one line each.
private struct LinePair {
    var expected: String
    var actual: String

    static func same(_ text: String) -> LinePair { LinePair(expected: text, actual: text) }

    /// Both sides behind the same prefix and before the same suffix.
    func wrapped(_ prefix: String, _ suffix: String = "") -> LinePair {
        LinePair(expected: prefix + expected + suffix, actual: prefix + actual + suffix)
    }
}

/// A value's lines with every difference shown (`all`), and with only the first (`first`): one
/// walk builds both.
private struct Focused {
    var all: LinePair
    var first: LinePair

    static func same(_ pair: LinePair) -> Focused { Focused(all: pair, first: pair) }
}

/// The parts of a structure's or list's line, equal runs folded into one `…`.
private struct LineParts {
    private(set) var parts: [LinePair] = []
    private var folding = false

    mutating func append(_ part: LinePair) {
        parts.append(part)
        folding = false
    }

    mutating func fold() {
        if !folding { parts.append(.same("…")) }
        folding = true
    }

    func joined(_ opening: String, _ closing: String) -> LinePair {
        LinePair(
            expected: opening + parts.map(\.expected).joined(separator: ", ") + closing,
            actual: opening + parts.map(\.actual).joined(separator: ", ") + closing)
    }
}

/// Walks two values that differ along the paths where they differ, with the structural diff's
/// shapes and comparisons, and writes each side on one line.
private struct FocusedLines {
    /// The most comparisons of children the walk makes before it gives up.
    static let comparisonBudget = 1_000_000
    /// The most differing elements of a list, and entries of a dictionary, shown.
    static let shownElements = 3
    static let shownEntries = 2

    /// Whether a structure's first differing child is written as the path to what changed under it
    /// and that value (`Folder(…, children[0].children[1].name: "row.swift")`): the fallback for a
    /// difference too deep to fit level by level.
    var collapsesPaths = false
    /// The width the first elements that differ after an insertion or a removal (which are not
    /// walked, as they need not be alike) are cut to, when they are: the fallback for elements too
    /// long to show whole (`[…(20 more), Transaction(id: 999, amountCents: 1, …), …]`), the room of
    /// a nested value, else down to half of it. `nil` when they are shown whole.
    var cutElementsWidth: Int? = nil
    /// Whether the elements are cut (see ``cutElementsWidth``).
    var cutsElements: Bool { cutElementsWidth != nil }
    var comparisonsLeft = comparisonBudget
    private let differ: StructuralDiffer
    /// The instances on the path being walked: a class graph that loops back is shown whole.
    private var objects: Set<ObjectIdentifier> = []

    init(differ: StructuralDiffer) {
        self.differ = differ
    }

    /// Both sides on one line; `nil` when the comparisons ran out, or for a leaf at the root that
    /// is not a string.
    mutating func lines(_ expected: Any, _ actual: Any, depth: Int, path: String = "") -> Focused? {
        guard depth < DiffLimits.followedDepth else { return .same(whole(expected, actual, depth: depth)) }
        let shapes = differ.shapesByPath[path] ?? differ.shapes(expected, actual, isRoot: depth == 0)
        switch shapes {
        case (.optional(let expectedWrapped?), .optional(let actualWrapped?)):
            return lines(expectedWrapped, actualWrapped, depth: depth, path: path)
        case (.structure(let expectedStructure), .structure(let actualStructure))
        where expectedStructure.typeName == actualStructure.typeName
            && expectedStructure.children.count == actualStructure.children.count:
            if let identity = expectedStructure.identity {
                guard objects.insert(identity).inserted else {
                    return .same(whole(expected, actual, depth: depth))
                }
            }
            // On the path, as the diff walked it: a reference back to it is a back-reference.
            let entered = differ.ancestors.enter(
                expected: expectedStructure.identity, actual: actualStructure.identity, at: path)
            defer {
                if entered { differ.ancestors.leave() }
                if let identity = expectedStructure.identity { objects.remove(identity) }
            }
            return children(
                opening: (expectedStructure.typeName ?? "") + "(", expectedStructure.children,
                actualStructure.children, depth: depth, path: path)
        case (.enumCase(let name, let expectedPayload?), .enumCase(let actualName, let actualPayload?))
        where name == actualName:
            // The payloads as the diff read them (a case with several values it compared one by
            // one, which it read without recording).
            let casePath = joinedPath(path, name)
            let payloadShapes =
                differ.shapesByPath[casePath] ?? differ.shapes(expectedPayload, actualPayload, isRoot: false)
            if let (expectedValues, actualValues) = differ.caseValues(payloadShapes.0, payloadShapes.1) {
                return children(
                    opening: "." + name + "(", expectedValues, actualValues, depth: depth, path: casePath)
            }
            guard
                let inner = lines(
                    expectedPayload, actualPayload, depth: depth + 1, path: joinedPath(path, name))
            else { return nil }
            return Focused(
                all: inner.all.wrapped("." + name + "(", ")"),
                first: inner.first.wrapped("." + name + "(", ")"))
        case (.ordered(let expectedElements), .ordered(let actualElements))
        where type(of: expected) == type(of: actual):
            // Elements compared by `==` first, in one pass over their storage: only those between
            // the common ends are walked (a million equal `Int`s are not asked one by one). Not
            // elements that may refer back up the path, which the diff compares without their `==`.
            let ends =
                differ.mayReferBack(expectedElements)
                ? nil : (actual as? any OrderedDiffable)?.commonEnds(withExpected: expected)
            return elements(expectedElements, actualElements, outside: ends, depth: depth, path: path)
        case (.dictionary, .dictionary(let actualEntries)):
            var budgetLeft = comparisonsLeft
            let difference = actualEntries.difference(fromExpected: expected) { [differ] in
                budgetLeft -= 1
                return differ.differ($0, $1)
            }
            comparisonsLeft = budgetLeft
            guard budgetLeft > 0, let difference else { return nil }
            return entries(
                difference, counts: (count(of: expected), count(of: actual)), depth: depth, path: path)
        case (.set, .set(let actualSet)):
            // Two sets short enough to show whole show whole, in display order, unless they print
            // alike: their differing elements alone could leave a side with a count and nothing
            // else (`tags: […(1 more)]` against `tags: ["b", …(1 more)]`, where `tags: ["a"]`
            // against `tags: ["a", "b"]`).
            let wholeSets = LinePair(expected: differ.short(expected), actual: differ.short(actual))
            let room = depth == 0 ? Self.rootStringWidth : Self.nestedStringWidth
            if MessageLayout.fits(wholeSets.expected, in: room),
                MessageLayout.fits(wholeSets.actual, in: room),
                !printsAlike(wholeSets.expected, wholeSets.actual)
            {
                return .same(wholeSets)
            }
            guard let difference = actualSet.difference(fromExpected: expected) else { return nil }
            return setElements(
                difference.changes, counts: (count(of: expected), count(of: actual)), depth: depth, path: path
            )
        default:
            // A leaf at the root shows on one line what its compact line shows: only a string, and
            // a leaf that can cut itself around its difference (`Data`), have more to show.
            guard depth > 0 || expected is String || expected is Substring || actual is any ExplainedLeaf
            else { return nil }
            return .same(whole(expected, actual, depth: depth, path: path))
        }
    }

    /// How many entries a dictionary has, or elements a set.
    private func count(of collection: Any) -> Int {
        (collection as? any Collection)?.count ?? 0
    }

    /// A value that changed as a whole, as the tree shows it; a string from the line before its
    /// first difference, in the room a compact line leaves it (less when it is nested).
    private func whole(_ expected: Any, _ actual: Any, depth: Int, path: String? = nil) -> LinePair {
        let width = depth == 0 ? Self.rootStringWidth : Self.nestedStringWidth
        // What the diff showed of a value that changed as a whole: a string's only when it fits.
        let rendered = path.flatMap { differ.changedValues[$0] }.map {
            LinePair(expected: $0.expected, actual: $0.actual)
        }
        if let rendered, MessageLayout.fits(rendered.expected, in: width),
            MessageLayout.fits(rendered.actual, in: width)
        {
            return rendered
        }
        if let expected = text(expected), let actual = text(actual) {
            return LinePair(
                expected: focusedString(expected, comparedWith: actual, width: width),
                actual: focusedString(actual, comparedWith: expected, width: width))
        }
        if let leaf = actual as? any ExplainedLeaf,
            let lines = leaf.linesAroundDifference(fromExpected: expected, width: width)
        {
            return LinePair(expected: lines.expected, actual: lines.actual)
        }
        if let windows = ownTextAroundDifference(expected, actual, width: width) { return windows }
        return rendered ?? LinePair(expected: differ.short(expected), actual: differ.short(actual))
    }

    /// Two values shown by their own text (a `description`) too long for `width`, which differ:
    /// each from a little before their first difference, `…` where it is cut
    /// (`…closes at nine` / `…closes at nine!`). Cut from their start, two long descriptions that
    /// differ near their end read the same. `nil` for other values, and for texts that read the
    /// same.
    private func ownTextAroundDifference(_ expected: Any, _ actual: Any, width: Int) -> LinePair? {
        guard let expectedText = differ.ownText(of: expected), let actualText = differ.ownText(of: actual),
            !(MessageLayout.fits(expectedText, in: width) && MessageLayout.fits(actualText, in: width)),
            let difference = firstCharacterDifference(expectedText, actualText)
        else { return nil }
        // The difference a third of the way in, when it lies past the middle of the room, the
        // window starting after a space within a quarter of the room, so that it stays in view;
        // and on the line of the difference, for a description of several lines.
        var skipped = difference.offset > width / 2 ? difference.offset - width / 3 : 0
        if skipped > 0 {
            let rest = expectedText.dropFirst(skipped)
            if let space = rest.prefix(width / 4).firstIndex(of: " ") {
                skipped += rest.distance(from: rest.startIndex, to: space) + 1
            }
        }
        let before = expectedText.prefix(difference.offset)
        if let lineBreak = before.lastIndex(where: \.isNewline) {
            skipped = max(skipped, before.distance(from: before.startIndex, to: lineBreak) + 1)
        }
        // Where the difference falls in the window: a cut at its end keeps it.
        let differenceInWindow = difference.offset - skipped
        func window(_ text: String) -> String {
            let rest = text.dropFirst(skipped).prefix { !$0.isNewline }
            // Room for a `…` on either side.
            var shown = rest.prefix(width - 2)
            if shown.endIndex < rest.endIndex {
                // Cut after a word when a space is in the last quarter, past the difference.
                let tail = shown.dropFirst(max(differenceInWindow + 1, shown.count - width / 4))
                if let space = tail.lastIndex(of: " ") { shown = shown[..<space] }
            }
            let isCut = shown.endIndex < rest.endIndex || rest.endIndex < text.endIndex
            return (skipped > 0 ? "…" : "") + shown + (isCut ? "…" : "")
        }
        return LinePair(expected: window(expectedText), actual: window(actualText))
    }

    /// A dictionary's key on a compact line: as rendered when it takes at most the room of a
    /// nested string, else cut to it (a string from its start, as a changed one is shown), so that
    /// a long key leaves room for its value.
    private func shownKey(_ key: Any, rendered: String) -> String {
        guard !MessageLayout.fits(rendered, in: Self.nestedStringWidth) else { return rendered }
        if let text = text(key) {
            return focusedString(text, comparedWith: text, width: Self.nestedStringWidth)
        }
        return differ.short(key, width: Self.nestedStringWidth)
    }

    /// A `String` or `Substring` value as a `Substring`.
    private func text(_ value: Any) -> Substring? {
        (value as? String)?[...] ?? value as? Substring
    }

    /// The room of a string at the root of a compact line: its quotes, cuts and line count fit too.
    private static let rootStringWidth = MessageLayout.compactWidth - 20
    /// The room of a string nested in a compact line.
    fileprivate static let nestedStringWidth = 48

    /// Whether two children differ, counted against the budget; `nil` when it ran out.
    private mutating func differs(_ expected: Any, _ actual: Any) -> Bool? {
        guard comparisonsLeft > 0 else { return nil }
        comparisonsLeft -= 1
        return differ.differ(expected, actual)
    }

    /// A structure's or an enum case's children: the differing ones under their labels, runs of
    /// equal ones as `…`.
    private mutating func children(
        opening: String, _ expected: [Mirror.Child], _ actual: [Mirror.Child], depth: Int, path: String
    ) -> Focused? {
        var all = LineParts()
        var first = LineParts()
        var shown = 0
        // As the diff compared them, where it walked this structure.
        let compared = differ.differingChildren[path] ?? []
        for offset in expected.indices where offset < actual.count {
            let differing =
                offset < compared.count
                ? compared[offset] : differs(expected[offset].value, actual[offset].value)
            guard let differing else { return nil }
            guard differing else {
                all.fold()
                first.fold()
                continue
            }
            let (expectedChild, actualChild) = (expected[offset], actual[offset])
            shown += 1
            if collapsesPaths, shown == 1, let label = expectedChild.label,
                let line = pathLine(
                    from: label, expectedChild.value, actualChild.value, at: joinedPath(path, label),
                    under: opening, depth: depth)
            {
                first.append(line)
                continue
            }
            let childPath = joinedPath(path, expectedChild.label ?? ".\(offset)")
            guard let inner = lines(expectedChild.value, actualChild.value, depth: depth + 1, path: childPath)
            else {
                return nil
            }
            let label = expectedChild.label.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? ""
            all.append(inner.all.wrapped(label))
            if shown == 1 { first.append(inner.first.wrapped(label)) } else { first.fold() }
        }
        return Focused(all: all.joined(opening, ")"), first: first.joined(opening, ")"))
    }

    /// A child written as the path to what changed under it, and that value: `children[0].name:
    /// "row.swift"`. The path takes what the line leaves: the opening, `…, `, `: ` and the closers.
    /// `nil` when the child is where the path ends without having changed as a whole (a list whose
    /// count changed, a structure whose children differ in several places): it is walked as any
    /// other child, as the value alone would show only its start; a path that ends further down at
    /// such a value has that value walked.
    private mutating func pathLine(
        from label: String, _ expected: Any, _ actual: Any, at path: String, under opening: String, depth: Int
    )
        -> LinePair?
    {
        let end = differ.follow(expected, actual, path: path, level: depth + 1)
        guard !end.components.isEmpty || end.isWholeChange else { return nil }
        let endPath = end.components.reduce(path, joinedPath)
        // Where the path ends at a value that did not change as a whole (a list whose count
        // changed), that value is walked, so that the line shows where in it they differ.
        let walked =
            end.isWholeChange ? nil : lines(end.expected, end.actual, depth: depth + 1, path: endPath)?.first
        let changed = walked ?? whole(end.expected, end.actual, depth: depth + 1, path: endPath)
        let room =
            MessageLayout.compactWidth - opening.count - 10
            - max(changed.expected.count, changed.actual.count)
        let path = cutInMiddle(end.components.reduce(label, joinedPath), to: max(room, 20))
        return changed.wrapped(path + ": ")
    }

    /// An array's elements: the differing ones in place, runs of equal ones as `_` (one) or
    /// `…(N more)`. When the counts differ, the first element that differs on each side, after
    /// the ones both start with, and the rest counted.
    /// `ends`, when given, are the elements both share at their start and end, equal by `==`: only
    /// the ones between them are compared.
    private mutating func elements(
        _ expected: any IndexedElements, _ actual: any IndexedElements,
        outside ends: (prefix: Int, suffix: Int)?,
        depth: Int, path: String
    ) -> Focused? {
        let sameCount = expected.elementCount == actual.elementCount
        let maxShown = sameCount ? Self.shownElements : 1
        let shared = min(expected.elementCount, actual.elementCount)
        let start = min(ends?.prefix ?? 0, shared)
        let end = sameCount ? max(start, shared - (ends?.suffix ?? 0)) : shared
        // The differing offsets found, with their lines.
        var found: [(offset: Int, lines: Focused)] = []
        for offset in start..<end {
            guard found.count < maxShown else { break }
            let element = (expected: expected.element(at: offset), actual: actual.element(at: offset))
            guard let differing = differs(element.expected, element.actual) else { return nil }
            guard differing else { continue }
            // After an insertion or a removal the two elements need not be alike, and are shown as
            // they are; unless they read the same so, when they are walked as a pair.
            var inner: Focused? = nil
            if !sameCount {
                let shown = unwalked(element.expected, element.actual, depth: depth + 1)
                if shown.expected != shown.actual { inner = .same(shown) }
            }
            guard
                let inner = inner
                    ?? lines(element.expected, element.actual, depth: depth + 1, path: path + "[\(offset)]")
            else { return nil }
            found.append((offset, inner))
        }
        guard !found.isEmpty else { return .same(extraElement(expected, actual)) }
        return Focused(
            all: listed(
                found.map { ($0.offset, $0.lines.all) }, counts: (expected.elementCount, actual.elementCount)),
            first: listed(
                [(found[0].offset, found[0].lines.first)],
                counts: (expected.elementCount, actual.elementCount)))
    }

    /// Elements at their offsets, the ones between and after them counted.
    private func listed(_ shown: [(offset: Int, lines: LinePair)], counts: (expected: Int, actual: Int))
        -> LinePair
    {
        var expectedParts: [String] = []
        var actualParts: [String] = []
        var next = 0
        for (offset, lines) in shown {
            expectedParts += foldedRun(offset - next)
            actualParts += foldedRun(offset - next)
            expectedParts.append(lines.expected)
            actualParts.append(lines.actual)
            next = offset + 1
        }
        expectedParts += foldedRun(counts.expected - next)
        actualParts += foldedRun(counts.actual - next)
        return LinePair(
            expected: "[" + expectedParts.joined(separator: ", ") + "]",
            actual: "[" + actualParts.joined(separator: ", ") + "]")
    }

    /// One side starts with all of the other: its first element past them is what differs.
    private func extraElement(_ expected: any IndexedElements, _ actual: any IndexedElements) -> LinePair {
        let shared = min(expected.elementCount, actual.elementCount)
        func side(_ elements: any IndexedElements) -> String {
            let extra = elements.elementCount > shared ? [short(elements.element(at: shared))] : []
            let rest = foldedRun(elements.elementCount - shared - extra.count)
            return "[" + (foldedRun(shared) + extra + rest).joined(separator: ", ") + "]"
        }
        return LinePair(expected: side(expected), actual: side(actual))
    }

    /// Two elements that differ after an insertion or a removal: whole, or, with ``cutsElements``,
    /// each cut to the room of a nested value (a string around its difference, as ever).
    private func unwalked(_ expected: Any, _ actual: Any, depth: Int) -> LinePair {
        guard cutsElements, text(expected) == nil || text(actual) == nil else {
            return whole(expected, actual, depth: depth)
        }
        return LinePair(expected: short(expected), actual: short(actual))
    }

    /// A value on one line, cut to the room of a nested value with ``cutsElements``.
    private func short(_ value: Any) -> String {
        differ.short(value, width: cutElementsWidth ?? MessageLayout.compactWidth)
    }

    /// A set's elements that only one side has, in display order, each on its side, and the rest
    /// counted, `…(N more)`. The first element only the expected set has and the first only the
    /// actual set has are walked as a pair (so are the second ones…): two structures that differ
    /// in one field show that field, `[LineItem(…, quantity: 3, …), …(2 more)]`.
    private mutating func setElements(
        _ changes: UnorderedChanges<Any>, counts: (expected: Int, actual: Int), depth: Int, path: String
    ) -> Focused? {
        let listed = changes.listed { [differ] element in
            let text = differ.short(element)
            return (DisplayOrder.Key(element, rendering: text), text)
        }.lines
        let removed = listed.filter(\.isRemoved)
        let inserted = listed.filter { !$0.isRemoved }
        var shown: [ShownMember] = []
        for offset in 0..<min(max(removed.count, inserted.count), Self.shownElements) {
            let expectedElement = offset < removed.count ? removed[offset] : nil
            let actualElement = offset < inserted.count ? inserted[offset] : nil
            guard let expectedElement, let actualElement else {
                shown.append(ShownMember(expected: expectedElement?.text, actual: actualElement?.text))
                continue
            }
            let pairPath = path + "{\(offset)}"
            guard
                let inner = lines(
                    expectedElement.entry, actualElement.entry, depth: depth + 1, path: pairPath)
            else { return nil }
            shown.append(ShownMember(inner))
        }
        return ShownMember.focused(shown, counts: counts)
    }

    /// A dictionary's entries: the first differing ones by their keys' renderings, under their
    /// keys, and the rest counted, `…(N more)`; an entry one side lacks is shown on the other.
    private mutating func entries(
        _ difference: KeyedDifference, counts: (expected: Int, actual: Int), depth: Int, path: String
    ) -> Focused? {
        // In the diff's order, so that the first entry shown is the diff's first.
        let sorted = difference.entries.map {
            (key: DisplayOrder.Key($0.key, rendering: differ.short($0.key)), entry: $0)
        }.sorted { $0.key.precedes($1.key) }
        var shown: [ShownMember] = []
        for (sortKey, entry) in sorted.prefix(Self.shownEntries) {
            let key = sortKey.text
            let label = shownKey(entry.key, rendered: key) + ": "
            switch (entry.expected, entry.actual) {
            case (let expectedValue?, let actualValue?):
                let entryPath = path + "[" + differ.pathKey(entry.key, shown: key) + "]"
                guard let inner = lines(expectedValue, actualValue, depth: depth + 1, path: entryPath) else {
                    return nil
                }
                shown.append(ShownMember(inner, label: label))
            case (let expectedValue?, nil):
                shown.append(ShownMember(expected: label + differ.short(expectedValue), actual: nil))
            case (nil, let actualValue?):
                shown.append(ShownMember(expected: nil, actual: label + differ.short(actualValue)))
            case (nil, nil):
                break
            }
        }
        return ShownMember.focused(shown, counts: counts)
    }
}

/// One differing member of a set or dictionary on the compact lines: what each side shows of it
/// (`nil` on the side that lacks it), and, when it was walked, its line with only its first
/// difference.
private struct ShownMember {
    var expected: String?
    var actual: String?
    var first: LinePair? = nil

    init(expected: String?, actual: String?) {
        self.expected = expected
        self.actual = actual
    }

    /// A member walked on both sides, behind `label` (a dictionary's key).
    init(_ walked: Focused, label: String = "") {
        expected = label + walked.all.expected
        actual = label + walked.all.actual
        first = walked.first.wrapped(label)
    }

    /// Every member shown, and only the first, each side between brackets with the rest of its
    /// members counted: `[x, …(2 more)]`.
    static func focused(_ members: [ShownMember], counts: (expected: Int, actual: Int)) -> Focused {
        func line(_ members: ArraySlice<ShownMember>, firstOnly: Bool) -> LinePair {
            func side(_ parts: [String], count: Int) -> String {
                let rest = count - parts.count
                return "[" + (parts + (rest > 0 ? ["…(\(rest) more)"] : [])).joined(separator: ", ") + "]"
            }
            let expectedParts = members.compactMap {
                firstOnly ? $0.first?.expected ?? $0.expected : $0.expected
            }
            let actualParts = members.compactMap { firstOnly ? $0.first?.actual ?? $0.actual : $0.actual }
            return LinePair(
                expected: side(expectedParts, count: counts.expected),
                actual: side(actualParts, count: counts.actual))
        }
        return Focused(
            all: line(members[...], firstOnly: false), first: line(members.prefix(1), firstOnly: true))
    }
}

/// A run of equal or unshown elements of a list on a line cut around a difference: `_` for one,
/// `…(N more)` for several, nothing for none.
internal func foldedRun(_ count: Int) -> [String] {
    count <= 0 ? [] : count == 1 ? ["_"] : ["…(\(count) more)"]
}

/// A string in `width` columns, from the start of the line before its first difference from
/// `other` (`…"bowl 24: shio\nbowl 25: miso\n…" (50 lines)`), or, in a long single line, from a
/// little before that difference.
internal func focusedString(_ text: Substring, comparedWith other: Substring, width: Int) -> String {
    var start = text.startIndex
    if let difference = firstCharacterDifference(text, other) {
        // The line breaks are looked for a few lines back only: a long line is cut as one.
        let searched = text[..<difference.expected].suffix(2 * width)
        if let lineEnd = searched.lastIndex(where: \.isNewline) {
            let previous = searched[..<lineEnd].lastIndex(where: \.isNewline)
            start =
                previous.map(text.index(after:)) ?? (searched.startIndex == text.startIndex ? start : lineEnd)
        } else if difference.offset > width / 2 {
            start = text.index(difference.expected, offsetBy: -width / 3)
        }
    }
    let fragment = renderedFragment(text[start...], maxWidth: width)
    let literal =
        (start > text.startIndex ? "…\"" : "\"") + fragment.text + "\"" + (fragment.isCut ? "…" : "")
    let lineCount = text.utf8.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
    return lineCount > 1 ? literal + " (\(lineCount) lines)" : literal
}
