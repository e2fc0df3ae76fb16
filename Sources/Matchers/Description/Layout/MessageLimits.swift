/// Size limits that keep every failure message short, whatever the value.
///
/// The defaults keep a message well under 8 KB even for a million-element collection.
/// Change them for a scope with the task-local ``current``:
///
/// ```swift
/// MessageLimits.$current.withValue(MessageLimits(maxValueLength: 200)) {
///     assertThat(hugeArray, equalTo(expected))
/// }
/// ```
///
/// A value cut at the limit ends with the marker `…(truncated)`; a collection cut short says how many
/// elements it left out: `[1, 2, 3, …(997 more)]`.
///
/// - Parameters:
///   - maxValueLength: How many characters a rendered value may have before it is cut with
///     `…(truncated)` (at least 16).
///   - maxDepth: How deeply nested values are rendered before `…` stands for the rest (at least 1).
///   - maxReportedItems: How many items, differences or failed parts a message lists before
///     `…(N more)` (at least 1).
public struct MessageLimits: Sendable, Equatable {
    /// The most UTF-8 bytes one rendered value may take, marker included (default 1,000).
    ///
    /// ```swift
    /// MessageLimits(maxValueLength: 200)
    /// ```
    ///
    /// A longer rendering is cut and ends with `…(truncated)`. Bytes, not Characters, are counted:
    /// one Character can be a million scalars. Values below 16 count as 16.
    public var maxValueLength: Int {
        didSet { maxValueLength = max(maxValueLength, Self.smallestValueLength) }
    }

    /// How deep nested values are rendered before `…` stands in for the rest (default 8).
    ///
    /// ```swift
    /// MessageLimits(maxDepth: 3)
    /// ```
    ///
    /// A value nested deeper prints as `…`. Values below 1 count as 1.
    public var maxDepth: Int {
        didSet { maxDepth = max(maxDepth, 1) }
    }

    /// How many failing items, unmatched matchers or diff lines one message lists (default 10).
    ///
    /// ```swift
    /// MessageLimits(maxReportedItems: 3)
    /// ```
    ///
    /// Items past the limit are counted on one line: `…(7 more)`. Values below 1 count as 1.
    public var maxReportedItems: Int {
        didSet { maxReportedItems = max(maxReportedItems, 1) }
    }

    /// Creates limits; every argument has the documented default.
    ///
    /// ```swift
    /// let terse = MessageLimits(maxValueLength: 120, maxDepth: 4, maxReportedItems: 3)
    /// ```
    ///
    /// Limits print nothing themselves; they shape the messages of every matcher.
    public init(maxValueLength: Int = 1_000, maxDepth: Int = 8, maxReportedItems: Int = 10) {
        self.maxValueLength = max(maxValueLength, Self.smallestValueLength)
        self.maxDepth = max(maxDepth, 1)
        self.maxReportedItems = max(maxReportedItems, 1)
    }

    /// The least ``maxValueLength`` can be: a rendering this short is never cut.
    static var smallestValueLength: Int { 16 }

    /// The limits in force for the current task; bind a new value with `$current.withValue`.
    ///
    /// ```swift
    /// MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 3)) { /* assertions */ }
    /// ```
    ///
    /// Defaults: 1,000 bytes a value, depth 8, 10 reported items.
    @TaskLocal public static var current = MessageLimits()
}
