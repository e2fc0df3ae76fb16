import Testing

@testable import Matchers

private enum RamenSoup: Equatable {
    case shio, shoyu, miso, tonkotsu
}

private typealias CookRamen = (bowls: Int, soup: RamenSoup, extras: [String])

/// The messages a call recorder reports (the recorder itself, in XCTMatchers, only stores calls and
/// reports these at the test's line).
@Suite struct CallVerificationTests {
    fileprivate let twoMiso: CookRamen = (2, .miso, ["wakame", "tamago"])
    fileprivate let oneShio: CookRamen = (1, .shio, [])

    @Test func argumentsByKeyPathAndByClosure() {
        let call = calledWith(
            ArgumentMatcher<CookRamen>.argument("bowls", \.bowls, equalTo(2)),
            .argument("first extra", { $0.extras.first }, presentAnd(equalTo("wakame"))))
        #expect(call.matches(twoMiso) == .match)
        #expect(!verdictOnly(oneShio, call))
        #expect(call.description == #"a call with (bowls: 2, first extra: not nil and "wakame")"#)
    }

    @Test func calledWithListsEveryRefusedArgument() {
        let call: Matcher<CookRamen> = calledWith(
            .argument("bowls", \.bowls, equalTo(2)), .argument("soup", \.soup, equalTo(.miso)),
            .argument("extras", \.extras, hasItem("tamago")))
        #expect(
            failureMessage(oneShio, call) == """
                Expected: a call with (bowls: 2, soup: .miso, extras: a sequence containing "tamago")
                     but: was (bowls: 1, soup: .shio, extras: [])
                          bowls was 1
                          soup was .shio
                          extras was []
                """)
    }

    @Test func theCountIsLabelled() {
        #expect(CallVerification.count(1, equalTo(1), name: "") == [])
        #expect(
            CallVerification.count(2, equalTo(1), name: "") == ["call count\nExpected: 1\n     but: was 2"])
        #expect(
            CallVerification.count(0, greaterThan(0), name: "cookRamen") == [
                "cookRamen call count\nExpected: a value greater than 0\n     but: was 0\n          cookRamen was never called"
            ])
    }

    @Test func aNeverCalledMethodFailsOnceOnItsCount() {
        #expect(
            CallVerification.onlyCall(
                [CookRamen](), [.argument("bowls", \.bowls, equalTo(2))], name: "cookRamen")
                == [
                    "cookRamen call count\nExpected: 1\n     but: was 0\n          cookRamen was never called"
                ])
        #expect(
            CallVerification.onlyCall([CookRamen](), [.argument("bowls", \.bowls, equalTo(2))], name: "")
                == ["call count\nExpected: 1\n     but: was 0\n          the method was never called"])
    }

    @Test func theLastCallIsCheckedArgumentByArgument() {
        let arguments: [ArgumentMatcher<CookRamen>] = [
            .argument("bowls", \.bowls, equalTo(2)), .argument("soup", \.soup, equalTo(.miso)),
            .argument("extras", \.extras, containsInAnyOrder("tamago", "chashu")),
        ]
        #expect(CallVerification.lastCall([oneShio, twoMiso], Array(arguments.prefix(2)), name: "") == [])
        #expect(
            CallVerification.lastCall([twoMiso, oneShio, twoMiso], arguments, name: "") == [
                """
                call 3 of 3: extras
                Expected: a sequence containing in any order ["tamago", "chashu"]
                     but: was ["wakame", "tamago"]
                          missing 1 of 2:
                            - "chashu"
                          unexpected 1 of 2 items:
                            - item 0 was "wakame"
                              closest: "chashu"
                              but: differs at character 1: expected "c", found "w"
                """
            ])
        #expect(
            CallVerification.lastCall([oneShio], arguments, name: "cookRamen") == [
                "cookRamen call 1 of 1: bowls\nExpected: 2\n     but: was 1",
                "cookRamen call 1 of 1: soup\nExpected: .miso\n     but: was .shio",
                """
                cookRamen call 1 of 1: extras
                Expected: a sequence containing in any order ["tamago", "chashu"]
                     but: was []
                          count was 0, expected 2
                          missing 2 of 2:
                            - "tamago"
                            - "chashu"
                """,
            ])
    }

    @Test func noLastCallIsACountFailure() {
        #expect(
            CallVerification.lastCall([CookRamen](), [.argument("bowls", \.bowls, anything())], name: "")
                == [
                    "call count\nExpected: a value greater than 0\n     but: was 0\n          the method was never called"
                ])
    }

    @Test func callsInOrder() {
        let expected: [[ArgumentMatcher<CookRamen>]] = [
            [.argument("bowls", \.bowls, equalTo(2))],
            [.argument("bowls", \.bowls, equalTo(1)), .argument("soup", \.soup, equalTo(.shoyu))],
        ]
        #expect(
            CallVerification.inOrder(
                [twoMiso, oneShio],
                [[.argument("bowls", \.bowls, equalTo(2))], [.argument("bowls", \.bowls, equalTo(1))]],
                name: "") == [])
        #expect(
            CallVerification.inOrder([twoMiso, oneShio], expected, name: "")
                == ["call 2 of 2: soup\nExpected: .shoyu\n     but: was .shio"])
        #expect(
            CallVerification.inOrder([oneShio, oneShio, twoMiso], expected, name: "") == [
                "call count\nExpected: 2\n     but: was 3",
                "call 1 of 3: bowls\nExpected: 2\n     but: was 1",
                "call 2 of 3: soup\nExpected: .shoyu\n     but: was .shio",
            ])
    }

    @Test func callsInAnyOrder() {
        let expected: [[ArgumentMatcher<CookRamen>]] = [
            [.argument("soup", \.soup, equalTo(.shio))], [.argument("soup", \.soup, equalTo(.miso))],
        ]
        #expect(CallVerification.inAnyOrder([twoMiso, oneShio], expected, name: "") == [])
        let tonkotsu: CookRamen = (1, .tonkotsu, [])
        #expect(
            CallVerification.inAnyOrder([twoMiso, tonkotsu], expected, name: "cookRamen") == [
                """
                cookRamen calls
                Expected: a sequence containing in any order [a call with (soup: .shio), a call with (soup: .miso)]
                     but: was [(bowls: 2, soup: .miso, extras: ["wakame", "tamago"]), (bowls: 1, soup: .tonkotsu, extras: [])]
                          missing 1 of 2:
                            - a call with (soup: .shio)
                          unexpected 1 of 2 items:
                            - item 1 was (bowls: 1, soup: .tonkotsu, extras: [])
                              closest: a call with (soup: .shio)
                              but: soup was .tonkotsu
                """
            ])
    }
}
