// A reason's parts laid out as text: the one place a reason becomes the lines under `but:`.

extension MatchResult.Reason.Content {
    /// The text the part prints, before the message indents it under `but:`.
    package var text: String {
        switch self {
        case .text(let text), .difference(let text), .aboutTheMatcher(let text):
            return text
        case .lines(let parts):
            // A part under another sits under a line of its own (`threw …`, `title was …`).
            return parts.enumerated().map { $0.offset == 0 ? $0.element.text : $0.element.nestedText }
                .filter { !$0.isEmpty }.joined(separator: "\n")
        case .indented(let part, let width):
            let text = part.nestedText
            return text.isEmpty ? "" : MessageLayout.indenting(text, by: width)
        case .labelled(let label, let part):
            return label + MessageLayout.indentingContinuationLines(of: part.nestedText, by: label.count)
        case .failedItem(let description, let reason):
            return MessageLayout.failedItem(description, reason: reason)
        case .list(let heading, let items):
            return MessageLayout.list(heading, items.map(\.text))
        case .focused(let part, _):
            return part.text
        }
    }

    /// The text the part prints under a line of its own (a feature's `was` line, a failed item's
    /// `but:`, an indented detail, a part under another): a diff with one change whose line shows
    /// both of its values whole prints that line (`differs at [1].qty: expected 2, found 3`), as the
    /// message does under its two value lines; the tree would add only the unchanged values around
    /// it. A reason at the top (``text``, what `describeDifference` returns) keeps the tree.
    package var nestedText: String {
        guard case .focused(.difference, let found) = self, let change = found.singleChange,
            change.isCompleteUnderCutLines
        else { return text }
        return change.line
    }

    /// Whether the part has no text.
    package var isEmpty: Bool {
        switch self {
        case .text(let text), .difference(let text), .aboutTheMatcher(let text): return text.isEmpty
        case .lines(let parts): return parts.allSatisfy(\.isEmpty)
        case .indented(let part, _), .focused(let part, _): return part.isEmpty
        case .labelled, .failedItem, .list: return false
        }
    }

    /// What the explanation found and read along with its diff, where the reason is `equalTo`'s
    /// diff (at the top, or first in its lines); `nil` when the reason was not found with one.
    var found: MatchResult.Reason.FoundWithDiff? {
        switch self {
        case .focused(_, let found): return found
        case .lines(let parts): return parts.first?.found
        default: return nil
        }
    }

    /// Whether the part shows a diff, at any depth.
    package var showsDifference: Bool {
        contains { if case .difference = $0 { true } else { false } }
    }

    /// Whether the value lines above the part are compact: it shows a diff, or says the matcher
    /// cannot be used as written, at any depth.
    package var compactsValueLines: Bool {
        contains {
            switch $0 {
            case .difference, .aboutTheMatcher: true
            default: false
            }
        }
    }

    /// Whether `isWanted` holds for a part of text at any depth (a failed item's reason included).
    private func contains(where isWanted: (Self) -> Bool) -> Bool {
        switch self {
        case .text, .difference, .aboutTheMatcher: return isWanted(self)
        case .lines(let parts): return parts.contains { $0.contains(where: isWanted) }
        case .indented(let part, _), .labelled(_, let part), .focused(let part, _):
            return part.contains(where: isWanted)
        case .failedItem(_, let reason): return reason?.content.contains(where: isWanted) ?? false
        case .list(_, let items): return items.contains { $0.contains(where: isWanted) }
        }
    }
}

extension MessageLayout {
    /// At most ``MessageLimits/maxReportedItems`` parts, then the rest counted: `…(7 more)`; the
    /// parts' form of ``capped(_:total:)``.
    package static func capped(
        _ items: [MatchResult.Reason.Content], total: Int? = nil
    ) -> [MatchResult.Reason.Content] {
        let limit = MessageLimits.current.maxReportedItems
        let total = total ?? items.count
        guard total > limit || items.count > limit else { return items }
        return Array(items.prefix(limit)) + [.text("…(\(total - min(limit, items.count)) more)")]
    }
}
