import Matchers
import Testing
import XCTMatchers

/// Where a misused call was written, to compare with where it was reported.
struct MisuseCall: Equatable {
    var line: Int
    var column: Int
}

/// Calls that pass a closure where a value is expected. The compiler warns about each one; a
/// deprecated witness called through its protocol keeps those warnings out of the build, as a test
/// of a warning cannot be a warning itself.
protocol ClosureMisuses: Sendable {
    /// `assertThat({ … }, present(), "coupon")`, at the returned line and column.
    func assertThatPresent() -> MisuseCall
    /// `assertThat({ try parseCoupon() }, nilValue())`.
    func assertThatNilValue() -> MisuseCall
    /// `try requireThat({ … }, present(), "coupon")`; returns whether the next line was reached.
    func requireThatPresent() -> (MisuseCall, reachedTheNextLine: Bool, thrown: (any Error)?)
    /// `_ = try requireThat({ try parseCoupon() }, nilValue())`.
    func requireThatNilValue() -> MisuseCall
    /// `assertThat({ await … }, present(), "coupon")` in a synchronous function.
    func assertThatAsyncClosurePresent() -> MisuseCall
    /// `_ = try requireThat({ await … }, present())` in a synchronous function.
    func requireThatAsyncClosurePresent() -> MisuseCall
    /// `assertThat({ "Ann" }, equalTo("Ann"))` in a synchronous function: any matcher.
    func assertThatEqualTo() -> MisuseCall
    /// `_ = try requireThat({ "Ann" }, hasPrefix("A"))` in a synchronous function: any matcher.
    func requireThatHasPrefix() -> MisuseCall
}

/// The coupon a cart has, for the closures the calls are given.
private let coupon: String? = nil

/// The coupon, read by code that can throw.
private func parseCoupon() throws -> String? { coupon }

struct Misuses: ClosureMisuses {
    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func assertThatPresent() -> MisuseCall {
        assertThat({ coupon }, present(), "coupon")
        return MisuseCall(line: #line - 1, column: 19)
    }

    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func assertThatNilValue() -> MisuseCall {
        assertThat({ try parseCoupon() }, nilValue())
        return MisuseCall(line: #line - 1, column: 19)
    }

    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func requireThatPresent() -> (MisuseCall, reachedTheNextLine: Bool, thrown: (any Error)?) {
        do {
            _ = try requireThat({ coupon }, present(), "coupon")
            return (MisuseCall(line: #line - 1, column: 32), true, nil)
        } catch {
            return (MisuseCall(line: #line - 3, column: 32), false, error)
        }
    }

    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func requireThatNilValue() -> MisuseCall {
        _ = try? requireThat({ try parseCoupon() }, nilValue())
        return MisuseCall(line: #line - 1, column: 29)
    }
}

extension Misuses {
    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func assertThatAsyncClosurePresent() -> MisuseCall {
        assertThat({ await couponStore.coupon }, present(), "coupon")
        return MisuseCall(line: #line - 1, column: 19)
    }

    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func requireThatAsyncClosurePresent() -> MisuseCall {
        do { _ = try requireThat({ await couponStore.coupon }, present()) } catch {}
        return MisuseCall(line: #line - 1, column: 33)
    }
}

extension Misuses {
    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func assertThatEqualTo() -> MisuseCall {
        assertThat({ "Ann" }, equalTo("Ann"))
        return MisuseCall(line: #line - 1, column: 19)
    }

    @available(*, deprecated, message: "passes closures where values are expected, on purpose")
    func requireThatHasPrefix() -> MisuseCall {
        _ = try? requireThat({ "Ann" }, hasPrefix("A"))
        return MisuseCall(line: #line - 1, column: 29)
    }
}

/// A coupon behind an actor, for the asynchronous closures.
private actor CouponStore {
    var coupon: String?
}

private let couponStore = CouponStore()

/// The misused calls, through their protocol.
let misuses: any ClosureMisuses = Misuses()

/// A closure given where a value is expected fails and says so, instead of being checked itself.
@Suite struct ClosureMisuseTests {
    @Test func assertThatDoesNotCheckAClosureWithPresent() {
        var call: MisuseCall?
        let issues = recordedIssues { call = misuses.assertThatPresent() }
        #expect(
            issues.map(\.message) == [
                """
                coupon
                Expected: not nil
                     but: was a closure, which is not called
                          pass its result instead, or in an async test await the call, which then calls the closure
                """
            ])
        #expect(issues.first?.sourceLocation?.fileID == #fileID)
        #expect(issues.first?.call == call)
    }

    @Test func assertThatDoesNotCheckAThrowingClosureWithNilValue() {
        var call: MisuseCall?
        let issues = recordedIssues { call = misuses.assertThatNilValue() }
        #expect(issues.map(\.message) == [closureMessage(expected: "nil")])
        #expect(issues.first?.call == call)
    }

    @Test func requireThatDoesNotReturnAClosureAndStopsTheTest() {
        var outcome: (MisuseCall, reachedTheNextLine: Bool, thrown: (any Error)?)?
        let issues = recordedIssues { outcome = misuses.requireThatPresent() }
        #expect(
            issues.map(\.message) == [
                """
                coupon
                Expected: not nil
                     but: was a closure, which is not called
                          pass its result instead, or in an async test await the call, which then calls the closure
                """
            ])
        #expect(issues.first?.call == outcome?.0)
        #expect(outcome?.reachedTheNextLine == false)
        #expect(outcome?.thrown is ExpectationFailedError)
    }

    @Test func requireThatDoesNotCheckAThrowingClosureWithNilValue() {
        var call: MisuseCall?
        let issues = recordedIssues { call = misuses.requireThatNilValue() }
        #expect(issues.map(\.message) == [closureMessage(expected: "nil")])
        #expect(issues.first?.call == call)
    }

    @Test func anAsynchronousClosureInASynchronousTestFails() {
        var call: MisuseCall?
        let issues = recordedIssues { call = misuses.assertThatAsyncClosurePresent() }
        #expect(issues.map(\.message) == ["coupon\n" + closureMessage(expected: "not nil")])
        #expect(issues.first?.call == call)
    }

    @Test func anAsynchronousClosureGivenToRequireThatFails() {
        var call: MisuseCall?
        let issues = recordedIssues { call = misuses.requireThatAsyncClosurePresent() }
        #expect(issues.map(\.message) == [closureMessage(expected: "not nil")])
        #expect(issues.first?.call == call)
    }

    /// Before, a closure given to `equalTo` in a synchronous test was taken by the asynchronous
    /// overload, and the compiler's only word was an error about `async`.
    @Test func aClosureGivenToAnyMatcherInASynchronousTestFails() {
        var call: MisuseCall?
        var issues = recordedIssues { call = misuses.assertThatEqualTo() }
        #expect(issues.map(\.message) == [misuseMessage("assertThat", expected: #""Ann""#)])
        #expect(issues.first?.call == call)
        issues = recordedIssues { call = misuses.requireThatHasPrefix() }
        #expect(
            issues.map(\.message) == [misuseMessage("requireThat", expected: #"a string with prefix "A""#)])
        #expect(issues.first?.call == call)
    }

    @Test func theAsyncOverloadCallsTheClosure() async {
        let issues = await recordedIssues {
            await assertThat(
                {
                    await Task.yield()
                    return coupon
                }, present())
        }
        #expect(issues.map(\.message) == ["Expected: not nil\n     but: was nil"])
    }

    @Test func anOptionalClosureStoredInAPropertyIsStillAValue() {
        let button = Button(action: {})
        #expect(recordedIssues { assertThat(button.action, present()) }.isEmpty)
        #expect(recordedIssues { assertThat(Button(action: nil).action, nilValue()) }.isEmpty)
    }

    /// `anything()` has no overload for closures: a mock's closure argument stays "any closure".
    @Test func anythingStillAcceptsAClosureArgument() {
        let onDone: () -> Void = {}
        #expect(anything().isSatisfied(by: onDone))
        #expect(
            calledWith(.argument("onDone", \Renewal.onDone, anything())).isSatisfied(
                by: Renewal(onDone: onDone)))
    }

    @Test func matchersOverThrowingClosuresStillCallThem() {
        let issues = recordedIssues { assertThat({ 1 }, throwsError()) }
        #expect(issues.map(\.message) == ["Expected: throws an error\n     but: returned 1"])
    }
}

/// The message of a closure given to `present()` or `nilValue()`, as the first test spells it out.
private func closureMessage(expected: String) -> String {
    """
    Expected: \(expected)
         but: was a closure, which is not called
              pass its result instead, or in an async test await the call, which then calls the closure
    """
}

/// The message of a closure given to `function` with any other matcher.
private func misuseMessage(_ function: String, expected: String) -> String {
    let awaited = function == "requireThat" ? "try await" : "await"
    return """
        Expected: \(expected)
             but: was a closure, which \(function) does not call
                  pass its result instead, or in an async test write \(awaited) \(function)({ … }, matcher)
        """
}

extension Issue {
    /// Where the issue was recorded, as a misused call's place.
    fileprivate var call: MisuseCall? {
        sourceLocation.map { MisuseCall(line: $0.line, column: $0.column) }
    }
}

private struct Button {
    var action: (() -> Void)?
}

private struct Renewal {
    var onDone: () -> Void
}
