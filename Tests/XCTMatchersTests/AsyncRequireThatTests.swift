import Matchers
import Testing
import XCTMatchers

private enum NetworkError: Error {
    case offline
}

private struct Receipt: Equatable {
    var total: Int
}

private actor Service {
    var lastReceipt: Receipt?

    func pay(_ total: Int) { lastReceipt = Receipt(total: total) }

    func fetch() throws -> Receipt { throw NetworkError.offline }
}

/// `try await requireThat({ … }, matcher)` checks the result of asynchronous code and returns it.
@Suite struct AsyncRequireThatTests {
    @Test func aMatchingResultIsReturned() async throws {
        let service = Service()
        await service.pay(12)
        let receipt = try await requireThat({ try await service.fetchOrLast() }, has(\.total, equalTo(12)))
        #expect(receipt == Receipt(total: 12))
    }

    @Test func presentReturnsTheUnwrappedResult() async throws {
        let service = Service()
        await service.pay(12)
        let receipt: Receipt = try await requireThat({ await service.lastReceipt }, present())
        #expect(receipt.total == 12)
    }

    @Test func aMissingResultIsReportedAtTheCallAndStopsTheTest() async {
        let service = Service()
        var thrown: (any Error)?
        var reachedTheNextLine = false
        let issues = await recordedIssues {
            do {
                try await requireThat({ await service.lastReceipt }, present(), "receipt")
                reachedTheNextLine = true
            } catch {
                thrown = error
            }
        }
        let line = #line - 6
        #expect(issues.map(\.message) == ["receipt\nExpected: not nil\n     but: was nil"])
        #expect(
            issues.first?.sourceLocation
                == SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 38))
        #expect(!reachedTheNextLine)
        #expect(thrown is ExpectationFailedError)
    }

    @Test func aMismatchIsExplained() async {
        let service = Service()
        await service.pay(9)
        let issues = await recordedIssues {
            _ = try? await requireThat({ await service.lastReceipt }, presentAnd(has(\.total, equalTo(12))))
        }
        #expect(
            issues.map(\.message) == [
                "Expected: not nil and has total 12\n     but: was Receipt(total: 9)\n          total was 9"
            ])
    }

    @Test func nilFailsEvenWhenTheMatcherAcceptsIt() async {
        let service = Service()
        let issues = await recordedIssues {
            do {
                // The unwrapping overload: there is no value to return.
                try await requireThat({ await service.lastReceipt }, nilValue())
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
    }

    @Test func aThrownErrorIsNamed() async {
        let service = Service()
        let issues = await recordedIssues {
            _ = try? await requireThat({ try await service.fetch() }, equalTo(Receipt(total: 1)))
        }
        #expect(
            issues.map(\.message) == ["Expected: Receipt(total: 1)\n     but: threw NetworkError.offline"])
    }

    @Test func theClosureRunsOnce() async throws {
        var runs = 0
        _ = try await requireThat(
            {
                await Task.yield()
                runs += 1
                return runs
            }, equalTo(1))
        #expect(runs == 1)
    }
}

extension Service {
    /// The last receipt, or the fetched one when there is none.
    fileprivate func fetchOrLast() throws -> Receipt {
        try lastReceipt ?? fetch()
    }
}
