import Matchers
import Testing

private struct Item {
    let price: Double
}

private struct Order {
    let items: [Item]
    let customer: String
}

@Suite struct HasComputedTests {
    fileprivate let order = Order(items: [Item(price: 4), Item(price: 5)], customer: "Ann")

    @Test func matchesAFeatureAClosureComputes() {
        let total: Matcher<Order> = has(
            "total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9, within: 0.01))
        #expect(total.matches(order) == .match)
        #expect(verdictOnly(order, total))
        #expect(!verdictOnly(order, has("item count", { $0.items.count }, equalTo(3))))
    }

    @Test func theMessageNamesTheFeature() {
        #expect(
            failureMessage(
                order, has("total", { $0.items.map(\.price).reduce(0, +) }, closeTo(9.5, within: 0.01)))
                    == """
                    Expected: has total a value within 0.01 of 9.5
                         but: was Order(items: [Item(price: 4.0), Item(price: 5.0)], customer: "Ann")
                              total was 9.0
                                differs by 0.5
                    """)
    }

    @Test func aKeyPathStillPicksTheKeyPathOverload() {
        // A key path literal also converts to a function, so both overloads accept it: the call must
        // still compile without ambiguity, and either way the message is the same.
        let byKeyPath: Matcher<Order> = has("customer", \.customer, equalTo("Bo"))
        let byClosure: Matcher<Order> = has("customer", { $0.customer }, equalTo("Bo"))
        #expect(failureMessage(order, byKeyPath) == failureMessage(order, byClosure))
        #expect(byKeyPath.description == #"has customer "Bo""#)
    }

    @Test func theClosureRunsOncePerCheck() {
        nonisolated(unsafe) var runs = 0
        let counted: Matcher<Order> = has(
            "runs",
            { _ in
                runs += 1
                return runs
            }, greaterThan(100))
        _ = counted.matches(order)
        #expect(runs == 1)
    }
}
