/// A value whose description names only its id, so that two values that differ in their note print
/// alike: the model of the "Values that print alike" tests (see Docs/MessageFormat.md).
public struct Tagged: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What the description shows.
    public var id: Int
    /// What the description hides.
    public var note: String

    /// `Tagged #1`.
    public var description: String { "Tagged #\(id)" }

    /// A value with the id and note given.
    public init(id: Int, note: String) {
        self.id = id
        self.note = note
    }
}
