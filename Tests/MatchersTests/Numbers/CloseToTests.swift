import Matchers
import Testing

@Suite struct CloseToTests {
    @Test func matchesValuesWithinTheTolerance() {
        #expect(closeTo(3.0, within: 0.01).matches(3.0) == .match)
        #expect(closeTo(3.0, within: 0.01).matches(3.005) == .match)
        #expect(closeTo(3.0, within: 0.01).matches(2.995) == .match)
    }

    @Test func boundIsInclusive() {
        // 1.1 - 1.0 rounds to 0.10000000000000009: a check on the difference would reject it.
        #expect(closeTo(1.0, within: 0.1).matches(1.1) == .match)
        #expect(closeTo(1.0, within: 0.1).matches(0.9) == .match)
        #expect(closeTo(0.0, within: 1.0).matches(1.0) == .match)
        #expect(closeTo(0.0, within: 1.0).matches(-1.0) == .match)
        #expect(closeTo(0.0, within: 1.0).matches(1.0.nextUp) == .mismatch("differs by 1.0000000000000002"))
    }

    @Test func zeroToleranceMatchesOnlyTheValue() {
        #expect(closeTo(2.5, within: 0).matches(2.5) == .match)
        #expect(closeTo(2.5, within: 0).matches(2.5.nextUp) != .match)
        #expect(closeTo(0.0, within: 0).matches(-0.0) == .match)
    }

    @Test func description() {
        #expect(closeTo(3.0, within: 0.01).description == "a value within 0.01 of 3.0")
        #expect(closeTo(Float(3), within: 0.25).description == "a value within 0.25 of 3.0")
    }

    @Test func mismatchMessage() {
        #expect(closeTo(3.0, within: 0.01).matches(3.5) == .mismatch("differs by 0.5"))
        #expect(
            failureMessage(3.5, closeTo(3.0, within: 0.01))
                == """
                Expected: a value within 0.01 of 3.0
                     but: was 3.5
                          differs by 0.5
                """)
        #expect(
            failureMessage(2.0, closeTo(3.0, within: 0.5))
                == """
                Expected: a value within 0.5 of 3.0
                     but: was 2.0
                          differs by 1.0
                """)
    }

    @Test func float() {
        #expect(closeTo(Float(1.0), within: 0.1).matches(1.1) == .match)
        #expect(closeTo(Float(1.0), within: 0.1).matches(0.9) == .match)
        #expect(
            failureMessage(Float(3.5), closeTo(3, within: 0.25))
                == """
                Expected: a value within 0.25 of 3.0
                     but: was 3.5
                          differs by 0.5
                """)
    }

    @Test func nanActualNeverMatches() {
        #expect(closeTo(3.0, within: 0.01).matches(.nan) == .mismatch("NaN is not close to any value"))
        #expect(closeTo(3.0, within: .infinity).matches(.nan) == .mismatch("NaN is not close to any value"))
        #expect(
            failureMessage(Double.nan, closeTo(3.0, within: 0.01))
                == """
                Expected: a value within 0.01 of 3.0
                     but: was nan
                          NaN is not close to any value
                """)
    }

    @Test func nanExpectedNeverMatches() {
        #expect(closeTo(Double.nan, within: 1).matches(.nan) == .mismatch("NaN is not close to any value"))
        #expect(
            closeTo(Double.nan, within: .infinity).matches(0) == .mismatch("NaN is not close to any value"))
        #expect(
            failureMessage(1.0, closeTo(.nan, within: 1))
                == """
                Expected: a value within 1.0 of nan
                     but: was 1.0
                          NaN is not close to any value
                """)
    }

    @Test func nanToleranceNeverMatches() {
        let reason = "the tolerance nan is not a non-negative number, so no value matches"
        #expect(closeTo(1.0, within: .nan).matches(1.0) == .mismatch(reason))
        #expect(
            failureMessage(1.0, closeTo(1.0, within: .nan))
                == """
                Expected: a value within nan of 1.0
                     but: was 1.0
                          the tolerance nan is not a non-negative number, so no value matches
                """)
    }

    @Test func negativeToleranceNeverMatches() {
        #expect(closeTo(1.0, within: -0.1).matches(1.0) != .match)
        #expect(closeTo(1.0, within: -.infinity).matches(1.0) != .match)
        #expect(
            failureMessage(1.0, closeTo(1.0, within: -0.1))
                == """
                Expected: a value within -0.1 of 1.0
                     but: was 1.0
                          the tolerance -0.1 is not a non-negative number, so no value matches
                """)
    }

    @Test func infiniteExpectedMatchesOnlyTheSameInfinity() {
        let reason = "an infinite value is close only to the same infinity"
        #expect(closeTo(Double.infinity, within: 1).matches(.infinity) == .match)
        #expect(closeTo(Double.infinity, within: 1).matches(-.infinity) == .mismatch(reason))
        #expect(closeTo(Double.infinity, within: 1).matches(.greatestFiniteMagnitude) == .mismatch(reason))
        #expect(closeTo(-Double.infinity, within: 1).matches(-.infinity) == .match)
        #expect(closeTo(-Double.infinity, within: 1).matches(.infinity) == .mismatch(reason))
        #expect(
            failureMessage(1.0, closeTo(Double.infinity, within: 1))
                == """
                Expected: a value within 1.0 of inf
                     but: was 1.0
                          an infinite value is close only to the same infinity
                """)
    }

    @Test func infiniteActualIsNotCloseToAFiniteValue() {
        let reason = "an infinite value is close only to the same infinity"
        #expect(closeTo(1.0, within: 1).matches(.infinity) == .mismatch(reason))
        #expect(closeTo(1.0, within: 1).matches(-.infinity) == .mismatch(reason))
        // expected + tolerance overflows to infinity, yet infinity is infinitely far from any finite value.
        let huge = Double.greatestFiniteMagnitude
        #expect(closeTo(huge, within: huge).matches(.infinity) == .mismatch(reason))
        #expect(closeTo(-huge, within: huge).matches(-.infinity) == .mismatch(reason))
        #expect(closeTo(huge, within: huge).matches(0) == .match)
        #expect(
            failureMessage(-Double.infinity, closeTo(0.0, within: 1))
                == """
                Expected: a value within 1.0 of 0.0
                     but: was -inf
                          an infinite value is close only to the same infinity
                """)
    }

    @Test func infiniteToleranceMatchesEveryNumberButNaN() {
        let anyNumber = closeTo(0.0, within: .infinity)
        #expect(anyNumber.matches(0) == .match)
        #expect(anyNumber.matches(.greatestFiniteMagnitude) == .match)
        #expect(anyNumber.matches(-.greatestFiniteMagnitude) == .match)
        #expect(anyNumber.matches(.leastNonzeroMagnitude) == .match)
        #expect(anyNumber.matches(.nan) == .mismatch("NaN is not close to any value"))
        #expect(anyNumber.description == "a value within inf of 0.0")
    }

    @Test func floatSpecialValues() {
        #expect(closeTo(Float.infinity, within: 1).matches(.infinity) == .match)
        #expect(
            closeTo(Float(0), within: .infinity).matches(.nan) == .mismatch("NaN is not close to any value"))
        #expect(
            failureMessage(Float.nan, closeTo(0, within: 1))
                == """
                Expected: a value within 1.0 of 0.0
                     but: was nan
                          NaN is not close to any value
                """)
    }
}
