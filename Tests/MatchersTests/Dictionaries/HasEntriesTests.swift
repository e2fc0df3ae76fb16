import Matchers
import Testing

@Suite struct HasEntriesTests {
    @Test func matchesWhenEveryEntryIsPresent() {
        #expect(hasEntries(["a": 1, "b": 2]).matches(["a": 1, "b": 2, "c": 3]) == .match)
        #expect(hasEntries(["a": greaterThan(0)]).matches(["a": 1]) == .match)
        #expect(hasEntries(("a", 1), ("b", 2)).matches(["b": 2, "a": 1]) == .match)
        #expect(hasEntries(("a", greaterThan(0)), ("b", lessThan(0))).matches(["a": 1, "b": -1]) == .match)
        #expect(hasEntries([String: Int]()).matches([:]) == .match)
        #expect(verdictOnly(["a": 1], hasEntries(["a": 1])))
    }

    @Test func rejectsMissingOrDifferentEntries() {
        #expect(!verdictOnly(["a": 1], hasEntries(["a": 1, "b": 2])))
        #expect(!verdictOnly(["a": 2], hasEntries(["a": 1])))
    }

    @Test func descriptionsSortDictionaryArgumentsAndKeepTupleOrder() {
        let sorted: Matcher<[String: Int]> = hasEntries(["nori": 3, "negi": 5])
        let given: Matcher<[String: Int]> = hasEntries(("nori", 3), ("negi", 5))
        let matchers: Matcher<[String: Int]> = hasEntries(["b": greaterThan(0), "a": anything()])
        #expect(sorted.description == #"a dictionary containing ["negi": 5, "nori": 3]"#)
        #expect(given.description == #"a dictionary containing ["nori": 3, "negi": 5]"#)
        #expect(
            matchers.description == #"a dictionary containing ["a": anything, "b": a value greater than 0]"#)
    }

    @Test func reportsEveryFailingEntry() {
        #expect(
            failureMessage(["nori": 2, "tamago": 12], hasEntries(["nori": 3, "negi": 5])) == """
                Expected: a dictionary containing ["negi": 5, "nori": 3]
                     but: was ["nori": 2, "tamago": 12]
                          failed 2 of 2 entries:
                            - no key "negi"
                            - value for "nori" was 2
                              expected: 3
                """
        )
    }

    @Test func valueMatcherReasonsAreShown() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage(["nori": 0, "negi": 5], hasEntries(("nori", greaterThan(0)), ("negi", even)))
                == """
                Expected: a dictionary containing ["nori": a value greater than 0, "negi": an even number]
                     but: was ["negi": 5, "nori": 0]
                          failed 2 of 2 entries:
                            - value for "nori" was 0
                              expected: a value greater than 0
                            - value for "negi" was 5
                              expected: an even number
                              but: remainder was 1
                """
        )
    }

    /// Above a diff, a failed entry's value and the value its matcher expects are each cut around
    /// where they differ, as `contains` shows an item. Before, `expected:` was the whole rendering,
    /// 900 bytes here.
    @Test func aFailedEntrysLinesAreCutAroundTheDifference() {
        let shipment = Shipment.sample
        #expect(
            failureMessage(
                ["early": shipment, "late": .late],
                hasEntries(["late": equalTo(shipment), "early": equalTo(shipment)])
            ) == """
                Expected: a dictionary containing ["early": Shipment(id: "S-1", …), …(1 more)]
                     but: was ["early": Shipment(id: "S-1", parcels: [Parcel(sku: "SKU-0", qty: 0, …), …(11 more)], …), …(1 more)]
                          failed 1 of 2 entries:
                            - value for "late" was Shipment(…, parcels: […(9 more), Parcel(…, qty: 99, …), …(2 more)], …)
                              expected: Shipment(…, parcels: […(9 more), Parcel(…, qty: 9, …), …(2 more)], …)
                              but: differs at parcels[9].qty: expected 9, found 99
                """
        )
    }

    @Test func emptyDictionary() {
        #expect(
            failureMessage([String: Int](), hasEntries(("a", 1))) == """
                Expected: a dictionary containing ["a": 1]
                     but: was [:]
                          failed 1 of 1 entry:
                            - no key "a"
                """
        )
    }

    @Test func messagesAreStableAcrossManyKeys() {
        let expected = Dictionary(uniqueKeysWithValues: (0..<30).map { ("k\($0)", $0) })
        let message = failureMessage([:], hasEntries(expected)) ?? ""
        #expect(
            message.contains(
                "failed 30 of 30 entries:\n            - no key \"k0\"\n            - no key \"k1\"\n            - no key \"k10\""
            ))
        #expect(message.hasSuffix("- …(20 more)"))
    }
}

/// A value with a long list, whose rendering passes a compact line many times over.
struct Shipment: Equatable {
    var id: String
    var parcels: [Parcel]
    var weight: Int

    /// Twelve parcels.
    static let sample = Shipment(
        id: "S-1", parcels: (0..<12).map { Parcel(sku: "SKU-\($0)", qty: $0, note: "handle with care") },
        weight: 10)

    /// ``sample`` with the quantity of its parcel 9 changed from 9 to 99.
    static var late: Shipment {
        var late = sample
        late.parcels[9].qty = 99
        return late
    }
}

struct Parcel: Equatable {
    var sku: String
    var qty: Int
    var note: String
}
