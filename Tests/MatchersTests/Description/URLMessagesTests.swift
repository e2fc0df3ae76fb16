import Foundation
import Matchers
import Testing

/// A failing `equalTo` on two URLs names the part that differs, through `URL`'s one conformance
/// to `MessageRepresentable`.
@Suite struct URLMessagesTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func aMissingTrailingSlashIsNamed() throws {
        #expect(
            failureMessage(
                try url("https://example.com/api/items"), equalTo(try url("https://example.com/api/items/")))
                    == """
                    Expected: https://example.com/api/items/
                         but: was https://example.com/api/items
                              differs in path: expected a trailing slash, found none
                    """
        )
        #expect(
            failureMessage(try url("https://example.com/"), equalTo(try url("https://example.com")))
                == """
                Expected: https://example.com
                     but: was https://example.com/
                          differs in path: expected no trailing slash, found one
                """
        )
    }

    @Test func aURLInsideAValueGetsTheWordsUnderItsPair() throws {
        struct Request: Equatable {
            var method: String
            var url: URL
        }
        let expected = Request(method: "GET", url: try url("https://example.com/items/"))
        let actual = Request(method: "GET", url: try url("https://example.com/items"))
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Request(method: "GET", url: https://example.com/items/)
                     but: was Request(method: "GET", url: https://example.com/items)
                          differs at url: expected https://example.com/items/, found https://example.com/items
                            differs in path: expected a trailing slash, found none
                """
        )
    }

    @Test func everyPartThatDiffersIsNamedInTheOrderAURLIsWritten() throws {
        #expect(
            failureMessage(
                try url("http://example.org:8080/a/c?q=1#top"),
                equalTo(try url("https://example.com/a/b?q=2")))
                    == """
                    Expected: https://example.com/a/b?q=2
                         but: was http://example.org:8080/a/c?q=1#top
                              differs in scheme: expected "https", found "http"; in host: expected "example.com", found "example.org"; in port: expected no port, found 8080; in path: expected "/a/b", found "/a/c"; in query: expected "q=2", found "q=1"; in fragment: expected no fragment, found "top"
                    """
        )
    }

    @Test func aQueryInAnotherOrderIsSaidToBeOne() throws {
        #expect(
            failureMessage(
                try url("https://example.com/s?b=2&a=1"), equalTo(try url("https://example.com/s?a=1&b=2")))
                    == """
                    Expected: https://example.com/s?a=1&b=2
                         but: was https://example.com/s?b=2&a=1
                              differs in query: the same items in another order
                    """
        )
    }

    @Test func aHostThatDiffersOnlyInCaseSaysSo() throws {
        #expect(
            failureMessage(try url("https://Example.com/x"), equalTo(try url("https://example.com/x")))
                == """
                Expected: https://example.com/x
                     but: was https://Example.com/x
                          differs in host: expected "example.com", found "Example.com" (only in case)
                """
        )
    }

    @Test func anEmptyQueryIsAQuery() throws {
        #expect(
            failureMessage(try url("https://example.com/x?"), equalTo(try url("https://example.com/x")))
                == """
                Expected: https://example.com/x
                     but: was https://example.com/x?
                          differs in query: expected no query, found ""
                """
        )
    }

    @Test func aPasswordIsNamedButNotRepeated() throws {
        let message = failureMessage(
            try url("https://ana:secret2@example.com/"), equalTo(try url("https://ana:secret1@example.com/")))
        #expect(message?.hasSuffix("\n          differs in password") == true, "\(message ?? "nil")")
    }

    @Test func theSameAbsoluteURLWrittenAgainstAnotherBaseSaysSo() throws {
        let base = try url("https://example.com/api/")
        let relative = try #require(URL(string: "items", relativeTo: base))
        let absolute = try url("https://example.com/api/items")
        let message = failureMessage(relative, equalTo(absolute))
        #expect(
            message?.hasSuffix(
                "\n          the same absolute URL, written relative to another base: expected no base, "
                    + "found https://example.com/api/ as the base") == true,
            "\(message ?? "nil")")
    }

    @Test func aHugeURLGivesABoundedMessage() throws {
        let long = String(repeating: "segment/", count: 200_000)
        let message = try #require(
            failureMessage(
                try url("https://example.com/" + long + "a"),
                equalTo(try url("https://example.com/" + long + "b"))))
        #expect(message.utf8.count <= 8_192, "\(message.utf8.count) bytes")
        #expect(message.contains("differs in path: expected \"/segment/segment/"))
        // Every part long and different: the line of words stays short.
        let part = String(repeating: "x", count: 100_000)
        let everything = try #require(
            failureMessage(
                try url("https://\(part)a:\(part)@\(part)a.example/\(part)a?\(part)a#\(part)a"),
                equalTo(try url("http://\(part)b:\(part)b@\(part)b.example/\(part)b?\(part)b#\(part)b"))))
        let words = try #require(everything.split(separator: "\n").last)
        #expect(words.hasPrefix("          differs in scheme: expected \"http\", found \"https\"; in user: "))
        #expect(words.utf8.count < 1_500, "\(words.utf8.count) bytes")
        #expect(everything.utf8.count <= 8_192, "\(everything.utf8.count) bytes")
    }

    @Test func equalURLsPassWithoutAskingForWords() throws {
        #expect(
            failureMessage(
                try url("https://example.com/a?b=1"), equalTo(try url("https://example.com/a?b=1"))) == nil)
    }
}
