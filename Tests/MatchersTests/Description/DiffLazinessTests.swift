import Matchers
import Testing

/// An element that counts how often it is rendered. `@unchecked Sendable`, and safe: each test
/// makes its own and uses it from that test's task alone.
private final class RenderCount: @unchecked Sendable {
    var value = 0
}

private struct Counted: Equatable, CustomStringConvertible {
    let value: Int
    let renders: RenderCount

    var description: String {
        renders.value += 1
        return "Counted(\(value))"
    }

    static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.value == rhs.value }
}

/// Diffs are built on the explain path only.
@Suite struct DiffLazinessTests {
    @Test func verdictPathsBuildNoDiff() {
        let renders = RenderCount()
        let one = [Counted(value: 1, renders: renders)]
        let two = [Counted(value: 2, renders: renders)]
        #expect(failureMessage(one, equalTo(one)) == nil)
        #expect(not(equalTo(two)).matches(one) == .match)
        #expect(anyOf(equalTo(two), equalTo(one)).matches(one) == .match)
        #expect(not(equalTo(one)).matches(one) == .mismatch(nil))
        #expect(renders.value == 0)
        #expect(
            failureMessage(one, equalTo(two)) == """
                Expected: [Counted(2)]
                     but: was [Counted(1)]
                          differs at index 0 (- expected, + actual):
                            - Counted(2)
                            + Counted(1)
                """
        )
        // Each element is rendered for its diff line and its place in the value lines, and read again
        // to see whether the two arrays print alike.
        #expect(renders.value == 6)
    }
}
