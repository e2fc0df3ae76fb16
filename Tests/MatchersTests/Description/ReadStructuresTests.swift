import Foundation
import Testing

@testable import Matchers

// Models whose compact lines could go wrong if a rendering took a structure the diff read at the
// wrong place: elements shifted by an insertion, back-references, inherited fields, boxes, custom
// mirrors, optionals, tuples, enum payloads, dictionaries, values opened past their descriptions.

private struct Line: Equatable {
    var sku: String
    var quantity: Int
}

private struct Basket: Equatable {
    var owner: String
    var lines: [Line]
    var byCode: [String: Line]
    var best: Line?
    var pair: (Line, Int)

    static func == (lhs: Basket, rhs: Basket) -> Bool {
        lhs.owner == rhs.owner && lhs.lines == rhs.lines && lhs.byCode == rhs.byCode && lhs.best == rhs.best
            && lhs.pair.0 == rhs.pair.0 && lhs.pair.1 == rhs.pair.1
    }
}

private class Animal: Equatable {
    var name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool {
        lhs.name == rhs.name && (lhs as? Dog)?.bark == (rhs as? Dog)?.bark
    }
}

private final class Dog: Animal {
    var bark: String
    weak var owner: Home?
    init(name: String, bark: String) {
        self.bark = bark
        super.init(name: name)
    }
}

private final class Home: Equatable {
    var street: String
    var dog: Dog
    init(street: String, dog: Dog) {
        self.street = street
        self.dog = dog
        dog.owner = self
    }
    static func == (lhs: Home, rhs: Home) -> Bool { lhs.street == rhs.street && lhs.dog == rhs.dog }
}

private struct Held: Equatable, CustomReflectable {
    var value: Line?
    var customMirror: Mirror {
        Mirror(self, children: value.map { [("some", $0 as Any)] } ?? [], displayStyle: .optional)
    }
}

private struct Ticket: Equatable, CustomStringConvertible {
    var number: Int
    var seat: String
    var description: String { "Ticket #\(number)" }
}

private enum Event: Equatable {
    case moved(to: Line, note: String)
    case idle
}

private struct Everything: Equatable {
    var id: Int
    var boxed: AnyHashable
    var held: Held
    var ticket: Ticket
    var event: Event
    var tuple: (label: String, line: Line)

    static func == (lhs: Everything, rhs: Everything) -> Bool {
        lhs.id == rhs.id && lhs.boxed == rhs.boxed && lhs.held == rhs.held && lhs.ticket == rhs.ticket
            && lhs.event == rhs.event && lhs.tuple.label == rhs.tuple.label
            && lhs.tuple.line == rhs.tuple.line
    }
}

private struct BoxedLine: Hashable {
    var sku: String
    var quantity: Int
}

/// The compact value lines a message renders from what its diff read (``ReadStructures``) read the
/// same as the lines rendered from the values, and the diff read what the lines show.
@Suite struct ReadStructuresTests {
    /// The compact lines of both values, rendered from the diff's readings and from the values.
    private func lines<T: Equatable>(_ expected: T, _ actual: T) -> (
        read: [String], reflected: [String], structures: Int
    ) {
        guard case .mismatch(let reason?) = equalTo(expected).matches(actual),
            let structures = reason.content.found?.structures
        else { return ([], [], 0) }
        let read = [
            MessageLayout.compactRendering(expected, types: TypeFacts(), read: (structures, .expected)),
            MessageLayout.compactRendering(actual, types: TypeFacts(), read: (structures, .actual)),
        ]
        let reflected = [
            MessageLayout.compactRendering(expected, types: TypeFacts()),
            MessageLayout.compactRendering(actual, types: TypeFacts()),
        ]
        return (read, reflected, structures.count)
    }

    private func basket(_ lines: [Line], best: Line? = nil, quantity: Int = 1) -> Basket {
        Basket(
            owner: "Ann", lines: lines, byCode: ["a": Line(sku: "A1", quantity: quantity)], best: best,
            pair: (Line(sku: "P", quantity: quantity), 2))
    }

    @Test func elementsShiftedByAnInsertionAreRenderedFromThemselves() {
        let expected = basket([Line(sku: "A1", quantity: 1), Line(sku: "B2", quantity: 2)])
        let actual = basket([
            Line(sku: "Z9", quantity: 9), Line(sku: "A1", quantity: 1), Line(sku: "B2", quantity: 3),
        ])
        let found = lines(expected, actual)
        #expect(found.structures > 0)
        #expect(found.read == found.reflected)
    }

    /// Elements are looked up by their offset (`lines[2]`), and the diff names a pair by the
    /// expected element's: after a removal, the pairs `[2]`–`[1]` and `[3]`–`[2]` must not leave
    /// the actual element it read for `[2]` where the actual array's `[2]` is another element.
    @Test func elementsPairedAcrossARemovalAreRenderedFromThemselves() {
        let expected = [
            Line(sku: "Z", quantity: 9), Line(sku: "A", quantity: 1), Line(sku: "B", quantity: 2),
            Line(sku: "C", quantity: 3),
        ]
        let actual = [Line(sku: "A", quantity: 1), Line(sku: "B", quantity: 5), Line(sku: "C", quantity: 6)]
        let found = lines(expected, actual)
        #expect(found.structures > 0)
        #expect(found.read == found.reflected)
    }

    @Test func optionalsDictionariesAndTuplesReadTheSame() {
        let expected = basket([Line(sku: "A1", quantity: 1)], best: Line(sku: "A1", quantity: 1), quantity: 1)
        let actual = basket([Line(sku: "A1", quantity: 1)], best: Line(sku: "A1", quantity: 5), quantity: 4)
        let found = lines(expected, actual)
        #expect(found.structures > 0)
        #expect(found.read == found.reflected)
    }

    @Test func classesWithInheritedFieldsAndBackReferencesReadTheSame() {
        let expected = Home(street: "Elm", dog: Dog(name: "Rex", bark: "woof"))
        let actual = Home(street: "Elm", dog: Dog(name: "Rex", bark: "WOOF"))
        let found = lines(expected, actual)
        #expect(found.structures > 0)
        #expect(found.read == found.reflected)
        #expect(found.read[1].contains("owner: <cycle: Home>"))
    }

    @Test func boxesCustomMirrorsDescriptionsEnumsAndLabelledTuplesReadTheSame() {
        let line = Line(sku: "A1", quantity: 1)
        let expected = Everything(
            id: 1, boxed: AnyHashable(BoxedLine(sku: "A", quantity: 1)), held: Held(value: line),
            ticket: Ticket(number: 7, seat: "12A"), event: .moved(to: line, note: "n"), tuple: ("t", line))
        var actual = expected
        actual.boxed = AnyHashable(BoxedLine(sku: "A", quantity: 2))
        actual.held = Held(value: Line(sku: "A1", quantity: 2))
        actual.ticket.seat = "12B"
        actual.event = .moved(to: Line(sku: "A1", quantity: 3), note: "n")
        actual.tuple.line.quantity = 4
        let found = lines(expected, actual)
        #expect(found.structures > 0)
        #expect(found.read == found.reflected)
    }

    /// At every depth limit, so that a value the diff read beneath a custom mirror that says it is
    /// an optional (rendered a level deeper than what it holds) is cut where a rendering cuts it.
    @Test func valuesAtEveryDepthLimitReadTheSame() {
        let line = Line(sku: "A1", quantity: 1)
        let expected = Everything(
            id: 1, boxed: AnyHashable(BoxedLine(sku: "A", quantity: 1)), held: Held(value: line),
            ticket: Ticket(number: 7, seat: "12A"), event: .idle, tuple: ("t", line))
        var actual = expected
        actual.held = Held(value: Line(sku: "A1", quantity: 2))
        actual.tuple.line.quantity = 4
        for depth in 1...4 {
            MessageLimits.$current.withValue(MessageLimits(maxDepth: depth)) {
                let found = lines(expected, actual)
                #expect(found.read == found.reflected, "maxDepth \(depth)")
            }
        }
    }

    /// The same beside a change: an unchanged custom mirror that says it is an optional, folded in
    /// the tree (`held: Line(…)`), is not rendered from the structure read to fold it.
    @Test func anUnchangedCustomOptionalFoldedBesideAChangeReadsTheSame() {
        // What it holds has a custom mirror too, so that folding it reads its parts.
        struct Mirrored: Equatable, CustomReflectable {
            var sku: String
            var customMirror: Mirror { Mirror(self, children: ["sku": sku], displayStyle: .struct) }
        }
        struct Holder: Equatable, CustomReflectable {
            var value: Mirrored?
            var customMirror: Mirror {
                Mirror(self, children: value.map { [("some", $0 as Any)] } ?? [], displayStyle: .optional)
            }
        }
        struct Slot: Equatable {
            var held: Holder
            var id: Int
        }
        let expected = Slot(held: Holder(value: Mirrored(sku: "A1")), id: 1)
        let actual = Slot(held: Holder(value: Mirrored(sku: "A1")), id: 2)
        for depth in 1...4 {
            MessageLimits.$current.withValue(MessageLimits(maxDepth: depth)) {
                let found = lines(expected, actual)
                #expect(found.read == found.reflected, "maxDepth \(depth)")
            }
        }
    }

    @Test func aRootOpenedPastItsDescriptionIsNotRead() {
        // The diff opens two tickets that print alike; a rendering shows their description.
        guard
            case .mismatch(let reason?) = equalTo(Ticket(number: 7, seat: "1")).matches(
                Ticket(number: 7, seat: "2"))
        else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(reason.content.found?.structures == nil)
        #expect(
            failureMessage(Ticket(number: 7, seat: "2"), equalTo(Ticket(number: 7, seat: "1")))?.hasPrefix(
                "Expected: Ticket #7\n     but: was Ticket #7\n") == true)
    }
}
