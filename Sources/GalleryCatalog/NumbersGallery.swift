import Matchers

func numbersGallery() -> GallerySection {
    GallerySection(
        "Numbers",
        [
            GalleryEntry("assertThat(12, greaterThan(17))", 12, greaterThan(17)),
            GalleryEntry("assertThat(1, greaterThanOrEqualTo(2))", 1, greaterThanOrEqualTo(2)),
            GalleryEntry("assertThat(250, lessThan(100))", 250, lessThan(100)),
            GalleryEntry("assertThat(4, lessThanOrEqualTo(3))", 4, lessThanOrEqualTo(3)),
            GalleryEntry("assertThat(5, inRange(0..<5))", 5, inRange(0..<5)),
            GalleryEntry("assertThat(0, inRange(1...5))", 0, inRange(1...5)),
            GalleryEntry("assertThat(3.5, closeTo(3.0, within: 0.01))", 3.5, closeTo(3.0, within: 0.01)),
            GalleryEntry(
                "assertThat(Double.nan, closeTo(3.0, within: 0.01))", Double.nan, closeTo(3.0, within: 0.01)),
            GalleryEntry(
                "assertThat(1.0, closeTo(Double.infinity, within: 1))", 1.0,
                closeTo(Double.infinity, within: 1)),
            GalleryEntry("assertThat(1.0, closeTo(1.0, within: -0.1))", 1.0, closeTo(1.0, within: -0.1)),
            GalleryEntry("assertThat(0.1 + 0.2, equalTo(0.3))", 0.1 + 0.2, equalTo(0.3)),
        ]
    )
}
