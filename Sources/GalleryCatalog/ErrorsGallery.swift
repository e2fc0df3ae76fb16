import Matchers

private enum ParseError: Error, Equatable {
    case empty
    case badDigit(Character)
}

private enum NetworkError: Error {
    case offline
}

private struct PositionedError: Error {
    var offset: Int
}

private func parse(_ text: String) throws -> Int {
    guard let first = text.first else { throw ParseError.empty }
    guard let number = Int(text) else { throw ParseError.badDigit(first) }
    return number
}

private func fetch() throws -> Int {
    throw NetworkError.offline
}

private func evaluate(_ expression: String) throws -> Int {
    throw PositionedError(offset: expression.count)
}

private func save() throws {}

func errorsGallery() -> GallerySection {
    GallerySection(
        "Errors",
        [
            GalleryEntry(
                #"assertThat({ try parse("42") }, throwsError())"#, { try parse("42") }, throwsError()),
            GalleryEntry("assertThat({ try save() }, throwsError())", { try save() }, throwsError()),
            GalleryEntry(
                #"assertThat({ try parse("x") }, throwsError(ParseError.empty))"#, { try parse("x") },
                throwsError(ParseError.empty)),
            GalleryEntry(
                "assertThat({ try fetch() }, throwsError(ofType: ParseError.self))", { try fetch() },
                throwsError(ofType: ParseError.self)),
            GalleryEntry(
                #"assertThat({ try evaluate("1+") }, throwsError(ofType: PositionedError.self, matching: has(\.offset, equalTo(1))))"#,
                { try evaluate("1+") },
                throwsError(ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))),
            GalleryEntry(
                #"assertThat({ try parse("") }, throwsError(matching: instanceOf(NetworkError.self)))"#,
                { try parse("") }, throwsError(matching: instanceOf(NetworkError.self))),
            GalleryEntry(
                #"assertThat({ try parse("x") }, doesNotThrow())"#, { try parse("x") }, doesNotThrow()),
            GalleryEntry(
                #"assertThat(try parse("x"), equalTo(42))"#,
                message: MessageLayout.failure(
                    expected: equalTo(42).description, actual: .thrown(ParseError.badDigit("x")), reason: nil)
            ),
        ])
}
