import Matchers
import Testing
import XCTMatchers

/// CallRecorder in Swift Testing: verifications are issues at the test's line and column.
/// A saved record whose id the code under test generates.
private struct SavedNote: Equatable, Sendable {
    var id: Int
    var text: String
}

@Suite struct CallRecorderTests {
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    @Test func anArgumentComparedEqualExceptItsGeneratedIdIsVerified() {
        let recorder = CallRecorder<(note: SavedNote, retries: Int)>("save")
        recorder.record((SavedNote(id: 91, text: "buy nori"), 0))
        #expect(
            recordedIssues {
                recorder.verifyLastCall(
                    .argument("note", \.note, equalTo(SavedNote(id: 0, text: "buy nori"), ignoring: \.id)))
            }.isEmpty)
        let issues = recordedIssues {
            recorder.verifyLastCall(
                .argument("note", \.note, equalTo(SavedNote(id: 0, text: "buy kombu"), ignoring: \.id)))
        }
        #expect(
            issues.map(\.message) == [
                """
                save call 1 of 1: note
                Expected: SavedNote(…, text: "buy kombu") ignoring SavedNote.id
                     but: was SavedNote(…, text: "buy nori")
                          differs at text: expected "buy kombu", found "buy nori"
                """
            ])
    }

    @Test func recordsCallsInOrder() {
        let recorder = CallRecorder<(bowls: Int, soup: Soup, extras: [String])>("cookRamen")
        #expect(recorder.name == "cookRamen")
        #expect(recorder.lastCall == nil)
        recorder.record((2, .miso, ["tamago"]))
        recorder.record((1, .shio, []))
        #expect(recorder.callCount == 2)
        #expect(recorder.calls.map(\.bowls) == [2, 1])
        #expect(recorder.lastCall?.soup == .shio)
        recorder.reset()
        #expect(recorder.callCount == 0)
    }

    @Test func theCallCountIsReportedAtTheCallersLineAndColumn() {
        let recorder = CallRecorder<Int>("save")
        recorder.record(1)
        recorder.record(2)
        let issues = recordedIssues { recorder.verifyCallCount(1) }
        let line = #line - 1
        #expect(issues.map(\.message) == ["save call count\nExpected: 1\n     but: was 2"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 63))
        #expect(recordedIssues { recorder.verifyCallCount(greaterThan(1)) }.isEmpty)
    }

    @Test func aVerifyHelperReportsEachArgumentAtTheTestsLine() {
        let cook = RecordingCook()
        cook.cookRamen(bowls: 2, soup: .miso, extras: ["wakame", "tamago"])
        let issues = recordedIssues {
            cook.verifyCookRamen(
                bowls: greaterThanOrEqualTo(3), soup: anything(),
                extras: containsInAnyOrder(equalTo("tamago"), hasPrefix("chashu")))
        }
        let line = #line - 4
        #expect(
            issues.map(\.message) == [
                "cookRamen call 1 of 1: bowls\nExpected: a value greater than or equal to 3\n     but: was 2",
                """
                cookRamen call 1 of 1: extras
                Expected: a sequence containing in any order ["tamago", a string with prefix "chashu"]
                     but: was ["wakame", "tamago"]
                          missing 1 of 2:
                            - a string with prefix "chashu"
                          unexpected 1 of 2 items:
                            - item 0 was "wakame"
                              closest: a string with prefix "chashu"
                              but: prefix differs at character 1: expected "c", found "w"
                """,
            ])
        #expect(issues.map { $0.sourceLocation?.line } == [line, line])
        #expect(issues.map { $0.sourceLocation?.fileID } == [#fileID, #fileID])
        #expect(issues.map { $0.sourceLocation?.column } == [33, 33])
    }

    @Test func noCallAtAllIsACountFailure() {
        let cook = RecordingCook()
        let issues = recordedIssues {
            cook.cookRamenCalls.verifyLastCall(.argument("bowls", \.bowls, equalTo(2)))
        }
        #expect(
            issues.map(\.message) == [
                "cookRamen call count\nExpected: a value greater than 0\n     but: was 0\n          cookRamen was never called"
            ])
    }

    @Test func aVerifyHelperOfANeverCalledMockFailsOnce() {
        let cook = RecordingCook()
        let issues = recordedIssues {
            cook.verifyCookRamen(bowls: equalTo(2), soup: equalTo(.miso), extras: hasItem("tamago"))
        }
        let line = #line - 2
        #expect(
            issues.map(\.message) == [
                """
                cookRamen call count
                Expected: 1
                     but: was 0
                          cookRamen was never called
                """
            ])
        #expect(issues.map { $0.sourceLocation?.line } == [line])
    }

    @Test func calledOnceChecksTheArgumentsOfTheOneCall() {
        let cook = RecordingCook()
        cook.cookRamen(bowls: 3, soup: .miso, extras: [])
        let issues = recordedIssues {
            cook.cookRamenCalls.verifyCalledOnce(
                .argument("bowls", \.bowls, equalTo(2)), .argument("soup", \.soup, equalTo(.miso)))
        }
        #expect(issues.map(\.message) == ["cookRamen call 1 of 1: bowls\nExpected: 2\n     but: was 3"])
    }

    @Test func calledTwiceFailsTheCountAndChecksTheLastCall() {
        let cook = RecordingCook()
        cook.cookRamen(bowls: 2, soup: .miso, extras: [])
        cook.cookRamen(bowls: 1, soup: .miso, extras: [])
        let issues = recordedIssues {
            cook.cookRamenCalls.verifyCalledOnce(.argument("bowls", \.bowls, equalTo(2)))
        }
        #expect(
            issues.map(\.message) == [
                "cookRamen call count\nExpected: 1\n     but: was 2",
                "cookRamen call 2 of 2: bowls\nExpected: 2\n     but: was 1",
            ])
    }

    @Test func callsInOrderNameTheCallAndTheArgument() {
        let recorder = CallRecorder<(bowls: Int, soup: Soup, extras: [String])>()
        recorder.record((2, .miso, []))
        recorder.record((1, .shio, []))
        recorder.record((1, .shio, ["nori"]))
        let issues = recordedIssues {
            recorder.verifyCalls(
                [.argument("bowls", \.bowls, equalTo(2))],
                [.argument("bowls", \.bowls, equalTo(1)), .argument("extras", \.extras, isEmpty())],
                [.argument("extras", \.extras, contains("negi"))])
        }
        #expect(
            issues.map(\.message) == [
                """
                call 3 of 3: extras
                Expected: a sequence containing exactly ["negi"]
                     but: was ["nori"]
                          item 0 was "nori"
                            expected: "negi"
                            but: differs at character 2: expected "e", found "o"
                """
            ])
        let fewer = recordedIssues { recorder.verifyCalls([.argument("bowls", \.bowls, equalTo(2))]) }
        #expect(fewer.map(\.message) == ["call count\nExpected: 1\n     but: was 3"])
    }

    @Test func callsFromOtherTasksAreAllRecorded() async {
        let cook = RecordingCook()
        await withTaskGroup(of: Void.self) { group in
            for bowls in 1...50 {
                group.addTask { cook.cookRamen(bowls: bowls, soup: .shoyu, extras: []) }
            }
        }
        cook.cookRamenCalls.verifyCallCount(50)
        #expect(Set(cook.cookRamenCalls.calls.map(\.bowls)) == Set(1...50))
    }
}
