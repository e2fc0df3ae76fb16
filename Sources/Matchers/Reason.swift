extension MatchResult {
    /// Why a value does not satisfy a matcher: the text printed under the actual value, with its
    /// structure (plain text, a diff, a list of failed parts) kept as a value.
    ///
    /// ```swift
    /// Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("remainder was \\($0 % 2)") }
    /// ```
    ///
    /// prints `Expected: an even number`, `     but: was 3` and, under that, `remainder was 1`.
    /// Write a reason as a string literal, an interpolation, or ``init(_:)``; the catalog's
    /// matchers build theirs from parts, so that the message layout knows, without reading the
    /// text, when a reason shows a diff (the value lines above a diff are compact; see "Compact
    /// value lines" in Docs/MessageFormat.md). Two reasons are equal when they read the same.
    public struct Reason: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// What the reason is made of.
        package let content: Content

        /// A reason made of parts.
        package init(_ content: Content) {
            self.content = content
        }

        /// A reason that is plain text.
        ///
        /// ```swift
        /// MatchResult.Reason("count was " + String(items.count))
        /// ```
        ///
        /// It prints as it is, under the actual value: `count was 2`.
        public init(_ text: String) {
            content = .text(text)
        }

        /// A reason written as a string literal: `.mismatch("count was 2")`.
        ///
        /// ```swift
        /// let reason: MatchResult.Reason = "count was 2"
        /// ```
        ///
        /// It prints as it is: `count was 2`.
        public init(stringLiteral text: String) {
            content = .text(text)
        }

        /// A reason written as an interpolation: `.mismatch("count was \\(items.count)")`.
        ///
        /// ```swift
        /// let reason: MatchResult.Reason = "count was \\(2)"
        /// ```
        ///
        /// It prints the interpolated text: `count was 2`.
        public init(stringInterpolation: DefaultStringInterpolation) {
            content = .text(String(stringInterpolation: stringInterpolation))
        }

        /// The reason as it is printed under the actual value, before the layout indents it.
        ///
        /// ```swift
        /// hasCount(3).matches([1, 2])  // .mismatch("count was 2"); its description is "count was 2"
        /// ```
        ///
        /// A property; it prints nothing by itself.
        public var description: String {
            content.text
        }

        /// Whether the reason has no text.
        package var isEmpty: Bool {
            content.isEmpty
        }

        /// Whether the reason shows a diff (at any depth).
        package var showsDifference: Bool {
            content.showsDifference
        }

        /// Whether the value lines above the reason are compact (see "Compact value lines" in
        /// Docs/MessageFormat.md): it shows a diff, or says the matcher cannot be used as written.
        package var compactsValueLines: Bool {
            content.compactsValueLines
        }

        /// Two reasons are equal when they read the same.
        public static func == (lhs: Reason, rhs: Reason) -> Bool {
            lhs.description == rhs.description
        }

        /// Hashes the text, as `==` compares it.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
        }
    }
}

extension MatchResult.Reason {
    /// The `Expected:` and `but: was` lines of two values cut around where they differ.
    package struct ValueLines: Sendable {
        package let expected: String
        package let actual: String
    }

    /// What an explanation found and read of `equalTo`'s two values along with its diff, for the
    /// message's `Expected:` / `but: was` lines.
    package struct FoundWithDiff: Sendable {
        /// The compact value lines cut around what the diff shows differs
        /// (``focusedCompactLines(expected:actual:after:)``): the message shows them when its own
        /// compact lines read the same; `nil` when none fit, or when the diff did not look for
        /// them (``hasLookedAroundDifference``).
        let aroundDifference: ValueLines?
        /// What the explanation decided about the values' types, which the message's own compact
        /// lines start from.
        let types: DecidedTypes
        /// Whether the diff looked for ``aroundDifference`` along its paths (a structural diff
        /// does); an element diff leaves them to the message, which finds them when it needs them.
        var hasLookedAroundDifference = true
        /// What the structural diff read of the two values, which the compact lines render from.
        var structures: ReadStructures? = nil
        /// The message's own compact lines, when the explanation rendered them already (two values
        /// shown by their descriptions, which it read to see that they print alike).
        var compactLines: ValueLines? = nil
        /// The diff in one line when its one change is a value marked whole, or an element only
        /// one side has, with nothing written beneath it (`differs at meal: expected nil, found
        /// "kosher"`): the message says it instead of the diff when its value lines show the
        /// change.
        var singleChange: SingleChange? = nil
        /// Whether the two values print alike at the root (their descriptions hide the
        /// difference): no lines cut around the difference can tell them apart.
        var valuesPrintAlike = false
        /// How many places a structural diff found changed (those past its limits too), or one for
        /// an element or line diff of one change, which tells how near two values are (see
        /// `nearest(among:to:diffsLeft:reason:)`); `nil` for other diffs.
        var changeCount: Int? = nil
        /// The value lines of a sequence matched item by item (`contains`, `startsWith`,
        /// `endsWith`, `pointwise`) cut around the first item that differs, the expected list without the
        /// matcher's phrase: the message shows them when its own lines do not both show whole.
        var itemLines: ValueLines? = nil
        /// The value lines of an `allOf` or an `anyOf` whose failing parts were cut as their own
        /// messages cut them (around where a part's value differs from the actual one): each such
        /// part's compact description by its position among the parts, and the actual line as the
        /// first of them cuts it around a difference (`nil` when none does). For a matcher around
        /// another (`has`), the inner matcher's line for the feature, at position 0.
        var partLines: (expected: [Int: String], actual: String?)? = nil
    }

    /// A diff's one change on one line, and whether the line says it completely under value lines
    /// cut around the difference (``FoundWithDiff/aroundDifference``): they show a replaced
    /// value's two sides whole, or the line shows an inserted or removed element whole.
    package struct SingleChange: Sendable {
        /// `differs at meal: expected nil, found "kosher"`, `differs at index 2: removed 3`.
        let line: String
        let isCompleteUnderCutLines: Bool
        /// Whether the change names no place (an element of a set, an entry of a dictionary that
        /// only one side has): the value lines need not be cut around it, and the message keeps its
        /// own compact lines.
        var isPlaceless = false
        /// Whether the change lies inside a child of the value (a grid's cell, `[2][30]`), not at
        /// one of its children or fields.
        var isInsideAChild = false
    }

    /// The parts a reason is made of; the message layout turns them into text (see
    /// `Layout/ReasonLayout.swift`).
    package indirect enum Content: Sendable {
        /// Plain text, possibly of several lines.
        case text(String)
        /// A diff, its `differs at …` header first.
        case difference(String)
        /// Parts one under another; empty parts take no line.
        case lines([Content])
        /// A part with every line indented by `width` spaces.
        case indented(Content, by: Int)
        /// A part after a label on its first line, its other lines aligned under the part's start:
        /// `but: count was 2`.
        case labelled(String, Content)
        /// A part that failed: its description, then `but: <reason>` under it (see
        /// `MessageLayout.failedItem`).
        case failedItem(description: String, reason: MatchResult.Reason?)
        /// A heading and a bulleted list (see `MessageLayout.list`).
        case list(heading: String, items: [Content])
        /// A diff, with what the explanation found and read of the two values along with it (see
        /// ``FoundWithDiff``), which the message's value lines use instead of reading them again.
        case focused(Content, found: FoundWithDiff)
        /// Text that says the matcher cannot be used as written (a key path through a computed
        /// property, a pattern that does not compile): the values are beside the point, so the
        /// value lines above it are compact, as above a diff.
        case aboutTheMatcher(String)
    }
}
