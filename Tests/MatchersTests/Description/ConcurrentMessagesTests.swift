import Foundation
import Matchers
import Testing

// Failure messages built on eight threads at once, for values of types no other test uses, so that
// the threads meet each type for the first time together. What rendering and the diff learn about a
// type is kept for one pass, never for the process: no table is shared between threads, and every
// message is the one a single thread builds. CI runs the suite under ThreadSanitizer too, where an
// access to shared state without a lock it sees fails the run.

private struct Spot: Equatable {
    var x: Int
    var y: Int
}

private enum Beacon: Equatable {
    case dark
    case lit(level: Int)
}

private final class Badge: Equatable {
    let owner: String
    init(_ owner: String) { self.owner = owner }
    static func == (a: Badge, b: Badge) -> Bool { a.owner == b.owner }
}

private struct Crate<Content: Equatable>: Equatable {
    var content: Content
}

private struct Couple<First: Equatable, Second: Equatable>: Equatable {
    var first: First
    var second: Second
}

/// Prints the same for every `Tag`: its name is never shown.
private enum Signal<Tag>: Equatable {
    case off
    case on(level: Int)
}

/// A tag one level deeper than `Inner`: a new type for each level.
private enum Deeper<Inner> {}

/// One failure message and the text it must have. The values are built anew on each thread
/// (`Badge` is a class, and not `Sendable`).
private struct Case: Sendable {
    let message: @Sendable () -> String?
    let expected: String
}

/// `equalTo(expected)`'s message for `actual`.
private func message<Value: Equatable>(_ expected: Value, _ actual: Value) -> String? {
    failureMessage(actual, equalTo(expected))
}

private let cases: [Case] = [
    Case(
        message: { message(Spot(x: 1, y: 2), Spot(x: 1, y: 3)) },
        expected: """
            Expected: Spot(x: 1, y: 2)
                 but: was Spot(x: 1, y: 3)
                      differs at y: expected 2, found 3
            """),
    Case(
        message: { message(Badge("Ann"), Badge("Bob")) },
        expected: """
            Expected: Badge(owner: "Ann")
                 but: was Badge(owner: "Bob")
                      differs at owner: expected "Ann", found "Bob"
            """),
    Case(
        message: { message(Crate(content: Spot(x: 1, y: 2)), Crate(content: Spot(x: 2, y: 2))) },
        expected: """
            Expected: Crate<Spot>(content: Spot(x: 1, y: 2))
                 but: was Crate<Spot>(content: Spot(x: 2, y: 2))
                      differs at content.x: expected 1, found 2
            """),
    Case(
        message: { message(Crate(content: Crate(content: 1)), Crate(content: Crate(content: 2))) },
        expected: """
            Expected: Crate<Crate<Int>>(content: Crate<Int>(content: 1))
                 but: was Crate<Crate<Int>>(content: Crate<Int>(content: 2))
                      differs at content.content: expected 1, found 2
            """),
    Case(
        message: { message(Crate(content: Beacon.dark), Crate(content: Beacon.lit(level: 3))) },
        expected: """
            Expected: Crate<Beacon>(content: .dark)
                 but: was Crate<Beacon>(content: .lit(level: 3))
                      differs at content: expected .dark, found .lit(level: 3)
            """),
    Case(
        message: {
            message(Couple(first: Badge("Ann"), second: 2.5), Couple(first: Badge("Ann"), second: 3.5))
        },
        expected: """
            Expected: Couple<Badge, Double>(first: Badge(owner: "Ann"), second: 2.5)
                 but: was Couple<Badge, Double>(first: Badge(owner: "Ann"), second: 3.5)
                      differs at second: expected 2.5, found 3.5
            """),
    Case(
        message: {
            message(
                Couple(first: [Spot(x: 1, y: 1)], second: true),
                Couple(first: [Spot(x: 1, y: 2)], second: true))
        },
        expected: """
            Expected: Couple<Array<Spot>, Bool>(first: [Spot(x: 1, y: 1)], second: true)
                 but: was Couple<Array<Spot>, Bool>(first: [Spot(x: 1, y: 2)], second: true)
                      differs at first[0].y: expected 1, found 2
            """),
    Case(
        message: { message(["a": Spot(x: 1, y: 2)], ["a": Spot(x: 1, y: 4)]) },
        expected: """
            Expected: ["a": Spot(x: 1, y: 2)]
                 but: was ["a": Spot(x: 1, y: 4)]
                      differs at ["a"].y: expected 2, found 4
            """),
    Case(
        message: { message([7: Crate(content: "x")], [7: Crate(content: "y")]) },
        expected: """
            Expected: [7: Crate<String>(content: "x")]
                 but: was [7: Crate<String>(content: "y")]
                      differs at [7].content: expected "x", found "y"
            """),
    Case(
        message: { message(Crate(content: ["k": Beacon.dark]), Crate(content: ["k": Beacon.lit(level: 1)])) },
        expected: """
            Expected: Crate<Dictionary<String, Beacon>>(content: ["k": .dark])
                 but: was Crate<Dictionary<String, Beacon>>(content: ["k": .lit(level: 1)])
                      differs at content["k"]: expected .dark, found .lit(level: 1)
            """),
    Case(
        message: {
            message(
                Couple(first: Crate(content: Int8(1)), second: ["z": [Badge("Ann")]]),
                Couple(first: Crate(content: Int8(1)), second: ["z": [Badge("Bob")]]))
        },
        expected: """
            Expected: Couple<Crate<Int8>, Dictionary<String, Array<Badge>>>(…, second: ["z": [Badge(owner: "Ann")]])
                 but: was Couple<Crate<Int8>, Dictionary<String, Array<Badge>>>(…, second: ["z": [Badge(owner: "Bob")]])
                      differs at second["z"][0].owner: expected "Ann", found "Bob"
            """),
]

/// The messages for values of types new at each `depth` (nested in `Tag`): `Signal`, and arrays and
/// dictionaries of it, print the same at every depth.
private func taggedMessages<Tag>(_ tag: Tag.Type, depth: Int) -> [String?] {
    guard depth == 0 else { return taggedMessages(Deeper<Tag>.self, depth: depth - 1) }
    return [
        message(Signal<Tag>.on(level: 1), Signal<Tag>.on(level: 2)),
        message([Signal<Tag>.off], [Signal<Tag>.on(level: 1)]),
        message(["k": Signal<Tag>.off], ["k": Signal<Tag>.on(level: 1)]),
    ]
}

/// What ``taggedMessages(_:depth:)`` returns, at every depth.
private let taggedExpected = [
    """
    Expected: .on(level: 1)
         but: was .on(level: 2)
              differs at on.level: expected 1, found 2
    """,
    """
    Expected: [.off]
         but: was [.on(level: 1)]
              differs at index 0: expected .off, found .on(level: 1)
    """,
    """
    Expected: ["k": .off]
         but: was ["k": .on(level: 1)]
              differs at ["k"]: expected .off, found .on(level: 1)
    """,
]

@Suite struct ConcurrentMessagesTests {
    @Test func eightThreadsBuildTheSameMessagesAsOne() {
        let wrong = onThreads(8) { meet in
            var wrong: [String] = []
            // The threads start each round together and take the same steps, so that they meet
            // each new type at once: the types of `cases` in the first round, new tagged types in
            // every round.
            for round in 0..<40 {
                meet()
                for (message, expected) in zip(taggedMessages(Never.self, depth: round), taggedExpected)
                where message != expected {
                    wrong.append(message ?? "nil")
                }
                for item in cases {
                    let message = item.message() ?? "nil"
                    if message != item.expected { wrong.append(message) }
                }
            }
            return wrong
        }
        #expect(wrong.flatMap { $0 } == [])
    }
}

/// Runs `work` on `count` threads and returns what each returned. `work` is given a function that
/// waits until every thread has called it as many times.
private func onThreads<Result: Sendable>(
    _ count: Int, _ work: @escaping @Sendable (_ meet: () -> Void) -> Result
) -> [Result] {
    let meeting = Meeting<Result>(count)
    for index in 0..<count {
        Thread {
            meeting.finish(index, work(meeting.arriveAndWait))
        }.start()
    }
    return meeting.results()
}

/// Where the threads of ``onThreads(_:_:)`` wait for one another, and leave what they returned.
/// `@unchecked Sendable`: its variables are read and written under `condition`, whose lock the
/// thread sanitizer sees.
private final class Meeting<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    /// How many times the threads have arrived, all meetings counted.
    private var arrivals = 0
    private var returned: [Int: Result] = [:]

    init(_ count: Int) { self.count = count }

    /// Waits until every thread has arrived at this meeting.
    func arriveAndWait() {
        condition.withLock {
            arrivals += 1
            // Everyone is here at the next multiple of `count`.
            let everyone = (arrivals + count - 1) / count * count
            condition.broadcast()
            while arrivals < everyone { condition.wait() }
        }
    }

    func finish(_ index: Int, _ result: Result) {
        condition.withLock {
            returned[index] = result
            condition.broadcast()
        }
    }

    func results() -> [Result] {
        condition.withLock {
            while returned.count < count { condition.wait() }
            return (0..<count).map { returned[$0]! }
        }
    }
}
