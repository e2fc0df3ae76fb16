import Matchers
import TestSupport
import XCTMatchers
import XCTest

/// Values that print alike, as XCTest reports them: the reason that tells them apart is part of
/// the failure (see "Values that print alike" in Docs/MessageFormat.md).
final class AlikeValuesXCTestTests: FailureCapturingTestCase {
    func testADescriptionThatHidesTheDifferenceIsReportedWithTheStoredProperties() {
        let failures = recordedFailures {
            assertThat(Tagged(id: 1, note: "b"), equalTo(Tagged(id: 1, note: "a")))
        }
        XCTAssertEqual(
            failures.map(\.description),
            [
                """
                failed - Expected: Tagged #1
                     but: was Tagged #1
                          differs at note: expected "a", found "b"
                """
            ])
    }

    func testNaNIsReportedAsNotEqualToItself() {
        let failures = recordedFailures {
            assertThat(Double.nan, equalTo(.nan))
            assertThat([1.0, .nan], equalTo([1.0, .nan]), "readings")
        }
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - Expected: nan\n     but: was nan\n          NaN is not equal to itself",
                """
                failed - readings
                Expected: [1.0, nan]
                     but: was [1.0, nan]
                          differs at index 1 (- expected, + actual):
                              1.0
                            - nan
                            + nan
                                NaN is not equal to itself
                """,
            ])
    }
}
