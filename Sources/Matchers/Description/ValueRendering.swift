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
/// The result never exceeds ``MessageLimits/maxValueLength`` characters; a cut rendering ends with
/// `…(truncated)`. Object graphs that refer to themselves print `<cycle: Type>` where they loop.
public func renderValue(_ value: Any) -> String {
    TextProbe.record()
    var renderer = ValueRenderer(limits: MessageLimits.current)
    renderer.append(value, depth: 0)
    return renderer.finish()
}

/// Renders a string as an escaped Swift literal, without any length limit.
package func swiftLiteral(_ text: some StringProtocol) -> String {
    // Printable ASCII without quotes or backslashes is its own literal: no scalar-by-scalar escaping.
    let isPlain = text.utf8.allSatisfy {
        $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if isPlain { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
        result += escaped(scalar)
    }
    result += "\""
    return result
}

/// One scalar as it appears inside a Swift string literal. Invisible and control scalars are
/// spelled `\u{…}` so that odd Unicode is visible in a CI log.
package func escaped(_ scalar: Unicode.Scalar) -> String {
    TextProbe.record()
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\0": return "\\0"
    // Joiners and tag characters are invisible on their own but build emoji and scripts
    // (👨‍👩‍👧, the flag of Scotland): escaping them would break what they build.
    case "\u{200C}", "\u{200D}", "\u{E0020}"..."\u{E007F}": return String(scalar)
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator:
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    case .spaceSeparator where scalar != " ":
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
        return String(scalar)
    }
}

/// The standard library's most common leaf values, rendered without a `Mirror`: the type is
/// known, so is its rendering.
internal protocol RenderedLeaf {
    var renderedLeaf: String { get }
}

extension String: RenderedLeaf { var renderedLeaf: String { swiftLiteral(self) } }
extension Substring: RenderedLeaf { var renderedLeaf: String { swiftLiteral(self) } }
extension Character: RenderedLeaf { var renderedLeaf: String { swiftLiteral(String(self)) } }
extension Unicode.Scalar: RenderedLeaf { var renderedLeaf: String { swiftLiteral(String(self)) } }
extension Bool: RenderedLeaf { var renderedLeaf: String { description } }
extension Int: RenderedLeaf { var renderedLeaf: String { description } }
extension Int8: RenderedLeaf { var renderedLeaf: String { description } }
extension Int16: RenderedLeaf { var renderedLeaf: String { description } }
extension Int32: RenderedLeaf { var renderedLeaf: String { description } }
extension Int64: RenderedLeaf { var renderedLeaf: String { description } }
extension UInt: RenderedLeaf { var renderedLeaf: String { description } }
extension UInt8: RenderedLeaf { var renderedLeaf: String { description } }
extension UInt16: RenderedLeaf { var renderedLeaf: String { description } }
extension UInt32: RenderedLeaf { var renderedLeaf: String { description } }
extension UInt64: RenderedLeaf { var renderedLeaf: String { description } }
extension Double: RenderedLeaf { var renderedLeaf: String { description } }
extension Float: RenderedLeaf { var renderedLeaf: String { description } }

/// Standard-library collections rendered element by element (their own descriptions would show
/// `Optional(3)` and ignore the length limit).
internal protocol StructurallyRendered {
    var renderedCount: Int { get }
    var renderedElements: AnySequence<Any> { get }
}

extension Array: StructurallyRendered {
    var renderedCount: Int { count }
    var renderedElements: AnySequence<Any> { AnySequence(lazy.map { $0 as Any }) }
}

extension ArraySlice: StructurallyRendered {
    var renderedCount: Int { count }
    var renderedElements: AnySequence<Any> { AnySequence(lazy.map { $0 as Any }) }
}

extension ContiguousArray: StructurallyRendered {
    var renderedCount: Int { count }
    var renderedElements: AnySequence<Any> { AnySequence(lazy.map { $0 as Any }) }
}

/// Unordered collections: rendered sorted by their elements' renderings, so that a message is
/// the same on every run (hashing is seeded per process).
internal protocol UnorderedRendered {
    var renderedCount: Int { get }
    var renderedEntries: [(key: Any, value: Any?)] { get }
}

extension Set: UnorderedRendered {
    var renderedCount: Int { count }
    var renderedEntries: [(key: Any, value: Any?)] { map { (key: $0 as Any, value: nil) } }
}

extension Dictionary: UnorderedRendered {
    var renderedCount: Int { count }
    var renderedEntries: [(key: Any, value: Any?)] { map { (key: $0.key as Any, value: $0.value as Any?) } }
}

/// Writes a rendering into a buffer that stops growing at the limit.
internal struct ValueRenderer {
    let limits: MessageLimits
    private(set) var output = ""
    private var length = 0
    private var truncated = false
    private var objectsInProgress: Set<ObjectIdentifier> = []

    init(limits: MessageLimits) {
        self.limits = limits
    }

    var isFull: Bool { truncated }

    mutating func write(_ text: String) {
        guard !truncated else { return }
        let count = text.count
        if length + count <= limits.maxValueLength {
            output += text
            length += count
        } else {
            output += text.prefix(limits.maxValueLength - length)
            length = limits.maxValueLength
            truncated = true
        }
    }

    /// The rendering, cut to the limit with the truncation marker if needed.
    func finish() -> String {
        guard truncated else { return output }
        let marker = "…(truncated)"
        return String(output.prefix(limits.maxValueLength - marker.count)) + marker
    }

    mutating func append(_ value: Any, depth: Int) {
        guard !truncated else { return }
        guard depth <= limits.maxDepth else { return write("…") }
        // Leaves first: one conformance check instead of the casts and the Mirror below.
        if let leaf = value as? any RenderedLeaf { return write(leaf.renderedLeaf) }
        if let type = value as? Any.Type { return write("\(type).self") }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return write("nil") }
            // `Int??.some(nil)` is not `nil`: say which of the two it is.
            let inner = Mirror(reflecting: wrapped)
            if inner.displayStyle == .optional && inner.children.isEmpty { return write(".some(nil)") }
            return append(wrapped, depth: depth)
        }
        if let collection = value as? any StructurallyRendered {
            return appendElements(of: collection, depth: depth)
        }
        if let unordered = value as? any UnorderedRendered {
            return appendUnordered(unordered, isDictionary: value is any DictionaryMarker, depth: depth)
        }
        if mirror.displayStyle == .tuple {
            return appendChildren(of: mirror, opening: "(", depth: depth)
        }
        if let debug = value as? any CustomDebugStringConvertible {
            return write(debug.debugDescription)
        }
        if let plain = value as? any CustomStringConvertible {
            return write(plain.description)
        }
        if mirror.displayStyle == nil && isFunctionType(type(of: value)) {
            return write("<closure: \(type(of: value))>")
        }
        appendStructure(of: value, mirror: mirror, depth: depth)
    }

    /// Room kept at the end of a list for the `…(N more)]` marker.
    private static let listReserve = 24

    /// Writes `items` between brackets until the limit nears, then counts the rest.
    private mutating func appendList<Items: Sequence>(
        _ items: Items,
        total: Int,
        opening: String = "[",
        closing: String = "]",
        appendItem: (inout ValueRenderer, Items.Element) -> Void
    ) {
        write(opening)
        // Where the output ended after the opening and after each item (UTF-8 count, length).
        var ends = [(output.utf8.count, length)]
        var written = 0
        for item in items {
            if truncated || length > limits.maxValueLength - Self.listReserve { break }
            if written > 0 { write(", ") }
            appendItem(&self, item)
            written += 1
            ends.append((output.utf8.count, length))
        }
        if written < total {
            func marker() -> String { written > 0 ? ", …(\(total - written) more)" : "…(\(total) more)" }
            // An item can end past the reserve: take whole items back until the count fits.
            while !truncated, written > 0, length + marker().count + closing.count > limits.maxValueLength {
                written -= 1
                output = String(decoding: output.utf8.prefix(ends[written].0), as: UTF8.self)
                length = ends[written].1
            }
            write(marker())
        }
        write(closing)
    }

    private mutating func appendElements(of collection: any StructurallyRendered, depth: Int) {
        appendList(collection.renderedElements, total: collection.renderedCount) { renderer, element in
            renderer.append(element, depth: depth + 1)
        }
    }

    private mutating func appendUnordered(_ collection: any UnorderedRendered, isDictionary: Bool, depth: Int)
    {
        if isDictionary && collection.renderedCount == 0 { return write("[:]") }
        // Listed in display order (see DisplayOrder), so that the message is the same on every run.
        let entries = collection.renderedEntries
        let sortable = entries.count <= DisplayOrder.maximumSortedCount
        let keyed = entries.prefix(sortable ? entries.count : 200).map {
            (text: rendering($0.key, depth: depth + 1), entry: $0)
        }
        let ordered = sortable ? keyed.sorted { DisplayOrder.precedes($0.text, $1.text) } : keyed
        appendList(ordered, total: entries.count) { renderer, item in
            renderer.write(item.text)
            if let entryValue = item.entry.value {
                renderer.write(": ")
                renderer.append(entryValue, depth: depth + 1)
            }
        }
    }

    /// `value` rendered apart (to be sorted before it is written), as if appended here: with the
    /// same limits, depth and objects in progress, so that a cycle through a set element or a
    /// dictionary key ends and the depth limit holds.
    private func rendering(_ value: Any, depth: Int) -> String {
        var renderer = ValueRenderer(limits: limits)
        renderer.objectsInProgress = objectsInProgress
        renderer.append(value, depth: depth)
        return renderer.finish()
    }

    private mutating func appendChildren(of mirror: Mirror, opening: String, depth: Int) {
        appendChildren(mirror.children, opening: opening, depth: depth)
    }

    private mutating func appendChildren(
        _ children: some Sequence<Mirror.Child>,
        opening: String,
        depth: Int
    ) {
        write(opening)
        for (position, child) in children.enumerated() {
            if position > 0 { write(", ") }
            if isFull { return }
            if let label = child.label, !label.hasPrefix(".") {
                write(label + ": ")
            }
            append(child.value, depth: depth + 1)
        }
        write(")")
    }

    private mutating func appendStructure(of value: Any, mirror: Mirror, depth: Int) {
        let typeName = String(describing: type(of: value))
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return write(".\(value)") }
            write(".\(payload.label ?? "\(value)")")
            let payloadMirror = Mirror(reflecting: payload.value)
            if payloadMirror.displayStyle == .tuple {
                appendChildren(of: payloadMirror, opening: "(", depth: depth)
            } else {
                write("(")
                append(payload.value, depth: depth + 1)
                write(")")
            }
        case .class:
            let identity = ObjectIdentifier(value as AnyObject)
            guard !objectsInProgress.contains(identity) else { return write("<cycle: \(typeName)>") }
            objectsInProgress.insert(identity)
            appendChildren(inheritedChildren(of: mirror), opening: typeName + "(", depth: depth)
            objectsInProgress.remove(identity)
        default:
            appendChildren(of: mirror, opening: typeName + "(", depth: depth)
        }
    }
}

/// A class's stored properties, its superclasses' first: a `Mirror` lists only the class's own.
internal func inheritedChildren(of mirror: Mirror) -> [Mirror.Child] {
    (mirror.superclassMirror.map(inheritedChildren) ?? []) + mirror.children
}

/// Tells a dictionary from a set among unordered collections.
internal protocol DictionaryMarker {}
extension Dictionary: DictionaryMarker {}
