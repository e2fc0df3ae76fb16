// SwiftHamcrest's call shapes, written as its users write them, in the Swift 5 language mode most
// of its suites still use: a SwiftHamcrest suite compiles against Matchers once `import Hamcrest`
// becomes `import SwiftHamcrestCompatibility`, the one import here that is not a test framework's.
// Each check also runs, and the failing ones record the message of Docs/MessageFormat.md.

import Foundation
import SwiftHamcrestCompatibility
import Testing
import XCTest

private enum SampleError: Error {
    case error1
    case error2
}

private enum AlternativeError: Error {
    case error
}

private func throwingFunc() throws -> Int { throw SampleError.error1 }
private func notThrowingFunc() throws -> Int { 42 }
private func throwingVoidFunc() throws { throw SampleError.error1 }
private func notThrowingVoidFunc() throws {}

private class ReflectableClass {
    var property1: String = "value1"
    var property2: String = "value2"
}

/// A class that is not `Sendable`, as SwiftHamcrest users capture them in matcher closures.
private class Counter {
    var count = 0
}

/// A matcher that refuses every value, written as SwiftHamcrest's own test helpers write one: the
/// reason comes in as a `String?` and goes straight to `.mismatch`.
private func failingMatcher<T>(
    _ type: T.Type = T.self, description: String = "description", mismatchDescription: String? = nil
) -> Matcher<T> {
    return Matcher<T>(description) { value in .mismatch(mismatchDescription) }
}

/// A custom matcher in the shape of SwiftHamcrest's README (a closure declared to return
/// `MatchResult`), whose reason is worked out as a `String?` first.
private func isDivisibleByThree() -> Matcher<Int> {
    return Matcher("divisible by three") {
        (value) -> MatchResult in
        let mismatchDescription: String? = value % 3 == 0 ? nil : "remainder: \(value % 3)"
        if mismatchDescription == nil {
            return .match
        } else {
            return .mismatch(mismatchDescription)
        }
    }
}

/// The messages of the failures `body` reported, captured instead of failing the test.
///
/// `body` is declared throwing only because a closure holding `assertThrows(try f())` is inferred to
/// throw (the `try` sits in an autoclosure); it never does.
private func reported(_ body: () throws -> Void) -> [String] {
    let messages = Messages()
    withKnownIssue(isIntermittent: true) {
        do { try body() } catch { Issue.record(error) }
    } matching: { issue in
        messages.append(issue.comments.first?.rawValue ?? "")
        return true
    }
    return messages.all
}

/// `@unchecked Sendable`: its one variable is read and written under `lock` (an `NSLock`: `Mutex`
/// needs macOS 15 / iOS 18, above the package's floor).
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    var all: [String] { lock.withLock { messages } }

    func append(_ message: String) {
        lock.withLock { messages.append(message) }
    }
}

@Suite struct SwiftHamcrestCallShapesTests {
    @Test func assertThrowsInItsThreeForms() {
        #expect(reported { assertThrows(try throwingFunc()) } == [])
        #expect(reported { assertThrows(try throwingVoidFunc()) } == [])
        #expect(reported { assertThrows(try throwingFunc(), SampleError.error1) } == [])
        #expect(reported { assertThrows(try throwingFunc(), equalTo(SampleError.error1)) } == [])
        #expect(
            reported { assertThrows(try notThrowingFunc()) } == [
                "Expected: throws an error\n     but: returned 42"
            ])
        #expect(
            reported { assertThrows(try notThrowingVoidFunc()) }
                == ["Expected: throws an error\n     but: did not throw"])
        #expect(
            reported { assertThrows(try throwingFunc(), SampleError.error2) }
                == ["Expected: throws SampleError.error2\n     but: threw SampleError.error1"])
        #expect(
            reported { assertThrows(try throwingFunc(), equalTo(AlternativeError.error)) }
                == [
                    "Expected: throws an error of type AlternativeError matching .error\n     but: threw SampleError.error1"
                ])
    }

    @Test func assertNotThrowsWithAndWithoutAValue() {
        #expect(reported { assertNotThrows(try notThrowingVoidFunc()) } == [])
        // swift-format-ignore: NoAssignmentInExpressions
        #expect(reported { assertNotThrows(_ = try notThrowingFunc()) } == [])  // SwiftHamcrest's own shape
        #expect(
            reported { assertNotThrows(try throwingVoidFunc()) }
                == ["Expected: does not throw\n     but: threw SampleError.error1"])
    }

    @Test func assertThatWithAMessageLabel() {
        #expect(reported { assertThat(1, equalTo(1), message: "one") } == [])
        #expect(
            reported { assertThat(2, equalTo(1), message: "one") } == ["one\nExpected: 1\n     but: was 2"])
        let noMessage: String? = nil
        #expect(
            reported { assertThat(2, equalTo(1), message: noMessage) } == ["Expected: 1\n     but: was 2"])
    }

    @Test func hasPropertyWithANameMatcher() {
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty(equalTo("property2"), equalTo("value2"))) }
                == [])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty(hasSuffix("2"), equalTo("value2"))) } == [])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty(equalTo("wrong"), equalTo("value2"))) }
                == [
                    """
                    Expected: has property "wrong" with value "value2"
                         but: was ReflectableClass(property1: "value1", property2: "value2")
                              no property "wrong"
                    """
                ])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty(equalTo("property2"), equalTo(25))) }
                == [
                    """
                    Expected: has property "property2" with value 25
                         but: was ReflectableClass(property1: "value1", property2: "value2")
                              property "property2" is of type String, not Int
                    """
                ])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func matchesPatternWithOptions() {
        let string = "foobar"
        #expect(reported { assertThat(string, matchesPattern("\\bfo+bar\\b")) } == [])
        #expect(
            reported { assertThat(string, matchesPattern("\\bFO+BAR\\b", options: .caseInsensitive)) } == [])
        #expect(
            reported { assertThat(string, matchesPattern("FO+", options: [.caseInsensitive])) }.count == 1)
        #expect(reported { assertThat(string, containsPattern("FO+", options: [.caseInsensitive])) } == [])
    }

    @Test func matchResultInSwiftHamcrestSpelling() {
        #expect(MatchResult(true) == .match)
        #expect(MatchResult(false) == .mismatch(nil))
        #expect(MatchResult(true, "description") == .match)
        #expect(MatchResult(false, "description") == .mismatch("description"))
        #expect(MatchResult(true).boolValue)
        #expect(!MatchResult(false, "description").boolValue)
    }

    @Test func customMatchersPassAnOptionalStringToMismatch() {
        #expect(
            reported { assertThat(1, failingMatcher(Int.self)) } == ["Expected: description\n     but: was 1"]
        )
        #expect(
            reported { assertThat(1, failingMatcher(Int.self, mismatchDescription: "mismatch description")) }
                == ["Expected: description\n     but: was 1\n          mismatch description"])
        #expect(reported { assertThat(342783, isDivisibleByThree()) } == [])
        #expect(
            reported { assertThat(489359, isDivisibleByThree()) }
                == ["Expected: divisible by three\n     but: was 489359\n          remainder: 2"])
    }

    @Test func hasPropertyWithANameAndAValue() {
        #expect(reported { assertThat(ReflectableClass(), hasProperty("property2", "value2")) } == [])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty("property2", "wrong")) }
                == [
                    """
                    Expected: has property "property2" with value "wrong"
                         but: was ReflectableClass(property1: "value1", property2: "value2")
                              property2 was "value2"
                                differs at character 1: expected "w", found "v"
                    """
                ])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty("property1", hasPrefix("value"))) } == [])
        #expect(
            reported { assertThat(ReflectableClass(), hasProperty("property1", hasSuffix("2"))) }
                == [
                    """
                    Expected: has property "property1" with value a string with suffix "2"
                         but: was ReflectableClass(property1: "value1", property2: "value2")
                              property1 was "value1"
                                suffix differs at character 1 from the end: expected "2", found "1"
                    """
                ])
    }

    @Test func matchResultAsABooleanLiteral() {
        // As SwiftHamcrest's own tests write a matcher's verdict.
        let literalMatch: MatchResult = true
        let literalMismatch: MatchResult = false
        #expect(literalMatch == .match)
        #expect(literalMismatch == .mismatch(nil))
        let zero = Matcher<Int>("zero") { value -> MatchResult in
            if value == 0 { return true }
            return false
        }
        #expect(reported { assertThat(0, zero) } == [])
        #expect(reported { assertThat(3, zero) } == ["Expected: zero\n     but: was 3"])
        // A closure of a bare literal still reads as a Bool predicate, as before the conformance.
        let always = Matcher<Int>("anything") { _ in true }
        #expect(reported { assertThat(1, always) } == [])
    }

    @Test func allOfAndAnyOfOverAnySequence() {
        let limits: Set<Int> = [10, 20]
        #expect(reported { assertThat(5, allOf(limits.map { lessThan($0) })) } == [])
        #expect(reported { assertThat(5, allOf(limits.lazy.map { lessThan($0) })) } == [])
        #expect(reported { assertThat(15, anyOf([1: equalTo(15), 2: equalTo(16)].values)) } == [])
        #expect(
            reported { assertThat(15, allOf(limits.sorted().lazy.map { lessThan($0) })) }
                == [
                    """
                    Expected: all of:
                                - a value less than 10
                                - a value less than 20
                         but: was 15
                              failed 1 of 2:
                                - a value less than 10
                    """
                ])
        #expect(reported { assertThat(15, anyOf(EmptyCollection<Matcher<Int>>())) }.count == 1)
    }

    @Test func matcherClosuresThatAreNotSendable() {
        // As SwiftHamcrest's own test helpers do: capture a non-Sendable object, a file name, and
        // assert inside the predicate.
        let counter = Counter()
        let file: String = #file
        let counting = Matcher<Int>("counted in \(file.isEmpty ? "?" : "a file")") { value -> Bool in
            counter.count += 1
            XCTAssertEqual(value, 3)
            return true
        }
        let explaining = Matcher<Int>("at most \(counter.count)") { value -> MatchResult in
            value <= counter.count ? .match : .mismatch("count was \(counter.count)")
        }
        let predicate: (Int) -> Bool = { $0 == counter.count }
        let fromAFunctionValue = Matcher<Int>("equal to the count", predicate)
        #expect(reported { assertThat(3, counting) } == [])
        #expect(counter.count == 1)
        #expect(reported { assertThat(1, explaining) } == [])
        #expect(
            reported { assertThat(2, explaining) } == [
                "Expected: at most 1\n     but: was 2\n          count was 1"
            ])
        #expect(reported { assertThat(1, fromAFunctionValue) } == [])
    }
}
