import Tabular

/// One league-season's share of a run's tables. League tables are filtered by `league_id` and
/// `season`; per-fixture tables by the season's fixture ids (so without `fixtures` they cannot be
/// attributed and are absent); run-wide tables (squads, players, transfers, head_to_head,
/// coaches) stay whole and are read through `SeasonIndex`. Nil where the run has no such table.
struct SeasonTables: Sendable {
    /// The league-season selected.
    let leagueID: Int
    let season: Int
    let fixtures: RecordTable?
    let events: RecordTable?
    let teamMatchStats: RecordTable?
    let playerMatchStats: RecordTable?
    /// The standings' groups; the ranking tables (`table_kind` `ranking`) are `rankings`, never a group.
    let standings: RecordTable?
    /// Standings tables that rank teams of other groups; nil when there are none.
    let rankings: RecordTable?
    /// The season's `squad_season_stats` rows (one per team and player), when the run built the table.
    let squadSeasonStats: RecordTable?
    let topScorers: RecordTable?
    let topAssists: RecordTable?
    let squads: RecordTable?
    let players: RecordTable?
    let transfers: RecordTable?
    let headToHead: RecordTable?
    let coaches: RecordTable?

    /// Selects the rows of `leagueID` in `season` from `tables`.
    init(_ tables: TableSet, leagueID: Int, season: Int) {
        self.leagueID = leagueID
        self.season = season
        func table(_ name: TableName) -> RecordTable? {
            tables[name.rawValue].map { RecordTable($0, reading: Self.columnsRead[name] ?? []) }
        }
        func ofSeason(_ name: TableName) -> RecordTable? {
            table(name)?.filter { $0.int(SharedColumn.leagueID) == leagueID && $0.int(SharedColumn.season) == season }
        }
        let fixtures = ofSeason(.fixtures)
        let fixtureIDs = Set(fixtures?.records.compactMap { $0.int(SharedColumn.fixtureID) } ?? [])
        func ofSeasonFixtures(_ name: TableName) -> RecordTable? {
            guard fixtures != nil else { return nil }
            return table(name)?.filter { $0.int(SharedColumn.fixtureID).map(fixtureIDs.contains) ?? false }
        }
        self.fixtures = fixtures
        events = ofSeasonFixtures(.events)
        teamMatchStats = ofSeasonFixtures(.teamMatchStats)
        playerMatchStats = ofSeasonFixtures(.playerMatchStats)
        let allStandings = ofSeason(.standings)
        let isRanking = { (record: Record) in record.text(StandingsColumn.tableKind) == TableKind.ranking.rawValue }
        standings = allStandings?.filter { !isRanking($0) }
        rankings = allStandings.map { $0.filter(isRanking) }.flatMap { $0.records.isEmpty ? nil : $0 }
        squadSeasonStats = ofSeason(.squadSeasonStats)
        topScorers = ofSeason(.topScorers)
        topAssists = ofSeason(.topAssists)
        squads = table(.squads)
        players = table(.players)
        transfers = table(.transfers)
        headToHead = table(.headToHead)
        coaches = table(.coaches)
    }

    /// The columns the workbook reads from each table, and the only ones it can: taking a table
    /// checks it has them all, and its records refuse any other (`RecordLayout.readable`), so a
    /// read missing from this list stops the first test that reaches it instead of drifting.
    static let columnsRead: [TableName: [ColumnName]] = {
        let topList = [
            SharedColumn.leagueID, SharedColumn.season, SharedColumn.playerID, SharedColumn.playerName, SharedColumn.teamID,
            SharedColumn.teamName,
            DashboardSheet.goalsColumn
        ]
        return [
            .fixtures: TeamFixture.columnsRead + [
                SharedColumn.leagueID, SharedColumn.season, FixturesColumn.round, FixturesColumn.roundOrder,
                FixturesColumn.kickoffUTC, FixturesColumn.venueName, FixturesColumn.venueCity
            ],
            .events: [SharedColumn.fixtureID] + GoalMinutes.columnsRead,
            .teamMatchStats: [SharedColumn.fixtureID, SharedColumn.teamID, SharedColumn.teamName, SharedColumn.side],
            .playerMatchStats: [
                SharedColumn.fixtureID, SharedColumn.teamID, SharedColumn.teamName, SharedColumn.side, SharedColumn.playerID,
                SharedColumn.playerName, SharedColumn.position, PlayerMatchStatsColumn.minutes
            ],
            .standings: [
                SharedColumn.leagueID, SharedColumn.season, SharedColumn.teamID, SharedColumn.teamName, StandingsColumn.rank,
                StandingsColumn.points,
                StandingsColumn.group, StandingsColumn.tableKind
            ] + TeamStanding.columnsRead,
            .squadSeasonStats: [SharedColumn.leagueID, SharedColumn.season, SharedColumn.teamID, SharedColumn.playerID]
                + SquadSeasonFigures.columnsRead,
            .topScorers: topList + TopListFigures.columnsRead,
            .topAssists: topList + TopListFigures.columnsRead,
            .squads: [
                SharedColumn.teamID, SharedColumn.teamName, SharedColumn.playerID, SharedColumn.playerName, SharedColumn.position,
                SquadsColumn.age
            ],
            .players: [
                SharedColumn.playerID, SharedColumn.season, SharedColumn.leagueID, SharedColumn.teamID, SharedColumn.teamName,
                SharedColumn.position, PlayersColumn.name, PlayersColumn.age, PlayersColumn.birthDate, PlayersColumn.nationality,
                PlayersColumn.heightCM, PlayersColumn.weightKG, SeasonPlayer.firstName, SeasonPlayer.lastName
            ],
            .transfers: [SharedColumn.playerID, TransfersColumn.date],
            .headToHead: [HeadToHeadColumn.teamAID, HeadToHeadColumn.teamBID] + TeamFixture.columnsRead,
            .coaches: [
                SharedColumn.teamID, CoachesColumn.name, CoachesColumn.careerTeamID, CoachesColumn.careerStart, CoachesColumn.careerEnd
            ]
        ]
    }()
}
