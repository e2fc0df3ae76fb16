import Matchers
import Testing
import XCTMatchers

/// This file's folder (`Locations`) is not its module (`XCTMatchersTests`): the file ID an issue
/// gets without a `fileID:` argument comes from the running test, which is in the same file.
@Suite struct ModuleOfTheRunningTestTests {
    @Test func theFileIDNamesTheTestsModuleNotTheFolder() {
        let issues = recordedIssues { assertThat(4, equalTo(3)) }
        let line = #line - 1
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 49))
        #expect(#fileID == "XCTMatchersTests/ModuleOfTheRunningTestTests.swift")
    }

    @Test func requireThatAndVerificationsToo() {
        let recorder = CallRecorder<Int>("save")
        let issues = recordedIssues {
            _ = try? requireThat(4, equalTo(3))
            recorder.verifyCallCount(1)
        }
        #expect(issues.map(\.sourceLocation?.fileID) == [#fileID, #fileID])
    }
}
