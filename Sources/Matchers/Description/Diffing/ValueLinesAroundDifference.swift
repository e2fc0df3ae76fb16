// The compact `Expected:` / `but: was` lines of `equalTo` cut around where two values differ, when
// cut from the front they would read the same (Docs/MessageFormat.md, "Compact value lines").
// The values are walked as the structural diff walks them, with its shapes and comparisons.

/// The compact `Expected:` / `but: was` lines of two values whose compact renderings read the same
/// because what differs lies past the cut: each side on one line, showing only the paths to what
/// differs. Equal properties fold into `…`, equal elements into `_` (one) or `…(N more)` (several),
/// and what changed is shown as the tree shows it (`short`, a string from a little before its
/// first difference). `nil` when no such lines fit in ``MessageLayout/compactWidth`` characters or
/// still read the same.
internal func focusedCompactLines(expected: Any, actual: Any) -> (expected: String, actual: String)? {
    var focus = FocusedLines(limits: MessageLimits.current)
    for (firstOnly, collapses) in [(false, false), (true, false), (true, true)] {
        focus.firstDifferenceOnly = firstOnly
        focus.collapsesPaths = collapses
        focus.comparisonsLeft = FocusedLines.comparisonBudget
        guard let lines = focus.lines(expected, actual, depth: 0) else { return nil }
        if lines.expected == lines.actual { return nil }
        if lines.expected.count <= MessageLayout.compactWidth,
            lines.actual.count <= MessageLayout.compactWidth
        {
            return lines
        }
    }
    return nil
}

/// Walks two values that differ along the paths where they differ, with the structural diff's
/// shapes and comparisons, and writes each side on one line.
private struct FocusedLines {
    /// The most comparisons of children the walk makes before it gives up.
    static let comparisonBudget = 1_000_000

    /// Whether only the first differing child of each level is shown: the fallback when showing
    /// all of them does not fit.
    var firstDifferenceOnly = false
    /// Whether a structure's differing child is written as the path to what changed under it and
    /// that value (`Folder(…, children[0].children[1].name: "row.swift", …)`): the fallback for a
    /// difference too deep to fit level by level.
    var collapsesPaths = false
    var comparisonsLeft = comparisonBudget
    private let differ: StructuralDiffer
    /// The instances on the path being walked: a class graph that loops back is shown whole.
    private var objects: Set<ObjectIdentifier> = []

    init(limits: MessageLimits) {
        differ = StructuralDiffer(limits: limits)
    }

    /// Both sides on one line; `nil` when the comparisons ran out.
    mutating func lines(_ expected: Any, _ actual: Any, depth: Int) -> (expected: String, actual: String)? {
        guard depth < DiffLimits.followedDepth else { return whole(expected, actual, depth: depth) }
        switch differ.openedShapes(expected, actual, isRoot: depth == 0) {
        case (.optional(let expectedWrapped?), .optional(let actualWrapped?)):
            return lines(expectedWrapped, actualWrapped, depth: depth)
        case (.structure(let expectedStructure), .structure(let actualStructure))
        where expectedStructure.typeName == actualStructure.typeName
            && expectedStructure.children.count == actualStructure.children.count:
            if let identity = expectedStructure.identity {
                guard objects.insert(identity).inserted else { return whole(expected, actual, depth: depth) }
            }
            defer { if let identity = expectedStructure.identity { objects.remove(identity) } }
            return children(
                opening: (expectedStructure.typeName ?? "") + "(", expectedStructure.children,
                actualStructure.children, depth: depth)
        case (.enumCase(let name, let expectedPayload?), .enumCase(let actualName, let actualPayload?))
        where name == actualName:
            let expectedMirror = Mirror(reflecting: expectedPayload)
            let actualChildren = Array(Mirror(reflecting: actualPayload).children)
            if expectedMirror.displayStyle == .tuple, expectedMirror.children.count == actualChildren.count {
                return children(
                    opening: "." + name + "(", Array(expectedMirror.children), actualChildren, depth: depth)
            }
            guard let inner = lines(expectedPayload, actualPayload, depth: depth + 1) else { return nil }
            return ("." + name + "(" + inner.expected + ")", "." + name + "(" + inner.actual + ")")
        case (.ordered(let expectedElements), .ordered(let actualElements))
        where type(of: expected) == type(of: actual):
            return elements(expectedElements, actualElements, depth: depth)
        case (.dictionary, .dictionary(let actualEntries)):
            var budgetLeft = comparisonsLeft
            let difference = actualEntries.difference(fromExpected: expected) { [differ] in
                budgetLeft -= 1
                return differ.differ($0, $1)
            }
            comparisonsLeft = budgetLeft
            guard budgetLeft > 0, let difference else { return nil }
            return entries(difference, counts: (count(of: expected), count(of: actual)), depth: depth)
        default:
            // A leaf at the root shows on one line what its compact line shows: only a string has
            // more to show around its difference.
            guard depth > 0 || expected is String || expected is Substring else { return nil }
            return whole(expected, actual, depth: depth)
        }
    }

    /// How many entries a dictionary has.
    private func count(of dictionary: Any) -> Int {
        (dictionary as? any Collection)?.count ?? 0
    }

    /// A dictionary's entries: the first differing ones by their keys' renderings, under their
    /// keys, and the rest counted, `…(N more)`; an entry one side lacks is shown on the other.
    private mutating func entries(
        _ difference: KeyedDifference, counts: (expected: Int, actual: Int), depth: Int
    ) -> (expected: String, actual: String)? {
        let shownCount = firstDifferenceOnly ? 1 : 2
        let shown = difference.entries.map { (key: differ.short($0.key), entry: $0) }.sorted {
            $0.key < $1.key
        }
        .prefix(shownCount)
        var expectedParts: [String] = []
        var actualParts: [String] = []
        for (key, entry) in shown {
            switch (entry.expected, entry.actual) {
            case (let expectedValue?, let actualValue?):
                guard let inner = lines(expectedValue, actualValue, depth: depth + 1) else { return nil }
                expectedParts.append(key + ": " + inner.expected)
                actualParts.append(key + ": " + inner.actual)
            case (let expectedValue?, nil):
                expectedParts.append(key + ": " + differ.short(expectedValue))
            case (nil, let actualValue?):
                actualParts.append(key + ": " + differ.short(actualValue))
            case (nil, nil):
                break
            }
        }
        func more(_ count: Int) -> [String] { count > 0 ? ["…(\(count) more)"] : [] }
        expectedParts += more(counts.expected - expectedParts.count)
        actualParts += more(counts.actual - actualParts.count)
        return (
            "[" + expectedParts.joined(separator: ", ") + "]", "[" + actualParts.joined(separator: ", ") + "]"
        )
    }

    /// A value that changed as a whole, as the tree shows it; a string from the line before its
    /// first difference, in the room a compact line leaves it (less when it is nested).
    private func whole(_ expected: Any, _ actual: Any, depth: Int) -> (expected: String, actual: String) {
        let width = depth == 0 ? Self.rootStringWidth : Self.nestedStringWidth
        if let expected = expected as? String, let actual = actual as? String {
            return (
                focusedString(expected[...], comparedWith: actual[...], width: width),
                focusedString(actual[...], comparedWith: expected[...], width: width)
            )
        }
        if let expected = expected as? Substring, let actual = actual as? Substring {
            return (
                focusedString(expected, comparedWith: actual, width: width),
                focusedString(actual, comparedWith: expected, width: width)
            )
        }
        return (differ.short(expected), differ.short(actual))
    }

    /// The room of a string at the root of a compact line: its quotes, cuts and line count fit too.
    private static let rootStringWidth = MessageLayout.compactWidth - 20
    /// The room of a string nested in a compact line.
    private static let nestedStringWidth = 48

    /// Whether two children differ, counted against the budget; `nil` when it ran out.
    private mutating func differs(_ expected: Any, _ actual: Any) -> Bool? {
        guard comparisonsLeft > 0 else { return nil }
        comparisonsLeft -= 1
        return differ.differ(expected, actual)
    }

    /// A structure's or an enum case's children: the differing ones under their labels, runs of
    /// equal ones as `…`.
    private mutating func children(
        opening: String, _ expected: [Mirror.Child], _ actual: [Mirror.Child], depth: Int
    ) -> (expected: String, actual: String)? {
        var parts: [(expected: String, actual: String)] = []
        var folding = false
        var shown = 0
        for (expectedChild, actualChild) in zip(expected, actual) {
            guard let differing = differs(expectedChild.value, actualChild.value) else { return nil }
            guard differing, !(firstDifferenceOnly && shown > 0) else {
                if !folding { parts.append(("…", "…")) }
                folding = true
                continue
            }
            folding = false
            shown += 1
            if collapsesPaths, let label = expectedChild.label {
                let end = differ.follow(expectedChild.value, actualChild.value, level: depth + 1)
                let changed = whole(end.expected, end.actual, depth: depth + 1)
                // The path takes what the line leaves: the opening, `…, `, `: ` and the closers.
                let room =
                    MessageLayout.compactWidth - opening.count - 10
                    - max(changed.expected.count, changed.actual.count)
                let path = cutInMiddle(end.components.reduce(label, joinedPath), to: max(room, 20))
                parts.append((path + ": " + changed.expected, path + ": " + changed.actual))
                continue
            }
            guard let inner = lines(expectedChild.value, actualChild.value, depth: depth + 1) else {
                return nil
            }
            let label = expectedChild.label.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? ""
            parts.append((label + inner.expected, label + inner.actual))
        }
        return (
            opening + parts.map(\.expected).joined(separator: ", ") + ")",
            opening + parts.map(\.actual).joined(separator: ", ") + ")"
        )
    }

    /// An array's elements: the differing ones in place, runs of equal ones as `_` (one) or
    /// `…(N more)`. When the counts differ, the first element that differs on each side, after
    /// the ones both start with, and the rest counted.
    private mutating func elements(
        _ expected: any IndexedElements, _ actual: any IndexedElements, depth: Int
    ) -> (expected: String, actual: String)? {
        func run(_ count: Int) -> [String] { count == 0 ? [] : count == 1 ? ["_"] : ["…(\(count) more)"] }
        let sameCount = expected.elementCount == actual.elementCount
        let maxShown = firstDifferenceOnly || !sameCount ? 1 : 3
        var expectedParts: [String] = []
        var actualParts: [String] = []
        var equalRun = 0
        var shown = 0
        // How many elements of each side the parts stand for.
        var consumed = (expected: 0, actual: 0)
        for offset in 0..<min(expected.elementCount, actual.elementCount) where shown < maxShown {
            let element = (expected: expected.element(at: offset), actual: actual.element(at: offset))
            guard let differing = differs(element.expected, element.actual) else { return nil }
            guard differing else {
                equalRun += 1
                continue
            }
            expectedParts += run(equalRun)
            actualParts += run(equalRun)
            equalRun = 0
            let inner =
                sameCount
                ? lines(element.expected, element.actual, depth: depth + 1)
                : whole(element.expected, element.actual, depth: depth + 1)
            guard let inner else { return nil }
            expectedParts.append(inner.expected)
            actualParts.append(inner.actual)
            shown += 1
            consumed = (offset + 1, offset + 1)
        }
        if shown == 0 {
            // One side starts with all of the other: its first element past them is what differs.
            let shared = min(expected.elementCount, actual.elementCount)
            expectedParts += run(shared)
            actualParts += run(shared)
            consumed = (shared, shared)
            if expected.elementCount > shared {
                expectedParts.append(differ.short(expected.element(at: shared)))
                consumed.expected += 1
            }
            if actual.elementCount > shared {
                actualParts.append(differ.short(actual.element(at: shared)))
                consumed.actual += 1
            }
        }
        expectedParts += run(expected.elementCount - consumed.expected)
        actualParts += run(actual.elementCount - consumed.actual)
        return (
            "[" + expectedParts.joined(separator: ", ") + "]", "[" + actualParts.joined(separator: ", ") + "]"
        )
    }
}

/// A string in `width` columns, from the start of the line before its first difference from
/// `other` (`…"bowl 24: shio\nbowl 25: miso\n…" (50 lines)`), or, in a long single line, from a
/// little before that difference.
private func focusedString(_ text: Substring, comparedWith other: Substring, width: Int) -> String {
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
