/// Replaces a matcher's description with your own; `%0`, `%1`, … stand for the extra values.
///
/// ```swift
/// assertThat(price, describedAs("a price between %0 and %1", inRange(5...20), 5, 20))
/// ```
///
/// prints
///
/// ```
/// Expected: a price between 5 and 20
///      but: was 25
/// ```
///
/// The verdict and the reason are the inner matcher's. A placeholder with no value stays as it is.
///
/// - Parameters:
///   - description: The new description; `%0`, `%1`… stand for the rendered `values`.
///   - matcher: The matcher that decides, and whose reason is kept.
///   - values: The values the placeholders stand for, rendered like every value in a message.
public func describedAs<T>(_ description: String, _ matcher: Matcher<T>, _ values: Any...) -> Matcher<T> {
    return Matcher(
        describedBy: { substitutePlaceholders(in: description, with: values) },
        evaluate: matcher.evaluate)
}

/// Replaces `%N` with the rendering of `values[N]`; `%` followed by anything else stays.
internal func substitutePlaceholders(in template: String, with values: [Any]) -> String {
    var result = ""
    var characters = template[...]
    while let percent = characters.firstIndex(of: "%") {
        result += characters[..<percent]
        let afterPercent = characters.index(after: percent)
        let digits = characters[afterPercent...].prefix { $0.isASCII && $0.isNumber }
        if let index = Int(digits), index < values.count {
            result += renderValue(values[index])
            characters = characters[digits.endIndex...]
        } else {
            result += "%"
            characters = characters[afterPercent...]
        }
    }
    return result + characters
}
