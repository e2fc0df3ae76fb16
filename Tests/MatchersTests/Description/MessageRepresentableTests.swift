import Matchers
import Testing

/// A type that says how it appears in messages is rendered and diffed that way, not through its
/// stored properties.
@Suite struct MessageRepresentableTests {
    /// A view model: its closure and its cache are noise in a message.
    final class Account: Equatable, MessageRepresentable {
        let owner: String
        let balance: Int
        let refresh: () -> Void = {}
        var cache: [String: Int] = [:]

        init(owner: String, balance: Int) {
            self.owner = owner
            self.balance = balance
        }

        static func == (a: Account, b: Account) -> Bool { a.owner == b.owner && a.balance == b.balance }

        var messageRepresentation: MessageRepresentation { .children(["owner": owner, "balance": balance]) }
    }

    struct Handle: Equatable, MessageRepresentable {
        var id: Int
        var cache: [Int] = Array(0..<100)

        var messageRepresentation: MessageRepresentation { .text("Handle #\(id)") }
    }

    struct Window: Equatable {
        var title: String
        var account: Account
        var handle: Handle
    }

    @Test func childrenAreRenderedAndDiffedByLabel() {
        #expect(
            failureMessage(Account(owner: "ana", balance: 3), equalTo(Account(owner: "ana", balance: 5)))
                == """
                Expected: Account(owner: "ana", balance: 5)
                     but: was Account(owner: "ana", balance: 3)
                          differs at balance (- expected, + actual):
                              Account(
                                owner: "ana"
                            -   balance: 5
                            +   balance: 3
                              )
                """
        )
    }

    @Test func textIsPrintedAsItIs() {
        #expect(
            failureMessage(Handle(id: 2), equalTo(Handle(id: 1))) == """
                Expected: Handle #1
                     but: was Handle #2
                """
        )
    }

    @Test func nestedRepresentationsAreHonouredByTheStructuralDiff() {
        let expected = Window(title: "a", account: Account(owner: "ana", balance: 5), handle: Handle(id: 1))
        var actual = expected
        actual.account = Account(owner: "ana", balance: 3)
        actual.handle.id = 2
        #expect(
            describeDifference(expected, actual) == """
                differs at account.balance, handle (- expected, + actual):
                    Window(
                      title: "a"
                      account: Account(
                        owner: "ana"
                  -     balance: 5
                  +     balance: 3
                      )
                  -   handle: Handle #1
                  +   handle: Handle #2
                    )
                """
        )
    }

    @Test func theRepresentationIsOnlyAskedForOnAFailure() {
        // `@unchecked Sendable`, and safe: made and used by this test's task alone.
        final class Counting: Equatable, MessageRepresentable, @unchecked Sendable {
            var asked = 0
            static func == (a: Counting, b: Counting) -> Bool { a === b }
            var messageRepresentation: MessageRepresentation {
                asked += 1
                return .text("counting")
            }
        }
        let value = Counting()
        #expect(failureMessage(value, equalTo(value)) == nil)
        #expect(value.asked == 0)
    }
}
