/// A type that chooses how its values appear in failure messages: as its own text, or as the
/// labelled children the structural diff compares, in place of its stored properties.
///
/// For a type whose mirror is noise (a cache, a handle, a view model holding closures):
///
/// ```swift
/// struct Credentials: Equatable, MessageRepresentable {
///     var user: String
///     var token: String
///     var onExpiry: @Sendable () -> Void = {}
///     static func == (a: Credentials, b: Credentials) -> Bool { a.user == b.user && a.token == b.token }
///     var messageRepresentation: MessageRepresentation {
///         .children(["user": user, "token": token])
///     }
/// }
/// assertThat(Credentials(user: "ana", token: "t2"), equalTo(Credentials(user: "ana", token: "t1")))
/// ```
///
/// prints
///
/// ```
/// Expected: Credentials(user: "ana", token: "t1")
///      but: was Credentials(user: "ana", token: "t2")
///           differs at token: expected "t1", found "t2"
/// ```
///
/// Only a failing check asks for the representation; `==` alone decides the verdict.
public protocol MessageRepresentable {
    /// How this value appears in a failure message: ``MessageRepresentation/text(_:)`` or
    /// ``MessageRepresentation/children(_:)``.
    ///
    /// ```swift
    /// var messageRepresentation: MessageRepresentation { .text("Handle #\(id)") }
    /// ```
    ///
    /// With `.text`, `equalTo` on two handles prints `Expected: Handle #1` / `but: was Handle #2`.
    var messageRepresentation: MessageRepresentation { get }

    /// Why this value, the actual one, differs from `expected`, in words written under the two
    /// values; `nil` (the default) when the two renderings say it all.
    ///
    /// ```swift
    /// func messageDifference(fromExpected expected: Handle) -> String? {
    ///     expected.id == id ? "the same handle number, another buffer" : nil
    /// }
    /// ```
    ///
    /// `equalTo(Handle(id: 1, buffer: [1]))` on `Handle(id: 1, buffer: [2])` prints
    /// `Expected: Handle #1` / `     but: was Handle #1` / `          the same handle number, another buffer`.
    /// Inside a diff, the words go under the `-` / `+` pair of the field. Only a failing check asks.
    func messageDifference(fromExpected expected: Self) -> String?
}

extension MessageRepresentable {
    /// No words of the type's own: the renderings, and the diff beneath them, tell two values apart.
    ///
    /// ```swift
    /// struct Handle: Equatable, MessageRepresentable {
    ///     var id: Int
    ///     var messageRepresentation: MessageRepresentation { .text("Handle #\(id)") }
    /// }
    /// ```
    ///
    /// `equalTo(Handle(id: 1))` on `Handle(id: 2)` prints `Expected: Handle #1` / `     but: was Handle #2`.
    public func messageDifference(fromExpected expected: Self) -> String? { nil }
}

/// What a ``MessageRepresentable`` value shows: its text, or its labelled children.
///
/// ```swift
/// MessageRepresentation.children(["id": 7, "state": "open"])  // Ticket(id: 7, state: "open")
/// MessageRepresentation.text("Ticket #7")                       // Ticket #7
/// ```
///
/// In a failing `equalTo`, children are diffed by label as stored properties are; a text is
/// printed as it is, like a `description`, and marked as a whole when it changes.
public struct MessageRepresentation {
    internal enum Form {
        case text(String)
        case children(KeyValuePairs<String, Any>)
    }

    internal let form: Form

    private init(_ form: Form) {
        self.form = form
    }

    /// The value as this text, printed like a `description`: without quotes, with white space at
    /// its ends and invisible scalars spelled out (`Handle #1\u{20}`).
    ///
    /// ```swift
    /// var messageRepresentation: MessageRepresentation { .text("Handle #\(id)") }
    /// ```
    ///
    /// `equalTo` prints `Expected: Handle #1` / `     but: was Handle #2`.
    public static func text(_ text: String) -> MessageRepresentation {
        MessageRepresentation(.text(text))
    }

    /// The value as these labelled children, rendered `Type(label: value, …)` and diffed by label,
    /// in the order given.
    ///
    /// ```swift
    /// var messageRepresentation: MessageRepresentation { .children(["user": user, "token": token]) }
    /// ```
    ///
    /// A failing `equalTo` names the children that differ: `differs at token: expected "t1", found
    /// "t2"`.
    public static func children(_ children: KeyValuePairs<String, Any>) -> MessageRepresentation {
        MessageRepresentation(.children(children))
    }
}

/// How the renderer and the structural diff see a ``MessageRepresentable`` value: its text, or a
/// mirror of a struct holding its children.
internal enum RepresentedValue {
    case text(String)
    case children(Mirror)

    /// `value`'s representation; `value` is ``MessageRepresentable`` (its type's plan says so).
    init(_ value: Any) {
        guard let represented = value as? any MessageRepresentable else {
            self = .text(String(describing: value))
            return
        }
        switch represented.messageRepresentation.form {
        case .text(let text):
            self = .text(text)
        case .children(let children):
            let labelled = children.map { (label: Optional($0.key), value: $0.value) }
            self = .children(Mirror(value, children: labelled, displayStyle: .struct))
        }
    }
}

/// The words a ``MessageRepresentable`` value gives for how it differs from `expected`; `nil` when
/// `actual` is not one, `expected` is of another type, or the type has no words for the pair.
internal func representedDifference(actual: Any, expected: Any) -> String? {
    guard let actual = actual as? any MessageRepresentable else { return nil }
    return wordsOfDifference(actual, fromExpected: expected)
}

private func wordsOfDifference<Value: MessageRepresentable>(_ actual: Value, fromExpected expected: Any)
    -> String?
{
    (expected as? Value).flatMap { actual.messageDifference(fromExpected: $0) }
}
