import Matchers
import TestSupport
import Testing

private enum Box {
    case full(Counted)
    case empty
}

/// Passing checks of the Swift-shaped matchers describe nothing: no value is rendered, and the
/// matchers they wrap are never described or asked to explain.
@Suite struct SwiftShapedLazinessTests {
    private let counter = CallCounter()
    private var one: Counted { Counted(value: 1, counter: counter) }
    private var two: Counted { Counted(value: 2, counter: counter) }

    @Test func passingChecksRenderNothing() {
        let result: Result<Counted, Never> = .success(one)
        #expect(failureMessage(result, succeeded(one)) == nil)
        #expect(failureMessage(result, succeeded()) == nil)
        #expect(
            failureMessage(
                Box.full(one), hasCase("full", { if case .full(let x) = $0 { x } else { nil } }, equalTo(one))
            ) == nil)
        #expect(failureMessage([one, two], has("first", { $0[0] }, equalTo(one))) == nil)
        #expect(
            failureMessage(
                [one, two], pointwise([1, 2], { value in Matcher("value \(value)") { $0.value == value } }))
                == nil)
        #expect(failureMessage([two, one], whenSorted(equalTo([one, two]))) == nil)
        #expect(failureMessage([one, two], startsWith(one)) == nil)
        #expect(failureMessage([one, two], endsWith(two)) == nil)
        #expect(failureMessage(Items([one, two]), hasItem(equalTo(two), atIndex: 1)) == nil)
        #expect(counter.count == 0)
    }

    @Test func insideNotTheVerdictAloneIsAsked() {
        let result: Result<Counted, Never> = .success(one)
        #expect(failureMessage(result, not(succeeded(two))) == nil)
        #expect(failureMessage([one], not(pointwise([two], { equalTo($0) }))) == nil)
        #expect(failureMessage([one], not(startsWith(two))) == nil)
        #expect(failureMessage([one], not(endsWith(two))) == nil)
        #expect(failureMessage([one], not(whenSorted(equalTo([two])))) == nil)
        #expect(counter.count == 0)
    }
}
