// How Foundation's value types read in a failure message. Their descriptions lose what a test is
// about: `Data` prints `4 bytes`, `Date` drops its fractions of a second, `DateComponents` ends in
// a space. Each type here renders itself exactly, and explains a difference in words.
//
// Matchers imports Foundation for this only: `FoundationEssentials` where the toolchain has it
// (Linux, Windows: no ICU, no Objective-C bridge), `Foundation` elsewhere. `IndexSet`,
// `CharacterSet` and `Measurement` are not in `FoundationEssentials`; they keep their own
// descriptions (see Docs/MessageFormat.md).

#if canImport(FoundationEssentials)
    internal import FoundationEssentials
#else
    internal import Foundation
#endif

/// A leaf whose difference from another value of its type is worth a line of its own: the byte
/// where two `Data` differ, how much later a `Date` is.
internal protocol ExplainedLeaf {
    /// Why `self` (the actual value) is not `expected`; `nil` when `expected` is of another type or
    /// nothing more than the two renderings can be said.
    func explainDifference(fromExpected expected: Any) -> MatchResult.Reason.Content?

    /// `expected` and `self` on one line each, cut around where they differ, each in at most
    /// `width` characters, when their compact lines, cut from the front, would read the same;
    /// `nil` when the compact lines show the difference.
    func linesAroundDifference(fromExpected expected: Any, width: Int) -> (expected: String, actual: String)?
}

extension ExplainedLeaf {
    func linesAroundDifference(fromExpected expected: Any, width: Int) -> (expected: String, actual: String)?
    {
        nil
    }
}

// MARK: - Data

extension Data: RenderedLeaf {
    /// `Data("{\"id\":1}")` for UTF-8 text, `Data([0x01, 0x02])` for other bytes, `Data([])` when
    /// empty. No more bytes are read than the rendering has room for; the rest are counted, as a
    /// list counts its elements, `Data([0x01, …(999 more)])`, or in bytes after text,
    /// `Data("abc", …(999 more bytes))`.
    func render(into renderer: inout ValueRenderer) {
        let shown = DataPrefix(self, room: renderer.limits.maxValueLength)
        renderer.write("Data(")
        if let text = shown.text {
            renderer.writeLiteral(text[...])
            if shown.more > 0 {
                renderer.write(", …(\(shown.more) more \(pluralized("byte", count: shown.more)))")
            }
        } else {
            renderer.write("[")
            renderer.write(shown.bytes.map(hexByte).joined(separator: ", "))
            // A list of bytes counts what it leaves out as every list does.
            if shown.more > 0 {
                renderer.write(shown.bytes.isEmpty ? "" : ", ")
                renderer.writeLeftOut(shown.more)
            }
            renderer.write("]")
        }
        renderer.write(")")
    }
}

extension Data: ExplainedLeaf {
    /// The string diff when both are UTF-8 text (so that a JSON body reads like a string), else the
    /// first differing byte: `differs at byte 3: expected 0x04, found 0x05`.
    func explainDifference(fromExpected expected: Any) -> MatchResult.Reason.Content? {
        guard let expected = expected as? Data else { return nil }
        if expected.count <= Self.textDiffLimit, count <= Self.textDiffLimit,
            let expectedText = utf8Text(of: expected[...]), let actualText = utf8Text(of: self[...]),
            let difference = describeStringDifference(expected: expectedText, actual: actualText)
        {
            return .difference(difference)
        }
        return describeByteDifference(expected: expected, actual: self).map { .difference($0) }
    }

    /// Past this many bytes a difference is told by byte, not decoded as text.
    static let textDiffLimit = 1 << 20

    /// Text from a little before the first difference when both are UTF-8 text
    /// (`Data(…"\"k90\":90,\"k91\":91…"…)`), else the first differing byte among the counted rest:
    /// `Data([…(4000 more), 0x07, …(999 more)])`.
    func linesAroundDifference(fromExpected expected: Any, width: Int) -> (expected: String, actual: String)?
    {
        guard let expected = expected as? Data, expected != self else { return nil }
        let room = width - "Data()".count
        if expected.count <= Self.textDiffLimit, count <= Self.textDiffLimit,
            let expectedText = utf8Text(of: expected[...]), let actualText = utf8Text(of: self[...])
        {
            return (
                "Data(" + focusedString(expectedText[...], comparedWith: actualText[...], width: room) + ")",
                "Data(" + focusedString(actualText[...], comparedWith: expectedText[...], width: room) + ")"
            )
        }
        let offset = firstDifferingByte(expected, self)
        return (Self.bytes(of: expected, around: offset), Self.bytes(of: self, around: offset))
    }

    /// The byte at `offset` between the counts of the bytes before and after it, as a list's
    /// element is shown (see ``foldedRun(_:)``); the bytes before it alone where the data ends first.
    private static func bytes(of data: Data, around offset: Int) -> String {
        var parts = foldedRun(Swift.min(offset, data.count))
        if offset < data.count {
            parts.append(hexByte(data[data.startIndex + offset]))
            parts += foldedRun(data.count - offset - 1)
        }
        return "Data([" + parts.joined(separator: ", ") + "])"
    }
}

/// Where two `Data` first differ, counted from 0: the shorter one's count when one begins the other.
private func firstDifferingByte(_ expected: Data, _ actual: Data) -> Int {
    zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, actual.count)
}

/// `differs at byte 3: expected 0x04, found 0x05`; bytes are counted from 0, as `data[3]` reads
/// them in a `Data` of its own.
internal func describeByteDifference(expected: Data, actual: Data) -> String? {
    let offset = firstDifferingByte(expected, actual)
    guard offset < max(expected.count, actual.count) else { return nil }
    func byte(_ data: Data) -> String {
        offset < data.count ? hexByte(data[data.startIndex + offset]) : "the end of the data"
    }
    return "differs at byte \(offset): expected \(byte(expected)), found \(byte(actual))"
}

/// The part of a `Data` a rendering shows: its text when it is UTF-8 text, else its bytes, and how
/// many bytes are left out.
private struct DataPrefix {
    var text: String?
    var bytes: [UInt8] = []
    var more = 0

    /// The characters around the bytes: `Data("`, `", …(9223372036854775807 more bytes))`.
    static let frame = 48

    /// Reads no more bytes of `data` than a rendering of `room` characters shows, leaving room
    /// for `Data(`, the quotes and the count (a hex byte takes six characters, so fewer of them).
    init(_ data: Data, room: Int) {
        let room = max(room - Self.frame, 1)
        let textPrefix = data.prefix(room)
        let isCut = textPrefix.count < data.count
        // A cut can split a scalar: up to three bytes of it are left for the count.
        let decoded = (0...(isCut ? 3 : 0)).lazy.compactMap { dropped in
            utf8Text(of: textPrefix.dropLast(dropped)).map { (text: $0, bytes: textPrefix.count - dropped) }
        }.first
        if let decoded, !data.isEmpty {
            text = decoded.text
            more = data.count - decoded.bytes
        } else {
            bytes = Array(data.prefix(max(room / 6, 1)))
            more = data.count - bytes.count
        }
    }
}

/// The bytes as text, when they are UTF-8 and hold no control character but tab, line feed and
/// carriage return; `nil` for other bytes.
private func utf8Text(of bytes: Data.SubSequence) -> String? {
    var scalars = String.UnicodeScalarView()
    let failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) {
        scalars.append(Unicode.Scalar($0) ?? "\u{FFFD}")
    }
    guard !failed else { return nil }
    let isText = scalars.allSatisfy { scalar in
        scalar.properties.generalCategory != .control || isTabOrLineBreak(scalar)
    }
    return isText ? String(scalars) : nil
}

/// `0x0A`.
private func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (byte < 0x10 ? "0" : "") + digits
}

// MARK: - Date

extension Date: RenderedLeaf {
    /// ISO 8601 in UTC with fractions of a second: `2023-11-14T22:13:20.250Z` (three digits, six
    /// when a part of a millisecond is set).
    func render(into renderer: inout ValueRenderer) {
        renderer.write(iso8601Text(self))
    }
}

extension Date: ExplainedLeaf {
    /// `0.25 s later than expected`, `3 days 2 h earlier than expected`.
    func explainDifference(fromExpected expected: Any) -> MatchResult.Reason.Content? {
        guard let expected = expected as? Date, self != expected else { return nil }
        let interval = timeIntervalSince(expected)
        guard interval.isFinite else { return nil }
        let direction = interval > 0 ? "later" : "earlier"
        return .text(durationText(abs(interval)) + " \(direction) than expected")
    }
}

/// Microseconds in a second and in a day.
private let microsecondsPerSecond: Int64 = 1_000_000
private let microsecondsPerDay: Int64 = 86_400 * microsecondsPerSecond
/// Past this many seconds (about 285,000 years) microseconds no longer fit in an `Int64`.
private let maximumCountedSeconds = 9e12

/// `2023-11-14T22:13:20.250Z`; a date too far from ours for microseconds to count (or not finite)
/// keeps its description.
private func iso8601Text(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < maximumCountedSeconds else { return date.description }
    let microseconds = Int64((seconds * 1e6).rounded())
    let (days, timeOfDay) = floorDivision(microseconds, microsecondsPerDay)
    let civil = civilDate(daysSince1970: days)
    let (secondsOfDay, fraction) = floorDivision(timeOfDay, microsecondsPerSecond)
    let fractionDigits = padded(fraction, to: 6)
    let shownFraction = fraction % 1_000 == 0 ? String(fractionDigits.prefix(3)) : fractionDigits
    let year = (0...9999).contains(civil.year) ? padded(civil.year, to: 4) : String(civil.year)
    return year + "-" + padded(civil.month, to: 2) + "-" + padded(civil.day, to: 2) + "T"
        + padded(secondsOfDay / 3600, to: 2) + ":" + padded(secondsOfDay / 60 % 60, to: 2) + ":"
        + padded(secondsOfDay % 60, to: 2) + "." + shownFraction + "Z"
}

/// The quotient rounded down and a remainder that is never negative.
private func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let remainder = (value % divisor + divisor) % divisor
    return ((value - remainder) / divisor, remainder)
}

/// The proleptic Gregorian date `days` days after 1970-01-01 (the days-to-civil algorithm: eras of
/// 400 years, each starting on 1 March, so that the leap day ends a year).
private func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let (era, dayOfEra) = floorDivision(shifted, 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
}

/// `value` in decimal, with leading zeros up to `width` digits.
private func padded(_ value: Int64, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
}

/// A positive duration in days, hours, minutes and seconds to the microsecond: `3 days 2 h 0.25 s`;
/// `less than 0.000001 s` below that.
internal func durationText(_ seconds: Double) -> String {
    guard seconds < maximumCountedSeconds else { return "\(seconds) s" }
    let microseconds = Int64((seconds * 1e6).rounded())
    guard microseconds > 0 else { return "less than 0.000001 s" }
    let (days, timeOfDay) = floorDivision(microseconds, microsecondsPerDay)
    let (wholeSeconds, fraction) = floorDivision(timeOfDay, microsecondsPerSecond)
    var parts: [String] = []
    if days > 0 { parts.append("\(days) " + (days == 1 ? "day" : "days")) }
    if wholeSeconds >= 3_600 { parts.append("\(wholeSeconds / 3_600) h") }
    if wholeSeconds % 3_600 >= 60 { parts.append("\(wholeSeconds % 3_600 / 60) min") }
    if wholeSeconds % 60 > 0 || fraction > 0 {
        var digits = padded(fraction, to: 6)
        while digits.hasSuffix("0") { digits.removeLast() }
        parts.append("\(wholeSeconds % 60)" + (digits.isEmpty ? "" : "." + digits) + " s")
    }
    return parts.joined(separator: " ")
}

// MARK: - DateInterval

extension DateInterval: RenderedLeaf {
    /// `2023-11-14T22:13:20.000Z to 2023-11-14T22:14:20.500Z`, both ends as a `Date` renders.
    func render(into renderer: inout ValueRenderer) {
        renderer.write(iso8601Text(start) + " to " + iso8601Text(end))
    }
}

// MARK: - DateComponents

extension DateComponents: RenderedLeaf {
    /// `DateComponents(year: 2023, month: 11, day: 14)`: the fields that are set, in the order of
    /// the initializer (the description ends in a space).
    func render(into renderer: inout ValueRenderer) {
        let numbers: [(String, Int?)] = [
            ("era", era), ("year", year), ("month", month), ("day", day), ("hour", hour),
            ("minute", minute), ("second", second), ("nanosecond", nanosecond), ("weekday", weekday),
            ("weekdayOrdinal", weekdayOrdinal), ("quarter", quarter), ("weekOfMonth", weekOfMonth),
            ("weekOfYear", weekOfYear), ("yearForWeekOfYear", yearForWeekOfYear),
        ]
        let fields =
            [calendar.map { "calendar: .\($0.identifier)" }]
            + numbers.map { name, value in value.map { "\(name): \($0)" } }
            + [
                timeZone.map { "timeZone: " + swiftLiteral($0.identifier) },
                isLeapMonth.map { "isLeapMonth: \($0)" },
            ]
        renderer.write("DateComponents(" + fields.compactMap { $0 }.joined(separator: ", ") + ")")
    }
}
