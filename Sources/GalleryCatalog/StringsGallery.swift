import Matchers

func stringsGallery() -> GallerySection {
    GallerySection(
        "Strings",
        [
            GalleryEntry(#"assertThat("wasabi", hasPrefix("waka"))"#, "wasabi", hasPrefix("waka")),
            GalleryEntry(#"assertThat("wak", hasPrefix("wakame"))"#, "wak", hasPrefix("wakame")),
            GalleryEntry(
                #"assertThat("Lorem ipsum dolor sit amet, consectetur adipiscing elit", hasPrefix("Lorem ipsum dolor sit amet, consectetur adipiscang"))"#,
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
                hasPrefix("Lorem ipsum dolor sit amet, consectetur adipiscang")
            ),
            GalleryEntry(
                #"assertThat("- miso\nshio".split(separator: "\n")[1], hasPrefix("- "))"#,
                "- miso\nshio".split(separator: "\n")[1], hasPrefix("- ")
            ),
            GalleryEntry(#"assertThat("wakama", hasSuffix("me"))"#, "wakama", hasSuffix("me")),
            GalleryEntry(#"assertThat("me", hasSuffix("wakame"))"#, "me", hasSuffix("wakame")),
            GalleryEntry(
                #"assertThat("shio ramen", containsString("nori"))"#, "shio ramen", containsString("nori")),
            GalleryEntry(
                #"assertThat("shio ramen with WAKAME", containsString("wakame"))"#,
                "shio ramen with WAKAME", containsString("wakame")
            ),
            GalleryEntry(
                #"assertThat("serve, then boil and drain", containsStringsInOrder("boil", "drain", "serve"))"#,
                "serve, then boil and drain", containsStringsInOrder("boil", "drain", "serve")
            ),
            GalleryEntry(
                #"assertThat("ABC", containsStringsInOrder("a", "b"))"#, "ABC",
                containsStringsInOrder("a", "b")
            ),
            GalleryEntry(
                #"assertThat("boil, serve", containsStringsInOrder(["boil", "drain", "serve"]))"#,
                "boil, serve", containsStringsInOrder(["boil", "drain", "serve"])
            ),
            GalleryEntry(
                #"assertThat("CHASHI", equalToIgnoringCase("Chashu"))"#, "CHASHI",
                equalToIgnoringCase("Chashu")
            ),
            GalleryEntry(
                #"assertThat("  chashu\n  wakama ", equalToIgnoringWhiteSpace("chashu wakame"))"#,
                "  chashu\n  wakama ", equalToIgnoringWhiteSpace("chashu wakame")
            ),
            GalleryEntry(
                #"assertThat("chashu wakama", equalToIgnoringWhiteSpace("chashu  wakame"))"#,
                "chashu wakama", equalToIgnoringWhiteSpace("chashu  wakame")
            ),
        ]
            + patternEntries()
            + [
                GalleryEntry(#"assertThat("\u{200B}", isEmpty())"#, "\u{200B}", isEmpty())
            ]
    )
}

/// The `Regex` matchers' entries, which need macOS 13, iOS 16, tvOS 16 or watchOS 9: on an earlier
/// OS the gallery leaves them out.
private func patternEntries() -> [GalleryEntry] {
    guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return [] }
    return [
        GalleryEntry(
            ##"assertThat("order AB-12", matchesPattern(#"[A-Z]{2}-\d+"#))"##,
            "order AB-12", matchesPattern(#"[A-Z]{2}-\d+"#)
        ),
        GalleryEntry(#"assertThat("abc", matchesPattern("[a-"))"#, "abc", matchesPattern("[a-")),
        GalleryEntry(
            #"assertThat("ab-12", matchesPattern(/[A-Z]{2}-\d+/))"#, "ab-12",
            matchesPattern(/[A-Z]{2}-\d+/)),
        GalleryEntry(
            ##"assertThat("total: ? yen", containsPattern(#"total: \d+ yen"#))"##,
            "total: ? yen", containsPattern(#"total: \d+ yen"#)
        ),
        GalleryEntry(
            #"assertThat("took long", containsPattern(/took \d+ ms/))"#, "took long",
            containsPattern(/took \d+ ms/)),
    ]
}
