/// The one spelling of each player's name in a workbook: his full name from his `players` row
/// (first and last names), else his name in a squad, else the `players` row's short name; nil
/// for a player neither table knows, whose rows then keep their own text.
struct PlayerNames: Sendable {
    private var names: [Int: String]

    /// The name of every player in `tables`' `players` and `squads`.
    init(_ tables: SeasonTables, index: SeasonIndex, teams: SeasonTeams) {
        var names: [Int: String] = [:]
        for id in Set(index.seasonsByPlayer.keys).union(index.squadByPlayer.keys) {
            let profile = Self.profile(of: id, tables: tables, index: index).row
            let full = [profile?.text(SeasonPlayer.firstName), profile?.text(SeasonPlayer.lastName)].compactMap { $0 }
                .filter { !$0.isEmpty }.joined(separator: " ")
            let squads = index.squadByPlayer[id] ?? []
            let squad = squads.first { teams.position(of: $0.int(SharedColumn.teamID)) != nil } ?? squads.first
            let spelled = [full, squad?.text(SharedColumn.playerName), profile?.text(PlayersColumn.name)]
            if let name = spelled.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) { names[id] = name }
        }
        self.names = names
    }

    /// The same names, and those `players` go by where the tables knew none (a name from his match rows).
    func including(_ players: [SeasonPlayer]) -> PlayerNames {
        var all = self
        for player in players where all.names[player.id] == nil { all.names[player.id] = player.name }
        return all
    }

    /// The player's one spelling, if the tables know him.
    func name(_ id: Int?) -> String? {
        id.flatMap { names[$0] }
    }

    /// His `players` row for the season (this league's first), else his first listed row; and
    /// whether it is of the season.
    static func profile(of id: Int, tables: SeasonTables, index: SeasonIndex) -> (row: Record?, ofSeason: Bool) {
        let seasons = index.seasonsByPlayer[id] ?? []
        let ofSeason = seasons.filter { $0.int(SharedColumn.season) == tables.season }
        let seasonRow = ofSeason.first { $0.int(SharedColumn.leagueID) == tables.leagueID } ?? ofSeason.first
        return (seasonRow ?? seasons.first, seasonRow != nil)
    }
}
