/// Matches an empty collection.
///
/// ```swift
/// assertThat(mockCook.cookRamenLastExtras, isEmpty())
/// ```
///
/// prints
///
/// ```
/// Expected: an empty collection
///      but: was ["wakame", "tamago"]
///           count was 2
/// ```
///
/// Sets and dictionaries are collections too: `assertThat([String: Int](), isEmpty())`; a string
/// gets the string form, `an empty string` with its character count. A collection that is not
/// random-access is counted up to 1,000,000 elements: `count was more than 1000000 (counting
/// stopped there)`.
@_disfavoredOverload  // A string's `isEmpty()` is the string form (Strings/EmptyString.swift).
public func isEmpty<C: Collection>() -> Matcher<C> {
    Matcher(describedBy: { "an empty collection" }) { actual, explain in
        if actual.isEmpty { return .match }
        guard explain else { return .mismatch(nil) }
        // Counted only as far as that ends: a lazy filter over `0..<Int.max` is never counted whole.
        guard let count = collectionCount(actual) else { return .mismatch(countedPastLimitReason) }
        return .mismatch("count was \(count)")
    }
}

/// `count was more than 1000000 (counting stopped there)`: the reason for a collection that is
/// not random-access counted no further than ``countedElementsLimit`` elements.
private let countedPastLimitReason = MatchResult.Reason(
    "count was more than \(countedElementsLimit) (counting stopped there)")

/// Matches a collection with exactly `count` elements.
///
/// ```swift
/// assertThat(recorder.values, hasCount(3))
/// ```
///
/// prints
///
/// ```
/// Expected: a collection with count 3
///      but: was [1, 2]
///           count was 2
/// ```
public func hasCount<C: Collection>(_ count: Int) -> Matcher<C> {
    hasCount(equalTo(count))
}

/// Matches a collection whose number of elements the given matcher accepts.
///
/// ```swift
/// assertThat(recorder.values, hasCount(greaterThanOrEqualTo(2)))
/// ```
///
/// prints
///
/// ```
/// Expected: a collection with count a value greater than or equal to 2
///      but: was [1]
///           count was 1
/// ```
///
/// A reason the count matcher gives is printed under `count was …`, after `but:`. A lazy collection
/// that is not random-access (a filter) is counted up to 1,000,000 elements; past that the check
/// fails with `count was more than 1000000 (counting stopped there)`.
public func hasCount<C: Collection>(_ matcher: Matcher<Int>) -> Matcher<C> {
    Matcher(markedBy: { MarkedText("a collection with count ", matcher.core.describeMarked()) }) {
        actual, explain in
        let count: Int
        // A lazy view that is not random-access counts only by reading every element: it is
        // counted no further than `isEmpty` counts one (`(0..<Int.max).lazy.filter { … }` was never
        // counted to its end), and fails past that.
        if actual.withContiguousStorageIfAvailable({ _ in true }) == nil, countsByReading(actual) {
            guard let counted = boundedCount(of: actual) else {
                return .mismatch(explain ? countedPastLimitReason : nil)
            }
            count = counted
        } else {
            count = actual.count
        }
        return partResult(
            matcher, on: count, explain: explain, room: room(between: "a collection with count ")
        ) {
            _ in "count was \(count)"
        }
    }
}
