import Foundation
import Matchers
import Nimble
import XCTMatchers
import XCTest

// Each case times the same check three ways in one run: with Matchers, as hand-written code, and
// with Nimble. Inputs pass through `opaque` and results through `blackHole`, so the optimizer can
// neither precompute a check nor delete it. Passing checks go through the real `assertThat` and
// `expect` (a passing check reports nothing, so they work outside a test); failing checks build
// the complete message the way `assertThat` does, through `matches` and `describeMismatch`.

/// What hand-written code does on failure.
@inline(never)
func rawFailure(_ message: @autoclosure () -> String) {
    XCTFail(message())
}

/// A Nimble assertion handler that builds each failure's full message and discards it, as
/// `assertThat`'s message is built and reported.
final class NimbleMessageSink: AssertionHandler {
    private(set) var lastMessageBytes = 0
    private(set) var failures = 0

    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        guard !assertion else { return }
        let text = message.stringValue
        failures += 1
        lastMessageBytes = text.utf8.count
        blackHole(text)
    }
}

/// Stops the run when a case does not behave as it claims (a broken benchmark, not a slow one).
func require(_ condition: Bool, _ what: String) {
    guard condition else {
        print("error: benchmark precondition failed: \(what)")
        exit(1)
    }
}

/// 64 pseudo-random Ints; the loops cycle through them so that no two iterations are alike.
let sampleCount = 64
let sampleMask = sampleCount - 1

func sampleInts() -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<sampleCount).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 40)
    }
}

// MARK: (1) Passing equalTo on Int

func passingIntEquality(_ settings: Settings) -> Row {
    let actual = opaque(sampleInts())
    let expected = opaque(actual.map { $0 })
    require(equalTo(expected[0]).matches(actual[0]).isMatch, "(1) values are equal")
    let matchers = measure(settings) { iterations in
        for index in 0..<iterations {
            let sample = index & sampleMask
            assertThat(actual[sample], equalTo(expected[sample]))
        }
    }
    let raw = measure(settings) { iterations in
        for index in 0..<iterations {
            let sample = index & sampleMask
            if actual[sample] != expected[sample] { rawFailure("not equal") }
        }
    }
    let nimble = measure(settings) { iterations in
        for index in 0..<iterations {
            let sample = index & sampleMask
            expect(actual[sample]).to(equal(expected[sample]))
        }
    }
    return Row(
        number: "1", name: "assertThat(x, equalTo(y)), Int, passing",
        matchers: .time(matchers), raw: .time(raw), nimble: .time(nimble),
        target: isDebugBuild ? atMost(250) : nearRaw
    )
}

// MARK: (2) Passing equalTo on [String]

func passingStringArrayEquality(_ settings: Settings) -> Row {
    // Long enough to live on the heap, and built twice so that no comparison is a pointer check.
    let actual = (0..<1_000).map { "ramen bowl number \($0) with chashu" }
    let expected = (0..<1_000).map { "ramen bowl number \($0) with chashu" }
    require(equalTo(expected).matches(actual).isMatch, "(2) arrays are equal")
    let matchers = measure(settings) { iterations in
        for _ in 0..<iterations {
            assertThat(opaque(actual), equalTo(opaque(expected)))
        }
    }
    let raw = measure(settings) { iterations in
        for _ in 0..<iterations {
            if opaque(actual) != opaque(expected) { rawFailure("not equal") }
        }
    }
    let nimble = measure(settings) { iterations in
        for _ in 0..<iterations {
            expect(opaque(actual)).to(equal(opaque(expected)))
        }
    }
    return Row(
        number: "2", name: "assertThat(a, equalTo(b)), 1,000 Strings, passing",
        matchers: .time(matchers), raw: .time(raw), nimble: .time(nimble),
        target: Target(text: "≤ 2× raw ==") { ($0.overRaw ?? .infinity) <= 2 }
    )
}

// MARK: (3) Failing equalTo on Int, with the message

func failingIntEquality(_ settings: Settings) -> Row {
    let actual = opaque(sampleInts())
    let expected = opaque(actual.map { $0 &+ 1 })
    let example = equalTo(expected[0])
    if case .mismatch(let reason) = example.matches(actual[0]) {
        let text = describeMismatch(actual[0], example.description, reason)
        require(text == "Expected: \(expected[0])\n     but: was \(actual[0])", "(3) message is \(text)")
    } else {
        require(false, "(3) values differ")
    }
    let matchers = measure(settings) { iterations in
        for index in 0..<iterations {
            let sample = index & sampleMask
            let matcher = equalTo(expected[sample])
            if case .mismatch(let reason) = matcher.matches(actual[sample]) {
                blackHole(describeMismatch(actual[sample], matcher.description, reason))
            }
        }
    }
    let raw = measure(settings) { iterations in
        for index in 0..<iterations {
            let sample = index & sampleMask
            if actual[sample] != expected[sample] {
                blackHole("Expected: \(expected[sample])\n     but: was \(actual[sample])")
            }
        }
    }
    let sink = NimbleMessageSink()
    var nimble = 0.0
    withAssertionHandler(sink) {
        nimble = measure(settings) { iterations in
            for index in 0..<iterations {
                let sample = index & sampleMask
                expect(actual[sample]).to(equal(expected[sample]))
            }
        }
    }
    require(sink.failures > 0, "(3) Nimble reported the failures")
    return Row(
        number: "3", name: "equalTo, Int, failing, full message built",
        matchers: .time(matchers), raw: .time(raw), nimble: .time(nimble),
        target: atMost(isDebugBuild ? 1_500 : 1_000)
    )
}

// MARK: (5) The message for a mismatching 1,000,000-element array

func hugeArrayMessage(_ settings: Settings) -> [Row] {
    let count = settings.hugeArrayCount
    let expected: [Int] = Array(0..<count)
    var actual = expected
    actual[actual.count - 1] = -1  // the last element differs: the whole array must be compared
    return failingMessageRows(
        number: "5", name: "message for a \(grouped(count))-Int array mismatch", settings,
        expected: expected, actual: actual,
        timeTarget: Target(text: "≤ 100 ms") { $0.matchers.value <= 100_000_000 }
    ) { _ in }
}
