import Matchers
import Testing

/// A description is printed without quotes, so what a reader cannot see in it is spelled out: white
/// space at either end, invisible scalars anywhere.
@Suite struct VisibleDescriptionTests {
    struct Price: Equatable, CustomStringConvertible {
        var description: String
    }

    @Test func aTrailingSpaceIsSpelledOut() {
        #expect(
            failureMessage(Price(description: "19.99 EUR "), equalTo(Price(description: "19.99 EUR"))) == #"""
                Expected: 19.99 EUR
                     but: was 19.99 EUR\u{20}
                """#
        )
    }

    @Test func leadingWhiteSpaceAndZeroWidthScalarsAreSpelledOut() {
        #expect(renderValue(Price(description: "\t19.99\u{200B} EUR")) == #"\t19.99\u{200B} EUR"#)
        #expect(renderValue(Price(description: "19.99\u{A0}EUR\n")) == #"19.99\u{A0}EUR\n"#)
        #expect(renderValue(Price(description: "  ")) == #"\u{20}\u{20}"#)
    }

    @Test func ordinaryDescriptionsAreUnchanged() {
        #expect(renderValue(Price(description: "19.99 EUR")) == "19.99 EUR")
        #expect(renderValue(Price(description: "line 1\nline 2")) == "line 1\nline 2")
        #expect(renderValue(Price(description: "café")) == "café")
        #expect(renderValue(Price(description: "")) == "")
    }

    @Test func aLongDescriptionIsReadOnlyAsFarAsItIsShown() {
        let long = Price(description: String(repeating: "a", count: 10_000) + " ")
        #expect(renderValue(long).hasSuffix("a…(truncated)"))
    }
}
