import Matchers
import Testing

/// Cases whose values are leaves: each reads whole on one line.
private enum SeatState: Equatable {
    case available
    case held(by: String)
}

private struct Hold: Equatable {
    var name: String
    var minutes: Int
}

/// Cases of which one holds a structure, which the tree opens.
private enum Slot: Equatable {
    case free
    case taken(Hold)
}

/// Which diff a collection gets is the same whatever its order and on every run (a dictionary's
/// iteration order changes from run to run): any of its first elements or values tells.
@Suite struct DiffRouteTests {
    /// A dictionary whose values are enum cases, only some of them holding a structure: the
    /// structural diff, which opens the changed case, whichever entry the dictionary yields first.
    /// (It took the entry diff when the first entry in iteration order held none, about one run in
    /// two.)
    @Test func aDictionaryOfCasesOnlySomeWithStructuresGetsTheSameDiffWhateverItsOrder() {
        for index in 0..<40 {
            let free = "A\(index)"
            let taken = "B\(index)"
            let expected: [String: Slot] = [free: .free, taken: .taken(Hold(name: "Ann", minutes: 10))]
            let actual: [String: Slot] = [free: .free, taken: .taken(Hold(name: "Ann", minutes: 15))]
            #expect(
                failureMessage(actual, equalTo(expected))?.contains(
                    #"differs at ["\#(taken)"].taken.minutes"#) == true, "keys \(free), \(taken)")
        }
    }

    /// An array of such cases likewise, whatever its order: its first element alone told which
    /// diff it got (`[.free, .taken(…)]` the element diff, its reverse the structural one).
    @Test func anArrayOfCasesOnlySomeWithStructuresGetsTheSameDiffWhateverItsOrder() {
        let expected: [Slot] = [.free, .free, .taken(Hold(name: "Ann", minutes: 10))]
        let actual: [Slot] = [.free, .free, .taken(Hold(name: "Ann", minutes: 15))]
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: [.free, .free, .taken(Hold(name: "Ann", minutes: 10))]
                     but: was [.free, .free, .taken(Hold(name: "Ann", minutes: 15))]
                          differs at [2].taken.minutes: expected 10, found 15
                """)
        #expect(
            failureMessage(Array(actual.reversed()), equalTo(Array(expected.reversed())))?.contains(
                "differs at [0].taken.minutes: expected 10, found 15") == true)
        // Elements of one type that tells their kind are told by the first: numbers keep the
        // element diff.
        #expect(
            describeDifference([1, 2, 4], [1, 2, 3])?.description.hasPrefix(
                "differs at index 2 (- expected, + actual):") == true)
    }

    /// Cases whose values are leaves (`.held(by: "Ann")`) read whole on one line: an array or a
    /// dictionary of them gets the element diff, whatever its order.
    @Test func casesWhoseValuesAreLeavesGetTheElementDiff() {
        let expected: [SeatState] = [.available, .available, .held(by: "Ann")]
        let actual: [SeatState] = [.available, .available, .held(by: "Bo")]
        #expect(
            describeDifference(expected, actual)?.description == """
                differs at index 2 (- expected, + actual):
                    .available
                    .available
                  - .held(by: "Ann")
                  + .held(by: "Bo")
                """)
        // The message says the element diff's one change on one line.
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: [.available, .available, .held(by: "Ann")]
                     but: was [.available, .available, .held(by: "Bo")]
                          differs at index 2: expected .held(by: "Ann"), found .held(by: "Bo")
                """)
        #expect(
            describeDifference(Array(expected.reversed()), Array(actual.reversed()))?.description.hasPrefix(
                "differs at index 0 (- expected, + actual):") == true)
        let expectedSeats: [String: SeatState] = ["11C": .available, "11D": .held(by: "Ann")]
        let actualSeats: [String: SeatState] = ["11C": .held(by: "Bo"), "11D": .held(by: "Ann")]
        #expect(
            describeDifference(expectedSeats, actualSeats)?.description == """
                differs in 1 entry (- expected, + actual):
                  - "11C": .available
                  + "11C": .held(by: "Bo")
                """)
        #expect(
            failureMessage(actualSeats, equalTo(expectedSeats)) == """
                Expected: ["11C": .available, "11D": .held(by: "Ann")]
                     but: was ["11C": .held(by: "Bo"), "11D": .held(by: "Ann")]
                          differs at ["11C"]: expected .available, found .held(by: "Bo")
                """)
    }
}
