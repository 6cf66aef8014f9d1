/// A fixture and one of its teams: the key of per-team match rows.
struct FixtureTeam: Hashable, Sendable {
    let fixtureID: Int
    let teamID: Int
}

/// The season's rows looked up by fixture, team and player, built once per workbook so that no
/// sheet scans a whole table. Every list keeps a fixed order: round order for fixtures and
/// match rows, the source table's order otherwise.
struct SeasonIndex: Sendable {
    /// Each team's fixtures in round order (`round_order`, kickoff, id).
    let fixturesByTeam: [Int: [TeamFixture]]
    /// Every fixture from each of its teams' side.
    let teamFixtures: [FixtureTeam: TeamFixture]
    /// `team_match_stats` rows by fixture and team.
    let teamStats: [FixtureTeam: Record]
    /// `player_match_stats` rows by player, in round order.
    let playerStatsByPlayer: [Int: [Record]]
    /// `squads` rows by team.
    let squadByTeam: [Int: [Record]]
    /// `squads` rows by player (one per team he is listed in).
    let squadByPlayer: [Int: [Record]]
    /// `players` rows (one per season, team and league) by player.
    let seasonsByPlayer: [Int: [Record]]
    /// `transfers` rows by player.
    let transfersByPlayer: [Int: [Record]]
    /// `head_to_head` rows under both teams of the pair.
    let headToHeadByTeam: [Int: [Record]]
    /// `coaches` rows (one per career entry) by the team they were listed for.
    let coachesByTeam: [Int: [Record]]
    /// `top_scorers` then `top_assists` rows by player.
    let topListsByPlayer: [Int: [Record]]
    /// `squad_season_stats` rows by team, and by player (one per team he played for).
    let squadSeasonByTeam: [Int: [Record]]
    let squadSeasonByPlayer: [Int: [Record]]

    /// Indexes `tables`.
    init(_ tables: SeasonTables) {
        let fixtures = (tables.fixtures?.records ?? []).sorted(by: Self.roundOrder)
        var positions: [Int: Int] = [:]
        var byTeam: [Int: [TeamFixture]] = [:]
        var teamFixtures: [FixtureTeam: TeamFixture] = [:]
        for fixture in fixtures {
            guard let id = fixture.int(SharedColumn.fixtureID) else { continue }
            positions[id] = positions.count
            for teamID in [fixture.int(MatchSideColumns.homeTeamID), fixture.int(MatchSideColumns.awayTeamID)].compactMap({ $0 }) {
                guard let seen = TeamFixture(fixture, teamID: teamID) else { continue }
                byTeam[teamID, default: []].append(seen)
                teamFixtures[FixtureTeam(fixtureID: id, teamID: teamID)] = seen
            }
        }
        fixturesByTeam = byTeam
        self.teamFixtures = teamFixtures
        teamStats = Self.byFixtureTeam(tables.teamMatchStats)
        playerStatsByPlayer = (tables.playerMatchStats?.grouped(by: SharedColumn.playerID) ?? [:]).mapValues { rows in
            let position = { (row: Record) in row.int(SharedColumn.fixtureID).flatMap { positions[$0] } ?? Int.max }
            return rows.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
        }
        squadByTeam = tables.squads?.grouped(by: SharedColumn.teamID) ?? [:]
        squadByPlayer = tables.squads?.grouped(by: SharedColumn.playerID) ?? [:]
        seasonsByPlayer = tables.players?.grouped(by: SharedColumn.playerID) ?? [:]
        transfersByPlayer = tables.transfers?.grouped(by: SharedColumn.playerID) ?? [:]
        coachesByTeam = tables.coaches?.grouped(by: SharedColumn.teamID) ?? [:]
        headToHeadByTeam = Self.byEitherTeam(tables.headToHead)
        topListsByPlayer = Self.byPlayer([tables.topScorers, tables.topAssists])
        squadSeasonByTeam = tables.squadSeasonStats?.grouped(by: SharedColumn.teamID) ?? [:]
        squadSeasonByPlayer = tables.squadSeasonStats?.grouped(by: SharedColumn.playerID) ?? [:]
    }

    /// Round order: `round_order`, then kickoff, then fixture id; unknown values last.
    static func roundOrder(_ a: Record, _ b: Record) -> Bool {
        func key(_ r: Record) -> (Int, Int, Int) {
            (
                r.int(FixturesColumn.roundOrder) ?? Int.max, r.int(FixturesColumn.kickoffUTC) ?? Int.max,
                r.int(SharedColumn.fixtureID) ?? Int.max
            )
        }
        return key(a) < key(b)
    }

    /// The first row of each fixture and team.
    private static func byFixtureTeam(_ table: RecordTable?) -> [FixtureTeam: Record] {
        var rows: [FixtureTeam: Record] = [:]
        for row in table?.records ?? [] {
            guard let fixtureID = row.int(SharedColumn.fixtureID), let teamID = row.int(SharedColumn.teamID) else { continue }
            let key = FixtureTeam(fixtureID: fixtureID, teamID: teamID)
            if rows[key] == nil { rows[key] = row }
        }
        return rows
    }

    /// Each `head_to_head` row under `team_a_id` and under `team_b_id`.
    private static func byEitherTeam(_ table: RecordTable?) -> [Int: [Record]] {
        var rows: [Int: [Record]] = [:]
        for row in table?.records ?? [] {
            for team in Set([row.int(HeadToHeadColumn.teamAID), row.int(HeadToHeadColumn.teamBID)].compactMap { $0 }).sorted() {
                rows[team, default: []].append(row)
            }
        }
        return rows
    }

    /// The rows of `tables`, in turn, by `player_id`.
    private static func byPlayer(_ tables: [RecordTable?]) -> [Int: [Record]] {
        var rows: [Int: [Record]] = [:]
        for row in tables.compactMap({ $0 }).flatMap(\.records) {
            if let player = row.int(SharedColumn.playerID) { rows[player, default: []].append(row) }
        }
        return rows
    }
}
