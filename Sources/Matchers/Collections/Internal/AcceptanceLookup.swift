/// Who accepts whom among the items of a sequence and a list of matchers: the first item each
/// matcher accepts and the first matcher that accepts each item.
///
/// When every matcher is an equality on a `Hashable` type (`operands`, see
/// ``hashableEqualityOperands(_:)``), each direction is looked up by hashing, its table built in
/// `O(n + m)` expected time on the first question in that direction. Otherwise each question asks
/// the matchers for verdicts, in index order, stopping at the first that accepts: `O(n)` or `O(m)`
/// verdicts a question, and nothing is asked before a question is.
internal final class AcceptanceLookup<T> {
    private let items: [T]
    private let matchers: [Matcher<T>]
    private let operands: [T]?
    private lazy var hashedItemForOperand = operands.flatMap { hashedFirstEqual(to: $0, in: items) }
    private lazy var hashedOperandForItem = operands.flatMap { hashedFirstEqual(to: items, in: $0) }

    init(_ items: [T], _ matchers: [Matcher<T>], _ operands: [T]?) {
        self.items = items
        self.matchers = matchers
        self.operands = operands
    }

    /// The first item `matcher` accepts, or `nil`.
    func firstItem(_ matcher: Int) -> Int? {
        if let hashedItemForOperand { return hashedItemForOperand[matcher] }
        return items.indices.first { matchers[matcher].isSatisfied(by: items[$0]) }
    }

    /// The first matcher that accepts `item`, or `nil`.
    func firstMatcher(_ item: Int) -> Int? {
        if let hashedOperandForItem { return hashedOperandForItem[item] }
        return matchers.indices.first { matchers[$0].isSatisfied(by: items[item]) }
    }
}
