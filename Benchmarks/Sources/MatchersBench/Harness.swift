import BenchSupport

// MARK: Opaque sinks

/// Makes `value` observable: the optimizer must compute it, because unknown code reads it.
@inline(__always)
func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { bench_consume($0) }
}

/// Returns `value` after unknown code may have changed it: the optimizer cannot fold or hoist
/// what is computed from the result.
@inline(__always)
func opaque<T>(_ value: T) -> T {
    var copy = value
    withUnsafeMutablePointer(to: &copy) { bench_clobber($0) }
    return copy
}

// MARK: Measuring

/// How long and how often each case is measured.
struct Settings {
    /// Samples taken per case; the reported time is their median.
    var repetitions: Int
    /// Each sample runs enough operations to last at least this long.
    var sampleTime: Duration
    /// At most this many samples for operations that take longer than `sampleTime` on their own.
    var slowRepetitions: Int

    /// The size of the array in case (5): Nimble and raw code print all of it, which takes seconds.
    var hugeArrayCount: Int

    static let full = Settings(
        repetitions: 15, sampleTime: .milliseconds(20), slowRepetitions: 7, hugeArrayCount: 1_000_000)
    static let smoke = Settings(
        repetitions: 3, sampleTime: .microseconds(500), slowRepetitions: 1, hugeArrayCount: 100_000)
}

/// Median nanoseconds per operation. `body(n)` must perform the operation `n` times.
func measure(_ settings: Settings, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    // Warm up: the first call pays for lazily initialized state (Nimble's environment, metadata).
    body(1)
    // Calibrate.
    var iterations = 1
    var elapsed = clock.measure { body(iterations) }
    while elapsed < settings.sampleTime {
        let factor = settings.sampleTime / max(elapsed, .nanoseconds(1))
        iterations = Int(Double(iterations) * min(max(factor * 1.2, 2), 100))
        elapsed = clock.measure { body(iterations) }
    }
    // An operation that takes longer than a sample on its own is measured fewer times, and its
    // calibration run counts as the first sample.
    let isSlow = iterations == 1 && elapsed > settings.sampleTime * 2
    let count = isSlow ? min(settings.slowRepetitions, settings.repetitions) : settings.repetitions
    var samples: [Double] = isSlow ? [nanoseconds(elapsed)] : []
    while samples.count < count {
        samples.append(nanoseconds(clock.measure { body(iterations) }) / Double(iterations))
    }
    return median(samples)
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// MARK: Reporting

/// A figure in a row: a time in nanoseconds per operation, or a size in bytes.
enum Figure {
    case time(Double)
    case bytes(Int)

    var value: Double {
        switch self {
        case .time(let nanoseconds): nanoseconds
        case .bytes(let count): Double(count)
        }
    }

    var text: String {
        switch self {
        case .time(let nanoseconds): formatTime(nanoseconds)
        case .bytes(let count): formatBytes(count)
        }
    }
}

/// A performance target and whether a row meets it.
struct Target {
    var text: String
    var isMet: (Row) -> Bool
}

/// One line of the table.
struct Row {
    var number: String
    var name: String
    var matchers: Figure
    var raw: Figure?
    var nimble: Figure?
    var target: Target?

    /// Matchers ÷ raw: how much the matcher costs over hand-written code.
    var overRaw: Double? { raw.map { matchers.value / $0.value } }
    /// Nimble ÷ Matchers: how many times cheaper than Nimble.
    var nimbleOver: Double? { nimble.map { $0.value / matchers.value } }
}

func formatTime(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: fixed(nanoseconds, 2) + " ns"
    case ..<1_000: fixed(nanoseconds, 1) + " ns"
    case ..<1_000_000: fixed(nanoseconds / 1e3, 2) + " µs"
    case ..<1_000_000_000: fixed(nanoseconds / 1e6, 2) + " ms"
    default: fixed(nanoseconds / 1e9, 2) + " s"
    }
}

func formatBytes(_ count: Int) -> String {
    switch count {
    case ..<10_000: "\(count) B"
    case ..<10_000_000: fixed(Double(count) / 1_024, 1) + " KB"
    default: fixed(Double(count) / 1_048_576, 1) + " MB"
    }
}

func formatRatio(_ ratio: Double) -> String {
    switch ratio {
    case 100...: fixed(ratio, 0) + "×"
    case 0.01...: fixed(ratio, 2) + "×"
    case 0.0001...: fixed(ratio, 4) + "×"
    default: fixed(ratio, 6) + "×"
    }
}

/// `1,000,000`.
func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}

/// `value` with `digits` decimals, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard digits > 0 else { return sign + "\(whole)" }
    let fractionText = String(fraction)
    return sign + "\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}

/// Prints the rows as a Markdown table, padded so that it also reads well in a terminal.
func printTable(_ rows: [Row]) {
    let header = [
        "#", "Case", "Matchers", "Raw", "Matchers ÷ raw", "Nimble", "Nimble ÷ Matchers", "Target", "Result",
    ]
    let lines = rows.map { row -> [String] in
        [
            row.number,
            row.name,
            row.matchers.text,
            row.raw?.text ?? "—",
            row.overRaw.map(formatRatio) ?? "—",
            row.nimble?.text ?? "—",
            row.nimbleOver.map(formatRatio) ?? "—",
            row.target?.text ?? "—",
            row.target.map { $0.isMet(row) ? "PASS" : "MISS" } ?? "—",
        ]
    }
    let table = [header] + lines
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    func render(_ cells: [String]) -> String {
        let padded = cells.indices.map { column in
            cells[column] + String(repeating: " ", count: widths[column] - cells[column].count)
        }
        return "| " + padded.joined(separator: " | ") + " |"
    }
    print(render(header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for line in lines {
        print(render(line))
    }
}
