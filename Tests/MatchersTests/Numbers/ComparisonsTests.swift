import Matchers
import Testing

@Suite struct GreaterThanTests {
    @Test func matchesOnlyLargerValues() {
        #expect(greaterThan(17).matches(18) == .match)
        #expect(greaterThan(17).matches(17) == .mismatch(nil))
        #expect(greaterThan(17).matches(12) == .mismatch(nil))
    }

    @Test func description() {
        #expect(greaterThan(17).description == "a value greater than 17")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(12, greaterThan(17))
                == """
                Expected: a value greater than 17
                     but: was 12
                """)
    }

    @Test func stringsCompareLexicographically() {
        #expect(greaterThan("b").matches("c") == .match)
        #expect(greaterThan("b").matches("b") == .mismatch(nil))
        #expect(greaterThan("b").matches("B") == .mismatch(nil))
        #expect(
            failureMessage("a", greaterThan("b"))
                == """
                Expected: a value greater than "b"
                     but: was "a"
                """)
    }

    @Test func extremeBounds() {
        #expect(greaterThan(Int.max).matches(Int.max) == .mismatch(nil))
        #expect(greaterThan(Int.min).matches(Int.min + 1) == .match)
        #expect(greaterThan(0.0).matches(.nan) == .mismatch("NaN is not greater than any value"))
        #expect(greaterThan(0.0).matches(.infinity) == .match)
    }

    @Test func aComparisonWithNaNSaysWhyItFails() {
        // `but: was nan` alone does not say that every comparison with NaN is false.
        #expect(
            failureMessage(Double.nan, greaterThan(0.0)) == """
                Expected: a value greater than 0.0
                     but: was nan
                          NaN is not greater than any value
                """)
        #expect(
            greaterThanOrEqualTo(0.0).matches(.nan)
                == .mismatch("NaN is not greater than or equal to any value"))
        #expect(lessThan(0.0).matches(.nan) == .mismatch("NaN is not less than any value"))
        #expect(
            lessThanOrEqualTo(0.0).matches(.nan) == .mismatch("NaN is not less than or equal to any value"))
        #expect(
            failureMessage(Float.nan, lessThan(Float(1))) == """
                Expected: a value less than 1.0
                     but: was nan
                          NaN is not less than any value
                """)
        // A NaN bound: no value can match, which is the matcher's fault, not the value's.
        #expect(
            failureMessage(3.0, greaterThan(Double.nan)) == """
                Expected: a value greater than nan
                     but: was 3.0
                          the bound is NaN, which no value compares with, so no value matches
                """)
        // Through a key path, and for values that are not NaN, as before.
        struct Reading {
            var celsius: Double
        }
        #expect(
            failureMessage(Reading(celsius: .nan), has(\.celsius, greaterThan(-40.0))) == """
                Expected: has celsius a value greater than -40.0
                     but: was Reading(celsius: nan)
                          celsius was nan
                            NaN is not greater than any value
                """)
        #expect(greaterThan(1.0).matches(0.5) == .mismatch(nil))
    }
}

@Suite struct GreaterThanOrEqualToTests {
    @Test func matchesTheBoundAndLargerValues() {
        #expect(greaterThanOrEqualTo(2).matches(2) == .match)
        #expect(greaterThanOrEqualTo(2).matches(3) == .match)
        #expect(greaterThanOrEqualTo(2).matches(1) == .mismatch(nil))
    }

    @Test func description() {
        #expect(greaterThanOrEqualTo(2).description == "a value greater than or equal to 2")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(1, greaterThanOrEqualTo(2))
                == """
                Expected: a value greater than or equal to 2
                     but: was 1
                """)
    }

    @Test func strings() {
        #expect(greaterThanOrEqualTo("miso").matches("miso") == .match)
        #expect(greaterThanOrEqualTo("miso").matches("mis") == .mismatch(nil))
    }
}

@Suite struct LessThanTests {
    @Test func matchesOnlySmallerValues() {
        #expect(lessThan(100).matches(99) == .match)
        #expect(lessThan(100).matches(100) == .mismatch(nil))
        #expect(lessThan(100).matches(250) == .mismatch(nil))
    }

    @Test func description() {
        #expect(lessThan(100).description == "a value less than 100")
        #expect(lessThan(0.5).description == "a value less than 0.5")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(250, lessThan(100))
                == """
                Expected: a value less than 100
                     but: was 250
                """)
    }

    @Test func strings() {
        #expect(lessThan("b").matches("a") == .match)
        #expect(lessThan("b").matches("b") == .mismatch(nil))
        #expect(
            failureMessage("shio", lessThan("miso"))
                == """
                Expected: a value less than "miso"
                     but: was "shio"
                """)
    }
}

@Suite struct LessThanOrEqualToTests {
    @Test func matchesTheBoundAndSmallerValues() {
        #expect(lessThanOrEqualTo(3).matches(3) == .match)
        #expect(lessThanOrEqualTo(3).matches(-3) == .match)
        #expect(lessThanOrEqualTo(3).matches(4) == .mismatch(nil))
    }

    @Test func description() {
        #expect(lessThanOrEqualTo(3).description == "a value less than or equal to 3")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(4, lessThanOrEqualTo(3))
                == """
                Expected: a value less than or equal to 3
                     but: was 4
                """)
    }

    @Test func strings() {
        #expect(lessThanOrEqualTo("b").matches("b") == .match)
        #expect(lessThanOrEqualTo("b").matches("ba") == .mismatch(nil))
    }
}

@Suite struct InRangeTests {
    @Test func halfOpenRangeIncludesLowerAndExcludesUpperBound() {
        let matcher = inRange(0..<5)
        #expect(matcher.matches(0) == .match)
        #expect(matcher.matches(4) == .match)
        #expect(matcher.matches(5) == .mismatch(nil))
        #expect(matcher.matches(-1) == .mismatch(nil))
    }

    @Test func emptyHalfOpenRangeMatchesNothing() {
        #expect(!inRange(3..<3).isSatisfied(by: 3))
        #expect(inRange(3..<3).description == "a value in 3..<3")
        // It said only `Expected: a value in 3..<3` / `but: was 3`, which reads as a match.
        #expect(
            failureMessage(3, inRange(3..<3)) == """
                Expected: a value in 3..<3
                     but: was 3
                          the range 3..<3 is empty, so no value matches
                """)
    }

    @Test func halfOpenRangeDescription() {
        #expect(inRange(0..<5).description == "a value in 0..<5")
        #expect(inRange(0.5..<1.5).description == "a value in 0.5..<1.5")
    }

    @Test func halfOpenRangeMismatchMessage() {
        #expect(
            failureMessage(5, inRange(0..<5))
                == """
                Expected: a value in 0..<5
                     but: was 5
                """)
    }

    @Test func closedRangeIncludesBothBounds() {
        let matcher = inRange(1...5)
        #expect(matcher.matches(1) == .match)
        #expect(matcher.matches(5) == .match)
        #expect(matcher.matches(0) == .mismatch(nil))
        #expect(matcher.matches(6) == .mismatch(nil))
        #expect(inRange(3...3).matches(3) == .match)
    }

    @Test func closedRangeDescription() {
        #expect(inRange(1...5).description == "a value in 1...5")
    }

    @Test func closedRangeMismatchMessage() {
        #expect(
            failureMessage(0, inRange(1...5))
                == """
                Expected: a value in 1...5
                     but: was 0
                """)
    }

    @Test func stringRanges() {
        #expect(inRange("a"..."c").matches("b") == .match)
        #expect(inRange("a"..."c").matches("cat") == .mismatch(nil))
        #expect(
            failureMessage("d", inRange("a"..<"c"))
                == """
                Expected: a value in "a"..<"c"
                     but: was "d"
                """)
    }

    @Test func nanIsInNoRange() {
        #expect(inRange(-Double.infinity...Double.infinity).matches(.nan) == .mismatch("NaN is in no range"))
        #expect(inRange(0.0..<1.0).matches(.nan) == .mismatch("NaN is in no range"))
    }
}
