import Synchronization
import Testing

/// Issues recorded while a closure ran, captured instead of failing the test.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class IssueLog: Sendable {
    private let storage = Mutex<[Issue]>([])

    var issues: [Issue] { storage.withLock { $0 } }

    func append(_ issue: Issue) {
        storage.withLock { $0.append(issue) }
    }
}

/// Runs `body` and returns the issues it recorded (none for a passing check), without failing the
/// test for them.
func recordedIssues(_ body: () -> Void) -> [Issue] {
    let log = IssueLog()
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        log.append(issue)
        return true
    }
    return log.issues
}

/// Runs `body` and returns the issues it recorded, without failing the test for them.
func recordedIssues(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void) async -> [Issue]
{
    let log = IssueLog()
    await withKnownIssue(isIntermittent: true, isolation: isolation) {
        await body()
    } matching: { issue in
        log.append(issue)
        return true
    }
    return log.issues
}

extension Issue {
    /// The text `assertThat` recorded: the comment.
    var message: String? {
        comments.first?.rawValue
    }
}
