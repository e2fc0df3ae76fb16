import Matchers

/// Someone on a list: an item near the expected one.
private struct Resident: Equatable {
    var id: Int
    var name: String
    var city: String
}

func collectionsGallery() -> GallerySection {
    let extras = ["wakame", "tamago"]
    let residents = [
        Resident(id: 1, name: "Ann", city: "Oslo"), Resident(id: 2, name: "Rob", city: "Bergen"),
    ]
    return GallerySection(
        "Collections",
        [
            GalleryEntry("assertThat(extras, isEmpty())", extras, isEmpty()),
            GalleryEntry("assertThat([1], `is`(isEmpty()))", [1], `is`(isEmpty())),
            GalleryEntry("assertThat([1, 2], hasCount(3))", [1, 2], hasCount(3)),
            GalleryEntry(
                "assertThat([1], hasCount(greaterThanOrEqualTo(2)))", [1], hasCount(greaterThanOrEqualTo(2))
            ),
            GalleryEntry(
                "assertThat([1, -2, 3, -4], everyItem(greaterThan(0)))", [1, -2, 3, -4],
                everyItem(greaterThan(0))
            ),
            GalleryEntry(
                #"assertThat(["tamago", "wakame", "naruto"], everyItem(hasSuffix("o")))"#,
                ["tamago", "wakame", "naruto"], everyItem(hasSuffix("o"))
            ),
            GalleryEntry(
                #"assertThat(["wakame", "nori"], hasItem("tamago"))"#, ["wakame", "nori"], hasItem("tamago")),
            GalleryEntry(
                #"assertThat(residents, hasItem(Resident(id: 2, name: "Bob", city: "Bergen")))"#, residents,
                hasItem(Resident(id: 2, name: "Bob", city: "Bergen"))),
            GalleryEntry("assertThat([1, 2], hasItem(greaterThan(3)))", [1, 2], hasItem(greaterThan(3))),
            GalleryEntry(
                "assertThat([1, 12], hasItem(allOf(greaterThan(3), lessThan(10))))", [1, 12],
                hasItem(allOf(greaterThan(3), lessThan(10)))
            ),
            GalleryEntry(
                #"assertThat(extras, hasItem("tamago", atIndex: 0))"#, extras, hasItem("tamago", atIndex: 0)),
            GalleryEntry(
                "assertThat([5, 2], hasItem(greaterThan(3), atIndex: 2))", [5, 2],
                hasItem(greaterThan(3), atIndex: 2)
            ),
            GalleryEntry(
                #"assertThat(extras, hasItems("tamago", "chashu", "nori"))"#, extras,
                hasItems("tamago", "chashu", "nori")
            ),
            GalleryEntry(
                #"assertThat(["tamago", "nori"], hasItems([equalTo("tamago"), hasPrefix("waka")]))"#,
                ["tamago", "nori"], hasItems([equalTo("tamago"), hasPrefix("waka")])
            ),
            GalleryEntry("assertThat([1, 5, 3, 4], contains(1, 2, 3))", [1, 5, 3, 4], contains(1, 2, 3)),
            GalleryEntry(
                "assertThat([1, 0], contains([equalTo(1), greaterThan(1), lessThan(0)]))",
                [1, 0], contains([equalTo(1), greaterThan(1), lessThan(0)])
            ),
            GalleryEntry(
                #"assertThat(["tamago", "nori", "wakame"], contains("wakame", "tamago", "nori"))"#,
                ["tamago", "nori", "wakame"], contains("wakame", "tamago", "nori")
            ),
            GalleryEntry(
                #"assertThat(["wakame", "tamago", "nori"], contains("nori"))"#, ["wakame", "tamago", "nori"],
                contains("nori")
            ),
            GalleryEntry(
                #"assertThat(extras, containsInAnyOrder("tamago", "chashu"), "extras")"#,
                extras, containsInAnyOrder("tamago", "chashu"), label: "extras"
            ),
            GalleryEntry(
                #"assertThat(["tamago", "kombu"], containsInAnyOrder(equalTo("tamago"), hasPrefix("waka")))"#,
                ["tamago", "kombu"], containsInAnyOrder(equalTo("tamago"), hasPrefix("waka"))
            ),
            GalleryEntry(
                #"assertThat(["tamago", "tamago", "nori"], containsInAnyOrder(["wakame", "tamago"]))"#,
                ["tamago", "tamago", "nori"], containsInAnyOrder(["wakame", "tamago"])
            ),
            GalleryEntry(
                "assertThat([3, 2, 1], containsInRelativeOrder(1, 3))", [3, 2, 1],
                containsInRelativeOrder(1, 3)),
            GalleryEntry(
                #"assertThat(["idle"], containsInRelativeOrder([equalTo("loading"), hasPrefix("loaded")]))"#,
                ["idle"], containsInRelativeOrder([equalTo("loading"), hasPrefix("loaded")])
            ),
            GalleryEntry(
                "assertThat([RamenSoup.miso, .shio, .tonkotsu], onlyContains(.miso, .shoyu))",
                [RamenSoup.miso, .shio, .tonkotsu], onlyContains(.miso, .shoyu)
            ),
            GalleryEntry(
                #"assertThat(["wakame", "chashu"], onlyContains([hasSuffix("me")]))"#,
                ["wakame", "chashu"], onlyContains([hasSuffix("me")])
            ),
            GalleryEntry(
                "assertThat(RamenSoup.shio, isIn([.miso, .shoyu]))", RamenSoup.shio, isIn([.miso, .shoyu])),
            GalleryEntry("assertThat([1, 1, 4], isSubsetOf(1, 2, 3))", [1, 1, 4], isSubsetOf(1, 2, 3)),
            GalleryEntry(
                #"assertThat(["nori", "kombu"], isSubsetOf([equalTo("nori"), hasPrefix("negi")]))"#,
                ["nori", "kombu"], isSubsetOf([equalTo("nori"), hasPrefix("negi")])
            ),
            GalleryEntry(
                #"assertThat(["nori"], isSupersetOf("nori", "nori"))"#, ["nori"], isSupersetOf("nori", "nori")
            ),
            GalleryEntry(
                #"assertThat(["nori", "kombu"], isSupersetOf([equalTo("nori"), hasPrefix("negi")]))"#,
                ["nori", "kombu"], isSupersetOf([equalTo("nori"), hasPrefix("negi")])
            ),
        ]
    )
}
