// The consumer's own types: values that print alike although they differ. Nothing here comes from
// the library but the matchers that compare them.

import Foundation
import Matchers
import XCTMatchers

/// A tag whose description names only its id: two tags with other notes print the same.
struct Tagged: Hashable, CustomStringConvertible {
    var id: Int
    var note: String
    var description: String { "Tagged #\(id)" }
}

/// A price shown as its amount and currency code as stored: a stray space in the code becomes a
/// space at the end of the line.
struct Price: Equatable, CustomStringConvertible {
    var amount: Decimal
    var currency: String
    var description: String { "\(amount) \(currency)" }
}

/// A handle a debugger shows by name only: the revision is hidden.
struct Handle: Equatable, CustomDebugStringConvertible {
    var name: String
    var revision: Int
    var debugDescription: String { "@\(name)" }
}

/// A label shown as its text, which may hold invisible or look-alike scalars.
struct Label: Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
}

/// The root of a class tree whose description names the root only.
class Shape: Equatable, CustomStringConvertible, @unchecked Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    var description: String { "Shape \(name)" }

    static func == (lhs: Shape, rhs: Shape) -> Bool { lhs.isEqual(to: rhs) }

    func isEqual(to other: Shape) -> Bool {
        type(of: self) == type(of: other) && name == other.name
    }
}

/// A shape with a radius that its description leaves out.
final class Circle: Shape, @unchecked Sendable {
    let radius: Double

    init(name: String, radius: Double) {
        self.radius = radius
        super.init(name: name)
    }

    override func isEqual(to other: Shape) -> Bool {
        super.isEqual(to: other) && (other as? Circle)?.radius == radius
    }
}

/// A reference compared by identity: two instances with the same contents are not equal.
final class Ref: Equatable, Sendable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    static func == (lhs: Ref, rhs: Ref) -> Bool { lhs === rhs }
}

/// A value holding a reference compared by identity.
struct Holder: Equatable {
    var ref: Ref
}

/// A sensor reading; a broken sensor reports NaN.
struct Reading: Equatable {
    var sensor: String
    var value: Double
}

/// A request as sent: a JSON body, when it left, its id, where it went and the amount it carried.
struct Envelope: Equatable {
    var body: Data
    var sentAt: Date
    var id: UUID
    var link: URL
    var amount: Decimal
}

/// An appointment: when and how long.
struct Appointment: Equatable {
    var on: DateComponents
    var length: Measurement<UnitDuration>
}

/// A delivery whose shipped case holds a tag and a date.
enum Delivery: Equatable {
    case pending
    case shipped(Tagged, at: Date)
}

/// A receipt: a price and, once paid, when.
struct Receipt: Equatable {
    var price: Price
    var paidAt: Date?
}

/// A drawing holding a shape of the class tree.
struct Drawing: Equatable {
    var title: String
    var shape: Shape
}

// MARK: - The cases

/// One failing check of two values that print alike, and how its message is obtained.
struct LookAlike {
    let name: String
    /// Whether the value compared is a value (a struct, an enum, a collection, a Foundation value):
    /// its message must hold no address.
    let isValue: Bool
    /// The message `failureMessage(for:)` gives; `nil` if the matcher accepted the value.
    let message: () -> String?
    /// The same check through `assertThat`, which reports the failure to XCTest.
    let assert: () -> Void

    /// `assertThat(actual, equalTo(expected))`.
    static func equal<T: Equatable>(_ name: String, _ actual: T, _ expected: T) -> LookAlike {
        check(name, actual, equalTo(expected))
    }

    /// `assertThat(actual, matcher)`.
    static func check<T>(_ name: String, _ actual: T, _ matcher: Matcher<T>) -> LookAlike {
        LookAlike(
            name: name, isValue: !(T.self is AnyClass),
            message: { matcher.failureMessage(for: actual) },
            assert: { assertThat(actual, matcher) })
    }
}

/// 2023-11-14T22:13:20Z.
let noon = Date(timeIntervalSince1970: 1_700_000_000)
let later = noon.addingTimeInterval(0.25)
/// 100 ns after `noon`: the same to the microsecond, the precision a `Date` is shown with.
let slightlyLater = noon.addingTimeInterval(1e-7)

private let sentEnvelope = Envelope(
    body: Data(#"{"id":1,"items":["noodles","broth"]}"#.utf8),
    sentAt: noon,
    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
    link: URL(string: "https://example.com/orders/1")!,
    amount: Decimal(string: "19.99")!
)

private func changed(_ change: (inout Envelope) -> Void) -> Envelope {
    var envelope = sentEnvelope
    change(&envelope)
    return envelope
}

private let euros = Price(amount: Decimal(string: "19.99")!, currency: "EUR")
private let eurosWithSpace = Price(amount: Decimal(string: "19.99")!, currency: "EUR ")
private let one = Tagged(id: 1, note: "a")
private let oneRenamed = Tagged(id: 1, note: "b")
private let shared = Ref(1)
private let circle = Circle(name: "c", radius: 1)
private let wideCircle = Circle(name: "c", radius: 2)

/// Every case the consumer checks, in the order it prints them.
func lookAlikeCases() -> [LookAlike] {
    [
        // Descriptions that collide.
        .equal("custom description: Tagged, note differs", oneRenamed, one),
        .equal(
            "custom description: [Tagged], one note differs", [Tagged(id: 0, note: "x"), oneRenamed],
            [Tagged(id: 0, note: "x"), one]),
        .equal(
            "custom description: [String: Tagged], one note differs", ["first": oneRenamed], ["first": one]),
        .equal("custom description: Set<Tagged>, one note differs", Set([oneRenamed]), Set([one])),
        .equal("custom description: Tagged?, note differs", Optional(oneRenamed), Optional(one)),
        .equal(
            "custom description: enum payload .shipped(Tagged)", Delivery.shipped(oneRenamed, at: noon),
            .shipped(one, at: noon)),
        .equal(
            "debug description: Handle, revision differs", Handle(name: "ann", revision: 2),
            Handle(name: "ann", revision: 1)),
        .equal("description ends in a space: Price", eurosWithSpace, euros),
        .equal(
            "description ends in a space: Receipt.price", Receipt(price: eurosWithSpace, paidAt: nil),
            Receipt(price: euros, paidAt: nil)),
        .check(
            "description ends in a space: has(\\.price)", Receipt(price: eurosWithSpace, paidAt: nil),
            has(\.price, equalTo(euros))),
        .equal("description with a zero-width space: Label", Label(text: "o\u{200B}k"), Label(text: "ok")),
        .equal(
            "description with a look-alike scalar: Label (Cyrillic a)", Label(text: "p\u{430}y"),
            Label(text: "pay")),
        // Classes.
        .equal("class tree: Circle, radius differs", circle as Shape, wideCircle as Shape),
        .equal("class tree: [Shape], radius differs", [circle as Shape], [wideCircle as Shape]),
        .equal(
            "class tree in a struct: Drawing.shape", Drawing(title: "t", shape: circle),
            Drawing(title: "t", shape: wideCircle)),
        .equal("identity: Ref, another instance", Ref(1), shared),
        .equal("identity: Holder.ref, another instance", Holder(ref: Ref(1)), Holder(ref: shared)),
        .equal("identity: [Ref], another instance", [Ref(1)], [shared]),
        // NaN.
        .equal("NaN: Double", Double.nan, Double.nan),
        .equal("NaN: [Double]", [1.0, .nan], [1.0, .nan]),
        .equal("NaN: Reading.value", Reading(sensor: "t1", value: .nan), Reading(sensor: "t1", value: .nan)),
        .equal("NaN: [String: Double]", ["t1": Double.nan], ["t1": Double.nan]),
        .equal("NaN: Double?", Optional(Double.nan), Optional(Double.nan)),
        // Foundation values.
        .equal("Data: bytes", Data([1, 2, 3, 5]), Data([1, 2, 3, 4])),
        .equal("Data: JSON text", Data(#"{"id":2}"#.utf8), Data(#"{"id":1}"#.utf8)),
        .equal(
            "Data in a struct: Envelope.body", changed { $0.body = Data(#"{"id":2}"#.utf8) }, sentEnvelope),
        .equal("Date: 0.25 s later", later, noon),
        .equal("Date?: 0.25 s later", Optional(later), Optional(noon)),
        .equal("Date in a struct: Envelope.sentAt", changed { $0.sentAt = later }, sentEnvelope),
        .equal(
            "Date in a struct: Receipt.paidAt (Date?)", Receipt(price: euros, paidAt: later),
            Receipt(price: euros, paidAt: noon)),
        .equal("Date: 100 ns later", slightlyLater, noon),
        .equal("Date?: 100 ns later", Optional(slightlyLater), Optional(noon)),
        .equal(
            "Date in a struct: Receipt.paidAt (Date?) 100 ns later",
            Receipt(price: euros, paidAt: slightlyLater), Receipt(price: euros, paidAt: noon)),
        .equal("Date: [Date] 100 ns later", [slightlyLater], [noon]),
        .equal("Date: [String: Date] 100 ns later", ["due": slightlyLater], ["due": noon]),
        .equal("Date: [Date]", [noon, later], [noon, noon]),
        .equal("Date: [String: Date]", ["due": later], ["due": noon]),
        .equal("Date: enum payload .shipped(at:)", Delivery.shipped(one, at: later), .shipped(one, at: noon)),
        .equal(
            "UUID in a struct: Envelope.id",
            changed { $0.id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E60")! }, sentEnvelope),
        .equal(
            "URL in a struct: Envelope.link",
            changed { $0.link = URL(string: "https://example.com/orders/1/")! }, sentEnvelope),
        .equal(
            "Decimal in a struct: Envelope.amount", changed { $0.amount = Decimal(string: "19.990001")! },
            sentEnvelope),
        .equal(
            "DateComponents: nanosecond", DateComponents(year: 2023, month: 11, day: 14, nanosecond: 1),
            DateComponents(year: 2023, month: 11, day: 14, nanosecond: 0)),
        .equal(
            "Measurement: minutes", Measurement(value: 90, unit: UnitDuration.minutes),
            Measurement(value: 91, unit: UnitDuration.minutes)),
        .equal(
            "Appointment: DateComponents and Measurement",
            Appointment(
                on: DateComponents(year: 2023, month: 11, day: 14, hour: 9),
                length: Measurement(value: 30, unit: .minutes)),
            Appointment(
                on: DateComponents(year: 2023, month: 11, day: 14, hour: 10),
                length: Measurement(value: 45, unit: .minutes))),
        .equal("IndexSet: one index differs", IndexSet([1, 2, 4]), IndexSet([1, 2, 3])),
        .equal(
            "CharacterSet: one character differs", CharacterSet(charactersIn: "ac"),
            CharacterSet(charactersIn: "ab")),
    ]
}
