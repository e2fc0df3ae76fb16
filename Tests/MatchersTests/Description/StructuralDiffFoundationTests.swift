import Foundation
import Matchers
import Testing

/// Foundation's values with a description and no useful children are leaves of the structural diff:
/// marked as a whole, shown by their descriptions, as `renderValue` shows them.
@Suite struct StructuralDiffFoundationTests {
    struct Event: Equatable {
        var at: Date
        var link: URL
        var id: UUID
        var amount: Decimal
    }

    @Test func datesURLsUUIDsAndDecimalsAreLeaves() throws {
        let expected = Event(
            at: Date(timeIntervalSinceReferenceDate: 0),
            link: try #require(URL(string: "https://example.com/a")),
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")),
            amount: Decimal(string: "9.99")!)
        var actual = expected
        actual.at = Date(timeIntervalSinceReferenceDate: 86_400)
        actual.link = try #require(URL(string: "https://example.com/b"))
        actual.id = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
        actual.amount = Decimal(string: "10.5")!
        #expect(
            describeDifference(expected, actual) == """
                differs at at, link, id, amount (- expected, + actual):
                    Event(
                  -   at: \(renderValue(expected.at))
                  +   at: \(renderValue(actual.at))
                        1 day later than expected
                  -   link: \(renderValue(expected.link))
                  +   link: \(renderValue(actual.link))
                        differs in path: expected "/a", found "/b"
                  -   id: \(renderValue(expected.id))
                  +   id: \(renderValue(actual.id))
                  -   amount: 9.99
                  +   amount: 10.5
                    )
                """
        )
        #expect(renderValue(expected.at) == "2001-01-01T00:00:00.000Z")
        #expect(renderValue(actual.link) == "https://example.com/b")
    }
}
