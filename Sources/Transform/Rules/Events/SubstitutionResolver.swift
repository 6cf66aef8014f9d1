/// Decides who went off and who came on in each substitution. The API documents `player` as
/// off and `assist` as on, but flips them for some matches (every substitution of Man City v
/// Tottenham, 2024-11-23). So, per event and in match order, the lineups decide: a player on
/// the pitch (a starter, or on from an earlier substitution) goes off; an unused substitute
/// comes on. Only when that points neither way, or both ways, does the documented order hold.
struct SubstitutionResolver {
    private var onPitch: [Int: Set<Int>] = [:]
    private var unusedBench: [Int: Set<Int>] = [:]

    /// Starts from the lineups; a team without one falls back to the documented order.
    init(lineups: [TeamLineup]) {
        for lineup in lineups {
            onPitch[lineup.teamID] = Set(lineup.starters)
            unusedBench[lineup.teamID] = Set(lineup.bench)
        }
    }

    /// Resolves one substitution (events must arrive in match order) and records it.
    mutating func resolve(_ event: MatchEvent) -> (substitution: TimelineSubstitution, flipped: Bool) {
        let team = event.teamID
        let pitch = onPitch[team] ?? []
        let bench = unusedBench[team] ?? []
        let first = event.player.knownID
        let second = event.assist.knownID
        let documented = first.map(pitch.contains) == true || second.map(bench.contains) == true
        let flipped = second.map(pitch.contains) == true || first.map(bench.contains) == true

        let decided: TimelineSubstitution
        if flipped && !documented {
            decided = TimelineSubstitution(playerOff: event.assist, playerOn: event.player, rule: .lineups)
        } else {
            decided = TimelineSubstitution(
                playerOff: event.player, playerOn: event.assist,
                rule: documented && !flipped ? .lineups : .documentedOrder
            )
        }
        record(decided, team: team)
        return (decided, flipped && !documented)
    }

    private mutating func record(_ substitution: TimelineSubstitution, team: Int) {
        if let off = substitution.playerOff.knownID {
            onPitch[team, default: []].remove(off)
        }
        if let on = substitution.playerOn.knownID {
            unusedBench[team, default: []].remove(on)
            onPitch[team, default: []].insert(on)
        }
    }
}
