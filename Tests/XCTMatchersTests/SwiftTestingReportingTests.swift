import Matchers
import Testing
import XCTMatchers

private enum RamenSoup: Equatable {
    case shio, shoyu, miso
}

private enum ParseError: Error, Equatable {
    case empty
}

/// In a Swift Testing test, failures are issues at the caller's exact file, line and column.
@Suite struct SwiftTestingReportingTests {
    // `#column` names a call by its opening parenthesis: `assertThat(` starts at column 39 here, so
    // the parenthesis is at 49. Swift Testing's own functions report the same column.
    @Test func aFailureIsAnIssueAtTheCallersLineAndColumn() {
        let issues = recordedIssues { assertThat(4, equalTo(3)) }
        let line = #line - 1
        #expect(issues.count == 1)
        #expect(issues.first?.message == "Expected: 3\n     but: was 4")
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 49))
    }

    @Test func theMessageComesFirst() {
        let issues = recordedIssues {
            assertThat(RamenSoup.shio, equalTo(.miso), "soup")
        }
        #expect(issues.map(\.message) == ["soup\nExpected: .miso\n     but: was .shio"])
        #expect(issues.first?.sourceLocation?.line == #line - 3)
        #expect(issues.first?.sourceLocation?.column == 23)
    }

    @Test func aPassingCheckRecordsNothing() {
        #expect(recordedIssues { assertThat(3, equalTo(3)) }.isEmpty)
    }

    @Test func aThrownErrorIsNamed() {
        func parse() throws -> Int { throw ParseError.empty }
        // A closure with `try` inside is inferred to throw even when the `try` is in an autoclosure,
        // so the check is a local function.
        func check() { assertThat(try parse(), equalTo(3)) }
        let issues = recordedIssues(check)
        #expect(issues.map(\.message) == ["Expected: 3\n     but: threw ParseError.empty"])
        #expect(issues.first?.sourceLocation?.line == #line - 3)
        #expect(issues.first?.sourceLocation?.column == 34)
    }

    @Test func theIssueIsAFailedExpectation() throws {
        let issue = try #require(recordedIssues { assertThat(4, equalTo(3)) }.first)
        #expect(issue.isFailure)
        guard case .expectationFailed(let expectation) = issue.kind else {
            Issue.record("recorded as \(issue.kind)")
            return
        }
        #expect(!expectation.isRequired)
        #expect(issue.description.contains("assertThat"))
    }

    @Test func applyMatcherReportsAtTheGivenFileAndLine() {
        let issues = recordedIssues {
            applyMatcher(equalTo(2), label: "bowls", toValue: 3, #file, #line)
        }
        let line = #line - 2
        #expect(issues.map(\.message) == ["bowls\nExpected: 2\n     but: was 3"])
        // `#file` is the file ID in Swift 6; the talk's shape has no column, so it is 1.
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #fileID, line: line, column: 1))
    }

    @Test func applyMatcherAcceptsAFilePath() {
        let issues = recordedIssues {
            applyMatcher(equalTo(2), label: "bowls", toValue: 3, #filePath, #line)
        }
        let line = #line - 2
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    /// Nothing in the call tells the helper's column from the test's: the test's line, the helper's
    /// column (`assertThat(` in VerifyHelpers.swift).
    @Test func aHelperThatForwardsFileAndLineButNotColumnGivesItsOwnColumn() {
        let issues = recordedIssues { verifyBowls(3, equalTo(2)) }
        let line = #line - 1
        #expect(issues.map(\.message) == ["bowls\nExpected: 2\n     but: was 3"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 15))
    }

    @Test func aHelperThatForwardsItsOwnFileIDButNotColumnGetsColumnOne() {
        let issues = recordedIssues { verifyBowlsWithItsFileID(3, equalTo(2)) }
        let line = #line - 1
        #expect(issues.map(\.message) == ["bowls\nExpected: 2\n     but: was 3"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test func aHelperThatForwardsTheColumnKeepsIt() {
        let issues = recordedIssues { verifyBowlsExactly(3, equalTo(2)) }
        let line = #line - 1
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 57))
    }

    /// Without a file ID, another test's file gets its folder as its module.
    @Test func aPathOfAnotherFileGetsItsFolderAsItsModule() {
        let issues = recordedIssues {
            assertThat(4, equalTo(3), file: "/somewhere/Tests/AppTests/OrderTests.swift", line: 12)
        }
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(
                    fileID: "AppTests/OrderTests.swift",
                    filePath: "/somewhere/Tests/AppTests/OrderTests.swift", line: 12, column: 23))
    }

    @Test func aFileIDOfAnotherFileDropsTheColumnAndKeepsItsModule() {
        let issues = recordedIssues {
            assertThat(
                4, equalTo(3), fileID: #fileID, file: "/somewhere/Tests/AppTests/OrderTests.swift", line: 12)
        }
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(
                    fileID: "XCTMatchersTests/OrderTests.swift",
                    filePath: "/somewhere/Tests/AppTests/OrderTests.swift", line: 12, column: 1))
    }

    @Test func aForwardedFileIDKeepsItsOwnModule() {
        // A helper in another module forwarding `#file`, which in Swift 6 is the test's file ID.
        let issues = recordedIssues { assertThat(4, equalTo(3), file: "AppTests/OrderTests.swift", line: 12) }
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(
                    fileID: "AppTests/OrderTests.swift", filePath: "AppTests/OrderTests.swift", line: 12,
                    column: 49))
    }

    @Test func lineZeroBecomesLineOne() {
        let issues = recordedIssues { assertThat(4, equalTo(3), line: 0) }
        #expect(issues.first?.sourceLocation?.line == 1)
    }

    @MainActor @Test func worksFromTheMainActor() {
        let issues = recordedIssues { assertThat(4, equalTo(3)) }
        #expect(issues.first?.sourceLocation?.line == #line - 1)
    }
}
