import Matchers
import Testing

@Suite struct EqualToTests {
    @Test func matchesEqualValue() {
        #expect(equalTo(3).matches(3) == .match)
    }

    @Test func describesExpectedValue() {
        #expect(equalTo("shio").description == #""shio""#)
    }

    @Test func mismatchMessage() {
        #expect(failureMessage(4, equalTo(3)) == "Expected: 3\n     but: was 4")
    }
}
