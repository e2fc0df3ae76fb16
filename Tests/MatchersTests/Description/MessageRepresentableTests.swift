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
                          differs at balance: expected 5, found 3
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

    /// A handle that says in words what its text hides.
    struct Socket: Equatable, MessageRepresentable {
        var port: Int
        var buffer: [UInt8] = []

        var messageRepresentation: MessageRepresentation { .text("Socket :\(port)") }

        func messageDifference(fromExpected expected: Socket) -> String? {
            expected.port == port ? "the same port, another buffer (\(buffer.count) bytes)" : nil
        }
    }

    struct Connection: Equatable {
        var name: String
        var socket: Socket
    }

    @Test func theTypesOwnWordsGoUnderTheTwoValues() {
        #expect(
            failureMessage(Socket(port: 80, buffer: [1, 2]), equalTo(Socket(port: 80))) == """
                Expected: Socket :80
                     but: was Socket :80
                          the same port, another buffer (2 bytes)
                """
        )
        // No words for this pair: the two renderings say it.
        #expect(
            failureMessage(Socket(port: 81), equalTo(Socket(port: 80))) == """
                Expected: Socket :80
                     but: was Socket :81
                """
        )
    }

    @Test func theTypesOwnWordsGoUnderItsPairInADiff() {
        let expected = Connection(name: "db", socket: Socket(port: 80))
        let actual = Connection(name: "db", socket: Socket(port: 80, buffer: [7, 8]))
        #expect(
            describeDifference(expected, actual) == """
                differs at socket (- expected, + actual):
                    Connection(
                      name: "db"
                  -   socket: Socket :80
                  +   socket: Socket :80
                        the same port, another buffer (2 bytes)
                    )
                """
        )
    }

    @Test func theWordsAreOnlyAskedForOnAFailure() {
        // `@unchecked Sendable`, and safe: made and used by this test's task alone.
        final class Counting: Equatable, MessageRepresentable, @unchecked Sendable {
            var asked = 0
            static func == (a: Counting, b: Counting) -> Bool { a === b }
            var messageRepresentation: MessageRepresentation { .text("counting") }
            func messageDifference(fromExpected expected: Counting) -> String? {
                asked += 1
                return "another instance"
            }
        }
        let value = Counting()
        #expect(failureMessage(value, equalTo(value)) == nil)
        #expect(value.asked == 0)
        #expect(failureMessage(value, equalTo(Counting()))?.hasSuffix("\n          another instance") == true)
        #expect(value.asked == 1)
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
