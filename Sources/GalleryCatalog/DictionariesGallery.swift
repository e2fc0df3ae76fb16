import Matchers

func dictionariesGallery() -> GallerySection {
    let headers = ["Accept": "text/html"]
    let stock = ["nori": 0, "negi": 5, "tamago": 12]
    return GallerySection(
        "Dictionaries",
        [
            GalleryEntry(
                #"assertThat(headers, hasEntry("Accept", "application/json"))"#,
                headers, hasEntry("Accept", "application/json")
            ),
            GalleryEntry(
                #"assertThat(headers, hasEntry("Authorization", "Bearer 1"))"#,
                headers, hasEntry("Authorization", "Bearer 1")
            ),
            GalleryEntry(
                #"assertThat(stock, hasEntry("nori", greaterThan(0)))"#, stock,
                hasEntry("nori", greaterThan(0))),
            GalleryEntry(
                #"assertThat(stock, hasEntry(hasPrefix("n"), greaterThan(10)))"#, stock,
                hasEntry(hasPrefix("n"), greaterThan(10))
            ),
            GalleryEntry(
                #"assertThat(stock, hasEntries(["nori": 3, "kombu": 1]))"#, stock,
                hasEntries(["nori": 3, "kombu": 1])
            ),
            GalleryEntry(
                #"assertThat(stock, hasEntries(["negi": lessThan(5), "tamago": anything()]))"#,
                stock, hasEntries(["negi": lessThan(5), "tamago": anything()])
            ),
            GalleryEntry(
                #"assertThat(stock, hasEntries(("nori", greaterThan(0)), ("negi", equalTo(5))))"#,
                stock, hasEntries(("nori", greaterThan(0)), ("negi", equalTo(5)))
            ),
            GalleryEntry(#"assertThat(headers, hasKey("Authorization"))"#, headers, hasKey("Authorization")),
            GalleryEntry(#"assertThat(headers, hasKey(hasPrefix("X-")))"#, headers, hasKey(hasPrefix("X-"))),
            GalleryEntry("assertThat(stock, hasValue(1))", stock, hasValue(1)),
            GalleryEntry("assertThat(stock, hasValue(greaterThan(20)))", stock, hasValue(greaterThan(20))),
        ]
    )
}
