/// Who accepts whom among the items of a sequence and a list of matchers: the first item each
/// matcher accepts and the first matcher that accepts each item.
///
/// When every matcher is an equality on a `Hashable` type (`operands`, see
/// ``hashableEqualityOperands(_:)``), both are looked up by hashing, in `O(n + m)` expected time
/// for the whole table. Otherwise each question asks the matchers for verdicts, in index order,
/// stopping at the first that accepts: `O(n)` or `O(m)` verdicts a question, and nothing is asked
/// before a question is.
internal struct AcceptanceLookup {
    /// The first item `matcher` accepts, or `nil`.
    let firstItem: (_ matcher: Int) -> Int?
    /// The first matcher that accepts `item`, or `nil`.
    let firstMatcher: (_ item: Int) -> Int?

    init<T>(_ items: [T], _ matchers: [Matcher<T>], _ operands: [T]?) {
        if let operands, let lookup = hashedFirstEqual(items, operands) {
            firstItem = { lookup.itemForOperand[$0] >= 0 ? lookup.itemForOperand[$0] : nil }
            firstMatcher = { lookup.operandForItem[$0] >= 0 ? lookup.operandForItem[$0] : nil }
        } else {
            firstItem = { matcher in items.indices.first { matchers[matcher].isSatisfied(by: items[$0]) } }
            firstMatcher = { item in matchers.indices.first { matchers[$0].isSatisfied(by: items[item]) } }
        }
    }
}
