/// One stretch of an edit script from an expected sequence to an actual one, in element offsets
/// (0-based, from the start of each sequence).
internal enum EditRun: Equatable {
    /// `count` elements equal in both: `expected[expected..<expected + count]` and
    /// `actual[actual..<actual + count]`.
    case same(expected: Int, actual: Int, count: Int)
    /// Expected elements that the actual sequence lacks.
    case removed(Range<Int>)
    /// Actual elements that the expected sequence lacks.
    case inserted(Range<Int>)
}

/// The edit script between two random-access sequences of `expectedCount` and `actualCount`
/// elements, compared with `equal(expectedOffset, actualOffset)`; iterate it for its runs.
///
/// How it is computed, and what it costs:
/// 1. The common prefix and suffix are trimmed: O(N + M) comparisons.
/// 2. The rest is aligned with Myers' greedy shortest-edit-script search (E. W. Myers, "An O(ND)
///    Difference Algorithm and Its Variations", 1986): O((N + M) · D) time and O(D²) memory for
///    the trace, where D is the number of removed plus inserted elements.
/// 3. The search is bounded: it gives up when D passes ``DiffLimits/maxEditDistance`` or the
///    comparisons pass ``DiffLimits/comparisonBudget``. The rest is then compared position by
///    position (element i against element i, each differing pair as one removed and one inserted
///    element), lazily, in O(N + M) time and O(1) memory, and ``isAligned`` is `false`. A failure
///    message never hangs on a huge input.
///
/// Within a block of changes, removed runs come before inserted runs.
internal struct EditScript: Sequence {
    /// The number of elements of the expected sequence.
    let expectedCount: Int
    /// The number of elements of the actual sequence.
    let actualCount: Int
    /// `false` when the middle was too costly to align and is compared position by position.
    let isAligned: Bool

    private let prefixCount: Int
    private let suffixCount: Int
    private let middleRuns: [EditRun]?
    private let equal: (Int, Int) -> Bool

    init(
        expectedCount: Int,
        actualCount: Int,
        maxEditDistance: Int = DiffLimits.maxEditDistance,
        comparisonBudget: Int = DiffLimits.comparisonBudget,
        trimmed: (prefix: Int, suffix: Int)? = nil,
        equal: @escaping (Int, Int) -> Bool
    ) {
        self.expectedCount = expectedCount
        self.actualCount = actualCount
        self.equal = equal
        // `trimmed`: the common prefix and suffix, when the caller found them faster than `equal`.
        let shorter = Swift.min(expectedCount, actualCount)
        let prefix = trimmed?.prefix ?? (0..<shorter).first { !equal($0, $0) } ?? shorter
        let suffix =
            trimmed?.suffix
            ?? (0..<shorter - prefix).first { !equal(expectedCount - 1 - $0, actualCount - 1 - $0) }
            ?? shorter - prefix
        prefixCount = prefix
        suffixCount = suffix
        let middle = (expectedCount - prefix - suffix, actualCount - prefix - suffix)
        var runs = shortestEditRuns(
            expectedCount: middle.0,
            actualCount: middle.1,
            maxEditDistance: maxEditDistance,
            comparisonBudget: comparisonBudget,
            equal: { equal($0 + prefix, $1 + prefix) }
        )
        // As short an edit that replaces elements in place reads better: `- 20` / `+ 21` at each
        // position, not an insertion here and a removal there among equal neighbours.
        // (Asked only when the shortest edit is not in place already: one pass over the middle.)
        if let shortest = runs, middle.0 == middle.1, !replacesInPlace(shortest),
            let inPlace = replacementRuns(
                count: middle.0, editsAtMost: editCount(shortest), equal: { equal($0 + prefix, $1 + prefix) })
        {
            runs = inPlace
        }
        middleRuns = runs?.map { $0.shifted(by: prefix) }
        isAligned = runs != nil
    }

    func makeIterator() -> Iterator {
        Iterator(script: self)
    }

    /// Yields the prefix run, the middle runs (aligned or positional), then the suffix run.
    struct Iterator: IteratorProtocol {
        private let script: EditScript
        private var pending: [EditRun] = []
        private var stage = 0
        /// The next position of the positional comparison, relative to the sequences' starts.
        private var position = 0
        /// Differing positions yielded one pair at a time so far.
        private var pairsShown = 0
        /// How many differing positions are yielded as pairs before whole blocks take over:
        /// more than any message lists.
        private static let pairedPositions = 1_000

        fileprivate init(script: EditScript) {
            self.script = script
            position = script.prefixCount
        }

        mutating func next() -> EditRun? {
            while pending.isEmpty {
                switch stage {
                case 0:
                    if script.prefixCount > 0 {
                        pending.append(.same(expected: 0, actual: 0, count: script.prefixCount))
                    }
                    stage = 1
                case 1:
                    if let runs = script.middleRuns {
                        pending = runs.reversed()
                        stage = 2
                    } else if !nextPositionalBlock() {
                        stage = 2
                    }
                case 2:
                    if script.suffixCount > 0 {
                        pending.append(
                            .same(
                                expected: script.expectedCount - script.suffixCount,
                                actual: script.actualCount - script.suffixCount,
                                count: script.suffixCount
                            )
                        )
                    }
                    stage = 3
                default:
                    return nil
                }
            }
            return pending.removeLast()
        }

        /// Compares the next stretch of the middle position by position: a run of equal
        /// positions, one differing position (its expected element removed, then its actual one
        /// inserted, so that the pair shows together), or the longer sequence's tail.
        private mutating func nextPositionalBlock() -> Bool {
            let expectedEnd = script.expectedCount - script.suffixCount
            let actualEnd = script.actualCount - script.suffixCount
            let pairedEnd = Swift.min(expectedEnd, actualEnd)
            let start = position
            if start < pairedEnd {
                if script.equal(start, start) {
                    let end = (start + 1..<pairedEnd).first { !script.equal($0, $0) } ?? pairedEnd
                    pending.append(.same(expected: start, actual: start, count: end - start))
                    position = end
                } else if pairsShown < Self.pairedPositions {
                    pending.append(.inserted(start..<start + 1))
                    pending.append(.removed(start..<start + 1))
                    position = start + 1
                    pairsShown += 1
                } else {
                    // Far past what a message lists: whole blocks, which are cheaper to count.
                    let end = (start + 1..<pairedEnd).first { script.equal($0, $0) } ?? pairedEnd
                    pending.append(.inserted(start..<end))
                    pending.append(.removed(start..<end))
                    position = end
                }
                return true
            }
            if start < expectedEnd {
                pending.append(.removed(start..<expectedEnd))
            } else if start < actualEnd {
                pending.append(.inserted(start..<actualEnd))
            } else {
                return false
            }
            position = Swift.max(expectedEnd, actualEnd)
            return true
        }
    }
}

/// A stretch of an ``EditScript`` as a diff lists it: unchanged elements, or one change, the
/// expected elements `removed` and the actual elements `inserted` in their place, the `n`th
/// inserted element replacing the `n`th removed one (either range may be empty, not both).
internal enum EditBlock: Equatable {
    /// `count` unchanged elements from the expected offset `expected`.
    case same(expected: Int, count: Int)
    case changed(removed: Range<Int>, inserted: Range<Int>)
}

extension EditScript {
    /// The script's runs with each removed run and the inserted run right after it as one change;
    /// lazy, as the script is.
    var blocks: EditBlocks { EditBlocks(runs: makeIterator()) }
}

/// The blocks of an edit script (see ``EditScript/blocks``): a removed run is paired with the
/// run after it when that run is inserted, and that run is read ahead otherwise.
internal struct EditBlocks: Sequence, IteratorProtocol {
    fileprivate var runs: EditScript.Iterator
    private var readAhead: EditRun? = nil

    fileprivate init(runs: EditScript.Iterator) { self.runs = runs }

    mutating func next() -> EditBlock? {
        let run = readAhead ?? runs.next()
        readAhead = nil
        switch run {
        case nil:
            return nil
        case .same(let expected, _, let count):
            return .same(expected: expected, count: count)
        case .inserted(let inserted):
            return .changed(removed: 0..<0, inserted: inserted)
        case .removed(let removed):
            let next = runs.next()
            if case .inserted(let inserted) = next { return .changed(removed: removed, inserted: inserted) }
            readAhead = next
            return .changed(removed: removed, inserted: 0..<0)
        }
    }
}

extension EditRun {
    fileprivate func shifted(by offset: Int) -> EditRun {
        switch self {
        case .same(let expected, let actual, let count):
            return .same(expected: expected + offset, actual: actual + offset, count: count)
        case .removed(let range): return .removed((range.lowerBound + offset)..<(range.upperBound + offset))
        case .inserted(let range): return .inserted((range.lowerBound + offset)..<(range.upperBound + offset))
        }
    }
}

/// The number of elements `runs` remove and insert.
private func editCount(_ runs: [EditRun]) -> Int {
    runs.reduce(0) { total, run in
        switch run {
        case .same: total
        case .removed(let range), .inserted(let range): total + range.count
        }
    }
}

/// Whether every block of changes of `runs` removes and inserts the same positions.
private func replacesInPlace(_ runs: [EditRun]) -> Bool {
    var removed: Range<Int>? = nil
    for run in runs {
        switch run {
        case .same:
            guard removed == nil else { return false }
        case .removed(let range):
            guard removed == nil else { return false }
            removed = range
        case .inserted(let range):
            guard removed == range else { return false }
            removed = nil
        }
    }
    return removed == nil
}

/// Two sequences of `count` elements compared position by position, each run of differing
/// positions one block (its expected elements removed, then its actual ones inserted), when that
/// removes and inserts at most `editsAtMost` elements; `nil` otherwise, as soon as it is known.
private func replacementRuns(count: Int, editsAtMost limit: Int, equal: (Int, Int) -> Bool) -> [EditRun]? {
    var runs: [EditRun] = []
    var edits = 0
    var start = 0
    while start < count {
        let isSame = equal(start, start)
        var end = start + 1
        while end < count, equal(end, end) == isSame { end += 1 }
        if isSame {
            runs.append(.same(expected: start, actual: start, count: end - start))
        } else {
            edits += 2 * (end - start)
            guard edits <= limit else { return nil }
            runs += [.removed(start..<end), .inserted(start..<end)]
        }
        start = end
    }
    return runs
}

/// Myers' greedy forward search for a shortest edit script, with the trace kept for the way back.
///
/// O((N + M) · D) time and O(D²) memory. Returns `nil` when D would pass `maxEditDistance` or the
/// element comparisons pass `comparisonBudget`.
private func shortestEditRuns(
    expectedCount n: Int,
    actualCount m: Int,
    maxEditDistance: Int,
    comparisonBudget: Int,
    equal: (Int, Int) -> Bool
) -> [EditRun]? {
    if n == 0 && m == 0 { return [] }
    if n == 0 { return [.inserted(0..<m)] }
    if m == 0 { return [.removed(0..<n)] }
    let maxD = min(n + m, max(maxEditDistance, 1))
    let offset = maxD + 1
    // v[offset + k]: the furthest x reached on diagonal k (y = x - k).
    var v = [Int](repeating: 0, count: 2 * maxD + 3)
    // trace[d]: v before round d, diagonals -d-1 ... d+1 (what the way back needs).
    var trace: [[Int]] = []
    var comparisons = 0
    for d in 0...maxD {
        trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
        for k in stride(from: -d, through: d, by: 2) {
            var x =
                k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                ? v[offset + k + 1] : v[offset + k - 1] + 1
            var y = x - k
            while x < n, y < m {
                comparisons += 1
                guard equal(x, y) else { break }
                x += 1
                y += 1
            }
            v[offset + k] = x
            if x >= n, y >= m {
                return editRuns(fromTrace: trace, n: n, m: m)
            }
        }
        comparisons += d + 1
        if comparisons > comparisonBudget { return nil }
    }
    return nil
}

/// Walks the trace back from (n, m) to (0, 0) and merges the moves into runs, removed before
/// inserted within each block of changes.
private func editRuns(fromTrace trace: [[Int]], n: Int, m: Int) -> [EditRun] {
    var moves: [EditRun] = []  // backwards
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let snapshot = trace[d]
        func furthest(_ k: Int) -> Int { snapshot[k + d + 1] }
        let k = x - y
        let cameDown = k == -d || (k != d && furthest(k - 1) < furthest(k + 1))
        let previousK = cameDown ? k + 1 : k - 1
        let previousX = d == 0 ? 0 : furthest(previousK)
        let previousY = d == 0 ? 0 : previousX - previousK
        let snakeStart = d == 0 ? 0 : (cameDown ? previousX : previousX + 1)
        if x > snakeStart {
            moves.append(.same(expected: snakeStart, actual: snakeStart - k, count: x - snakeStart))
        }
        if d > 0 {
            moves.append(
                cameDown ? .inserted(previousY..<previousY + 1) : .removed(previousX..<previousX + 1))
        }
        x = previousX
        y = previousY
    }
    var runs: [EditRun] = []
    var removed: Range<Int>? = nil
    var inserted: Range<Int>? = nil
    func flushChanges() {
        if let range = removed { runs.append(.removed(range)) }
        if let range = inserted { runs.append(.inserted(range)) }
        removed = nil
        inserted = nil
    }
    for move in moves.reversed() {
        switch move {
        case .same(let expected, let actual, let count):
            flushChanges()
            if case .same(let lastExpected, let lastActual, let lastCount)? = runs.last,
                lastExpected + lastCount == expected, lastActual + lastCount == actual
            {
                runs[runs.count - 1] = .same(
                    expected: lastExpected, actual: lastActual, count: lastCount + count)
            } else {
                runs.append(move)
            }
        case .removed(let range):
            removed = removed.map { $0.lowerBound..<range.upperBound } ?? range
        case .inserted(let range):
            inserted = inserted.map { $0.lowerBound..<range.upperBound } ?? range
        }
    }
    flushChanges()
    return runs
}
