public import Matchers

/// Records the calls of one method of a hand-written test double, and verifies them through
/// matchers, each argument under its own label, reporting at the test's line.
///
/// ```swift
/// final class MockCook: CookProtocol, Sendable {
///     let cookRamen = CallRecorder<(bowls: Int, soup: RamenSoup, extras: [String])>("cookRamen")
///
///     func cookRamen(bowls: Int, soup: RamenSoup, extras: [String]) {
///         cookRamen.record((bowls, soup, extras))
///     }
/// }
///
/// mockCook.cookRamen.verifyLastCall(.argument("bowls", \.bowls, equalTo(2)))
/// ```
///
/// prints, if the last of three calls asked for 3 bowls,
///
/// ```
/// cookRamen call 3 of 3: bowls
/// Expected: 2
///      but: was 3
/// ```
///
/// Recording and reading are guarded by a lock, so a mock may be called from other tasks and
/// threads while the test verifies it. The lock is `NSLock` (from Foundation, like the rest of
/// this module's locking) rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18; the
/// `Matchers` module itself stays free of Foundation.
public final class CallRecorder<Call> {
    /// The name every message of this recorder starts with; empty for none.
    ///
    /// ```swift
    /// CallRecorder<Int>("save").name  // "save"
    /// ```
    ///
    /// A failed `verifyCallCount(1)` then prints `save call count` on its first line.
    public let name: String
    private let recorded = Locked<[Call]>([])

    /// Creates a recorder with no calls, its messages starting with `name` when one is given.
    ///
    /// ```swift
    /// let cookRamen = CallRecorder<(bowls: Int, soup: RamenSoup, extras: [String])>("cookRamen")
    /// ```
    ///
    /// Until a call is recorded, `cookRamen.verifyCallCount(1)` prints `cookRamen call count` above
    /// `Expected: 1` / `     but: was 0` / `          cookRamen was never called`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Records one call; call it from the test double's method with the method's arguments.
    ///
    /// ```swift
    /// cookRamen.record((bowls, soup, extras))
    /// ```
    ///
    /// Recording prints nothing.
    public func record(_ call: Call) {
        recorded.withLock { $0.append(call) }
    }

    /// Every call recorded so far, oldest first.
    ///
    /// ```swift
    /// assertThat(cookRamen.calls.map(\.bowls), equalTo([2, 1]))
    /// ```
    ///
    /// prints, for instance, `Expected: [2, 1]` / `     but: was [2]`.
    public var calls: [Call] {
        recorded.withLock { $0 }
    }

    /// How many calls were recorded: a count, not a Bool, so that "called twice" is caught.
    ///
    /// ```swift
    /// assertThat(cookRamen.callCount, equalTo(1), "call count")
    /// ```
    ///
    /// prints `call count` / `Expected: 1` / `     but: was 2` when called twice.
    public var callCount: Int {
        recorded.withLock { $0.count }
    }

    /// The most recent call, or `nil` when there was none.
    ///
    /// ```swift
    /// assertThat(cookRamen.lastCall?.bowls, equalTo(2))
    /// ```
    ///
    /// prints `Expected: 2` / `     but: was nil` when there was no call.
    public var lastCall: Call? {
        recorded.withLock { $0.last }
    }

    /// Forgets every recorded call.
    ///
    /// ```swift
    /// cookRamen.reset()
    /// ```
    ///
    /// Afterwards `verifyCallCount(1)` prints `Expected: 1` / `     but: was 0` and that the method
    /// was never called.
    public func reset() {
        recorded.withLock { $0.removeAll() }
    }

    /// Checks how many calls were recorded.
    ///
    /// ```swift
    /// cookRamen.verifyCallCount(1)
    /// ```
    ///
    /// prints, when the method was called twice,
    ///
    /// ```
    /// cookRamen call count
    /// Expected: 1
    ///      but: was 2
    /// ```
    public func verifyCallCount(
        _ count: Int,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        verifyCallCount(equalTo(count), fileID: fileID, file: file, line: line, column: column)
    }

    /// Checks the number of recorded calls with a matcher.
    ///
    /// ```swift
    /// cookRamen.verifyCallCount(greaterThan(0))
    /// ```
    ///
    /// prints, when there was no call,
    ///
    /// ```
    /// cookRamen call count
    /// Expected: a value greater than 0
    ///      but: was 0
    ///           cookRamen was never called
    /// ```
    public func verifyCallCount(
        _ matcher: Matcher<Int>,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        report(CallVerification.count(callCount, matcher, name: name), fileID, file, line, column)
    }

    /// Checks the arguments of the most recent call, each with its own matcher; every refused
    /// argument is a failure of its own, named by its label and the call's number.
    ///
    /// ```swift
    /// cookRamen.verifyLastCall(
    ///     .argument("bowls", \.bowls, greaterThanOrEqualTo(2)),
    ///     .argument("extras", \.extras, containsInAnyOrder("tamago", "wakame")))
    /// ```
    ///
    /// prints, if the second of two calls had other extras,
    ///
    /// ```
    /// cookRamen call 2 of 2: extras
    /// Expected: a sequence containing in any order ["tamago", "wakame"]
    ///      but: was ["tamago"]
    ///           count was 1, expected 2
    ///           missing 1 of 2:
    ///             - "wakame"
    /// ```
    ///
    /// With no call at all it prints `cookRamen call count` / `Expected: a value greater than 0` /
    /// `     but: was 0` / `          cookRamen was never called`.
    public func verifyLastCall(
        _ arguments: ArgumentMatcher<Call>...,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        report(CallVerification.lastCall(calls, arguments, name: name), fileID, file, line, column)
    }

    /// Checks that the method was called exactly once, and that call's arguments, each with its own
    /// matcher: what a mock's verify helper asks. A method never called fails once, on its count.
    ///
    /// ```swift
    /// cookRamen.verifyCalledOnce(
    ///     .argument("bowls", \.bowls, equalTo(2)),
    ///     .argument("extras", \.extras, containsInAnyOrder("tamago", "wakame")))
    /// ```
    ///
    /// prints, when the method was never called, one failure:
    ///
    /// ```
    /// cookRamen call count
    /// Expected: 1
    ///      but: was 0
    ///           cookRamen was never called
    /// ```
    ///
    /// When it was called more than once, the count fails and the last call's arguments are checked
    /// too (`cookRamen call 2 of 2: bowls`), as `verifyLastCall` checks them.
    public func verifyCalledOnce(
        _ arguments: ArgumentMatcher<Call>...,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        report(CallVerification.onlyCall(calls, arguments, name: name), fileID, file, line, column)
    }

    /// Checks every call, in order: as many calls as expected ones, call *i* with the arguments of
    /// expected call *i*.
    ///
    /// ```swift
    /// cookRamen.verifyCalls(
    ///     [.argument("bowls", \.bowls, equalTo(2))],
    ///     [.argument("bowls", \.bowls, equalTo(1)), .argument("soup", \.soup, equalTo(.shio))])
    /// ```
    ///
    /// prints, for each refused argument, a failure such as
    ///
    /// ```
    /// cookRamen call 2 of 2: soup
    /// Expected: .shio
    ///      but: was .miso
    /// ```
    ///
    /// and, first, `cookRamen call count` when the number of calls differs.
    public func verifyCalls(
        _ expected: [ArgumentMatcher<Call>]...,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        report(CallVerification.inOrder(calls, expected, name: name), fileID, file, line, column)
    }

    /// Checks every call, in any order: the calls and the expected calls must pair one to one.
    ///
    /// ```swift
    /// cookRamen.verifyCallsInAnyOrder(
    ///     [.argument("soup", \.soup, equalTo(.shio))],
    ///     [.argument("soup", \.soup, equalTo(.miso))])
    /// ```
    ///
    /// prints, when the calls asked for miso and tonkotsu,
    ///
    /// ```
    /// cookRamen calls
    /// Expected: a sequence containing in any order [a call with (soup: .shio), a call with (soup: .miso)]
    ///      but: was [(bowls: 2, soup: .miso, extras: []), (bowls: 1, soup: .tonkotsu, extras: [])]
    ///           missing 1 of 2:
    ///             - a call with (soup: .shio)
    ///           unexpected 1 of 2 items:
    ///             - item 1 was (bowls: 1, soup: .tonkotsu, extras: [])
    ///               closest: a call with (soup: .shio)
    ///               but: soup was .tonkotsu
    /// ```
    public func verifyCallsInAnyOrder(
        _ expected: [ArgumentMatcher<Call>]...,
        fileID: StaticString? = .none,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        report(CallVerification.inAnyOrder(calls, expected, name: name), fileID, file, line, column)
    }

    private func report(
        _ messages: [String], _ fileID: StaticString?, _ file: StaticString, _ line: UInt, _ column: UInt
    ) {
        for message in messages {
            reportFailure(message, at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
        }
    }
}

/// A recorder may be shared with other tasks when the calls it holds may be.
extension CallRecorder: Sendable where Call: Sendable {}
