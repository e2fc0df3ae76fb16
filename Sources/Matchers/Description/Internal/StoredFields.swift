// A struct's stored properties read without `Mirror`. `Mirror` resolves each field's type from its
// mangled name on every child it hands out (a few thousand instructions a child); a message about
// a model reads dozens of children. For a plain struct the field names, offsets and types are
// decided once per type (kept in its `TypeInfo`), and each child is then one copy out of the value.
//
// The layout comes from the standard library's reflection SPI, the same metadata `Mirror` reads.
// It is used only where it is known to read what `Mirror` reads: a struct without a custom mirror
// whose every field is a strong reference or a value (`_forEachFieldWithKeyPath` refuses weak and
// unowned references, functions and metatypes: such a type keeps `Mirror`). The SPI is used off
// Apple platforms only: whether an Apple SDK exposes it could not be built or tested here, so there
// every type keeps `Mirror`, with the same messages.

#if !canImport(Darwin)
    @_spi(Reflection) import Swift
#endif

/// How to read the stored properties of one struct type, in declaration order, as `Mirror` lists
/// them.
///
/// `@unchecked Sendable`: every property is a constant, and its closures capture only constants
/// (each field's type and offset).
package final class StoredFields: @unchecked Sendable {
    /// A value's children, each field copied out of it under its name.
    private let read: (Any) -> [Mirror.Child]

    private init(read: @escaping (Any) -> [Mirror.Child]) {
        self.read = read
    }

    /// The fields of values of `value`'s type, or `nil` when its children must come from `Mirror`:
    /// the type is not a struct, or it has a field whose storage a plain copy would misread.
    /// Call only for a type without a custom mirror (`RenderPlan.structure`).
    package static func of(_ value: Any) -> StoredFields? {
        #if !canImport(Darwin)
            guard Mirror(reflecting: value).displayStyle == .struct else { return nil }
            // The dynamic type: a value may be an existential boxed in the `Any`.
            func open<Root>(_: Root.Type) -> StoredFields? { layout(of: Root.self) }
            return _openExistential(type(of: value), do: open)
        #else
            return nil
        #endif
    }

    /// The children of `value`, a value of the type this table was made for, as `Mirror` gives them.
    package func children(of value: Any) -> [Mirror.Child] { read(value) }

    #if !canImport(Darwin)
        private static func layout<Root>(of _: Root.Type) -> StoredFields? {
            // Refuses (returns `false`) a class, and a struct with a weak, unowned, function or
            // metatype field, or a field of a kind it does not know.
            guard _forEachFieldWithKeyPath(of: Root.self, body: { _, _ in true }) else { return nil }
            var fields: [(label: String, read: (UnsafeRawPointer) -> Any)] = []
            let complete = _forEachField(of: Root.self) { name, offset, fieldType, _ in
                func reader<Field>(_: Field.Type) -> (UnsafeRawPointer) -> Any {
                    { base in base.load(fromByteOffset: offset, as: Field.self) }
                }
                fields.append((String(cString: name), _openExistential(fieldType, do: reader)))
                return true
            }
            // A struct of no size has no bytes to read from: `Mirror` lists its (empty) fields.
            guard complete, MemoryLayout<Root>.size > 0, fields.count <= ValueRenderer.maximumChildren
            else { return nil }
            return StoredFields { value in
                func open<Opened>(_ opened: Opened) -> [Mirror.Child] {
                    withUnsafeBytes(of: leafValue(opened, as: Root.self)) { bytes in
                        // An index loop: `map` is a generic call and a closure call a field in a
                        // debug build.
                        var children: [Mirror.Child] = []
                        children.reserveCapacity(fields.count)
                        var index = 0
                        while index < fields.count {
                            let field = fields[index]
                            children.append((label: field.label, value: field.read(bytes.baseAddress!)))
                            index += 1
                        }
                        return children
                    }
                }
                return _openExistential(value, do: open)
            }
        }
    #endif
}
