/// Explains how two values differ, the way a failing `equalTo` does: a structural diff for
/// structs, classes, enums, tuples and the collections inside them, a line or character diff for
/// strings, an element diff for arrays, sets and dictionaries; `nil` when the values do not differ
/// or when the two values on their own say it all (two numbers, two enum cases without values).
///
/// ```swift
/// struct Address: Equatable { var street: String; var city: String }
/// let reason = describeDifference(Address(street: "1 Main St", city: "Springfield"),
///                                 Address(street: "1 Main St", city: "Shelbyville"))
/// let message = Matcher<Address>("the billing address") { _ in .mismatch(reason) }
/// ```
///
/// `reason` is
///
/// ```
/// differs at city (- expected, + actual):
///     Address(
///       street: "1 Main St"
///   -   city: "Springfield"
///   +   city: "Shelbyville"
///     )
/// ```
///
/// and a matcher that returns it as its mismatch gets the compact `Expected:` / `but:` lines the
/// built-in diffs get (see Docs/CustomMatchers.md): the reason says it is a diff, so the layout
/// need not read its text. Its `description` is the text; it is bounded like every message.
public func describeDifference<T>(_ expected: T, _ actual: T) -> MatchResult.Reason? {
    explainInequality(actual: actual, expected: expected)
}

/// The diff beneath two values that print alike (``structuralDifference(expected:actual:types:equivalence:)``,
/// opening two described values at the root too; see
/// ``alikeDifference(expected:actual:opensStoredProperties:types:)``), with its one change on one
/// line when it found one.
internal func alikeStructuralDifference(
    expected: Any, actual: Any, types: TypeFacts
) -> MatchResult.Reason.Content? {
    guard
        let found = structuralDiff(
            expected: expected, actual: actual, opensAlikeRoot: true, types: types, equivalence: nil)
    else { return nil }
    return withSingleChange(
        ElementDifference(text: found.text, singleChange: found.differ.singleChange), types: types)
}

/// The structural diff of two values of the same type that are not leaves, under the header
/// `differs at address.city, status (- expected, + actual):`; `nil` when the values are leaves,
/// when the whole value is what changed (another enum case, `nil` against a value), or when no
/// difference can be found through `Mirror` (a custom `==`). With it, the compact lines of the two
/// values cut around what differs, walked along the diff's paths with the shapes it found, what it
/// read of them, and its one change on one line when it found one.
///
/// Walks both values at once, through `Mirror`, with the renderer's rules (see ``ValueShape``):
/// only the children on a path to a difference are opened, each one compared with `==` when its
/// type is `Equatable` (so a type's own idea of equality is kept). Bounded: at most
/// ``MessageLimits/maxReportedItems`` changes are shown, ``MessageLimits/maxDepth`` levels deep,
/// in about ``StructuralDiffer/bodyBudget`` UTF-8 bytes; the rest is counted. `types` is what the
/// caller has learned about types so far.
///
/// With `equivalence`, two values differ where the options of `equalTo(_:ignoring:within:comparing:)`
/// say they do: ignored fields are never marked, numbers within the tolerance are unchanged.
internal func structuralDifference(
    expected: Any, actual: Any, types: TypeFacts = TypeFacts(), equivalence: Equivalence? = nil
)
    -> (
        text: String, valueLines: MatchResult.Reason.ValueLines?, structures: ReadStructures,
        singleChange: MatchResult.Reason.SingleChange?, changeCount: Int
    )?
{
    guard
        let found = structuralDiff(
            expected: expected, actual: actual, opensAlikeRoot: false, types: types, equivalence: equivalence)
    else { return nil }
    return (
        found.text, focusedCompactLines(expected: expected, actual: actual, after: found.differ),
        ReadStructures(
            expected: found.differ.readStructures.expected, actual: found.differ.readStructures.actual),
        found.differ.singleChange, found.differ.changeCount
    )
}

/// The diff's text, and the differ that walked it (its shapes and comparisons, by path).
private func structuralDiff(
    expected: Any, actual: Any, opensAlikeRoot: Bool, types: TypeFacts, equivalence: Equivalence?
)
    -> (text: String, differ: StructuralDiffer)?
{
    let differ = StructuralDiffer(limits: MessageLimits.current, types: types)
    differ.opensAlikeRoot = opensAlikeRoot
    differ.equivalence = equivalence
    differ.node("", expected, actual, path: "", level: 0)
    guard !differ.isRootChange, !differ.paths.isEmpty else { return nil }
    return (([differ.header()] + differ.lines.map(\.text)).joined(separator: "\n  "), differ)
}

/// Whether an array or dictionary gets the structural diff rather than the element diff: when its
/// elements are structures (structs, classes, tuples, enum cases with values, dictionaries), or
/// optionals or arrays of them. Arrays of numbers, strings or arrays of them keep the element diff.
internal func hasStructuredElements(_ value: Any, _ types: TypeFacts) -> Bool {
    elementsTellingKind(of: value, types).contains { isStructured($0, types) }
}

/// The elements of an array or dictionary that are arrays or sets, among those that tell what its
/// elements are (see ``elementsTellingKind(of:_:)``): a grid's rows.
internal func rowsTellingKind(of value: Any, _ types: TypeFacts) -> [Any] {
    elementsTellingKind(of: value, types).filter {
        switch types.shape(of: $0) {
        case .ordered, .set: true
        default: false
        }
    }
}

/// The elements that tell what the elements of an array or a dictionary are, any of which may
/// tell: an array's first ``DisplayOrder/sampleSize`` (its first alone when its elements are of
/// one type that tells their kind, a number or a struct), and a dictionary's first values in
/// iteration order, which changes from run to run. Values of an enum of which only some cases
/// hold values, `.available` and `.held(by:)`, are told the same whatever their order. None for an
/// empty collection, a set or any other value.
internal func elementsTellingKind(of value: Any, _ types: TypeFacts) -> [Any] {
    switch types.info(of: value).plan {
    case .elements(let open):
        let elements = open(value)
        guard elements.elementCount > 0 else { return [] }
        let first = elements.element(at: 0)
        if type(of: first) == elements.elementType, types.info(of: first).isKindToldByType { return [first] }
        return (0..<min(elements.elementCount, DisplayOrder.sampleSize)).map(elements.element(at:))
    case .unordered(let open, _):
        return open(value).renderedEntries(first: DisplayOrder.sampleSize).compactMap(\.value)
    default:
        return []
    }
}

private func isStructured(_ value: Any, _ types: TypeFacts) -> Bool {
    // A struct, class or tuple is told by its type: the value is not reflected to tell (the diff
    // reflects it again when it walks it).
    if types.info(of: value).isStructureByType { return true }
    switch types.shape(of: value) {
    case .structure, .dictionary: return true
    case .enumCase(_, let payload): return payload.map { isStructuredPayload($0, types) } ?? false
    case .optional(let wrapped): return wrapped.map { isStructured($0, types) } ?? false
    case .ordered: return hasStructuredElements(types.unboxed(value), types)
    case .leaf, .described, .set: return false
    }
}

/// Whether an enum case's values call for the tree: one of them is a structure. A case whose
/// values are leaves (`.held(by: "Ann")`, `.moved(from: 1, to: 2)`) reads whole on one line, as a
/// leaf does.
private func isStructuredPayload(_ payload: Any, _ types: TypeFacts) -> Bool {
    guard case .tuple = types.info(of: payload).plan else { return isStructured(payload, types) }
    return Mirror(reflecting: payload).children.contains { isStructured($0.value, types) }
}

/// One line of a structural diff: its marker (`- `, `+ ` or two spaces), then the tree's
/// indentation, two spaces a level.
internal struct TreeLine {
    let text: String

    init(_ marker: String, _ level: Int, _ content: String) {
        text = marker + String(repeating: "  ", count: level) + content
    }
}

/// Walks two values that differ and writes the tree of their differences.
internal final class StructuralDiffer {
    /// The most UTF-8 bytes the tree takes before further changes are only counted: a message is
    /// bounded in bytes, and a line's bytes are known without walking it.
    static let bodyBudget = 3_000
    /// The most characters of the paths listed in the header before the rest are counted.
    static let headerPathsWidth = 200
    /// The most characters of a dictionary key in a path.
    static let pathKeyWidth = 30

    let limits: MessageLimits
    /// Whether two described values that print alike are opened at the root too.
    var opensAlikeRoot = false
    /// The options of `equalTo(_:ignoring:within:comparing:)`, when the diff explains one: they
    /// decide which values differ, and which fields are left out.
    var equivalence: Equivalence? = nil
    /// What is left to ignore under each path, from a longer key path that led there.
    private var residuals: [String: [ArraySlice<String>]] = [:]
    private(set) var lines: [TreeLine] = []
    /// The paths of the changes shown, in order.
    private(set) var paths: [String] = []
    /// How deep in the tree the first change shown lies: 1 for a child of the root.
    private var firstChangeLevel = 0
    /// The shapes of the values the walk opened, by path: the compact lines around the difference
    /// walk the same paths without reflecting the values again (ValueLinesAroundDifference.swift).
    private(set) var shapesByPath: [String: (ValueShape, ValueShape)] = [:]
    /// The structures the walk read as themselves (not opened past a description), on each side
    /// by path: the message's compact lines render them without reflecting the values again
    /// (``ReadStructures``).
    private(set) var readStructures: (expected: [String: Structure], actual: [String: Structure]) = ([:], [:])
    /// Which children of the structure at each path differ, in order, as the walk compared them.
    private(set) var differingChildren: [String: [Bool]] = [:]
    /// The one-line renderings of the values that changed as a whole, by path.
    private(set) var changedValues: [String: (expected: String, actual: String)] = [:]
    /// The elements only one side has, by path: `inserted` or `removed`, the element as its line
    /// shows it, and whether that is the whole element. An array's element by its index, a
    /// dictionary's entry by its key (its value), a set's element at the set's path when it is
    /// the set's one change.
    private var addedElements: [String: (word: String, text: String, isWhole: Bool)] = [:]
    /// The one changed line of a multi-line string, on one line, by the string's path (see
    /// ``singleLineChange(_:_:in:)``).
    private var changedLines: [String: MatchResult.Reason.SingleChange] = [:]
    /// Changes found but not shown (past the limits).
    private(set) var hiddenChanges = 0
    /// The lines of notes written under changes (why two values that read alike differ, how far
    /// apart two dates are), in the order written: under the one change's line (see
    /// ``singleChange``).
    private var noteLines: [String] = []
    /// Whether the two values differ as a whole (the root is a leaf, or changed kind).
    private(set) var isRootChange = false
    /// The header when the root is an array that holds the same elements in another order.
    private(set) var rootHeading: String? = nil
    private var length = 0
    /// The class instances on the path being walked, on each side: a child that refers to one of
    /// them is a back-reference (see ``Ancestors``).
    /// The instances on the path being walked; the compact lines around the difference walk the
    /// same paths after the diff and enter them too, so that back-references are told the same way.
    var ancestors = Ancestors()
    /// How many times two children counted as equal because both refer back to the same place.
    private var closedCycles = 0
    /// Comparisons left for values that are not `Equatable` (compared through `Mirror`).
    private var comparisonBudget = 10_000

    /// What is known of each type met so far, in the diff and in the lines it renders.
    private let types: TypeFacts

    init(limits: MessageLimits, types: TypeFacts) {
        self.limits = limits
        self.types = types
    }

    /// A value of `side` on one line, as ``renderShortValue(_:)`` renders it (a compact line of at
    /// most ``DiffLimits/lineWidth`` characters), except that a reference back to an instance on that
    /// side's path is `<cycle: Node>` (the tree shows it above); a value of either side (a dictionary
    /// key, a set element) is rendered with both sides' paths.
    func short(_ value: Any, on side: Ancestors.Side? = nil, width: Int = MessageLayout.compactWidth)
        -> String
    {
        let enclosing = side.map(ancestors.identities) ?? ancestors.allIdentities
        return MessageLayout.compactLineOfRendering(
            value, types: types, enclosingObjects: enclosing, width: width)
    }

    /// `value`'s rendering when the value is shown by its own text (its `description`), which a
    /// compact line cuts only between words; `nil` for any other value.
    func ownText(of value: Any) -> String? {
        guard case .text = types.info(of: value).plan else { return nil }
        return renderValue(value, types: types)
    }

    /// A dictionary's key in a path, `shown` (its ``short(_:on:width:)`` line) when it takes at
    /// most ``pathKeyWidth`` characters, else rendered again and cut to them (its brackets closed,
    /// its own text cut between words), so that a long key still reads as a key.
    func pathKey(_ key: Any, shown: String) -> String {
        MessageLayout.fits(shown, in: Self.pathKeyWidth) ? shown : short(key, width: Self.pathKeyWidth)
    }

    /// The one change the walk found on one line, when it is a value marked whole (a leaf,
    /// another case, `nil` against a value), with its note under it, or an element only one side
    /// has or a multi-line string's one changed line, with nothing written beneath it; `nil`
    /// otherwise. A message whose value lines show it says it in one line instead of the tree
    /// (`differs at meal: expected nil, found "kosher"`, `differs at tracks[15]: inserted
    /// Track(…)`), whose other lines those two lines show already.
    var singleChange: MatchResult.Reason.SingleChange? {
        guard paths.count == 1, hiddenChanges == 0, rootHeading == nil, let path = paths.first, !path.isEmpty
        else { return nil }
        var change: MatchResult.Reason.SingleChange?
        if let values = changedValues[path] {
            // A note under a value that changed (how far apart two dates are, how far outside a
            // tolerance two numbers are) goes under the line, as it goes under the tree's pair.
            change = .init(
                at: shownPath(path), (values.expected, values.actual), isText: false,
                note: noteLines.isEmpty ? nil : noteLines.joined(separator: "\n"))
        } else if noteLines.isEmpty {
            change =
                changedLines[path]
                ?? addedElements[path].map {
                    .init(at: shownPath(path), $0.word, $0.text, isWhole: $0.isWhole)
                }
        }
        change?.isInsideAChild = firstChangeLevel > 1
        return change
    }

    /// How many places the walk found changed: those it shows, and those past its limits.
    var changeCount: Int { paths.count + hiddenChanges }

    /// Whether further changes are only counted.
    var isFull: Bool { paths.count >= limits.maxReportedItems || length >= Self.bodyBudget }

    /// A path as the header and a one-line change name it: its start and its end around `…` when it
    /// is longer than ``headerPathsWidth`` (a linked list a hundred levels deep).
    private func shownPath(_ path: String) -> String { cutInMiddle(path, to: Self.headerPathsWidth) }

    /// `differs at a.b, c and 3 more (- expected, + actual):`.
    func header() -> String {
        if let rootHeading { return rootHeading }
        var listed: [String] = []
        var width = 0
        for path in paths {
            if !listed.isEmpty, width + path.count > Self.headerPathsWidth { break }
            let name = shownPath(path)
            listed.append(name)
            width += name.count + 2
        }
        let more = paths.count - listed.count + hiddenChanges
        let names = listed.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        return "differs at \(names) (- expected, + actual):"
    }

    private func emit(_ marker: String, _ level: Int, _ content: String) {
        let line = TreeLine(marker, level, content)
        length += line.text.utf8.count + 1
        lines.append(line)
    }

    // MARK: - Nodes

    /// Writes the difference between two values that differ, under `label` (`city: `, `[1]: `).
    func node(_ label: String, _ expected: Any, _ actual: Any, path: String, level: Int) {
        guard follows(label, expected, actual, path: path, level: level) else { return }
        let read = readShapes(expected, actual, isRoot: path.isEmpty)
        walk(
            label, expected, actual, read.expected, read.actual, opened: read.opened, path: path, level: level
        )
    }

    /// ``node(_:_:_:path:level:)`` for two values whose shapes were read already (an enum case's
    /// values), so that a custom mirror is not asked again.
    private func node(
        _ label: String, _ expected: Any, _ actual: Any, shapes: (ValueShape, ValueShape), path: String,
        level: Int
    ) {
        guard follows(label, expected, actual, path: path, level: level) else { return }
        let read = opening(
            types.unboxed(expected), types.unboxed(actual), shapes.0, shapes.1, isRoot: path.isEmpty)
        walk(
            label, expected, actual, read.expected, read.actual, opened: read.opened, path: path, level: level
        )
    }

    /// Whether the diff walks into two values: not when one refers back up the path (written here,
    /// folded or changed, never followed), nor past the depth limit (written here as a change
    /// deeper than the limit).
    private func follows(_ label: String, _ expected: Any, _ actual: Any, path: String, level: Int) -> Bool {
        if let differs = ancestors.backReferencesDiffer(expected, actual) {
            // A back-reference is not followed: it is the same on both sides, or it changed.
            if differs {
                changed(label, expected, actual, path: path, level: level)
            } else {
                closedCycles += 1
                emit("  ", level, label + folded(expected))
            }
            return false
        }
        guard level < limits.maxDepth else {
            deepChange(label, expected, actual, path: path, level: level)
            return false
        }
        return true
    }

    /// The difference between two values the diff walks into, read as `read` says.
    private func walk(
        _ label: String, _ expected: Any, _ actual: Any, _ expectedShape: ValueShape,
        _ actualShape: ValueShape,
        opened: Bool, path: String, level: Int
    ) {
        shapesByPath[path] = (expectedShape, actualShape)
        // A structure read as itself, not opened past its description, is what a rendering of the
        // same value shows: the message's compact lines render it from here.
        if !opened {
            if case .structure(let structure) = expectedShape { readStructures.expected[path] = structure }
            if case .structure(let structure) = actualShape { readStructures.actual[path] = structure }
        }
        let start = (
            lines: lines.count, length: length, changes: paths.count + hiddenChanges, cycles: closedCycles
        )
        switch (expectedShape, actualShape) {
        case (.optional(let expectedWrapped?), .optional(let actualWrapped?)):
            node(label, expectedWrapped, actualWrapped, path: path, level: level)
            // A custom mirror that says it is an optional is rendered a level deeper than what it
            // holds: its rendering does not take the structure read beneath it.
            if !(types.unboxed(expected) is any OptionalMarker) { readStructures.expected[path] = nil }
            if !(types.unboxed(actual) is any OptionalMarker) { readStructures.actual[path] = nil }
            return
        case (.structure(let expectedStructure), .structure(let actualStructure))
        where expectedStructure.typeName == actualStructure.typeName
            && expectedStructure.children.count == actualStructure.children.count:
            let rules = equivalence?.rules(for: expected, residual: residuals[path] ?? [])
            structure(label, expectedStructure, actualStructure, rules: rules, path: path, level: level)
        case (
            .enumCase(let expectedName, let expectedPayload?), .enumCase(let actualName, let actualPayload?)
        )
        where expectedName == actualName:
            enumPayload(
                label, expectedName, (expected, expectedPayload), (actual, actualPayload), path: path,
                level: level)
        case (.ordered(let expectedElements), .ordered(let actualElements))
        where type(of: expected) == type(of: actual):
            ordered(label, expectedElements, actualElements, path: path, level: level)
        case (.set, .set(let actualSet)):
            // Under options, elements pair as the options decide, which hashing cannot see.
            if let equivalence, type(of: expected) == type(of: actual) {
                set(label, equivalence.setChanges(expected, actual), path: path, level: level)
                break
            }
            guard let difference = actualSet.difference(fromExpected: expected) else {
                return changed(label, expected, actual, path: path, level: level)
            }
            set(label, difference, path: path, level: level)
        case (.dictionary, .dictionary(let actualEntries)):
            guard
                let difference = actualEntries.difference(
                    fromExpected: expected, differ: { self.differ($0, $1) })
            else {
                return changed(label, expected, actual, path: path, level: level)
            }
            dictionary(label, difference, path: path, level: level)
        default:
            return changed(label, expected, actual, path: path, level: level)
        }
        // Nothing found inside: the difference is a loop back to an instance shown above (already
        // explained there), or invisible to `Mirror` (a custom `==`, NaN): fold it, or mark it whole.
        if paths.count + hiddenChanges == start.changes {
            lines.removeSubrange(start.lines...)
            length = start.length
            guard closedCycles == start.cycles else { return emit("  ", level, label + folded(expected)) }
            changed(label, expected, actual, path: path, level: level)
        }
    }

    /// The shapes the diff opens two values by: a described value by its description, except when
    /// two of them print the same below the root (where the two values are not printed above the
    /// diff): then by its stored properties, to find what the description hides. The compact lines
    /// around a difference open values the same way.
    func shapes(_ expected: Any, _ actual: Any, isRoot: Bool) -> (ValueShape, ValueShape) {
        let read = readShapes(expected, actual, isRoot: isRoot)
        return (read.expected, read.actual)
    }

    /// ``shapes(_:_:isRoot:)``, and whether the values were opened past their descriptions.
    private func readShapes(_ expected: Any, _ actual: Any, isRoot: Bool)
        -> (expected: ValueShape, actual: ValueShape, opened: Bool)
    {
        let expected = types.unboxed(expected)
        let actual = types.unboxed(actual)
        return opening(expected, actual, types.shape(of: expected), types.shape(of: actual), isRoot: isRoot)
    }

    /// The shapes of two unboxed values, or their stored properties when they are two described
    /// values the diff opens (see ``shapes(_:_:isRoot:)``), and whether it opened them.
    private func opening(
        _ expected: Any, _ actual: Any, _ expectedShape: ValueShape, _ actualShape: ValueShape, isRoot: Bool
    ) -> (expected: ValueShape, actual: ValueShape, opened: Bool) {
        // Two values that print the same but differ: look inside them. (At the root only when
        // asked, by a caller that found the two values print alike.)
        guard !isRoot || opensAlikeRoot, case .described = expectedShape, case .described = actualShape,
            !types.info(of: expected).isRepresented,
            case let expectedMirror = Mirror(reflecting: expected), !expectedMirror.children.isEmpty,
            isRoot || printsAlike(short(expected, on: .expected), short(actual, on: .actual))
        else { return (expectedShape, actualShape, false) }
        let name = types.info(of: expected).name
        return (
            ValueShape.structural(expected, expectedMirror, typeName: name),
            ValueShape.structural(actual, Mirror(reflecting: actual), typeName: name),
            true
        )
    }

    /// Forgets the structures read on the actual side at `path` and beneath it (`path.city`,
    /// `path[2]`).
    private func forgetActualStructures(under path: String) {
        readStructures.actual = readStructures.actual.filter { key, _ in
            guard key.hasPrefix(path) else { return true }
            let rest = key.dropFirst(path.count)
            return !(rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("["))
        }
    }

    /// Marks a value that changed as a whole: a `-` and a `+` line, or a line diff for multi-line
    /// strings.
    private func changed(_ label: String, _ expected: Any, _ actual: Any, path: String, level: Int) {
        guard !path.isEmpty else {
            isRootChange = true
            return
        }
        guard record(path, level: level) else { return }
        let pair = lines.count
        defer { noteAlike(at: pair, expected, actual, level: level) }
        if let expected = expected as? String, let actual = actual as? String {
            return changedText(label, expected[...], actual[...], path: path, level: level)
        }
        if let expected = expected as? Substring, let actual = actual as? Substring {
            return changedText(label, expected, actual, path: path, level: level)
        }
        // Two leaves whose lines, cut from the front, read the same (two long `Data`) are cut around
        // where they differ instead.
        let rendered = distinguishedLines(
            (shown(expected, on: .expected), shown(actual, on: .actual)), expected: expected, actual: actual)
        changedValues[path] = rendered
        let expectedLine = label + rendered.expected
        let actualLine = label + rendered.actual
        emit("- ", level, expectedLine)
        emit("+ ", level, actualLine)
        // Two numbers outside the tolerance: how far outside.
        if let words = equivalence?.toleranceMiss(expected, actual) { emitNote(words, level: level + 1) }
    }

    /// Under a `-` / `+` pair just written from `index` on (two leaves cut alike, a NaN, two
    /// instances, two dates): why the values differ (see ``alikeNote``).
    private func noteAlike(at index: Int, _ expected: Any, _ actual: Any, level: Int) {
        guard lines.count == index + 2 else { return }
        emitNote(
            alikeNote(
                expectedLine: lines[index].text.dropFirst(2), actualLine: lines[index + 1].text.dropFirst(2),
                expected: expected, actual: actual, opensStoredProperties: !opensAlikeRoot, types: types),
            level: level + 1)
    }

    /// A note's lines, at `level`.
    private func emitNote(_ note: String?, level: Int) {
        for line in note?.split(separator: "\n") ?? [] {
            noteLines.append(String(line))
            emit("  ", level, String(line))
        }
    }

    /// A difference at ``MessageLimits/maxDepth`` levels, where the tree stops opening. When one
    /// path leads from here to the value that changed (within ``DiffLimits/followedDepth`` levels),
    /// that value is marked under the rest of the path as one label (`- inner.inner.value: 1`);
    /// otherwise the value is named as differing deeper, in words, and marked as a whole when its
    /// two renderings differ.
    private func deepChange(_ label: String, _ expected: Any, _ actual: Any, path: String, level: Int) {
        let end = follow(expected, actual, path: path, level: level)
        // The values where the path ends are shown among the instances above them there.
        let walked = ancestors
        ancestors = end.ancestors
        defer { ancestors = walked }
        let deepPath = end.components.reduce(path, joinedPath)
        var deepLabel = label
        if !end.components.isEmpty {
            let base = label.hasSuffix(": ") ? String(label.dropLast(2)) : label
            deepLabel = cutInMiddle(end.components.reduce(base, joinedPath), to: DiffLimits.lineWidth) + ": "
        }
        guard !end.isWholeChange || printsAlikeWithChildren(end.expected, end.actual) else {
            return changed(deepLabel, end.expected, end.actual, path: deepPath, level: level)
        }
        guard record(deepPath, level: level) else { return }
        let words = "differs deeper than \(end.level) levels"
        let expectedLine = short(end.expected, on: .expected)
        let actualLine = short(end.actual, on: .actual)
        guard expectedLine != actualLine else { return emit("  ", level, deepLabel + words) }
        emit("- ", level, deepLabel + expectedLine)
        emit("+ ", level, deepLabel + actualLine)
        emit("  ", level + 1, "(" + words + ")")
    }

    /// Whether two values that have children read the same on one line: marked as a whole (where
    /// comparisons that closed a cycle found no child that differs), they are said to differ
    /// deeper rather than shown as two identical lines.
    private func printsAlikeWithChildren(_ expected: Any, _ actual: Any) -> Bool {
        switch types.shape(of: actual) {
        case .leaf, .described: return false
        default: return shown(expected, on: .expected) == shown(actual, on: .actual)
        }
    }

    /// Where the one path along which two differing values differ ends: at a value that changed as
    /// a whole (a leaf, another case, another count), or where it forks (more than one child
    /// differs) or passes ``DiffLimits/followedDepth`` levels. Children are compared as the tree
    /// compares them, and no more of them than it takes to see a second difference.
    func follow(_ expected: Any, _ actual: Any, path: String, level: Int) -> FollowedPath {
        let here = FollowedPath(expected: expected, actual: actual, level: level, ancestors: ancestors)
        // A back-reference is not followed: when it leads elsewhere on each side, it is what changed.
        if ancestors.backReferencesDiffer(expected, actual) != nil { return here.markedWhole }
        guard level < DiffLimits.followedDepth else { return here }
        /// On, into the child named `component` of the value at `base`.
        func into(_ component: String, under base: String, _ expected: Any, _ actual: Any) -> FollowedPath {
            var end = follow(expected, actual, path: joinedPath(base, component), level: level + 1)
            end.components.insert(component, at: 0)
            return end
        }
        /// On, through the one child that differs; here, when none or several do.
        func through(
            _ differing: [Int],
            under base: String,
            _ child: (Int) -> (component: String, expected: Any, actual: Any)
        ) -> FollowedPath {
            guard differing.count == 1 else { return differing.isEmpty ? here.markedWhole : here }
            let next = child(differing[0])
            return into(next.component, under: base, next.expected, next.actual)
        }
        func children(
            _ expected: [Mirror.Child], _ actual: [Mirror.Child], under base: String,
            rules: IgnoreRules? = nil
        )
            -> FollowedPath
        {
            let differing = firstTwo(expected.count) {
                rules?.ignores(expected[$0].label) != true
                    && self.differ(
                        expected[$0].value, actual[$0].value,
                        residual: rules?.residual(under: expected[$0].label) ?? [])
            }
            return through(differing, under: base) {
                (expected[$0].label ?? ".\($0)", expected[$0].value, actual[$0].value)
            }
        }
        switch shapes(expected, actual, isRoot: false) {
        case (.optional(let expectedWrapped?), .optional(let actualWrapped?)):
            return follow(expectedWrapped, actualWrapped, path: path, level: level)
        case (.structure(let expectedStructure), .structure(let actualStructure))
        where expectedStructure.typeName == actualStructure.typeName
            && expectedStructure.children.count == actualStructure.children.count:
            let entered = ancestors.enter(
                expected: expectedStructure.identity, actual: actualStructure.identity, at: path)
            defer { if entered { ancestors.leave() } }
            return children(
                expectedStructure.children, actualStructure.children, under: path,
                rules: equivalence?.rules(for: expected, residual: residuals[path] ?? []))
        case (.enumCase(let name, let expectedPayload?), .enumCase(let actualName, let actualPayload?))
        where name == actualName:
            let expectedMirror = Mirror(reflecting: expectedPayload)
            let actualChildren = Array(Mirror(reflecting: actualPayload).children)
            var end: FollowedPath
            let casePath = joinedPath(path, name)
            if expectedMirror.displayStyle == .tuple, expectedMirror.children.count == actualChildren.count {
                // The case's values are its children, one level down, as the tree shows them.
                end = children(Array(expectedMirror.children), actualChildren, under: casePath)
            } else if types.shape(of: expectedPayload).isLeaf(types) {
                return here.markedWhole
            } else {
                end = follow(expectedPayload, actualPayload, path: casePath, level: level + 1)
            }
            if end.level > level { end.components.insert(name, at: 0) }
            return end
        case (.ordered(let expectedElements), .ordered(let actualElements))
        where type(of: expected) == type(of: actual):
            guard expectedElements.elementCount == actualElements.elementCount else { return here }
            let differing = firstTwo(expectedElements.elementCount) {
                self.differ(expectedElements.element(at: $0), actualElements.element(at: $0))
            }
            return through(differing, under: path) {
                ("[\($0)]", expectedElements.element(at: $0), actualElements.element(at: $0))
            }
        case (.dictionary, .dictionary(let actualEntries)):
            guard
                let difference = actualEntries.difference(
                    fromExpected: expected, differ: { self.differ($0, $1) })
            else {
                return here.markedWhole
            }
            guard difference.total == 1, let entry = difference.entries.first,
                let expectedValue = entry.expected, let actualValue = entry.actual
            else { return here }
            let key = "[" + pathKey(entry.key, shown: short(entry.key)) + "]"
            return into(key, under: path, expectedValue, actualValue)
        case (.set, .set):
            return here
        default:
            return here.markedWhole
        }
    }

    /// Two strings: a line diff nested under the label when either has a line break, else one
    /// line each, shown from a little before their first difference when it is past the cut.
    private func changedText(
        _ label: String, _ expected: Substring, _ actual: Substring, path: String, level: Int
    ) {
        guard hasLineBreak(expected) || hasLineBreak(actual) else {
            let rendered = (
                expected: renderEntry(expected, comparedWith: actual),
                actual: renderEntry(actual, comparedWith: expected)
            )
            changedValues[path] = rendered
            emit("- ", level, label + rendered.expected)
            emit("+ ", level, label + rendered.actual)
            return
        }
        let named = NamedLineBreaks(expected: expected, actual: actual)
        if let sentence = named?.sentenceWithoutLines {
            changedLines[path] = lineBreakChange(sentence, at: shownPath(path))
            return emit("  ", level, label + sentence)
        }
        let (layout, script) =
            named.map { lineDiff(expected: $0.expectedText, actual: $0.actualText) }
            ?? lineDiff(expected: expected, actual: actual)
        let body = layout.lines(for: script)
        if let named {
            guard let firstChange = body.firstChange else {
                changedLines[path] = lineBreakChange(named.onlySentence, at: shownPath(path))
                return emit("  ", level, label + named.onlySentence)
            }
            emit("  ", level, label + named.heading(firstChange: firstChange))
        } else {
            emit("  ", level, label + "differs at line \((body.firstChange ?? 0) + 1):")
            changedLines[path] = singleLineChange(layout, script, in: shownPath(path))
        }
        for line in body.lines {
            let marker = line.prefix(2)
            if marker == "- " || marker == "+ " || marker == "  " {
                emit(String(marker), level + 1, String(line.dropFirst(2)))
            } else {
                emit("  ", level + 1, line)
            }
        }
    }

    /// A string's one change that is only how its lines break, said on one line, which the two
    /// value lines show completely (their literals write every line break): `differs at notes only
    /// in line endings: expected \r\n line endings, found \n`.
    private func lineBreakChange(_ sentence: String, at path: String) -> MatchResult.Reason.SingleChange {
        let words = sentence.hasPrefix("differs ") ? sentence.dropFirst("differs ".count) : sentence[...]
        return MatchResult.Reason.SingleChange(
            line: "differs at \(path) \(words)", isCompleteUnderCutLines: true)
    }

    /// Counts a change at `path`, `level` deep in the tree; whether it is shown.
    private func record(_ path: String, level: Int) -> Bool {
        guard !isFull else {
            hiddenChanges += 1
            return false
        }
        if paths.isEmpty { firstChangeLevel = level }
        paths.append(path)
        return true
    }

    private func structure(
        _ label: String, _ expected: Structure, _ actual: Structure, rules: IgnoreRules?, path: String,
        level: Int
    ) {
        let entered = ancestors.enter(expected: expected.identity, actual: actual.identity, at: path)
        defer { if entered { ancestors.leave() } }
        children(
            label + (expected.typeName ?? "") + "(", ")", expected.children, actual.children, rules: rules,
            path: path, level: level)
    }

    /// An enum case with values: its values as children, or the one value it holds. `expected` and
    /// `actual` are the enum values and their payloads.
    private func enumPayload(
        _ label: String,
        _ name: String,
        _ expected: (value: Any, payload: Any),
        _ actual: (value: Any, payload: Any),
        path: String,
        level: Int
    ) {
        let casePath = joinedPath(path, name)
        // Each value is read once: its shape tells a case's several values (a tuple) from one
        // value, and is handed to the node below.
        let expectedShape = types.shape(of: expected.payload)
        guard !expectedShape.isLeaf(types) else {
            return changed(label, expected.value, actual.value, path: path, level: level)
        }
        let actualShape = types.shape(of: actual.payload)
        if let (expectedValues, actualValues) = caseValues(expectedShape, actualShape) {
            return children(
                label + "." + name + "(", ")", expectedValues, actualValues, path: casePath, level: level)
        }
        emit("  ", level, label + "." + name + "(")
        node(
            "", expected.payload, actual.payload,
            shapes: (expectedShape, actualShape),
            path: casePath, level: level + 1)
        emit("  ", level, ")")
    }

    /// The values of two cases that hold several (two tuples of as many elements), compared one
    /// by one like fields; `nil` for cases that hold one value each.
    func caseValues(_ expected: ValueShape, _ actual: ValueShape) -> ([Mirror.Child], [Mirror.Child])? {
        guard case .structure(let expectedTuple) = expected, expectedTuple.typeName == nil,
            case .structure(let actualTuple) = actual, actualTuple.typeName == nil,
            expectedTuple.children.count == actualTuple.children.count
        else { return nil }
        return (expectedTuple.children, actualTuple.children)
    }

    /// The properties of a structure, or the values of an enum case: unchanged ones folded,
    /// changed ones opened.
    private func children(
        _ opening: String,
        _ closing: String,
        _ expected: [Mirror.Child],
        _ actual: [Mirror.Child],
        rules: IgnoreRules? = nil,
        path: String,
        level: Int
    ) {
        emit("  ", level, opening)
        func childLabel(_ label: String?) -> String {
            guard let label, !label.hasPrefix(".") else { return "" }
            return label + ": "
        }
        var siblings = Siblings(noun: "field", level: level + 1) { [unowned self] offset in
            // An ignored field shows no value: the expected one would read as what the actual has.
            let component = expected[offset].label ?? ".\(offset)"
            let shown =
                rules?.ignores(expected[offset].label) == true
                ? "(ignored)" : fold(expected[offset].value, at: joinedPath(path, component)).text
            emit("  ", level + 1, childLabel(expected[offset].label) + shown)
        }
        var differing: [Bool] = []
        defer { differingChildren[path] = differing }
        for (offset, (expectedChild, actualChild)) in zip(expected, actual).enumerated() {
            // An ignored field is never a difference; what is left to ignore beneath a field goes
            // down with it.
            let residual = rules?.residual(under: expectedChild.label) ?? []
            differing.append(
                rules?.ignores(expectedChild.label) != true
                    && differ(expectedChild.value, actualChild.value, residual: residual))
            if differing[offset] {
                change(&siblings) {
                    let component = expectedChild.label ?? ".\(offset)"
                    if !residual.isEmpty { residuals[joinedPath(path, component)] = residual }
                    node(
                        childLabel(expectedChild.label), expectedChild.value, actualChild.value,
                        path: joinedPath(path, component), level: level + 1)
                }
            } else {
                siblings.same(start: offset, count: 1)
            }
        }
        finish(&siblings)
        emit("  ", level, closing)
    }

    /// An array: aligned by ``EditScript`` (by `==` when its elements are `Equatable`), unchanged
    /// runs folded, a replaced element opened against the one that replaces it.
    private func ordered(
        _ label: String,
        _ expected: any IndexedElements,
        _ actual: any IndexedElements,
        path: String,
        level: Int
    ) {
        let script =
            (mayReferBack(expected) || equivalence != nil
                ? nil : (actual as? any OrderedDiffable)?.editScript(fromExpected: expected))
            ?? EditScript(expectedCount: expected.elementCount, actualCount: actual.elementCount) {
                [unowned self] in !differ(expected.element(at: $0), actual.element(at: $1))
            }
        let reordering = Reordering(script, limit: limits.maxReportedItems) {
            !differ(expected.element(at: $0), actual.element(at: $1))
        }
        if let reordering { return reordered(label, reordering, expected, path: path, level: level) }
        emit("  ", level, label + "[" + (script.isAligned ? "" : "  (compared by position)"))
        // Each unchanged element shown is folded once, and what that read is kept for the compact
        // lines (`items[3]`).
        var folds: [Int: (text: String, isOpaque: Bool)] = [:]
        let folding = { [unowned self] (offset: Int) in
            if let folded = folds[offset] { return folded }
            let folded = fold(expected.element(at: offset), at: path + "[\(offset)]")
            folds[offset] = folded
            return folded
        }
        var siblings = Siblings(noun: "element", level: level + 1) { [unowned self] offset in
            emit("  ", level + 1, "[\(offset)]: " + folding(offset).text)
        }
        // Elements that fold to `Track(…)` say nothing but their index: a run of them is one line.
        siblings.foldsWhole = { folding($0).isOpaque }
        for block in script.blocks {
            switch block {
            case .same(let start, let count):
                siblings.same(start: start, count: count)
            case .changed(let removed, let inserted):
                for position in 0..<max(removed.count, inserted.count) {
                    let expectedOffset = position < removed.count ? removed.lowerBound + position : nil
                    let actualOffset = position < inserted.count ? inserted.lowerBound + position : nil
                    change(&siblings) {
                        element(expectedOffset, actualOffset, expected, actual, path: path, level: level + 1)
                    }
                }
            }
        }
        finish(&siblings)
        emit("  ", level, "]")
    }

    /// One changed element: opened against its replacement, or a `-` line for an element only the
    /// expected array has, `[57] (removed): `, and a `+` line for one only the actual array has,
    /// `[100] (inserted): ` (by its index in the actual array).
    private func element(
        _ expectedOffset: Int?,
        _ actualOffset: Int?,
        _ expected: any IndexedElements,
        _ actual: any IndexedElements,
        path: String,
        level: Int
    ) {
        switch (expectedOffset, actualOffset) {
        case (let expectedOffset?, let actualOffset?):
            let pairPath = path + "[\(expectedOffset)]"
            node(
                "[\(expectedOffset)]: ", expected.element(at: expectedOffset),
                actual.element(at: actualOffset), path: pairPath, level: level)
            // The pair is named by the expected element's offset: an actual element at another
            // offset is not recorded as read there, where a rendering of the actual array would
            // look up another element.
            if actualOffset != expectedOffset { forgetActualStructures(under: pairPath) }
        case (let expectedOffset?, nil):
            added(
                expected.element(at: expectedOffset), at: expectedOffset, on: .expected, path: path,
                level: level)
        case (nil, let actualOffset?):
            added(actual.element(at: actualOffset), at: actualOffset, on: .actual, path: path, level: level)
        case (nil, nil):
            break
        }
    }

    /// An element only one side has: `- [57] (removed): …` for the expected side, `+ [100]
    /// (inserted): …` for the actual one, by its index on its side.
    private func added(_ element: Any, at offset: Int, on side: Ancestors.Side, path: String, level: Int) {
        let elementPath = path + "[\(offset)]"
        guard record(elementPath, level: level) else { return }
        let word = side == .expected ? "removed" : "inserted"
        let shown = shownWithWholeness(element, on: side)
        addedElements[elementPath] = (word, shown.line, shown.isWhole)
        emit(side == .expected ? "- " : "+ ", level, "[\(offset)] (\(word)): " + shown.line)
    }

    /// The same elements in another order (see ``Reordering``), under `label`: `the same 5
    /// elements in another order:` and where the elements went. At the root, the words are the
    /// header's: `differs in order: the same 5 elements in another order:`.
    private func reordered(
        _ label: String,
        _ reordering: Reordering,
        _ expected: any IndexedElements,
        path: String,
        level: Int
    ) {
        guard record(path, level: level) else { return }
        let movesLevel = path.isEmpty ? level : level + 1
        if path.isEmpty {
            rootHeading = reordering.heading
        } else {
            emit("  ", level, label + reordering.words)
        }
        for line in reordering.lines(element: { short(expected.element(at: $0), on: .expected) }) {
            emit("  ", movesLevel, line)
        }
    }

    /// A set: the elements it lacks and those it has too many of, as the set diff lists them.
    private func set(
        _ label: String,
        _ difference: (changes: UnorderedChanges<Any>, unchanged: Int),
        path: String,
        level: Int
    ) {
        guard record(path, level: level) else { return }
        emit("  ", level, label + "[")
        let listed = difference.changes.listed { element in
            let text = short(element)
            return (DisplayOrder.Key(element, rendering: text), text)
        }
        let removed = listed.lines.filter(\.isRemoved)
        if difference.changes.total == 1, let only = listed.lines.first {
            addedElements[path] = (
                only.isRemoved ? "removed" : "inserted", only.text, DiffLimits.showsWhole(only.text)
            )
        }
        for (offset, line) in listed.lines.enumerated() {
            emit(line.isRemoved ? "- " : "+ ", level + 1, line.text)
            // An inserted element that reads like a removed one: why they differ, under it; an
            // element that differs from an earlier one only in its line endings: which.
            guard !line.isRemoved, let twin = removed.first(where: { printsAlike($0.text, line.text) }) else {
                emitNote(lineBreakNote(at: offset, of: listed.lines) { ($0, $1) }, level: level + 2)
                continue
            }
            emitNote(
                alikeNote(
                    expectedLine: twin.text, actualLine: line.text, expected: twin.entry, actual: line.entry,
                    opensStoredProperties: !opensAlikeRoot, types: types), level: level + 2)
        }
        if listed.more > 0 {
            emit(
                "  ", level + 1, "…(\(listed.more) more changed \(pluralized("element", count: listed.more)))"
            )
        }
        if difference.unchanged > 0 {
            emit(
                "  ", level + 1,
                "… \(difference.unchanged) unchanged \(pluralized("element", count: difference.unchanged))")
        }
        emit("  ", level, "]")
    }

    /// A dictionary: entries paired by key, listed by rendered key; a changed value is opened.
    private func dictionary(_ label: String, _ difference: KeyedDifference, path: String, level: Int) {
        emit("  ", level, label + "[")
        var entries = difference.entries.map {
            (key: DisplayOrder.Key($0.key, rendering: short($0.key)), entry: $0)
        }
        if difference.total <= DisplayOrder.maximumSortedCount {
            entries.sort { $0.key.precedes($1.key) }
        }
        var siblings = Siblings(noun: "entry", level: level + 1) { _ in }
        for (sortKey, entry) in entries {
            let key = sortKey.text
            let keyPath = path + "[" + pathKey(entry.key, shown: key) + "]"
            change(&siblings) {
                switch (entry.expected, entry.actual) {
                case (let expected?, let actual?):
                    node(key + ": ", expected, actual, path: keyPath, level: level + 1)
                case (let expected?, nil):
                    entryOnlyOneSideHas(key, expected, on: .expected, path: keyPath, level: level + 1)
                case (nil, let actual?):
                    entryOnlyOneSideHas(key, actual, on: .actual, path: keyPath, level: level + 1)
                case (nil, nil):
                    break
                }
            }
        }
        siblings.hidden += difference.total - entries.count
        hiddenChanges += difference.total - entries.count
        finish(&siblings)
        if difference.unchanged > 0 {
            emit(
                "  ", level + 1,
                "… \(difference.unchanged) unchanged \(pluralized("entry", count: difference.unchanged))")
        }
        emit("  ", level, "]")
    }

    /// An entry only one side of a dictionary has: `- "b": 2` for the expected side, `+ "b": 2` for
    /// the actual one; its path names its key (`counts["b"]`), as for an element only one side of
    /// an array has.
    private func entryOnlyOneSideHas(
        _ key: String, _ value: Any, on side: Ancestors.Side, path: String, level: Int
    ) {
        guard record(path, level: level) else { return }
        let shown = shownWithWholeness(value, on: side)
        addedElements[path] = (side == .expected ? "removed" : "inserted", shown.line, shown.isWhole)
        emit(side == .expected ? "- " : "+ ", level, key + ": " + shown.line)
    }

    // MARK: - Siblings

    /// The unchanged and changed children of one node, laid out as the line diffs are: up to
    /// ``DiffLimits/contextLines`` unchanged children on each side of a change, longer runs folded
    /// to `… 3 unchanged fields`, and changes past the limits counted, `…(2 more changed fields)`.
    /// Unchanged elements that would show no value (`[14]: Track(…)`) are no context: a run of two
    /// or more of them is one line, `… 15 unchanged elements`.
    private struct Siblings {
        let noun: String
        let level: Int
        let showSame: (Int) -> Void
        /// Whether the unchanged child at an offset would be shown without its value; `nil` for
        /// children whose label says where they are (fields), which stay context.
        var foldsWhole: ((Int) -> Bool)? = nil
        var pending: (start: Int, count: Int)? = nil
        var seenChange = false
        var hidden = 0

        init(noun: String, level: Int, showSame: @escaping (Int) -> Void) {
            self.noun = noun
            self.level = level
            self.showSame = showSame
        }

        mutating func same(start: Int, count: Int) {
            if let run = pending, run.start + run.count == start {
                pending = (run.start, run.count + count)
            } else {
                pending = (start, count)
            }
        }
    }

    private func change(_ siblings: inout Siblings, _ show: () -> Void) {
        guard siblings.hidden == 0, !isFull else {
            siblings.hidden += 1
            hiddenChanges += 1
            siblings.pending = nil
            return
        }
        if let run = siblings.pending {
            showSame(run, of: siblings, isLeading: !siblings.seenChange, isTrailing: false)
            siblings.pending = nil
        }
        siblings.seenChange = true
        show()
    }

    private func finish(_ siblings: inout Siblings) {
        if let run = siblings.pending, siblings.hidden == 0 {
            showSame(run, of: siblings, isLeading: !siblings.seenChange, isTrailing: true)
        }
        if siblings.hidden > 0 {
            let noun = pluralized(siblings.noun, count: siblings.hidden)
            emit("  ", siblings.level, "…(\(siblings.hidden) more changed \(noun))")
        }
    }

    private func showSame(
        _ run: (start: Int, count: Int), of siblings: Siblings, isLeading: Bool, isTrailing: Bool
    ) {
        let end = run.start + run.count
        let isOpaque = run.count >= 2 && siblings.foldsWhole?(run.start) == true
        let context = isOpaque ? 0 : DiffLimits.contextLines
        let kept = (isLeading ? 0 : context) + (isTrailing ? 0 : context)
        guard run.count - kept >= 2 else { return show(run.start..<end, of: siblings) }
        if !isLeading { show(run.start..<(run.start + context), of: siblings) }
        let folded = run.count - kept
        emit("  ", siblings.level, "… \(folded) unchanged \(pluralized(siblings.noun, count: folded))")
        if !isTrailing { show((end - context)..<end, of: siblings) }
    }

    /// Shows the unchanged children at `offsets`.
    private func show(_ offsets: Range<Int>, of siblings: Siblings) {
        offsets.forEach(siblings.showSame)
    }

    // MARK: - Values

    /// A changed value of `side` on one line, cut to ``DiffLimits/lineWidth``; for a back-reference
    /// (an instance whose properties are being shown above it), `<cycle: Node at children[0]>`.
    private func shown(_ value: Any, on side: Ancestors.Side) -> String {
        shownWithWholeness(value, on: side).line
    }

    /// ``shown(_:on:)``, and whether the line shows the value whole (a back-reference's marker
    /// does).
    private func shownWithWholeness(_ value: Any, on side: Ancestors.Side) -> (line: String, isWhole: Bool) {
        ancestors.marker(for: value, on: side, withPlace: true).map { (line: $0, isWhole: true) }
            ?? MessageLayout.compactLineAndWholeness(
                value, types: types, enclosingObjects: ancestors.identities(on: side))
    }

    /// A value on a line of the tree: cut where it reads best when it is longer than
    /// ``DiffLimits/lineWidth``, as compact lines are (`note: "shio ramen shio…"`,
    /// `Order(id: 7, items: [_, …(9 more)], …)`), not at the width with `…(truncated)`.
    private func onLine(_ value: Any, on side: Ancestors.Side) -> String {
        MessageLayout.compactLineOfRendering(
            value, types: types, enclosingObjects: ancestors.identities(on: side))
    }

    /// An unchanged value folded: leaves in full (cut to ``DiffLimits/lineWidth``), other values as
    /// `Type(…)`, `.case(…)`, `[…]`.
    private func folded(_ value: Any) -> String { fold(value).text }

    /// ``folded(_:)``, and whether the text shows nothing of the value but its kind (`Type(…)`,
    /// `.case(…)`, `[…]`); a leaf, a case without a payload, `nil` and an empty collection show it.
    /// A structure read to fold it is kept for the compact lines, at `path` on the expected side.
    private func fold(_ value: Any, at path: String? = nil) -> (text: String, isOpaque: Bool) {
        if let cycle = ancestors.marker(for: value, on: .expected) { return (cycle, false) }
        // A struct, class or tuple folds to its type's name: its stored properties are not read.
        let facts = types.info(of: value)
        let shape: ValueShape
        switch facts.plan {
        case .tuple: return ("(…)", true)
        case .structure:
            // An enum case is read from the same mirror.
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct?, .class?: return (facts.name + "(…)", true)
            default: shape = ValueShape.structural(value, mirror, typeName: facts.name)
            }
        default: shape = types.shape(of: value)
        }
        switch shape {
        case .leaf, .described: return (onLine(value, on: .expected), false)
        case .optional(let wrapped):
            // A custom mirror that says it is an optional is rendered a level deeper: not from here.
            let wrappedPath = value is any OptionalMarker ? path : nil
            return wrapped.map { fold($0, at: wrappedPath) } ?? ("nil", false)
        case .structure(let structure):
            if let path { readStructures.expected[path] = structure }
            return ((structure.typeName ?? "") + "(…)", true)
        case .enumCase(let name, let payload):
            return payload == nil ? (short(value, on: .expected), false) : (".\(name)(…)", true)
        case .ordered(let elements): return elements.elementCount == 0 ? ("[]", false) : ("[…]", true)
        case .set, .dictionary:
            let isEmpty = (value as? any UnorderedRendered)?.renderedCount == 0
            return isEmpty ? (renderValue(value, types: types), false) : ("[…]", true)
        }
    }

    /// Whether elements of `elements` may refer back up the path being walked: they are then compared
    /// as the tree compares them, not by their own `==`, which would follow a back-reference.
    func mayReferBack(_ elements: any IndexedElements) -> Bool {
        !ancestors.isEmpty && canBeInstance(elements.elementType)
    }

    /// Whether two values differ: by `==` when their type is `Equatable`, else through `Mirror`.
    /// Back-references are not followed (see ``Ancestors``): two that lead back to the same place
    /// (a cycle closing on both sides) count as equal, two that lead elsewhere as different.
    func differ(_ expected: Any, _ actual: Any, residual: [ArraySlice<String>] = []) -> Bool {
        if let differs = ancestors.backReferencesDiffer(expected, actual) {
            if !differs { closedCycles += 1 }
            return differs
        }
        if let equivalence { return !equivalence.equivalent(expected, actual, within: residual) }
        if let verdict = types.verdict(expected, actual) { return !verdict }
        var inProgress: Set<[ObjectIdentifier]> = []
        return differsThroughMirror(expected, actual, depth: 0, inProgress: &inProgress)
    }

    /// Compares values that are not `Equatable`, child by child; leaves by their renderings.
    /// Bounded by ``MessageLimits/maxDepth`` and a budget of comparisons, past which renderings
    /// decide.
    private func differsThroughMirror(
        _ expected: Any,
        _ actual: Any,
        depth: Int,
        inProgress: inout Set<[ObjectIdentifier]>
    ) -> Bool {
        if let differs = ancestors.backReferencesDiffer(expected, actual) { return differs }
        if let verdict = types.verdict(expected, actual) { return !verdict }
        comparisonBudget -= 1
        guard depth < limits.maxDepth, comparisonBudget > 0 else {
            return renderValue(expected, types: types) != renderValue(actual, types: types)
        }
        func pairDiffers(_ expected: Any, _ actual: Any) -> Bool {
            differsThroughMirror(expected, actual, depth: depth + 1, inProgress: &inProgress)
        }
        switch (types.shape(of: expected), types.shape(of: actual)) {
        case (.optional(nil), .optional(nil)):
            return false
        case (.optional(let expected?), .optional(let actual?)):
            return pairDiffers(expected, actual)
        case (.structure(let expected), .structure(let actual)):
            guard expected.typeName == actual.typeName, expected.children.count == actual.children.count
            else {
                return true
            }
            if let expectedIdentity = expected.identity, let actualIdentity = actual.identity {
                if expectedIdentity == actualIdentity { return false }
                let pair = [expectedIdentity, actualIdentity]
                guard inProgress.insert(pair).inserted else { return false }
                defer { inProgress.remove(pair) }
                return zip(expected.children, actual.children).contains { pairDiffers($0.value, $1.value) }
            }
            return zip(expected.children, actual.children).contains { pairDiffers($0.value, $1.value) }
        case (.enumCase(let expectedName, let expectedPayload), .enumCase(let actualName, let actualPayload)):
            guard expectedName == actualName else { return true }
            guard let expectedPayload, let actualPayload else {
                return (expectedPayload == nil) != (actualPayload == nil)
            }
            return pairDiffers(expectedPayload, actualPayload)
        case (.ordered(let expected), .ordered(let actual)):
            guard expected.elementCount == actual.elementCount else { return true }
            return (0..<expected.elementCount).contains {
                pairDiffers(expected.element(at: $0), actual.element(at: $0))
            }
        case (.set, .set(let actualSet)):
            return actualSet.difference(fromExpected: expected).map { $0.changes.total > 0 } ?? true
        case (.dictionary, .dictionary(let actualEntries)):
            let difference = actualEntries.difference(fromExpected: expected) { pairDiffers($0, $1) }
            return difference.map { $0.total > 0 } ?? true
        default:
            return renderValue(expected, types: types) != renderValue(actual, types: types)
        }
    }
}

/// `path.component`, or `component` at the root; a tuple's `.0` keeps its dot, an element's `[2]`
/// and an entry's `["key"]` follow the path directly.
internal func joinedPath(_ path: String, _ component: String) -> String {
    if component.hasPrefix(".") || component.hasPrefix("[") || path.isEmpty { return path + component }
    return path + "." + component
}

/// `path`, or its start and its end around `…` when it is longer than `width`, cut between
/// components where it can be: a long path keeps where it starts and the name of what changed.
internal func cutInMiddle(_ path: String, to width: Int) -> String {
    guard !MessageLayout.fits(path, in: width) else { return path }
    var head = path.prefix(width - width / 2 - 1)
    var tail = path.suffix(width / 2)
    if let dot = head.lastIndex(of: "."), dot > head.startIndex { head = head[..<dot] }
    if let start = tail.firstIndex(where: { $0 == "." || $0 == "[" }) { tail = tail[start...] }
    return head + "…" + tail
}

/// Where ``StructuralDiffer`` stops following a difference below the depth the tree opens: the
/// path's components from where it started, the two values there, their level and the instances
/// on the path above them.
internal struct FollowedPath {
    var components: [String] = []
    let expected: Any
    let actual: Any
    let level: Int
    let ancestors: Ancestors
    /// Whether the two values changed as a whole (else the difference goes on below them).
    var isWholeChange = false

    init(expected: Any, actual: Any, level: Int, ancestors: Ancestors) {
        self.expected = expected
        self.actual = actual
        self.level = level
        self.ancestors = ancestors
    }

    /// These values, marked as a whole.
    var markedWhole: FollowedPath {
        var path = self
        path.isWholeChange = true
        return path
    }
}

/// The first two of `0..<count` for which `differs` holds; no more are tried.
private func firstTwo(_ count: Int, where differs: (Int) -> Bool) -> [Int] {
    var found: [Int] = []
    for offset in 0..<count where differs(offset) {
        found.append(offset)
        if found.count == 2 { break }
    }
    return found
}
