import Matchers
import Testing

private enum Payment: Equatable {
    case cash
    case voucher(code: String)
    case card(number: String, expiry: Int)
}

private func cardNumber(_ payment: Payment) -> String? {
    if case .card(let number, _) = payment { number } else { nil }
}

private struct Described: CustomStringConvertible {
    var description: String { "described" }
}

@Suite struct HasCaseTests {
    @Test func matchesTheCaseAndItsPayload() {
        let card = Payment.card(number: "4242", expiry: 2030)
        #expect(hasCase("card", cardNumber, equalTo("4242")).matches(card) == .match)
        #expect(hasCase("card", cardNumber).matches(card) == .match)
        #expect(verdictOnly(card, hasCase("card", cardNumber, hasPrefix("42"))))
        #expect(!verdictOnly(card, hasCase("card", cardNumber, equalTo("1111"))))
        #expect(!verdictOnly(Payment.cash, hasCase("card", cardNumber)))
    }

    @Test func theIssuesExampleCompiles() {
        let matcher: Matcher<Payment> = hasCase(
            "card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242"))
        #expect(matcher.description == #"case .card with "4242""#)
        let anyCard: Matcher<Payment> = hasCase("card", cardNumber)
        #expect(anyCard.description == "case .card")
    }

    @Test func anotherPayloadExplainsTheInnerMismatch() {
        #expect(
            failureMessage(
                Payment.card(number: "1111", expiry: 2030), hasCase("card", cardNumber, equalTo("4242")))
                    == """
                    Expected: case .card with "4242"
                         but: was .card(number: "1111", expiry: 2030)
                              card was "1111"
                                differs at character 1: expected "4", found "1"
                    """)
    }

    @Test func anotherCaseSaysWhichCaseItWas() {
        // The bare case is the value itself: `but: was .cash` says it.
        #expect(
            failureMessage(Payment.cash, hasCase("card", cardNumber, equalTo("4242"))) == """
                Expected: case .card with "4242"
                     but: was .cash
                """)
        #expect(
            failureMessage(Payment.voucher(code: "FREE"), hasCase("card", cardNumber)) == """
                Expected: case .card
                     but: was .voucher(code: "FREE")
                          case was .voucher
                """)
    }

    @Test func aValueThatIsNotAnEnumHasNoCaseToName() {
        let positive: Matcher<Int> = hasCase("positive", { $0 > 0 ? $0 : nil })
        #expect(
            failureMessage(-3, positive) == """
                Expected: case .positive
                     but: was -3
                """)
        let described: Matcher<Described> = hasCase("other", { _ in nil as Int? })
        #expect(failureMessage(Described(), described) == "Expected: case .other\n     but: was described")
    }
}
