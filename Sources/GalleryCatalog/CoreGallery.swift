import Matchers

enum RamenSoup: Equatable {
    case shio, shoyu, miso, tonkotsu
}

func coreGallery() -> GallerySection {
    GallerySection(
        "Core",
        [
            GalleryEntry("assertThat(4, equalTo(3))", 4, equalTo(3)),
            GalleryEntry(#"assertThat("miso", equalTo("shio"))"#, "miso", equalTo("shio")),
            GalleryEntry("assertThat(RamenSoup.shio, equalTo(.miso))", RamenSoup.shio, equalTo(.miso)),
            GalleryEntry("assertThat(3, not(equalTo(3)))", 3, not(equalTo(3))),
            GalleryEntry("assertThat(3, not(3))", 3, not(3)),
            GalleryEntry("assertThat(0, !greaterThan(-1))", 0, !greaterThan(-1)),
            GalleryEntry("assertThat(0, `is`(greaterThan(1)))", 0, `is`(greaterThan(1))),
            GalleryEntry("assertThat(RamenSoup.shio, `is`(.miso))", RamenSoup.shio, `is`(.miso)),
            GalleryEntry(
                #"assertThat(25, describedAs("a price between %0 and %1", inRange(5...20), 5, 20))"#,
                25, describedAs("a price between %0 and %1", inRange(5...20), 5, 20)
            ),
            GalleryEntry(
                "assertThat(12, allOf(greaterThan(0), lessThan(10)))", 12, allOf(greaterThan(0), lessThan(10))
            ),
            GalleryEntry(
                "assertThat(-5, allOf([greaterThan(0), lessThan(10), not(-5)]))",
                -5, allOf([greaterThan(0), lessThan(10), not(-5)])
            ),
            GalleryEntry(
                "assertThat(RamenSoup.shio, anyOf(equalTo(.miso), equalTo(.shoyu)))",
                RamenSoup.shio, anyOf(equalTo(.miso), equalTo(.shoyu))
            ),
            GalleryEntry(
                "assertThat(50, anyOf([lessThan(0), allOf(greaterThan(10), lessThan(20))]))",
                50, anyOf([lessThan(0), allOf(greaterThan(10), lessThan(20))])
            ),
            GalleryEntry(
                "assertThat(12, greaterThan(0) && lessThan(10) && not(12))",
                12, greaterThan(0) && lessThan(10) && not(12)
            ),
            GalleryEntry(
                "assertThat(7, equalTo(1) || equalTo(2) || equalTo(3))", 7,
                equalTo(1) || equalTo(2) || equalTo(3)),
            GalleryEntry("assertThat(false, isTrue())", false, isTrue()),
            GalleryEntry("assertThat(true, isFalse())", true, isFalse()),
            GalleryEntry(
                #"assertThat(Optional("duplicated email"), nilValue())"#, Optional("duplicated email"),
                nilValue()),
            GalleryEntry(
                "assertThat(Optional<RamenSoup>.none, present())", Optional<RamenSoup>.none, present()),
            GalleryEntry(
                "assertThat(Optional<RamenSoup>.none, presentAnd(equalTo(.miso)))",
                Optional<RamenSoup>.none, presentAnd(equalTo(.miso))
            ),
            GalleryEntry(
                "assertThat(Optional(RamenSoup.shio), presentAnd(equalTo(.miso)))",
                Optional(RamenSoup.shio), presentAnd(equalTo(.miso))
            ),
            GalleryEntry(
                #"assertThat(mockCook.cookRamenLastBowls, equalTo(2), "bowls")"#, 3, equalTo(2),
                label: "bowls"
            ),
        ]
    )
}
