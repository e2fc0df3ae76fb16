import Matchers
import TestSupport
import Testing

/// Diffs are built on the explain path only.
@Suite struct DiffLazinessTests {
    @Test func verdictPathsBuildNoDiff() {
        let renders = CallCounter()
        let one = [Counted(value: 1, counter: renders)]
        let two = [Counted(value: 2, counter: renders)]
        #expect(failureMessage(one, equalTo(one)) == nil)
        #expect(not(equalTo(two)).matches(one) == .match)
        #expect(anyOf(equalTo(two), equalTo(one)).matches(one) == .match)
        #expect(not(equalTo(one)).matches(one) == .mismatch(nil))
        #expect(renders.count == 0)
        #expect(
            failureMessage(one, equalTo(two)) == """
                Expected: [Counted(2)]
                     but: was [Counted(1)]
                          differs at index 0: expected Counted(2), found Counted(1)
                """
        )
        // Each element is rendered for its diff line (which the one-line change reuses) and its
        // place in the value lines, and read again to see whether the two arrays print alike.
        #expect(renders.count == 6)
    }
}
