import Matchers
import Synchronization
import Testing
import XCTMatchers

/// The issues a closure recorded, captured instead of failing the test.
private func recordedIssues(_ body: () -> Void) -> [Issue] {
    let log = Mutex<[Issue]>([])
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        log.withLock { $0.append(issue) }
        return true
    }
    return log.withLock { $0 }
}

/// The new API in Swift Testing, as a user writes it: issues at the line and column of the call.
@Suite struct SwiftTestingConsumerTests {
    @Test func resultAndEnumMatchers() {
        let issues = recordedIssues {
            assertThat(
                Payment.voucher(code: "FREE"),
                hasCase(
                    "card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242")))
        }
        #expect(
            issues.map { $0.comments.first?.rawValue } == [
                """
                Expected: case .card with "4242"
                     but: was .voucher(code: "FREE")
                          case was .voucher
                """
            ])
        #expect(issues.first?.sourceLocation?.line == #line - 13)
        #expect(issues.first?.sourceLocation?.column == 23)
        #expect(recordedIssues { assertThat(parse(""), failed(matching: equalTo(.empty))) }.isEmpty)
    }

    @Test func sequenceMatchers() {
        let issues = recordedIssues {
            assertThat(Once(items: [3, 1, 2]), whenSorted(equalTo([1, 2, 4])))
        }
        #expect(
            issues.map { $0.comments.first?.rawValue } == [
                """
                Expected: when sorted, [1, 2, 4]
                     but: was Once<Int>(items: [3, 1, 2])
                          sorted was [1, 2, 3]
                            differs at index 2: expected 4, found 3
                """
            ])
        #expect(issues.first?.sourceLocation?.line == #line - 11)
    }

    @Test func testKit() {
        let issues = recordedIssues {
            assertMatches(isEven(), 3)
        }
        #expect(
            issues.map { $0.comments.first?.rawValue } == [
                "assertMatches: the matcher refused the value\nExpected: an even number\n     but: was 3\n          remainder was 1"
            ])
        #expect(issues.first?.sourceLocation?.line == #line - 6)
        #expect(issues.first?.sourceLocation?.fileID == #fileID)
    }

    @Test func mockVerificationFromOtherTasks() async {
        let cook = MockCook()
        let waiter = Waiter(cook: cook, menu: StubMenu())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask { _ = waiter.order(bowls: 1, soup: .shoyu, extras: []) }
            }
        }
        let issues = recordedIssues {
            cook.cookRamenCalls.verifyCallsInAnyOrder(
                [.argument("soup", \.soup, equalTo(.shoyu))], [.argument("soup", \.soup, equalTo(.shoyu))],
                [.argument("bowls", \.bowls, equalTo(2))])
        }
        #expect(
            issues.map { $0.comments.first?.rawValue } == [
                """
                cookRamen calls
                Expected: a sequence containing in any order [a call with (soup: .shoyu), a call with (soup: .shoyu), a call with (bowls: 2)]
                     but: was [(bowls: 1, soup: .shoyu, extras: []), (bowls: 1, soup: .shoyu, extras: []), (bowls: 1, soup: .shoyu, extras: [])]
                          missing 1 of 3:
                            - a call with (bowls: 2)
                          unexpected 1 of 3 items:
                            - item 2 was (bowls: 1, soup: .shoyu, extras: [])
                              matches a call with (soup: .shoyu), which is paired with item 0
                """
            ])
        #expect(issues.first?.sourceLocation?.line == #line - 17)
        #expect(issues.first?.sourceLocation?.column == 54)
    }
}
