/// Picks a side's starting eleven and bench for a match: the usual shape, the best available
/// players by position with some rotation, a bench of 7–9 with a goalkeeper.
enum LineupSelector {
    /// The club's lineup for one match.
    static func select(_ club: DemoClub, rng: inout SplitMix64) -> MatchLineup {
        let formation = rng.chance(0.85) ? club.formation : rng.pick(Formation.allCases)
        let available = club.squad.filter { _ in !rng.chance(0.07) }
        var form: [Int: Double] = [:]
        for player in available { form[player.id] = player.quality + rng.double(in: 0...0.25) }
        var remaining = available.sorted { (form[$0.id]!, $1.id) > (form[$1.id]!, $0.id) }
        if let keeper = remaining.first(where: { $0.position == .goalkeeper }),
            let bestKeeper = available.filter({ $0.position == .goalkeeper }).max(by: { $0.quality < $1.quality }),
            keeper.id != bestKeeper.id, !rng.chance(0.1)
        {
            // The first-choice keeper nearly always plays when fit.
            remaining.removeAll { $0.id == bestKeeper.id }
            remaining.insert(bestKeeper, at: 0)
        }

        var starters: [MatchLineup.Starter] = []
        for slot in formation.slots {
            let index =
                remaining.firstIndex { $0.position == slot.position }
                ?? remaining.firstIndex { $0.position != .goalkeeper }!
            starters.append(MatchLineup.Starter(playerID: remaining[index].id, grid: slot.grid))
            remaining.remove(at: index)
        }

        let benchSize = [9, 9, 9, 9, 9, 9, 9, 8, 8, 7][rng.int(in: 0...9)]
        var bench: [Int] = []
        if let keeperIndex = remaining.firstIndex(where: { $0.position == .goalkeeper }) {
            bench.append(remaining.remove(at: keeperIndex).id)
        }
        let outfield = remaining.filter { $0.position != .goalkeeper }
        bench += outfield.prefix(benchSize - bench.count).map(\.id)

        let starterIDs = starters.map(\.playerID)
        let captain =
            starterIDs.contains(club.captainID)
            ? club.captainID
            : club.squad.filter { starterIDs.contains($0.id) && $0.position != .goalkeeper }
                .max { ($0.quality, $1.id) < ($1.quality, $0.id) }!.id
        return MatchLineup(clubID: club.id, formation: formation, starters: starters, bench: bench, captainID: captain)
    }
}
