/// Explains why two unequal values differ, beyond showing them: a line diff for multi-line strings,
/// a caret under the first difference of long strings, the first differing index of collections.
/// Returns `nil` when the two renderings say it all.
///
/// Runs only on the failure path, so dynamic casts are fine here.
@usableFromInline
internal func explainInequality(actual: Any, expected: Any) -> String? {
    nil
}
