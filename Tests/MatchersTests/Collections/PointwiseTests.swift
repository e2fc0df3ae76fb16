import Matchers
import Testing

@Suite struct PointwiseTests {
    let near = { (expected: Double) in closeTo(expected, within: 0.01) }

    @Test func matchesItemByItem() {
        #expect(pointwise([1.0, 2.0], near).matches([1.001, 1.999]) == .match)
        #expect(pointwise([Double](), near).matches([Double]()) == .match)
        #expect(verdictOnly([1.0, 2.0], pointwise([1.0, 2.0], near)))
        #expect(!verdictOnly([1.0, 2.5], pointwise([1.0, 2.0], near)))
        #expect(!verdictOnly([1.0], pointwise([1.0, 2.0], near)))
        #expect(!verdictOnly([1.0, 2.0, 3.0], pointwise([1.0, 2.0], near)))
    }

    @Test func theMatcherMakerCanCompareOtherTypes() {
        let lengths: Matcher<[String]> = pointwise([4, 6]) { length in
            Matcher("a string of \(length) characters") { $0.count == length }
        }
        #expect(lengths.matches(["shio", "tamago"]) == .match)
        #expect(
            lengths.description
                == "a sequence matching item by item [a string of 4 characters, a string of 6 characters]")
    }

    @Test func everyFailingIndexIsListedWithItsReason() {
        #expect(
            failureMessage([1.0, 2.5, 3.5], pointwise([1.0, 2.0, 3.0], near)) == """
                Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0, a value within 0.01 of 3.0]
                     but: was [1.0, 2.5, 3.5]
                          failed 2 of 3 items:
                            - item 1 was 2.5
                              expected: a value within 0.01 of 2.0
                              but: differs by 0.5
                            - item 2 was 3.5
                              expected: a value within 0.01 of 3.0
                              but: differs by 0.5
                """)
    }

    @Test func aCountMismatchComesFirst() {
        #expect(
            failureMessage([1.0], pointwise([1.0, 2.0], near)) == """
                Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0]
                     but: was [1.0]
                          count was 1, expected 2
                """)
        #expect(
            failureMessage([1.5, 2.0, 3.0], pointwise([1.0, 2.0], near)) == """
                Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0]
                     but: was [1.5, 2.0, 3.0]
                          count was 3, expected 2
                          failed 1 of 2 items:
                            - item 0 was 1.5
                              expected: a value within 0.01 of 1.0
                              but: differs by 0.5
                """)
    }

    @Test func theListIsCapped() {
        let message = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 1)) {
            failureMessage([5, 5, 5], pointwise([1, 2, 3], { equalTo($0) }))
        }
        #expect(
            message == """
                Expected: a sequence matching item by item [1, 2, 3]
                     but: was [5, 5, 5]
                          failed 3 of 3 items:
                            - item 0 was 5
                              expected: 1
                            - …(2 more)
                """)
    }

    @Test func aSinglePassSequenceIsReadOnceAndNoFurtherThanNeeded() {
        let stream = OnceSequence([1, 2, 3, 4, 5])
        #expect(!verdictOnly(stream, pointwise([1, 2], { equalTo($0) })))
        // The verdict alone stops one item past the expected count.
        #expect(stream.reads == 3)
        let exact = OnceSequence([1, 2])
        #expect(pointwise([1, 2], { equalTo($0) }).matches(exact) == .match)
        #expect(exact.iterators == 1)
    }
}
