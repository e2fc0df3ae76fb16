import Matchers
import TestSupport
import XCTMatchers
import XCTest

private struct Order {
    var counted: Counted
}

/// A passing `assertThat` builds no text: not the value's description, not the matcher's, not the message.
final class LazinessTests: XCTestCase {
    func testPassingAssertThatNeverDescribesTheValue() {
        let counter = CallCounter()
        let counted = Counted(value: 1, counter: counter)
        assertThat(counted, equalTo(counted))
        assertThat(counted, not(equalTo(Counted(value: 2, counter: counter))))
        assertThat(counted, anyOf(equalTo(Counted(value: 2, counter: counter)), equalTo(counted)))
        assertThat(counted, allOf(equalTo(counted), `is`(counted)))
        assertThat(Order(counted: counted), has(\.counted, equalTo(counted)))
        assertThat(Optional(counted), presentAnd(equalTo(counted)))
        XCTAssertEqual(counter.count, 0)
    }

    func testPassingAssertThatNeverEvaluatesTheMessage() {
        let counter = CallCounter()
        assertThat(
            2, equalTo(2),
            {
                counter.increment()
                return "bowls"
            }())
        XCTAssertEqual(counter.count, 0)
    }

    func testPassingAssertThatNeverDescribesTheMatcher() {
        let descriptions = CallCounter()
        let even = Matcher<Int>(
            {
                descriptions.increment()
                return "an even number"
            }()
        ) { $0 % 2 == 0 }
        assertThat(4, even)
        assertThat(4, not(even) || even)
        XCTAssertEqual(descriptions.count, 0)
    }

    func testAssertThatEvaluatesTheValueOnce() {
        let evaluations = CallCounter()
        assertThat(
            {
                evaluations.increment()
                return 3
            }(), greaterThan(2))
        XCTAssertEqual(evaluations.count, 1)
    }

    func testPassingApplyMatcherNeverDescribesTheValue() {
        let counter = CallCounter()
        let counted = Counted(value: 1, counter: counter)
        applyMatcher(equalTo(counted), label: "counted", toValue: counted, #filePath, #line)
        XCTAssertEqual(counter.count, 0)
    }
}
