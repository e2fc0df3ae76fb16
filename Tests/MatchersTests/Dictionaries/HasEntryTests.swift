import Matchers
import Testing

@Suite struct HasEntryTests {
    @Test func matchesAnEntry() {
        #expect(hasEntry("a", 1).matches(["a": 1, "b": 2]) == .match)
        #expect(hasEntry("a", greaterThan(0)).matches(["a": 1]) == .match)
        #expect(hasEntry(stringWithPrefix("ne"), greaterThan(0)).matches(["negi": 1, "nori": 0]) == .match)
        #expect(verdictOnly(["a": 1], hasEntry("a", 1)))
    }

    @Test func rejectsMissingKeysAndOtherValues() {
        #expect(!verdictOnly(["a": 2], hasEntry("a", 1)))
        #expect(!verdictOnly(["b": 1], hasEntry("a", 1)))
        #expect(!verdictOnly(["negi": 0, "nori": 5], hasEntry(stringWithPrefix("ne"), greaterThan(0))))
        #expect(!verdictOnly([String: Int](), hasEntry("a", 1)))
    }

    @Test func descriptions() {
        let byValue: Matcher<[String: Int]> = hasEntry("a", 1)
        let byValueMatcher: Matcher<[String: Int]> = hasEntry("a", greaterThan(0))
        let byMatchers: Matcher<[String: Int]> = hasEntry(stringWithPrefix("ne"), greaterThan(0))
        #expect(byValue.description == #"a dictionary containing ["a": 1]"#)
        #expect(byValueMatcher.description == #"a dictionary containing ["a": a value greater than 0]"#)
        #expect(
            byMatchers.description
                == #"a dictionary containing [a string with prefix "ne": a value greater than 0]"#)
    }

    @Test func valueMismatchNamesTheValue() {
        #expect(
            failureMessage(["nori": 0, "tamago": 12], hasEntry("nori", greaterThan(0))) == """
                Expected: a dictionary containing ["nori": a value greater than 0]
                     but: was ["nori": 0, "tamago": 12]
                          value for "nori" was 0
                """
        )
    }

    @Test func valueMismatchShowsTheValueMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage(["a": 3], hasEntry("a", even)) == """
                Expected: a dictionary containing ["a": an even number]
                     but: was ["a": 3]
                          value for "a" was 3
                            but: remainder was 1
                """
        )
    }

    /// Above a diff, the `Expected:` line shows the value as `equalTo`'s own message cuts it, around
    /// where it differs, narrower when the words leave less room; by value and by matcher alike.
    /// Before, `["late": Shipment(id: "S-1", parcels: [Parcel(…), …(11 more)], …)]`, cut from the
    /// front.
    @Test func theExpectedLineIsCutAroundTheDifference() {
        let shipment = Shipment.sample
        let late = Shipment.late
        let expected = """
            Expected: a dictionary containing ["late": Shipment(…, parcels[9].qty: 9, …)]
                 but: was ["early": Shipment(id: "S-1", parcels: [Parcel(sku: "SKU-0", qty: 0, …), …(11 more)], …), …(1 more)]
                      value for "late" was Shipment(…, parcels: […(9 more), Parcel(…, qty: 99, …), …(2 more)], …)
                        but: differs at parcels[9].qty: expected 9, found 99
            """
        #expect(failureMessage(["early": shipment, "late": late], hasEntry("late", shipment)) == expected)
        #expect(
            failureMessage(["early": shipment, "late": late], hasEntry("late", equalTo(shipment))) == expected
        )
    }

    @Test func missingKey() {
        #expect(
            failureMessage(["b": 1], hasEntry("a", 1)) == """
                Expected: a dictionary containing ["a": 1]
                     but: was ["b": 1]
                          no key "a"
                """
        )
        #expect(
            failureMessage([String: Int](), hasEntry("a", 1)) == """
                Expected: a dictionary containing ["a": 1]
                     but: was [:]
                          no key "a"
                """
        )
    }

    @Test func keyMatcherListsCandidatesSortedByKey() {
        #expect(
            failureMessage(
                ["negi": 0, "nori": 5, "nasu": -1], hasEntry(stringWithPrefix("n"), greaterThan(10))) == """
                    Expected: a dictionary containing [a string with prefix "n": a value greater than 10]
                         but: was ["nasu": -1, "negi": 0, "nori": 5]
                              value for "nasu" was -1
                              value for "negi" was 0
                              value for "nori" was 5
                    """
        )
        #expect(
            failureMessage(["negi": 0], hasEntry(stringWithPrefix("x"), greaterThan(0))) == """
                Expected: a dictionary containing [a string with prefix "x": a value greater than 0]
                     but: was ["negi": 0]
                          no key is a string with prefix "x"
                """
        )
    }
}

/// `hasEntry(key, value)` has a core of its own (one lookup and one `==`); it decides, describes
/// and explains exactly as the general form it stands for.
@Suite struct HasEntryValueFormTests {
    @Test func decidesDescribesAndExplainsAsTheGeneralForm() {
        let tables: [[String: Double]] = [[:], ["a": 1], ["a": 2, "b": 1], ["b": .nan], ["a": .nan]]
        for table in tables {
            for (key, value) in [("a", 1.0), ("b", .nan), ("c", 0)] {
                let fast = hasEntry(key, value)
                let general = hasEntry(equalTo(key), equalTo(value))
                #expect(fast.isSatisfied(by: table) == general.isSatisfied(by: table), "\(table) \(key)")
                #expect(fast.matches(table) == general.matches(table), "\(table) \(key)")
                #expect(fast.description == general.description)
                #expect(fast.failureMessage(for: table) == general.failureMessage(for: table))
            }
        }
    }

    @Test func anOptionalValueTellsAnAbsentKeyFromANilValue() {
        let table: [String: Int?] = ["a": nil]
        let nilForA: Matcher<[String: Int?]> = hasEntry("a", Int?.none)
        let nilForB: Matcher<[String: Int?]> = hasEntry("b", Int?.none)
        let oneForA: Matcher<[String: Int?]> = hasEntry("a", Int?.some(1))
        #expect(nilForA.isSatisfied(by: table))
        #expect(!nilForB.isSatisfied(by: table))
        #expect(!oneForA.isSatisfied(by: table))
    }
}
