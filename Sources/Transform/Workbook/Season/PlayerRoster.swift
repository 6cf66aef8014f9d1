import PipelineSpec

/// Who gets a player sheet, in sheet order: by team (standings order, other teams last), then
/// name, then id. `all` is everyone who played in the season (minutes above 0, `MatchAppearance`);
/// `top` the players of the top scorers and assists lists plus each team's most used players by minutes.
struct PlayerRoster: Sendable {
    /// How many of each team's most used players `top` includes.
    static let mostUsedPerTeam = 3

    let players: [SeasonPlayer]
    /// With `all`: the players of the season's statistics who never played (listed on the Index,
    /// without a sheet), in the same order; empty otherwise.
    let unplayed: [SeasonPlayer]

    /// The roster `selection` asks for.
    init(_ selection: PlayerSheets, tables: SeasonTables, index: SeasonIndex, teams: SeasonTeams, names: PlayerNames) {
        let ids: Set<Int>
        switch selection {
        case .none: ids = []
        case .all: ids = Set(index.playerStatsByPlayer.keys)
        case .top: ids = Set(index.topListsByPlayer.keys).union(Self.mostUsed(tables.playerMatchStats))
        }
        let roster = ids.map { SeasonPlayer(id: $0, tables: tables, index: index, teams: teams, names: names) }.sorted { a, b in
            let ta = teams.position(of: a.teamID) ?? Int.max
            let tb = teams.position(of: b.teamID) ?? Int.max
            return (ta, a.name, a.id) < (tb, b.name, b.id)
        }
        let playedOnly = selection == .all
        players = playedOnly ? roster.filter { !$0.playedMatches.isEmpty } : roster
        unplayed = playedOnly ? roster.filter { $0.playedMatches.isEmpty } : []
    }

    /// Each team's `mostUsedPerTeam` players by minutes played (ties by id).
    private static func mostUsed(_ stats: RecordTable?) -> Set<Int> {
        var minutes: [TeamPlayer: Int] = [:]
        for row in stats?.records ?? [] {
            guard let team = row.int(SharedColumn.teamID), let player = row.int(SharedColumn.playerID) else { continue }
            minutes[TeamPlayer(teamID: team, playerID: player), default: 0] += row.int(PlayerMatchStatsColumn.minutes) ?? 0
        }
        var chosen: Set<Int> = []
        for entries in Dictionary(grouping: minutes, by: \.key.teamID).values {
            let ranked = entries.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.playerID < b.key.playerID }
            chosen.formUnion(ranked.prefix(mostUsedPerTeam).map(\.key.playerID))
        }
        return chosen
    }

    private struct TeamPlayer: Hashable {
        let teamID: Int
        let playerID: Int
    }
}
