import Matchers
import Testing

private enum RamenSoup: Equatable {
    case miso
    case shio
    case shoyu
}

private struct Bowl: Equatable {
    var soup: RamenSoup
    var toppings: Int
}

/// A plain class: neither `Sendable` nor `CustomStringConvertible`.
private final class Order: Equatable {
    var bowls: Int
    init(bowls: Int) { self.bowls = bowls }
    static func == (lhs: Order, rhs: Order) -> Bool { lhs.bowls == rhs.bowls }
}

@Suite struct EqualToTests {
    @Test func matchesEqualValue() {
        #expect(equalTo(3).matches(3) == .match)
    }

    @Test func describesExpectedValue() {
        #expect(equalTo("shio").description == #""shio""#)
    }

    @Test func mismatchMessage() {
        #expect(failureMessage(4, equalTo(3)) == "Expected: 3\n     but: was 4")
    }

    @Test func mismatchHasNoReasonForPlainValues() {
        #expect(equalTo(3).matches(4) == .mismatch(nil))
        #expect(equalTo(RamenSoup.miso).matches(.shio) == .mismatch(nil))
    }

    @Test func matchesEqualEnumsStructsAndOptionals() {
        #expect(equalTo(RamenSoup.miso).matches(.miso) == .match)
        #expect(equalTo(Bowl(soup: .miso, toppings: 2)).matches(Bowl(soup: .miso, toppings: 2)) == .match)
        #expect(equalTo(Int?.none).matches(nil) == .match)
        #expect(equalTo(Int?(3)).matches(3) == .match)
    }

    @Test func describesEnumsStructsAndOptionals() {
        #expect(equalTo(RamenSoup.miso).description == ".miso")
        #expect(equalTo(Bowl(soup: .miso, toppings: 2)).description == "Bowl(soup: .miso, toppings: 2)")
        #expect(equalTo(Int?.none).description == "nil")
        #expect(equalTo(Int?(3)).description == "3")
    }

    @Test func enumMismatchMessage() {
        #expect(
            failureMessage(RamenSoup.shio, equalTo(.miso))
                == """
                Expected: .miso
                     but: was .shio
                """)
    }

    @Test func structMismatchMessage() {
        #expect(
            failureMessage(Bowl(soup: .shio, toppings: 2), equalTo(Bowl(soup: .miso, toppings: 2)))
                == """
                Expected: Bowl(soup: .miso, toppings: 2)
                     but: was Bowl(soup: .shio, toppings: 2)
                          differs at soup: expected .miso, found .shio
                """)
    }

    @Test func optionalMismatchMessages() {
        #expect(
            failureMessage(nil, equalTo(Int?(3)))
                == """
                Expected: 3
                     but: was nil
                """)
        #expect(
            failureMessage(3, equalTo(Int?.none))
                == """
                Expected: nil
                     but: was 3
                """)
    }

    @Test func stringMismatchMessageStartsWithBothValues() {
        // The lines after these belong to the string diff (see the Diff tests).
        let message = failureMessage("miso", equalTo("shio"))
        #expect(message?.hasPrefix("Expected: \"shio\"\n     but: was \"miso\"") == true)
    }

    @Test func labelComesFirst() {
        #expect(
            failureMessage(3, equalTo(2), label: "bowls")
                == """
                bowls
                Expected: 2
                     but: was 3
                """)
    }

    @Test func acceptsNonSendableClasses() {
        let expected = Order(bowls: 2)
        let matcher = equalTo(expected)
        let shared: any Sendable = matcher
        #expect(shared is Matcher<Order>)
        #expect(matcher.matches(Order(bowls: 2)) == .match)
        #expect(
            failureMessage(Order(bowls: 3), matcher)
                == """
                Expected: Order(bowls: 2)
                     but: was Order(bowls: 3)
                          differs at bowls: expected 2, found 3
                """)
    }

    @Test func numbersThatRoundingCouldSetApartSuggestCloseTo() {
        #expect(
            failureMessage(0.1 + 0.2, equalTo(0.3))
                == """
                Expected: 0.3
                     but: was 0.30000000000000004
                          differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use closeTo(0.3, within: …)
                """)
        var sum = 0.0
        for _ in 0..<10 { sum += 0.1 }
        #expect(
            equalToReason(sum, 1.0)
                == "differs by 1.1102230246251565e-16: close enough to be rounding; for a tolerance use closeTo(1.0, within: …)"
        )
        #expect(
            equalToReason(Float(1).nextUp, Float(1))
                == "differs by 1.1920929e-07: close enough to be rounding; for a tolerance use closeTo(1.0, within: …)"
        )
        #expect(
            equalToReason(-0.1 - 0.2, -0.3)
                == "differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use closeTo(-0.3, within: …)"
        )
    }

    @Test func theRoundingHintStopsAtFourULPs() {
        let one = 1.0
        let fourAbove = one.nextUp.nextUp.nextUp.nextUp
        #expect(
            equalToReason(fourAbove, one)?.hasPrefix("differs by 8.881784197001252e-16: close enough") == true
        )
        #expect(
            equalToReason(one, fourAbove)?.hasSuffix("use closeTo(1.0000000000000009, within: …)") == true)
        #expect(equalToReason(fourAbove.nextUp, one) == "")
        // Across zero, each representable value is a step.
        let tiny = Double.leastNonzeroMagnitude
        #expect(equalToReason(tiny, -tiny)?.hasPrefix("differs by 1e-323: close enough") == true)
        // Values far apart, NaN and infinities get none.
        #expect(equalToReason(0.5, 0.3) == "")
        #expect(equalToReason(Double.nan, 0.3) == "NaN is not equal to itself")
        #expect(equalToReason(Double.infinity, .greatestFiniteMagnitude) == "")
        #expect(equalToReason(-Double.infinity, .infinity) == "")
        #expect(equalToReason(Float.infinity, .greatestFiniteMagnitude) == "")
    }

    @Test func optionalNumbersThatRoundingCouldSetApartSuggestPresentAndCloseTo() {
        #expect(
            failureMessage(Optional(0.1 + 0.2), equalTo(Optional(0.3)))
                == """
                Expected: 0.3
                     but: was 0.30000000000000004
                          differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use presentAnd(closeTo(0.3, within: …))
                """)
        let nested: Double?? = .some(.some(0.1 + 0.2))
        #expect(
            equalToReason(nested, .some(.some(0.3)))
                == "differs by 5.551115123125783e-17: close enough to be rounding; for a tolerance use presentAnd(presentAnd(closeTo(0.3, within: …)))"
        )
        #expect(equalToReason(Double?.none, 0.3) == "")
    }

    @Test func theRoundingHintLeavesTheVerdictToEquality() {
        #expect(equalTo(0.3).matches(0.3) == .match)
        #expect(!equalTo(0.3).isSatisfied(by: 0.1 + 0.2))
        #expect(not(equalTo(0.3)).matches(0.1 + 0.2) == .match)
    }

    @Test func isTrueMatchesOnlyTrue() {
        #expect(isTrue().matches(true) == .match)
        #expect(isTrue().matches(false) == .mismatch(nil))
        #expect(isTrue().description == "true")
        #expect(
            failureMessage(false, isTrue())
                == """
                Expected: true
                     but: was false
                """)
    }

    @Test func isFalseMatchesOnlyFalse() {
        #expect(isFalse().matches(false) == .match)
        #expect(isFalse().matches(true) == .mismatch(nil))
        #expect(isFalse().description == "false")
        #expect(
            failureMessage(true, isFalse())
                == """
                Expected: false
                     but: was true
                """)
    }
}
