/// Explains why two unequal values differ, beyond showing them: a line diff for multi-line strings,
/// the first differing character of single-line strings (with a caret window when they are long),
/// an element diff for arrays, missing / unexpected entries for sets and dictionaries, and a
/// structural diff (see ``structuralDifference(expected:actual:types:equivalence:)``) for structs, classes,
/// enums with values, tuples, and arrays and dictionaries of them.
/// Returns `nil` when the two renderings say it all.
///
/// Runs only on the failure path; a leaf, the commonest case, is decided without a cast. Every
/// explanation is bounded (see ``DiffLimits``), whatever the size of the values.
@usableFromInline
internal func explainInequality(actual: Any, expected: Any) -> MatchResult.Reason? {
    guard let content = inequality(actual: actual, expected: expected) else { return nil }
    return MatchResult.Reason(content)
}

/// ``explainInequality(actual:expected:)`` as the parts of a reason: what the renderings show,
/// completed when they read alike (see `AlikeValues.swift`).
internal func inequality(actual: Any, expected: Any) -> MatchResult.Reason.Content? {
    // An `Int`, a `Double` or a `Bool` prints what it is: only NaN and rounding have more to say,
    // and saying it takes no table of types.
    if let common = TypeInfo.common(type(of: actual)), case .describedLeaf = common.plan {
        return describedLeafNote(expected: expected, actual: actual, facts: common)
    }
    // The explanation's types are decided once, whichever of its steps meets them first.
    let types = TypeFacts()
    let reason = visibleInequality(actual: actual, expected: expected, types: types)
    return completingReason(reason, expected: expected, actual: actual, types: types)
}

/// The diff or the words that tell two values apart by what their renderings show.
private func visibleInequality(actual: Any, expected: Any, types: TypeFacts) -> MatchResult.Reason.Content? {
    // Numbers, Booleans, characters: the two renderings say it all. Decided from the type's facts,
    // before any cast (a failing cast through `Any` costs as much as the rest of a message).
    switch types.info(of: actual).plan {
    case .describedLeaf: return nil
    case .leaf where type(of: actual) != String.self && type(of: actual) != Substring.self:
        // `Data`, `Date`: the byte or the time that differs.
        return ownExplanation(actual: actual, expected: expected)
    default:
        return diff(actual: actual, expected: expected, types: types)
    }
}

/// The diff of two values that are not leaves, or strings: `differs at …` and its lines; a
/// structural diff with the compact value lines cut around what it found. Which diff is decided by
/// the kind of `actual` (see `TypeInfo.swift`); a cast only opens the collection it names.
private func diff(actual: Any, expected: Any, types: TypeFacts) -> MatchResult.Reason.Content? {
    typealias Content = MatchResult.Reason.Content
    let plan = types.info(of: actual).plan
    switch plan {
    case .unwrapped(let base) where type(of: expected) == type(of: actual):
        // Two boxes (`AnyHashable`): what they hold.
        return visibleInequality(actual: base(actual), expected: base(expected), types: types)
    case .optional:
        // Two optionals that hold values: the values.
        if let actualWrapped = (actual as? any WrappedOptional)?.wrappedValue,
            let expectedWrapped = (expected as? any WrappedOptional)?.wrappedValue
        {
            return visibleInequality(actual: actualWrapped, expected: expectedWrapped, types: types)
        }
        return structural(expected, actual, types: types)
    case .leaf:
        if let expected = expected as? String, let actual = actual as? String {
            return stringDifference(expected: expected, actual: actual, types: types)
        }
        if let expected = expected as? Substring, let actual = actual as? Substring {
            return stringDifference(expected: expected, actual: actual, types: types)
        }
        return nil
    case .elements, .unordered:
        guard let actual = actual as? any ElementDiffable else {
            return structural(expected, actual, types: types)
        }
        // Arrays and dictionaries of structures, and collections that print alike, get the
        // structural diff; a set, and elements that say it all, the element diff.
        let isSet = if case .unordered(_, isDictionary: false) = plan { true } else { false }
        guard !isSet,
            hasStructuredElements(expected, types) || hasStructuredElements(actual, types)
                || rendersAlike(expected, actual, types)
        else {
            return isSet
                ? elementDiff(actual, expected, types: types) : gridOrElementDiff(actual, expected, types)
        }
        return structural(expected, actual, types: types) ?? elementDiff(actual, expected, types: types)
    default:
        return structural(expected, actual, types: types)
    }
}

/// The element diff of an array or dictionary of leaves; of a grid (its elements arrays or sets),
/// the diff that shows its changes best.
private func gridOrElementDiff(_ actual: any ElementDiffable, _ expected: Any, _ types: TypeFacts)
    -> MatchResult.Reason.Content?
{
    let rows = rowsTellingKind(of: expected, types) + rowsTellingKind(of: actual, types)
    guard !rows.isEmpty else { return elementDiff(actual, expected, types: types) }
    // A grid whose one change is one cell names it by its two indices (`differs at [2][30]:
    // expected 230, found -1`), where the element diff shows two whole rows. The structural diff
    // is asked first only when one row may hold the one change (so it walks one row).
    let oneRowMayDiffer = mayDifferInOneRow(expected, actual)
    let rowTree = oneRowMayDiffer ? structural(expected, actual, types: types) : nil
    if rowTree?.found?.singleChange?.isInsideAChild == true { return rowTree }
    // More changes: rows that show whole on a line keep the element diff, which reads shorter
    // than the tree. Longer rows are cut on their lines, alike when what differs lies past the
    // cut: the tree shows where they differ, when it says it in fewer bytes (it does not for a
    // long run of inserted elements, which the element diff shows as one row against the other).
    let elements = elementDiff(actual, expected, types: types)
    guard rows.contains(where: { MessageLayout.wholeLine(of: $0, types: types, read: nil) == nil }),
        let tree = oneRowMayDiffer ? rowTree : structural(expected, actual, types: types)
    else { return elements }
    guard let elements else { return tree }
    return byteCount(of: tree) < byteCount(of: elements) ? tree : elements
}

/// The UTF-8 bytes of a reason's text.
private func byteCount(of content: MatchResult.Reason.Content) -> Int {
    MatchResult.Reason(content).description.utf8.count
}

/// Whether two arrays of as many elements differ in one position only (by `==`, over their
/// storage), or two dictionaries may differ in one value: where a grid's one change can lie inside
/// a row.
private func mayDifferInOneRow(_ expected: Any, _ actual: Any) -> Bool {
    guard let ordered = actual as? any OrderedDiffable else { return true }
    guard let ends = ordered.commonEnds(withExpected: expected),
        let count = (actual as? any Collection)?.count, (expected as? any Collection)?.count == count
    else { return false }
    return ends.prefix + ends.suffix == count - 1
}

/// The element diff of an array, a set or a dictionary, with its one change on one line when it
/// found one.
private func elementDiff(_ actual: any ElementDiffable, _ expected: Any, types: TypeFacts)
    -> MatchResult.Reason.Content?
{
    actual.elementDifference(fromExpected: expected).map { withSingleChange($0, types: types) }
}

/// The line diff of two multi-line strings, with its one changed line on one line when it found
/// one (see ``lineDifference(expected:actual:)``); the first difference of two single-line ones.
private func stringDifference<Text: StringProtocol>(expected: Text, actual: Text, types: TypeFacts)
    -> MatchResult.Reason.Content? where Text.SubSequence == Substring
{
    guard hasLineBreak(expected) || hasLineBreak(actual) else {
        return describeFirstDifference(expected: expected, actual: actual).map { .difference($0) }
    }
    return lineDifference(expected: expected, actual: actual).map { withSingleChange($0, types: types) }
}

/// An element, line or structural diff as a reason: with its one change, when it found one, for the
/// message's one-line form (and its count of changes, one, which tells how near the values are).
internal func withSingleChange(_ found: ElementDifference, types: TypeFacts) -> MatchResult.Reason.Content {
    guard let change = found.singleChange else { return .difference(found.text) }
    // The lines cut around the change are found by the message, when its values do not fit whole.
    return .focused(
        .difference(found.text),
        found: .init(
            aroundDifference: nil, types: types.decided, hasLookedAroundDifference: false,
            singleChange: change, changeCount: 1))
}

/// The structural diff, with the compact value lines found along its paths.
private func structural(_ expected: Any, _ actual: Any, types: TypeFacts) -> MatchResult.Reason.Content? {
    guard let found = structuralDifference(expected: expected, actual: actual, types: types) else {
        return nil
    }
    return .focused(
        .difference(found.text),
        found: .init(
            aroundDifference: found.valueLines, types: types.decided, structures: found.structures,
            singleChange: found.singleChange, changeCount: found.changeCount))
}

/// A line diff when either string has a line break, otherwise the first differing character.
internal func describeStringDifference<Expected: StringProtocol, Actual: StringProtocol>(
    expected: Expected,
    actual: Actual
) -> String? where Expected.SubSequence == Substring, Actual.SubSequence == Substring {
    if hasLineBreak(expected) || hasLineBreak(actual) {
        return describeLineDifference(expected: expected, actual: actual)
    }
    return describeFirstDifference(expected: expected, actual: actual)
}
