import Foundation
import Matchers
import XCTMatchers
import XCTest

/// The new API in XCTest, as a user writes it; failures are captured to check their text and line.
final class XCTestConsumerTests: XCTestCase {
    private struct Failure: Equatable {
        var text: String
        var file: String
        var line: Int
    }

    private let lock = NSLock()
    private var capturing = false
    private var failures: [Failure] = []

    private func captured(_ body: () -> Void) -> [Failure] {
        lock.withLock { capturing = true }
        body()
        return lock.withLock {
            capturing = false
            defer { failures = [] }
            return failures
        }
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        let kept = lock.withLock {
            if capturing { failures.append(Failure(text: description, file: filePath, line: lineNumber)) }
            return capturing
        }
        if !kept {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testPassingChecksOfEveryNewMatcher() {
        let failures = captured {
            assertThat(parse("42"), succeeded(42))
            assertThat(parse("x"), failed(ParseError.badDigit("x")))
            assertThat(
                Payment.card(number: "4242", expiry: 2030),
                hasCase(
                    "card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242")))
            assertThat(
                Order(items: [Item(price: 4.5), Item(price: 5)]),
                has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01)))
            assertThat([1.001, 1.999], pointwise([1.0, 2.0], { closeTo($0, within: 0.01) }))
            assertThat(Set(["wakame", "tamago"]), whenSorted(equalTo(["tamago", "wakame"])))
            assertThat(Once(items: [1, 2, 3]), startsWith(1, 2))
            assertThat(Once(items: [1, 2, 3]), endsWith(2, 3))
            assertThat(Once(items: [5, 2]), hasItem(2, atIndex: 1))
        }
        XCTAssertEqual(failures, [])
    }

    func testAFailingMatcherReportsItsMessageAtTheLine() {
        let failures = captured {
            assertThat(parse("x"), succeeded(matching: greaterThan(0)), "parsed")
        }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    text: """
                        failed - parsed
                        Expected: a success with a value greater than 0
                             but: was .failure(.badDigit("x"))
                                  case was .failure
                        """, file: #filePath, line: #line - 11)
            ])
    }

    func testPointwiseListsEveryFailingIndex() {
        let failures = captured {
            assertThat([1.5, 2.0, 3.5], pointwise([1.0, 2.0, 3.0], { closeTo($0, within: 0.01) }))
        }
        XCTAssertEqual(failures.map(\.line), [#line - 2])
        XCTAssertEqual(
            failures.map(\.text),
            [
                """
                failed - Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0, a value within 0.01 of 3.0]
                     but: was [1.5, 2.0, 3.5]
                          failed 2 of 3 items:
                            - item 0 was 1.5
                              expected: a value within 0.01 of 1.0
                              but: differs by 0.5
                            - item 2 was 3.5
                              expected: a value within 0.01 of 3.0
                              but: differs by 0.5
                """
            ])
    }

    func testTheTestKitReportsAtTheLine() {
        let failures = captured {
            assertMatches(isEven(), 2)
            assertDoesNotMatch(isEven(), 3, reason: "remainder was 1")
            assertDescription(isEven(), "an even number")
            assertDoesNotMatch(isEven(), 5, reason: "remainder was 2")
        }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    text: """
                        failed - assertDoesNotMatch: the reason differs
                        Expected: "remainder was 2"
                             but: was "remainder was 1"
                                  differs at character 15: expected "2", found "1"
                        """, file: #filePath, line: #line - 11)
            ])
    }

    func testAMockWithCallRecorderReportsEachArgumentAtTheTestsLine() {
        let cook = MockCook()
        let waiter = Waiter(cook: cook, menu: StubMenu())
        XCTAssertEqual(waiter.order(bowls: 2, soup: .miso, extras: ["wakame", "tamago"]), 19)
        let failures = captured {
            cook.verifyCookRamen(
                bowls: equalTo(2), soup: equalTo(.miso), extras: containsInAnyOrder("tamago", "wakame"))
            cook.verifyCookRamen(
                bowls: greaterThanOrEqualTo(3), soup: anything(),
                extras: containsInAnyOrder(equalTo("tamago"), hasPrefix("chashu")))
        }
        let line = #line - 4
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
        XCTAssertEqual(
            failures.map(\.text),
            [
                "failed - cookRamen call 1 of 1: bowls\nExpected: a value greater than or equal to 3\n     but: was 2",
                """
                failed - cookRamen call 1 of 1: extras
                Expected: a sequence containing in any order ["tamago", a string with prefix "chashu"]
                     but: was ["wakame", "tamago"]
                          missing 1 of 2:
                            - a string with prefix "chashu"
                          unexpected 1 of 2 items:
                            - item 0 was "wakame"
                              closest: a string with prefix "chashu"
                              but: prefix differs at character 1: expected "c", found "w"
                """,
            ])
    }

    func testAClosureGivenWhereAValueIsExpectedFails() {
        var line = 0
        let failures = captured { line = (ClosureMisuse() as any Misusing).checkAClosure() }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.map(\.text),
            [
                """
                failed - Expected: not nil
                     but: was a closure, which is not called
                          pass its result instead, or in an async test await the call, which then calls the closure
                """
            ])
    }

    func testAMockNeverCalledFailsOnce() {
        let cook = MockCook()
        let failures = captured {
            cook.verifyCookRamen(bowls: equalTo(2), soup: equalTo(.miso), extras: hasItem("tamago"))
        }
        XCTAssertEqual(failures.map(\.line), [#line - 2])
        XCTAssertEqual(
            failures.map(\.text),
            [
                "failed - cookRamen call count\nExpected: 1\n     but: was 0\n          cookRamen was never called"
            ])
    }

    func testCallsFromManyThreadsAndInOrderVerification() {
        let cook = MockCook()
        DispatchQueue.concurrentPerform(iterations: 100) {
            cook.cookRamen(bowls: $0, soup: .shio, extras: [])
        }
        let failures = captured {
            cook.cookRamenCalls.verifyCallCount(100)
            cook.cookRamenCalls.verifyCalls([.argument("soup", \.soup, equalTo(.miso))])
        }
        XCTAssertEqual(failures.map(\.line), [#line - 2, #line - 2])
        XCTAssertEqual(
            failures.map(\.text),
            [
                "failed - cookRamen call count\nExpected: 1\n     but: was 100",
                "failed - cookRamen call 1 of 100: soup\nExpected: .miso\n     but: was .shio",
            ])
    }

    func testTheGuidesOtherDoubles() {
        let analytics = SpyAnalytics()
        analytics.log("order.placed")
        analytics.log("kitchen.notified")
        let store = FakeOrderStore()
        store.save(Order(items: [Item(price: 9.5), Item(price: 9.5)]), id: 7)
        let printer = MockPrinter()
        printer.print("2 × shio")
        let failures = captured {
            assertThat(analytics.events.calls, startsWith("order.placed", "kitchen.notified"))
            assertThat(
                store.order(id: 7),
                presentAnd(has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(19, within: 0.01))))
            printer.verifyPrint(text: containsString("2 × miso"))
        }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    text: """
                        failed - text
                        Expected: a string containing "2 × miso"
                             but: was "2 × shio"
                        """, file: #filePath, line: #line - 10)
            ])
    }

    func testAnyOrderVerificationAsInTheGuide() {
        let cook = MockCook()
        cook.cookRamen(bowls: 2, soup: .miso, extras: [])
        cook.cookRamen(bowls: 1, soup: .shio, extras: [])
        let failures = captured {
            cook.cookRamenCalls.verifyCallsInAnyOrder(
                [.argument("soup", \.soup, equalTo(.miso))], [.argument("soup", \.soup, equalTo(.shoyu))])
        }
        XCTAssertEqual(
            failures.map(\.text),
            [
                """
                failed - cookRamen calls
                Expected: a sequence containing in any order [a call with (soup: .miso), a call with (soup: .shoyu)]
                     but: was [(bowls: 2, soup: .miso, extras: []), (bowls: 1, soup: .shio, extras: [])]
                          missing 1 of 2:
                            - a call with (soup: .shoyu)
                          unexpected 1 of 2 items:
                            - item 1 was (bowls: 1, soup: .shio, extras: [])
                              closest: a call with (soup: .shoyu)
                              but: soup was .shio
                """
            ])
    }
}

/// `assertThat({ 1 }, present())`: the compiler warns that the closure is not called, so the call
/// sits in a deprecated witness, reached through its protocol, to keep the build free of warnings.
private protocol Misusing {
    /// Checks a closure where a value is expected; returns the line of the check.
    func checkAClosure() -> Int
}

private struct ClosureMisuse: Misusing {
    @available(*, deprecated, message: "passes a closure where a value is expected, on purpose")
    func checkAClosure() -> Int {
        assertThat({ 1 }, present())
        return #line - 1
    }
}
