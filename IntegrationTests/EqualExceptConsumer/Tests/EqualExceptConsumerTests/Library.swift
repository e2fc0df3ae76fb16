import Foundation

// The consumer's own models: a library system whose ids and timestamps the app generates, whose
// statistics come from floating-point arithmetic, and whose due dates carry sub-second noise.

struct Book: Equatable, Hashable {
    var id: UUID
    var addedAt: Date
    var title: String
    var rating: Double
}

struct Shelf: Equatable {
    var id: UUID
    var label: String
    var books: [Book]
    var fillRatio: Double
}

struct Branch: Equatable {
    var id: UUID
    var name: String
    var shelves: [Shelf]
    var openedAt: Date
}

struct Loan: Equatable {
    var bookTitle: String
    var member: String
    var due: Date
}

struct Catalog: Equatable {
    var branches: [Branch]
    var loans: [String: Loan]
}

/// What the app builds: fresh ids and the current time everywhere, computed statistics.
enum CatalogBuilder {
    static func book(_ title: String, ratings: [Double]) -> Book {
        Book(id: UUID(), addedAt: Date(), title: title, rating: ratings.reduce(0, +) / Double(ratings.count))
    }

    static func shelf(_ label: String, _ books: [Book], capacity: Int) -> Shelf {
        Shelf(
            id: UUID(), label: label, books: books,
            fillRatio: Double(books.count) / Double(capacity) * 0.1 * 10)
    }

    static func catalog(secondTitle: String = "Dune", member: String = "ann", dueOffset: TimeInterval = 0.4)
        -> Catalog
    {
        let books = [book("Emma", ratings: [0.1, 0.2, 0.3]), book(secondTitle, ratings: [0.7, 0.1])]
        let branch = Branch(
            id: UUID(), name: "Central", shelves: [shelf("A", books, capacity: 3)], openedAt: Date())
        let due = Date(timeIntervalSince1970: 1_800_000_000 + dueOffset)
        return Catalog(branches: [branch], loans: ["L1": Loan(bookTitle: "Emma", member: member, due: due)])
    }

    /// The catalog a test expects, written by hand: other ids, other times, round numbers.
    static func expected() -> Catalog {
        let books = [
            Book(id: UUID(), addedAt: .distantPast, title: "Emma", rating: 0.2),
            Book(id: UUID(), addedAt: .distantPast, title: "Dune", rating: 0.4),
        ]
        let shelf = Shelf(id: UUID(), label: "A", books: books, fillRatio: 2.0 / 3.0)
        let branch = Branch(id: UUID(), name: "Central", shelves: [shelf], openedAt: .distantPast)
        return Catalog(
            branches: [branch],
            loans: [
                "L1": Loan(bookTitle: "Emma", member: "ann", due: Date(timeIntervalSince1970: 1_800_000_000))
            ])
    }
}
