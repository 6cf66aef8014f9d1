/// A player who gets a sheet, with what his sheet's profile is read from.
struct SeasonPlayer: Sendable {
    /// The `players` columns of his given and family names.
    static let firstName = ColumnName("firstname")
    static let lastName = ColumnName("lastname")

    let id: Int
    /// His full name (`Bukayo Saka`) where his `players` row gives first and last names, else
    /// the name the tables show (`B. Saka`): sheets are named after it.
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

    /// Gathers what the tables know of player `id`.
    init(id: Int, tables: SeasonTables, index: SeasonIndex, teams: SeasonTeams) {
        let seasons = index.seasonsByPlayer[id] ?? []
        let ofSeason = seasons.filter { $0.int(SharedColumn.season) == tables.season }
        let seasonRow = ofSeason.first { $0.int(SharedColumn.leagueID) == tables.leagueID } ?? ofSeason.first
        let matches = index.playerStatsByPlayer[id] ?? []
        let topEntry = index.topListsByPlayer[id]?.first
        let squads = index.squadByPlayer[id] ?? []
        let seasonSquad = squads.first { teams.position(of: $0.int(SharedColumn.teamID)) != nil }
        let teamID = matches.last?.int(SharedColumn.teamID) ?? topEntry?.int(SharedColumn.teamID) ?? seasonSquad?.int(SharedColumn.teamID) ?? seasonRow?.int(SharedColumn.teamID)
        let names = [
            seasonRow?.text(PlayersColumn.name), seasons.first?.text(PlayersColumn.name), matches.last?.text(SharedColumn.playerName),
            topEntry?.text(SharedColumn.playerName), (seasonSquad ?? squads.first)?.text(SharedColumn.playerName),
        ]
        self.id = id
        let profile = seasonRow ?? seasons.first
        let fullName = [profile?.text(Self.firstName), profile?.text(Self.lastName)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        name = fullName.isEmpty ? names.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? "Player \(id)" : fullName
        self.teamID = teamID
        teamName = teams.team(teamID)?.name ?? matches.last?.text(SharedColumn.teamName) ?? topEntry?.text(SharedColumn.teamName) ?? seasonRow?.text(SharedColumn.teamName)
        self.profile = profile
        profileIsOfSeason = seasonRow != nil
        squadEntry = squads.first { $0.int(SharedColumn.teamID) == teamID } ?? seasonSquad
        self.matches = matches
        let appearance = tables.playerMatchStats.map(MatchAppearance.init)
        playedMatches = matches.filter { appearance?.played($0) ?? true }
    }
}
