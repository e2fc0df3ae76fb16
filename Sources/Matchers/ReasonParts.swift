// The parts the catalog builds its reasons from, for custom matchers: a reason built from them
// keeps its structure, so the message layout treats a custom matcher's failure exactly as a
// built-in one's (a diff anywhere inside makes the `Expected:` / `but: was` lines compact).

extension MatchResult.Reason {
    /// A diff written by the matcher: its first line is a header (`differs at …`), the lines after
    /// it the diff. The value lines above it are compact, as for the catalog's diffs.
    ///
    /// ```swift
    /// .mismatch(.difference("differs at pages: expected 12, found 11"))
    /// ```
    ///
    /// prints, under a compact `but: was …` line, `differs at pages: expected 12, found 11`. For
    /// the difference of two values of one type, ``describeDifference(_:_:)`` builds it.
    public static func difference(_ text: String) -> Self {
        Self(.difference(text))
    }

    /// Parts one under another; an empty part takes no line.
    ///
    /// ```swift
    /// .mismatch(.lines(["title was \"Dune\"", describeDifference(expected, actual) ?? ""]))
    /// ```
    ///
    /// prints `title was "Dune"` and, under it, the diff; with a diff among the parts the value
    /// lines are compact.
    public static func lines(_ parts: [Self]) -> Self {
        Self(.lines(parts.map(\.content)))
    }

    /// A part with every line indented by `width` spaces.
    ///
    /// ```swift
    /// .mismatch(.lines(["2 pages differ:", .indented("page 3 was blank", by: 2)]))
    /// ```
    ///
    /// prints `2 pages differ:` and, under it, `  page 3 was blank`.
    public static func indented(_ part: Self, by width: Int) -> Self {
        Self(.indented(part.content, by: max(0, width)))
    }

    /// A part after a label on its first line, its other lines aligned under the part's start.
    ///
    /// ```swift
    /// .mismatch(.labelled("title ", "was \"Dune\"\nexpected \"Emma\""))
    /// ```
    ///
    /// prints `title was "Dune"` and, under `was`, `expected "Emma"`.
    public static func labelled(_ label: String, _ part: Self) -> Self {
        Self(.labelled(label, part.content))
    }

    /// A part that failed: its description, then `but: <reason>` under it, as `allOf` lists the
    /// matchers that failed.
    ///
    /// ```swift
    /// .mismatch(.failedItem("a title of \"Emma\"", because: "was \"Dune\""))
    /// ```
    ///
    /// prints `a title of "Emma"` and, under it, `but: was "Dune"`; above a reason with a diff the
    /// description is compact.
    public static func failedItem(_ description: String, because reason: Self?) -> Self {
        Self(.failedItem(description: description, reason: reason))
    }

    /// A heading and a bulleted list of parts, cut after ``MessageLimits/maxReportedItems`` with
    /// the rest counted, as the collection matchers list items.
    ///
    /// ```swift
    /// .mismatch(.list("missing 2 of 3:", ["\"Dune\"", "\"Emma\""]))
    /// ```
    ///
    /// prints `missing 2 of 3:` and, under it, `  - "Dune"` and `  - "Emma"`.
    public static func list(_ heading: String, _ items: [Self]) -> Self {
        Self(.list(heading: heading, items: MessageLayout.capped(items.map(\.content))))
    }

    /// Text that says the matcher cannot be used as written, rather than how the value differs:
    /// the value lines above it are compact, as above a diff, since the values are beside the point.
    ///
    /// ```swift
    /// guard pageSize > 0 else {
    ///     return .mismatch(.aboutTheMatcher("the page size \(pageSize) is not positive, so no value matches"))
    /// }
    /// ```
    ///
    /// prints `the page size 0 is not positive, so no value matches` under a compact `but: was …`
    /// line (at most 100 characters).
    public static func aboutTheMatcher(_ text: String) -> Self {
        Self(.aboutTheMatcher(text))
    }

    /// Whether the reason shows a diff at any depth: the message's value lines above it are then
    /// compact (see "Compact value lines" in Docs/MessageFormat.md).
    ///
    /// ```swift
    /// MatchResult.Reason.difference("differs at pages: expected 12, found 11").includesDifference  // true
    /// ```
    ///
    /// A property; it prints nothing by itself.
    public var includesDifference: Bool {
        showsDifference
    }
}
