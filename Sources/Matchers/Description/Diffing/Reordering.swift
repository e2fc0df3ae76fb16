/// How an array holds the same elements as another in a different order, read from the
/// ``EditScript`` between them. The element diff and the structural diff both find it and list it
/// here, so that a reordered `[String]` and a reordered `[Row]` read the same:
///
/// ```
/// differs in order: the same 5 elements in another order:
///     [3] → [0]: Row(id: 3, name: "row 3")
///     [0...2] → [1...3]: 3 elements, moved together
/// ```
///
/// Bounded: at most ``DiffLimits/pairedMoves`` elements are paired (up to the square of that in
/// comparisons); past it, or when an element has no equal partner (NaN has none, not even
/// itself), the arrays are not called a reordering and the diff lists edits as before.
internal struct Reordering {
    /// Where an element went, or a run of elements that stayed together: its index in the expected
    /// array and in the actual one, and how many elements move.
    struct Move {
        let from: Int
        let to: Int
        let count: Int
    }

    /// How many elements each array holds.
    let elementCount: Int
    /// The moves listed, at most the limit given.
    let moves: [Move]
    /// How many moves there are in all.
    let total: Int

    /// First each element the script removes, paired with an equal one it inserts
    /// (`equal(expectedOffset, actualOffset)`), then the runs it keeps that changed place (as
    /// blocks); at most `limit` of them are kept. `nil` when the arrays differ in length, when an
    /// element has no equal partner, when more than ``DiffLimits/pairedMoves`` elements would need
    /// pairing, or when nothing moved.
    init?(_ script: EditScript, limit: Int, equal: (_ expectedOffset: Int, _ actualOffset: Int) -> Bool) {
        guard script.expectedCount == script.actualCount else { return nil }
        var removed: [Int] = []
        var inserted: [Int] = []
        var blocks: [Move] = []
        for run in script {
            switch run {
            case .same(let expectedStart, let actualStart, let count):
                if expectedStart != actualStart {
                    blocks.append(Move(from: expectedStart, to: actualStart, count: count))
                }
            case .removed(let range):
                guard removed.count + range.count <= DiffLimits.pairedMoves else { return nil }
                removed += range
            case .inserted(let range):
                guard inserted.count + range.count <= DiffLimits.pairedMoves else { return nil }
                inserted += range
            }
        }
        var unpaired = inserted
        var singles: [Move] = []
        for from in removed {
            guard let partner = unpaired.firstIndex(where: { equal(from, $0) }) else { return nil }
            let to = unpaired.remove(at: partner)
            if from != to { singles.append(Move(from: from, to: to, count: 1)) }
        }
        guard !singles.isEmpty || !blocks.isEmpty else { return nil }
        elementCount = script.expectedCount
        moves = Array((singles + blocks).prefix(limit))
        total = singles.count + blocks.count
    }

    /// `the same 5 elements in another order:`.
    var words: String {
        "the same \(elementCount) \(pluralized("element", count: elementCount)) in another order:"
    }

    /// The header of a diff whose root is the reordered array:
    /// `differs in order: the same 5 elements in another order:`.
    var heading: String { "differs in order: " + words }

    /// One line per move listed, `[3] → [0]: Row(id: 3, name: "row 3")` (the element as `element`
    /// renders it from its expected offset) or `[0...2] → [1...3]: 3 elements, moved together`,
    /// and the rest counted, `…(4 more moves)`. Offsets are numbered from `firstIndex`, for arrays
    /// that are the last items of a longer sequence (`endsWith`).
    func lines(numberedFrom firstIndex: Int = 0, element: (_ expectedOffset: Int) -> String) -> [String] {
        var lines = moves.map { move in
            let from = firstIndex + move.from
            let to = firstIndex + move.to
            guard move.count == 1 else {
                let last = move.count - 1
                return "[\(from)...\(from + last)] → [\(to)...\(to + last)]: "
                    + "\(move.count) elements, moved together"
            }
            return "[\(from)] → [\(to)]: " + element(move.from)
        }
        let more = total - moves.count
        if more > 0 { lines.append("…(\(more) more \(pluralized("move", count: more)))") }
        return lines
    }
}
