/// The fixed sizes of diffs in failure messages (documented in Docs/MessageFormat.md).
///
/// How many changed lines or elements a diff lists is ``MessageLimits/maxReportedItems``; these
/// constants shape the rest, so that a diff stays a few kilobytes whatever the input.
internal enum DiffLimits {
    /// Strings longer than this (in characters) get a context window with a caret under their
    /// first difference; shorter ones only say where it is.
    static let shortStringLength = 40
    /// Characters of context shown on each side of the caret.
    static let windowContext = 30
    /// Unchanged lines or elements shown on each side of a change; longer unchanged runs fold.
    static let contextLines = 2
    /// The most characters of one line or element shown in a diff.
    static let lineWidth = 100

    /// Whether an element's diff line shows it whole: a line cut short is longer than this, and
    /// a string is cut around its difference only past it.
    static func showsWhole(_ line: String) -> Bool {
        MessageLayout.fits(line, in: lineWidth - windowContext)
    }
    /// The most UTF-8 bytes of one escaped fragment (a diff line, one side of a caret window): a
    /// Character can be any number of scalars, so columns alone do not bound a line's size.
    static let fragmentBytes = 400
    /// The most removed plus inserted elements the Myers search looks for before it gives up.
    static let maxEditDistance = 1_000
    /// The most element comparisons the Myers search makes before it gives up.
    static let comparisonBudget = 2_000_000
    /// How deep the structural diff follows the one path along which two values differ, past
    /// ``MessageLimits/maxDepth`` (where its tree stops opening), to the value that changed.
    static let followedDepth = 64
    /// The most elements the structural diff pairs with an equal element in the other array to
    /// find that an array holds the same elements in another order (pairing costs up to the
    /// square of this in comparisons).
    static let pairedMoves = 300
}
