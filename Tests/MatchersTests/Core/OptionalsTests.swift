import Matchers
import Testing

private enum RamenSoup: Equatable {
    case miso
    case shio
}

@Suite struct NilValueTests {
    @Test func matchesNil() {
        #expect(nilValue().matches(Int?.none) == .match)
    }

    @Test func rejectsAValue() {
        #expect(nilValue().matches(Int?(0)) == .mismatch(nil))
    }

    @Test func describesItselfAsNil() {
        #expect((nilValue() as Matcher<Int?>).description == "nil")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(Optional("duplicated email"), nilValue())
                == """
                Expected: nil
                     but: was "duplicated email"
                """)
    }

    @Test func nestedOptionalWrappingNilIsNotNil() {
        let wrapped: Int?? = .some(.none)
        #expect(nilValue().matches(wrapped) == .mismatch(nil))
        #expect(nilValue().matches(Int??.none) == .match)
    }
}

@Suite struct PresentTests {
    @Test func matchesAnyValue() {
        #expect(present().matches(Int?(0)) == .match)
        #expect(present().matches(Optional("")) == .match)
    }

    @Test func rejectsNil() {
        #expect(present().matches(Int?.none) == .mismatch(nil))
    }

    @Test func describesItselfAsNotNil() {
        #expect((present() as Matcher<Int?>).description == "not nil")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(RamenSoup?.none, present())
                == """
                Expected: not nil
                     but: was nil
                """)
    }
}

@Suite struct PresentAndTests {
    @Test func matchesAPresentValueTheInnerMatcherMatches() {
        #expect(presentAnd(equalTo(RamenSoup.miso)).matches(.miso) == .match)
    }

    @Test func rejectsNilAndOtherValues() {
        #expect(presentAnd(equalTo(RamenSoup.miso)).matches(nil) == .mismatch(nil))
        #expect(presentAnd(equalTo(RamenSoup.miso)).matches(.shio) == .mismatch(nil))
    }

    @Test func describesBothConditions() {
        #expect(presentAnd(equalTo(RamenSoup.miso)).description == "not nil and .miso")
        #expect(presentAnd(greaterThan(2)).description == "not nil and a value greater than 2")
    }

    @Test func mismatchMessageForNil() {
        #expect(
            failureMessage(RamenSoup?.none, presentAnd(equalTo(.miso)))
                == """
                Expected: not nil and .miso
                     but: was nil
                """)
    }

    @Test func mismatchMessageForAnotherValue() {
        #expect(
            failureMessage(Optional(RamenSoup.shio), presentAnd(equalTo(.miso)))
                == """
                Expected: not nil and .miso
                     but: was .shio
                """)
    }

    @Test func keepsTheInnerReason() {
        #expect(presentAnd(closeTo(3.0, within: 0.01)).matches(3.5) == .mismatch("differs by 0.5"))
        #expect(
            failureMessage(Double?(3.5), presentAnd(closeTo(3.0, within: 0.01)))
                == """
                Expected: not nil and a value within 0.01 of 3.0
                     but: was 3.5
                          differs by 0.5
                """)
    }

    @Test func multiLineInnerDescription() {
        #expect(
            failureMessage(Int?(12), presentAnd(greaterThan(0) && lessThan(10)))
                == """
                Expected: not nil and all of:
                            - a value greater than 0
                            - a value less than 10
                     but: was 12
                          failed 1 of 2:
                            - a value less than 10
                """)
    }
}
