#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// What the law suites share: how many cases each law checks, and a seeded generator of our own, so
// that a failing case can be replayed exactly from its seed.

/// How thoroughly the law and hostile-value suites run.
///
/// By default (CI) each law checks 2,000 random cases and the hostile values stay small enough to
/// keep the suite quick. With `MATCHERS_THOROUGH=1` in the environment each law checks 100,000
/// cases and the hostile values take their full size (100 MB strings, ten million items).
enum Thoroughness {
    static let isThorough: Bool = {
        guard let value = getenv("MATCHERS_THOROUGH") else { return false }
        return String(cString: value) != "0"
    }()

    /// Random cases per law.
    static var cases: Int { isThorough ? 100_000 : 2_000 }
}

/// The law suites' generator: SplitMix64 (`CollectionTestSupport.swift`), seeded with a fixed number
/// per law, so that every run checks the same cases and a failing one can be replayed.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// A random element of a non-empty array.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// `count` picks.
    mutating func picks<Element>(_ choices: [Element], count: Int) -> [Element] {
        (0..<count).map { _ in pick(choices) }
    }
}

/// The 8 KB every failure message must fit in, in UTF-8 bytes.
let messageBudget = 8_192
