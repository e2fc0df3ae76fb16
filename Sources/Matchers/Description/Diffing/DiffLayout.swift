/// Lays out an ``EditScript`` as the body of a diff: `- ` for expected entries the actual value
/// lacks, `+ ` for actual entries the expected value lacks, two spaces for unchanged entries
/// around a change, and `… 40 unchanged lines` for longer unchanged runs.
///
/// At most ``MessageLimits/maxReportedItems`` changed entries are listed; the rest are counted on
/// a last line, `…(7 more changed lines)`. Iterating the script stops being costly as soon as
/// the listed entries are known: the rest is only counted.
internal struct DiffLayout {
    /// What one entry is called: `line`, `element`.
    let noun: String
    /// Renders an expected entry, given the offset of the actual entry it replaces, if any.
    let expectedEntry: (_ offset: Int, _ replacing: Int?) -> String
    /// Renders an actual entry, given the offset of the expected entry it replaces, if any.
    let actualEntry: (_ offset: Int, _ replacing: Int?) -> String

    /// The whole diff: the header `differs at <where> (- expected, + actual):`, where `position`
    /// names the first change from its offset (`line 3`, `index 2`), then the body lines, indented;
    /// `nil` when the script has no change. The header adds `, compared by position` when the
    /// script was too costly to align (see ``EditScript``).
    func describe(_ script: EditScript, position: (_ firstChange: Int) -> String) -> String? {
        let body = lines(for: script)
        guard let firstChange = body.firstChange else { return nil }
        let note = script.isAligned ? "" : ", compared by position"
        let header = "differs at \(position(firstChange)) (- expected, + actual\(note)):"
        return ([header] + body.lines.map { "  " + $0 }).joined(separator: "\n")
    }

    /// The body lines (`- x`, `+ x`, `  x`, `… 3 unchanged lines`, `…(2 more changed lines)`), and
    /// the offset of the first change (equal in both sequences).
    func lines(for script: EditScript) -> (lines: [String], firstChange: Int?) {
        let limit = MessageLimits.current.maxReportedItems
        let context = DiffLimits.contextLines
        var output: [String] = []
        var shown = 0
        var hidden = 0
        var firstChange: Int? = nil
        var pendingSame: (expected: Int, count: Int)? = nil

        func fold(_ count: Int) { output.append("… \(count) unchanged \(pluralized(noun, count: count))") }
        func unchanged(_ range: Range<Int>) {
            for offset in range { output.append("  " + expectedEntry(offset, nil)) }
        }
        func showSame(_ run: (expected: Int, count: Int), isLeading: Bool, isTrailing: Bool) {
            let range = run.expected..<(run.expected + run.count)
            let kept = (isLeading ? 0 : context) + (isTrailing ? 0 : context)
            guard run.count - kept >= 2 else { return unchanged(range) }
            if !isLeading { unchanged(range.prefix(context)) }
            fold(run.count - kept)
            if !isTrailing { unchanged(range.suffix(context)) }
        }
        // One side of a change, each entry with the entry of the other side it replaces, if any.
        func list(_ range: Range<Int>, isRemoved: Bool, replacing partner: Range<Int>) {
            guard !range.isEmpty else { return }
            if shown >= limit {
                hidden += range.count
                pendingSame = nil
                return
            }
            if let pending = pendingSame {
                showSame(pending, isLeading: firstChange == nil, isTrailing: false)
                pendingSame = nil
            }
            if firstChange == nil { firstChange = range.lowerBound }
            for (position, offset) in range.enumerated() {
                guard shown < limit else {
                    hidden += range.count - position
                    break
                }
                let paired = position < partner.count ? partner.lowerBound + position : nil
                output.append(
                    isRemoved ? "- " + expectedEntry(offset, paired) : "+ " + actualEntry(offset, paired)
                )
                shown += 1
            }
        }

        for block in script.blocks {
            switch block {
            case .same(let expected, let count):
                if let pending = pendingSame {
                    pendingSame = (pending.expected, pending.count + count)
                } else {
                    pendingSame = (expected, count)
                }
            case .changed(let removed, let inserted):
                list(removed, isRemoved: true, replacing: inserted)
                list(inserted, isRemoved: false, replacing: removed)
            }
        }
        if let pending = pendingSame, hidden == 0 {
            showSame(pending, isLeading: firstChange == nil, isTrailing: true)
        }
        if hidden > 0 {
            output.append("…(\(hidden) more changed \(pluralized(noun, count: hidden)))")
        }
        return (output, firstChange)
    }
}

/// A diff's noun as it follows `count`: `1 line`, `2 lines`, `3 entries`.
internal func pluralized(_ noun: String, count: Int) -> String {
    guard count != 1 else { return noun }
    return noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
}
