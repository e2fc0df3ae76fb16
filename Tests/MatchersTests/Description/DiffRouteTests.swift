import Matchers
import Testing

private enum SeatState: Equatable {
    case available
    case held(by: String)
}

/// Which diff a collection gets is the same on every run (a dictionary's iteration order is not).
@Suite struct DiffRouteTests {
    /// A dictionary whose values are enum cases, only some with values: the structural diff, which
    /// opens the changed case, whichever entry the dictionary yields first. (It took the entry diff
    /// when the first entry in iteration order was `.available`, about one run in two.)
    @Test func aDictionaryOfCasesOnlySomeWithValuesGetsTheSameDiffWhateverItsOrder() {
        for index in 0..<40 {
            let free = "A\(index)"
            let taken = "B\(index)"
            let expected: [String: SeatState] = [free: .available, taken: .held(by: "Ann")]
            let actual: [String: SeatState] = [free: .available, taken: .held(by: "Bo")]
            #expect(
                failureMessage(actual, equalTo(expected))?.contains(
                    """
                              differs at ["\(taken)"].held.by (- expected, + actual):
                    """) == true, "keys \(free), \(taken)")
        }
    }

    /// An array of such cases likewise, whatever its order: the first element alone told which
    /// diff it got (`[.available, .held(by:)]` the element diff, its reverse the structural one).
    @Test func anArrayOfCasesOnlySomeWithValuesGetsTheSameDiffWhateverItsOrder() {
        let expected: [SeatState] = [.available, .available, .held(by: "Ann")]
        let actual: [SeatState] = [.available, .available, .held(by: "Bo")]
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: [.available, .available, .held(by: "Ann")]
                     but: was [.available, .available, .held(by: "Bo")]
                          differs at [2].held.by (- expected, + actual):
                              [
                                [0]: .available
                                [1]: .available
                                [2]: .held(
                            -     by: "Ann"
                            +     by: "Bo"
                                )
                              ]
                """)
        #expect(
            failureMessage(Array(actual.reversed()), equalTo(Array(expected.reversed())))?.contains(
                "differs at [0].held.by (- expected, + actual):") == true)
        // Elements of one type that tells their kind are told by the first: numbers keep the
        // element diff.
        #expect(
            failureMessage([1, 2, 3], equalTo([1, 2, 4]))?.contains(
                "differs at index 2 (- expected, + actual):")
                == true)
    }

    @Test func theMessageOfOneSuchPair() {
        let expected: [String: SeatState] = ["11C": .available, "11D": .held(by: "Ann")]
        let actual: [String: SeatState] = ["11C": .held(by: "Bo"), "11D": .held(by: "Ann")]
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: ["11C": .available, "11D": .held(by: "Ann")]
                     but: was ["11C": .held(by: "Bo"), "11D": .held(by: "Ann")]
                          differs at ["11C"] (- expected, + actual):
                              [
                            -   "11C": .available
                            +   "11C": .held(by: "Bo")
                                … 1 unchanged entry
                              ]
                """)
    }
}
