import Matchers
import XCTMatchers

// The code under test and its test doubles, as in Docs/MockVerification.md.

enum RamenSoup: Sendable { case shio, shoyu, miso, tonkotsu }

protocol CookProtocol: Sendable {
    func cookRamen(bowls: Int, soup: RamenSoup, extras: [String])
}

protocol MenuProtocol: Sendable {
    func price(of soup: RamenSoup) -> Double
}

/// The code under test: takes orders, asks the cook, totals the bill.
struct Waiter {
    let cook: any CookProtocol
    let menu: any MenuProtocol

    func order(bowls: Int, soup: RamenSoup, extras: [String]) -> Double {
        cook.cookRamen(bowls: bowls, soup: soup, extras: extras)
        return Double(bowls) * menu.price(of: soup)
    }
}

/// A mock written with CallRecorder: it records, and verifies with one matcher per argument.
final class MockCook: CookProtocol {
    let cookRamenCalls = CallRecorder<(bowls: Int, soup: RamenSoup, extras: [String])>("cookRamen")

    func cookRamen(bowls: Int, soup: RamenSoup, extras: [String]) {
        cookRamenCalls.record((bowls, soup, extras))
    }

    func verifyCookRamen(
        bowls: Matcher<Int>, soup: Matcher<RamenSoup>, extras: Matcher<[String]>,
        fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        cookRamenCalls.verifyCalledOnce(
            .argument("bowls", \.bowls, bowls),
            .argument("soup", \.soup, soup),
            .argument("extras", \.extras, extras),
            fileID: fileID, file: file, line: line, column: column)
    }
}

/// A stub: canned answers, no verification.
struct StubMenu: MenuProtocol {
    var prices: [RamenSoup: Double] = [.miso: 9.5]
    func price(of soup: RamenSoup) -> Double { prices[soup] ?? 0 }
}

/// A matcher written by a user, tested with the test kit.
func isEven() -> Matcher<Int> {
    Matcher("an even number") { $0 % 2 == 0 ? .match : .mismatch("remainder was \($0 % 2)") }
}

enum Payment: Equatable {
    case cash
    case voucher(code: String)
    case card(number: String, expiry: Int)
}

enum ParseError: Error, Equatable {
    case empty
    case badDigit(Character)
}

func parse(_ text: String) -> Result<Int, ParseError> {
    guard let first = text.first else { return .failure(.empty) }
    guard let number = Int(text) else { return .failure(.badDigit(first)) }
    return .success(number)
}

struct Item { let price: Double }
struct Order { let items: [Item] }

/// A stream of values that can be read once.
struct Once<Element>: Sequence, IteratorProtocol {
    var items: [Element]
    mutating func next() -> Element? { items.isEmpty ? nil : items.removeFirst() }
}

protocol AnalyticsProtocol { func log(_ event: String) }
protocol OrderStoreProtocol {
    func save(_ order: Order, id: Int)
    func order(id: Int) -> Order?
}
protocol PrinterProtocol { func print(_ text: String) }

/// A spy: a CallRecorder without verify helpers.
final class SpyAnalytics: AnalyticsProtocol {
    let events = CallRecorder<String>()
    func log(_ event: String) { events.record(event) }
}

/// A fake: a working in-memory implementation.
final class FakeOrderStore: OrderStoreProtocol {
    private(set) var orders: [Int: Order] = [:]
    func save(_ order: Order, id: Int) { orders[id] = order }
    func order(id: Int) -> Order? { orders[id] }
}

/// A mock in the talk's style, verified with applyMatcher in a helper that forwards file and line.
final class MockPrinter: PrinterProtocol {
    var printCallCount = 0
    var printLastText = ""

    func print(_ text: String) {
        printCallCount += 1
        printLastText = text
    }

    func verifyPrint(text: Matcher<String>, file: StaticString = #filePath, line: UInt = #line) {
        applyMatcher(equalTo(1), label: "call count", toValue: printCallCount, file, line)
        applyMatcher(text, label: "text", toValue: printLastText, file, line)
    }
}
