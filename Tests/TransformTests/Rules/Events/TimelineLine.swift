@testable import Transform

/// Test-only: one timeline entry as a line of text, so expectations read like a match report:
/// `seq clock period kind side score [shootout] who [rule] [flags]`.
func timelineLine(_ entry: TimelineEntry) -> String {
    var parts = [
        String(entry.seq), entry.clock ?? "-", entry.period.rawValue, entry.kind.rawValue,
        entry.side?.rawValue ?? "nobody", entry.score.description
    ]
    if let shootout = entry.shootoutScore { parts.append("pens \(shootout)") }
    if let substitution = entry.substitution {
        parts.append("off \(substitution.playerOff.name ?? "?") on \(substitution.playerOn.name ?? "?")")
        parts.append(substitution.rule.rawValue)
    } else {
        parts.append(entry.event.player.name ?? "?")
    }
    parts += entry.flags.map(\.rawValue)
    return parts.joined(separator: " ")
}
