import Matchers
import Testing

// The law of the head lines (see "Compact value lines" in Docs/MessageFormat.md): for random models
// that differ in one place (a field, an element inserted, removed or changed in a nested list, an
// entry of a dictionary, an optional), alone, in an array and in a dictionary, a failing `equalTo`
// never prints an `Expected:` line and a `but: was` line that read the same, nor lines that differ
// only in how many elements their lists leave out. Before this law, about 60 of 2,000 such
// messages did: a list whose count changed, nested in a structure, was shown from its start. And
// under the matchers around them (`has`, `allOf`, `presentAnd`, `contains`, `containsInAnyOrder`,
// `hasItems`, `hasItem` and its closest item, `hasEntry`, `hasEntries`, `hasValue`, `onlyContains`),
// no head line leaves a list's elements out without counting them (`, …]`).

/// A line of a ``ModelBox`` (shared with `ValueLinesAroundDifferenceTests`).
struct ModelItem: Hashable {
    var sku: String
    var quantity: Int
    var tags: [String]
}

/// A model with a nested list, a dictionary and an optional; ordered by name, for `whenSorted`.
struct ModelBox: Hashable, Comparable {
    var name: String
    var items: [ModelItem]
    var meta: [String: Int]
    var note: String? = nil

    static func < (left: ModelBox, right: ModelBox) -> Bool { left.name < right.name }
}

/// Random boxes, and one change to a box.
private struct BoxGenerator {
    var random: SeededGenerator

    private mutating func count(_ upper: Int) -> Int { Int.random(in: 0..<upper, using: &random) }

    private mutating func word() -> String {
        random.pick(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]) + "\(count(100))"
    }

    mutating func box() -> ModelBox {
        ModelBox(
            name: word(),
            items: (0..<count(40)).map { _ in
                ModelItem(
                    sku: "SKU-\(count(1000))", quantity: count(10), tags: (0..<count(6)).map { _ in word() })
            },
            meta: Dictionary(uniqueKeysWithValues: (0..<count(15)).map { ("k\($0)", count(100)) }),
            note: count(2) == 0 ? nil : word())
    }

    mutating func changed(_ box: ModelBox) -> ModelBox {
        var box = box
        let item = box.items.isEmpty ? nil : count(box.items.count)
        switch (count(7), item) {
        case (0, let item?): box.items[item].quantity += 1
        case (1, let item?): box.items[item].tags.append("new")
        case (2, let item?): box.items.remove(at: item)
        case (3, let item?): box.items[item].sku += "!"
        case (4, _): box.meta["k\(count(20))"] = 1_000
        case (5, _): box.note = box.note == nil ? "set" : nil
        default: box.name += "?"
        }
        return box
    }
}

/// What the head lines of `message` break of the law, or `nil`.
private func headLinesViolation(_ message: String) -> String? {
    let lines = message.split(separator: "\n").prefix(2).map { line in
        var text = line.drop { $0 == " " }
        for label in ["Expected: ", "but: was "] where text.hasPrefix(label) {
            text = text.dropFirst(label.count)
        }
        return String(text)
    }
    guard lines.count == 2 else { return nil }
    if lines.contains(where: { $0.contains(", …]") }) {
        return "a head line does not count what it leaves out"
    }
    if lines[0] == lines[1] { return "the head lines read the same" }
    if withoutCounts(lines[0]) == withoutCounts(lines[1]) { return "the head lines differ only in counts" }
    return nil
}

/// `text` with the number of every `…(N more)` left out.
private func withoutCounts(_ text: String) -> String {
    var result = ""
    var previous: Character? = nil
    var inCount = false
    for character in text {
        if inCount, character.isNumber { continue }
        inCount = previous == "…" && character == "("
        result.append(character)
        previous = character
    }
    return result
}

@Suite struct HeadLinesLawsTests {
    @Test func headLinesNeverReadTheSameAlonePerhapsButForTheirCounts() {
        var generator = BoxGenerator(random: SeededGenerator(seed: 0xB0C5))
        var checked = 0
        var failures: [String] = []
        for _ in 0..<Thoroughness.cases / 4 {
            let box = generator.box()
            let changed = generator.changed(box)
            guard box != changed else { continue }
            let pair: Matcher<[ModelBox]> = containsInAnyOrder(box, box)
            let messages = [
                equalTo(box).failureMessage(for: changed),
                equalTo([box, box]).failureMessage(for: [box, changed]),
                equalTo(["x": box, "y": box]).failureMessage(for: ["x": box, "y": changed]),
                has(\ModelBox.items, equalTo(box.items)).failureMessage(for: changed),
                allOf(equalTo(box), has(\ModelBox.name, hasPrefix(""))).failureMessage(for: changed),
                presentAnd(equalTo(box)).failureMessage(for: Optional(changed)),
                contains(box, box).failureMessage(for: [box, changed]),
                pair.failureMessage(for: [box, changed]),
                hasItems(box, changed).failureMessage(for: [box, box]),
                hasItem(changed).failureMessage(for: [box, box]),
                hasEntry("y", changed).failureMessage(for: ["x": box, "y": box]),
                hasEntries(["y": equalTo(changed)]).failureMessage(for: ["x": box, "y": box]),
                hasValue(changed).failureMessage(for: ["x": box]),
                onlyContains(changed, changed).failureMessage(for: [box]),
                hasItem(equalTo(changed), atIndex: 1).failureMessage(for: [box, box]),
                everyItem(equalTo(box)).failureMessage(for: [box, changed]),
                isIn([box, box]).failureMessage(for: changed),
                hasKey(changed).failureMessage(for: [box: 1]),
                whenSorted(equalTo([box])).failureMessage(for: [changed]),
                anyOf(equalTo(box), equalTo(box)).failureMessage(for: changed),
                describedAs("the box %0", equalTo(box), box.name).failureMessage(for: changed),
                startsWith([box]).failureMessage(for: [changed, box]),
                endsWith([box]).failureMessage(for: [box, changed]),
                containsInRelativeOrder([box, box]).failureMessage(for: [box, changed]),
                isSupersetOf([box, changed]).failureMessage(for: [box]),
                `is`(equalTo(box)).failureMessage(for: changed),
                equalTo(Optional(box)).failureMessage(for: Optional(changed)),
            ]
            for message in messages.compactMap({ $0 }) {
                checked += 1
                if let violation = headLinesViolation(message), failures.count < 5 {
                    failures.append(violation + ":\n" + message)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(checked > Thoroughness.cases)
    }

    @Test func theCheckerCatchesLinesThatReadTheSame() {
        #expect(headLinesViolation("Expected: [1, …(3 more)]\n     but: was [1, …(3 more)]") != nil)
        #expect(headLinesViolation("Expected: [1, …(3 more)]\n     but: was [1, …(4 more)]") != nil)
        #expect(headLinesViolation("Expected: [1, …(3 more)]\n     but: was [2, …(3 more)]") == nil)
        #expect(headLinesViolation("Expected: a list [1, …]\n     but: was [2, …(3 more)]") != nil)
    }
}
