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

    /// Indexes `tables`.
    init(_ tables: SeasonTables) {
        let fixtures = (tables.fixtures?.records ?? []).sorted(by: Self.roundOrder)
        var positions: [Int: Int] = [:]
        var byTeam: [Int: [TeamFixture]] = [:]
        var teamFixtures: [FixtureTeam: TeamFixture] = [:]
        for fixture in fixtures {
            guard let id = fixture.int("fixture_id") else { continue }
            positions[id] = positions.count
            for teamID in [fixture.int("home_team_id"), fixture.int("away_team_id")].compactMap({ $0 }) {
                guard let seen = TeamFixture(fixture, teamID: teamID) else { continue }
                byTeam[teamID, default: []].append(seen)
                teamFixtures[FixtureTeam(fixtureID: id, teamID: teamID)] = seen
            }
        }
        fixturesByTeam = byTeam
        self.teamFixtures = teamFixtures
        teamStats = Self.byFixtureTeam(tables.teamMatchStats)
        playerStatsByPlayer = (tables.playerMatchStats?.grouped(by: "player_id") ?? [:]).mapValues { rows in
            let position = { (row: Record) in row.int("fixture_id").flatMap { positions[$0] } ?? Int.max }
            return rows.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
        }
        squadByTeam = tables.squads?.grouped(by: "team_id") ?? [:]
        squadByPlayer = tables.squads?.grouped(by: "player_id") ?? [:]
        seasonsByPlayer = tables.players?.grouped(by: "player_id") ?? [:]
        transfersByPlayer = tables.transfers?.grouped(by: "player_id") ?? [:]
        coachesByTeam = tables.coaches?.grouped(by: "team_id") ?? [:]
        headToHeadByTeam = Self.byEitherTeam(tables.headToHead)
        topListsByPlayer = Self.byPlayer([tables.topScorers, tables.topAssists])
    }

    /// Round order: `round_order`, then kickoff, then fixture id; unknown values last.
    static func roundOrder(_ a: Record, _ b: Record) -> Bool {
        func key(_ r: Record) -> (Int, Int, Int) {
            (r.int("round_order") ?? Int.max, r.int("kickoff_utc") ?? Int.max, r.int("fixture_id") ?? Int.max)
        }
        return key(a) < key(b)
    }

    /// The first row of each fixture and team.
    private static func byFixtureTeam(_ table: RecordTable?) -> [FixtureTeam: Record] {
        var rows: [FixtureTeam: Record] = [:]
        for row in table?.records ?? [] {
            guard let fixtureID = row.int("fixture_id"), let teamID = row.int("team_id") else { continue }
            let key = FixtureTeam(fixtureID: fixtureID, teamID: teamID)
            if rows[key] == nil { rows[key] = row }
        }
        return rows
    }

    /// Each `head_to_head` row under `team_a_id` and under `team_b_id`.
    private static func byEitherTeam(_ table: RecordTable?) -> [Int: [Record]] {
        var rows: [Int: [Record]] = [:]
        for row in table?.records ?? [] {
            for team in Set([row.int("team_a_id"), row.int("team_b_id")].compactMap { $0 }).sorted() {
                rows[team, default: []].append(row)
            }
        }
        return rows
    }

    /// The rows of `tables`, in turn, by `player_id`.
    private static func byPlayer(_ tables: [RecordTable?]) -> [Int: [Record]] {
        var rows: [Int: [Record]] = [:]
        for row in tables.compactMap({ $0 }).flatMap(\.records) {
            if let player = row.int("player_id") { rows[player, default: []].append(row) }
        }
        return rows
    }
}
