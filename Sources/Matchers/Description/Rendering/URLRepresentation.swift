// How a URL reads in a failure message: its own text, and the part where two URLs differ, named
// (`differs in path: expected a trailing slash, found none`). The whole of it is this one
// conformance to `MessageRepresentable`, the protocol a user's own type gives its rendering by.
// The conformance is public, so this file imports Foundation publicly (the module's other files
// keep it internal): `URL` has to be visible where its conformance is.

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension URL: MessageRepresentable {
    /// A URL as its description, without quotes: `https://example.com/items/`.
    ///
    /// ```swift
    /// assertThat(URL(string: "https://example.com/items"), equalTo(URL(string: "https://example.com/items/")))
    /// ```
    ///
    /// prints `Expected: https://example.com/items/` / `     but: was https://example.com/items`, and
    /// the part that differs beneath (see ``messageDifference(fromExpected:)``).
    public var messageRepresentation: MessageRepresentation { .text(description) }

    /// The parts where this URL differs from `expected`, in the order a URL is written: scheme,
    /// user, password (never shown), host, port, path, query and fragment.
    ///
    /// ```swift
    /// assertThat(URL(string: "https://example.com/items"), equalTo(URL(string: "https://example.com/items/")))
    /// ```
    ///
    /// prints under the two URLs `differs in path: expected a trailing slash, found none`. Two URLs
    /// that read the same but are written against different bases say so.
    public func messageDifference(fromExpected expected: URL) -> String? {
        guard absoluteString != expected.absoluteString else {
            return "the same absolute URL, written relative to another base: expected "
                + Self.base(of: expected) + ", found " + Self.base(of: self)
        }
        guard let expectedParts = URLComponents(url: expected, resolvingAgainstBaseURL: true),
            let actualParts = URLComponents(url: self, resolvingAgainstBaseURL: true)
        else { return nil }
        let differences = Self.parts.compactMap { $0.difference(expectedParts, actualParts) }
        return differences.isEmpty ? nil : "differs " + differences.joined(separator: "; ")
    }

    private static func base(of url: URL) -> String {
        url.baseURL.map { "\($0.description) as the base" } ?? "no base"
    }

    /// A part of a URL and how to tell two of its values apart.
    private struct Part: Sendable {
        let name: String
        let value: @Sendable (URLComponents) -> String?
        var isSecret = false
        var isNumber = false
        /// The part's own words for two values it has on both sides (a path's trailing slash), or
        /// `nil` for the values themselves.
        var ownWords: @Sendable (_ expected: String, _ actual: String) -> String? = { _, _ in nil }

        /// `in path: expected a trailing slash, found none`, `in query: expected "a=1", found
        /// "a=2"`, `in query: expected no query, found "a=1"`, `in password` (its values unshown);
        /// `nil` when the two URLs have the same part.
        func difference(_ expected: URLComponents, _ actual: URLComponents) -> String? {
            let expectedValue = value(expected)
            let actualValue = value(actual)
            guard expectedValue != actualValue else { return nil }
            return isSecret ? "in \(name)" : "in \(name): " + words(expectedValue, actualValue)
        }

        private func words(_ expectedValue: String?, _ actualValue: String?) -> String {
            if let expectedValue, let actualValue, let words = ownWords(expectedValue, actualValue) {
                return words
            }
            let both = "expected \(shown(expectedValue)), found \(shown(actualValue))"
            // A part that differs only in case (a host, a scheme) reads the same to most readers,
            // but not to `URL`'s `==`.
            let onlyInCase = expectedValue?.lowercased() == actualValue?.lowercased()
            return onlyInCase ? both + " (only in case)" : both
        }

        /// The part's value as a compact literal (at most a compact line's width, so that eight
        /// long parts stay a short line), a port as its number, a missing part as `no query`.
        private func shown(_ value: String?) -> String {
            guard let value else { return "no \(name)" }
            return isNumber ? value : MessageLayout.compactRendering(value)
        }
    }

    /// `expected a trailing slash, found none`, or the other way round.
    private static func trailingSlash(_ expected: String, _ actual: String) -> String? {
        if expected == actual + "/" { return "expected a trailing slash, found none" }
        if actual == expected + "/" { return "expected no trailing slash, found one" }
        return nil
    }

    /// `the same items in another order`, for two queries with the same `&`-separated items.
    private static func reordered(_ expected: String, _ actual: String) -> String? {
        func items(_ query: String) -> [Substring] {
            query.split(separator: "&", omittingEmptySubsequences: false).sorted()
        }
        return items(expected) == items(actual) ? "the same items in another order" : nil
    }

    private static let parts: [Part] = [
        Part(name: "scheme") { $0.scheme },
        Part(name: "user") { $0.percentEncodedUser },
        Part(name: "password", value: { $0.percentEncodedPassword }, isSecret: true),
        Part(name: "host") { $0.host },
        Part(name: "port", value: { $0.port.map(String.init) }, isNumber: true),
        Part(name: "path", value: { $0.percentEncodedPath }, ownWords: trailingSlash),
        Part(name: "query", value: { $0.percentEncodedQuery }, ownWords: reordered),
        Part(name: "fragment") { $0.percentEncodedFragment },
    ]
}
