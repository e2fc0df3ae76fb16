/// A maximum matching between items (left) and matchers (right): the largest set of pairs
/// (item, matcher) in which the matcher accepts the item and nobody is used twice.
///
/// Any-order matchers need it because greedy assignment is wrong: with items `["ab", "a"]` and
/// matchers `[hasPrefix("a"), equalTo("ab")]`, giving `"ab"` to the first matcher that accepts it
/// leaves `"a"` without a partner, although pairing `"ab"` with `equalTo("ab")` pairs everyone.
///
/// Two ways to build one:
///
/// - ``init(itemCount:matcherCount:accepts:)`` runs **Hopcroft–Karp**: each phase finds the
///   shortest augmenting paths by breadth-first search over layers, then augments along a maximal
///   set of vertex-disjoint ones by depth-first search. `O(E·√V)` steps for `E` accepted pairs and
///   `V` items plus matchers, and at most `n·m` calls of `accepts` (each pair is asked at most once;
///   an item's row is asked only when the search reaches the item).
/// - ``init(itemKeys:matcherKeys:)`` pairs equal hashable keys by counting, in `O(n + m)` expected
///   time: when every matcher is an equality, equal keys form complete bipartite blocks and pairing
///   inside each block is optimal.
///
/// **Stable pairing.** Both start from the pairs item *i* – matcher *i* that match, try matcher *i*
/// first when searching from item *i*, and visit everything else in index order. The result is
/// the same on every run, and it keeps item *i* with matcher *i* wherever the augmenting paths
/// allow, so a failure message names the same items and matchers every time.
package struct BipartiteMatching {
    /// The matcher paired with each item, or `-1`.
    package private(set) var matcherForItem: [Int]
    /// The item paired with each matcher, or `-1`.
    package private(set) var itemForMatcher: [Int]
    /// The number of pairs.
    package private(set) var size = 0

    /// Items paired with no matcher, in index order.
    package var unpairedItems: [Int] { unpaired(matcherForItem) }

    /// Matchers paired with no item, in index order.
    package var unpairedMatchers: [Int] { unpaired(itemForMatcher) }

    /// The indices holding `-1`.
    private func unpaired(_ partners: [Int]) -> [Int] {
        partners.indices.filter { partners[$0] < 0 }
    }

    private init(itemCount: Int, matcherCount: Int) {
        matcherForItem = Array(repeating: -1, count: itemCount)
        itemForMatcher = Array(repeating: -1, count: matcherCount)
    }

    private mutating func pair(_ item: Int, _ matcher: Int) {
        matcherForItem[item] = matcher
        itemForMatcher[matcher] = item
    }

    /// A maximum matching found by Hopcroft–Karp; `accepts(i, j)` says whether matcher `j` accepts
    /// item `i` and is called at most once per pair.
    ///
    /// With `greedyFirst`, a greedy first-fit pass comes first (each item, in order, takes the first
    /// free matcher that accepts it, asking only free matchers), and augmenting paths start only
    /// from the items it left unpaired: on an input that first-fit solves, no more is asked than
    /// first-fit asks. Without it, the search starts from the diagonal, which keeps the pairing
    /// stable for failure messages (see the type's documentation). Both find a maximum matching.
    package init(
        itemCount: Int,
        matcherCount: Int,
        greedyFirst: Bool = false,
        accepts: @escaping (_ item: Int, _ matcher: Int) -> Bool
    ) {
        self.init(itemCount: itemCount, matcherCount: matcherCount, greedyFirst: greedyFirst) { item in
            { matcher in accepts(item, matcher) }
        }
    }

    /// The same search, given for each item a function that asks each matcher about it: the item
    /// is fetched once for all the matchers asked in a row (in a generic caller, fetching it copies
    /// it).
    package init(
        itemCount: Int,
        matcherCount: Int,
        greedyFirst: Bool = false,
        verdicts: @escaping (_ item: Int) -> (_ matcher: Int) -> Bool
    ) {
        self.init(itemCount: itemCount, matcherCount: matcherCount)
        var graph = LazyAdjacency(
            itemCount: itemCount, matcherCount: matcherCount, remembersPairs: greedyFirst, verdicts: verdicts)
        var startsFromTheDiagonal = true
        if graph.remembersPairs {
            // First-fit alone: an input already in order pairs on the diagonal anyway, one verdict
            // an item, and trying the diagonal first could leave first-fit a worse start.
            pairFirstFit(&graph)
            // When first-fit left many items unpaired, its pairs are a poor start for augmenting
            // paths (long paths, many phases): start again from the diagonal, as the stable search
            // does. Every verdict first-fit asked for is remembered, none is asked again.
            let unpaired = min(itemCount, matcherCount) - size
            startsFromTheDiagonal = unpaired > max(8, Int(Double(itemCount).squareRoot()))
            if startsFromTheDiagonal {
                self = BipartiteMatching(itemCount: itemCount, matcherCount: matcherCount)
            }
        }
        if startsFromTheDiagonal {
            for index in 0..<min(itemCount, matcherCount) where graph.diagonal(index) {
                pair(index, index)
                size += 1
            }
        }
        while size < min(itemCount, matcherCount), let phase = layers(&graph) {
            var next = Array(repeating: 0, count: itemCount)
            var distance = phase.distance
            for root in 0..<itemCount where matcherForItem[root] < 0 && distance[root] == 0 {
                if augment(from: root, &graph, &distance, &next, limit: phase.limit) {
                    size += 1
                }
            }
        }
    }

    /// A maximum matching of equal keys, by counting.
    package init<Key: Hashable>(itemKeys: [Key], matcherKeys: [Key]) {
        self.init(itemCount: itemKeys.count, matcherCount: matcherKeys.count)
        for index in 0..<min(itemKeys.count, matcherKeys.count) where itemKeys[index] == matcherKeys[index] {
            pair(index, index)
            size += 1
        }
        // Unpaired matchers by key: the lowest index per key, and a chain to the next one with
        // the same key (no array per key, one reserved table). A key unequal to itself (NaN)
        // pairs with nothing; left in, every such key would pile onto one bucket, `O(m²)`.
        var firstWaiting: [Key: Int] = [:]
        firstWaiting.reserveCapacity(matcherKeys.count - size)
        var nextWaiting = Array(repeating: -1, count: matcherKeys.count)
        for matcher in matcherKeys.indices.reversed()
        where itemForMatcher[matcher] < 0 && matcherKeys[matcher] == matcherKeys[matcher] {
            nextWaiting[matcher] = firstWaiting.updateValue(matcher, forKey: matcherKeys[matcher]) ?? -1
        }
        guard !firstWaiting.isEmpty else { return }
        for item in itemKeys.indices where matcherForItem[item] < 0 {
            guard let slot = firstWaiting.index(forKey: itemKeys[item]) else { continue }
            let matcher = firstWaiting.values[slot]
            guard matcher >= 0 else { continue }
            pair(item, matcher)
            size += 1
            firstWaiting.values[slot] = nextWaiting[matcher]
        }
    }

    private static let unreached = Int.max

    /// Pairs each unpaired item, in index order, with the first free matcher that accepts it. Free
    /// matchers are found through a "next free" forest with path halving, so a paired matcher is
    /// skipped without being asked about and in near-constant time.
    private mutating func pairFirstFit(_ graph: inout LazyAdjacency) {
        let matcherCount = itemForMatcher.count
        // nextFree[j] == j: matcher j is free (or j is the end); otherwise it points further on.
        var nextFree = (0...matcherCount).map { $0 < matcherCount && itemForMatcher[$0] >= 0 ? $0 + 1 : $0 }
        func firstFree(from start: Int) -> Int {
            var root = start
            while nextFree[root] != root { root = nextFree[root] }
            var index = start
            while index != root {
                let next = nextFree[index]
                nextFree[index] = root
                index = next
            }
            return root
        }
        for item in matcherForItem.indices where matcherForItem[item] < 0 {
            if size == matcherCount { return }
            let accepts = graph.verdicts(item)
            var matcher = firstFree(from: 0)
            while matcher < matcherCount {
                if graph.pair(item, matcher, accepts) {
                    pair(item, matcher)
                    size += 1
                    nextFree[matcher] = matcher + 1
                    break
                }
                matcher = firstFree(from: matcher + 1)
            }
        }
    }

    /// Breadth-first search from the free items over alternating paths. Returns each item's layer
    /// and the length of the shortest augmenting path, or `nil` when there is none (the matching is
    /// maximum).
    private func layers(_ graph: inout LazyAdjacency) -> (distance: [Int], limit: Int)? {
        var distance = Array(repeating: Self.unreached, count: matcherForItem.count)
        var queue: [Int] = []
        for item in matcherForItem.indices where matcherForItem[item] < 0 {
            distance[item] = 0
            queue.append(item)
        }
        var limit = Self.unreached
        var head = 0
        while head < queue.count {
            let item = queue[head]
            head += 1
            // Items past the layer where a free matcher was reached cannot be on a shortest path.
            guard distance[item] < limit else { continue }
            for matcher in graph.row(item) {
                let owner = itemForMatcher[matcher]
                if owner < 0 {
                    limit = min(limit, distance[item] + 1)
                } else if distance[owner] == Self.unreached {
                    distance[owner] = distance[item] + 1
                    queue.append(owner)
                }
            }
        }
        return limit == Self.unreached ? nil : (distance, limit)
    }

    /// Depth-first search along the layers for one augmenting path from `root`; flips it when
    /// found. Iterative, so long paths cannot overflow the stack.
    private mutating func augment(
        from root: Int,
        _ graph: inout LazyAdjacency,
        _ distance: inout [Int],
        _ next: inout [Int],
        limit: Int
    ) -> Bool {
        var path = [root]  // items
        var via: [Int] = []  // via[k]: the matcher leading from path[k] to path[k + 1]
        while let item = path.last {
            // Items on the last layer cannot continue a shortest path: do not ask about their row.
            // The row is read in place (`degree`, `neighbor`), not copied out at each step.
            let degree = distance[item] < limit ? graph.degree(item) : 0
            guard next[item] < degree else {
                distance[item] = Self.unreached  // dead end for the rest of this phase
                path.removeLast()
                if !via.isEmpty { via.removeLast() }
                continue
            }
            let matcher = graph.neighbor(item, next[item])
            next[item] += 1
            let owner = itemForMatcher[matcher]
            if owner < 0 {
                guard distance[item] + 1 == limit else { continue }
                via.append(matcher)
                for (step, pathItem) in path.enumerated() {
                    pair(pathItem, via[step])
                }
                return true
            }
            if distance[owner] == distance[item] + 1 {
                via.append(matcher)
                path.append(owner)
            }
        }
        return false
    }
}

/// The accepted pairs, asked for lazily: the diagonal first, then a whole item row when the
/// search first reaches the item. Each pair is evaluated at most once.
private struct LazyAdjacency {
    let matcherCount: Int
    /// For an item, the function that asks each matcher about it; callers that ask about one item
    /// several times get it once.
    let verdicts: (Int) -> (Int) -> Bool
    /// 0: not asked, 1: accepted, 2: rejected.
    private var diagonalState: [UInt8]
    private var rows: [[Int]?]
    /// Every pair asked about so far, when single pairs are asked (``pair(_:_:)``); 0: not asked,
    /// 1: accepted, 2: rejected. Kept only up to ``maximumRememberedPairs`` pairs.
    private var pairState: [UInt8]

    /// Past this many item–matcher pairs (a megabyte apiece), single pairs are not asked about.
    static let maximumRememberedPairs = 4_000_000

    var remembersPairs: Bool { !pairState.isEmpty }

    init(itemCount: Int, matcherCount: Int, remembersPairs: Bool, verdicts: @escaping (Int) -> (Int) -> Bool)
    {
        self.matcherCount = matcherCount
        self.verdicts = verdicts
        diagonalState = Array(repeating: 0, count: min(itemCount, matcherCount))
        rows = Array(repeating: nil, count: itemCount)
        let (pairs, overflow) = itemCount.multipliedReportingOverflow(by: matcherCount)
        let remembers = remembersPairs && !overflow && pairs > 0 && pairs <= Self.maximumRememberedPairs
        pairState = remembers ? Array(repeating: 0, count: pairs) : []
    }

    /// Whether matcher `index` accepts item `index`; `accepts`, when given, is `verdicts(index)`.
    mutating func diagonal(_ index: Int, _ accepts: ((Int) -> Bool)? = nil) -> Bool {
        if diagonalState[index] == 0 {
            diagonalState[index] = pair(index, index, accepts ?? verdicts(index)) ? 1 : 2
        }
        return diagonalState[index] == 1
    }

    /// Whether `matcher` accepts `item`, asked at most once (remembered when ``remembersPairs``);
    /// `accepts` is `verdicts(item)`.
    mutating func pair(_ item: Int, _ matcher: Int, _ accepts: (Int) -> Bool) -> Bool {
        guard remembersPairs else { return accepts(matcher) }
        let slot = item * matcherCount + matcher
        if pairState[slot] == 0 {
            pairState[slot] = accepts(matcher) ? 1 : 2
        }
        return pairState[slot] == 1
    }

    /// How many matchers accept `item` (its row, asked for now if it was not yet).
    mutating func degree(_ item: Int) -> Int {
        if rows[item] == nil { rows[item] = row(item) }
        return rows[item].unsafelyUnwrapped.count
    }

    /// The `index`-th matcher of the row of `item`, which ``degree(_:)`` asked for.
    func neighbor(_ item: Int, _ index: Int) -> Int {
        rows[item].unsafelyUnwrapped[index]
    }

    /// The matchers accepting `item`: matcher `item` first when it accepts, then the others in
    /// index order.
    mutating func row(_ item: Int) -> [Int] {
        if let row = rows[item] { return row }
        var row: [Int] = []
        let accepts = verdicts(item)
        if item < matcherCount, diagonal(item, accepts) {
            row.append(item)
        }
        for matcher in 0..<matcherCount where matcher != item && pair(item, matcher, accepts) {
            row.append(matcher)
        }
        rows[item] = row
        return row
    }
}
