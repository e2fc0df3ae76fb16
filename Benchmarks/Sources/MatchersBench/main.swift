import Foundation

// matchers-bench: times Matchers against hand-written code and Nimble and prints one table.
//
//     swift run -c release --package-path Benchmarks matchers-bench           # release, full run
//     swift run --package-path Benchmarks matchers-bench                      # debug, as `swift test` builds
//     swift run -c release --package-path Benchmarks matchers-bench --smoke   # seconds; for CI
//
// Times are medians over several samples; CI runs the smoke mode so the benchmark keeps building
// and running, and never gates on the numbers.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: matchers-bench [--smoke] [case number…]")
    print("  --smoke  few, short samples: checks that every case runs; the times are rough")
    print("  1…12     run only these cases (for profiling)")
    print("  --messages  print case 11's messages, ours and swift-custom-dump's, and nothing else")
    print("Build it with -c release or in debug (the configuration `swift test` uses); each has its targets.")
    exit(0)
}
if arguments.contains("--messages") {
    printMessagePairs()
    exit(0)
}
let isSmoke = arguments.contains("--smoke")
let selected = Set(arguments.filter { $0 != "--smoke" })
let cases: [(number: String, run: (Settings) -> [Row])] = [
    ("1", { [passingIntEquality($0)] }),
    ("2", { [passingStringArrayEquality($0)] }),
    ("3", { [failingIntEquality($0)] }),
    ("4", anyOrderCases),
    ("5", hugeArrayMessage),
    ("6", logicCases),
    ("7", stringCases),
    ("8", collectionCases),
    ("9", structuralDiffMessage),
    ("10", lookAlikeMessage),
    ("11", messageBytesCases),
    ("12", equalExceptCases),
]
if let unknown = selected.first(where: { name in !cases.contains { $0.number == name } }) {
    print("error: unknown argument \(unknown); see --help")
    exit(2)
}
let settings = isSmoke ? Settings.smoke : Settings.full

var rows: [Row] = []
for benchmark in cases where selected.isEmpty || selected.contains(benchmark.number) {
    rows.append(contentsOf: benchmark.run(settings))
}

print("Configuration: \(configuration) build (targets differ by configuration).")
print(
    "Median time per operation over \(settings.repetitions) samples (\(settings.slowRepetitions) when one operation"
        + " outlasts a sample)" + (isSmoke ? "; smoke mode: rough numbers." : ".")
)
print("Matchers ÷ raw: cost over hand-written code. Nimble ÷ Matchers: how many times cheaper than Nimble.")
print("")
printTable(rows)
let misses = rows.filter { row in row.target.map { !$0.isMet(row) } ?? false }
print("")
print(
    misses.isEmpty
        ? "All targets met."
        : "\(misses.count) target(s) missed (not a failure: CI does not gate on timings).")
