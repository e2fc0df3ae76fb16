import Matchers
import Testing

/// The tests of the matchers over throwing closures, grouped like `Sources/Matchers/Errors`.
@Suite enum ErrorsTests {
    /// Errors shaped like the ones tests meet: enum cases with and without payloads, a structure, a
    /// class, and one that describes itself.
    enum ParseError: Error, Equatable {
        case empty
        case badDigit(Character)
    }

    enum NetworkError: Error {
        case offline
    }

    struct PositionedError: Error {
        var offset: Int
    }

    final class LegacyError: Error {
        let code = 7
    }

    struct DescribedError: Error, CustomStringConvertible {
        var description: String { "no such file" }
    }

    /// Parses a whole number, as the examples in the documentation do.
    static func parse(_ text: String) throws -> Int {
        guard let first = text.first else { throw ParseError.empty }
        guard let number = Int(text) else { throw ParseError.badDigit(first) }
        return number
    }

    /// Counts how often a closure under test runs.
    final class RunCounter {
        var runs = 0
    }
}
