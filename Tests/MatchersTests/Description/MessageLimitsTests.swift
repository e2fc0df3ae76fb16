import Matchers
import Testing

@Suite struct MessageLimitsTests {
    @Test func documentedDefaults() {
        let limits = MessageLimits()
        #expect(limits.maxValueLength == 1_000)
        #expect(limits.maxDepth == 8)
        #expect(limits.maxReportedItems == 10)
        #expect(limits == MessageLimits(maxValueLength: 1_000, maxDepth: 8, maxReportedItems: 10))
    }

    @Test func currentDefaultsToTheDefaults() {
        #expect(MessageLimits.current == MessageLimits())
    }

    @Test func initializerRaisesValuesBelowTheMinimum() {
        let limits = MessageLimits(maxValueLength: 0, maxDepth: -3, maxReportedItems: 0)
        #expect(limits == MessageLimits(maxValueLength: 16, maxDepth: 1, maxReportedItems: 1))
    }

    @Test func settersRaiseValuesBelowTheMinimum() {
        var limits = MessageLimits()
        limits.maxValueLength = 5
        limits.maxDepth = 0
        limits.maxReportedItems = -1
        #expect(limits == MessageLimits(maxValueLength: 16, maxDepth: 1, maxReportedItems: 1))
        limits.maxValueLength = 40
        #expect(limits.maxValueLength == 40)
    }

    @Test func tinyLimitsNeverCrash() {
        var limits = MessageLimits()
        limits.maxValueLength = 1
        limits.maxReportedItems = 0
        MessageLimits.$current.withValue(limits) {
            #expect(renderValue(String(repeating: "a", count: 50)) == "\"a…(truncated)")
            #expect(MessageLayout.capped(["a", "b"]) == ["a", "…(1 more)"])
        }
    }

    @Test func withValueBindsForTheScopeOnly() {
        MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 3)) {
            #expect(MessageLimits.current.maxReportedItems == 3)
            MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 5)) {
                #expect(MessageLimits.current.maxReportedItems == 5)
            }
            #expect(MessageLimits.current.maxReportedItems == 3)
        }
        #expect(MessageLimits.current == MessageLimits())
    }

    @Test func childTasksInheritTheLimits() async {
        let inherited = await MessageLimits.$current.withValue(MessageLimits(maxDepth: 2)) {
            await Task { MessageLimits.current.maxDepth }.value
        }
        #expect(inherited == 2)
    }

    @Test func maxReportedItemsCapsCombinatorReasons() {
        let matcher = allOf(equalTo(1), equalTo(2), equalTo(3), equalTo(4))
        let message = MessageLimits.$current.withValue(MessageLimits(maxReportedItems: 2)) {
            failureMessage(0, matcher)
        }
        #expect(
            message
                == """
                Expected: all of:
                            - 1
                            - 2
                            - …(2 more)
                     but: was 0
                          failed 4 of 4:
                            - 1
                            - 2
                            - …(2 more)
                """)
    }

    @Test func maxValueLengthShortensTheActualValue() {
        let message = MessageLimits.$current.withValue(MessageLimits(maxValueLength: 30)) {
            failureMessage(Array(0..<100), Matcher("an empty array") { $0.isEmpty })
        }
        #expect(
            message
                == """
                Expected: an empty array
                     but: was [0, 1, 2, …(97 more)]
                """)
    }

    @Test func maxValueLengthShortensExpectedValuesToo() {
        let text = String(repeating: "b", count: 40)
        let description = MessageLimits.$current.withValue(MessageLimits(maxValueLength: 20)) {
            equalTo(text).description
        }
        #expect(description == "\"bbbbb…(truncated)")
    }
}
