import Matchers
import Synchronization
import Testing
import XCTMatchers

/// Every new matcher failing in Swift Testing, as a user writes it: the exact text, at the line of
/// the call. The same table as EveryMatcherXCTestTests.
@Suite struct EveryMatcherSwiftTestingTests {
    @Test func eachNewMatcherReportsItsMessageAtItsLine() {
        let card = Payment.card(number: "1111", expiry: 2030)
        let order = Order(items: [Item(price: 4), Item(price: 5)])
        let cases: [(line: Int, check: () -> Void, message: String)] = [
            (#line, { assertThat(parse("2"), succeeded(3)) }, "Expected: a success with 3\n     but: was .success(2)\n          success was 2"),
            (#line, { assertThat(parse("2"), failed()) }, "Expected: a failure\n     but: was .success(2)\n          case was .success"),
            (#line, { assertThat(parse("x"), failed(ParseError.empty)) }, "Expected: a failure with .empty\n     but: was .failure(.badDigit(\"x\"))\n          failure was .badDigit(\"x\")"),
            (#line, { assertThat(card, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } }, equalTo("4242"))) },
             "Expected: case .card with \"4242\"\n     but: was .card(number: \"1111\", expiry: 2030)\n          card was \"1111\"\n            differs at character 1: expected \"4\", found \"1\""),
            (#line, { assertThat(Payment.cash, hasCase("card", { if case .card(let number, _) = $0 { number } else { nil } })) },
             "Expected: case .card\n     but: was .cash"),
            (#line, { assertThat(order, has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01))) },
             "Expected: has total a value within 0.01 of 9.5\n     but: was Order(items: [Item(price: 4.0), Item(price: 5.0)])\n          total was 9.0\n            differs by 0.5"),
            (#line, { assertThat([1.0], pointwise([1.0, 2.0], { closeTo($0, within: 0.01) })) },
             "Expected: a sequence matching item by item [a value within 0.01 of 1.0, a value within 0.01 of 2.0]\n     but: was [1.0]\n          count was 1, expected 2"),
            (#line, { assertThat([2, 1], whenSorted(contains(2, 1))) },
             "Expected: when sorted, a sequence containing exactly [2, 1]\n     but: was [2, 1]\n          sorted was [1, 2]\n            differs in order: the same 2 elements in another order:\n                [0] → [1]: 2\n                [1] → [0]: 1"),
            (#line, { assertThat([1, 5, 3], startsWith(1, 2)) }, "Expected: a sequence starting with [1, 2]\n     but: was [1, 5, 3]\n          item 1 was 5\n            expected: 2"),
            (#line, { assertThat(["a", "b"], endsWith([hasPrefix("c")])) },
             "Expected: a sequence ending with [a string with prefix \"c\"]\n     but: was [\"a\", \"b\"]\n          item 1 was \"b\"\n            expected: a string with prefix \"c\"\n            but: prefix differs at character 1: expected \"c\", found \"b\""),
            (#line, { assertThat(Once(items: [5, 2]), hasItem(7, atIndex: 5)) },
             "Expected: a sequence with 7 at index 5\n     but: was Once<Int>(items: [5, 2])\n          no index 5; count was 2"),
            (#line, { assertThat((bowls: 3, soup: RamenSoup.miso), calledWith(.argument("bowls", \.bowls, equalTo(2)))) },
             "Expected: a call with (bowls: 2)\n     but: was (bowls: 3, soup: .miso)\n          bowls was 3"),
        ]
        for entry in cases {
            let issues = Mutex<[Issue]>([])
            withKnownIssue(isIntermittent: true) {
                entry.check()
            } matching: { issue in
                issues.withLock { $0.append(issue) }
                return true
            }
            let recorded = issues.withLock { $0 }
            #expect(recorded.map { $0.comments.first?.rawValue } == [entry.message], "line \(entry.line)")
            #expect(recorded.map { $0.sourceLocation?.line } == [entry.line])
        }
    }
}
