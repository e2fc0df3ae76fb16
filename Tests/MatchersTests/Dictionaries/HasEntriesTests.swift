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
