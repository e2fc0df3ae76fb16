// The declarations the Swift samples of README.md and Docs/*.md take for granted, beside the talk's
// code (IntegrationTests/TalkConsumer/Tests/TalkConsumerTests/TalkCode.swift: `MockCook`,
// `RamenSoup`): the waiter, a parser that throws, a model with a state. Scripts/doc-samples.sh
// type-checks each sample as the `main.swift` of a small program made of these files and the sample.
import Matchers
import XCTMatchers

// A verify helper shown on its own (outside the mock) reads the mock's recorded calls as these.
nonisolated(unsafe) var cookRamenCallCount = 0
nonisolated(unsafe) var cookRamenLastBowls = 0
nonisolated(unsafe) var cookRamenLastSoup: RamenSoup? = .miso
nonisolated(unsafe) var cookRamenLastExtras: [String] = []

@MainActor let mockCook = MockCook()

struct Order: Sendable {
    var bowls = 2
    var extras = ["wakame", "tamago"]
    var items: [Item] = []
}

struct Item: Sendable {
    var price = 9.5
}

// The test doubles of the mock verification guide stand in for these.
protocol MenuProtocol { func price(of soup: RamenSoup) -> Double }
protocol AnalyticsProtocol { func log(_ event: String) }
protocol OrderStoreProtocol {
    func save(_ order: Order, id: Int)
    func order(id: Int) -> Order?
}
protocol PrinterProtocol { func print(_ text: String) }

struct Waiter {
    var cook: any CookProtocol = MockCook()

    init(cook: any CookProtocol = MockCook()) { self.cook = cook }

    @discardableResult
    func order() -> Order {
        cook.cookRamen(bowls: 2, soup: .miso, extras: ["wakame", "tamago"])
        return Order()
    }
}

struct Person: Sendable {
    var name = "Ann"
    var age = 12
}

struct User: Equatable, Sendable {
    var id: Int
    var name = "Ann"
    var email = "ann@example.com"
    var address = Address()
    var status = Status.active
    var tags = ["admin", "beta", "early"]
    var cart = [
        LineItem(sku: "A1", quantity: 2, price: 9.99), LineItem(sku: "B2", quantity: 1, price: 19.5),
        LineItem(sku: "C3", quantity: 5, price: 1.25),
    ]
}

struct Address: Equatable, Sendable {
    var street = "1 Main St"
    var city = "Springfield"
    var zip = "12345"
}

enum Status: Equatable, Sendable {
    case active
    case suspended(reason: String)
}

struct LineItem: Equatable, Sendable {
    var sku: String
    var quantity: Int
    var price: Double
}

// The structural diff sample of the README compares a signed-up user with the one expected.
struct Session: Sendable {
    var user = User(id: 7)
}

let session = Session()
let expectedUser = User(id: 7)

struct Repository: Sendable {
    func user(id: Int) -> User? { User(id: id) }
}

enum ParseError: Error, Equatable {
    case empty
    case badDigit(String)
}

func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw text.isEmpty ? ParseError.empty : ParseError.badDigit(text) }
    return number
}

func checksumIsValid(_ digits: String) -> Bool { digits.last == "3" }

enum LoadingState: Sendable { case idle, loading, loaded }

enum Payment: Sendable {
    case card(String, expiry: String)
    case cash
}

struct StateRecorder: Sendable {
    var values: [LoadingState] = [.idle, .loading, .loaded]
}

actor Model {
    var state = LoadingState.loading

    func load() -> LoadingState {
        state = .loaded
        return state
    }
}

struct API: Sendable {
    func fetch() async throws -> [Int] { [1, 2, 3] }
}

let order = Order()
let person = Person()
let total = 3.0
let log = "connect send close"
let repository = Repository()
let model = Model()
let api = API()
let payment = Payment.card("4242", expiry: "12/30")
let readings = [1.0, 2.0]
let extras = ["wakame", "tamago"]
let recorder = StateRecorder()
nonisolated(unsafe) let stream = AnySequence([1, 5, 2])
let cookRamen = CallRecorder<(bowls: Int, soup: RamenSoup, extras: [String])>("cookRamen")

struct Receipt: Sendable { var total = 9.5 }

actor ReceiptService {
    var lastReceipt: Receipt? = Receipt()
}

let service = ReceiptService()
