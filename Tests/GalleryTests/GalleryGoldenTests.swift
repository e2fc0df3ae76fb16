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

    /// The failure messages the doc comments of `equalTo`'s options quote are the gallery's, word
    /// for word: each fenced block there that starts with `Expected:` is one of the section's
    /// messages.
    @Test func theEqualExceptDocCommentsQuoteTheGallery() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/Matchers/Equivalence/EqualToExcept.swift")
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map {
            $0.drop { $0 == " " }.dropFirst(4)
        }
        var blocks: [String] = []
        var current: [Substring]? = nil
        for line in lines {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block.joined(separator: "\n")) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        let quoted = blocks.filter { $0.hasPrefix("Expected: ") }
        let messages = Set(
            gallerySections().filter { $0.title == "Equal except where it does not matter" }.flatMap(
                \.entries
            )
            .map(\.message))
        #expect(quoted.count == 4)
        for block in quoted { #expect(messages.contains(block), "not a gallery message:\n\(block)") }
    }

    @Test func everyEntryIsAFailureExample() {
        for section in gallerySections() {
            for entry in section.entries {
                #expect(!entry.message.hasPrefix("(passed"), "\(section.title): \(entry.code) does not fail")
            }
        }
    }
}

/// Every public function of `Matchers` that returns a matcher has an entry in the gallery: a new
/// matcher cannot ship without its example and the exact failure message it prints.
@Suite struct GalleryCoverageTests {
    /// The `Matchers` module's sources, beside this package's tests.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Matchers")

    /// The names of the public functions returning a `Matcher` in `text`.
    static func matcherFunctions(in text: String) -> [String] {
        text.components(separatedBy: "public func ").dropFirst().compactMap { declaration in
            guard let body = declaration.firstIndex(of: "{") else { return nil }
            let signature = declaration[..<body]
            guard signature.contains("-> Matcher<") else { return nil }
            let name = signature.prefix { $0 != "<" && $0 != "(" && $0 != " " }
            return String(name)
        }
    }

    @Test func everyPublicMatcherHasAGalleryEntry() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        var names = Set<String>()
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(Self.matcherFunctions(in: text))
        }
        #expect(names.count > 40, "found only \(names.sorted()) in \(Self.sources.path)")
        let examples = gallerySections().flatMap(\.entries).map(\.code)
        for name in names.sorted() {
            #expect(
                examples.contains { $0.contains(name + "(") },
                "\(name) has no gallery entry: add one in Sources/GalleryCatalog, then regenerate the golden file"
            )
        }
    }

    @Test func theScanFindsAMatcherAndSkipsOtherFunctions() {
        let text = """
            public func hasPages<T>(_ count: Int) -> Matcher<T> { fatalError() }
            public func renderPages(_ count: Int) -> String { "" }
            """
        #expect(Self.matcherFunctions(in: text) == ["hasPages"])
    }
}
