import Matchers

/// One gallery entry: the assertion a test would write and the exact failure message it prints.
package struct GalleryEntry: Sendable {
    package let code: String
    package let message: String

    /// An entry whose message is what `assertThat(value, matcher, label)` reports.
    package init<T>(_ code: String, _ value: T, _ matcher: Matcher<T>, label: String? = nil) {
        self.code = code
        self.message =
            MessageLayout.failure(of: matcher, for: value, label: label) ?? "(passed: not a failure example)"
    }

    /// An entry with a message built some other way (thrown errors, adapters).
    package init(_ code: String, message: String) {
        self.code = code
        self.message = message
    }
}

/// A titled group of entries: one matcher family.
package struct GallerySection: Sendable {
    package let title: String
    package let entries: [GalleryEntry]

    package init(_ title: String, _ entries: [GalleryEntry]) {
        self.title = title
        self.entries = entries
    }
}

/// Every section, in the order the gallery prints them. Each family adds its section here.
package func gallerySections() -> [GallerySection] {
    [
        coreGallery(),
        numbersGallery(),
        objectsGallery(),
        collectionsGallery(),
        swiftTypesGallery(),
        dictionariesGallery(),
        stringsGallery(),
        diffsGallery(),
        structuralDiffsGallery(),
        equivalenceGallery(),
        errorsGallery(),
        testKitGallery(),
        renderingGallery(),
        foundationGallery(),
        alikeValuesGallery(),
    ]
}

/// The whole gallery as printed by `swift run matchers-gallery` and kept in the golden file.
package func galleryText() -> String {
    var text = "Matchers gallery: every matcher, an example, and the exact failure message it prints.\n"
    for section in gallerySections() {
        text += "\n== \(section.title) ==\n"
        for entry in section.entries {
            text += "\n" + entry.code + "\n"
            text +=
                entry.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }
                .joined(separator: "\n") + "\n"
        }
    }
    return text
}
