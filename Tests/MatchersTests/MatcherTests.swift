import Matchers
import Synchronization
import Testing

/// Counts calls from any task.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class CallCounter: Sendable {
    private let storage = Atomic(0)
    var count: Int { storage.load(ordering: .relaxed) }
    func increment() { storage.add(1, ordering: .relaxed) }
}

private enum Catalog {
    /// Matchers are `Sendable`, so they can live in `static let`s.
    static let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
}

@Suite struct PredicateMatcherTests {
    private let even = Matcher<Int>("an even number") { $0 % 2 == 0 }

    @Test func matchesWhenThePredicateHolds() {
        #expect(even.matches(4) == .match)
    }

    @Test func mismatchHasNoReason() {
        #expect(even.matches(3) == .mismatch(nil))
    }

    @Test func description() {
        #expect(even.description == "an even number")
        #expect("\(even)" == "an even number")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(3, even)
                == """
                Expected: an even number
                     but: was 3
                """)
    }

    @Test func composesWithTheCatalog() {
        #expect(
            failureMessage(3, not(greaterThan(5)) && even)
                == """
                Expected: all of:
                            - not a value greater than 5
                            - an even number
                     but: was 3
                          failed 1 of 2:
                            - an even number
                """)
        #expect(Catalog.even.matches(8) == .match)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func descriptionIsBuiltOnlyWhenAsked() {
        let counter = CallCounter()
        let matcher = Matcher<Int>(
            {
                counter.increment()
                return "an even number"
            }()
        ) { $0 % 2 == 0 }
        #expect(matcher.matches(2) == .match)
        #expect(matcher.matches(3) == .mismatch(nil))
        #expect(failureMessage(2, matcher) == nil)
        #expect(counter.count == 0)
        _ = matcher.description
        _ = matcher.description
        #expect(counter.count == 2)
    }
}

@Suite struct ExplainingMatcherTests {
    private let even = Matcher<Int>("an even number") {
        $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
    }

    @Test func matchesWhenTheClosureSaysSo() {
        #expect(even.matches(2) == .match)
    }

    @Test func mismatchCarriesTheReason() {
        #expect(even.matches(3) == .mismatch("remainder was 1"))
    }

    @Test func description() {
        #expect(even.description == "an even number")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(3, even)
                == """
                Expected: an even number
                     but: was 3
                          remainder was 1
                """)
    }

    @Test func multiLineReasonIsIndented() {
        let matcher = Matcher<[Int]>("only even numbers") { numbers in
            let odd = numbers.filter { $0 % 2 != 0 }
            return odd.isEmpty ? .match : .mismatch(odd.map { "\($0) is odd" }.joined(separator: "\n"))
        }
        #expect(
            failureMessage([1, 2, 3], matcher)
                == """
                Expected: only even numbers
                     but: was [1, 2, 3]
                          1 is odd
                          3 is odd
                """)
    }

    @Test func reasonShowsUnderAnAllOfPart() {
        #expect(
            failureMessage(3, allOf(even, lessThan(2)))
                == """
                Expected: all of:
                            - an even number
                            - a value less than 2
                     but: was 3
                          failed 2 of 2:
                            - an even number
                              but: remainder was 1
                            - a value less than 2
                """)
    }

    @Test func emptyReasonCountsAsNone() {
        let matcher = Matcher<Int>("nothing") { _ in .mismatch("") }
        #expect(
            failureMessage(1, matcher)
                == """
                Expected: nothing
                     but: was 1
                """)
    }

    @Test func anOptionalTextIsTheReasonOrNone() {
        // SwiftHamcrest's shape: the reason is worked out as a `String?` and passed on as it is.
        let zero = Matcher<Int>("zero") { value in
            let mismatchDescription: String? = value > 0 ? "greater by \(value)" : nil
            return value == 0 ? .match : .mismatch(mismatchDescription)
        }
        #expect(zero.matches(0) == .match)
        #expect(zero.matches(3) == .mismatch("greater by 3"))
        #expect(zero.matches(-3) == .mismatch(nil))
        #expect(
            failureMessage(3, zero)
                == """
                Expected: zero
                     but: was 3
                          greater by 3
                """)
        #expect(
            failureMessage(-3, zero)
                == """
                Expected: zero
                     but: was -3
                """)
    }

    @Test func worksWithNonSendableValues() {
        final class Draft {
            var words = 3
        }
        let matcher = Matcher<Draft>("a long draft") {
            $0.words > 100 ? .match : .mismatch("had \($0.words) words")
        }
        #expect(
            failureMessage(Draft(), matcher)
                == """
                Expected: a long draft
                     but: was Draft(words: 3)
                          had 3 words
                """)
    }
}

@Suite struct MatchResultTests {
    @Test func isMatch() {
        #expect(MatchResult.match.isMatch)
        #expect(!MatchResult.mismatch(nil).isMatch)
        #expect(!MatchResult.mismatch("reason").isMatch)
    }

    @Test func equality() {
        #expect(MatchResult.mismatch("a") == .mismatch("a"))
        #expect(MatchResult.mismatch("a") != .mismatch("b"))
        #expect(MatchResult.mismatch(nil) != .mismatch(""))
        #expect(MatchResult.match != .mismatch(nil))
    }

    @Test func anOptionalStringIsAReasonWhenPresent() {
        let none: String? = nil
        let some: String? = "count was 2"
        #expect(MatchResult.mismatch(none) == .mismatch(nil))
        #expect(MatchResult.mismatch(some) == .mismatch("count was 2"))
        #expect(MatchResult.mismatch(some) == .mismatch(MatchResult.Reason("count was 2")))
    }
}

@Suite struct TalkHelperTests {
    /// The talk's own helper, built from the public pieces.
    private func talkMessage<T>(_ matcher: Matcher<T>, label: String, toValue value: T) -> String? {
        switch matcher.matches(value) {
        case .match:
            return nil
        case .mismatch(let mismatchDescription):
            return label + " " + describeMismatch(value, matcher.description, mismatchDescription)
        }
    }

    @Test func buildsTheTalksMessage() {
        #expect(talkMessage(equalTo(2), label: "bowls", toValue: 2) == nil)
        #expect(
            talkMessage(equalTo(2), label: "bowls", toValue: 3)
                == """
                bowls Expected: 2
                     but: was 3
                """)
    }
}

/// `failureMessage(for:label:)`: the message `assertThat` prints, for other test frameworks.
@Suite struct FailureMessageTests {
    @Test func aPassingValueHasNoMessage() {
        #expect(equalTo(3).failureMessage(for: 3) == nil)
    }

    @Test func theMessageHasTheLabelAndTheValueLines() {
        #expect(equalTo(3).failureMessage(for: 4, label: "bowls") == "bowls\nExpected: 3\n     but: was 4")
    }

    private struct Order: Equatable {
        var id: Int
        var note: String
        var items: [String]
    }

    @Test func aStructuralDiffGetsCompactValueLines() {
        let expected = Order(id: 1, note: String(repeating: "n", count: 300), items: ["ramen"])
        var actual = expected
        actual.items = ["udon"]
        let message = equalTo(expected).failureMessage(for: actual)
        // Cut from the front, both lines would read the same: they are cut around `items` instead,
        // and say the one change, which the reason's line names.
        #expect(
            message == """
                Expected: Order(…, items: ["ramen"])
                     but: was Order(…, items: ["udon"])
                          differs at items[0]: expected "ramen", found "udon"
                """)
        actual.id = 2
        #expect(
            equalTo(expected).failureMessage(for: actual) == """
                Expected: Order(id: 1, note: "\(String(repeating: "n", count: 73))…", …)
                     but: was Order(id: 2, note: "\(String(repeating: "n", count: 73))…", …)
                          differs at id, items[0] (- expected, + actual):
                              Order(
                            -   id: 1
                            +   id: 2
                                note: "\(String(repeating: "n", count: 97))…"
                                items: [
                            -     [0]: "ramen"
                            +     [0]: "udon"
                                ]
                              )
                """)
    }
}
