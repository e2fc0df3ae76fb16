import Foundation
import Matchers
import Testing

/// Foundation's value types render exactly (no address, no lost fraction of a second), and a
/// failing `equalTo` on two of them says what differs.
@Suite struct FoundationValuesTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func dataThatDiffersInOneByteNamesTheByte() {
        #expect(
            failureMessage(Data([1, 2, 3, 5]), equalTo(Data([1, 2, 3, 4]))) == """
                Expected: Data([0x01, 0x02, 0x03, 0x04])
                     but: was Data([0x01, 0x02, 0x03, 0x05])
                          differs at byte 3: expected 0x04, found 0x05
                """
        )
    }

    @Test func dataOfAnotherLengthNamesTheEnd() {
        #expect(
            failureMessage(Data([0xFF, 0x00, 0x1A]), equalTo(Data([0xFF, 0x00]))) == """
                Expected: Data([0xFF, 0x00])
                     but: was Data([0xFF, 0x00, 0x1A])
                          differs at byte 2: expected the end of the data, found 0x1A
                """
        )
    }

    @Test func utf8DataReadsAsTextWithTheStringDiff() {
        #expect(
            failureMessage(Data(#"{"id":2}"#.utf8), equalTo(Data(#"{"id":1}"#.utf8))) == #"""
                Expected: Data("{\"id\":1}")
                     but: was Data("{\"id\":2}")
                          differs at character 7: expected "1", found "2"
                """#
        )
    }

    @Test func multiLineJSONGetsTheLineDiff() {
        let expected = Data("{\n  \"id\": 1,\n  \"name\": \"ana\"\n}".utf8)
        let actual = Data("{\n  \"id\": 1,\n  \"name\": \"bo\"\n}".utf8)
        let message = failureMessage(actual, equalTo(expected))
        #expect(message?.contains("differs at line 3") == true, "\(message ?? "")")
    }

    @Test func emptyAndHugeDataAreBounded() {
        #expect(renderValue(Data()) == "Data([])")
        let huge = Data(repeating: 0xAB, count: 10_000_000)
        let rendering = renderValue(huge)
        #expect(rendering.hasPrefix("Data([0xAB, 0xAB, "))
        // A list of bytes counts what it leaves out as every list does; text counts its bytes.
        #expect(rendering.hasSuffix(", 0xAB, …(9999842 more)])"))
        #expect(rendering.utf8.count <= MessageLimits.current.maxValueLength)
        let text = Data(repeating: UInt8(ascii: "a"), count: 5_000)
        #expect(
            renderValue(text) == "Data(\"" + String(repeating: "a", count: 952) + "\", …(4048 more bytes))")
    }

    @Test func aTextCutInsideAScalarKeepsWholeScalars() {
        let text = Data((String(repeating: "a", count: 951) + "é and more").utf8)
        #expect(
            renderValue(text) == "Data(\"" + String(repeating: "a", count: 951)
                + "\", …(\(text.count - 951) more bytes))"
        )
    }

    @Test func dataInsideAStructShowsNoAddress() {
        struct Request: Equatable {
            var path: String
            var body: Data
        }
        let expected = Request(path: "/a", body: Data(#"{"id":1}"#.utf8))
        let actual = Request(path: "/a", body: Data(#"{"id":2}"#.utf8))
        #expect(
            describeDifference(expected, actual) == #"""
                differs at body (- expected, + actual):
                    Request(
                      path: "/a"
                  -   body: Data("{\"id\":1}")
                  +   body: Data("{\"id\":2}")
                    )
                """#
        )
    }

    @Test func longDataInADiffIsCutAroundTheByteThatDiffers() {
        struct Upload: Equatable { var bytes: Data }
        let expected = Upload(bytes: Data(repeating: 0, count: 300))
        var actual = expected
        actual.bytes[299] = 1
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at bytes (- expected, + actual):
                    Upload(
                  -   bytes: Data([…(299 more), 0x00])
                  +   bytes: Data([…(299 more), 0x01])
                    )
                """
        )
        // The one change on one line, under head lines cut around it.
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Upload(bytes: Data([…(299 more), 0x00]))
                     but: was Upload(bytes: Data([…(299 more), 0x01]))
                          differs at bytes: expected Data([…(299 more), 0x00]), found Data([…(299 more), 0x01])
                """
        )
    }

    /// Cut from the front, two long `Data` that differ late read the same: their lines are cut
    /// around the first differing byte, which the reason names.
    @Test func longDataAreCutAroundTheFirstDifferingByte() {
        let expected = Data(repeating: 7, count: 5_000)
        var actual = expected
        actual[4_000] = 1
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Data([…(4000 more), 0x07, …(999 more)])
                     but: was Data([…(4000 more), 0x01, …(999 more)])
                          differs at byte 4000: expected 0x07, found 0x01
                """
        )
        // One begins the other: the shorter shows what it has before the place.
        #expect(
            failureMessage(expected.prefix(4_000), equalTo(expected)) == """
                Expected: Data([…(4000 more), 0x07, …(999 more)])
                     but: was Data([…(4000 more)])
                          differs at byte 4000: expected 0x07, found the end of the data
                """
        )
        #expect(
            failureMessage(Data(repeating: 7, count: 2), equalTo(Data([7]))) == """
                Expected: Data([0x07])
                     but: was Data([0x07, 0x07])
                          differs at byte 1: expected the end of the data, found 0x07
                """
        )
    }

    /// A compact line of a long `Data` counts the bytes it leaves out (it said `…(148 more)` of 289).
    @Test func aCompactLineOfDataCountsEveryByteItLeavesOut() {
        #expect(
            failureMessage(Data(repeating: 1, count: 300), equalTo(Data([1, 2, 3]))) == """
                Expected: Data([0x01, 0x02, 0x03])
                     but: was Data([0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, …(289 more)])
                          differs at byte 1: expected 0x02, found 0x01
                """
        )
    }

    /// A JSON body that differs late shows the text from a little before the difference, in the
    /// head lines as in the string diff under them.
    @Test func longUTF8DataAreCutAroundTheFirstDifference() {
        func json(_ value: (Int) -> Int) -> String {
            "{" + (0..<100).map { "\"k\($0)\":\(value($0))" }.joined(separator: ",") + "}"
        }
        let (json, changed) = (json { $0 }, json { $0 == 90 ? 91 : $0 })
        let message = failureMessage(Data(changed.utf8), equalTo(Data(json.utf8))) ?? ""
        #expect(
            message.hasPrefix(
                #"""
                Expected: Data(…"k88\":88,\"k89\":89,\"k90\":90,\"k91\":91,\"k92\":92,\"k93\":93,\"k94\":94"…)
                     but: was Data(…"k88\":88,\"k89\":89,\"k90\":91,\"k91\":91,\"k92\":92,\"k93\":93,\"k94\":94"…)
                          differs at character 799: expected "0", found "1"
                """#),
            "\(message)")
    }

    /// Elements and dictionary values that are long `Data` are cut around their difference too,
    /// with no note left to explain two lines that read the same.
    @Test func longDataInCollectionsAreCutAroundTheirDifference() {
        let long = Data(repeating: 7, count: 500)
        var changed = long
        changed[499] = 1
        var other = long
        other[499] = 2
        #expect(
            describeDifference([long, long], [changed, other])?.description == """
                differs at index 0 (- expected, + actual):
                  - Data([…(499 more), 0x07])
                  - Data([…(499 more), 0x07])
                  + Data([…(499 more), 0x01])
                  + Data([…(499 more), 0x02])
                """
        )
        #expect(
            describeDifference(["a": long, "b": long], ["a": changed, "b": other])?.description == """
                differs in 2 entries (- expected, + actual):
                  - "a": Data([…(499 more), 0x07])
                  + "a": Data([…(499 more), 0x01])
                  - "b": Data([…(499 more), 0x07])
                  + "b": Data([…(499 more), 0x02])
                """
        )
        #expect(
            failureMessage([changed], equalTo([long])) == """
                Expected: [Data([…(499 more), 0x07])]
                     but: was [Data([…(499 more), 0x01])]
                          differs at index 0: expected Data([…(499 more), 0x07]), found Data([…(499 more), 0x01])
                """
        )
    }

    /// Each value that replaced a date under its key gets the note an array's element gets.
    @Test func datesInADictionaryGetTheirNotesInTheEntryDiff() {
        let date = Self.date
        #expect(
            equalToReason(
                ["a": date.addingTimeInterval(1), "b": date.addingTimeInterval(-60), "c": date],
                ["a": date, "b": date, "c": date]) == """
                    differs in 2 entries (- expected, + actual):
                      - "a": 2023-11-14T22:13:20.000Z
                      + "a": 2023-11-14T22:13:21.000Z
                          1 s later than expected
                      - "b": 2023-11-14T22:13:20.000Z
                      + "b": 2023-11-14T22:12:20.000Z
                          1 min earlier than expected
                    """
        )
    }

    @Test func datesDifferingByAQuarterSecondSayHowMuchLater() {
        #expect(
            failureMessage(Self.date.addingTimeInterval(0.25), equalTo(Self.date)) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-14T22:13:20.250Z
                          0.25 s later than expected
                """
        )
    }

    @Test func datesDaysApartSayHowMuchEarlier() {
        let earlier = Self.date.addingTimeInterval(-(3 * 86_400 + 2 * 3_600 + 5 * 60 + 1.5))
        #expect(
            failureMessage(earlier, equalTo(Self.date)) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-11T20:08:18.500Z
                          3 days 2 h 5 min 1.5 s earlier than expected
                """
        )
    }

    @Test func optionalDatesSayHowMuchLaterAsDatesDo() {
        #expect(
            failureMessage(Optional(Self.date.addingTimeInterval(0.25)), equalTo(Optional(Self.date))) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-14T22:13:20.250Z
                          0.25 s later than expected
                """
        )
        // Closer than the microsecond a date is shown to: the line is what tells them apart.
        #expect(
            failureMessage(Optional(Self.date.addingTimeInterval(1e-7)), equalTo(Optional(Self.date))) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-14T22:13:20.000Z
                          less than 0.000001 s later than expected
                """
        )
        let twiceWrapped: Date?? = .some(Self.date.addingTimeInterval(-2))
        #expect(
            failureMessage(twiceWrapped, equalTo(.some(Self.date))) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was 2023-11-14T22:13:18.000Z
                          2 s earlier than expected
                """
        )
        // `nil` against a date: the two lines say it all.
        #expect(
            failureMessage(Date?.none, equalTo(Optional(Self.date))) == """
                Expected: 2023-11-14T22:13:20.000Z
                     but: was nil
                """
        )
    }

    @Test func optionalDataNamesTheByteAsDataDoes() {
        #expect(
            failureMessage(Optional(Data([1, 2, 3, 5])), equalTo(Optional(Data([1, 2, 3, 4])))) == """
                Expected: Data([0x01, 0x02, 0x03, 0x04])
                     but: was Data([0x01, 0x02, 0x03, 0x05])
                          differs at byte 3: expected 0x04, found 0x05
                """
        )
    }

    @Test func datesRenderInUTCToTheMicrosecond() {
        #expect(renderValue(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(renderValue(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        #expect(renderValue(Date(timeIntervalSinceReferenceDate: 0.000_25)) == "2001-01-01T00:00:00.000250Z")
        #expect(renderValue(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00.000Z")
        #expect(renderValue(Date.distantFuture) == "4001-01-01T00:00:00.000Z")
        // Proleptic Gregorian, as ISO 8601 counts (the description says 0001-01-01, in the Julian calendar).
        #expect(renderValue(Date.distantPast) == "0000-12-30T00:00:00.000Z")
        #expect(!renderValue(Date(timeIntervalSinceReferenceDate: .infinity)).isEmpty)
        #expect(!renderValue(Date(timeIntervalSince1970: 9.5e12)).isEmpty)
        let far = Date(timeIntervalSince1970: 9.5e12)
        #expect(
            failureMessage(far, equalTo(Date(timeIntervalSince1970: 0)))?.contains("later than expected")
                == true)
    }

    @Test func dateComponentsListTheFieldsThatAreSet() {
        let components = DateComponents(year: 2023, month: 11, day: 14)
        #expect(renderValue(components) == "DateComponents(year: 2023, month: 11, day: 14)")
        #expect(
            failureMessage(DateComponents(year: 2023, month: 11, day: 15), equalTo(components)) == """
                Expected: DateComponents(year: 2023, month: 11, day: 14)
                     but: was DateComponents(year: 2023, month: 11, day: 15)
                """
        )
    }

    /// Every common Foundation value type: no rendering holds an address, and two unequal values
    /// render differently or the message says why.
    @Test(arguments: FoundationProbe.pairs)
    func foundationValuesRenderWithoutAddressesAndApart(_ probe: FoundationProbe) {
        let expected = renderValue(probe.expected)
        let actual = renderValue(probe.actual)
        for rendering in [expected, actual] {
            #expect(!holdsAddress(rendering), "\(probe.name): \(rendering)")
        }
        // `IndexSet` ("3 indexes") is in Foundation, not in the FoundationEssentials Matchers imports on
        // Linux: its description, which names only a count, is kept, and the reason goes beneath it
        // (see "Values that print alike" in Docs/MessageFormat.md).
        for rendering in [expected, actual] {
            #expect(!rendering.hasSuffix(" "), "\(probe.name): \(rendering)")
        }
        #expect(expected != actual || probe.reason != nil, "\(probe.name): both render \(expected)")
    }
}

/// Whether `text` holds `0x` and eight hex digits or more: an address.
func holdsAddress(_ text: String) -> Bool {
    text.components(separatedBy: "0x").dropFirst().contains { after in
        after.prefix(8).count == 8 && after.prefix(8).allSatisfy(\.isHexDigit)
    }
}

/// Two unequal values of one Foundation type.
struct FoundationProbe: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: any Sendable
    let actual: any Sendable
    /// What `describeDifference` says, for a type whose two values render alike.
    let reason: String?

    var testDescription: String { name }

    init<T: Equatable & Sendable>(_ expected: T, _ actual: T) {
        precondition(expected != actual)
        name = "\(T.self)"
        self.expected = expected
        self.actual = actual
        reason = describeDifference(expected, actual)?.description
    }

    static let pairs: [FoundationProbe] =
        [
            FoundationProbe(Data([1, 2]), Data([1, 3])),
            FoundationProbe(Data("a".utf8), Data("b".utf8)),
            FoundationProbe(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 0.001)),
            FoundationProbe(URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!),
            FoundationProbe(URL(fileURLWithPath: "/tmp/a"), URL(fileURLWithPath: "/tmp/b")),
            FoundationProbe(
                UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                UUID(uuidString: "00000000-0000-0000-0000-000000000002")!),
            FoundationProbe(Decimal(string: "0.1")!, Decimal(string: "0.10000000000000000001")!),
            FoundationProbe(DateComponents(year: 2023, month: 1), DateComponents(year: 2023, month: 2)),
            FoundationProbe(DateComponents(hour: 1), DateComponents(minute: 1)),
            FoundationProbe(TimeZone(identifier: "Europe/Paris")!, TimeZone(identifier: "Europe/Berlin")!),
            FoundationProbe(Locale(identifier: "fr_FR"), Locale(identifier: "de_DE")),
            FoundationProbe(
                DateInterval(start: Date(timeIntervalSince1970: 0), duration: 60),
                DateInterval(start: Date(timeIntervalSince1970: 0), duration: 60.5)),
            FoundationProbe(
                URLComponents(string: "https://example.com/a?q=1")!,
                URLComponents(string: "https://example.com/a?q=2")!),
        ] + corelibsFoundationPairs

    /// Types whose descriptions come from Foundation itself rather than from the value types this
    /// library renders: swift-corelibs-foundation on Linux, Apple's Objective-C Foundation on Apple
    /// platforms, where they print otherwise (`IndexSet`'s "3 indexes", `NSRange`'s braces). What
    /// this suite expects of them is proven against corelibs, on Linux only.
    static var corelibsFoundationPairs: [FoundationProbe] {
        #if canImport(ObjectiveC)
            return []
        #else
            return [
                FoundationProbe(
                    Measurement(value: 5, unit: UnitLength.kilometers),
                    Measurement(value: 5.5, unit: UnitLength.kilometers)),
                FoundationProbe(
                    Measurement(value: 5, unit: UnitLength.kilometers),
                    Measurement(value: 5, unit: UnitLength.miles)),
                FoundationProbe(IndexSet([1, 2, 3]), IndexSet([1, 2, 4])),
                FoundationProbe(CharacterSet(charactersIn: "ab"), CharacterSet(charactersIn: "ac")),
                FoundationProbe(NSRange(location: 1, length: 2), NSRange(location: 1, length: 3)),
                FoundationProbe(
                    PersonNameComponents(givenName: "Ana", familyName: "Lima"),
                    PersonNameComponents(givenName: "Ana", familyName: "Lim")),
                FoundationProbe(AttributedString("hi"), AttributedString("ho")),
            ]
        #endif
    }
}
