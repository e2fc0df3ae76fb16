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
    private let matchers: Expectations<T>
    private let operands: [T]?
    /// The only matchers and items that will be asked about, when known: a failure message asks
    /// about the few it shows, and tables of those few, filled by one pass over the other side, cost
    /// far less than tables of ten million entries.
    private let matcherQueries: [Int]?
    private let itemQueries: [Int]?
    private lazy var hashedItemForOperand = operands.flatMap { operands in
        answers(matcherQueries ?? Array(operands.indices)) {
            hashedFirstEqual(to: $0.map { operands[$0] }, in: items)
        }
    }
    private lazy var hashedOperandForItem = operands.flatMap { operands in
        answers(itemQueries ?? Array(items.indices)) {
            hashedFirstEqual(to: $0.map { items[$0] }, in: operands)
        }
    }

    init(
        _ items: [T], _ matchers: Expectations<T>, matcherQueries: [Int]? = nil, itemQueries: [Int]? = nil
    ) {
        self.items = items
        self.matchers = matchers
        self.operands = matchers.operands
        self.matcherQueries = matcherQueries
        self.itemQueries = itemQueries
    }

    /// The first item `matcher` accepts, or `nil`.
    func firstItem(_ matcher: Int) -> Int? {
        if let hashedItemForOperand, let answer = hashedItemForOperand[matcher] { return answer }
        return items.indices.first { matchers.accepts(matcher, items[$0]) }
    }

    /// The first matcher that accepts `item`, or `nil`.
    func firstMatcher(_ item: Int) -> Int? {
        if let hashedOperandForItem, let answer = hashedOperandForItem[item] { return answer }
        return matchers.indices.first { matchers.accepts($0, items[item]) }
    }
}

/// The answers `lookUp` gives for `queries`, keyed by query; `nil` when it cannot hash.
private func answers(_ queries: [Int], _ lookUp: ([Int]) -> [Int?]?) -> [Int: Int?]? {
    guard let found = lookUp(queries) else { return nil }
    var table: [Int: Int?] = [:]
    table.reserveCapacity(queries.count)
    for (query, answer) in zip(queries, found) { table[query] = answer }
    return table
}
