import Foundation
import GalleryCatalog
import Testing

/// The gallery prints every matcher's exact failure message; this test keeps them from changing
/// unnoticed. After an intended change, regenerate the golden file:
///
///     swift run matchers-gallery > Tests/GalleryTests/Golden/gallery.txt
@Suite struct GalleryGoldenTests {
    static let goldenURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Golden/gallery.txt")

    @Test func galleryMatchesGoldenFile() throws {
        let golden = try String(contentsOf: Self.goldenURL, encoding: .utf8)
        let actual = galleryText()
        let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(goldenLines, actualLines).enumerated().first {
            $0.element.0 != $0.element.1
        }
        #expect(
            actual == golden,
            """
            The gallery output differs from Golden/gallery.txt \
            (first difference at line \((firstDifference?.offset ?? min(goldenLines.count, actualLines.count)) + 1)). \
            If the change is intended, run: swift run matchers-gallery > Tests/GalleryTests/Golden/gallery.txt
            """
        )
    }

    @Test func everyEntryIsAFailureExample() {
        for section in gallerySections() {
            for entry in section.entries {
                #expect(!entry.message.hasPrefix("(passed"), "\(section.title): \(entry.code) does not fail")
            }
        }
    }
}
