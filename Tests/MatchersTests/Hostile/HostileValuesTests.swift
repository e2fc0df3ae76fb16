import Matchers
import TestSupport
import Testing

// Values an adversarial user would try: each must give a verdict without crashing or hanging, and
// a failure message of at most 8 KB that tells the truth. Times are bounded as ratios against a
// baseline measured in the same run, or with limits far above the fixed cost, never tightly.

/// Wall-clock seconds `body` takes.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

private struct SelfOptional: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["some": self], displayStyle: .optional) }
}

private final class EndlessChildren: CustomReflectable {
    let style: Mirror.DisplayStyle
    init(_ style: Mirror.DisplayStyle) { self.style = style }
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: (0..<Int.max).lazy.map { $0 }, displayStyle: style)
    }
}

private struct LongItem: Hashable {
    var sku: String
    var qty: Int
    var note: String
}

/// A value whose rendering takes about 900 bytes.
private struct LongBox: Hashable, Comparable {
    var name: String
    var items: [LongItem]

    static func < (left: LongBox, right: LongBox) -> Bool { left.name < right.name }
}

private struct Net: Error, CustomStringConvertible {
    var description: String { "Network down" }
}

@Suite(.ownThreads) struct HostileValuesTests {
    @Test func aMirrorThatIsAnOptionalOfItselfStopsAtTheDepthLimit() {
        #expect(renderValue(SelfOptional()) == "…")
        let message = failureMessage(SelfOptional(), Matcher("anything else") { _ in false })
        #expect(message == "Expected: anything else\n     but: was …")
    }

    @Test(arguments: [Mirror.DisplayStyle.class, .struct, .tuple, .collection, .set, .dictionary, .enum])
    func endlessChildrenAreNotAllVisited(style: Mirror.DisplayStyle) {
        let rendered = renderValue(EndlessChildren(style))
        #expect(rendered.utf8.count <= 1_000)
        #expect(rendered.hasSuffix("…(truncated)") || style == .enum)
    }

    @Test func aCombiningMarkPileIsCutByBytes() {
        let text = "a" + String(repeating: "\u{301}", count: 1_000_000)
        let message = failureMessage(text, equalTo("a")) ?? ""
        #expect(message.utf8.count <= messageBudget)
        // Compared as bytes: a Character comparison would see one "a" with a million accents.
        #expect(Array(message.utf8).starts(with: "Expected: \"a\"\n     but: was \"a\u{301}\u{301}".utf8))
        let summary = "differs at character 1: expected \"a\", found \"a\u{301}\u{301}"
        #expect(bytes(of: message, contain: summary))
        // A diff follows, so the `but:` line is compact: its first scalars, then `…"`.
        #expect(bytes(of: message, contain: "\u{301}…\"\n"))
    }

    @Test func aLongFirstElementStillShowsWhatDiffers() {
        let message = failureMessage([Array(0..<5000), [1]], equalTo([Array(0..<5000), [2]])) ?? ""
        #expect(message.utf8.count <= messageBudget)
        #expect(!message.contains("[…(2 more)]"))
        // The value lines are cut around the element that differs, and the reason names it.
        #expect(
            message == """
                Expected: [_, [2]]
                     but: was [_, [1]]
                          differs at [1][0]: expected 2, found 1
                """)
    }

    @Test func nestedOptionalsAreDistinguishable() {
        let value: Int??? = .some(.some(nil))
        #expect(
            failureMessage(value, equalTo(.some(nil))) == """
                Expected: .some(nil)
                     but: was .some(.some(nil))
                """)
        #expect(renderValue(Int???.none as Any) == "nil")
        #expect(renderValue(Int???.some(.some(.some(3))) as Any) == "3")
    }

    @Test(arguments: [
        ("a\u{FE0F}", #""a\u{FE0F}""#), ("a\u{200D}b", #""a\u{200D}b""#), ("a\u{34F}", #""a\u{34F}""#),
        ("a\u{E0041}", #""a\u{E0041}""#), ("a\u{200B}", #""a\u{200B}""#), ("a\u{2060}", #""a\u{2060}""#),
    ])
    func invisibleScalarsAreSpelledOut(text: String, rendered: String) {
        #expect(renderValue(text) == rendered)
        let message = failureMessage(text, equalTo("a")) ?? ""
        #expect(message.contains("but: was " + rendered))
    }

    @Test func ignoringCaseBlamesTheCharactersThatDiffer() {
        #expect(
            failureMessage("ßa", equalToIgnoringCase("SSb")) == """
                Expected: a string equal to "SSb" ignoring case
                     but: was "ßa"
                          differs at character 2: expected "b" (character 3 of the expected string), found "a"
                """)
    }

    @Test func dotlessIWithAnAccentIsNotAnAccentedI() {
        #expect(failureMessage("\u{131}\u{301}", equalToIgnoringCase("í")) != nil)
        #expect(failureMessage("\u{130}", equalToIgnoringCase("i")) != nil)
        #expect(failureMessage("STRASSE", equalToIgnoringCase("straße")) == nil)
    }

    @Test func allOfListsAreCapped() {
        let message = failureMessage(-1, allOf((0..<1000).map { greaterThan($0) })) ?? ""
        #expect(message.utf8.count <= messageBudget)
        #expect(message.contains("- a value greater than 9\n            - …(990 more)\n     but: was -1"))
        #expect(message.contains("failed 1000 of 1000:"))
        let anyMessage = failureMessage(-1, anyOf((0..<1000).map { greaterThan($0) })) ?? ""
        #expect(anyMessage.utf8.count <= messageBudget)
    }

    /// Fifty items whose renderings take 900 bytes each, under every matcher that lists items,
    /// matchers or entries: each message fits in 8 KB. `hasItems` and `onlyContains` wrote two
    /// whole descriptions on the `Expected:` line (1,800 bytes) above a reason of 6,000: 8,765 and
    /// 8,874 bytes.
    @Test func listsOfLongItemsStayWithinTheBudget() {
        let boxes = (0..<50).map { box in
            LongBox(
                name: "box\(box)",
                items: (0..<12).map {
                    LongItem(sku: "SKU-\($0)", qty: $0 + box, note: "fragile: handle with care, upright")
                })
        }
        let changed = boxes.map { box in
            var changed = box
            changed.items[3].qty = -1
            return changed
        }
        let matchers = boxes.map { equalTo($0) }
        let byName = Dictionary(uniqueKeysWithValues: changed.map { ($0.name, $0) })
        let messages = [
            failureMessage(changed, equalTo(boxes)), failureMessage(changed, contains(matchers)),
            failureMessage(changed, containsInAnyOrder(matchers)),
            failureMessage(changed, containsInRelativeOrder(matchers)),
            failureMessage(changed, hasItems(matchers)),
            failureMessage(changed, onlyContains(matchers)), failureMessage(changed[0], isIn(boxes)),
            failureMessage(changed, everyItem(equalTo(boxes[0]))),
            failureMessage(changed, hasItem(equalTo(boxes[0]))),
            failureMessage(changed[0], anyOf(matchers)), failureMessage(changed[0], allOf(matchers)),
            failureMessage(changed, pointwise(boxes) { equalTo($0) }),
            failureMessage(changed, startsWith(boxes)),
            failureMessage(changed, whenSorted(equalTo(boxes))),
            failureMessage(
                byName, hasEntries(Dictionary(uniqueKeysWithValues: boxes.map { ($0.name, equalTo($0)) }))),
            failureMessage(byName, hasValue(equalTo(boxes[0]))), failureMessage(changed, hasCount(3)),
        ]
        for message in messages {
            #expect(message != nil)
            #expect((message?.utf8.count ?? 0) <= messageBudget, "\(message?.utf8.count ?? 0) bytes")
        }
    }

    @Test func aThrownErrorShowsItsType() {
        let message = failureMessage(
            { () throws -> Int in throw Net() }, throwsError(ofType: DecodingFailure.self))
        #expect(message?.contains("but: threw Net: Network down") == true)
    }

    @Test func endlessSequencesFailFast() {
        let contained = failureMessage(sequence(first: 1) { $0 + 1 }, contains(1, 2)) ?? ""
        #expect(contained.utf8.count <= messageBudget)
        #expect(
            contained.hasSuffix(
                """
                          unexpected items from index 2 (reading stopped after 11):
                            - 3
                            - 4
                            - 5
                            - 6
                            - 7
                            - 8
                            - 9
                            - 10
                            - 11
                            - 12
                            - …(more)
                """))
        let every = failureMessage(sequence(first: 1) { $0 + 1 }, everyItem(lessThan(5))) ?? ""
        #expect(every.contains("failed 11 of the first 15 items (reading stopped there):"))
        #expect(every.contains("- item 4 was 5"))
        let only = failureMessage(sequence(first: 1) { $0 + 1 }, onlyContains(1, 2)) ?? ""
        #expect(only.contains("failed 11 of the first 13 items (reading stopped there):"))
    }

    @Test func anEndlessSequenceFailsAMatcherThatPairsEveryItem() {
        // Every item needs a matcher of its own: past the matchers and the items a message lists,
        // reading stops (before, the whole sequence was read, and an endless one never ended).
        let endless = sequence(first: 1) { $0 + 1 }
        #expect(!containsInAnyOrder(1, 2, 3).isSatisfied(by: endless))
        #expect(
            failureMessage(endless, containsInAnyOrder(1, 2, 3))?.hasSuffix(
                "\n          count was more than 13, expected 3 (reading stopped after 14 items)") == true)
        #expect(
            failureMessage(endless, isSubsetOf([1, 2, 3]))?.hasSuffix(
                "\n          count was more than 13, expected at most 3 (reading stopped after 14 items)")
                == true)
        // A single-pass sequence is read once, and no further than that.
        let values = CountedReads(of: 1_000)
        _ = failureMessage(values.numbers, containsInAnyOrder(1, 2, 3))
        #expect(values.reads == 1)
        // A short sequence, or any collection, gets the whole report as before.
        #expect(
            failureMessage(AnySequence([1, 2, 3, 4]), containsInAnyOrder(1, 2, 3))?.contains(
                "count was 4, expected 3") == true)
        #expect(
            failureMessage(Array(1...100), containsInAnyOrder(1, 2, 3))?.contains(
                "count was 100, expected 3") == true)
        #expect(containsInAnyOrder(3, 1, 2).isSatisfied(by: AnySequence([1, 2, 3])))
    }

    @Test func aSinglePassSequenceIsReadOnce() {
        let values = CountedReads(of: 20)
        _ = failureMessage(values.numbers, everyItem(lessThan(3)))
        #expect(values.reads == 1)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aTenMillionCharacterStringRendersInBoundedTime() {
        let huge = String(repeating: "abcdefghij", count: 1_000_000)
        let small = String(repeating: "abcdefghij", count: 1_000)
        // Rendering reads only what it shows: ten thousand times the text, not much more time.
        var hugeTime = Double.infinity
        var smallTime = Double.infinity
        for _ in 0..<3 {
            hugeTime = min(hugeTime, seconds { _ = renderValue(huge) })
            smallTime = min(smallTime, seconds { _ = renderValue(small) })
        }
        #expect(renderValue(huge).utf8.count == 1_000)
        #expect(hugeTime < max(smallTime * 20, 0.05))
    }

    /// 100 MB strings with `MATCHERS_THOROUGH=1`, 10 MB otherwise (the bound is a ratio either way).
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func hugeStringFailuresCostAboutAsMuchAsReadingThem() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let base = String(repeating: "a", count: size)
        let other = base + "b"
        // The baseline: walking the string's bytes once.
        let baseline = seconds { _ = base.utf8.reduce(0) { $0 &+ Int($1) } }
        let limit = max(baseline * 10, 2.0)
        let cases: [(String, Matcher<String>)] = [
            (base, equalTo(other)), (base, hasPrefix("a" + "b")), (base, hasSuffix("ba")),
        ]
        for (value, matcher) in cases {
            var message: String?
            let time = seconds { message = failureMessage(value, matcher) }
            #expect(message != nil)
            #expect((message ?? "").utf8.count <= messageBudget)
            #expect(time < limit, "\(matcher.description.prefix(40)): \(time) s, limit \(limit) s")
        }
        #expect(failureMessage(base, equalTo(other))?.contains("differs at character \(size + 1)") == true)
    }

    /// The verdict reads the whole string once; the message (a case hint searched the same way and
    /// a bounded rendering) costs a few verdicts more, not thirty seconds.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aHugeContainsStringFailureCostsAFewVerdicts() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let text = String(repeating: "a", count: size)
        let matcher = containsString("ab")
        let verdict = seconds { _ = matcher.isSatisfied(by: text) }
        var message: String?
        let explained = seconds { message = failureMessage(text, matcher) }
        #expect(
            message
                == "Expected: a string containing \"ab\"\n     but: was \"\(String(repeating: "a", count: 985))…(truncated)"
        )
        #expect(explained < verdict * 6 + 1)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func substringSearchIsLinear() {
        let text = String(repeating: "a", count: 200_000)
        let needle = String(repeating: "a", count: 2000) + "b"
        let smallText = String(repeating: "a", count: 20_000)
        // Ten times the text may take about ten times as long; a quadratic search takes a thousand.
        let big = seconds { _ = failureMessage(text, containsString(needle)) }
        let small = seconds { _ = failureMessage(smallText, containsString(needle)) }
        #expect(big < max(small * 40, 0.5))
        #expect(failureMessage(text + "b", containsString(needle)) == nil)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func longAndChainsBuildInLinearTime() {
        let parts = (0..<30_000).map { greaterThan($0) }
        let time = seconds { _ = parts.reduce(anything(), &&) }
        let smallTime = seconds { _ = parts.prefix(3_000).reduce(anything(), &&) }
        #expect(time < max(smallTime * 40, 1.0))
        let chain = parts.reduce(anything(), &&)
        #expect(chain.matches(30_000).isMatch)
        #expect(!chain.matches(29_999).isMatch)
        let anyChain = parts.reduce(Matcher<Int>("never") { _ in false }, ||)
        #expect(anyChain.matches(1).isMatch)
        #expect(!anyChain.matches(0).isMatch)
    }

    /// A guard against a hang or a quadratic, not a speed target: sanitizers and a busy machine
    /// stretch one run, so the time is compared with the same check on a tenth of the text. The
    /// speed target (against `lowercased()` equality) is a benchmark row, "equalToIgnoringCase,
    /// passing".
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func passingIgnoringCaseOnALongStringIsLinear() {
        let lower = String(repeating: "chashu wakame ", count: 750_000)
        let upper = lower.uppercased()
        let smallLower = String(repeating: "chashu wakame ", count: 75_000)
        let smallUpper = smallLower.uppercased()
        // The matcher built in the check, as `assertThat(x, equalToIgnoringCase(y))` builds it.
        let big = seconds { _ = equalToIgnoringCase(upper).matches(lower) }
        let small = seconds { _ = equalToIgnoringCase(smallUpper).matches(smallLower) }
        #expect(equalToIgnoringCase(upper).matches(lower).isMatch)
        #expect(!equalToIgnoringCase(upper + "!").matches(lower).isMatch)
        #expect(big < max(small * 40, 1.0), "\(big) s against \(small) s on a tenth of the text")
    }

    /// Ten million items with `MATCHERS_THOROUGH=1`, a million otherwise.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func containsInAnyOrderOnTenMillionIntsIsBounded() {
        let count = Thoroughness.isThorough ? 10_000_000 : 1_000_000
        let values = Array(0..<count)
        var expected = values
        expected[count - 1] = -1
        let matcher: Matcher<[Int]> = containsInAnyOrder(expected)
        // The baseline, in the same run: counting the items in a dictionary, which the message
        // needs at least once for each side.
        var counts: [Int: Int] = [:]
        let baseline = seconds { for value in values { counts[value, default: 0] += 1 } }
        var message: String?
        let time = seconds { message = failureMessage(values, matcher) }
        #expect((message ?? "").utf8.count <= messageBudget)
        #expect(message?.contains("missing 1 of \(count):\n            - -1") == true)
        #expect(time < max(baseline * 40, 2), "message \(time) s, one counting pass \(baseline) s")
    }

    /// The values form builds no `equalTo` per value: the verdict counts, in about the time of a
    /// hand-written counting loop (ten million values took 7 s when each became a matcher).
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func containsInAnyOrderOnTenMillionValuesCountsWithoutAMatcherPerValue() {
        let count = Thoroughness.isThorough ? 10_000_000 : 1_000_000
        let values = Array(0..<count)
        let expected = Array(values.reversed())
        var counts: [Int: Int] = [:]
        let handWritten = seconds {
            for value in values { counts[value, default: 0] += 1 }
            for value in expected { counts[value, default: 0] -= 1 }
        }
        #expect(counts.values.allSatisfy { $0 == 0 })
        var passed = false
        var subset = false
        let ours = seconds {
            passed = containsInAnyOrder(expected).matches(values).isMatch
            subset = isSubsetOf(expected).matches(values).isMatch
        }
        #expect(passed && subset)
        #expect(ours < max(handWritten * 6, 3))
    }
}

private struct DecodingFailure: Error {}

/// The failure message of `matcher` on `text` and the seconds it took, with the seconds of one
/// plain pass over the text's bytes measured just before: the baseline of a ratio.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private func timedFailure(_ text: String, _ matcher: Matcher<String>)
    -> (message: String?, seconds: Double, pass: Double)
{
    var total = 0
    let pass = seconds { for byte in text.utf8 { total &+= Int(byte) } }
    #expect(total > 0)
    var message: String?
    let explained = seconds { message = failureMessage(text, matcher) }
    return (message, explained, pass)
}

/// A value whose description is `size` bytes, built on each read, which it counts.
private struct HugeDescription: Equatable, CustomStringConvertible {
    let size: Int
    let reads: CallCounter
    var description: String {
        reads.increment()
        return String(repeating: "abcdefghij", count: size / 10)
    }
    static func == (lhs: HugeDescription, rhs: HugeDescription) -> Bool { lhs.size == rhs.size }
}

/// A value whose description is its text, held in a stored property.
private struct DescribedText: Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// Messages about huge values (issue 23): each reads a bounded part of the value, so it costs a
/// few plain passes over it at most. Full size (100 MB strings, a million lines, 1,000 sets of
/// 5,000) with `MATCHERS_THOROUGH=1`, a tenth or less otherwise.
@Suite(.ownThreads) struct HugeValueMessagesTests {
    private static let setCount = Thoroughness.isThorough ? 1_000 : 100
    private static let setSize = Thoroughness.isThorough ? 5_000 : 500

    /// A set of sets of counted integers, and the counter.
    private static func setOfSets() -> (Set<Set<Counted>>, CallCounter) {
        let reads = CallCounter()
        let sets = Set(
            (0..<setCount).map { outer in
                Set((0..<setSize).map { Counted(value: outer * setSize + $0, counter: reads) })
            })
        return (sets, reads)
    }

    @Test func aSetOfSetsRendersASampleOfASample() {
        let (sets, reads) = Self.setOfSets()
        let rendered = renderValue(sets)
        // The outer sample's sets, each rendered for its sample: never every element.
        #expect(reads.count <= DisplayOrder.sampleSize * DisplayOrder.sampleSize)
        #expect(rendered.utf8.count <= 1_000)
        // Each inner set shows (part of) its sample and counts the rest.
        #expect(renderValue(sets.first ?? []).hasSuffix(" more)]"))
        let before = reads.count
        let message = failureMessage(sets, hasCount(3)) ?? ""
        #expect(reads.count - before <= DisplayOrder.sampleSize * DisplayOrder.sampleSize)
        #expect(message.hasSuffix("count was \(Self.setCount)"))
        #expect(message.utf8.count <= messageBudget)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aSetOfSetsCostsAboutOnePassOverIt() {
        let (sets, _) = Self.setOfSets()
        var total = 0
        let pass = seconds {
            for set in sets { for element in set { total &+= element.value } }
        }
        #expect(total > 0)
        var rendered = ""
        let rendering = seconds { rendered = renderValue(sets) }
        #expect(!rendered.isEmpty)
        // Generous: release builds take about one pass; debug builds and sanitizers vary more.
        #expect(rendering < max(pass * 20, 1.0), "rendering \(rendering) s, one pass \(pass) s")
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aLargeSetShowsItsSampleSortedAndCountsTheRest() {
        let count = DisplayOrder.sortedWholeLimit * 10
        let rendered = renderValue(Set(0..<count))
        let shown = rendered.dropFirst().prefix { $0 != "…" }.split(separator: ", ").compactMap { Int($0) }
        #expect(shown.count > 10)
        #expect(shown == shown.sorted())
        let more = rendered.split(separator: "(").last?.prefix { $0 != " " }
        #expect(Int(more ?? "").map { $0 >= count - DisplayOrder.sampleSize } == true)
    }

    /// Up to a thousand numbers or strings are sorted whole: a set shows its smallest elements,
    /// the same on every run, and two large sets that differ in one element begin alike.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aSetOfAThousandNumbersOrStringsShowsItsSmallestElements() {
        let count = DisplayOrder.sortedWholeLimit
        let rendered = renderValue(Set(0..<count))
        let shown = rendered.dropFirst().prefix { $0 != "…" }.split(separator: ", ").compactMap { Int($0) }
        #expect(shown.count > 10)
        #expect(shown == Array(0..<shown.count))
        #expect(rendered.hasSuffix(", …(\(count - shown.count) more)]"))
        let names = Set((0..<count).map { "n\(1_000 + $0)" })
        #expect(renderValue(names).hasPrefix(#"["n1000", "n1001", "n1002", "#))
        #expect(
            failureMessage(Set(0..<count - 1).union([5_000]), equalTo(Set(0..<count))) == """
                Expected: [999, …(999 more)]
                     but: was [5000, …(999 more)]
                          differs in 2 elements (- expected, + actual):
                            - 999
                            + 5000
                """
        )
    }

    /// A huge text in a stored property, beneath descriptions that print alike: the diff looks for
    /// line breaks eight bytes at a time (it walked the text by `Character`: 24 s for 100 MB in a
    /// debug build, 0.5 s a pass).
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aHugeTextBeneathAlikeDescriptionsIsDiffedInAFewPasses() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let text = String(repeating: "abcdefghij", count: size / 10)
        var total = 0
        let pass = seconds { for byte in text.utf8 { total &+= Int(byte) } }
        #expect(total > 0)
        var message: String?
        let explained = seconds {
            message = failureMessage(DescribedText(text: text), equalTo(DescribedText(text: text + "b")))
        }
        #expect(message?.contains(#"differs at text: expected …"abcdefghij"#) == true)
        #expect((message ?? "").utf8.count <= messageBudget)
        #expect(explained < max(pass * 8, 0.5), "message \(explained) s, one pass \(pass) s")
    }

    /// Read once per value on the failure path, to see whether the two print alike: the message's
    /// compact lines are cut from those readings (it was twice, four reads a message).
    @Test func aHugeDescriptionIsReadOncePerValue() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let reads = CallCounter()
        let message = failureMessage(
            HugeDescription(size: size, reads: reads), equalTo(HugeDescription(size: size + 10, reads: reads))
        )
        #expect(reads.count == 2)
        #expect((message ?? "").utf8.count <= messageBudget)
        #expect(renderValue(HugeDescription(size: size, reads: reads)).hasSuffix("…(truncated)"))
        #expect(reads.count == 3)
    }

    /// Under a longer value limit than a compact line renders, the message reads each description
    /// again for its compact line (the two renderings would differ past the limit), with the same
    /// message as under the default limits.
    @Test func aHugeDescriptionUnderALongerLimitIsReadAgainForTheCompactLines() {
        let reads = CallCounter()
        let expected = HugeDescription(size: 100_000, reads: reads)
        let actual = HugeDescription(size: 100_010, reads: reads)
        let atDefault = failureMessage(actual, equalTo(expected))
        #expect(reads.count == 2)
        let atLonger = MessageLimits.$current.withValue(MessageLimits(maxValueLength: 5_000)) {
            failureMessage(actual, equalTo(expected))
        }
        #expect(reads.count == 6)
        #expect(atDefault?.split(separator: "\n").prefix(2) == atLonger?.split(separator: "\n").prefix(2))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func ignoringCaseOnHugeStringsFindsTheDifferenceInAboutAPass() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let text = String(repeating: "abcdefghij", count: size / 10)
        let matcher = equalToIgnoringCase(text.uppercased() + "b")
        let (message, explained, pass) = timedFailure(text, matcher)
        #expect(message?.contains("differs at character \(size + 1): expected \"b\"") == true)
        // Generous: about four passes in release; a debug build runs the generic byte loop
        // unspecialized, and other suites may share the cores.
        #expect(explained < max(pass * 30, 3.0), "message \(explained) s, one pass \(pass) s")
    }

    /// Folding never shortens a text: a string of more than four times the scalars of the folded
    /// expected one (four: the longest canonical decomposition) fails without being folded (it was
    /// folded whole, 2.3 s for 100 MB).
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func ignoringCaseAgainstAShortWordDoesNotFoldAHugeString() {
        let size = Thoroughness.isThorough ? 100_000_000 : 10_000_000
        let text = String(repeating: "abcdefghij", count: size / 10)
        let matcher = equalToIgnoringCase("ABCDEFGHIX")
        let (message, explained, pass) = timedFailure(text, matcher)
        #expect(message?.contains("differs at character 10: expected \"X\", found \"j\"") == true)
        #expect(explained < max(pass * 10, 1.0), "message \(explained) s, one pass \(pass) s")
        // Fewer scalars than the folded text is no verdict: `ß` folds to two.
        #expect(failureMessage("ß", equalToIgnoringCase("SS")) == nil)
        #expect(failureMessage("SS", equalToIgnoringCase("ß")) == nil)
        #expect(failureMessage("SSS", equalToIgnoringCase("ß")) != nil)
        // Canonically equivalent spellings: four scalars are one (U+1F82).
        #expect(failureMessage("\u{3B1}\u{313}\u{300}\u{345}", equalToIgnoringCase("\u{1F82}")) == nil)
        #expect(failureMessage("e\u{301}cole", equalToIgnoringCase("ÉCOLE")) == nil)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func aLineChangedInAMillionLinesIsFoundWithoutHashingThemAll() {
        let count = Thoroughness.isThorough ? 1_000_000 : 100_000
        let lines = (0..<count).map { "bowl \($0): shio" }
        let expected = lines.joined(separator: "\n")
        var changed = lines
        changed[count / 2] = "bowl \(count / 2): miso"
        let actual = changed.joined(separator: "\n")
        let (message, explained, pass) = timedFailure(actual, equalTo(expected))
        let change = #"differs at line \#(count / 2 + 1): expected "bowl \#(count / 2): shio", "#
        #expect(message?.contains(change + #"found "bowl \#(count / 2): miso""#) == true)
        // Generous: splitting into lines costs several passes, in debug builds more.
        #expect(explained < max(pass * 60, 2.0), "message \(explained) s, one pass \(pass) s")
    }

    @Test func aCaseHintLooksAMillionCharactersFar() {
        let near = String(repeating: "a", count: 1_000) + "AB"
        #expect(
            failureMessage(near, containsString("ab"))?.hasSuffix(
                "\"AB\" at character 1001 differs only in case") == true)
        let far = String(repeating: "a", count: 1_000_000) + "AB"
        #expect(failureMessage(far, containsString("ab"))?.contains("differs only in case") == false)
    }
}

/// Whether the UTF-8 of `text` contains that of `fragment`.
private func bytes(of text: String, contain fragment: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = Array(fragment.utf8)
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
        haystack[$0..<$0 + needle.count].elementsEqual(needle)
    }
}
