import XCTest
import Matchers

// The user's own helper, written against the library's public building blocks.
func applyMatcher<T>(_ matcher: Matcher<T>, label: String, toValue value: T, _ file: StaticString, _ line: UInt) -> Void {
    switch matcher.matches(value) {
    case .match:
        return
    case let .mismatch(mismatchDescription):
        XCTFail(label + " " + describeMismatch(value, matcher.description, mismatchDescription), file: file, line: line)
    }
}

enum RamenSoup { case shio, shoyu, miso, tonkotsu }

protocol CookProtocol {
    func cookRamen(bowls: Int, soup: RamenSoup, extras: [String])
}

final class MockCook: CookProtocol {
    var cookRamenCallCount = 0
    var cookRamenLastBowls = 0
    var cookRamenLastSoup: RamenSoup?
    var cookRamenLastExtras: [String] = []

    func cookRamen(bowls: Int, soup: RamenSoup, extras: [String]) {
        cookRamenCallCount += 1
        cookRamenLastBowls = bowls
        cookRamenLastSoup = soup
        cookRamenLastExtras = extras
    }

    func verifyCookRamen(bowls: Matcher<Int>, soup: Matcher<RamenSoup>, extras: Matcher<Array<String>>,
                         file: StaticString = #file, line: UInt = #line) {
        applyMatcher(equalTo(1), label: "call count", toValue: cookRamenCallCount, file, line)
        applyMatcher(bowls, label: "bowls", toValue: cookRamenLastBowls, file, line)
        applyMatcher(soup, label: "soup", toValue: cookRamenLastSoup!, file, line)
        applyMatcher(extras, label: "extras", toValue: cookRamenLastExtras, file, line)
    }
}
