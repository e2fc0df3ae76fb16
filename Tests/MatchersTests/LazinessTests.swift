import Matchers
import TestSupport
import Testing

private struct Holder {
    var counted: Counted
    var optional: Counted?
}

private final class Shelf {
    let counted: Counted
    init(counted: Counted) { self.counted = counted }
}

/// A matcher that counts how often it is described and asked to explain.
private struct Spy {
    let descriptions = CallCounter()
    let explanations = CallCounter()

    func matcher<T>(passing: Bool) -> Matcher<T> {
        Matcher(describedBy: { [descriptions] in
            descriptions.increment()
            return passing ? "a passing spy" : "a failing spy"
        }) { [explanations] _, explain in
            if explain { explanations.increment() }
            if passing { return .match }
            return .mismatch(explain ? "the spy says no" : nil)
        }
    }
}

@Suite struct LazinessTests {
    private let counter = CallCounter()
    private var one: Counted { Counted(value: 1, counter: counter) }
    private var two: Counted { Counted(value: 2, counter: counter) }

    @Test func failingCheckDescribesTheValue() {
        // The counter works: a failure renders both values, and reads them once more to see whether
        // they print alike (see "Values that print alike" in Docs/MessageFormat.md).
        #expect(failureMessage(one, equalTo(two)) == "Expected: Counted(2)\n     but: was Counted(1)")
        #expect(counter.count == 4)
    }

    @Test func passingEqualToDescribesNothing() {
        #expect(equalTo(one).matches(one) == .match)
        #expect(failureMessage(one, equalTo(one)) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingNotDescribesNothing() {
        #expect(failureMessage(one, not(equalTo(two))) == nil)
        #expect(failureMessage(one, not(two)) == nil)
        #expect(failureMessage(one, !equalTo(two)) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingAnyOfDoesNotExplainItsFailingBranch() {
        let spy = Spy()
        let matcher: Matcher<Counted> = anyOf(spy.matcher(passing: false), equalTo(one))
        #expect(matcher.matches(one) == .match)
        #expect(failureMessage(one, matcher) == nil)
        #expect(failureMessage(one, spy.matcher(passing: false) || equalTo(one)) == nil)
        #expect(spy.explanations.count == 0)
        #expect(spy.descriptions.count == 0)
        #expect(counter.count == 0)
    }

    @Test func passingAllOfDescribesNothing() {
        let spy = Spy()
        let matcher = allOf(
            equalTo(one), greaterThan(Counted(value: 0, counter: counter)), spy.matcher(passing: true))
        #expect(failureMessage(one, matcher) == nil)
        #expect(failureMessage(one, allOf([equalTo(one), lessThan(two)])) == nil)
        #expect(failureMessage(one, equalTo(one) && not(two)) == nil)
        #expect(spy.descriptions.count == 0)
        #expect(counter.count == 0)
    }

    @Test func passingHasDescribesNothing() {
        let holder = Holder(counted: one, optional: two)
        #expect(failureMessage(holder, has(\.counted, equalTo(one))) == nil)
        #expect(failureMessage(holder, has("the counted value", \.counted, equalTo(one))) == nil)
        #expect(failureMessage(holder, has(\.optional, presentAnd(equalTo(two)))) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingPresentAndDescribesNothing() {
        #expect(failureMessage(Optional(one), presentAnd(equalTo(one))) == nil)
        #expect(failureMessage(Optional(one), present()) == nil)
        #expect(failureMessage(Counted?.none, nilValue()) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingDecoratorsDescribeNothing() {
        #expect(failureMessage(one, `is`(one)) == nil)
        #expect(failureMessage(one, `is`(equalTo(one))) == nil)
        #expect(failureMessage(one, describedAs("the number %0", equalTo(one), two)) == nil)
        #expect(failureMessage(one, anything()) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingComparisonsDescribeNothing() {
        #expect(failureMessage(two, greaterThan(one)) == nil)
        #expect(failureMessage(two, greaterThanOrEqualTo(two)) == nil)
        #expect(failureMessage(one, lessThan(two)) == nil)
        #expect(failureMessage(one, lessThanOrEqualTo(one)) == nil)
        #expect(failureMessage(one, inRange(one..<two)) == nil)
        #expect(failureMessage(two, inRange(one...two)) == nil)
        #expect(counter.count == 0)
    }

    @Test func passingObjectMatchersDescribeNothing() {
        let shelf = Shelf(counted: one)
        #expect(failureMessage(shelf, sameInstance(shelf)) == nil)
        let anything: Any = one
        #expect(failureMessage(anything, instanceOf(Counted.self)) == nil)
        #expect(failureMessage(anything, instanceOf(Counted.self, and: equalTo(one))) == nil)
        #expect(counter.count == 0)
    }

    @Test func notNeverAsksItsPartForAReason() {
        let spy = Spy()
        #expect(failureMessage(one, not(spy.matcher(passing: false))) == nil)
        #expect(
            failureMessage(1, not(spy.matcher(passing: true)))
                == """
                Expected: not a passing spy
                     but: was 1
                """)
        #expect(spy.explanations.count == 0)
    }

    @Test func combinatorsAskForVerdictsOnlyWhenNothingIsReported() {
        let spy = Spy()
        let nested: Matcher<Int> = not(anyOf(spy.matcher(passing: false), allOf(spy.matcher(passing: false))))
        #expect(nested.matches(1) == .match)
        let feature: Matcher<Holder> = anyOf(has(\.counted, spy.matcher(passing: false)), anything())
        #expect(feature.matches(Holder(counted: one, optional: nil)) == .match)
        #expect(spy.explanations.count == 0)
        #expect(spy.descriptions.count == 0)
        #expect(counter.count == 0)
    }

    @Test func failingAnyOfExplainsEveryBranchOnce() {
        let spy = Spy()
        let message = failureMessage(1, anyOf(spy.matcher(passing: false), spy.matcher(passing: false)))
        #expect(
            message
                == """
                Expected: any of:
                            - a failing spy
                            - a failing spy
                     but: was 1
                          matched none of 2:
                            - a failing spy
                              but: the spy says no
                            - a failing spy
                              but: the spy says no
                """)
        #expect(spy.explanations.count == 2)
    }
}
