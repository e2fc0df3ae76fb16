import Foundation
import Testing

/// Issues recorded while a closure ran, captured instead of failing the test.
///
/// `@unchecked Sendable`: its one variable is read and written under `lock`. An `NSLock` rather
/// than `Mutex`, which needs macOS 15 / iOS 18, above the package's floor.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Issue] = []

    var issues: [Issue] { lock.withLock { storage } }

    func append(_ issue: Issue) {
        lock.withLock { storage.append(issue) }
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
