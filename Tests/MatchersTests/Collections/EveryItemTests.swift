import Matchers
import Testing

@Suite struct EveryItemTests {
    @Test func matchesWhenEveryItemMatches() {
        #expect(everyItem(greaterThan(0)).matches([1, 2, 3]) == .match)
        #expect(verdictOnly([1, 2, 3], everyItem(greaterThan(0))))
    }

    @Test func emptySequenceMatches() {
        #expect(everyItem(greaterThan(0)).matches([Int]()) == .match)
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = everyItem(greaterThan(0))
        #expect(matcher.description == "every item is a value greater than 0")
    }

    @Test func aPredicateIsNotPrecededByIs() {
        // `has`, `hasProperty` and `is` read as predicates of their own: not `every item is has …`.
        struct Loan {
            var days: Int
        }
        let keyPath: Matcher<[Loan]> = everyItem(has(\.days, lessThan(15)))
        #expect(keyPath.description == "every item has days a value less than 15")
        let named: Matcher<[Loan]> = everyItem(has("days", { $0.days }, lessThan(15)))
        #expect(named.description == "every item has days a value less than 15")
        let property: Matcher<[Loan]> = everyItem(hasProperty("days", lessThan(15)))
        #expect(property.description == #"every item has property "days" with value a value less than 15"#)
        let isMatcher: Matcher<[Int]> = everyItem(`is`(lessThan(15)))
        #expect(isMatcher.description == "every item is a value less than 15")
        #expect(
            failureMessage([Loan(days: 7), Loan(days: 21)], everyItem(has(\.days, lessThan(15)))) == """
                Expected: every item has days a value less than 15
                     but: was [Loan(days: 7), Loan(days: 21)]
                          failed 1 of 2 items:
                            - item 1 was Loan(days: 21)
                              but: days was 21
                """
        )
    }

    @Test func reportsEveryFailingItemWithItsIndex() {
        #expect(!verdictOnly([1, -2], everyItem(greaterThan(0))))
        #expect(
            failureMessage([1, -2, 3, -4], everyItem(greaterThan(0))) == """
                Expected: every item is a value greater than 0
                     but: was [1, -2, 3, -4]
                          failed 2 of 4 items:
                            - item 1 was -2
                            - item 3 was -4
                """
        )
    }

    @Test func showsTheItemMatchersReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([2, 3], everyItem(even)) == """
                Expected: every item is an even number
                     but: was [2, 3]
                          failed 1 of 2 items:
                            - item 1 was 3
                              but: remainder was 1
                """
        )
    }

    @Test func capsTheListAtTheLimit() {
        let message = failureMessage(Array(-30..<0), everyItem(greaterThan(0)))
        #expect(
            message == """
                Expected: every item is a value greater than 0
                     but: was \(renderValue(Array(-30..<0)))
                          failed 11 of the first 11 items (reading stopped there):
                            - item 0 was -30
                            - item 1 was -29
                            - item 2 was -28
                            - item 3 was -27
                            - item 4 was -26
                            - item 5 was -25
                            - item 6 was -24
                            - item 7 was -23
                            - item 8 was -22
                            - item 9 was -21
                            - …(1 more)
                """
        )
    }

    @Test func aMillionItemsGiveAShortMessage() {
        let values = Array(repeating: -1, count: 1_000_000)
        let message = failureMessage(values, everyItem(greaterThan(0))) ?? ""
        #expect(message.count < 2_000)
        #expect(message.contains("failed 11 of the first 11 items (reading stopped there):"))
    }

    @Test func setsAreNumberedInPrintedOrder() {
        #expect(
            failureMessage(Set([5, -1, 3, -7]), everyItem(greaterThan(0))) == """
                Expected: every item is a value greater than 0
                     but: was [-7, -1, 3, 5]
                          failed 2 of 4 items:
                            - item 0 was -7
                            - item 1 was -1
                """
        )
    }

    @Test func worksOnDictionariesAsSequences() {
        let matcher: Matcher<[String: Int]> = everyItem(Matcher("a positive entry") { $0.value > 0 })
        #expect(matcher.matches(["a": 1]) == .match)
        #expect(
            failureMessage(["b": -1, "a": 1], matcher) == """
                Expected: every item is a positive entry
                     but: was ["a": 1, "b": -1]
                          failed 1 of 2 items:
                            - item 1 was (key: "b", value: -1)
                """
        )
    }
}
