import Matchers
import Testing
import XCTMatchers

private enum RamenSoup: Equatable {
    case shio, miso
}

private enum ParseError: Error {
    case empty
}

private func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw ParseError.empty }
    return number
}

/// `requireThat` reports like `assertThat`, then throws so that the test stops.
@Suite struct RequireThatTests {
    @Test func aMatchingValueIsReturned() throws {
        #expect(try requireThat(5, greaterThan(3)) == 5)
    }

    @Test func presentReturnsTheUnwrappedValue() throws {
        let soup: RamenSoup = try requireThat(Optional(RamenSoup.miso), present())
        #expect(soup == .miso)
    }

    @Test func presentAndReturnsTheUnwrappedValue() throws {
        let bowls: Int = try requireThat(Optional(2), presentAnd(greaterThan(1)), "bowls")
        #expect(bowls == 2)
    }

    @Test func aFailureIsReportedAtTheCallAndStopsTheTest() {
        var thrown: (any Error)?
        var reachedTheNextLine = false
        let issues = recordedIssues {
            do {
                try requireThat(3, equalTo(2), "bowls")
                reachedTheNextLine = true
            } catch {
                thrown = error
            }
        }
        let line = #line - 6
        #expect(issues.map(\.message) == ["bowls\nExpected: 2\n     but: was 3"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 32))
        #expect(!reachedTheNextLine)
        // Swift Testing's own error, which it does not report a second time.
        #expect(thrown is ExpectationFailedError)
    }

    @Test func theIssueIsARequiredExpectation() throws {
        let issues = recordedIssues { _ = try? requireThat(3, equalTo(2)) }
        let issue = try #require(issues.first)
        guard case .expectationFailed(let expectation) = issue.kind else {
            Issue.record("recorded as \(issue.kind)")
            return
        }
        #expect(expectation.isRequired)
        #expect(issue.description.contains("requireThat"))
    }

    @Test func aNilOptionalFailsPresent() {
        var thrown: (any Error)?
        let issues = recordedIssues {
            do {
                _ = try requireThat(Optional<RamenSoup>.none, presentAnd(equalTo(.miso)), "soup")
            } catch {
                thrown = error
            }
        }
        #expect(issues.map(\.message) == ["soup\nExpected: not nil and .miso\n     but: was nil"])
        #expect(thrown != nil)
    }

    @Test func aMismatchedOptionalIsExplained() {
        let issues = recordedIssues {
            _ = try? requireThat(Optional(RamenSoup.shio), presentAnd(equalTo(.miso)))
        }
        #expect(issues.map(\.message) == ["Expected: not nil and .miso\n     but: was .shio"])
    }

    @Test func nilFailsEvenWhenTheMatcherAcceptsIt() {
        var returned = false
        let issues = recordedIssues {
            do {
                // The unwrapping overload: there is no value to return.
                try requireThat(Optional<RamenSoup>.none, nilValue())
                returned = true
            } catch {}
        }
        #expect(
            issues.map(\.message) == [
                """
                Expected: nil
                     but: was nil
                          requireThat returns the unwrapped value, so nil fails it; check for nil with assertThat
                """
            ])
        #expect(!returned)
    }

    @Test func aThrownErrorIsReportedAndStopsTheTest() {
        func check() throws { _ = try requireThat(try parse("x"), greaterThan(0)) }
        var thrown: (any Error)?
        let issues = recordedIssues {
            do { try check() } catch { thrown = error }
        }
        #expect(
            issues.map(\.message) == ["Expected: a value greater than 0\n     but: threw ParseError.empty"])
        #expect(thrown is ExpectationFailedError)
    }

    @Test func aPassingRequirementRecordsNothing() {
        #expect(recordedIssues { _ = try? requireThat(Optional(3), present()) }.isEmpty)
    }
}
