import Foundation
import Matchers
import SwiftHamcrestCompatibility
import TestSupport
import Testing

@testable import XCTMatchers

// The failure messages the README, the guides and the doc comments show, computed from the code
// they show: each must appear there verbatim as a fenced block. When a message changes, the
// documentation that quotes it has to change with it. A sample's output is "marked" by having its
// case here; Scripts/doc-samples.sh checks that every Swift sample of the README and guides compiles.

private enum ParseError: Error, Equatable {
    case empty
    case badDigit(String)
}

private enum NetworkError: Error {
    case offline
}

/// The parser the samples call: `""` is empty, digits parse, anything else is a bad digit.
private func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    guard let number = Int(text) else { throw ParseError.badDigit(text) }
    return number
}

/// The session of `throwsError(matching:)`'s sample, whose request fails to parse.
private struct Session {
    func send(_ request: String) throws -> Int { try parse(request) }
}

/// The struct-shaped error of `throwsError(ofType:matching:)`'s sample, in a namespace of its own
/// (its name is `ParseError` too).
private enum Offsets {
    struct ParseError: Error {
        var offset: Int
    }

    static func parse(_ text: String) throws -> Int { throw ParseError(offset: 2) }
}

/// A checksum for `aValidISBN()`'s sample.
private func checksumIsValid(_ digits: String) -> Bool { digits.last == "3" }

/// The fenced blocks of a file in the repository, doc-comment markers removed.
private func fencedBlocks(in relativePath: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let trimmed = line.drop(while: { $0 == " " })
        guard trimmed.hasPrefix("///") else { return String(line) }
        let body = trimmed.dropFirst(3)
        return String(body.hasPrefix(" ") ? body.dropFirst() : body)
    }
    var blocks: [String] = []
    var current: [String]?
    for line in lines {
        if line.hasPrefix("```") {
            if let block = current {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current = []
            }
        } else {
            current?.append(line)
        }
    }
    return blocks
}

/// Checks that `message` is quoted verbatim, as a fenced block, in the file.
private func expectQuoted(
    _ message: String?, in relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let message = try #require(message, "the sample passes, but the documentation shows a failure")
    let blocks = try fencedBlocks(in: relativePath)
    #expect(
        blocks.contains(message), "\(relativePath) does not quote:\n\(message)",
        sourceLocation: sourceLocation)
}

private func failure<T>(_ value: T, _ matcher: Matcher<T>, label: String? = nil) -> String? {
    MessageLayout.failure(of: matcher, for: value, label: label)
}

/// The models of the "equal except" sample of Docs/GettingStarted.md.
private enum Billing {
    struct InvoiceLine: Equatable {
        var id: UUID
        var product: String
        var amount: Double
    }

    struct Invoice: Equatable {
        var id: UUID
        var issuedAt: Date
        var lines: [InvoiceLine]
        var total: Double
    }
}

@Suite struct DocOutputTests {
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func equalExceptSamples() throws {
        let expected = Billing.Invoice(
            id: UUID(), issuedAt: Date(),
            lines: [
                Billing.InvoiceLine(id: UUID(), product: "shio", amount: 9.5),
                Billing.InvoiceLine(id: UUID(), product: "miso", amount: 0.3),
            ],
            total: 9.8)
        let invoice = Billing.Invoice(
            id: UUID(), issuedAt: Date(),
            lines: [
                Billing.InvoiceLine(id: UUID(), product: "shio", amount: 9.5),
                Billing.InvoiceLine(id: UUID(), product: "tonkotsu", amount: 0.1 + 0.2),
            ],
            total: 9.5 + 0.1 + 0.2)
        try expectQuoted(
            failure(
                invoice,
                equalTo(
                    expected, ignoring: \.id, \Billing.Invoice.issuedAt, \Billing.InvoiceLine.id, within: 1e-9
                )),
            in: "Docs/GettingStarted.md")
    }

    @Test func readmeAndGettingStarted() throws {
        try expectQuoted(
            failure(["wakame", "tamago"], containsInAnyOrder("tamago", "chashu"), label: "extras"),
            in: "README.md")
        try expectQuoted(
            failure(["wakame", "chashu"], containsInAnyOrder("tamago", "wakame"), label: "extras"),
            in: "Docs/GettingStarted.md")
    }

    @Test func customMatchersGuide() throws {
        func anEvenNumber() -> Matcher<Int> {
            Matcher("an even number") { $0 % 2 == 0 }
        }
        func aValidISBN() -> Matcher<String> {
            Matcher("a valid ISBN-13") { isbn in
                let digits = isbn.filter(\.isNumber)
                guard digits.count == 13 else { return .mismatch("has \(digits.count) digits, not 13") }
                return checksumIsValid(digits) ? .match : .mismatch("checksum digit is wrong")
            }
        }
        func aShortList() -> Matcher<[Int]> {
            Matcher("a list of at most 3 items") { list, explain in
                guard list.count > 3 else { return .match }
                return .mismatch(explain ? "has \(list.count - 3) items too many" : nil)
            }
        }
        let guide = "Docs/CustomMatchers.md"
        try expectQuoted(failure(3, anEvenNumber()), in: guide)
        try expectQuoted(failure("978-3-16-148410", aValidISBN()), in: guide)
        try expectQuoted(failure([1, 2, 3, 4], aShortList()), in: guide)
        try expectQuoted(failure("404 Not Found", allOf(hasPrefix("200"), containsString("OK"))), in: guide)
    }

    @Test func throwingCodeMatchers() throws {
        let file = "Sources/Matchers/Errors/ThrowsError.swift"
        try expectQuoted(failure({ try parse("42") }, throwsError()), in: file)
        try expectQuoted(failure({ try parse("x") }, throwsError(ParseError.empty)), in: file)
        let session = Session()
        try expectQuoted(failure({ try session.send("") }, throwsError(ofType: NetworkError.self)), in: file)
        try expectQuoted(
            failure(
                { try Offsets.parse("1+") },
                throwsError(ofType: Offsets.ParseError.self, matching: has(\.offset, equalTo(1)))),
            in: file)
        try expectQuoted(
            failure({ try session.send("") }, throwsError(matching: instanceOf(NetworkError.self))), in: file)
        try expectQuoted(
            failure({ try parse("x") }, doesNotThrow()), in: "Sources/Matchers/Errors/DoesNotThrow.swift")
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func regexPatternsPrintAsWritten() throws {
        let file = "Sources/Matchers/Strings/Patterns.swift"
        try expectQuoted(failure("ab-12", matchesPattern(/[A-Z]{2}-\d+/)), in: file)
        try expectQuoted(failure("order AB-12", matchesPattern(#"[A-Z]{2}-\d+"#)), in: file)
        try expectQuoted(failure("total: ? yen", containsPattern(/total: \d+ yen/)), in: file)
    }

    @Test func containsInAnyOrderSamples() throws {
        let file = "Sources/Matchers/Collections/ContainsInAnyOrder.swift"
        try expectQuoted(
            failure(["tamago", "kombu"], containsInAnyOrder(equalTo("tamago"), hasPrefix("waka"))), in: file)
        try expectQuoted(failure(["wakame", "tamago"], containsInAnyOrder("tamago", "chashu")), in: file)
        try expectQuoted(failure(["tamago", "tamago"], containsInAnyOrder(["wakame", "tamago"])), in: file)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func valueRecorderSample() async throws {
        let errors = ValueRecorder<String?>()
        errors.record(nil)
        let clock = ManualClock()
        let issues = await recordedIssues {
            await assertThat(eventually: { errors.values }, equalTo([nil, "duplicated email"]), clock: clock)
        }
        try expectQuoted(issues.first?.message, in: "Sources/XCTMatchers/ValueRecorder.swift")
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func messageFormatGuide() async throws {
        let guide = "Docs/MessageFormat.md"
        try expectQuoted(failure(50, anyOf(lessThan(0), allOf(greaterThan(10), lessThan(20)))), in: guide)
        try expectQuoted(
            failure(["wakame", "tamago"], containsInAnyOrder("tamago", "chashu"), label: "extras"), in: guide)
        try expectQuoted(
            failure(["tamago", "tamago", "nori"], containsInAnyOrder("wakame", "tamago")), in: guide)
        try expectQuoted(failure([1, 0], contains(equalTo(1), greaterThan(1), lessThan(0))), in: guide)
        try expectQuoted(failure([3, 2, 1], containsInRelativeOrder(1, 3)), in: guide)
        try expectQuoted(
            failure(["tamago", "nori", "wakame"], contains("wakame", "tamago", "nori")), in: guide)
        try expectQuoted(failure(["wakame", "tamago", "nori"], contains("nori")), in: guide)
        try expectQuoted(failure(0.1 + 0.2, equalTo(0.3)), in: guide)
        try expectQuoted(failure([1, -2, 3, -4], everyItem(greaterThan(0))), in: guide)
        try expectQuoted(
            failure(["negi": 5, "nori": 0, "tamago": 12], hasEntries(["kombu": 1, "nori": 3])), in: guide)
        try expectQuoted(failure("wasabi", hasPrefix("waka")), in: guide)
        try expectQuoted(failure("chashu wakama", equalTo("chashu wakame")), in: guide)
        try expectQuoted(failure(["tamago", "wakame"], equalTo(["wakame", "tamago"])), in: guide)
        try expectQuoted(
            failure(
                { () throws -> Int in throw PositionedError(offset: 2) },
                throwsError(ofType: PositionedError.self, matching: has(\.offset, equalTo(1)))),
            in: guide)
        let clock = ManualClock()
        let issues = await recordedIssues {
            await assertThat(eventually: { LoadingState.loading }, equalTo(.loaded), clock: clock)
        }
        try expectQuoted(issues.first?.message, in: guide)
    }
}

/// Samples of the collection and dictionary matchers' doc comments.
@Suite struct CatalogDocOutputTests {
    @Test func hasItem() throws {
        let file = "Sources/Matchers/Collections/HasItem.swift"
        try expectQuoted(failure([1, 2], Matchers.hasItem(greaterThan(3))), in: file)
        try expectQuoted(failure(["wakame", "nori"], Matchers.hasItem("tamago")), in: file)
        try expectQuoted(failure([5, 2], Matchers.hasItem(greaterThan(3), atIndex: 1)), in: file)
        try expectQuoted(failure(["wakame", "tamago"], Matchers.hasItem("tamago", atIndex: 0)), in: file)
        try expectQuoted(
            failure(["tamago", "nori"], hasItems(equalTo("tamago"), hasPrefix("waka"))), in: file)
        try expectQuoted(failure(["wakame", "tamago"], hasItems("tamago", "chashu", "nori")), in: file)
    }

    @Test func subsets() throws {
        let file = "Sources/Matchers/Collections/Subsets.swift"
        try expectQuoted(
            failure(["nori", "kombu"], isSubsetOf(equalTo("nori"), equalTo("tamago"), hasPrefix("negi"))),
            in: file)
        try expectQuoted(failure([1, 1, 4], isSubsetOf(1, 2, 3)), in: file)
        try expectQuoted(
            failure(["nori", "kombu"], isSupersetOf(equalTo("nori"), hasPrefix("negi"))), in: file)
        try expectQuoted(failure(["nori"], isSupersetOf("nori", "nori")), in: file)
    }

    @Test func counts() throws {
        let file = "Sources/Matchers/Collections/Count.swift"
        try expectQuoted(failure(["wakame", "tamago"], isEmpty()), in: file)
        try expectQuoted(failure([1, 2], hasCount(3)), in: file)
        try expectQuoted(failure([1], hasCount(greaterThanOrEqualTo(2))), in: file)
    }

    @Test func dictionaryEntries() throws {
        let entry = "Sources/Matchers/Dictionaries/HasEntry.swift"
        try expectQuoted(failure(["Accept": "text/html"], hasEntry("Accept", "application/json")), in: entry)
        try expectQuoted(failure(["nori": 0, "tamago": 12], hasEntry("nori", greaterThan(0))), in: entry)
        try expectQuoted(
            failure(["negi": 0, "nori": 3], hasEntry(hasPrefix("neg"), greaterThan(0))), in: entry)
        let entries = "Sources/Matchers/Dictionaries/HasEntries.swift"
        try expectQuoted(
            failure(["nori": 2, "tamago": 12], hasEntries(["nori": 3, "negi": 5])), in: entries)
        try expectQuoted(failure(["nori": 3], hasEntries(("nori", 3), ("negi", 5))), in: entries)
        try expectQuoted(
            failure(["nori": 0, "negi": 5], hasEntries(("nori", greaterThan(0)), ("negi", lessThan(10)))),
            in: entries)
    }
}

/// Samples of the string, core and object matchers' doc comments.
@Suite struct MoreCatalogDocOutputTests {
    private enum Soup { case shio, shoyu, miso, tonkotsu }

    @Test func strings() throws {
        let substrings = "Sources/Matchers/Strings/Substrings.swift"
        try expectQuoted(failure("shio ramen with WAKAME", containsString("wakame")), in: substrings)
        try expectQuoted(
            failure("serve, then boil and drain", containsStringsInOrder("boil", "drain", "serve")),
            in: substrings)
        let normalized = "Sources/Matchers/Strings/Normalized.swift"
        try expectQuoted(failure("CHASHI", equalToIgnoringCase("Chashu")), in: normalized)
        try expectQuoted(
            failure("  chashu\n  wakama ", equalToIgnoringWhiteSpace("chashu wakame")), in: normalized)
        let affixes = "Sources/Matchers/Strings/Affixes.swift"
        try expectQuoted(failure("wasabi", hasPrefix("waka")), in: affixes)
        try expectQuoted(failure("wakama", hasSuffix("me")), in: affixes)
    }

    @Test func coreAndObjects() throws {
        struct Person {
            var name: String
            var age: Int
        }
        let person = Person(name: "Ann", age: 12)
        try expectQuoted(
            failure(person, has(\.age, greaterThan(17))), in: "Sources/Matchers/Objects/Has.swift")
        try expectQuoted(
            failure(person, has("age", \.age, greaterThan(17))), in: "Sources/Matchers/Objects/Has.swift")
        let core = "Sources/Matchers/Core/AllOfAnyOf.swift"
        try expectQuoted(failure(12, allOf(greaterThan(0), lessThan(10))), in: core)
        try expectQuoted(failure(Soup.shio, anyOf(equalTo(.miso), equalTo(.shoyu))), in: core)
        try expectQuoted(
            failure(Soup.tonkotsu, not(equalTo(.tonkotsu))), in: "Sources/Matchers/Core/Not.swift")
    }

    @Test func collections() throws {
        try expectQuoted(
            failure([Soup.miso, .shio, .tonkotsu], onlyContains(equalTo(.miso), equalTo(.shoyu))),
            in: "Sources/Matchers/Collections/OnlyContains.swift")
        try expectQuoted(
            failure([Soup.miso, .shio], onlyContains(.miso, .shoyu)),
            in: "Sources/Matchers/Collections/OnlyContains.swift")
        try expectQuoted(
            failure(Soup.shio, isIn([Soup.miso, .shoyu])), in: "Sources/Matchers/Collections/IsIn.swift")
        try expectQuoted(
            failure(
                ["loaded 3", "loading"], containsInRelativeOrder(equalTo("loading"), hasPrefix("loaded"))),
            in: "Sources/Matchers/Collections/ContainsInRelativeOrder.swift")
        try expectQuoted(
            failure([1, 5, 3, 4], contains(1, 2, 3)), in: "Sources/Matchers/Collections/Contains.swift")
        try expectQuoted(
            failure([1, -2, 3, -4], everyItem(greaterThan(0))),
            in: "Sources/Matchers/Collections/EveryItem.swift")
    }

    @Test func dictionaryKeysAndValues() throws {
        try expectQuoted(
            failure(["negi": 5, "nori": 3], hasValue(greaterThan(10))),
            in: "Sources/Matchers/Dictionaries/HasValue.swift")
        try expectQuoted(
            failure(["negi": 5, "nori": 3], hasValue(0)), in: "Sources/Matchers/Dictionaries/HasValue.swift")
        try expectQuoted(
            failure(["Accept": "text/html"], hasKey(hasPrefix("X-"))),
            in: "Sources/Matchers/Dictionaries/HasKey.swift")
        try expectQuoted(
            failure(["Accept": "text/html"], hasKey("Authorization")),
            in: "Sources/Matchers/Dictionaries/HasKey.swift")
    }
}

/// The samples of the API added for adopters: pattern options, SwiftHamcrest's names and assertions,
/// asynchronous throwing code.
@Suite struct AdoptionDocOutputTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func patternOptions() throws {
        let file = "Sources/Matchers/Strings/PatternOptions.swift"
        try expectQuoted(
            failure("Goodbye", matchesPattern(#"hello, \w+"#, options: .caseInsensitive)), in: file)
        try expectQuoted(failure("FOOBAR!", matchesPattern("fo+bar", options: .caseInsensitive)), in: file)
        try expectQuoted(
            failure("started\nfailed", containsPattern("^done$", options: .anchorsMatchLines)), in: file)
    }

    @Test func hasPropertyWithANameMatcher() throws {
        struct Person {
            var name: String
            var age: Int
        }
        let adult: Matcher<Person> = hasProperty(equalTo("age"), greaterThan(17))
        try expectQuoted(
            failure(Person(name: "Ann", age: 12), adult),
            in: "Sources/Matchers/Objects/HasProperty.swift")
    }

    @Test func failureMessageInsteadOfHamcrestReportFunction() throws {
        func isDivisibleByThree() -> Matcher<Int> {
            Matcher("divisible by three") { value in
                value % 3 == 0 ? .match : .mismatch("remainder: \(value % 3)")
            }
        }
        #expect(isDivisibleByThree().failureMessage(for: 342783) == nil)
        let reported = isDivisibleByThree().failureMessage(for: 489359)
        #expect(reported == "Expected: divisible by three\n     but: was 489359\n          remainder: 2")
        try expectQuoted(reported, in: "Docs/Migration.md")
    }

    @Test func swiftHamcrestAssertions() throws {
        let file = "Sources/SwiftHamcrestCompatibility/Assertions.swift"
        func checks() {
            assertThat(3, equalTo(2), message: "bowls")
            assertThrows(try parse("42"))
            assertThrows(try parse("x"), ParseError.empty)
            assertThrows(try Offsets.parse("1+"), has(\Offsets.ParseError.offset, equalTo(1)))
            assertNotThrows(try parse("x"))
        }
        let messages = recordedIssues(checks).map(\.message)
        #expect(messages.count == 5)
        for message in messages {
            try expectQuoted(message, in: file)
        }
    }

    @Test func asynchronousThrowingCode() async throws {
        let fetch: @Sendable () async throws -> Int = { 3 }
        let issues = await recordedIssues {
            await assertThat({ try await fetch() }, throwsError(ofType: NetworkError.self))
        }
        try expectQuoted(issues.first?.message, in: "Sources/XCTMatchers/AssertThat.swift")
    }
}

private struct PositionedError: Error {
    var offset: Int
}

private enum LoadingState {
    case loading, loaded
}

/// The two-line address of `describeDifference(_:_:)`'s doc comment.
private enum DocComment {
    struct Address: Equatable {
        var street: String
        var city: String
    }
}

extension DocOutputTests {
    @Test func structuralDiffSamples() throws {
        let user = Shop.User.annChanged
        let expected = Shop.User.ann
        try expectQuoted(failure(user, equalTo(expected)), in: "README.md")
        try expectQuoted(failure(user, equalTo(expected)), in: "Docs/MessageFormat.md")
        try expectQuoted(
            failure(user, has(\.address, equalTo(expected.address))), in: "Docs/MessageFormat.md")
        let request = Signups.Request(
            path: "/signup", body: #"{"email":"ann@example.com","plan":"pro","seats":2}"#)
        let hasBody = Matcher<Signups.Request>("a request with body " + renderValue(Signups.Signup.expected))
        {
            request in
            let body = request.decodedBody
            return body == Signups.Signup.expected
                ? .match : .mismatch(describeDifference(Signups.Signup.expected, body))
        }
        try expectQuoted(failure(request, hasBody), in: "Docs/CustomMatchers.md")
        try expectQuoted(
            describeDifference(
                DocComment.Address(street: "1 Main St", city: "Springfield"),
                DocComment.Address(street: "1 Main St", city: "Shelbyville"))?.description,
            in: "Sources/Matchers/Description/Diffing/StructuralDiff.swift")
    }
}

/// The request of the custom matchers guide's `hasBody` sample.
private enum Signups {
    enum Plan: Equatable { case free, pro }

    struct Signup: Equatable {
        var email: String
        var plan: Plan
        var seats: Int

        static let expected = Signup(email: "ann@example.com", plan: .pro, seats: 3)
    }

    struct Request {
        var path: String
        var body: String
        var decodedBody: Signup { Signup(email: "ann@example.com", plan: .pro, seats: 2) }
    }
}

/// Samples of a closure given where a value is expected, of the async `requireThat` and of a mock
/// never called.
@Suite struct MisuseDocOutputTests {
    private typealias CookRamen = (bowls: Int, soup: Soup, extras: [String])

    @Test func aClosureGivenAsTheValue() throws {
        let issues = recordedIssues { _ = misuses.assertThatEqualTo() }
        try expectQuoted(issues.first?.message, in: "Docs/MessageFormat.md")
        try expectQuoted(issues.first?.message, in: "Sources/XCTMatchers/AssertThat.swift")
        let present = recordedIssues { _ = misuses.requireThatAsyncClosurePresent() }
        try expectQuoted(present.first?.message, in: "Docs/MessageFormat.md")
        let required = recordedIssues { _ = misuses.requireThatHasPrefix() }
        try expectQuoted(required.first?.message, in: "Sources/XCTMatchers/RequireThat.swift")
    }

    @Test func asyncRequireThat() async throws {
        let service = ReceiptService()
        let issues = await recordedIssues {
            do { try await requireThat({ await service.lastReceipt }, present(), "receipt") } catch {}
        }
        try expectQuoted(issues.first?.message, in: "Sources/XCTMatchers/RequireThat.swift")
    }

    @Test func theMockVerificationGuidesFailingCheck() throws {
        // The guide's scenario: the waiter ordered 2 bowls of miso with ["wakame", "tamago"], and the
        // test expects chashu among the extras. The sample and the message it shows both come from it.
        let guide = "Docs/MockVerification.md"
        let sample = #"extras: containsInAnyOrder(equalTo("tamago"), hasPrefix("chashu")))"#
        #expect(
            try fencedBlocks(in: guide).contains { $0.contains(sample) }, "\(guide) has no sample \(sample)")
        let mockCook = RecordingCook()
        mockCook.cookRamen(bowls: 2, soup: .miso, extras: ["wakame", "tamago"])
        let issues = recordedIssues {
            mockCook.verifyCookRamen(
                bowls: greaterThanOrEqualTo(2), soup: anything(),
                extras: containsInAnyOrder(equalTo("tamago"), hasPrefix("chashu")))
        }
        #expect(issues.count == 1)
        try expectQuoted(issues.first?.message, in: guide)
    }

    @Test func aMockNeverCalled() throws {
        let neverCalled = CallVerification.onlyCall(
            [CookRamen](), [.argument("bowls", \.bowls, equalTo(2))], name: "cookRamen")
        try expectQuoted(neverCalled.first, in: "Docs/MockVerification.md")
        try expectQuoted(neverCalled.first, in: "Sources/XCTMatchers/CallRecorder.swift")
        try expectQuoted(
            CallVerification.count(0, greaterThan(0), name: "cookRamen").first,
            in: "Sources/XCTMatchers/CallRecorder.swift")
    }
}

/// A service with no receipt yet, for the async `requireThat` sample.
private actor ReceiptService {
    var lastReceipt: String?
}

extension DocOutputTests {
    /// The custom matchers guide's reasons made of parts print what the guide shows.
    @Test func reasonPartsSamples() throws {
        try expectQuoted(
            failure(
                Books.Book(title: "Emma", pages: 475),
                Books.sameBook(as: Books.Book(title: "Emma", pages: 474))),
            in: "Docs/CustomMatchers.md")
        try expectQuoted(failure([3, 480, 512], Books.pagesInRange(1...474)), in: "Docs/CustomMatchers.md")
    }
}

/// The custom matchers guide's `sameBook` and `pagesInRange`, as written there.
private enum Books {
    struct Book: Equatable, Sendable {
        var title: String
        var pages: Int
    }

    static func sameBook(as expected: Book) -> Matcher<Book> {
        Matcher("the book \(expected.title)") { (actual: Book) -> MatchResult in
            if actual == expected { return .match }
            return .mismatch(.failedItem("the same book", because: describeDifference(expected, actual)))
        }
    }

    static func pagesInRange(_ range: ClosedRange<Int>) -> Matcher<[Int]> {
        Matcher("pages in \(range)") { (pages: [Int]) -> MatchResult in
            let outside = pages.filter { !range.contains($0) }
            if outside.isEmpty { return .match }
            return .mismatch(
                .list("\(outside.count) of \(pages.count) outside:", outside.map { "page \($0)" }))
        }
    }
}
