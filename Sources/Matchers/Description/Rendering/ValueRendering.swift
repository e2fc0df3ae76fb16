/// Renders a value the way failure messages show it: strings and characters as escaped Swift
/// literals, `nil` for an empty optional, collections and tuples element by element, and other
/// types through `CustomDebugStringConvertible`, `CustomStringConvertible` or their structure.
///
/// ```swift
/// renderValue(["a\tb", nil] as [String?])  // ["a\tb", nil]
/// renderValue(Int?.some(3) as Any)         // 3 (`as Any`: an optional passed as `Any` warns)
/// renderValue(RamenSoup.miso)              // .miso
/// ```
///
/// The result never exceeds ``MessageLimits/maxValueLength`` UTF-8 bytes; a cut rendering ends with
/// `…(truncated)`. Object graphs that refer to themselves print `<cycle: Type>` where they loop.
public func renderValue(_ value: Any) -> String {
    renderValue(value, types: nil)
}

/// ``renderValue(_:)`` in a pass that keeps what it learns about types in `types` (a new table when
/// `nil`), so that a type met again in the same explanation is not decided again.
internal func renderValue(_ value: Any, types: TypeFacts?) -> String {
    // An `Int`, a `Double` or a `Bool` is its description: no renderer to set up, and no limits to
    // read when it is shorter than any limit can be.
    if case .describedLeaf(let describe)? = TypeInfo.common(type(of: value))?.plan {
        let text = describe(value)
        let length = text.utf8.count
        if length <= MessageLimits.smallestValueLength || length <= MessageLimits.current.maxValueLength {
            return text
        }
    }
    return ValueRenderer.render(value, limits: MessageLimits.current, types: types ?? TypeFacts())
}

/// Whether a UTF-8 byte is printable ASCII other than a quote or a backslash: a run of such bytes
/// is its own Swift literal, with nothing to escape.
internal func isPlainLiteralByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
}

/// Renders a string as an escaped Swift literal, without any length limit.
package func swiftLiteral(_ text: some StringProtocol) -> String {
    // Printable ASCII without quotes or backslashes is its own literal: no scalar-by-scalar escaping.
    if text.utf8.allSatisfy(isPlainLiteralByte) { return "\"" + text + "\"" }
    var result = "\""
    var afterSyntax = true
    for scalar in text.unicodeScalars {
        let piece = escaped(scalar, afterSyntax: afterSyntax)
        afterSyntax = piece.hasPrefix("\\")
        result += piece
    }
    result += "\""
    return result
}

/// `scalar` as ``escaped(_:)`` spells it, and spelled `\u{…}` when it is a combining mark that
/// comes `afterSyntax`, right after a literal's opening quote or an escape, which it would
/// otherwise join: `"\u{301}e"`, not a quote with an accent on it.
package func escaped(_ scalar: Unicode.Scalar, afterSyntax: Bool) -> String {
    afterSyntax && joinsPreviousCharacter(scalar) ? unicodeEscape(scalar) : escaped(scalar)
}

/// Whether a scalar is a combining mark, which joins the character written before it.
internal func joinsPreviousCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
}

/// One scalar as it appears inside a Swift string literal. Control scalars and every scalar that
/// is invisible on its own (format characters, default-ignorable code points such as joiners,
/// variation selectors, U+034F and tag characters) are spelled `\u{…}`, so that odd Unicode is
/// visible in a CI log: `"a\u{FE0F}"` does not look like `"a"`.
package func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\0": return "\\0"
    default: break
    }
    if scalar.isASCII {
        return scalar.value < 0x20 || scalar.value == 0x7F ? unicodeEscape(scalar) : String(scalar)
    }
    if scalar.properties.isDefaultIgnorableCodePoint { return unicodeEscape(scalar) }
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator,
        .spaceSeparator:
        return unicodeEscape(scalar)
    default:
        return String(scalar)
    }
}

/// `\u{1F600}`.
private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
}

/// The types the renderer shows by their kind: leaves, optionals and the standard collections, each
/// through a protocol that refines this one. One lookup of it rules them all out for other types.
internal protocol KnownKind {}

/// The standard library's most common leaf values, rendered without a `Mirror`: the type is
/// known, so is its rendering. Text is escaped only as far as the renderer has room for.
internal protocol RenderedLeaf: KnownKind {
    func render(into renderer: inout ValueRenderer)
}

extension String: RenderedLeaf {
    func render(into renderer: inout ValueRenderer) { renderer.writeLiteral(self[...]) }
}
extension Substring: RenderedLeaf {
    func render(into renderer: inout ValueRenderer) { renderer.writeLiteral(self) }
}
extension Character: RenderedLeaf {
    func render(into renderer: inout ValueRenderer) { renderer.writeLiteral(unicodeScalars) }
}
extension Unicode.Scalar: RenderedLeaf {
    func render(into renderer: inout ValueRenderer) { renderer.writeLiteral(CollectionOfOne(self)) }
}

/// Leaves whose `description` is their rendering.
internal protocol DescribedLeaf: RenderedLeaf, CustomStringConvertible {}
extension DescribedLeaf {
    func render(into renderer: inout ValueRenderer) { renderer.write(description) }
}

extension Bool: DescribedLeaf {}
extension Int: DescribedLeaf {}
extension Int8: DescribedLeaf {}
extension Int16: DescribedLeaf {}
extension Int32: DescribedLeaf {}
extension Int64: DescribedLeaf {}
extension UInt: DescribedLeaf {}
extension UInt8: DescribedLeaf {}
extension UInt16: DescribedLeaf {}
extension UInt32: DescribedLeaf {}
extension UInt64: DescribedLeaf {}
extension Double: DescribedLeaf {}
extension Float: DescribedLeaf {}

/// Unordered collections: rendered sorted by their elements' renderings, so that a message is
/// the same on every run (hashing is seeded per process).
internal protocol UnorderedRendered: KnownKind {
    var renderedCount: Int { get }
    /// The type of a set's elements, or of a dictionary's keys: what a rendering sorts by.
    var sortedType: Any.Type { get }
    /// The first `count` entries in iteration order (a set's elements are keys without values):
    /// a rendering sorts no more than a sample (see ``DisplayOrder``).
    func renderedEntries(first count: Int) -> [(key: Any, value: Any?)]
}

/// A set, or a dictionary's keys or values: its elements, each a key without a value.
extension UnorderedRendered where Self: Collection {
    var renderedCount: Int { count }
    var sortedType: Any.Type { Element.self }
    func renderedEntries(first count: Int) -> [(key: Any, value: Any?)] {
        prefix(count).map { (key: $0 as Any, value: nil) }
    }
}

extension Set: UnorderedRendered {}

/// A dictionary is sorted by its keys, and each entry keeps its value.
extension Dictionary: UnorderedRendered {
    var sortedType: Any.Type { Key.self }
    func renderedEntries(first count: Int) -> [(key: Any, value: Any?)] {
        prefix(count).map { (key: $0.key as Any, value: $0.value as Any?) }
    }
}

// A dictionary's keys and values come in its iteration order, which changes from run to run (their
// own descriptions printed `Dictionary.Keys(["b", "a"])` in that order): shown as a set is.
extension Dictionary.Keys: UnorderedRendered {}
extension Dictionary.Values: UnorderedRendered {}

/// Writes a rendering into a buffer that stops growing at the limit.
///
/// Every bound is enforced here, whatever the value: the output never passes
/// ``MessageLimits/maxValueLength`` UTF-8 bytes, nesting stops at ``MessageLimits/maxDepth`` (a
/// custom mirror that claims to be an optional of itself included), a structure lists at most
/// ``maximumChildren`` children (a mirror's children may be infinite), and text is escaped only as
/// far as it is shown.
internal struct ValueRenderer {
    let limits: MessageLimits
    private(set) var output = ""
    /// The output's size in UTF-8 bytes.
    private var length = 0
    private var truncated = false
    private var objectsInProgress: Set<ObjectIdentifier> = []
    /// At most this many scalars of each string literal nested in the value are written, then
    /// `…"`: a compact line shows no more of a literal than that, and the levels after it stay
    /// visible to the cut. `nil`: no limit but the output's.
    private var nestedLiteralLimit: Int?
    /// The depth of the value being written, for ``nestedLiteralLimit``.
    private var leafDepth = 0
    /// Lists being written, each of which keeps room for its `…(N more)]` marker.
    private var openLists = 0
    /// For a compact line: a nested value that starts at or past this many characters is written
    /// as `_`. The cut keeps fewer characters than that and reads past them only for brackets,
    /// commas and list counts, which `_` keeps. `nil`: every value in full.
    private var elidingFrom: Int?
    /// The characters written, while each of them is one scalar (ASCII but `\r`, or `…`) as the cut
    /// counts them; `nil` once another is written before `elidingFrom`, and from then on nothing is
    /// elided. Not counted past `elidingFrom`: the cut keeps fewer characters than that.
    private var simpleCharacters: Int? = 0
    /// Whether ``marks`` are recorded: for a compact line, whose cut reads them.
    private var recordsMarks = false
    /// Where the output holds a value's own text (a description, a type name), which the compact
    /// cut reads as text, so that a description such as `5" (approx` or `[tag 1` is not taken for
    /// the renderer's own syntax; and where a list's `…(N more)` is, with its count, which the cut
    /// takes from the mark, not from the text.
    private(set) var marks: [TextMark] = []

    /// The most children of one structure, tuple or class that are visited.
    static let maximumChildren = 1_000

    /// What this rendering has learned about the types it met.
    private let types: TypeFacts
    /// The structures the message's diff read, and the side of the diff this value is (see
    /// ``ReadStructures``): a structure found there is not reflected again.
    private var read: (structures: ReadStructures, side: Ancestors.Side)?
    /// The diff's path of the value being written, while it can be looked up in ``read``: `nil`
    /// without it, and below a set or a dictionary.
    private var path: String?

    init(limits: MessageLimits, types: TypeFacts) {
        self.limits = limits
        self.types = types
    }

    /// `value` rendered alone under `limits`. `types` is what the caller's pass has learned about
    /// types so far; the rendering adds to it.
    static func render(_ value: Any, limits: MessageLimits, types: TypeFacts = TypeFacts()) -> String {
        var renderer = ValueRenderer(limits: limits, types: types)
        renderer.append(value, depth: 0)
        return renderer.finish()
    }

    /// `value` rendered for a compact line, with its ``marks``: each string literal nested in it cut
    /// after `nestedLiteralLimit` scalars, each value nested past `elidingFrom` characters written as
    /// `_`. `enclosingObjects` are instances being shown around the value (a diff's tree above its
    /// line): a reference to one of them is a cycle. A structure found in `read` is not reflected
    /// again.
    static func renderForCut(
        _ value: Any,
        limits: MessageLimits,
        nestedLiteralLimit: Int,
        elidingFrom: Int,
        enclosingObjects: Set<ObjectIdentifier>,
        types: TypeFacts,
        read: (structures: ReadStructures, side: Ancestors.Side)?
    ) -> MarkedText {
        var renderer = ValueRenderer(limits: limits, types: types)
        renderer.nestedLiteralLimit = nestedLiteralLimit
        renderer.elidingFrom = elidingFrom
        renderer.objectsInProgress = enclosingObjects
        renderer.read = read
        renderer.path = read == nil ? nil : ""
        renderer.recordsMarks = true
        renderer.append(value, depth: 0)
        return MarkedText(renderer.finish(), marks: renderer.marks)
    }

    /// ``renderValue(_:)`` with its ``marks``: a matcher's description that shows a value, which a
    /// compact line cuts.
    static func renderMarked(_ value: Any) -> MarkedText {
        var renderer = ValueRenderer(limits: MessageLimits.current, types: TypeFacts())
        renderer.recordsMarks = true
        renderer.append(value, depth: 0)
        return MarkedText(renderer.finish(), marks: renderer.marks)
    }

    var isFull: Bool { truncated }

    mutating func write(_ text: String) {
        guard !truncated else { return }
        let count = text.utf8.count
        if length + count <= limits.maxValueLength {
            output += text
            length += count
            // Counted only up to where elision starts: the characters after it are never kept.
            if let elidingFrom, let written = simpleCharacters, written < elidingFrom {
                if let count = simpleCharacterCount(text) {
                    simpleCharacters = written + count
                } else {
                    simpleCharacters = nil
                }
            }
        } else {
            output += prefix(of: text, bytes: limits.maxValueLength - length)
            length = limits.maxValueLength
            truncated = true
        }
    }

    /// Writes a description, with what a reader could not see in it spelled out (see
    /// `visibleDescription(_:limit:)`).
    mutating func writeDescription(_ text: String) {
        writeOpaque(visibleDescription(text, limit: limits.maxValueLength))
    }

    /// Writes a value's own text (a description, a type name), which the compact cut reads as
    /// text only (see ``marks``).
    mutating func writeOpaque(_ text: String) {
        let start = length
        write(text)
        markOpaque(text, writtenFrom: start)
    }

    /// Marks `text`, written from the byte offset `start` on, as a value's own text, when it holds
    /// something the cut could misread: most names and descriptions hold none of it.
    private mutating func markOpaque(_ text: String, writtenFrom start: Int) {
        guard recordsMarks, length > start, holdsCutSyntax(text) else { return }
        marks.append(TextMark(range: start..<min(start + text.utf8.count, length), kind: .ownText))
    }

    /// Writes the marker that ends a list cut short, `…(count more)`, or `…` when the count is not
    /// known, marked as what it is (see ``marks``).
    mutating func writeLeftOut(_ count: Int?) {
        let start = length
        let marker = TextMark.leftOutMarker(count)
        write(marker)
        guard recordsMarks, length == start + marker.utf8.count else { return }
        marks.append(TextMark(range: start..<length, kind: .leftOut(count)))
    }

    /// Writes text rendered apart, with its marks.
    private mutating func writeRendered(_ text: MarkedText) {
        let start = length
        write(text.text)
        guard recordsMarks else { return }
        marks += TextMark.clipped(text.marks.map { $0.shifted(by: start) }, to: 0..<length)
    }

    /// Writes text as a Swift literal, escaping only the scalars that fit. Its leading printable
    /// ASCII (no quote, no backslash), as far as there is room, is its own literal and is copied
    /// as it is.
    mutating func writeLiteral(_ text: Substring) {
        let limit = leafDepth > 0 ? nestedLiteralLimit ?? Int.max : Int.max
        write("\"")
        let utf8 = text.utf8
        let room = min(limits.maxValueLength - length, limit)
        let plainCount = utf8.prefix(max(room, 0)).prefix(while: isPlainLiteralByte).count
        let plainEnd = utf8.index(utf8.startIndex, offsetBy: plainCount)
        if plainCount > 0 { write(String(decoding: utf8[..<plainEnd], as: UTF8.self)) }
        // All plain (the usual case): no scalar iterator to set up.
        guard plainEnd < utf8.endIndex else { return write("\"") }
        writeEscaped(text.unicodeScalars[plainEnd...], limit: limit, written: plainCount)
    }

    /// Writes scalars as a Swift literal, escaping only the scalars that fit.
    mutating func writeLiteral(_ scalars: some Sequence<Unicode.Scalar>) {
        write("\"")
        writeEscaped(scalars, limit: leafDepth > 0 ? nestedLiteralLimit ?? Int.max : Int.max, written: 0)
    }

    /// The rest of a literal after its opening quote and the `written` characters already written:
    /// its scalars escaped until the output is full, or past `limit` characters (escapes counted
    /// as written) `…`, then the closing quote.
    private mutating func writeEscaped(_ scalars: some Sequence<Unicode.Scalar>, limit: Int, written: Int) {
        var written = written
        // Right after the opening quote, or after an escape: a combining mark would join it.
        var afterSyntax = written == 0
        for scalar in scalars {
            if truncated { return }
            let text = escaped(scalar, afterSyntax: afterSyntax)
            afterSyntax = text.hasPrefix("\\")
            written += text.unicodeScalars.count
            if written > limit { return write("…\"") }
            write(text)
        }
        write("\"")
    }

    /// The rendering, cut to the limit with the truncation marker if needed.
    func finish() -> String {
        guard truncated else { return output }
        let marker = "…(truncated)"
        return prefix(of: output, bytes: limits.maxValueLength - marker.utf8.count) + marker
    }

    /// Whether the rendering has passed `elidingFrom`: a nested value is then written `_`.
    private var isEliding: Bool {
        guard let elidingFrom, let written = simpleCharacters else { return false }
        return written >= elidingFrom
    }

    mutating func append(_ value: Any, depth: Int) {
        guard !truncated else { return }
        guard depth <= limits.maxDepth else { return write("…") }
        if isEliding, depth > 0 { return write("_") }
        // How to show the type was decided on its first value in this pass (see `TypeInfo`): no
        // conformance lookup, and no `Mirror` for values that do not need one.
        let info = types.info(of: value)
        switch info.plan {
        case .describedLeaf(let describe): write(describe(value))
        case .leaf(let render):
            leafDepth = depth
            render(value, &self)
        case .unwrapped(let base): append(base(value), depth: depth)
        case .metatype:
            writeOpaque((value as? Any.Type).map(displayName(of:)) ?? "\(value)")
            write(".self")
        case .optional: appendOptional(value, mirror: Mirror(reflecting: value), depth: depth)
        case .elements(let collection): appendElements(of: collection(value), depth: depth)
        case .unordered(let collection, let isDictionary):
            appendUnordered(collection(value), isDictionary: isDictionary, depth: depth)
        case .sequence(let sequence):
            let read = sequence(value).firstElements(Self.maximumChildren)
            appendList(read.elements, total: read.total) { renderer, element in
                renderer.append(element, depth: depth + 1)
            }
        case .mirrored:
            if let structure = readStructure() { return appendRead(structure, depth: depth) }
            appendMirrored(value, form: MirroredForm(of: value), typeName: info.name, depth: depth)
        case .tuple: appendChildren(of: Mirror(reflecting: value), named: "", depth: depth)
        case .text(let describe): writeDescription(describe(value))
        case .closure: writeOpaque("<closure: " + displayName(of: type(of: value)) + ">")
        case .structure:
            if let structure = readStructure() { return appendRead(structure, depth: depth) }
            appendStructure(of: value, mirror: Mirror(reflecting: value), typeName: info.name, depth: depth)
        case .represented:
            switch RepresentedValue(value) {
            case .text(let text): writeDescription(text)
            case .children(let mirror): appendChildren(of: mirror, named: info.name, depth: depth)
            }
        }
    }

    /// The structure the diff read where this value is, if it read one.
    private func readStructure() -> Structure? {
        guard let read, let path else { return nil }
        return read.structures.structure(at: path, on: read.side)
    }

    /// A struct or class as the diff read it: its name and children (a class's superclasses'
    /// first), a reference back to an instance being written ending as a cycle, as in
    /// ``appendStructure(of:mirror:typeName:depth:)``.
    private mutating func appendRead(_ structure: Structure, depth: Int) {
        let typeName = structure.typeName ?? ""
        guard let identity = structure.identity else {
            return appendChildren(structure.children, named: typeName, depth: depth)
        }
        appendInstance(identity, typeName: typeName, children: structure.children, depth: depth)
    }

    /// A class instance: its children after its name, or `<cycle: Name>` for a reference back to an
    /// instance being written.
    private mutating func appendInstance(
        _ identity: ObjectIdentifier, typeName: String, children: some Sequence<Mirror.Child>, depth: Int
    ) {
        guard !objectsInProgress.contains(identity) else { return writeOpaque("<cycle: \(typeName)>") }
        objectsInProgress.insert(identity)
        appendChildren(children, named: typeName, depth: depth)
        objectsInProgress.remove(identity)
    }

    /// `body` with no path to look up: the values below a set or a dictionary are not looked up in
    /// what the diff read.
    private mutating func unread(_ body: (inout ValueRenderer) -> Void) {
        let saved = path
        path = nil
        body(&self)
        path = saved
    }

    /// A value of a type with a custom mirror, which may differ from value to value: decided by
    /// the value, its `form` (see ``MirroredForm``).
    private mutating func appendMirrored(_ value: Any, form: MirroredForm, typeName: String, depth: Int) {
        switch form {
        case .optional(let mirror): appendOptional(value, mirror: mirror, depth: depth)
        case .tuple(let mirror): appendChildren(of: mirror, named: "", depth: depth)
        case .described(let description): writeDescription(description())
        case .structure(let mirror):
            appendStructure(of: value, mirror: mirror, typeName: typeName, depth: depth)
        }
    }

    /// An optional as its wrapped value, `nil`, or, when it holds empty optionals,
    /// `.some(nil)`, `.some(.some(nil))`…, so that `Int???` values stay distinguishable.
    /// A type whose custom mirror only claims to be an optional goes one level deeper per layer.
    private mutating func appendOptional(_ value: Any, mirror: Mirror, depth: Int) {
        guard value is any OptionalMarker else {
            guard let wrapped = mirror.children.first?.value else { return write("nil") }
            return append(wrapped, depth: depth + 1)
        }
        var layers = 0
        var current = mirror
        while let wrapped = current.children.first?.value {
            let inner = Mirror(reflecting: wrapped)
            guard inner.displayStyle == .optional, wrapped is any OptionalMarker else {
                return append(wrapped, depth: depth)
            }
            layers += 1
            current = inner
        }
        write(String(repeating: ".some(", count: layers) + "nil" + String(repeating: ")", count: layers))
    }

    /// Room kept at the end of a list for the `…(N more)]` marker.
    private static let listReserve = 24

    /// Writes `items` between brackets until the limit nears, then counts the rest (`…(N more)`), or
    /// marks it (`…`) when `total` is `nil`: more than `items`, how many not known.
    private mutating func appendList<Items: Sequence>(
        _ items: Items,
        total: Int?,
        opening: String = "[",
        closing: String = "]",
        appendItem: (inout ValueRenderer, Items.Element) -> Void
    ) {
        write(opening)
        openLists += 1
        defer { openLists -= 1 }
        // Each open list keeps room for its own marker, so that a long first item of an outer list
        // is cut inside, and the outer list still says how many items it left out.
        let budget = limits.maxValueLength - Self.listReserve * openLists
        // Where the output ended after the opening and after each item (UTF-8 count), and the
        // characters counted for elision there.
        var ends = [(bytes: output.utf8.count, characters: simpleCharacters)]
        var written = 0
        for item in items {
            if truncated || length > budget { break }
            if written > 0 { write(", ") }
            appendItem(&self, item)
            // An item that ran past the length limit is taken back and counted with the rest, so
            // that the list still closes and says what it holds (`…(14 more)]`, not a cut
            // mid-item and `…(truncated)`); a first item is kept, which says more than an empty list.
            if truncated, written > 0 {
                restore(to: ends[written])
                break
            }
            written += 1
            ends.append((output.utf8.count, simpleCharacters))
        }
        if total.map({ written < $0 }) ?? true {
            func marker(_ shown: Int) -> (separator: String, count: Int?) {
                (shown > 0 ? ", " : "", total.map { $0 - shown })
            }
            func markerLength(_ shown: Int) -> Int {
                let (separator, count) = marker(shown)
                return separator.utf8.count + TextMark.leftOutMarker(count).utf8.count
            }
            func fits(_ shown: Int) -> Bool {
                ends[shown].bytes + markerLength(shown) + closing.utf8.count <= limits.maxValueLength
            }
            // An item can end past the reserve: take whole items back until the count fits, but keep
            // the first one, which says more than an empty list.
            if !truncated, written > 1, !fits(written) {
                written = (2..<written).last(where: fits) ?? 1
                restore(to: ends[written])
            }
            let (separator, count) = marker(written)
            write(separator)
            writeLeftOut(count)
        }
        write(closing)
    }

    /// The output as it was at `end`: what was written after it is taken back.
    private mutating func restore(to end: (bytes: Int, characters: Int?)) {
        marks = TextMark.clipped(marks, to: 0..<end.bytes)
        output = String(decoding: output.utf8.prefix(end.bytes), as: UTF8.self)
        length = end.bytes
        simpleCharacters = end.characters
        truncated = false
    }

    /// An array's elements, each looked up by its offset (`items[2]`) in what the diff read.
    private mutating func appendElements(of collection: any IndexedElements, depth: Int) {
        let count = collection.elementCount
        let arrayPath = path
        defer { path = arrayPath }
        appendList(0..<count, total: count) { renderer, offset in
            renderer.path = arrayPath.map { $0 + "[\(offset)]" }
            renderer.append(collection.element(at: offset), depth: depth + 1)
        }
    }

    private mutating func appendUnordered(_ collection: any UnorderedRendered, isDictionary: Bool, depth: Int)
    {
        if isDictionary && collection.renderedCount == 0 { return write("[:]") }
        // Listed in display order (see DisplayOrder), so that the message is the same on every run:
        // a sample sorted, the rest counted (`…(4900 more)`), which a larger collection always has.
        let sample = collection.renderedEntries(
            first: DisplayOrder.sortedCount(of: collection.renderedCount, elementType: collection.sortedType))
        let ordered = sample.map { entry in
            let key = rendering(entry.key, depth: depth + 1)
            return (
                key: DisplayOrder.Key(entry.key, rendering: key.text), keyText: key, entry: entry
            )
        }
        .sorted { $0.key.precedes($1.key) }
        unread { renderer in
            renderer.appendList(ordered, total: collection.renderedCount) { renderer, item in
                // Rendered apart to be sorted, and elided past `elidingFrom` as a value appended
                // here would be, so that a compact line's rendering closes its list and counts it.
                // A key longer than the room left before elision (a structure as a key) is rendered
                // again with its nested values past that room elided, as a value written here would
                // be (sorted by its full rendering, as every other line sorts it).
                if renderer.isEliding {
                    renderer.write("_")
                } else if let room = renderer.roomBeforeEliding, item.keyText.text.utf8.count > room {
                    renderer.writeRendered(
                        renderer.rendering(item.entry.key, depth: depth + 1, elidingAfter: room))
                } else {
                    renderer.writeRendered(item.keyText)
                }
                if let entryValue = item.entry.value {
                    renderer.write(": ")
                    renderer.append(entryValue, depth: depth + 1)
                }
            }
        }
    }

    /// `value` rendered apart (to be sorted before it is written), as if appended here: with the
    /// same limits, depth and objects in progress, so that a cycle through a set element or a
    /// dictionary key ends and the depth limit holds. For a compact line, `elidingAfter` characters
    /// in, its nested values are written `_` and its string literals cut, as a compact line's
    /// rendering writes them.
    private func rendering(_ value: Any, depth: Int, elidingAfter room: Int? = nil) -> MarkedText {
        var renderer = ValueRenderer(limits: limits, types: types)
        renderer.objectsInProgress = objectsInProgress
        renderer.recordsMarks = recordsMarks
        if let room {
            renderer.elidingFrom = room
            renderer.nestedLiteralLimit = nestedLiteralLimit
        }
        renderer.append(value, depth: depth)
        return MarkedText(renderer.finish(), marks: renderer.marks)
    }

    /// For a compact line, how many characters are left before nested values are written `_` (see
    /// ``elidingFrom``); `nil` when nothing is elided.
    private var roomBeforeEliding: Int? {
        guard let elidingFrom, let written = simpleCharacters else { return nil }
        return max(0, elidingFrom - written)
    }

    private mutating func appendChildren(of mirror: Mirror, named typeName: String, depth: Int) {
        appendChildren(mirror.children, named: typeName, depth: depth)
    }

    /// `typeName(` (`(` for a tuple), the children as `label: value`, then `)`; past
    /// ``maximumChildren`` children, or when the output is full, the rest are not visited (a
    /// mirror's children can be infinite).
    private mutating func appendChildren(
        _ children: some Sequence<Mirror.Child>,
        named typeName: String,
        depth: Int
    ) {
        // A type's name is its own text: `Pair<Int, String>` holds a comma that separates nothing.
        let start = length
        write(typeName + "(")
        markOpaque(typeName, writtenFrom: start)
        // Each child's path, as the diff names it (`address`, `.0`), while there is one.
        let parentPath = path
        defer { path = parentPath }
        for (position, child) in children.enumerated() {
            if position > 0 { write(", ") }
            if isFull { return }
            if position == Self.maximumChildren { return write("…)") }
            // Past `elidingFrom` no label or value is shown: one `_` stands for the other children,
            // which are not read.
            if isEliding { return write("_)") }
            if let label = child.label, !label.hasPrefix(".") {
                write(label + ": ")
            }
            path = parentPath.map { joinedPath($0, child.label ?? ".\(position)") }
            append(child.value, depth: depth + 1)
        }
        write(")")
    }

    /// An enum case's values after its name: a tuple's elements between the case's parentheses,
    /// `.at(1, 2)`, or its one value between them, `.at(Seat(…))`. The diff names the values by the
    /// case (`slot.at`), `casePath`, where they are looked up; a custom mirror is asked once, both
    /// to tell a tuple and to write the value.
    private mutating func appendPayload(_ payload: Any, at casePath: String?, depth: Int) {
        let enclosingPath = path
        path = casePath
        defer { path = enclosingPath }
        if payload is any CustomReflectable {
            let info = types.info(of: payload)
            if case .mirrored = info.plan, readStructure() == nil {
                return appendMirroredPayload(
                    payload, form: MirroredForm(of: payload), typeName: info.name, depth: depth)
            }
        } else {
            // No custom mirror: asking its display style reads no value twice.
            let mirror = Mirror(reflecting: payload)
            if mirror.displayStyle == .tuple { return appendChildren(of: mirror, named: "", depth: depth) }
        }
        write("(")
        append(payload, depth: depth + 1)
        write(")")
    }

    /// An enum case's value with a custom mirror, read once as `form`: its children when it says
    /// it is a tuple, or it between parentheses, as ``append(_:depth:)`` would write it (not past
    /// the depth limit, nor where the rest is elided).
    private mutating func appendMirroredPayload(
        _ payload: Any, form: MirroredForm, typeName: String, depth: Int
    ) {
        if case .tuple(let mirror) = form { return appendChildren(of: mirror, named: "", depth: depth) }
        write("(")
        if depth + 1 <= limits.maxDepth && !isEliding {
            appendMirrored(payload, form: form, typeName: typeName, depth: depth + 1)
        } else {
            append(payload, depth: depth + 1)
        }
        write(")")
    }

    /// `typeName` is read only for a struct or a class: an enum case is shown as `.name`.
    private mutating func appendStructure(
        of value: Any, mirror: Mirror, typeName: @autoclosure () -> String, depth: Int
    ) {
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return write(".\(value)") }
            let name = payload.label ?? "\(value)"
            write("." + name)
            appendPayload(payload.value, at: path.map { joinedPath($0, name) }, depth: depth)
        case .class:
            appendInstance(
                ObjectIdentifier(value as AnyObject), typeName: typeName(),
                children: inheritedChildren(of: mirror),
                depth: depth)
        default:
            appendChildren(of: mirror, named: typeName(), depth: depth)
        }
    }
}

/// Whether `text` holds a byte the compact cut reads as the renderer's syntax: a quote, a
/// backslash, a bracket, a parenthesis or a comma.
private func holdsCutSyntax(_ text: String) -> Bool {
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","):
            return true
        default: continue
        }
    }
    return false
}

/// The longest prefix of `text` that takes at most `bytes` UTF-8 bytes, cut between scalars.
private func prefix(of text: String, bytes: Int) -> String {
    let utf8 = text.utf8
    guard bytes < utf8.count else { return text }
    guard bytes > 0 else { return "" }
    // Back from the byte limit to the start of a scalar: the last byte that does not continue one.
    let limit = utf8.index(utf8.startIndex, offsetBy: bytes)
    let end = utf8[...limit].lastIndex { !UTF8.isContinuation($0) } ?? utf8.startIndex
    return String(decoding: utf8[..<end], as: UTF8.self)
}

/// A class's stored properties, its superclasses' first (a `Mirror` lists only the class's own),
/// read lazily: the children of a custom mirror may never end.
internal func inheritedChildren(of mirror: Mirror) -> some Sequence<Mirror.Child> {
    let chain = Array(sequence(first: mirror, next: \.superclassMirror))
    return chain.reversed().lazy.flatMap(\.children)
}

/// Tells a real `Optional` from a type whose custom mirror has the optional display style.
internal protocol OptionalMarker: KnownKind {}
extension Optional: OptionalMarker {}

/// Tells a dictionary from a set among unordered collections.
internal protocol DictionaryMarker {}
extension Dictionary: DictionaryMarker {}
