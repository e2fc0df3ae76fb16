import Matchers
import Testing

@Suite struct StringEmptyTests {
    @Test func matches() {
        #expect(isEmpty().matches("") == .match)
        #expect(isEmpty().matches(""[...]) == .match)
    }

    @Test func description() {
        #expect(isEmpty().description == "an empty string")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("nori", isEmpty()) == """
                Expected: an empty string
                     but: was "nori"
                          has 4 characters
                """
        )
    }

    @Test func invisibleCharactersAreNotEmpty() {
        #expect(
            failureMessage("\u{200B}", isEmpty()) == """
                Expected: an empty string
                     but: was "\\u{200B}"
                          has 1 character
                """
        )
        #expect(
            failureMessage(" ", isEmpty()) == """
                Expected: an empty string
                     but: was " "
                          has 1 character
                """
        )
    }

    @Test func countsCharactersNotScalars() {
        #expect(
            failureMessage("cafe\u{301}👨‍👩‍👧", isEmpty()) == """
                Expected: an empty string
                     but: was "café👨\\u{200D}👩\\u{200D}👧"
                          has 5 characters
                """
        )
    }

    @Test func worksOnSubstrings() {
        let trimmed = "  x".drop { $0 == " " }
        #expect(
            failureMessage(trimmed, isEmpty()) == """
                Expected: an empty string
                     but: was "x"
                          has 1 character
                """
        )
        #expect(not(isEmpty()).matches("") == .mismatch(nil))
    }
}
