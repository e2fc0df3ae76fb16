import Matchers
import Testing

/// A value whose description holds a quote and an unclosed parenthesis.
private struct Size: Hashable, CustomStringConvertible {
    let inches: Int
    var description: String { "\(inches)\" (approx" }
}

/// A value whose description opens a bracket it never closes.
private struct Tag: Hashable, CustomStringConvertible {
    let number: Int
    var description: String { "[tag \(number)" }
}

/// A value whose description holds a comma.
private struct Money: Hashable, CustomStringConvertible {
    let thousands: Int
    var description: String { "\(thousands),000 USD" }
}

/// A generic type, whose name holds a comma.
private struct Pair<First: Hashable, Second: Hashable>: Hashable {
    let first: First
    let second: Second
}

/// A compact line reads brackets, quotes and commas only where the renderer wrote them: a value's
/// own text (a description, a type's name) is text, whatever it holds. Before, the cut read
/// `5" (approx` as the start of a string literal and a parenthesis, and closed levels that were
/// never opened; it counted the comma of `1,000 USD` as one between two elements.
@Suite struct ValuesOwnTextTests {
    @Test func aQuoteOrAParenthesisInADescriptionOpensNothing() {
        let sizes = (0..<30).map(Size.init)
        // Before: `[0" (approx, 1" (approx, … 5" (approx, …), …), …), …]`.
        #expect(
            failureMessage(["k": sizes, "j": sizes], equalTo(["k": sizes])) == """
                Expected: ["k": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)]]
                     but: was ["j": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)], …(1 more)]
                          differs in 1 entry (- expected, + actual):
                            + "j": [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, 5" (approx, …(24 more)]
                """
        )
        // As keys: before, the two head lines read the same.
        let one = [Size(inches: 1): sizes]
        var two = one
        two[Size(inches: 2)] = sizes
        #expect(
            failureMessage(two, equalTo(one)) == """
                Expected: [1" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)]]
                     but: was [1" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, …(25 more)], …(1 more)]
                          differs in 1 entry (- expected, + actual):
                            + 2" (approx: [0" (approx, 1" (approx, 2" (approx, 3" (approx, 4" (approx, 5" (approx, …(24 more)]
                """
        )
    }

    @Test func aBracketInADescriptionOpensNothing() {
        let tags = (0..<30).map(Tag.init)
        // Before: `[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, […], …], …], …], …], …], …], …]`.
        #expect(
            failureMessage([tags, tags], equalTo([tags])) == """
                Expected: [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]]
                     but: was [[[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [[tag 0, [tag 1, [tag 2, [tag 3, [tag 4, [tag 5, [tag 6, [tag 7, [tag 8, …(21 more)]
                              ]
                """
        )
    }

    @Test func aCommaInADescriptionOrATypeNameSeparatesNothing() {
        let amounts = (0..<40).map(Money.init)
        // Before: `…, 5,000 USD, 6, …(36 more)]`: half an element, and two too many counted.
        #expect(
            failureMessage([amounts, amounts], equalTo([amounts])) == """
                Expected: [[0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, …(34 more)]]
                     but: was [[0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, …(34 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [0,000 USD, 1,000 USD, 2,000 USD, 3,000 USD, 4,000 USD, 5,000 USD, 6,000 USD, …(33 more)]
                              ]
                """
        )
        let pairs = (0..<40).map { Pair(first: $0, second: "x") }
        // Before: `…, Pair<Int, …(40 more)]`, cut inside a type's name.
        #expect(
            failureMessage([pairs, pairs], equalTo([pairs])) == """
                Expected: [[Pair<Int, String>(first: 0, second: "x"), …(39 more)]]
                     but: was [[Pair<Int, String>(first: 0, second: "x"), …(39 more)], …(1 more)]
                          differs at [1] (- expected, + actual):
                              [
                                [0]: […]
                            +   [1] (inserted): [Pair<Int, String>(first: 0, second: "x"), …(39 more)]
                              ]
                """
        )
    }

    @Test func aLongDescriptionAloneIsStillCutBetweenItsWords() {
        struct Note: Equatable, CustomStringConvertible {
            let text: String
            var description: String { text }
        }
        let words = Array(repeating: "(miso \"shio\"", count: 12).joined(separator: " ")
        let line = MessageLayout.compactRendering(Note(text: words))
        // At the last space that fits, as before; the quotes and parentheses are left as written.
        #expect(line == String(repeating: #"(miso "shio" "#, count: 7) + "(miso…")
        #expect(line.count <= MessageLayout.compactWidth)
    }
}
