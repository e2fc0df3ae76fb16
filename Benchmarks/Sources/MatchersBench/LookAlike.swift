import Matchers

// MARK: (10) The message for a value whose description hides the difference

/// A ticket shown by its number only: two tickets for other seats print the same (issue 21).
struct BenchTicket: Equatable, CustomStringConvertible {
    var number: Int
    var holder: String
    var seat: String
    var price: Double
    var description: String { "Ticket #\(number)" }
}

func lookAlikeMessage(_ settings: Settings) -> [Row] {
    let expected = BenchTicket(number: 7, holder: "Ann", seat: "12A", price: 19.5)
    var actual = expected
    actual.seat = "12B"
    var rows = failingMessageRows(
        number: "10", name: "message for a value whose description hides the difference", settings,
        expected: expected, actual: actual,
        timeTarget: isDebugBuild ? nil : Target(text: "≤ 100 µs") { $0.matchers.value <= 100_000 }
    ) { message in
        // The description stays the head of the message, whatever is said under it.
        require(
            message.hasPrefix("Expected: Ticket #7\n     but: was Ticket #7"),
            "(10) message shows the description: \(message)")
    }
    // swift-custom-dump ignores `description` and diffs the stored properties: the peer that never
    // prints two identical lines for this pair. Figures alone, no target.
    rows.append(
        customDumpRow(
            number: "10", settings, expected: expected, actual: actual, matchers: rows[0].matchers,
            target: nil
        ) { dumped in
            require(dumped.contains("12B"), "(10) custom-dump's diff: \(dumped)")
        })
    return rows
}
