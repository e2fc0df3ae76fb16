import Matchers
import Testing

@Suite struct SubsetsTests {
    @Test func subsetMatches() {
        #expect(isSubsetOf(1, 2, 3).matches([3, 1]) == .match)
        #expect(isSubsetOf([1, 2, 3]).matches([]) == .match)
        #expect(isSubsetOf(equalTo("nori"), stringWithPrefix("negi")).matches(["negima"]) == .match)
        #expect(
            isSubsetOf([equalTo("nori"), stringWithPrefix("negi")]).matches(["negima", "nori"]) == .match)
        #expect(isSubsetOf("a", "b").matches(Set(["b"])) == .match)
        #expect(verdictOnly([2], isSubsetOf(1, 2)))
    }

    @Test func subsetPairsOneToOne() {
        #expect(!verdictOnly([1, 1], isSubsetOf(1, 2)))
        // Greedy trap: "ab" must take the equality so that "a" can take the prefix.
        #expect(verdictOnly(["ab", "a"], isSubsetOf(stringWithPrefix("a"), equalTo("ab"), equalTo("z"))))
    }

    @Test func subsetDescription() {
        let matcher: Matcher<[String]> = isSubsetOf(equalTo("nori"), stringWithPrefix("negi"))
        #expect(matcher.description == #"a subset of ["nori", a string with prefix "negi"]"#)
    }

    @Test func subsetMessage() {
        #expect(
            failureMessage([1, 1, 4], isSubsetOf(1, 2, 3)) == """
                Expected: a subset of [1, 2, 3]
                     but: was [1, 1, 4]
                          unexpected 2 of 3 items:
                            - item 1 was 1
                              matches 1, which is paired with item 0
                            - item 2 was 4
                              closest: 3
                """
        )
        #expect(
            failureMessage([1, 2, 3], isSubsetOf(1, 2)) == """
                Expected: a subset of [1, 2]
                     but: was [1, 2, 3]
                          count was 3, expected at most 2
                          unexpected 1 of 3 items:
                            - item 2 was 3
                """
        )
        #expect(
            failureMessage([1], isSubsetOf([Int]())) == """
                Expected: a subset of []
                     but: was [1]
                          count was 1, expected at most 0
                          unexpected 1 of 1 item:
                            - item 0 was 1
                """
        )
    }

    @Test func supersetMatches() {
        #expect(isSupersetOf(1, 2).matches([3, 2, 1]) == .match)
        #expect(isSupersetOf([Int]()).matches([]) == .match)
        #expect(
            isSupersetOf(equalTo("nori"), stringWithPrefix("negi")).matches(["negima", "nori", "x"]) == .match
        )
        #expect(isSupersetOf([equalTo("nori")]).matches(["nori"]) == .match)
        #expect(verdictOnly(Set([1, 2, 3]), isSupersetOf(3, 1)))
    }

    @Test func supersetPairsOneToOne() {
        #expect(!verdictOnly([1], isSupersetOf(1, 1)))
        #expect(verdictOnly([1, 1], isSupersetOf(1, 1)))
        #expect(verdictOnly(["ab", "a", "q"], isSupersetOf(stringWithPrefix("a"), equalTo("ab"))))
    }

    @Test func supersetDescription() {
        let matcher: Matcher<[Int]> = isSupersetOf(1, 2)
        #expect(matcher.description == "a superset of [1, 2]")
    }

    @Test func supersetMessage() {
        #expect(
            failureMessage(["nori", "kombu"], isSupersetOf(equalTo("nori"), stringWithPrefix("negi"))) == """
                Expected: a superset of ["nori", a string with prefix "negi"]
                     but: was ["nori", "kombu"]
                          missing 1 of 2:
                            - a string with prefix "negi"
                """
        )
        #expect(
            failureMessage(["nori"], isSupersetOf("nori", "nori")) == """
                Expected: a superset of ["nori", "nori"]
                     but: was ["nori"]
                          count was 1, expected at least 2
                          missing 1 of 2:
                            - "nori"
                              item 0 matches it, but is paired with "nori"
                """
        )
        #expect(
            failureMessage([Int](), isSupersetOf(1)) == """
                Expected: a superset of [1]
                     but: was []
                          count was 0, expected at least 1
                          missing 1 of 1:
                            - 1
                """
        )
    }

    @Test func arrayArgumentMeansTheElements() {
        let flat: Matcher<[String]> = isSubsetOf(["a", "b"])
        #expect(flat.matches(["b"]) == .match)
        let nested: Matcher<[[String]]> = isSupersetOf(["a", "b"])
        #expect(nested.matches([["a", "b"], ["c"]]) == .match)
        #expect(nested.matches([["a"], ["b"]]) != .match)
    }
}
