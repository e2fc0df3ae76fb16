import Matchers
import Testing

/// A value looked for among items, keys or values, which one of them prints as yet does not equal
/// (NaN): the reason names that one and says why, instead of two lines that read as if it were
/// there. `hasItem`, `hasItems` and `isIn` are in their own suites.
@Suite struct AlikeItemsTests {
    @Test func onlyContainsSaysWhyAnItemIsNotTheValueItPrintsAs() {
        // Before: `- item 1 was nan` and nothing under it.
        #expect(
            failureMessage([1.0, .nan], onlyContains(Double.nan, 1.0)) == """
                Expected: a sequence containing only [nan, 1.0]
                     but: was [1.0, nan]
                          failed 1 of 2 items:
                            - item 1 was nan
                              but: NaN is not equal to itself
                """)
    }

    @Test func containsInRelativeOrderNamesALaterItemThatPrintsAlike() {
        #expect(
            failureMessage([1.0, .nan], containsInRelativeOrder(1.0, .nan)) == """
                Expected: a sequence containing in relative order [1.0, nan]
                     but: was [1.0, nan]
                          no item after item 0 matched:
                            - nan
                              item 1 was nan (prints alike)
                              but: NaN is not equal to itself
                """)
        #expect(
            failureMessage([.nan], containsInRelativeOrder(Double.nan)) == """
                Expected: a sequence containing in relative order [nan]
                     but: was [nan]
                          no item matched:
                            - nan
                              item 0 was nan (prints alike)
                              but: NaN is not equal to itself
                """)
    }

    @Test func aMissingValueOfAPairingNamesTheItemThatPrintsAlike() {
        #expect(
            failureMessage([1.0, .nan], isSupersetOf(Double.nan)) == """
                Expected: a superset of [nan]
                     but: was [1.0, nan]
                          missing 1 of 1:
                            - nan
                              item 1 was nan (prints alike)
                              but: NaN is not equal to itself
                """)
    }

    @Test func aDictionarysKeysAndValuesNameTheOneThatPrintsAlike() {
        #expect(
            failureMessage(["a": Double.nan], hasValue(Double.nan)) == """
                Expected: a dictionary with value nan
                     but: was ["a": nan]
                          no value is equal; one prints alike:
                            - value for "a" was nan
                              but: NaN is not equal to itself
                """)
        #expect(
            failureMessage([Double.nan: 1], hasKey(Double.nan)) == """
                Expected: a dictionary with key nan
                     but: was [nan: 1]
                          no key is equal; one prints alike:
                            - key nan
                              but: NaN is not equal to itself
                """)
        #expect(
            failureMessage([Double.nan: 1], hasEntry(Double.nan, 1)) == """
                Expected: a dictionary containing [nan: 1]
                     but: was [nan: 1]
                          no key nan
                            key nan (prints alike)
                            but: NaN is not equal to itself
                """)
        #expect(
            failureMessage([Double.nan: 1], hasEntries([Double.nan: 1, 2.0: 3])) == """
                Expected: a dictionary containing [2.0: 3, nan: 1]
                     but: was [nan: 1]
                          failed 2 of 2 entries:
                            - no key 2.0
                            - no key nan
                              key nan (prints alike)
                              but: NaN is not equal to itself
                """)
    }

    @Test func nothingPrintsAlikeNothingIsAdded() {
        #expect(
            failureMessage(["a": 1], hasValue(2))
                == "Expected: a dictionary with value 2\n     but: was [\"a\": 1]")
        #expect(
            failureMessage(["a": 1], hasKey("b"))
                == "Expected: a dictionary with key \"b\"\n     but: was [\"a\": 1]")
        #expect(
            failureMessage(["a": 1], hasEntry("b", 1))
                == "Expected: a dictionary containing [\"b\": 1]\n     but: was [\"a\": 1]\n          no key \"b\""
        )
        #expect(
            failureMessage([1, 2], isSupersetOf(3)) == """
                Expected: a superset of [3]
                     but: was [1, 2]
                          missing 1 of 1:
                            - 3
                """)
    }

    @Test func theSearchIsBoundedInItemsRead() {
        // The item that prints alike lies past the first 1,000: it is not looked for.
        let values = Array(repeating: 1.0, count: 1_000) + [.nan]
        let message = failureMessage(values, hasItem(Double.nan)) ?? ""
        #expect(message.hasPrefix("Expected: a sequence containing nan\n     but: was [1.0, 1.0, "))
        #expect(message.split(separator: "\n").count == 2)
    }
}
