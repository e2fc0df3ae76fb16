// The one place that lays out failure messages. Grammar (see Docs/MessageFormat.md):
//
//     <label or message, if any>
//     Expected: <description>
//          but: was <actual value>        (or: threw <error>)
//               <reason, if any>
//
// A closure cannot be shown, so when the actual value is one (the throwing-code matchers), its
// matcher's reason takes the `but:` line: `but: threw ParseError.empty`, `but: returned 42`.
//
// Continuation lines of every part are indented to the text column (10), so nested matchers read
// as a tree.

/// Formats the complete failure text for a value that did not satisfy a matcher.
///
/// ```swift
/// let matcher = greaterThan(17)
/// if case .mismatch(let reason) = matcher.matches(12) {
///     print(describeMismatch(12, matcher.description, reason))
/// }
/// ```
///
/// prints
///
/// ```
/// Expected: a value greater than 17
///      but: was 12
/// ```
///
/// A non-`nil` `mismatchDescription` is printed on the lines under the actual value.
public func describeMismatch<T>(_ value: T, _ description: String, _ mismatchDescription: MatchResult.Reason?)
    -> String
{
    MessageLayout.failure(expected: description, actual: .value(value), reason: mismatchDescription)
}

/// The building blocks of the message grammar, shared by every matcher in the catalog and public
/// so that a custom matcher that combines others lays out its parts the same way.
///
/// ```swift
/// MessageLayout.list("all of:", ["a value greater than 0", "a value less than 10"])
/// ```
///
/// returns the description `allOf` prints after `Expected:`:
///
/// ```
/// all of:
///   - a value greater than 0
///   - a value less than 10
/// ```
///
/// `assertThat` indents every continuation line to the text column, so that nested parts read as a
/// tree; see "Writing custom matchers" for a composite matcher built with these.
///
/// - Parameters:
///   - text: The text, possibly of several lines.
///   - width: How many spaces to put before every line but the first.
///
/// - Parameters:
///   - text: The text, possibly of several lines.
///   - width: How many spaces to put before every line.
///
/// - Parameters:
///   - items: The list items, each already laid out.
///   - total: How many items there are in all, when `items` holds only the first of them.
public enum MessageLayout {
    /// The column where expected and actual text starts: the width of `Expected: `.
    ///
    /// ```swift
    /// MessageLayout.indenting("count was 2", by: MessageLayout.textColumn)
    /// ```
    ///
    /// returns `"          count was 2"`, the line a reason gets under `     but: was [1, 2]`.
    public static let textColumn = 10

    /// ``textColumn`` spaces: what every continuation line of a message's parts starts with.
    private static let textColumnPadding = String(repeating: " ", count: textColumn)

    /// What the `but:` line shows.
    package enum Actual {
        /// A value, rendered as `was <value>`.
        case value(Any)
        /// An error thrown while computing the value, rendered as `threw <error>`.
        case thrown(any Error)
    }

    /// The full message: optional label line, `Expected:` and `but:` lines, and the reason.
    package static func failure(
        label: String? = nil, expected: String, actual: Actual, reason: MatchResult.Reason?
    )
        -> String
    {
        failure(label: label, expected: ExpectedText(expected), actual: actual, reason: reason)
    }

    /// The full message, the `Expected:` line built from `expected` in the form the message needs.
    package static func failure(
        label: String? = nil, expected: ExpectedText, actual: Actual, reason given: MatchResult.Reason?
    ) -> String {
        // An empty reason or label is none.
        var reason: String? = nil
        if let given { reason = cappedReason(given.description) }
        if reason?.isEmpty == true { reason = nil }
        // A diff explains the difference: the value lines only say what the values are, compactly.
        let isCompact = given?.compactsValueLines ?? false
        // What follows `but: `: `was ` for a value, then the text, whose continuation lines are
        // indented (`was ` has no line break, so it is kept out of that pass).
        let showsWas: Bool
        let lines: (expected: String, actual: String)
        switch actual {
        case .value(let closure) where isFunctionType(type(of: closure)):
            // A closure cannot be shown; its matcher's reason says what it did: `threw …`.
            showsWas = false
            let shownExpected = expectedLine(expected, isCompact: isCompact, found: given?.content.found)
            if let outcome = reason {
                lines = (shownExpected, isCompact ? compactFirstLine(of: outcome) : outcome)
            } else {
                lines = (shownExpected, "was a closure of type " + displayName(of: type(of: closure)))
            }
            reason = nil
        case .value(let value):
            showsWas = true
            if isCompact, let whole = valueLinesAndChange(expected, value, reason: given) {
                (lines, reason) = (whole.lines, whole.change)
            } else {
                lines =
                    isCompact
                    ? compactValueLines(expected, value, found: given?.content.found)
                    : (expected.full, renderValue(value))
            }
        case .thrown(let error):
            showsWas = false
            lines = (
                expectedLine(expected, isCompact: isCompact, found: given?.content.found),
                describeThrow(error)
            )
        }
        var message = "Expected: "
        if let label, !label.isEmpty { message = label + "\nExpected: " }
        append(lines.expected, indentingContinuationLinesWith: textColumnPadding, to: &message)
        message += showsWas ? "\n     but: was " : "\n     but: "
        append(lines.actual, indentingContinuationLinesWith: textColumnPadding, to: &message)
        if let reason {
            message += "\n"
            message += textColumnPadding
            append(reason, indentingContinuationLinesWith: textColumnPadding, to: &message)
        }
        return message
    }

    /// The `Expected:` line alone, where the `but:` line shows no value (a closure's outcome, an
    /// error): compact above a diff, whose explanation `found` what it says.
    private static func expectedLine(
        _ expected: ExpectedText, isCompact: Bool, found: MatchResult.Reason.FoundWithDiff?
    ) -> String {
        isCompact ? compactValueLines(expected, nil, found: found).expected : expected.full
    }

    /// The `Expected:` line and, for a `value`, the `but: was` line above a diff, compact (see
    /// "Compact value lines" in Docs/MessageFormat.md); the actual line is empty without a value.
    /// Kept apart from ``failure(label:expected:actual:reason:)`` so that a message without a diff
    /// (the commonest, a number against a number) sets up none of this.
    private static func compactValueLines(
        _ expected: ExpectedText, _ value: Any?, found: MatchResult.Reason.FoundWithDiff?
    ) -> (expected: String, actual: String) {
        // The two compact value lines decide the types they share once, starting from what the
        // explanation decided.
        let types = TypeFacts(knowing: found?.types)
        let compared = expected.compared
        // When the reason is `equalTo`'s diff of the two values, the compact lines are the ones the
        // explanation rendered already, or are rendered from the structures its diff read, instead
        // of reading the values again.
        let foundForValues = compared != nil ? found : nil
        let read = foundForValues?.structures
        let expectedLine =
            foundForValues?.compactLines.map { MarkedText($0.expected) }
            ?? expected.compact(types: types, compared: compared, read: read)
        var lines = (expected: expectedLine.text, actual: "")
        if let value {
            let actualLine =
                foundForValues?.compactLines.map { MarkedText($0.actual) }
                ?? markedCompactRendering(value, types: types, read: read.map { ($0, .actual) })
            lines.actual = actualLine.text
            // Two compact lines that read the same, because what differs lies past their cut: lines
            // cut around what differs instead, where the matcher has an expected value to cut: the
            // ones the diff found along its paths, or else found now. Under options (ignored fields,
            // a tolerance), what the lines show first may be what does not count: they are cut
            // around the difference the diff found whenever it found one.
            if let compared, !compared.suffix.isEmpty || readAlike(expectedLine, actualLine),
                let focused = linesAroundDifference(found, compared, value)
            {
                lines = (focused.expected, focused.actual)
            }
            // A sequence matched item by item, whose lines cut from the front may show neither
            // side of the item that differs: each line that does not show whole is cut around
            // that item instead (only under the matcher that found them: `describedAs` passes the
            // reason on, not its lines).
            if compared == nil, let around = found?.itemLines,
                let cutExpected = expected.compact(listCutAround: around.expected)
            {
                if lines.expected != expected.full { lines.expected = cutExpected }
                if wholeLine(of: value, types: types, read: nil) == nil { lines.actual = around.actual }
            }
            // The failing parts of `allOf` or `anyOf`, or the inner matcher of `has`, as their own
            // messages show them, and the actual line, unless it shows whole, as the first part
            // that cuts it shows it.
            if compared == nil, let parts = found?.partLines,
                let cutExpected = expected.compact(partsCutAround: parts.expected)
            {
                lines.expected = cutExpected
                if let actual = parts.actual, wholeLine(of: value, types: types, read: nil) == nil {
                    lines.actual = actual
                }
            }
        }
        lines.expected = compared?.around(lines.expected) ?? lines.expected
        return lines
    }

    /// `equalTo`'s two values on their lines, and its diff's one change on one line, when the
    /// reason is a diff that found one change (``MatchResult/Reason/SingleChange``) and the two
    /// lines show it and do not read alike (see "Compact value lines" in Docs/MessageFormat.md):
    /// each value whole when it fits its line, else cut around the change. The two lines show what
    /// the diff would show around the change, and its path says where.
    private static func valueLinesAndChange(
        _ expected: ExpectedText, _ value: Any, reason: MatchResult.Reason?
    ) -> (lines: (expected: String, actual: String), change: String)? {
        guard case .focused(.difference, let found)? = reason?.content, let change = found.singleChange,
            let compared = expected.compared
        else { return nil }
        // Two values shown by their descriptions, which print alike: the change, whole on its line,
        // says where they differ, under the lines the message shows anyway.
        if found.valuesPrintAlike {
            guard change.isCompleteUnderCutLines else { return nil }
            return (compactValueLines(expected, value, found: found), change.line)
        }
        let types = TypeFacts(knowing: found.types)
        // Under `equalTo`'s options (a suffix), whole lines would show what does not count (an
        // ignored field): the lines are cut around the change.
        var whole: (expected: String, actual: String)? = nil
        if compared.suffix.isEmpty,
            let expectedLine = wholeLine(
                of: compared.value, types: types, read: found.structures.map { ($0, .expected) }),
            fits(compared.around(expectedLine), in: compactWidth),
            let actualLine = wholeLine(of: value, types: types, read: found.structures.map { ($0, .actual) })
        {
            whole = (expectedLine, actualLine)
        }
        if let whole, !printsAlike(whole.expected, whole.actual) {
            return ((compared.around(whole.expected), whole.actual), change.line)
        }
        guard change.isCompleteUnderCutLines else { return nil }
        if change.isPlaceless {
            // Cut as above any diff (around the difference only when they read alike).
            let compact = compactValueLines(expected, value, found: found)
            return printsAlike(compact.expected, compact.actual) ? nil : (compact, change.line)
        }
        if let focused = linesAroundDifference(found, compared, value),
            !printsAlike(focused.expected, focused.actual)
        {
            return ((compared.around(focused.expected), focused.actual), change.line)
        }
        // Two values that print alike whole (their descriptions hide the difference), with no lines
        // cut around it: the change, whole on its line, says where they differ.
        if let whole { return ((compared.around(whole.expected), whole.actual), change.line) }
        return nil
    }

    /// The compact `Expected:` and `but: was` lines that the message of `matcher` alone would show
    /// for `value` above `reason`'s diff: how `allOf` and `anyOf` show a part that fails.
    package static func compactValueLines<T>(
        of matcher: Matcher<T>, for value: T, reason: MatchResult.Reason?
    )
        -> MatchResult.Reason.ValueLines
    {
        let lines = compactValueLines(ExpectedText(matcher), value, found: reason?.content.found)
        return MatchResult.Reason.ValueLines(expected: lines.expected, actual: lines.actual)
    }

    /// `value` on one compact line under a line of a reason (a feature's `was` line) above a diff:
    /// whole when it fits, else cut around where it differs from `expected` (the value the reason's
    /// matcher compares with, if any) or around the item the reason names (`contains`), else cut
    /// from the front. `width` is ``compactWidth`` but for a line whose words before the value
    /// would push it past that (a bullet, `item 3 was …`): a line cut around the difference that
    /// does not fit it gives way to the value cut from the front.
    package static func compactValueLine(
        _ value: Any, against expected: Any?, reason: MatchResult.Reason?, width: Int = compactWidth
    ) -> String {
        let found = reason?.content.found
        let line = compactLineAndWholeness(value, types: TypeFacts(knowing: found?.types), width: width)
        if line.isWhole { return line.line }
        let around =
            found?.itemLines ?? expected.map { linesAroundDifference(found, $0, value) }
            ?? found?.aroundDifference
        guard let around, width == compactWidth || fits(around.actual, in: width) else { return line.line }
        return around.actual
    }

    /// ``linesAroundDifference(_:_:_:width:)`` of the value a matcher compares with, whose words
    /// around it (`not nil and `, `is `, ` ignoring case`) take part of the `Expected:` line: an
    /// expected line that no longer fits with them is cut around the difference again, in the room
    /// they leave.
    private static func linesAroundDifference(
        _ found: MatchResult.Reason.FoundWithDiff?, _ compared: ComparedValue, _ actual: Any
    ) -> MatchResult.Reason.ValueLines? {
        guard let focused = linesAroundDifference(found, compared.value, actual) else { return nil }
        let room = compactWidth - compared.prefix.count - compared.suffix.count
        guard !fits(focused.expected, in: room),
            let narrower = linesAroundDifference(nil, compared.value, actual, width: room)
        else { return focused }
        return MatchResult.Reason.ValueLines(expected: narrower.expected, actual: focused.actual)
    }

    /// The compact lines of `expected` and `actual` cut around where they differ: the ones the diff
    /// found along its paths, or else found now. An optional `actual` whose matcher compared the
    /// value it holds (`presentAnd(equalTo(…))`, whose `expected` is no optional) is cut around
    /// where that value differs: an optional prints as the value it holds.
    /// `width` is ``compactWidth`` but for lines that share theirs with words (see
    /// ``focusedCompactLines(expected:actual:after:width:)``).
    private static func linesAroundDifference(
        _ found: MatchResult.Reason.FoundWithDiff?, _ expected: Any, _ actual: Any, width: Int = compactWidth
    ) -> MatchResult.Reason.ValueLines? {
        guard let found, found.hasLookedAroundDifference else {
            var compared = actual
            if !(expected is any WrappedOptional),
                let wrapped = (actual as? any WrappedOptional)?.wrappedValue
            {
                compared = wrapped
            }
            return focusedCompactLines(expected: expected, actual: compared, width: width)
        }
        return found.aroundDifference
    }

    /// Whether two compact value lines say nothing of what differs: they read the same, or differ
    /// only in how many elements their lists leave out (`…(198 more)` against `…(199 more)`), told
    /// by the marks of those counts.
    private static func readAlike(_ expected: MarkedText, _ actual: MarkedText) -> Bool {
        expected.text == actual.text || expected.textWithoutCounts == actual.textWithoutCounts
    }

    /// The message for a value of a matcher, or `nil` when it matches. A passing value builds no text.
    package static func failure<T>(of matcher: Matcher<T>, for value: T, label: String? = nil) -> String? {
        guard case .mismatch(let reason) = matcher.matches(value) else { return nil }
        return failure(label: label, expected: ExpectedText(matcher), actual: .value(value), reason: reason)
    }

    /// Indents every line but the first; blank lines stay empty (no trailing spaces in a CI log).
    ///
    /// ```swift
    /// MessageLayout.indentingContinuationLines(of: "was [\n  1\n]", by: 4)
    /// ```
    ///
    /// returns `"was [\n      1\n    ]"`: the first line stays where the caller puts it.
    public static func indentingContinuationLines(of text: String, by width: Int) -> String {
        var result = ""
        append(
            text, indentingContinuationLinesWith: String(repeating: " ", count: max(width, 0)), to: &result)
        return result
    }

    /// Appends `text` to `message` with every line but the first indented by `padding`, as
    /// ``indentingContinuationLines(of:by:)`` returns it, without building it apart first. A line
    /// starts after every line feed but the one of a `\r\n` (one Character). (Read as scalars,
    /// which an unoptimized build walks several times faster than the UTF-8 view.)
    private static func append(
        _ text: String, indentingContinuationLinesWith padding: String, to message: inout String
    ) {
        // A text of one line (the usual value) is appended whole. (Told apart first, in a function
        // of its own: an unoptimized build zeroes the slot of every local a function has on entry.)
        if hasLineFeed(text) {
            appendLines(text, indentingContinuationLinesWith: padding, to: &message)
        } else {
            message += text
        }
    }

    /// Whether `text` holds a line feed. (Not `hasLineBreak`, the eight-bytes-at-a-time scan for
    /// long strings: in an unoptimized build it costs a short value about 0.8 K instructions more.)
    private static func hasLineFeed(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar == "\n" { return true }
        return false
    }

    /// ``append(_:indentingContinuationLinesWith:to:)`` for a text with a line feed.
    private static func appendLines(
        _ text: String, indentingContinuationLinesWith padding: String, to message: inout String
    ) {
        var lineStart = text.startIndex
        var offset = 0
        var previous: Unicode.Scalar = "\0"
        for scalar in text.unicodeScalars {
            offset += UTF8.width(scalar)
            if scalar == "\n" && previous != "\r" {
                let start = text.utf8.index(text.startIndex, offsetBy: offset)
                message += text[lineStart..<start]
                // A blank line gets no padding.
                if start < text.endIndex && text.utf8[start] != UInt8(ascii: "\n") {
                    message += padding
                }
                lineStart = start
            }
            previous = scalar
        }
        message += text[lineStart...]
    }

    /// Indents every line of a text, blank lines excepted.
    ///
    /// ```swift
    /// MessageLayout.indenting("first\nsecond", by: 2)
    /// ```
    ///
    /// returns `"  first\n  second"`.
    public static func indenting(_ text: String, by width: Int) -> String {
        String(repeating: " ", count: width) + indentingContinuationLines(of: text, by: width)
    }

    /// A bulleted list item: `- <text>`, continuation lines aligned under the text.
    ///
    /// ```swift
    /// MessageLayout.bullet("all of:\n  - a value greater than 0")
    /// ```
    ///
    /// returns `"- all of:\n    - a value greater than 0"`.
    public static func bullet(_ text: String) -> String {
        "- " + indentingContinuationLines(of: text, by: 2)
    }

    /// A list item for a part that failed: its description, then `but: <reason>` under it when
    /// there is a reason.
    ///
    /// ```swift
    /// MessageLayout.failedItem("has count 3", reason: "count was 2")
    /// ```
    ///
    /// returns `"has count 3\nbut: count was 2"`; with a `nil` or empty reason, the description alone.
    /// Above a reason that shows a diff, the description is compact (one short line a line).
    public static func failedItem(_ description: String, reason: MatchResult.Reason?) -> String {
        guard let reason, !reason.isEmpty else { return description }
        // A diff explains the difference: the description only says what was expected, compactly.
        let shown = reason.compactsValueLines ? compactDescription(description) : description
        return shown + "\n" + "but: " + indentingContinuationLines(of: reason.content.nestedText, by: 5)
    }

    /// A heading followed by an indented bulleted list, each item's continuation lines aligned.
    ///
    /// ```swift
    /// MessageLayout.list("failed 1 of 2:", [MessageLayout.failedItem("has count 3", reason: "count was 2")])
    /// ```
    ///
    /// returns
    ///
    /// ```
    /// failed 1 of 2:
    ///   - has count 3
    ///     but: count was 2
    /// ```
    public static func list(_ heading: String, _ items: [String]) -> String {
        ([heading] + items.map { indenting(bullet($0), by: 2) }).joined(separator: "\n")
    }

    /// Keeps at most ``MessageLimits/maxReportedItems`` items, then counts the rest: `…(7 more)`.
    ///
    /// ```swift
    /// MessageLayout.list("failed 30 of 30:", MessageLayout.capped(items))
    /// ```
    ///
    /// lists the first 10 items (with the default limits), then `- …(20 more)`. Pass `total` when
    /// `items` holds only the first of more items.
    public static func capped(_ items: [String], total: Int? = nil) -> [String] {
        capped(items.map { MatchResult.Reason.Content.text($0) }, total: total).map(\.text)
    }
}

/// What an `Expected:` line shows, built only when the message is laid out: the description in
/// full, or compactly when a diff follows (see "Compact value lines" in Docs/MessageFormat.md). A
/// matcher can build its compact line without its full description: `equalTo` renders only the
/// start of its value.
@usableFromInline
package struct ExpectedText {
    /// Where the text comes from: a description built already, or a matcher's core, asked only
    /// for the form the message needs.
    private enum Source {
        case built(String)
        case matcher(any DescribingCore)
    }

    private let source: Source

    /// A description built already.
    @usableFromInline
    package init(_ description: String) {
        source = .built(description)
    }

    /// A matcher's description, built in the form asked for.
    @usableFromInline
    package init<T>(_ matcher: Matcher<T>) {
        source = .matcher(matcher.core)
    }

    /// The full description.
    var full: String {
        switch source {
        case .built(let description): description
        case .matcher(let core): core.describe()
        }
    }

    /// The value the matcher compares with (`equalTo`'s, with or without options), whose
    /// explanation is the diff of that value and the actual one, and what a compact `Expected:`
    /// line ends with after that value, once it is cut around what differs (the options of
    /// `equalTo(_:ignoring:within:comparing:)`); `nil` for other matchers. Asked only above a diff.
    var compared: ComparedValue? {
        guard case .matcher(let core) = source else { return nil }
        return core.comparedValue
    }

    /// The compact description with the matcher's list of item matchers replaced by `list`, cut
    /// around the first item that differs; `nil` unless the matcher matches a sequence item by item
    /// (`contains`, `startsWith`, `endsWith`).
    func compact(listCutAround list: String) -> String? {
        guard case .matcher(let core) = source else { return nil }
        return core.describeCompactly(listCutAround: list)
    }

    /// The compact description with the parts of `allOf` or `anyOf` named by position in `lines`
    /// described by those lines; `nil` unless the matcher is such a combination.
    func compact(partsCutAround lines: [Int: String]) -> String? {
        guard case .matcher(let core) = source else { return nil }
        return core.describeCompactly(partsCutAround: lines)
    }

    /// The compact description, given `types` (what the message has learned about types so far):
    /// the `compared` value alone is cut like the actual one (its suffix follows it, once cut),
    /// rendered from what the diff `read` of it when that is given.
    func compact(
        types: TypeFacts, compared: ComparedValue?, read: ReadStructures? = nil
    ) -> MarkedText {
        switch source {
        case .built(let description):
            return MessageLayout.compactDescription(MarkedText(plain: description))
        case .matcher(let core):
            guard let compared else { return core.describeCompactly(types: types) }
            return MessageLayout.markedCompactRendering(
                compared.value, types: types, read: read.map { ($0, .expected) })
        }
    }
}
