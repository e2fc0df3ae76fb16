import Matchers

private enum ParseError: Error, Equatable {
    case empty
    case badDigit(Character)
}

private struct Item {
    let price: Double
}

private struct Order {
    let items: [Item]
}

private func cardNumber(_ payment: Payment) -> String? {
    if case .card(let number, _) = payment { number } else { nil }
}

/// A sequence that can be read once, as a stream's values are.
private struct Once<Element>: Sequence, IteratorProtocol {
    var items: [Element]
    mutating func next() -> Element? {
        items.isEmpty ? nil : items.removeFirst()
    }
}

/// Result and enum cases, features computed by closures, and the sequence matchers that read
/// items in order.
func swiftTypesGallery() -> GallerySection {
    let parsedTwo: Result<Int, ParseError> = .success(2)
    let badDigit: Result<Int, ParseError> = .failure(.badDigit("x"))
    let order = Order(items: [Item(price: 4), Item(price: 5)])
    return GallerySection(
        "Swift types and sequences",
        [
            GalleryEntry("assertThat(parse(\"2\"), succeeded(3))", parsedTwo, succeeded(3)),
            GalleryEntry(
                "assertThat(parse(\"2\"), succeeded(matching: greaterThan(2)))", parsedTwo,
                succeeded(matching: greaterThan(2))),
            GalleryEntry("assertThat(parse(\"x\"), succeeded())", badDigit, succeeded()),
            GalleryEntry("assertThat(parse(\"2\"), failed())", parsedTwo, failed()),
            GalleryEntry(
                "assertThat(parse(\"x\"), failed(ParseError.empty))", badDigit, failed(ParseError.empty)),
            GalleryEntry(
                "assertThat(parse(\"x\"), failed(matching: equalTo(.empty)))", badDigit,
                failed(matching: equalTo(.empty))),
            GalleryEntry(
                #"assertThat(payment, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242")))"#,
                Payment.card(number: "1111", expiry: 2030), hasCase("card", cardNumber, equalTo("4242"))),
            GalleryEntry(
                #"assertThat(Payment.cash, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } }))"#,
                Payment.cash, hasCase("card", cardNumber)),
            GalleryEntry(
                #"assertThat(order, has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01)))"#,
                order, has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01))),
            GalleryEntry(
                "assertThat([1.5, 2.5, 3.0], pointwise([1.0, 2.0], { closeTo($0, within: 0.01) }))",
                [1.5, 2.5, 3.0], pointwise([1.0, 2.0], { closeTo($0, within: 0.01) })),
            GalleryEntry(
                "assertThat(Set([3, 1, 4]), whenSorted(equalTo([1, 3, 5])))", Set([3, 1, 4]),
                whenSorted(equalTo([1, 3, 5]))),
            GalleryEntry("assertThat([1, 5, 3], startsWith(1, 2))", [1, 5, 3], startsWith(1, 2)),
            GalleryEntry(
                #"assertThat(["GET"], startsWith([equalTo("GET"), hasPrefix("Host:")]))"#, ["GET"],
                startsWith([equalTo("GET"), hasPrefix("Host:")])),
            GalleryEntry("assertThat([2, 1, 3], startsWith(1, 2))", [2, 1, 3], startsWith(1, 2)),
            GalleryEntry("assertThat([1, 2, 4], endsWith(2, 3))", [1, 2, 4], endsWith(2, 3)),
            GalleryEntry("assertThat([1, 3, 2], endsWith(2, 3))", [1, 3, 2], endsWith(2, 3)),
            GalleryEntry("assertThat([3], endsWith(2, 3))", [3], endsWith(2, 3)),
            GalleryEntry(
                "assertThat(stream, hasItem(greaterThan(3), atIndex: 1))  // a single-pass sequence",
                Once(items: [5, 2]), hasItem(greaterThan(3), atIndex: 1)),
            GalleryEntry(
                "assertThat(stream, hasItem(7, atIndex: 5))  // a single-pass sequence", Once(items: [5, 2]),
                hasItem(7, atIndex: 5)),
        ]
    )
}
