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
    // always comes after an opening parenthesis.
    guard name.contains("(") else { return name }
    let characters = Array(name)
    var result = ""
    var index = 0
    while index < characters.count {
        if characters[index] == "(", let (inner, end) = discriminatedName(in: characters, openingAt: index) {
            result += inner
            index = end
        } else {
            result.append(characters[index])
            index += 1
        }
    }
    return result
}

/// At `start`, an opening parenthesis: if `(Name in _HEX)` follows, `Name` and the index after
/// the closing parenthesis.
private func discriminatedName(in characters: [Character], openingAt start: Int) -> (String, Int)? {
    // A name holds no parentheses or spaces; `Outer.Inner` and generic arguments it may.
    let name = characters[(start + 1)...].prefix { $0 != " " }
    guard !name.isEmpty, !name.contains("("), !name.contains(")") else { return nil }
    let rest = characters[name.endIndex...]
    guard rest.starts(with: " in _") else { return nil }
    let digits = rest.dropFirst(5).prefix(while: \.isHexDigit)
    guard !digits.isEmpty, digits.endIndex < characters.count, characters[digits.endIndex] == ")" else {
        return nil
    }
    return (String(name), digits.endIndex + 1)
}
