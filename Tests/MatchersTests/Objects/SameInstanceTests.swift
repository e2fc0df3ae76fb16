import Matchers
import Testing

/// A plain class: not `Sendable`, not `Equatable`.
private class Screen {
    let title: String
    init(title: String) { self.title = title }
}

private final class LoginScreen: Screen {}

@Suite struct SameInstanceTests {
    @Test func matchesTheVeryObject() {
        let screen = Screen(title: "Log in")
        #expect(sameInstance(screen).matches(screen) == .match)
    }

    @Test func rejectsAnEqualButDistinctObject() {
        let matcher = sameInstance(Screen(title: "Log in"))
        #expect(matcher.matches(Screen(title: "Log in")) == .mismatch("another instance of Screen"))
    }

    @Test func description() {
        #expect(
            sameInstance(Screen(title: "Log in")).description
                == #"the same instance as Screen(title: "Log in")"#)
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(Screen(title: "Log in"), sameInstance(Screen(title: "Log in")))
                == """
                Expected: the same instance as Screen(title: "Log in")
                     but: was Screen(title: "Log in")
                          another instance of Screen
                """)
    }

    @Test func namesTheDynamicTypeOfTheOtherInstance() {
        let expected = Screen(title: "Home")
        let shown: Screen = LoginScreen(title: "Log in")
        #expect(
            failureMessage(shown, sameInstance(expected))
                == """
                Expected: the same instance as Screen(title: "Home")
                     but: was LoginScreen(title: "Log in")
                          another instance of LoginScreen
                """)
    }

    @Test func matcherOfANonSendableObjectIsSendable() {
        let screen = Screen(title: "Log in")
        let shared: any Sendable = sameInstance(screen)
        #expect((shared as? Matcher<Screen>)?.matches(screen) == .match)
    }

    @Test func worksThroughAnyObject() {
        let screen = Screen(title: "Log in")
        let object: AnyObject = screen
        #expect(sameInstance(object).matches(screen) == .match)
        #expect(
            sameInstance(object).matches(Screen(title: "Log in")) == .mismatch("another instance of Screen"))
    }
}
