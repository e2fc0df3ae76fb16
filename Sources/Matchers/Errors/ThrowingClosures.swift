// What the matchers over throwing closures share: running the closure once, and saying what it did.
//
// A closure cannot be rendered (`(Function)` says nothing), so these matchers always explain a
// mismatch, and `MessageLayout` prints that explanation on the `but:` line in place of
// `was <value>`: `but: threw ParseError.empty`, `but: returned 42`, `but: did not throw`.

/// Renders a thrown error with its type, so that `.empty` reads `ParseError.empty`.
///
/// Enum cases get their type in front (`ParseError.badDigit("x")`), structures and classes already
/// start with it (`ValidationError(field: "email")`), and errors that describe themselves keep
/// their text after the type: `FileError: no such file`.
package func renderError(_ error: any Error) -> String {
    let typeName = displayName(of: type(of: error))
    let rendering = renderValue(error)
    if rendering.hasPrefix(".") { return typeName + rendering }
    // Only a rendering that starts with the type's name *as a name* already shows it:
    // `Net` describing itself as `Network down` prints `Net: Network down`.
    if rendering.hasPrefix(typeName) {
        let next = rendering.dropFirst(typeName.count).first
        if next == nil || next == "(" || next == "." || next == ":" { return rendering }
    }
    return typeName + ": " + rendering
}

/// What a closure that did not throw produced, for the `but:` line: `returned 42`, or
/// `did not throw` when it returns nothing.
package func describeReturn<R>(_ result: R) -> String {
    R.self == Void.self ? "did not throw" : "returned " + renderValue(result)
}

/// What a closure that threw produced, for the `but:` line: `threw ParseError.empty`.
package func describeThrow(_ error: any Error) -> String {
    "threw " + renderError(error)
}

/// Whether `type` is a function type such as `() throws -> Int` or `@Sendable (Int) -> Void`.
///
/// Read from the type's name, which runs no user code (no `description`, no custom mirror): a
/// function type's name is its attributes (`@Sendable`, `@convention(c)`), its parameters in
/// parentheses, then a space before its effects or its arrow. A tuple's name ends at its closing
/// parenthesis, `((Int) -> Int, Int)`; a metatype's goes on with `.Type`; an optional or an array
/// of functions starts with `Optional<` or `Array<`.
///
/// A function type conforms to no protocol and is no class, so most types (every one that is
/// `Equatable` or describes itself) are answered by a cast, without building their name: this
/// runs for every failure message, where a name costs about a microsecond.
package func isFunctionType(_ type: Any.Type) -> Bool {
    // The commonest values (`Int`, `String`, `Double`, `Bool`) are told by their type alone.
    if TypeInfo.common(type) != nil { return false }
    if type is any Equatable.Type || type is any CustomStringConvertible.Type
        || type is any CustomDebugStringConvertible.Type || type is AnyObject.Type
    {
        return false
    }
    let name = String(describing: type)
    guard name.hasPrefix("(") || name.hasPrefix("@") else { return false }
    let words = name.split(separator: " ", omittingEmptySubsequences: false)
    let signature = words.drop(while: { $0.hasPrefix("@") }).joined(separator: " ")
    guard signature.first == "(" else { return false }
    var depth = 0
    for index in signature.indices {
        switch signature[index] {
        case "(": depth += 1
        case ")": depth -= 1
        default: continue
        }
        if depth == 0 {
            return signature[signature.index(after: index)...].hasPrefix(" ")
        }
    }
    return false
}
