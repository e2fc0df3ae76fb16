import Testing

@testable import Matchers

// The laws of the value lines a message renders from what its explanation read instead of reading
// the values again (`ReadStructures`, `FoundWithDiff.compactLines`): over random pairs of models,
// the lines are the ones a rendering of the values gives.

private struct ReadPart: Equatable, Hashable {
    var code: String
    var count: Int
}

private enum ReadStatus: Equatable {
    case open
    case held(by: String, part: ReadPart)
    /// One value: read under the case's name (`status.parked`).
    case parked(ReadPart)
    /// One value with a custom mirror, which says it is an optional.
    case watched(ReadMaybe)
}

private class ReadBase: Equatable {
    var serial: Int
    init(serial: Int) { self.serial = serial }
    static func == (lhs: ReadBase, rhs: ReadBase) -> Bool {
        lhs.serial == rhs.serial && (lhs as? ReadMachine)?.part == (rhs as? ReadMachine)?.part
    }
}

private final class ReadMachine: ReadBase {
    var part: ReadPart
    init(serial: Int, part: ReadPart) {
        self.part = part
        super.init(serial: serial)
    }
}

/// Says it is an optional, through a custom mirror.
private struct ReadMaybe: Equatable, CustomReflectable {
    var part: ReadPart?
    var customMirror: Mirror {
        Mirror(self, children: part.map { [("some", $0 as Any)] } ?? [], displayStyle: .optional)
    }
}

private struct ReadModel: Equatable {
    var maybe: ReadMaybe
    var name: String
    var part: ReadPart
    var spare: ReadPart?
    var parts: [ReadPart]
    var byCode: [String: ReadPart]
    var status: ReadStatus
    var machine: ReadMachine
    var boxed: AnyHashable
    var pair: (ReadPart, Int)

    static func == (lhs: ReadModel, rhs: ReadModel) -> Bool {
        lhs.name == rhs.name && lhs.part == rhs.part && lhs.spare == rhs.spare && lhs.parts == rhs.parts
            && lhs.byCode == rhs.byCode && lhs.status == rhs.status && lhs.machine == rhs.machine
            && lhs.maybe == rhs.maybe && lhs.boxed == rhs.boxed && lhs.pair.0 == rhs.pair.0
            && lhs.pair.1 == rhs.pair.1
    }
}

/// A value shown by its description, of any length and any number of lines.
private struct ReadNote: Equatable, CustomStringConvertible {
    var text: String
    var hidden: Int
    var description: String { text }
}

private func part(_ random: inout SeededGenerator) -> ReadPart {
    ReadPart(
        code: random.pick(["A1", "B2", String(repeating: "long code ", count: 12)]),
        count: random.pick([0, 1]))
}

private func model(_ random: inout SeededGenerator) -> ReadModel {
    ReadModel(
        maybe: ReadMaybe(part: random.pick([true, false]) ? part(&random) : nil),
        name: random.pick(["Ann", "Bo", String(repeating: "a long name ", count: 10)]),
        part: part(&random),
        spare: random.pick([true, false]) ? part(&random) : nil,
        parts: (0..<random.pick([0, 1, 2, 3])).map { _ in part(&random) },
        byCode: Dictionary(
            (0..<random.pick([0, 1, 2])).map { _ in (random.pick(["x", "y"]), part(&random)) }
        ) {
            first, _ in first
        },
        status: status(&random),
        machine: ReadMachine(serial: random.pick([1, 2]), part: part(&random)),
        boxed: random.pick([true, false]) ? AnyHashable(part(&random)) : AnyHashable(random.pick([1, 2])),
        pair: (part(&random), random.pick([0, 1])))
}

/// A status: no value, two values, one value, or one value with a custom mirror.
private func status(_ random: inout SeededGenerator) -> ReadStatus {
    switch random.pick([0, 1, 2, 3]) {
    case 0: .open
    case 1: .held(by: random.pick(["Ann", "Bo"]), part: part(&random))
    case 2: .parked(part(&random))
    default: .watched(ReadMaybe(part: random.pick([true, false]) ? part(&random) : nil))
    }
}

/// A pair of models, the second a copy of the first with one or two parts redrawn.
private func pair(_ random: inout SeededGenerator) -> (ReadModel, ReadModel) {
    let first = model(&random)
    var second = first
    for _ in 0..<random.pick([1, 2]) {
        switch random.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        case 0: second.name = random.pick(["Ann", "Cy"])
        case 1: second.part = part(&random)
        case 2: second.spare = random.pick([true, false]) ? part(&random) : nil
        case 3: second.parts.insert(part(&random), at: random.pick([0, second.parts.count]))
        case 4: second.byCode[random.pick(["x", "z"])] = part(&random)
        case 5: second.status = status(&random)
        case 6: second.machine = ReadMachine(serial: second.machine.serial, part: part(&random))
        case 7: second.maybe = ReadMaybe(part: part(&random))
        case 8: second.boxed = AnyHashable(part(&random))
        case 9:
            // A removal, then a change after it: pairs of elements at different offsets.
            if second.parts.count > 1 {
                second.parts.removeFirst()
                second.parts[second.parts.count - 1] = part(&random)
            }
        default: second.pair.0 = part(&random)
        }
    }
    return (first, second)
}

@Suite(.ownThreads) struct ReadValuesLawsTests {
    /// A type told to be a structure by the type alone (the diff's route for an array or a
    /// dictionary asks it of their first elements, without reflecting them) is one for every value:
    /// its shape is a structure. Enum cases, optionals, described values and custom mirrors are
    /// told by the value.
    @Test func aStructureToldByItsTypeIsAStructureForEveryValue() {
        let types = TypeFacts()
        var random = SeededGenerator(seed: 29)
        let values: [Any] = (0..<20).flatMap { _ -> [Any] in
            let (expected, _) = pair(&random)
            return [
                expected, expected.part, expected.machine, expected.pair, expected.status, expected.maybe,
                expected.spare as Any, expected.parts, expected.boxed, ReadNote(text: "n", hidden: 1),
            ]
        }
        var toldByType = 0
        for value in values {
            let isStructure = if case .structure = types.shape(of: value) { true } else { false }
            if types.info(of: value).isStructureByType {
                toldByType += 1
                #expect(isStructure, "\(type(of: value))")
            }
        }
        // The models, their parts, machines and tuples.
        #expect(toldByType == 80)
        #expect(!types.info(of: ReadStatus.open).isStructureByType)
        #expect(!types.info(of: ReadMaybe(part: nil)).isStructureByType)
        #expect(!types.info(of: ReadNote(text: "n", hidden: 1)).isStructureByType)
        #expect(!types.info(of: Optional(ReadPart(code: "a", count: 1)) as Any).isStructureByType)
    }

    @Test func linesRenderedFromTheDiffsReadingsAreTheValuesLines() {
        var random = SeededGenerator(seed: 47)
        var checked = 0
        for _ in 0..<Thoroughness.cases / 4 {
            let (expected, actual) = pair(&random)
            guard case .mismatch(let reason?) = equalTo(expected).matches(actual),
                let structures = reason.content.found?.structures
            else { continue }
            checked += 1
            for depth in [1, 2, 3, 8] {
                MessageLimits.$current.withValue(MessageLimits(maxDepth: depth)) {
                    #expect(
                        MessageLayout.compactRendering(
                            expected, types: TypeFacts(), read: (structures, .expected))
                            == MessageLayout.compactRendering(expected, types: TypeFacts()))
                    #expect(
                        MessageLayout.compactRendering(
                            actual, types: TypeFacts(), read: (structures, .actual))
                            == MessageLayout.compactRendering(actual, types: TypeFacts()))
                }
            }
        }
        #expect(checked > Thoroughness.cases / 8)
    }

    /// Arrays at the root, where the compact lines show their elements: the diff names a pair by
    /// the expected element's offset, and a rendering looks an element up by its own.
    @Test func elementsRenderedFromTheDiffsReadingsAreTheArraysElements() {
        var random = SeededGenerator(seed: 61)
        var checked = 0
        for _ in 0..<Thoroughness.cases / 4 {
            let first = (0..<random.pick([1, 2, 3, 4])).map { _ in part(&random) }
            var second = first
            for _ in 0..<random.pick([1, 2]) {
                let offset = random.pick(Array(second.indices))
                switch random.pick([0, 1, 2]) {
                case 0 where second.count > 1: second.remove(at: offset)
                case 1: second.insert(part(&random), at: offset)
                default: second[offset] = part(&random)
                }
            }
            guard case .mismatch(let reason?) = equalTo(first).matches(second),
                let structures = reason.content.found?.structures
            else { continue }
            checked += 1
            #expect(
                MessageLayout.compactRendering(first, types: TypeFacts(), read: (structures, .expected))
                    == MessageLayout.compactRendering(first, types: TypeFacts()))
            #expect(
                MessageLayout.compactRendering(second, types: TypeFacts(), read: (structures, .actual))
                    == MessageLayout.compactRendering(second, types: TypeFacts()))
        }
        #expect(checked > Thoroughness.cases / 16)
    }

    @Test func aDescriptionsCompactLineIsCutFromItsRendering() {
        var random = SeededGenerator(seed: 53)
        let pieces = [
            "Ticket #7", " ", "é", "\n", "a\u{301}", "🍜", "\"", "\\", "\t", String(repeating: "x", count: 90),
        ]
        for _ in 0..<Thoroughness.cases {
            let text = random.picks(pieces, count: random.pick([0, 1, 3, 10, 40])).joined()
            let note = ReadNote(text: text, hidden: 0)
            // The whole rendering is the note's own text: the cut reads no quote in it.
            let rendering = renderValue(note)
            #expect(
                MessageLayout.compactLine(
                    marked: MarkedText(rendering, opaqueRanges: [0..<rendering.utf8.count])
                )
                .text == MessageLayout.compactRendering(note))
        }
    }

    @Test func twoDescriptionsThatPrintAlikeShowTheLinesARenderingGives() {
        var random = SeededGenerator(seed: 59)
        let pieces = ["Ticket #7", " ", "é", "\n", "🍜", String(repeating: "y", count: 70)]
        for _ in 0..<Thoroughness.cases / 4 {
            let text = random.picks(pieces, count: random.pick([1, 3, 10, 30])).joined()
            let (expected, actual) = (ReadNote(text: text, hidden: 1), ReadNote(text: text, hidden: 2))
            let message = failureMessage(actual, equalTo(expected)) ?? ""
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            let compact = MessageLayout.compactRendering(expected)
            #expect(
                message.hasPrefix(
                    "Expected: " + MessageLayout.indentingContinuationLines(of: compact, by: 10)))
            #expect(lines.count > 2)
        }
    }
}
