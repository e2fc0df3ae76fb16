// How messages name types. `String(describing:)` names a private or `fileprivate` type declared in
// an optimized module with its private discriminator, `(Dog in _00BA7737C1F6B04FB1FDC1F2CA9E9860)`,
// where a debug build says `Dog`: a test run with `swift test -c release` would print (and compare)
// other messages than the same test in debug. Messages say `Dog` in both.

/// The name of `type` as messages show it: `String(describing:)` without private discriminators.
///
/// ```swift
/// displayName(of: Dog.self)  // "Dog", also for a private type in an optimized build
/// ```
@usableFromInline
package func displayName(of type: Any.Type) -> String {
    removingPrivateDiscriminators(String(describing: type))
}

/// `name` with each `(Name in _0123…)` (a private discriminator: `_` and hexadecimal digits) written
/// as `Name`; anything else is kept as it is.
internal func removingPrivateDiscriminators(_ name: String) -> String {
    // `String.contains(_: String)` needs macOS 13 / iOS 16 without Foundation: a discriminator
    // always comes after an opening parenthesis. (Looked for in the UTF-8 bytes: a search by
    // Characters costs as much as the rest of a short name's rewriting.)
    guard name.utf8.contains(UInt8(ascii: "(")) else { return name }
    // Every piece after the first follows an opening parenthesis.
    let pieces = name.split(separator: "(", omittingEmptySubsequences: false)
    return String(pieces[0]) + pieces.dropFirst().map { withoutDiscriminator($0) ?? "(" + $0 }.joined()
}

/// What follows an opening parenthesis, with its `Name in _HEX)` written as `Name`; `nil` if it
/// does not start with one.
private func withoutDiscriminator(_ piece: Substring) -> String? {
    // A name holds no parentheses or spaces; `Outer.Inner` and generic arguments it may.
    let name = piece.prefix { $0 != " " }
    guard !name.isEmpty, !name.contains(")") else { return nil }
    let rest = piece[name.endIndex...]
    guard rest.hasPrefix(" in _") else { return nil }
    let digits = rest.dropFirst(5).prefix(while: \.isHexDigit)
    guard !digits.isEmpty, digits.endIndex < piece.endIndex, piece[digits.endIndex] == ")" else {
        return nil
    }
    return String(name) + piece[piece.index(after: digits.endIndex)...]
}
