import Matchers

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The models of "Values that print alike": descriptions that hide what differs.
private enum Alike {
    /// A description that names only the id.
    struct Tagged: Equatable, CustomStringConvertible {
        var id: Int
        var note: String
        var description: String { "Tagged #\(id)" }
    }

    /// Compared by identity.
    final class Ref: CustomStringConvertible {
        let v: Int
        init(v: Int) { self.v = v }
        var description: String { "Ref(v: \(v))" }
    }

    struct Holder: Equatable {
        var ref: Ref
        static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.ref === rhs.ref }
    }

    /// `==` is never true.
    struct W: Equatable, CustomStringConvertible {
        var description: String { "W" }
        static func == (lhs: W, rhs: W) -> Bool { false }
    }

    struct Price: Equatable, CustomStringConvertible {
        var description: String
    }

    struct Stamp: Equatable {
        var at: Date?
    }
}

func alikeValuesGallery() -> GallerySection {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let a = Alike.Tagged(id: 1, note: "a")
    let b = Alike.Tagged(id: 1, note: "b")
    return GallerySection(
        "Values that print alike",
        [
            GalleryEntry(
                #"assertThat(Tagged(id: 1, note: "b"), equalTo(Tagged(id: 1, note: "a")))"#, b, equalTo(a)),
            GalleryEntry(
                #"assertThat([Tagged(id: 1, note: "b")], equalTo([Tagged(id: 1, note: "a")]))"#, [b],
                equalTo([a])),
            GalleryEntry(
                #"assertThat(["k": Tagged(id: 1, note: "b")], equalTo(["k": Tagged(id: 1, note: "a")]))"#,
                ["k": b],
                equalTo(["k": a])),
            GalleryEntry(
                #"assertThat(Optional(Tagged(id: 1, note: "b")), presentAnd(equalTo(Tagged(id: 1, note: "a"))))"#,
                Optional(b), presentAnd(equalTo(a))),
            GalleryEntry(
                "assertThat(Optional(date.addingTimeInterval(0.25)), equalTo(Optional(date)))",
                Optional(date.addingTimeInterval(0.25)), equalTo(Optional(date))),
            GalleryEntry(
                "assertThat(Stamp(at: date.addingTimeInterval(0.25)), equalTo(Stamp(at: date)))",
                Alike.Stamp(at: date.addingTimeInterval(0.25)), equalTo(Alike.Stamp(at: date))),
            GalleryEntry("assertThat(Double.nan, equalTo(.nan))", Double.nan, equalTo(.nan)),
            GalleryEntry(
                "assertThat([1.0, .nan], equalTo([1.0, .nan]))", [1.0, .nan], equalTo([1.0, .nan])),
            GalleryEntry(
                "assertThat(Holder(ref: Ref(v: 1)), equalTo(Holder(ref: Ref(v: 1))))",
                Alike.Holder(ref: Alike.Ref(v: 1)), equalTo(Alike.Holder(ref: Alike.Ref(v: 1)))),
            GalleryEntry("assertThat(W(), equalTo(W()))", Alike.W(), equalTo(Alike.W())),
            GalleryEntry(
                #"assertThat(Price(description: "19.99 EUR "), equalTo(Price(description: "19.99 EUR")))"#,
                Alike.Price(description: "19.99 EUR "), equalTo(Alike.Price(description: "19.99 EUR"))),
            GalleryEntry(
                #"assertThat(Price(description: "\u{397}ello"), equalTo(Price(description: "Hello")))"#,
                Alike.Price(description: "\u{397}ello"), equalTo(Alike.Price(description: "Hello"))),
            GalleryEntry(#"assertThat("\u{397}ello", equalTo("Hello"))"#, "\u{397}ello", equalTo("Hello")),
        ]
    )
}
