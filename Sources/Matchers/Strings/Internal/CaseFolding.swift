// Unicode's canonical caseless match (The Unicode Standard, D145): two strings match when
// NFD(toCasefold(NFD(X))) and NFD(toCasefold(NFD(Y))) are the same, toCasefold being the full case
// folding of CaseFolding.txt (statuses C and F). `caseFolded` computes toCasefold(NFD(X)) from the
// tables of CaseFoldingTable.swift (Unicode 15.0) and the canonical combining classes of the
// standard library (a class never changes once a scalar is assigned); Swift's `==` on two
// `String`s compares canonical equivalence, which is the outer NFD.

/// The text's full case folding (Unicode CaseFolding.txt, statuses C and F) of its canonical
/// decomposition: `"ẞ"` and `"ß"` → `"ss"`, `"Ꮉ"` → `"Ꮉ"` and `"ꮉ"` → `"Ꮉ"` (Cherokee folds to
/// its capitals), `"ᾳ"` → `"αι"`, while the dotless `"ı"` stays as it is.
///
/// Decomposing first puts combining marks in their canonical order before folding, so that the
/// ypogegrammeni U+0345, which folds to the letter `"ι"`, lands after the other marks whichever
/// way the text spells them: `"Ι\u{345}\u{307}"` and `"Ι\u{307}\u{345}"` both fold to
/// `"ι\u{307}ι"`. Two texts are equal ignoring case when their foldings are equal `String`s.
internal func caseFolded<Text: StringProtocol>(_ text: Text) -> String {
    var folded = String.UnicodeScalarView()
    // The marks (scalars of a non-zero combining class) since the last starter, in canonical
    // order: sorted by class, marks of one class in the order they came. Starters never move.
    var marks: [(scalar: Unicode.Scalar, combiningClass: UInt8)] = []
    func foldMarks() {
        guard !marks.isEmpty else { return }
        for mark in marks { appendFolding(of: mark.scalar, to: &folded) }
        marks.removeAll(keepingCapacity: true)
    }
    func add(_ scalar: Unicode.Scalar) {
        let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
        if combiningClass == 0 {
            foldMarks()
            appendFolding(of: scalar, to: &folded)
        } else {
            let position = marks.lastIndex { $0.combiningClass <= combiningClass }.map { $0 + 1 } ?? 0
            marks.insert((scalar, combiningClass), at: position)
        }
    }
    for scalar in text.unicodeScalars {
        if scalar.isASCII {
            foldMarks()
            folded.append(asciiLowercased(scalar))
        } else if isInMarkedBlock(scalar, CaseFoldingTable.blocksThatDecompose) {
            forEachCanonicallyDecomposed(scalar, add)
        } else {
            foldMarks()
            appendFolding(of: scalar, to: &folded)
        }
    }
    foldMarks()
    return String(folded)
}

/// `A`…`Z` lowered, any other scalar as it is.
private func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
}

/// Whether the block of 64 scalars `scalar` is in has its bit set in `blocks` (a block past the
/// last word has not): a test that spares most scalars (CJK ideographs, Hangul syllables, …) a search.
private func isInMarkedBlock(_ scalar: Unicode.Scalar, _ blocks: [UInt64]) -> Bool {
    let block = Int(scalar.value >> 6)
    return block / 64 < blocks.count && blocks[block / 64] & (1 << UInt64(block % 64)) != 0
}

/// Calls `body` with each scalar of the full canonical decomposition of `scalar`, in order (the
/// scalar itself when it has none). Hangul syllables are not decomposed: they and their jamo are
/// starters that case folding leaves alone, so their folding is the same either way.
private func forEachCanonicallyDecomposed(_ scalar: Unicode.Scalar, _ body: (Unicode.Scalar) -> Void) {
    // An entry is `scalar_first_second`, `second` 0 for a decomposition to one scalar.
    let decompositions = CaseFoldingTable.canonicalDecompositions
    guard let index = lastIndex(in: decompositions, keyAtMost: scalar.value, keyShift: 40),
        decompositions[index] >> 40 == UInt64(scalar.value),
        let first = Unicode.Scalar(decompositions[index].field(1))
    else { return body(scalar) }
    forEachCanonicallyDecomposed(first, body)
    if let second = Unicode.Scalar(decompositions[index].field(0)), second != "\0" {
        forEachCanonicallyDecomposed(second, body)
    }
}

/// Appends the full case folding of `scalar` (itself when case folding leaves it alone).
private func appendFolding(of scalar: Unicode.Scalar, to folded: inout String.UnicodeScalarView) {
    let value = scalar.value
    guard !scalar.isASCII else { return folded.append(asciiLowercased(scalar)) }
    guard isInMarkedBlock(scalar, CaseFoldingTable.blocksThatFold) else { return folded.append(scalar) }
    // A run is `first_last_target_stride`, the stride in the last hex digit.
    let runs = CaseFoldingTable.foldingRuns
    if let index = lastIndex(in: runs, keyAtMost: value, keyShift: 44) {
        let fields = runs[index] >> 4
        let (first, last, target, stride) = (
            fields.field(2), fields.field(1), fields.field(0), runs[index] & 0xF
        )
        if value <= last, (value - first) % UInt32(stride) == 0,
            let folding = Unicode.Scalar(target + value - first)
        {
            folded.append(folding)
            return
        }
    }
    let keys = CaseFoldingTable.multipleScalarFoldingKeys
    if let index = lastIndex(in: keys, keyAtMost: value, keyShift: 0), keys[index] == UInt64(value) {
        folded.append(contentsOf: CaseFoldingTable.multipleScalarFoldings[index].unicodeScalars)
        return
    }
    folded.append(scalar)
}

/// The index of the last entry of `sorted` whose key, the entry shifted right by `keyShift` bits,
/// is at most `value`: a binary search.
private func lastIndex(in sorted: [UInt64], keyAtMost value: UInt32, keyShift: UInt64) -> Int? {
    // The number of entries whose key is at most `value` lies in `low...high`.
    let bound = UInt64(value)
    var low = 0
    var high = sorted.count
    while low < high {
        let middle = (low + high) / 2
        if sorted[middle] >> keyShift <= bound {
            low = middle + 1
        } else {
            high = middle
        }
    }
    return low == 0 ? nil : low - 1
}

extension UInt64 {
    /// One of the five-hex-digit fields a packed table entry is made of, counted from 0 at the right.
    fileprivate func field(_ position: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: self >> (20 * position)) & 0xFFFFF
    }
}
