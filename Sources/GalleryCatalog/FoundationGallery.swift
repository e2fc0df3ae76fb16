import Matchers

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type whose stored properties are noise in a message (a closure): it gives the children to diff.
struct Credentials: Equatable, MessageRepresentable {
    var user: String
    var token: String
    var onExpiry: @Sendable () -> Void = {}

    static func == (a: Credentials, b: Credentials) -> Bool { a.user == b.user && a.token == b.token }

    var messageRepresentation: MessageRepresentation { .children(["user": user, "token": token]) }
}

/// A type that gives its own text.
struct Handle: Equatable, MessageRepresentable {
    var id: Int
    var buffer: [UInt8] = []

    var messageRepresentation: MessageRepresentation { .text("Handle #\(id)") }
}

func foundationGallery() -> GallerySection {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    return GallerySection(
        "Foundation values and MessageRepresentable",
        [
            GalleryEntry(
                "assertThat(Data([1, 2, 3, 5]), equalTo(Data([1, 2, 3, 4])))", Data([1, 2, 3, 5]),
                equalTo(Data([1, 2, 3, 4]))),
            GalleryEntry(
                ##"assertThat(Data(#"{"id":2}"#.utf8), equalTo(Data(#"{"id":1}"#.utf8)))"##,
                Data(#"{"id":2}"#.utf8), equalTo(Data(#"{"id":1}"#.utf8))),
            GalleryEntry(
                "assertThat(date.addingTimeInterval(0.25), equalTo(date))", date.addingTimeInterval(0.25),
                equalTo(date)),
            GalleryEntry(
                "assertThat(date.addingTimeInterval(-90_000), equalTo(date))",
                date.addingTimeInterval(-90_000),
                equalTo(date)),
            GalleryEntry(
                #"assertThat(URL(string: "https://example.com/api/items"), equalTo(URL(string: "https://example.com/api/items/")))"#,
                URL(string: "https://example.com/api/items"),
                equalTo(URL(string: "https://example.com/api/items/"))),
            GalleryEntry(
                #"assertThat(URL(string: "http://example.com/s?b=2&a=1"), equalTo(URL(string: "https://example.com/s?a=1&b=2")))"#,
                URL(string: "http://example.com/s?b=2&a=1"),
                equalTo(URL(string: "https://example.com/s?a=1&b=2"))),
            GalleryEntry(
                #"assertThat(Credentials(user: "ana", token: "t2"), equalTo(Credentials(user: "ana", token: "t1")))"#,
                Credentials(user: "ana", token: "t2"), equalTo(Credentials(user: "ana", token: "t1"))),
            GalleryEntry(
                "assertThat(Handle(id: 2), equalTo(Handle(id: 1)))", Handle(id: 2), equalTo(Handle(id: 1))),
        ]
    )
}
