import Foundation
import Matchers
import Testing
import XCTMatchers

// A consumer comparing its own models "equal except": generated ids and timestamps ignored three
// levels down, computed `Double`s within 1e-9, due dates to the second. Each option is also shown
// not to hide a field that counts: the failure names that field, and only it.

let toTheSecond = ValueComparison.values(of: Date.self, described: "to the second") {
    $0.timeIntervalSince1970.rounded(.down) == $1.timeIntervalSince1970.rounded(.down)
}

@available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
func catalogMatcher() -> Matcher<Catalog> {
    equalTo(
        CatalogBuilder.expected(), ignoring: \Branch.id, \Branch.openedAt, \Shelf.id, \Book.id, \Book.addedAt,
        within: 1e-9, comparing: toTheSecond)
}

/// The paths a failure names: its diff's header, `differs at a.b, c (- expected, + actual):`, or
/// the one line that says a single change, `differs at a.b: expected 1, found 2`.
func differingPaths(_ message: String?) -> [String] {
    guard let message,
        let header = message.split(separator: "\n").first(where: { $0.contains("differs at ") })
    else { return [] }
    let names = header.split(separator: "differs at ", maxSplits: 1).last ?? ""
    if !names.contains(" (- expected"), let end = names.range(of: ": expected ") {
        return [String(names[..<end.lowerBound])]
    }
    return (names.split(separator: " (- expected").first ?? "").split(separator: ", ").map(String.init)
}

@Suite struct EqualExceptConsumerTests {
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func generatedIdsTimestampsRoundingAndSubsecondsDoNotCount() throws {
        let built = CatalogBuilder.catalog()
        // Nothing here is `==`: every id and time differs, the numbers are off by rounding.
        #expect(built != CatalogBuilder.expected())
        assertThat(built, catalogMatcher())
        #expect(catalogMatcher().failureMessage(for: built) == nil)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aChangedTitleThreeLevelsDownIsTheOnlyDifferenceNamed() throws {
        let catalog = CatalogBuilder.catalog(secondTitle: "Dune Messiah")
        let message = catalogMatcher().failureMessage(for: catalog)
        #expect(differingPaths(message) == ["branches[0].shelves[0].books[1].title"])
        #expect(
            message?.hasPrefix(
                #"Expected: Catalog(branches[0].shelves[0].books[1].title: "Dune", …) ignoring"#) == true)
        #expect(
            message?.hasSuffix(
                #"differs at branches[0].shelves[0].books[1].title: expected "Dune", found "Dune Messiah""#) == true)
        // The matcher's diff (what a custom matcher shows) marks the title, and no ignored field,
        // whatever its value.
        guard case .mismatch(let reason) = catalogMatcher().matches(catalog) else {
            return #expect(Bool(false), "the catalog matched")
        }
        let diff = reason?.description ?? ""
        #expect(diff.contains("id: (ignored)"))
        #expect(diff.contains("\n  +               title: \"Dune Messiah\"\n"))
        let marked = diff.split(separator: "\n").filter { $0.contains("- ") || $0.contains("+ ") }
        #expect(
            !marked.contains { $0.contains("id:") || $0.contains("addedAt:") || $0.contains("openedAt:") })
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aNumberOutsideTheToleranceIsNamedWithHowFarOutside() throws {
        var catalog = CatalogBuilder.catalog()
        catalog.branches[0].shelves[0].books[0].rating += 1e-6
        let message = catalogMatcher().failureMessage(for: catalog)
        #expect(differingPaths(message) == ["branches[0].shelves[0].books[0].rating"])
        #expect(message?.contains(", more than 1e-09") == true)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aDueDateInAnotherSecondIsNamed() throws {
        let message = catalogMatcher().failureMessage(for: CatalogBuilder.catalog(dueOffset: 1.2))
        #expect(differingPaths(message) == [#"loans["L1"].due"#])
        #expect(message?.hasPrefix("Expected: Catalog(") == true)
        #expect(
            message?.split(separator: "\n").first?.hasSuffix(
                "ignoring Branch.id, Branch.openedAt, Shelf.id, Book.id, Book.addedAt; numbers within 1e-09; "
                    + "comparing Date to the second") == true)
    }

    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func aChangedMemberIsNamedAndTheOptionsComposeWithOtherMatchers() throws {
        let message = catalogMatcher().failureMessage(for: CatalogBuilder.catalog(member: "bob"))
        #expect(differingPaths(message) == [#"loans["L1"].member"#])
        let books = CatalogBuilder.catalog().branches[0].shelves[0].books
        let dune = Book(id: UUID(), addedAt: .distantPast, title: "Dune", rating: 0.4)
        assertThat(books, hasItem(equalTo(dune, ignoring: \.id, \Book.addedAt, within: 1e-9)))
        let requiredBooks = try requireThat(
            Optional(books), presentAnd(everyItem(not(equalTo(dune, ignoring: \.id, within: 1e-9)))))
        #expect(requiredBooks.count == 2)
    }
}
