import Matchers
import Testing

private enum RamenSoup: Equatable {
    case miso
    case shio
}

@Suite struct IsTests {
    @Test func matchesWhatTheInnerMatcherMatches() {
        #expect(`is`(greaterThan(1)).matches(2) == .match)
        #expect(`is`(greaterThan(1)).matches(1) == .mismatch(nil))
    }

    @Test func prefixesTheDescriptionWithIs() {
        #expect(`is`(greaterThan(1)).description == "is a value greater than 1")
        #expect(`is`(`is`(equalTo(1))).description == "is is 1")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(0, `is`(greaterThan(1)))
                == """
                Expected: is a value greater than 1
                     but: was 0
                """)
    }

    @Test func keepsTheInnerReason() {
        #expect(`is`(closeTo(3.0, within: 0.01)).matches(3.5) == .mismatch("differs by 0.5"))
        #expect(
            failureMessage(3.5, `is`(closeTo(3.0, within: 0.01)))
                == """
                Expected: is a value within 0.01 of 3.0
                     but: was 3.5
                          differs by 0.5
                """)
    }

    @Test func valueFormIsEqualTo() {
        #expect(`is`(RamenSoup.miso).matches(.miso) == .match)
        #expect(`is`(RamenSoup.miso).matches(.shio) == .mismatch(nil))
        #expect(`is`(RamenSoup.miso).description == "is .miso")
        #expect(
            failureMessage(RamenSoup.shio, `is`(.miso))
                == """
                Expected: is .miso
                     but: was .shio
                """)
    }

    @Test func valueFormWithStrings() {
        #expect(`is`("miso").description == #"is "miso""#)
        #expect(`is`("miso").matches("miso") == .match)
        #expect(`is`("miso").matches("shio") != .match)
    }
}
