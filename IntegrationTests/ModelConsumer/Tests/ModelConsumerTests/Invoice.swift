// The consumer's own models: nothing here comes from the library.

struct Customer: Equatable {
    var name: String
    var vatNumber: String?
    var billing: PostalAddress
}

struct PostalAddress: Equatable {
    var line1: String
    var town: String
    var postcode: String
}

enum InvoiceState: Equatable {
    case draft
    case sent(to: String, day: Int)
    case paid(amount: Int)
}

struct Line: Equatable {
    var product: String
    var units: Int
    var cents: Int
}

struct Invoice: Equatable {
    var number: Int
    var customer: Customer
    var state: InvoiceState
    var lines: [Line]
    var notes: [String: String]
    var labels: Set<String>

    static let sample = Invoice(
        number: 1042,
        customer: Customer(
            name: "Chidi", vatNumber: "GB123",
            billing: PostalAddress(line1: "12 Quay Road", town: "Bristol", postcode: "BS1 4DJ")),
        state: .sent(to: "accounts@chidi.example", day: 12),
        lines: [
            Line(product: "noodles", units: 4, cents: 350),
            Line(product: "broth", units: 2, cents: 600),
            Line(product: "nori", units: 10, cents: 20),
        ],
        notes: ["delivery": "back door", "contact": "after 5pm"],
        labels: ["wholesale", "monthly"]
    )
}

/// One change to an invoice, with the path a structural diff must name for it; it marks only the
/// property it changes.
struct Change: Sendable {
    let path: String
    let apply: @Sendable (inout Invoice) -> Void
}

let changes: [Change] = [
    Change(path: "number") { $0.number = 1043 },
    Change(path: "customer.name") { $0.customer.name = "Eleanor" },
    Change(path: "customer.vatNumber") { $0.customer.vatNumber = nil },
    Change(path: "customer.billing.town") { $0.customer.billing.town = "Bath" },
    Change(path: "state.sent.day") { $0.state = .sent(to: "accounts@chidi.example", day: 13) },
    Change(path: "lines[1].units") { $0.lines[1].units = 3 },
    Change(path: "lines[2].cents") { $0.lines[2].cents = 25 },
    Change(path: #"notes["delivery"]"#) { $0.notes["delivery"] = "front door" },
    Change(path: "labels") { $0.labels.insert("priority") },
]
