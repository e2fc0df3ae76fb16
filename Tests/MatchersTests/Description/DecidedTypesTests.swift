import Testing

@testable import Matchers

private struct Seat: Equatable {
    var row: Int
    var letter: String
}

private struct Booking: Equatable, CustomStringConvertible {
    var reference: String
    var seat: Seat
    var description: String { "Booking \(reference)" }
}

/// A message decides each type once: what the explanation decided travels in its reason to the
/// message's compact value lines (`DecidedTypes`), which start from it.
@Suite struct DecidedTypesTests {
    private func decided(_ reason: MatchResult.Reason?) -> Set<ObjectIdentifier> {
        Set(reason?.content.found?.types.known.keys ?? [:].keys)
    }

    @Test func aStructuralDiffHandsOnTheTypesItDecided() {
        let expected = Booking(reference: "QX7", seat: Seat(row: 14, letter: "B"))
        var actual = expected
        actual.seat.row = 15
        guard case .mismatch(let reason) = equalTo([expected]).matches([actual]) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(
            decided(reason).isSuperset(of: [ObjectIdentifier(Booking.self), ObjectIdentifier(Seat.self)]))
    }

    @Test func theSearchBeneathAlikeDescriptionsHandsOnItsTypesToo() {
        let expected = Booking(reference: "QX7", seat: Seat(row: 14, letter: "B"))
        var actual = expected
        actual.seat.letter = "C"
        guard case .mismatch(let reason) = equalTo(expected).matches(actual) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(decided(reason).contains(ObjectIdentifier(Booking.self)))
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Booking QX7
                     but: was Booking QX7
                          differs at seat.letter: expected "B", found "C"
                """)
    }

    @Test func aPlainReasonHandsOnNothing() {
        guard case .mismatch(let reason) = hasCount(3).matches([1, 2]) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(reason?.content.found == nil)
    }
}
