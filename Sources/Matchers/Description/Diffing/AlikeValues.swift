// Values that print alike (see "Values that print alike" in Docs/MessageFormat.md). A failure never
// shows two lines that read the same without saying what tells them apart: when the expected and
// actual renderings are the same text, or differ only in scalars a reader cannot see or tell apart,
// the message goes beneath them — to the stored properties, to the full precision of a leaf, or to
// the reason `==` disagrees (NaN, another instance of a class, the type's own `==`).
//
// Everything here runs on the failure path only, on values already rendered (so within the
// message's bounds), and returns text that the callers append: a reason, or a note under a pair.

#if canImport(FoundationEssentials)
    internal import FoundationEssentials
#else
    internal import Foundation
#endif

/// The reason `equalTo` gives, completed: `reason` when it already tells the values apart; else,
/// when the two values print alike, what lies beneath them (see ``alikeDifference(expected:actual:opensStoredProperties:)``), and
/// for a leaf that loses information inside optionals (`Date?`), the difference in words. `types`
/// is what the explanation has learned about types so far.
internal func completingReason(
    _ reason: MatchResult.Reason.Content?, expected: Any, actual: Any, types: TypeFacts
) -> MatchResult.Reason.Content? {
    if let reason {
        guard let note = lookAlikeNote(expected: expected, actual: actual) else { return reason }
        return .lines([reason, .text(note)])
    }
    let facts = types.info(of: actual)
    if case .describedLeaf = facts.plan {
        return describedLeafNote(expected: expected, actual: actual, facts: facts)
    }
    let (expectedValue, actualValue, optionals) = unwrappingOptionals(expected, actual)
    if let words = ownExplanation(actual: actualValue, expected: expectedValue) {
        return words
    }
    if optionals > 0,
        let hint = roundingHint(expected: expectedValue, actual: actualValue, optionals: optionals)
    {
        return hint
    }
    // `describeDifference` may be given equal values: nothing to say then.
    guard types.verdict(expected, actual) != true else { return nil }
    let renderings = (
        expected: renderValue(expected, types: types), actual: renderValue(actual, types: types)
    )
    guard printsAlike(renderings.expected, renderings.actual) else { return nil }
    let difference = alikeDifference(expected: expected, actual: actual, types: types)
    // A description at the root is its compact line, whatever the cut: the two lines keep reading
    // the same (the reason says why), so the layout is told that none were found and does not walk
    // the values again to look. (Beneath an enum case, the walk still shows the payload's fields.)
    guard case .text = facts.plan else { return difference }
    // The two renderings just read are the descriptions the compact lines cut (a description is
    // rendered alike for both, up to the compact lines' rendered width): the layout takes them,
    // and reads no description again. Each is the value's own text, read for no bracket or quote.
    let compactLines =
        MessageLimits.current.maxValueLength <= MessageLayout.renderedWidth
        ? MatchResult.Reason.ValueLines(
            expected: MessageLayout.compactLine(marked: ownText(renderings.expected)).text,
            actual: MessageLayout.compactLine(marked: ownText(renderings.actual)).text) : nil
    guard let difference else { return nil }
    var found = MatchResult.Reason.FoundWithDiff(
        aroundDifference: nil, types: types.decided, compactLines: compactLines)
    found.valuesPrintAlike = true
    guard case .focused(let diff, let inner) = difference else { return .focused(difference, found: found) }
    // The diff's one change, said on one line under the two descriptions.
    found.singleChange = inner.singleChange
    return .focused(diff, found: found)
}

/// What to say under two numbers or Booleans, which print what they are: only NaN prints like a
/// value it is not equal to, and two numbers that rounding could have set apart get a hint;
/// otherwise nothing. `facts` are those of `actual`'s type.
internal func describedLeafNote(expected: Any, actual: Any, facts: TypeInfo) -> MatchResult.Reason.Content? {
    // Integers and Booleans, whose facts know no NaN, are never rounded either.
    guard let isNaN = facts.isNaN else { return nil }
    return isNaN(actual)
        ? .text("NaN is not equal to itself") : roundingHint(expected: expected, actual: actual)
}

/// The note under a `- X` / `+ X` pair of a diff: why the two values differ when their lines read
/// alike, how far apart two dates are (a date's line is long and differs late), and the line
/// endings of two strings that differ only there (see ``lineBreakDifference(expected:actual:)``,
/// which a line cut short may hide); `nil` when the
/// two lines say it all. A note written beneath values that print alike does not open stored
/// properties again (`opensStoredProperties`), so that notes never nest more than once.
internal func alikeNote(
    expectedLine: some StringProtocol,
    actualLine: some StringProtocol,
    expected: Any,
    actual: Any,
    opensStoredProperties: Bool = true,
    types: TypeFacts = TypeFacts()
) -> String? {
    let (expectedValue, actualValue) = unwrappedPair(expected, actual)
    if let date = actualValue as? Date, let words = date.explainDifference(fromExpected: expectedValue) {
        return words.text
    }
    if let words = representedDifference(actual: actualValue, expected: expectedValue) { return words }
    if let words = lineBreakDifference(expected: expectedValue, actual: actualValue) { return words }
    guard printsAlike(String(expectedLine), String(actualLine)) else { return nil }
    return alikeDifference(
        expected: expected, actual: actual, opensStoredProperties: opensStoredProperties, types: types)?.text
}

/// `line` (an actual entry of a flat diff) with ``alikeNote`` under it when it reads like the
/// expected entry it replaces, indented to sit under the entry's text in the reason.
internal func notingAlike(_ line: String, replacing expectedLine: String, expected: Any, actual: Any)
    -> String
{
    appending(
        alikeNote(expectedLine: expectedLine, actualLine: line, expected: expected, actual: actual), to: line)
}

/// The note under the `offset`th of a flat diff's `lines` when it differs from an earlier line of
/// the other side only in how their lines end (see ``lineBreakDifference(expected:actual:)``): under
/// the pair's second line, whichever side it is on (`+ "a"` sorts before `- "a\n"`). `values` gives
/// the two values that tell a removed entry and an inserted one apart.
internal func lineBreakNote<Entry>(
    at offset: Int, of lines: [(isRemoved: Bool, text: String, entry: Entry)],
    values: (_ removed: Entry, _ inserted: Entry) -> (expected: Any, actual: Any)
) -> String? {
    let line = lines[offset]
    for other in lines[..<offset] where other.isRemoved != line.isRemoved {
        let pair = line.isRemoved ? values(line.entry, other.entry) : values(other.entry, line.entry)
        if let note = lineBreakDifference(expected: pair.expected, actual: pair.actual) { return note }
    }
    return nil
}

/// `line` with `note` under it, indented to sit under the line's text in the reason.
internal func appending(_ note: String?, to line: String) -> String {
    guard let note else { return line }
    return line + "\n" + MessageLayout.indenting(note, by: 6)
}

/// The expected lines an element diff shows, kept as the layout writes them, so that an inserted line
/// that reads like a removed line of the same run of changes gets a note, whichever line it
/// replaces (the layout pairs them by position).
internal struct RemovedLines {
    /// The removed run each inserted run follows, for the first changes the layout can show.
    private var runs: [(inserted: Range<Int>, removed: Range<Int>)] = []
    private var lines: [Int: (line: String, value: Any)] = [:]

    init(_ script: EditScript) {
        var previous: Range<Int>? = nil
        var changes = 0
        for run in script {
            guard changes <= MessageLimits.current.maxReportedItems else { break }
            switch run {
            case .removed(let range):
                previous = range
                changes += range.count
            case .inserted(let range):
                if let previous { runs.append((range, previous)) }
                previous = nil
                changes += range.count
            case .same:
                previous = nil
            }
        }
    }

    /// Keeps an expected line the layout wrote, when it is a removed one.
    mutating func keep(_ line: String, at offset: Int, value: Any) {
        guard runs.contains(where: { $0.removed.contains(offset) }) else { return }
        lines[offset] = (line, value)
    }

    /// The note under `line`, the actual entry at `offset`, when it reads like the entry it
    /// replaces or another removed entry of its run, or differs from the one it replaces in a way
    /// its line does not say (see ``alikeNote(expectedLine:actualLine:expected:actual:opensStoredProperties:types:)``).
    func note(under line: String, at offset: Int, value: Any, replacing replaced: Int?) -> String? {
        let replacedLine = replaced.flatMap { lines[$0] }
        let removed = runs.first { $0.inserted.contains(offset) }?.removed ?? 0..<0
        return replacedLine.flatMap {
            alikeNote(expectedLine: $0.line, actualLine: line, expected: $0.value, actual: value)
        }
            ?? removed.lazy.compactMap { lines[$0] }.first { printsAlike($0.line, line) }.flatMap {
                alikeDifference(expected: $0.value, actual: value)?.text
            }
    }
}

/// Whether two renderings read the same to a person: the same text, or the same once invisible
/// scalars and white space at the ends are dropped and look-alike letters are read as the Latin
/// ones (`Η`, U+0397 GREEK CAPITAL LETTER ETA, as `H`).
internal func printsAlike(_ expected: String, _ actual: String) -> Bool {
    if expected == actual { return true }
    // Printable ASCII holds no look-alike or invisible scalar: only white space at the ends can
    // hide a difference. (The commonest pair, and the cheapest to decide.)
    if isPrintableASCII(expected) && isPrintableASCII(actual) {
        return trimmingASCIIWhiteSpace(expected) == trimmingASCIIWhiteSpace(actual)
    }
    return readerSkeleton(expected) == readerSkeleton(actual)
}

/// Printable ASCII `text` without the white space it can hold (spaces, tabs, line breaks) at its
/// ends.
private func trimmingASCIIWhiteSpace(_ text: String) -> Substring {
    func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || isTabOrLineBreak(scalar) }
    let scalars = text.unicodeScalars
    let start = scalars.firstIndex { !isWhiteSpace($0) } ?? scalars.endIndex
    let end = scalars.lastIndex { !isWhiteSpace($0) }.map { scalars.index(after: $0) } ?? start
    return text[start..<end]
}

/// Why two values that print alike differ, from the most telling to the least:
/// - NaN: `NaN is not equal to itself`;
/// - a leaf that loses information (`Date`, `Data`): the difference in words;
/// - strings with look-alike scalars: the scalars, named;
/// - stored properties that differ: their structural diff, opened past the values' descriptions;
/// - two instances of a class with the same stored properties: `ref is another instance of Ref`;
/// - else, for an `Equatable` type: the values print the same and have the same stored properties,
///   but `Tagged.==` says they differ.
///
/// `nil` when none of these holds (equal values, or values of a type that is not `Equatable`).
/// Without `opensStoredProperties`, the stored properties are not diffed (a note inside such a diff).
internal func alikeDifference(
    expected: Any, actual: Any, opensStoredProperties: Bool = true, types: TypeFacts = TypeFacts()
) -> MatchResult.Reason.Content? {
    let (expectedValue, actualValue) = unwrappedPair(expected, actual)
    if types.isNaN(expectedValue) || types.isNaN(actualValue) { return .text("NaN is not equal to itself") }
    if let words = ownExplanation(actual: actualValue, expected: expectedValue) {
        return words
    }
    if let note = lookAlikeNote(expected: expectedValue, actual: actualValue) { return .text(note) }
    // The same enum case: what tells its associated values apart (`.circle(nan)`).
    if let (expectedPayload, actualPayload) = sameCasePayloads(expectedValue, actualValue),
        let note = alikeDifference(
            expected: expectedPayload, actual: actualPayload, opensStoredProperties: opensStoredProperties,
            types: types)
    {
        return note
    }
    if opensStoredProperties,
        let diff = alikeStructuralDifference(expected: expectedValue, actual: actualValue, types: types)
    {
        return diff
    }
    var budget = InstanceSearch.budget
    if let instance = anotherInstance(expectedValue, actualValue, path: "", depth: 0, budget: &budget) {
        let name = displayName(of: instance.type)
        let subject = instance.path.isEmpty ? "another instance" : "\(instance.path) is another instance"
        return .text("\(subject) of \(name), with the same stored properties")
    }
    guard types.verdict(expectedValue, actualValue) == false else { return nil }
    return .text(
        "the values print the same and have the same stored properties, but `"
            + displayName(of: type(of: actualValue)) + ".==` says they differ")
}

/// The associated values of two enum values of the same case; `nil` for other values.
private func sameCasePayloads(_ expected: Any, _ actual: Any) -> (Any, Any)? {
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    guard expectedMirror.displayStyle == .enum, actualMirror.displayStyle == .enum,
        let expectedPayload = expectedMirror.children.first, let actualPayload = actualMirror.children.first,
        expectedPayload.label == actualPayload.label
    else { return nil }
    return (expectedPayload.value, actualPayload.value)
}

/// Both values without their optionals, when both hold one.
private func unwrappedPair(_ expected: Any, _ actual: Any) -> (Any, Any) {
    let unwrapped = unwrappingOptionals(expected, actual)
    return (unwrapped.expected, unwrapped.actual)
}

/// Both values without the optionals they both hold, and how many levels of them there were.
private func unwrappingOptionals(
    _ expected: Any, _ actual: Any
) -> (expected: Any, actual: Any, levels: Int) {
    guard let expectedOptional = expected as? any WrappedOptional,
        let actualOptional = actual as? any WrappedOptional,
        let expectedValue = expectedOptional.wrappedValue,
        let actualValue = actualOptional.wrappedValue
    else { return (expected, actual, 0) }
    let inner = unwrappingOptionals(expectedValue, actualValue)
    return (inner.expected, inner.actual, inner.levels + 1)
}

// MARK: - Look-alike scalars

/// `look-alike: expected U+0048 LATIN CAPITAL LETTER H, found U+0397 GREEK CAPITAL LETTER ETA`, for
/// the first scalars where two strings differ, when the strings read alike; `nil` otherwise.
///
/// Strings longer than ``lookAlikeReach`` UTF-8 bytes are not read for this (their own diff has).
private func lookAlikeNote(expected: Any, actual: Any) -> String? {
    guard let expectedText = text(of: expected), let actualText = text(of: actual),
        expectedText.utf8.count <= lookAlikeReach, actualText.utf8.count <= lookAlikeReach,
        let (expectedScalar, actualScalar) = zip(expectedText.unicodeScalars, actualText.unicodeScalars)
            .first(where: { $0 != $1 }),
        (lookAlikes[expectedScalar] ?? expectedScalar) == (lookAlikes[actualScalar] ?? actualScalar)
    else { return nil }
    return "look-alike: expected " + scalarName(expectedScalar) + ", found " + scalarName(actualScalar)
}

/// The longest string whose look-alike scalars are named.
private let lookAlikeReach = 1 << 16

private func text(of value: Any) -> String? {
    if let text = value as? String { return text }
    if let text = value as? Substring { return String(text) }
    if let character = value as? Character { return String(character) }
    return nil
}

/// `U+0397 GREEK CAPITAL LETTER ETA`; the code point alone for a scalar without a name.
private func scalarName(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    guard let name = scalar.properties.name else { return code }
    return code + " " + name
}

/// The text as a reader sees it: invisible scalars dropped, white space at the ends trimmed,
/// look-alike letters and dashes replaced by their ASCII twins.
private func readerSkeleton(_ text: String) -> ArraySlice<Unicode.Scalar> {
    let visible = text.unicodeScalars.filter { !isInvisible($0) }.map { lookAlikes[$0] ?? $0 }
    let start = visible.firstIndex { !$0.properties.isWhitespace } ?? visible.endIndex
    let end = visible.lastIndex { !$0.properties.isWhitespace }.map { $0 + 1 } ?? start
    return visible[start..<end]
}

/// Letters and marks that read as an ASCII one in a monospaced log: Greek and Cyrillic capitals and
/// small letters shaped like Latin ones, dashes, quotes and slashes.
private let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
        // Greek capitals, then small omicron and nu.
        ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"), ("ον", "ov"),
        // Cyrillic capitals and small letters.
        ("АВЕКМНОРСТХУЅІЈ", "ABEKMHOPCTXYSIJ"), ("аеорсухѕіјһԁ", "aeopcyxsijhd"),
        // Hyphens, dashes and minus; quotes; slashes; a one-dot leader.
        ("\u{2010}\u{2011}\u{2012}\u{2013}\u{2212}", "-----"), ("\u{2018}\u{2019}\u{02BC}", "'''"),
        ("\u{201C}\u{201D}", "\"\""), ("\u{2044}\u{2215}", "//"), ("\u{2024}", "."),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (twins, ascii) in pairs {
        for (twin, letter) in zip(twins.unicodeScalars, ascii.unicodeScalars) { table[twin] = letter }
    }
    return table
}()

// MARK: - Another instance

/// How many values the search for another instance reads, at most.
private enum InstanceSearch {
    static let budget = 1_000
}

/// The first place, walking both values' stored properties at once, where they hold two instances
/// of a class (not the same one): its path, named as the structural diff names it, and the class.
private func anotherInstance(
    _ expected: Any,
    _ actual: Any,
    path: String,
    depth: Int,
    budget: inout Int
) -> (path: String, type: Any.Type)? {
    budget -= 1
    guard budget > 0, depth < MessageLimits.current.maxDepth else { return nil }
    if type(of: expected) is AnyClass, type(of: actual) is AnyClass {
        guard ObjectIdentifier(expected as AnyObject) != ObjectIdentifier(actual as AnyObject) else {
            return nil
        }
        return (path, type(of: actual))
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    guard expectedMirror.displayStyle == actualMirror.displayStyle else { return nil }
    let children = zip(expectedMirror.children, actualMirror.children).prefix(ValueRenderer.maximumChildren)
    for (offset, (expectedChild, actualChild)) in children.enumerated() {
        let component: String
        switch expectedMirror.displayStyle {
        case .optional: component = ""
        case .collection: component = "[\(offset)]"
        case .dictionary, .set: return nil
        default: component = expectedChild.label ?? ".\(offset)"
        }
        let childPath = component.isEmpty ? path : joinedPath(path, component)
        if let found = anotherInstance(
            expectedChild.value, actualChild.value, path: childPath, depth: depth + 1, budget: &budget)
        {
            return found
        }
    }
    return nil
}

/// Whether an array or dictionary of described values (`[Tagged]`) prints alike as a whole: then
/// its structural diff, which opens the elements that print alike, tells the two apart.
internal func rendersAlike(_ expected: Any, _ actual: Any, _ types: TypeFacts) -> Bool {
    let holdsDescribed = elementsTellingKind(of: actual, types).contains {
        if case .described = types.shape(of: $0) { return true }
        return false
    }
    guard holdsDescribed else { return false }
    return printsAlike(renderValue(expected, types: types), renderValue(actual, types: types))
}

/// What a type says of how two of its values differ: a Foundation leaf's words (`Data`, `Date`),
/// or a ``MessageRepresentable`` type's own (`URL`); `nil` when it has nothing to say.
internal func ownExplanation(actual: Any, expected: Any) -> MatchResult.Reason.Content? {
    if let leaf = actual as? any ExplainedLeaf { return leaf.explainDifference(fromExpected: expected) }
    return representedDifference(actual: actual, expected: expected).map { .text($0) }
}

/// `text` marked as a value's own text from end to end (see ``TextMark/Kind/ownText``).
private func ownText(_ text: String) -> MarkedText {
    MarkedText(text, opaqueRanges: [0..<text.utf8.count])
}
