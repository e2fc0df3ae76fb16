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
    let typeName = String(describing: type(of: error))
    let rendering = renderValue(error)
    if rendering.hasPrefix(".") { return typeName + rendering }
    if rendering.hasPrefix(typeName) { return rendering }
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
/// Decided from the type's name, so that no user code (a `description`, a custom mirror) runs: the
/// name is a function type when, after any attributes, a parenthesised parameter list is followed
/// by effects and an arrow. Tuples (`((Int) -> Int, Int)`) and metatypes (`(() -> Int).Type`) are
/// not functions.
package func isFunctionType(_ type: Any.Type) -> Bool {
    // Printing a type's name costs ~600 ns and this runs for every reported value. The metadata
    // kind, the first word of a type's metadata in the Swift ABI, answers at once: 0x302 is a
    // function. Class metadata on Apple platforms starts with an isa pointer instead, which is
    // never 0x302; any other kind is not a function either.
    let metadataKind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    guard metadataKind == 0x302 else { return false }
    var name = Substring(String(describing: type))
    while name.hasPrefix("@") {
        guard let space = name.firstIndex(of: " ") else { return false }
        name = name[name.index(after: space)...]
    }
    guard name.first == "(" else { return false }
    var depth = 0
    for index in name.indices {
        switch name[index] {
        case "(":
            depth += 1
        case ")":
            depth -= 1
            if depth == 0 {
                let rest = name[name.index(after: index)...]
                return rest.hasPrefix(" ") && rest.contains("->")
            }
        default:
            break
        }
    }
    return false
}
