import Matchers
import Testing

private enum Soup: Hashable {
    case shio, shoyu, miso, tonkotsu
}

@Suite struct OnlyContainsTests {
    @Test func matchesWhenEveryItemIsAllowed() {
        #expect(onlyContains(Soup.miso, .shoyu).matches([.miso, .miso, .shoyu]) == .match)
        #expect(onlyContains([Soup.miso, .shoyu]).matches([.shoyu]) == .match)
        #expect(onlyContains(lessThan(0), greaterThan(10)).matches([-1, 11]) == .match)
        #expect(onlyContains([lessThan(0), greaterThan(10)]).matches([-1, 11]) == .match)
        #expect(verdictOnly([Soup.miso], onlyContains(.miso, .shoyu)))
    }

    @Test func emptySequenceMatches() {
        #expect(onlyContains(1).matches([Int]()) == .match)
    }

    @Test func valuesUnequalToThemselvesStayLinear() {
        let comparisons = DescriptionCounter()
        let values = Array(repeating: SelfUnequal(comparisons: comparisons), count: 2_000)
        #expect(!verdictOnly(values, onlyContains(values)))
        #expect(comparisons.value < 20 * values.count)
    }

    @Test func description() {
        let matcher: Matcher<[Soup]> = onlyContains(.miso, .shoyu)
        #expect(matcher.description == "a sequence containing only [.miso, .shoyu]")
    }

    @Test func reportsEveryRejectedItem() {
        #expect(!verdictOnly([Soup.miso, .shio], onlyContains(.miso, .shoyu)))
        #expect(
            failureMessage([Soup.miso, .shio, .tonkotsu], onlyContains(.miso, .shoyu)) == """
                Expected: a sequence containing only [.miso, .shoyu]
                     but: was [.miso, .shio, .tonkotsu]
                          failed 2 of 3 items:
                            - item 1 was .shio
                            - item 2 was .tonkotsu
                """
        )
    }

    @Test func aSingleMatcherGivesItsReason() {
        let even = Matcher<Int>("an even number") {
            $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)")
        }
        #expect(
            failureMessage([2, 3], onlyContains(even)) == """
                Expected: a sequence containing only [an even number]
                     but: was [2, 3]
                          failed 1 of 2 items:
                            - item 1 was 3
                              but: remainder was 1
                """
        )
    }

    @Test func noMatchersRejectEveryItem() {
        #expect(
            failureMessage([1], onlyContains([Int]())) == """
                Expected: a sequence containing only []
                     but: was [1]
                          failed 1 of 1 item:
                            - item 0 was 1
                """
        )
    }

    @Test func arrayArgumentMeansTheElements() {
        let flat: Matcher<[String]> = onlyContains(["a", "b"])
        #expect(flat.matches(["b", "a", "a"]) == .match)
        let nested: Matcher<[[String]]> = onlyContains(["a", "b"])
        #expect(nested.matches([["a", "b"], ["a", "b"]]) == .match)
        #expect(nested.matches([["a"]]) != .match)
    }

    @Test func scalesByHashing() {
        let allowed = Array(0..<10_000)
        #expect(onlyContains(allowed).matches(allowed.reversed()) == .match)
        #expect(verdictOnly([10_000], onlyContains(allowed)) == false)
    }
}
