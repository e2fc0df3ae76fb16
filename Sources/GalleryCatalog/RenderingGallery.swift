import Matchers

/// A node that can point at itself: rendering must stop at the cycle.
final class Node {
    var name: String
    var next: Node?
    init(name: String) { self.name = name }
}

enum Payment: Equatable {
    case cash
    case card(number: String, expiry: Int)
}

struct Point: Equatable {
    var x: Int
    var y: Int
}

func renderingGallery() -> GallerySection {
    let loop = Node(name: "loop")
    loop.next = loop
    return GallerySection(
        "Value rendering",
        [
            GalleryEntry(
                #"assertThat("tab\there \u{200B}zero-width", equalTo("tab here"))"#,
                "tab\there \u{200B}zero-width", equalTo("tab here")
            ),
            GalleryEntry(
                #"assertThat([1, nil, 3] as [Int?], equalTo([1, 2, 3]))"#, [1, nil, 3] as [Int?],
                equalTo([1, 2, 3])),
            GalleryEntry(
                #"assertThat(["b": 2, "a": 1], equalTo(["a": 1]))"#,
                ["b": 2, "a": 1], equalTo(["a": 1])
            ),
            GalleryEntry("assertThat(Set([3, 1, 2]), equalTo(Set([1])))", Set([3, 1, 2]), equalTo(Set([1]))),
            GalleryEntry(
                #"assertThat(Payment.card(number: "4242", expiry: 2030), equalTo(.cash))"#,
                Payment.card(number: "4242", expiry: 2030), equalTo(.cash)
            ),
            GalleryEntry(
                "assertThat(Point(x: 1, y: 2), equalTo(Point(x: 1, y: 3)))", Point(x: 1, y: 2),
                equalTo(Point(x: 1, y: 3))),
            GalleryEntry(
                #"assertThat((x: 1, label: "a"), Matcher("nothing") { _ in false })"#,
                (x: 1, label: "a"), Matcher("nothing") { _ in false }
            ),
            GalleryEntry(
                "assertThat(loop, Matcher(\"nothing\") { _ in false })", loop,
                Matcher("nothing") { _ in false }),
            GalleryEntry(
                "assertThat(Array(0..<1_000_000), equalTo([]))",
                Array(0..<1_000_000), equalTo([])
            ),
        ]
    )
}
