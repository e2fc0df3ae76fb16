import Matchers
import Testing
import XCTMatchers

private enum LoadingState: Equatable {
    case loading, loaded
}

private enum NetworkError: Error {
    case offline
}

private actor Model {
    var state = LoadingState.loading

    func load() { state = .loaded }

    func fetch() throws -> LoadingState { throw NetworkError.offline }
}

@MainActor private final class ViewModel {
    var state = LoadingState.loading
}

/// `await assertThat({ … }, matcher)` checks the result of asynchronous code.
@Suite struct AsyncAssertThatTests {
    @Test func aMatchingResultPasses() async {
        let model = Model()
        await model.load()
        #expect(await recordedIssues { await assertThat({ await model.state }, equalTo(.loaded)) }.isEmpty)
    }

    @Test func aMismatchIsReportedAtTheCall() async {
        let model = Model()
        let issues = await recordedIssues {
            await assertThat({ await model.state }, equalTo(.loaded), "state")
        }
        let line = #line - 2
        #expect(issues.map(\.message) == ["state\nExpected: .loaded\n     but: was .loading"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 29))
    }

    @Test func aThrownErrorIsNamed() async {
        let model = Model()
        let issues = await recordedIssues { await assertThat({ try await model.fetch() }, equalTo(.loaded)) }
        #expect(issues.map(\.message) == ["Expected: .loaded\n     but: threw NetworkError.offline"])
    }

    @MainActor @Test func runsOnTheCallersActor() async {
        let viewModel = ViewModel()
        let issues = await recordedIssues { await assertThat({ viewModel.state }, equalTo(.loaded)) }
        #expect(issues.map(\.message) == ["Expected: .loaded\n     but: was .loading"])
    }

    @Test func plainChecksInAsyncTestsNeedNoAwait() async {
        // The async form takes a closure, so this resolves to the synchronous `assertThat`.
        #expect(recordedIssues { assertThat(3, equalTo(3)) }.isEmpty)
    }
}
