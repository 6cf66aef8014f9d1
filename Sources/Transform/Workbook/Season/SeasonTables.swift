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
    let standings: RecordTable?
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
        func table(_ name: OutputTableName) -> RecordTable? { tables[name.rawValue].map(RecordTable.init) }
        func ofSeason(_ name: OutputTableName) -> RecordTable? {
            table(name)?.filter { $0.int("league_id") == leagueID && $0.int("season") == season }
        }
        let fixtures = ofSeason(.fixtures)
        let fixtureIDs = Set(fixtures?.records.compactMap { $0.int("fixture_id") } ?? [])
        func ofSeasonFixtures(_ name: OutputTableName) -> RecordTable? {
            guard fixtures != nil else { return nil }
            return table(name)?.filter { $0.int("fixture_id").map(fixtureIDs.contains) ?? false }
        }
        self.fixtures = fixtures
        events = ofSeasonFixtures(.events)
        teamMatchStats = ofSeasonFixtures(.teamMatchStats)
        playerMatchStats = ofSeasonFixtures(.playerMatchStats)
        standings = ofSeason(.standings)
        topScorers = ofSeason(.topScorers)
        topAssists = ofSeason(.topAssists)
        squads = table(.squads)
        players = table(.players)
        transfers = table(.transfers)
        headToHead = table(.headToHead)
        coaches = table(.coaches)
    }
}
