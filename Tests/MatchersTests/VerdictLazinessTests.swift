import Foundation
import Matchers
import SwiftHamcrestCompatibility
import TestSupport
import Testing

// The verdict path (what `not`, `anyOf`, `allOf`, the collection matchers and polling ask) builds
// no text, for every matcher family, also on values the matcher rejects: no description, no
// rendering, no reason. Counted with test doubles, not with instrumentation in the library: the
// values are `Counted` where the matcher allows it (each description of one is counted), and every
// matcher is wrapped in a spy that counts each time its description or an explanation is asked
// for. Each case's control shows that the explaining path does reach the doubles, so the main
// check cannot pass by accident.

/// A value a matcher rejects, and the two ways to ask about it.
/// Its closures only read the values and matchers they capture, so sharing it across the test's
/// tasks is safe.
private struct Rejection: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    let textCount: () -> Int
    let verdict: () -> Bool
    let message: () -> String?

    var testDescription: String { name }
}

/// Counts the text a spied matcher was asked for: its description, or a reason.
private final class TextSpy: @unchecked Sendable {
    // Unchecked: the count is only touched under the lock.
    private let lock = NSLock()
    private var asked = 0

    var count: Int { lock.withLock { asked } }

    func note() { lock.withLock { asked += 1 } }
}

/// `matcher`, counting in `spy` each request for its description or for the reason of a mismatch.
private func spied<T>(_ matcher: Matcher<T>, _ spy: TextSpy) -> Matcher<T> {
    Matcher(
        {
            spy.note()
            return matcher.description
        }(),
        { value, explain in
            guard explain else { return matcher.isSatisfied(by: value) ? .match : .mismatch(nil) }
            // Asking with `explain` about a value the matcher accepts builds no text.
            let result = matcher.matches(value)
            if !result.isMatch { spy.note() }
            return result
        })
}

private func rejection<T>(_ name: String, _ value: T, _ matcher: Matcher<T>) -> Rejection {
    let spy = TextSpy()
    let counter = countedCounter(in: value) ?? CallCounter()
    return Rejection(
        name: name,
        textCount: { spy.count + counter.count },
        verdict: {
            // The matcher's own verdict, and the verdicts of the combinators around it, each of
            // which must ask its part for a bare verdict.
            let parts = [
                matcher.isSatisfied(by: value),
                not(spied(matcher, spy)).matches(value) != .match,
                anyOf(spied(matcher, spy), spied(matcher, spy)).isSatisfied(by: value),
                allOf(spied(matcher, spy), anything()).isSatisfied(by: value),
                everyItem(spied(matcher, spy)).isSatisfied(by: [value]),
                hasItem(spied(matcher, spy)).isSatisfied(by: [value]),
            ]
            return parts.contains(true)
        },
        message: { failureMessage(value, spied(matcher, spy)) }
    )
}

/// The counter of the `Counted` values in `value`, found through `Mirror` (no description asked).
private func countedCounter(in value: Any) -> CallCounter? {
    if let counted = value as? Counted { return counted.counter }
    for child in Mirror(reflecting: value).children {
        if let counter = countedCounter(in: child.value) { return counter }
    }
    return nil
}

private struct Point {
    var x: Int
}

private final class Box {}

private enum Failure: Error, Equatable {
    case offline, timeout
}

/// One rejected value per catalog matcher, by family.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private func catalog() -> [Rejection] {
    let counter = CallCounter()
    let one = Counted(value: 1, counter: counter)
    let two = Counted(value: 2, counter: counter)
    return coreCases(one, two) + numberCases(one, two, counter) + stringCases() + collectionCases(one, two)
        + dictionaryCases(one, two) + objectCases(one, two) + errorCases(one) + swiftShapedCases(one, two)
}

private func coreCases(_ one: Counted, _ two: Counted) -> [Rejection] {
    [
        rejection("equalTo", two, equalTo(one)),
        rejection("is value", two, `is`(one)),
        rejection("is matcher", two, `is`(equalTo(one))),
        rejection("not", one, not(one)),
        rejection("not anything", one, not(anything())),
        rejection("describedAs", two, describedAs("the number %0", equalTo(one), one)),
        rejection("allOf", two, allOf(equalTo(one), lessThan(one))),
        rejection("anyOf", two, anyOf(equalTo(one), lessThan(one))),
        rejection("allOf comparisons", two, allOf(greaterThan(two), lessThan(one))),
        rejection("anyOf comparisons", two, anyOf(greaterThan(two), lessThan(one))),
        rejection("not equalTo", one, not(equalTo(one))),
        rejection("&&", two, equalTo(one) && lessThan(one)),
        rejection("||", two, equalTo(one) || lessThan(one)),
        rejection("isTrue", false, isTrue()),
        rejection("isFalse", true, isFalse()),
        rejection("nilValue", Optional(one), nilValue()),
        rejection("present", Counted?.none, present()),
        rejection("presentAnd", Optional(two), presentAnd(equalTo(one))),
    ]
}

private func numberCases(_ one: Counted, _ two: Counted, _ counter: CallCounter) -> [Rejection] {
    [
        rejection("greaterThan", one, greaterThan(two)),
        rejection("greaterThanOrEqualTo", one, greaterThanOrEqualTo(two)),
        rejection("lessThan", two, lessThan(one)),
        rejection("lessThanOrEqualTo", two, lessThanOrEqualTo(one)),
        rejection("inRange half-open", two, inRange(one..<two)),
        rejection("inRange closed", Counted(value: 3, counter: counter), inRange(one...two)),
        rejection("inInterval", Counted(value: 3, counter: counter), inInterval(one...two)),
        rejection("closeTo", 2.0, closeTo(1.0, within: 0.1)),
        rejection("closeTo delta", 2.0, closeTo(1.0, 0.1)),
    ]
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private func stringCases() -> [Rejection] {
    [
        rejection("equalTo string", "ramen shop", equalTo("ramen shoe")),
        rejection("hasPrefix", "wasabi", hasPrefix("waka")),
        rejection("hasSuffix", "wakame", hasSuffix("mi")),
        rejection("hasPrefix substring", Substring("wasabi"), hasPrefix("waka")),
        rejection("containsString", "tonkotsu", containsString("miso")),
        rejection("containsStringsInOrder", "close send", containsStringsInOrder("send", "close")),
        rejection("equalToIgnoringCase", "Miso", equalToIgnoringCase("shio")),
        rejection("equalToIgnoringWhiteSpace", "mi so", equalToIgnoringWhiteSpace("shio")),
        rejection("matchesPattern", "abc", matchesPattern("x+")),
        rejection("containsPattern", "abc", containsPattern("x")),
        rejection("isEmptyString", "a", isEmptyString()),
    ]
}

private func collectionCases(_ one: Counted, _ two: Counted) -> [Rejection] {
    [
        rejection("everyItem", [one, two], everyItem(lessThan(two))),
        rejection("hasItem value", [one], hasItem(two)),
        rejection("hasItem matcher", [one], hasItem(greaterThan(one))),
        rejection("hasItem atIndex", [one], hasItem(two, atIndex: 0)),
        rejection("hasItems", [one], hasItems(one, two)),
        rejection("contains values", [one, two], contains(two, one)),
        rejection("contains matchers", [one, two], contains(equalTo(one), lessThan(one))),
        rejection("containsInAnyOrder values", [one, one], containsInAnyOrder(one, two)),
        rejection(
            "containsInAnyOrder matchers", [one, two], containsInAnyOrder(equalTo(one), lessThan(one))),
        rejection("containsInRelativeOrder", [one, two], containsInRelativeOrder(two, one)),
        rejection("onlyContains", [one, two], onlyContains(one)),
        rejection("isSubsetOf", [one, two], isSubsetOf(one)),
        rejection("isSupersetOf", [one], isSupersetOf(one, two)),
        rejection("isEmpty", [one], isEmpty()),
        rejection("hasCount", [one], hasCount(2)),
        rejection("isIn", two, isIn([one])),
        rejection("oneOf", two, oneOf(one)),
    ]
}

private func dictionaryCases(_ one: Counted, _ two: Counted) -> [Rejection] {
    [
        rejection("hasEntry value", ["a": one], hasEntry("a", two)),
        rejection("hasEntry matcher", ["a": one], hasEntry("b", equalTo(one))),
        rejection("hasEntry key matcher", ["a": one], hasEntry(hasPrefix("b"), equalTo(one))),
        rejection("hasEntries", ["a": one], hasEntries(["a": two])),
        rejection("hasKey", ["a": one], hasKey("b")),
        rejection("hasValue", ["a": one], hasValue(two)),
    ]
}

private func objectCases(_ one: Counted, _ two: Counted) -> [Rejection] {
    [
        rejection("has", Point(x: 1), has(\.x, equalTo(2))),
        rejection("has named", Point(x: 1), has("x", \.x, equalTo(2))),
        rejection("has comparison", Point(x: 1), has(\.x, greaterThan(2))),
        rejection("has other", Point(x: 1), has(\.x, not(equalTo(1)))),
        rejection("hasProperty", Point(x: 1), hasProperty("x", 2)),
        rejection("instanceOf", one as Any, instanceOf(String.self)),
        rejection("instanceOf and", one as Any, instanceOf(Counted.self, and: equalTo(two))),
        rejection("isA", one as Any, isA(String.self)),
        rejection("sameInstance", Box(), sameInstance(Box())),
    ]
}

private func errorCases(_ one: Counted) -> [Rejection] {
    [
        rejection("throwsError", { one }, throwsError()),
        rejection("throwsError value", { throw Failure.timeout }, throwsError(Failure.offline)),
        rejection("throwsError type", { one }, throwsError(ofType: Failure.self)),
        rejection(
            "throwsError type matching", { throw Failure.timeout },
            throwsError(ofType: Failure.self, matching: equalTo(.offline))),
        rejection("doesNotThrow", { () throws -> Counted in throw Failure.offline }, doesNotThrow()),
    ]
}

private enum Payment {
    case card(Counted)
    case cash
}

private func swiftShapedCases(_ one: Counted, _ two: Counted) -> [Rejection] {
    let success: Result<Counted, Failure> = .success(one)
    let failure: Result<Counted, Failure> = .failure(.offline)
    let card: @Sendable (Payment) -> Counted? = { if case .card(let number) = $0 { number } else { nil } }
    return [
        rejection("succeeded", failure, succeeded()),
        rejection("succeeded value", success, succeeded(two)),
        rejection("succeeded matching", success, succeeded(matching: greaterThan(one))),
        rejection("failed", success, failed()),
        rejection("failed value", failure, failed(Failure.timeout)),
        rejection("hasCase", Payment.cash, hasCase("card", card, equalTo(one))),
        rejection("hasCase payload", Payment.card(one), hasCase("card", card, equalTo(two))),
        rejection("has closure", Point(x: 1), has("double", { $0.x * 2 }, equalTo(3))),
        rejection("pointwise", [one, two], pointwise([two, one], { equalTo($0) })),
        rejection("whenSorted", [two, one], whenSorted(contains(two, one))),
        rejection("startsWith", [one, two], startsWith(two)),
        rejection("endsWith", [one, two], endsWith(one)),
        rejection("hasItem atIndex sequence", AnySequence([one]), hasItem(two, atIndex: 0)),
    ]
}

@Suite struct VerdictLazinessTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(.serialized, arguments: catalog())
    fileprivate func theVerdictOfARejectedValueBuildsNoText(_ rejected: Rejection) {
        // Serialized, as the cases share their `Counted` values: each reads its own difference.
        // The verdict path, directly and through the combinators, asks the doubles for no text.
        let before = rejected.textCount()
        #expect(!rejected.verdict())
        #expect(rejected.textCount() == before)
        // Control: the explaining path of this matcher does ask, and the doubles see it.
        #expect(rejected.message() != nil)
        #expect(rejected.textCount() > before)
    }

    @Test func aPassingAssertionBuildsNoText() {
        let counter = CallCounter()
        let spy = TextSpy()
        let one = Counted(value: 1, counter: counter)
        let messages = [
            failureMessage([one, one], everyItem(spied(greaterThanOrEqualTo(one), spy))),
            failureMessage("ramen", allOf(spied(hasPrefix("ra"), spy), spied(hasSuffix("en"), spy))),
            failureMessage([one], containsInAnyOrder(spied(equalTo(one), spy))),
            failureMessage(one, anyOf(spied(equalTo(one), spy), spied(lessThan(one), spy))),
            failureMessage(["a": one], hasEntry("a", spied(equalTo(one), spy))),
        ]
        #expect(messages == [nil, nil, nil, nil, nil])
        #expect(counter.count == 0)
        #expect(spy.count == 0)
        // Control: a failing one asks both doubles.
        #expect(failureMessage([one], everyItem(spied(greaterThan(one), spy))) != nil)
        #expect(counter.count > 0)
        #expect(spy.count > 0)
    }
}
