import Matchers
import Testing

@Suite struct DescribedAsTests {
    @Test func replacesTheDescription() {
        #expect(describedAs("a small number", lessThan(10)).description == "a small number")
    }

    @Test func keepsTheInnerVerdict() {
        let matcher = describedAs("a small number", lessThan(10))
        #expect(matcher.matches(3) == .match)
        #expect(matcher.matches(10) == .mismatch(nil))
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(25, describedAs("a price between %0 and %1", inRange(5...20), 5, 20))
                == """
                Expected: a price between 5 and 20
                     but: was 25
                """)
    }

    @Test func placeholdersTakeRenderedValues() {
        #expect(describedAs("%0", equalTo(1), "Ann").description == #""Ann""#)
        #expect(
            describedAs("named %0, aged %1", anything() as Matcher<Int>, "Ann", 12).description
                == #"named "Ann", aged 12"#)
        #expect(describedAs("%1 before %0", equalTo(1), "a", "b").description == #""b" before "a""#)
        #expect(describedAs("%0%0%1", equalTo(1), 7, 8).description == "778")
        #expect(describedAs("%0", equalTo(1), Int?.none as Any).description == "nil")
    }

    @Test func placeholderWithoutAValueStaysAsItIs() {
        #expect(describedAs("between %0 and %5", equalTo(1), 5, 20).description == "between 5 and %5")
        #expect(describedAs("%0 and %1", equalTo(1)).description == "%0 and %1")
        #expect(describedAs("%10", equalTo(1), 0, 1).description == "%10")
    }

    @Test func multiDigitPlaceholders() {
        let matcher = describedAs("%10 and %1", equalTo(1), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
        #expect(matcher.description == "10 and 1")
    }

    @Test func literalPercentSignsStay() {
        #expect(describedAs("100% sure", equalTo(1)).description == "100% sure")
        #expect(describedAs("50%", equalTo(1), 3).description == "50%")
        #expect(describedAs("%", equalTo(1), 3).description == "%")
        #expect(describedAs("%x%0", equalTo(1), 3).description == "%x3")
        #expect(describedAs("%%0", equalTo(1), 3).description == "%3")
        #expect(describedAs("%-1", equalTo(1), 3).description == "%-1")
    }

    @Test func keepsTheInnerReason() {
        #expect(
            failureMessage(3.5, describedAs("about %0", closeTo(3.0, within: 0.01), 3.0))
                == """
                Expected: about 3.0
                     but: was 3.5
                          differs by 0.5
                """)
    }

    @Test func describedCombinationIsOnePart() {
        let small = describedAs("a small positive number", greaterThan(0) && lessThan(10))
        #expect(
            failureMessage(12, small && not(12))
                == """
                Expected: all of:
                            - a small positive number
                            - not 12
                     but: was 12
                          failed 2 of 2:
                            - a small positive number
                              but: failed 1 of 2:
                                     - a value less than 10
                            - not 12
                """)
    }
}
