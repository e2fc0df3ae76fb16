import Matchers
import Nimble
import XCTMatchers

// Passing checks across the catalog, each timed three ways in the same run: `assertThat` with the
// matcher built at the call (as a test writes it), the hand-written check, and Nimble's `expect`.
// The same source runs in both configurations; the targets differ, because `swift test` builds the
// library in debug, where no call is inlined and every generic runs unspecialized.

#if DEBUG
    let configuration = "debug"
#else
    let configuration = "release"
#endif

/// Whether this binary was built without optimization.
var isDebugBuild: Bool { configuration == "debug" }

/// At most `nanoseconds` per check.
func atMost(_ nanoseconds: Double) -> Target {
    Target(text: "≤ " + formatTime(nanoseconds)) { $0.matchers.value <= nanoseconds }
}

/// At most `ratio` times the hand-written check.
func overRawAtMost(_ ratio: Double) -> Target {
    Target(text: "≤ \(fixed(ratio, 1))× raw") { ($0.overRaw ?? .infinity) <= ratio }
}

/// The release target of every catalog matcher's passing path: 2× the hand-written check + 20 ns.
var nearRaw: Target {
    Target(text: "≤ 2× raw + 20 ns") { row in
        row.matchers.value <= 2 * (row.raw?.value ?? 0) + 20
    }
}

/// Times the `index`-th check (0..<64) with Matchers, by hand and with Nimble.
@inline(__always)
func passingCheck(
    _ settings: Settings, _ number: String, _ name: String, target: Target?,
    matchers: (Int) -> Void, raw: (Int) -> Void, nimble: (Int) -> Void
) -> Row {
    func timed(_ body: (Int) -> Void) -> Figure {
        .time(
            measure(settings) { iterations in
                for index in 0..<iterations { body(index & sampleMask) }
            })
    }
    return Row(
        number: number, name: name, matchers: timed(matchers), raw: timed(raw), nimble: timed(nimble),
        target: target)
}

// MARK: (7) Strings

func stringCases(_ settings: Settings) -> [Row] {
    let texts = opaque(sampleInts().map { "item-\($0)-done" })
    let prefix = opaque("item")
    let suffix = opaque("-done")
    let middle = opaque("m-")
    let long = opaque(String(repeating: "chashu wakame ", count: 10_000))
    let shouted = opaque(long.uppercased())
    require(texts.allSatisfy { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }, "(7) affixes")
    return [
        passingCheck(
            settings, "7", "hasPrefix, passing", target: isDebugBuild ? atMost(250) : nearRaw,
            matchers: { assertThat(texts[$0], hasPrefix(prefix)) },
            raw: { if !texts[$0].hasPrefix(prefix) { rawFailure("no prefix") } },
            nimble: { expect(texts[$0]).to(beginWith(prefix)) }),
        passingCheck(
            settings, "7", "hasSuffix, passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(texts[$0], hasSuffix(suffix)) },
            raw: { if !texts[$0].hasSuffix(suffix) { rawFailure("no suffix") } },
            nimble: { expect(texts[$0]).to(endWith(suffix)) }),
        passingCheck(
            settings, "7", "containsString, passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(texts[$0], containsString(middle)) },
            raw: { if !texts[$0].contains(middle) { rawFailure("no substring") } },
            nimble: { expect(texts[$0]).to(contain(middle)) }),
        // A long string against its upper-cased copy, the matcher built in the check as
        // `assertThat` builds it: building it once folded the whole expected string (23× the
        // hand-written check in release). Nimble has no case-insensitive equality; it compares the
        // lower-cased strings, as the hand-written check does.
        passingCheck(
            settings, "7", "equalToIgnoringCase, passing, 140,000 characters",
            target: overRawAtMost(isDebugBuild ? 3 : 1),
            matchers: { _ in assertThat(long, equalToIgnoringCase(shouted)) },
            raw: { _ in if long.lowercased() != shouted.lowercased() { rawFailure("differs") } },
            nimble: { _ in expect(long.lowercased()).to(equal(shouted.lowercased())) }),
    ]
}

// MARK: (6) Logic, features, numbers

/// A model with a stored property, for `has(\.x, …)`.
struct Point {
    var x: Int
    var y: Int
}

func logicCases(_ settings: Settings) -> [Row] {
    let values = opaque(sampleInts())
    let lower = opaque(values.min()! - 1)
    let upper = opaque(values.max()! + 1)
    let outside = opaque(lower - 1)
    let points = values.map { Point(x: $0, y: -$0) }
    let doubles = opaque(values.map { Double($0) })
    let fractions = opaque(doubles.map { $0 + 0.001 })
    return [
        passingCheck(
            settings, "6", "allOf(greaterThan, lessThan), passing",
            target: isDebugBuild ? atMost(1_000) : nearRaw,
            matchers: { assertThat(values[$0], allOf(greaterThan(lower), lessThan(upper))) },
            raw: { if !(values[$0] > lower && values[$0] < upper) { rawFailure("out of range") } },
            nimble: { expect(values[$0]).to(satisfyAllOf(beGreaterThan(lower), beLessThan(upper))) }),
        passingCheck(
            settings, "6", "anyOf(lessThan, greaterThan), passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(values[$0], anyOf(lessThan(lower), greaterThan(lower))) },
            raw: { if !(values[$0] < lower || values[$0] > lower) { rawFailure("in neither") } },
            nimble: { expect(values[$0]).to(satisfyAnyOf(beLessThan(lower), beGreaterThan(lower))) }),
        passingCheck(
            settings, "6", "not(equalTo), passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(values[$0], not(equalTo(outside))) },
            raw: { if values[$0] == outside { rawFailure("equal") } },
            nimble: { expect(values[$0]).toNot(equal(outside)) }),
        passingCheck(
            settings, "6", "has(\\.x, greaterThan), passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(points[$0], has(\.x, greaterThan(lower))) },
            raw: { if !(points[$0].x > lower) { rawFailure("x too small") } },
            nimble: { expect(points[$0]).to(map(\.x, beGreaterThan(lower))) }),
        passingCheck(
            settings, "6", "closeTo, passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(fractions[$0], closeTo(doubles[$0], within: 0.01)) },
            raw: { if !(abs(fractions[$0] - doubles[$0]) <= 0.01) { rawFailure("not close") } },
            nimble: { expect(fractions[$0]).to(beCloseTo(doubles[$0], within: 0.01)) }),
        passingCheck(
            settings, "6", "inRange, passing", target: isDebugBuild ? nil : nearRaw,
            matchers: { assertThat(values[$0], inRange(lower..<upper)) },
            raw: { if !(lower..<upper).contains(values[$0]) { rawFailure("out of range") } },
            nimble: { expect(values[$0]).to(beWithin(lower...(upper - 1))) }),
    ]
}

// MARK: (8) Collections and dictionaries of 1,000 items

func collectionCases(_ settings: Settings) -> [Row] {
    let numbers = opaque(Array(0..<1_000))
    let last = opaque(999)
    let bound = opaque(1_000)
    let copy = opaque(numbers.map { $0 })
    let numberSet = opaque(Set(numbers))
    let table = opaque(Dictionary(uniqueKeysWithValues: numbers.map { ("key-\($0)", $0) }))
    let key = opaque("key-500")
    let value = opaque(500)
    // By hand: stop at the first item not below the bound.
    func rawAllBelow() {
        for number in numbers where !(number < bound) {
            rawFailure("too big")
            break
        }
    }
    // Debug: within 1.5× the loop written by hand in the same build; release: 2× + 20 ns.
    let loopTarget = isDebugBuild ? overRawAtMost(1.5) : nearRaw
    return [
        passingCheck(
            settings, "8", "hasItem(equalTo(999)), 1,000 Ints", target: loopTarget,
            matchers: { _ in assertThat(numbers, hasItem(equalTo(last))) },
            raw: { _ in
                var found = false
                for number in numbers where number == last {
                    found = true
                    break
                }
                if !found { rawFailure("not found") }
            },
            nimble: { _ in expect(numbers).to(contain(last)) }),
        // A set is asked, not read (`FastPaths/ItemLookup.swift`). No target: the hand-written
        // lookup is specialized for `Set<Int>`, while the matcher asks the standard library's
        // generic one (about 0.4 K instructions), as any generic code does.
        passingCheck(
            settings, "8", "hasItem(equalTo(999)), 1,000-Int Set", target: nil,
            matchers: { _ in assertThat(numberSet, hasItem(equalTo(last))) },
            raw: { _ in if !numberSet.contains(last) { rawFailure("not found") } },
            nimble: { _ in expect(numberSet).to(contain(last)) }),
        passingCheck(
            settings, "8", "everyItem(lessThan(1000)), 1,000 Ints", target: loopTarget,
            matchers: { _ in assertThat(numbers, everyItem(lessThan(bound))) },
            raw: { _ in rawAllBelow() },
            nimble: { _ in expect(numbers).to(allPass(beLessThan(bound))) }),
        passingCheck(
            settings, "8", "contains(1,000 Ints) in order", target: loopTarget,
            matchers: { _ in assertThat(numbers, contains(copy)) },
            raw: { _ in
                var same = numbers.count == copy.count
                if same {
                    for index in numbers.indices where numbers[index] != copy[index] {
                        same = false
                        break
                    }
                }
                if !same { rawFailure("differs") }
            },
            nimble: { _ in expect(numbers).to(equal(copy)) }),
        passingCheck(
            settings, "8", "onlyContains(lessThan(1000)), 1,000 Ints", target: loopTarget,
            matchers: { _ in assertThat(numbers, onlyContains(lessThan(bound))) },
            raw: { _ in rawAllBelow() },
            nimble: { _ in expect(numbers).to(allPass(beLessThan(bound))) }),
        passingCheck(
            settings, "8", "hasEntry, 1,000-entry dictionary", target: isDebugBuild ? nil : nearRaw,
            matchers: { _ in assertThat(table, hasEntry(key, value)) },
            raw: { _ in if table[key] != value { rawFailure("no entry") } },
            nimble: { _ in expect(table[key]).to(equal(value)) }),
    ]
}
