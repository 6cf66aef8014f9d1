import Tabular

/// A player who gets a sheet, with what his sheet's profile is read from.
struct SeasonPlayer: Sendable {
    /// The `players` columns of his given and family names.
    static let firstName = ColumnName("firstname")
    static let lastName = ColumnName("lastname")

    let id: Int
    /// His one spelling (`PlayerNames`: `Bukayo Saka` from his `players` row, else his squad's
    /// `B. Saka`), else the name his match rows show: sheets are named after it.
    let name: String
    /// The team he is listed under: his team in his latest match of the season, else in a top
    /// list, a squad of the season, or his `players` row.
    let teamID: Int?
    let teamName: String?
    /// His `players` row for this season (this league's first), else for his latest season.
    let profile: Record?
    /// Whether `profile` is a row of this season.
    let profileIsOfSeason: Bool
    /// His `squads` row for his team, if any.
    let squadEntry: Record?
    /// His `player_match_stats` rows of the season, in round order, an unused substitute's included.
    let matches: [Record]
    /// The `matches` he played (`MatchAppearance`), in round order.
    let playedMatches: [Record]
    /// Rows of `matches` he sat on the bench unused.
    var unusedSubstitute: Int { matches.count - playedMatches.count }

    /// Gathers what the tables know of player `id`, named as `names` spells him.
    init(id: Int, tables: SeasonTables, index: SeasonIndex, teams: SeasonTeams, names: PlayerNames) {
        let (profile, profileIsOfSeason) = PlayerNames.profile(of: id, tables: tables, index: index)
        let matches = index.playerStatsByPlayer[id] ?? []
        let topEntry = index.topListsByPlayer[id]?.first
        let squads = index.squadByPlayer[id] ?? []
        let seasonSquad = squads.first { teams.position(of: $0.int(SharedColumn.teamID)) != nil }
        let seasonRow = profileIsOfSeason ? profile : nil
        let teamID =
            matches.last?.int(SharedColumn.teamID) ?? topEntry?.int(SharedColumn.teamID) ?? seasonSquad?.int(SharedColumn.teamID)
            ?? seasonRow?.int(SharedColumn.teamID)
        let shown = [matches.last?.text(SharedColumn.playerName), topEntry?.text(SharedColumn.playerName)]
        self.id = id
        name = names.name(id) ?? shown.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? "Player \(id)"
        self.teamID = teamID
        teamName =
            teams.team(teamID)?.name ?? matches.last?.text(SharedColumn.teamName) ?? topEntry?.text(SharedColumn.teamName)
            ?? seasonRow?.text(SharedColumn.teamName)
        self.profile = profile
        self.profileIsOfSeason = profileIsOfSeason
        squadEntry = squads.first { $0.int(SharedColumn.teamID) == teamID } ?? seasonSquad
        self.matches = matches
        let appearance = tables.playerMatchStats.map(MatchAppearance.init)
        playedMatches = matches.filter { appearance?.played($0) ?? true }
    }
}
