import Foundation
import Matchers
import XCTMatchers
import XCTest

/// CallRecorder in XCTest: recorded calls, verifications reported at the test's line.
final class CallRecorderXCTestTests: FailureCapturingTestCase {
    func testAPassingVerificationReportsNothing() {
        let cook = RecordingCook()
        cook.cookRamen(bowls: 2, soup: .miso, extras: ["wakame", "tamago"])
        let failures = recordedFailures {
            cook.verifyCookRamen(
                bowls: equalTo(2), soup: equalTo(.miso), extras: containsInAnyOrder("tamago", "wakame"))
            cook.cookRamenCalls.verifyCalls([.argument("soup", \.soup, equalTo(.miso))])
        }
        XCTAssertEqual(failures, [])
    }

    func testANeverCalledMockFailsOnceAtTheTestsLine() {
        let cook = RecordingCook()
        let failures = recordedFailures {
            cook.verifyCookRamen(bowls: equalTo(2), soup: equalTo(.miso), extras: hasItem("tamago"))
        }
        let line = #line - 2
        let expected =
            "failed - cookRamen call count\nExpected: 1\n     but: was 0\n          cookRamen was never called"
        XCTAssertEqual(failures, [RecordedFailure(description: expected, file: #filePath, line: line)])
    }

    func testEachRefusedArgumentIsAFailureAtTheTestsLine() {
        let cook = RecordingCook()
        cook.cookRamen(bowls: 1, soup: .shio, extras: [])
        cook.cookRamen(bowls: 3, soup: .miso, extras: ["wakame"])
        let failures = recordedFailures {
            cook.verifyCookRamen(bowls: equalTo(3), soup: equalTo(.shio), extras: hasItem("tamago"))
        }
        let line = #line - 2
        XCTAssertEqual(
            failures,
            [
                RecordedFailure(
                    description: "failed - cookRamen call count\nExpected: 1\n     but: was 2",
                    file: #filePath,
                    line: line),
                RecordedFailure(
                    description: "failed - cookRamen call 2 of 2: soup\nExpected: .shio\n     but: was .miso",
                    file: #filePath, line: line),
                RecordedFailure(
                    description: """
                        failed - cookRamen call 2 of 2: extras
                        Expected: a sequence containing "tamago"
                             but: was ["wakame"]
                        """, file: #filePath, line: line),
            ])
    }

    func testCallsFromOtherThreadsAreAllRecorded() {
        let recorder = CallRecorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 200) { recorder.record($0) }
        XCTAssertEqual(recorder.callCount, 200)
        XCTAssertEqual(Set(recorder.calls), Set(0..<200))
    }

    func testCallsInAnyOrder() {
        let recorder = CallRecorder<(bowls: Int, soup: Soup, extras: [String])>()
        recorder.record((1, .shio, []))
        recorder.record((2, .miso, []))
        var line = 0
        let failures = recordedFailures {
            recorder.verifyCallsInAnyOrder(
                [.argument("soup", \.soup, equalTo(.miso))], [.argument("soup", \.soup, equalTo(.shio))])
            line = #line + 1
            recorder.verifyCallsInAnyOrder([.argument("soup", \.soup, equalTo(.miso))])
        }
        XCTAssertEqual(
            failures.map(\.description),
            [
                """
                failed - calls
                Expected: a sequence containing in any order [a call with (soup: .miso)]
                     but: was [(bowls: 1, soup: .shio, extras: []), (bowls: 2, soup: .miso, extras: [])]
                          count was 2, expected 1
                          unexpected 1 of 2 items:
                            - item 0 was (bowls: 1, soup: .shio, extras: [])
                """
            ])
        XCTAssertEqual(failures.map(\.line), [line])
    }
}
