import Matchers
import Testing

@Suite struct StringEmptyTests {
    @Test func matches() {
        #expect(isEmptyString().matches("") == .match)
        #expect(isEmptyString().matches(""[...]) == .match)
    }

    @Test func description() {
        #expect(isEmptyString().description == "an empty string")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage("nori", isEmptyString()) == """
                Expected: an empty string
                     but: was "nori"
                          has 4 characters
                """
        )
    }

    @Test func invisibleCharactersAreNotEmpty() {
        #expect(
            failureMessage("\u{200B}", isEmptyString()) == """
                Expected: an empty string
                     but: was "\\u{200B}"
                          has 1 character
                """
        )
        #expect(
            failureMessage(" ", isEmptyString()) == """
                Expected: an empty string
                     but: was " "
                          has 1 character
                """
        )
    }

    @Test func countsCharactersNotScalars() {
        #expect(
            failureMessage("cafe\u{301}👨‍👩‍👧", isEmptyString()) == """
                Expected: an empty string
                     but: was "café👨\\u{200D}👩\\u{200D}👧"
                          has 5 characters
                """
        )
    }

    @Test func worksOnSubstrings() {
        let trimmed = "  x".drop { $0 == " " }
        #expect(
            failureMessage(trimmed, isEmptyString()) == """
                Expected: an empty string
                     but: was "x"
                          has 1 character
                """
        )
        #expect(not(isEmptyString()).matches("") == .mismatch(nil))
    }
}
