/// The outcome of applying a ``Matcher`` to a value.
///
/// ```swift
/// switch equalTo(3).matches(4) {
/// case .match: print("passed")
/// case .mismatch(let reason): print(reason?.description ?? "no extra reason")  // prints "no extra reason"
/// }
/// ```
///
/// A mismatch's reason is reported under the actual value, so
/// `.mismatch("count was 2")` prints:
///
/// ```
/// Expected: a collection with count 3
///      but: was [1, 2]
///           count was 2
/// ```
public enum MatchResult: Sendable, Equatable {
    /// The value satisfies the matcher.
    ///
    /// ```swift
    /// equalTo(3).matches(3) == .match
    /// ```
    ///
    /// A match prints nothing.
    case match

    /// The value does not satisfy the matcher; the text, when present, explains why.
    ///
    /// ```swift
    /// Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("remainder was 1") }
    /// ```
    ///
    /// `nil` means the actual value says it all: `but: was 3`. A text adds a line under it:
    /// `but: was 3` / `remainder was 1`. A string literal or interpolation is a ``Reason``; the
    /// catalog's reasons also carry their structure (a diff, a list of failed parts).
    case mismatch(Reason?)

    /// A mismatch whose reason is a text built at run time.
    ///
    /// ```swift
    /// let why = "remainder was " + String(value % 2)
    /// return .mismatch(why)
    /// ```
    ///
    /// The text is printed under the actual value: `but: was 3` / `remainder was 1`.
    @inlinable
    public static func mismatch(_ text: String) -> MatchResult {
        .mismatch(Reason(text))
    }

    /// A mismatch whose reason is an optional text, as SwiftHamcrest's matchers pass theirs on;
    /// `nil` means no reason, as `.mismatch(nil)` does.
    ///
    /// ```swift
    /// let mismatchDescription: String? = value % 2 == 0 ? nil : "remainder was 1"
    /// return .mismatch(mismatchDescription)
    /// ```
    ///
    /// A text is printed under the actual value: `but: was 3` / `remainder was 1`; `nil` prints
    /// `but: was 3` alone.
    @_disfavoredOverload
    @inlinable
    public static func mismatch(_ text: String?) -> MatchResult {
        // Disfavored so that every other call keeps its meaning and its cost: `.mismatch(nil)` stays
        // the case (with a `String?` it would be ambiguous), a literal, an interpolation or a
        // `String` takes the overload above, a `Reason` the case, and the solver tries this one
        // only when nothing else fits.
        .mismatch(text.map { Reason($0) })
    }

    /// Whether this result is ``match``.
    ///
    /// ```swift
    /// greaterThan(2).matches(3).isMatch  // true
    /// ```
    ///
    /// A property; it prints no failure message.
    @inlinable
    public var isMatch: Bool {
        if case .match = self { return true }
        return false
    }
}
