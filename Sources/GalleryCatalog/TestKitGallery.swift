import Matchers

private typealias CookRamen = (bowls: Int, soup: RamenSoup, extras: [String])

/// The test kit for matcher authors (`assertMatches`, `assertDoesNotMatch`, `assertDescription`)
/// and `CallRecorder`'s verifications, all in XCTMatchers; their messages are built in Matchers.
func testKitGallery() -> GallerySection {
    let even = Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)") }
    let calls: [CookRamen] = [(1, .shio, []), (2, .miso, ["wakame", "tamago"]), (3, .miso, ["wakame"])]
    return GallerySection(
        "Test kit and mock verification (XCTMatchers)",
        [
            GalleryEntry("assertMatches(even, 3)", message: TestKitMessages.matches(even, 3) ?? ""),
            GalleryEntry(
                "assertDoesNotMatch(even, 4)",
                message: TestKitMessages.doesNotMatch(even, 4, reason: .none) ?? ""),
            GalleryEntry(
                #"assertDoesNotMatch(hasCount(3), [1, 2], reason: "count was 3")"#,
                message: TestKitMessages.doesNotMatch(hasCount(3), [1, 2], reason: "count was 3") ?? ""),
            GalleryEntry(
                #"assertDescription(even, "an odd number")"#,
                message: TestKitMessages.description(even, "an odd number") ?? ""),
            GalleryEntry(
                "cookRamen.verifyCallCount(1)  // called 3 times",
                message: CallVerification.count(calls.count, equalTo(1), name: "cookRamen").joined(
                    separator: "\n\n")),
            GalleryEntry(
                #"cookRamen.verifyLastCall(.argument("bowls", \.bowls, equalTo(2)), .argument("extras", \.extras, containsInAnyOrder("tamago", "wakame")))"#,
                message: CallVerification.lastCall(
                    calls,
                    [
                        .argument("bowls", \.bowls, equalTo(2)),
                        .argument("extras", \.extras, containsInAnyOrder("tamago", "wakame")),
                    ], name: "cookRamen"
                ).joined(separator: "\n\n")),
            GalleryEntry(
                #"cookRamen.verifyCalledOnce(.argument("bowls", \.bowls, equalTo(2)))  // never called"#,
                message: CallVerification.onlyCall(
                    [CookRamen](), [.argument("bowls", \.bowls, equalTo(2))], name: "cookRamen"
                ).joined(separator: "\n\n")),
            GalleryEntry(
                #"cookRamen.verifyCalls([.argument("soup", \.soup, equalTo(.shio))], [.argument("extras", \.extras, hasItem("nori"))])"#,
                message: CallVerification.inOrder(
                    calls,
                    [
                        [.argument("soup", \.soup, equalTo(.shio))],
                        [.argument("extras", \.extras, hasItem("nori"))],
                    ],
                    name: "cookRamen"
                ).joined(separator: "\n\n")),
            GalleryEntry(
                #"cookRamen.verifyCallsInAnyOrder([.argument("soup", \.soup, equalTo(.miso))], [.argument("soup", \.soup, equalTo(.shoyu))], [.argument("bowls", \.bowls, equalTo(1))])"#,
                message: CallVerification.inAnyOrder(
                    calls,
                    [
                        [.argument("soup", \.soup, equalTo(.miso))],
                        [.argument("soup", \.soup, equalTo(.shoyu))],
                        [.argument("bowls", \.bowls, equalTo(1))],
                    ], name: "cookRamen"
                ).joined(separator: "\n\n")),
            GalleryEntry(
                #"assertThat(cookRamen.lastCall, presentAnd(calledWith(.argument("bowls", \.bowls, equalTo(2)), .argument("soup", \.soup, equalTo(.shio)))))"#,
                calls.last,
                presentAnd(
                    calledWith(
                        .argument("bowls", \.bowls, equalTo(2)), .argument("soup", \.soup, equalTo(.shio))))),
        ]
    )
}
