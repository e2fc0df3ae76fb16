import Foundation
import Matchers
import Testing

// The law of values that print alike (see "Values that print alike" in Docs/MessageFormat.md): for
// random pairs of unequal values, a failing `equalTo` either shows two different `Expected:` /
// `but:` texts or has a reason under them, and no diff in the message holds a `- X` / `+ X` pair
// that reads the same without a note under it saying why. The values are of generated types whose
// renderings hide what differs: descriptions that collide, NaN fields, dates a fraction of a second
// apart, classes compared by identity, strings differing in invisible or look-alike scalars.

/// A description that names only the id.
private struct Tagged: Hashable, CustomStringConvertible {
    var id: Int
    var note: String
    var price: Double
    var description: String { "Tagged #\(id)" }
}

/// No description of its own: rendered through its stored properties.
private struct Plain: Equatable {
    var name: String
    var at: Date?
    var body: Data
    var ratio: Double
}

/// A description that is the text itself, white space and invisible scalars included.
private struct Label: Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
}

/// Compared by identity; its description shows its value.
private final class Ref: Equatable, CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String { "Ref(\(value))" }
    static func == (lhs: Ref, rhs: Ref) -> Bool { lhs === rhs }
}

/// A struct holding a class compared by identity.
private struct Holder: Equatable {
    var ref: Ref
    var count: Int
}

private enum Shape: Equatable {
    case circle(radius: Double)
    case tag(Tagged)
    case label(Label, Int)
    case empty
}

/// A set inside a struct: the structural diff lists its changed elements.
private struct Bag: Equatable {
    var items: Set<Tagged>
}

/// A type whose `==` is never true.
private struct Contrary: Equatable, CustomStringConvertible {
    var description: String { "Contrary" }
    static func == (lhs: Contrary, rhs: Contrary) -> Bool { false }
}

/// What a generated case checks: the message, when the two values differ, and their renderings.
private struct Generated {
    var message: String?
    var expected: String
    var actual: String
}

/// Builds random values and a variant of each that differs in a way its rendering may hide.
private struct AlikeGenerator {
    var random: SeededGenerator

    static let base = Date(timeIntervalSince1970: 1_700_000_000)
    /// Letters and their look-alikes (Greek capital eta, Cyrillic small a, Greek small omicron).
    static let lookAlikes: [(Character, Character)] = [("H", "Η"), ("a", "а"), ("o", "ο")]
    /// Scalars a reader cannot see.
    static let invisibles = ["\u{200B}", "\u{FEFF}", "\u{A0}", " ", "\t", "\u{2060}"]

    mutating func int() -> Int { Int.random(in: 0...3, using: &random) }
    mutating func chance() -> Bool { Bool.random(using: &random) }

    mutating func double() -> Double {
        random.pick([0.5, 1.0, 1.0 + 1e-15, .nan, -0.0, 0.0, 1e300, .infinity])
    }

    mutating func text() -> String {
        random.pick(["Hola", "ao", "Hao", "", "a b", "line\nline", "Ho ho"])
    }

    mutating func date() -> Date? {
        chance() ? nil : Self.base.addingTimeInterval(random.pick([0, 0.25, 0.001, 1e-6, 86_400]))
    }

    mutating func data() -> Data {
        random.pick([Data(), Data([1, 2, 3]), Data("{\"id\":1}".utf8), Data([0xFF, 0x00])])
    }

    /// `text` changed in one way: a look-alike letter, an invisible scalar somewhere, another text.
    mutating func variant(of text: String) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            for (letter, twin) in Self.lookAlikes where text.contains(letter) {
                return String(text.map { $0 == letter ? twin : $0 })
            }
            return text + "Η"
        case 1: return text + random.pick(Self.invisibles)
        case 2: return random.pick(Self.invisibles) + text
        default:
            let middle = text.index(text.startIndex, offsetBy: text.count / 2)
            return String(text[..<middle]) + random.pick(Self.invisibles) + String(text[middle...])
        }
    }

    mutating func tagged() -> Tagged { Tagged(id: int(), note: text(), price: double()) }

    mutating func variant(of value: Tagged) -> Tagged {
        var changed = value
        switch int() {
        case 0: changed.note = variant(of: value.note)
        case 1: changed.price = double()
        case 2: changed.id = int()
        default: changed.note = text()
        }
        return changed
    }

    mutating func plain() -> Plain { Plain(name: text(), at: date(), body: data(), ratio: double()) }

    mutating func variant(of value: Plain) -> Plain {
        var changed = value
        switch int() {
        case 0: changed.name = variant(of: value.name)
        case 1:
            changed.at =
                value.at.map { $0.addingTimeInterval(random.pick([0.25, 0.001, 1e-6, -0.5])) } ?? date()
        case 2: changed.body = data()
        default: changed.ratio = double()
        }
        return changed
    }

    mutating func shape() -> Shape {
        switch int() {
        case 0: return .circle(radius: double())
        case 1: return .tag(tagged())
        case 2: return .label(Label(text: text()), int())
        default: return .empty
        }
    }

    mutating func variant(of value: Shape) -> Shape {
        switch value {
        case .circle: return .circle(radius: double())
        case .tag(let tag): return .tag(variant(of: tag))
        case .label(let label, let count):
            return chance() ? .label(Label(text: variant(of: label.text)), count) : .label(label, int())
        case .empty: return shape()
        }
    }

    /// One case: a random kind of value, a variant of it, and the message `equalTo` gives.
    mutating func next() -> Generated {
        switch Int.random(in: 0..<18, using: &random) {
        case 0:
            let value = tagged()
            return generated(value, variant(of: value))
        case 1:
            let value = plain()
            return generated(value, variant(of: value))
        case 2:
            let value = Label(text: text())
            return generated(value, Label(text: variant(of: value.text)))
        case 3:
            let value = text()
            return generated(value, variant(of: value))
        case 4:
            let value = Holder(ref: Ref(int()), count: int())
            return generated(value, Holder(ref: chance() ? Ref(value.ref.value) : value.ref, count: int()))
        case 5:
            let value = shape()
            return generated(value, variant(of: value))
        case 6:
            let value: Tagged? = chance() ? tagged() : nil
            return generated(value, chance() ? value.map { variant(of: $0) } : tagged())
        case 7:
            let value = (0..<int()).map { _ in tagged() }
            return generated(
                value, value.map { chance() ? variant(of: $0) : $0 } + (chance() ? [] : [tagged()]))
        case 8:
            let value = Dictionary((0..<int()).map { ("k\($0)", tagged()) }) { first, _ in first }
            return generated(value, value.mapValues { chance() ? variant(of: $0) : $0 })
        case 9:
            let value = Set((0..<int()).map { _ in text() })
            return generated(value, Set(value.map { chance() ? variant(of: $0) : $0 }))
        case 10:
            let value = (0..<int()).map { _ in double() }
            return generated(value, value.map { chance() ? double() : $0 })
        case 11:
            let value = date()
            return generated(value, value.map { $0.addingTimeInterval(random.pick([0.25, 1e-6, -0.001])) })
        case 12:
            let value = data()
            return generated(value, data())
        case 13:
            return generated(Contrary(), Contrary())
        case 14:
            let value = (0..<int()).map { _ in Ref(int()) }
            return generated(value, value.map { chance() ? Ref($0.value) : $0 })
        case 15:
            let value = Bag(items: Set((0..<int()).map { _ in tagged() }))
            return generated(value, Bag(items: Set(value.items.map { chance() ? variant(of: $0) : $0 })))
        case 16:
            let value = Set((0..<int()).map { _ in tagged() })
            return generated(value, Set(value.map { chance() ? variant(of: $0) : $0 }))
        default:
            let value = ["a": double()]
            return generated(value, ["a": double()])
        }
    }

    private func generated<T: Equatable>(_ expected: T, _ actual: T) -> Generated {
        Generated(
            message: failureMessage(actual, equalTo(expected)), expected: renderValue(expected),
            actual: renderValue(actual))
    }
}

/// What the law finds wrong with a failure message about two values rendered `expected` and
/// `actual`; `nil` when it keeps the law.
func alikeLawViolation(_ message: String, expected: String, actual: String) -> String? {
    guard message.utf8.count <= messageBudget else { return "longer than 8 KB" }
    let bare =
        "Expected: " + MessageLayout.indentingContinuationLines(of: expected, by: 10) + "\n     but: was "
        + MessageLayout.indentingContinuationLines(of: actual, by: 10)
    if readsAlike(expected, actual), message == bare {
        return "the Expected and but lines read the same and nothing says why"
    }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(DiffLine.init)
    for (index, line) in lines.enumerated() where line.marker == "+ " {
        let entry = DiffLine.entry(at: index, in: lines)
        let hasTwin = lines[..<index].reversed().enumerated().lazy.map { index - 1 - $0.offset }
            .prefix { earlier in lines[earlier].belongsToGroup(of: line) }
            .contains { earlier in
                lines[earlier].marker == "- " && lines[earlier].indent == line.indent
                    && readsAlike(DiffLine.entry(at: earlier, in: lines).text, entry.text)
            }
        guard hasTwin else { continue }
        let next = entry.end < lines.count ? lines[entry.end] : DiffLine("")
        if next.indent <= line.contentColumn || next.text.isEmpty {
            return "a pair `- X` / `+ X` reads the same with no note under it: \(entry.text)"
        }
    }
    return nil
}

/// One line of a message, as the law reads a diff in it.
private struct DiffLine {
    let text: Substring
    /// Leading spaces.
    let indent: Int
    /// `- `, `+ ` or `nil`.
    let marker: Substring?
    /// Where the text after the marker and the tree's indentation starts.
    let contentColumn: Int

    init(_ text: Substring) {
        self.text = text
        indent = text.prefix { $0 == " " }.count
        let body = text.dropFirst(indent)
        marker = body.hasPrefix("- ") || body.hasPrefix("+ ") ? body.prefix(2) : nil
        contentColumn = indent + (marker == nil ? 0 : 2 + body.dropFirst(2).prefix { $0 == " " }.count)
    }

    /// Whether this line, above `line`, is in the same run of changes: another marked line at its
    /// indentation, a note under one (deeper than the text), or a continuation of a multi-line value
    /// (pushed to the left).
    func belongsToGroup(of line: DiffLine) -> Bool {
        (marker != nil && indent == line.indent) || indent > line.contentColumn || indent < line.indent
    }

    /// The marked line at `index` with the continuation lines of its value, and where it ends.
    static func entry(at index: Int, in lines: [DiffLine]) -> (text: String, end: Int) {
        let indent = lines[index].indent
        let continuation = lines[(index + 1)...].prefix { !$0.text.isEmpty && $0.indent < indent }
        let text = ([lines[index].text.dropFirst(indent + 2)] + continuation.map(\.text)).joined(
            separator: "\n")
        return (text, index + 1 + continuation.count)
    }
}

/// Whether two texts read the same: equal once the generator's look-alike letters are read as the
/// Latin ones.
private func readsAlike(_ first: some StringProtocol, _ second: some StringProtocol) -> Bool {
    latin(first) == latin(second)
}

/// The text with the generator's look-alike letters read as the Latin ones.
private func latin(_ text: some StringProtocol) -> String {
    String(text.map { character in AlikeGenerator.lookAlikes.first { $0.1 == character }?.0 ?? character })
}

@Suite(.ownThreads) struct AlikeValuesLawsTests {
    @Test func unequalValuesNeverReadTheSameWithoutAReason() {
        var generator = AlikeGenerator(random: SeededGenerator(seed: 0xA11CE))
        var checked = 0
        var failures: [String] = []
        for _ in 0..<Thoroughness.cases {
            let generated = generator.next()
            guard let message = generated.message else { continue }
            checked += 1
            if let violation = alikeLawViolation(
                message, expected: generated.expected, actual: generated.actual),
                failures.count < 5
            {
                failures.append(violation + ":\n" + message)
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // Most generated pairs differ: the law is not vacuous.
        #expect(checked > Thoroughness.cases / 2)
    }

    /// The law's checker catches what it must: identical lines alone, a pair without a note.
    @Test func theCheckerCatchesIdenticalLinesAndBarePairs() {
        #expect(
            alikeLawViolation(
                "Expected: Tagged #1\n     but: was Tagged #1", expected: "Tagged #1", actual: "Tagged #1")
                != nil)
        #expect(alikeLawViolation("Expected: H\n     but: was Η", expected: "H", actual: "Η") != nil)
        let barePair = """
            Expected: [nan]
                 but: was [nan]
                      differs at index 0 (- expected, + actual):
                        - nan
                        + nan
            """
        #expect(alikeLawViolation(barePair, expected: "[nan]", actual: "[nan]") != nil)
        let noted = barePair + "\n                NaN is not equal to itself"
        #expect(alikeLawViolation(noted, expected: "[nan]", actual: "[nan]") == nil)
        #expect(alikeLawViolation("Expected: 1\n     but: was 2", expected: "1", actual: "2") == nil)
    }
}
