/// One generated league-season, simulated once: every response about it is derived from this.
package struct LeagueSeason: Sendable {
    package let world: LeagueWorld
    package let leagueIndex: Int
    /// Every fixture's record, ascending fixture id (= kickoff order).
    package let records: [MatchRecord]
    package let quirks: QuirkPlan
    package let standings: [StandingRow]
    /// Season totals of every player who was named in a match, ascending player id.
    package let totals: [(playerID: Int, totals: PlayerSeasonTotals)]
    package let topScorers: [TopPlayerRanking.Candidate]
    package let topAssists: [TopPlayerRanking.Candidate]
    /// Players whose profiles, seasons and transfers are recorded: the top lists' players, ascending id.
    package let careers: [PlayerCareer]
    /// Earlier seasons' meetings, for head-to-head answers.
    package let history: [HistoricMeeting]
    /// The player the API spells two ways, and his ASCII spelling in squads and transfers.
    package let twoSpellings: (playerID: Int, asciiName: String)?

    /// Plays the league at `index` for `season`.
    package static func simulate(leagueIndex: Int, season: Int, seed: UInt64) -> LeagueSeason {
        var builder = LeagueWorldBuilder(seed: seed, leagueIndex: leagueIndex, season: season)
        let world = builder.build()
        let fixtures = SeasonScheduler.schedule(world, leagueIndex: leagueIndex, season: season, seed: seed)
        let quirks = QuirkPlan(fixtures: fixtures, seed: seed, leagueID: world.league.id)
        let records = fixtures.map { fixture in
            MatchSimulator.play(
                fixture, home: world.club(fixture.homeID)!, away: world.club(fixture.awayID)!,
                directives: quirks.directives(for: fixture.id), seed: seed)
        }
        let standings = StandingsCalculator.table(world, records: records)

        var byPlayer: [Int: PlayerSeasonTotals] = [:]
        for record in records {
            for line in record.lines.joined() { byPlayer[line.playerID, default: PlayerSeasonTotals()].add(line) }
        }
        let clubOf = Self.clubIndex(world)
        let candidates = byPlayer.keys.sorted().map { id in
            TopPlayerRanking.Candidate(
                playerID: id, totals: byPlayer[id]!,
                clubRank: standings.first { $0.club.id == world.clubs[clubOf[id]!].id }!.rank)
        }
        let topScorers = TopPlayerRanking.scorers(candidates)
        let topAssists = TopPlayerRanking.assists(candidates)
        let selected = Array(Set(topScorers.map(\.playerID) + topAssists.map(\.playerID))).sorted()
        let careers = selected.map { id in
            let club = world.clubs[clubOf[id]!]
            return PlayerCareerBuilder.career(
                of: club.squad.first { $0.id == id }!, club: club,
                totals: byPlayer[id]!, world: world, seed: seed)
        }
        let spelledTwice = topScorers.lazy.compactMap { candidate -> (Int, String)? in
            let player = world.clubs[clubOf[candidate.playerID]!].squad.first { $0.id == candidate.playerID }!
            let ascii = NameFolding.ascii(player.name)
            return ascii == player.name ? nil : (player.id, ascii)
        }.first
        return LeagueSeason(
            world: world, leagueIndex: leagueIndex, records: records, quirks: quirks, standings: standings,
            totals: candidates.map { ($0.playerID, $0.totals) }, topScorers: topScorers, topAssists: topAssists,
            careers: careers,
            history: HistoricMeeting.seasons(world, leagueIndex: leagueIndex, seed: seed, count: 2),
            twoSpellings: spelledTwice.map { (playerID: $0.0, asciiName: $0.1) }
        )
    }

    /// Player id → index of his club in `world.clubs` (lookup only).
    private static func clubIndex(_ world: LeagueWorld) -> [Int: Int] {
        var index: [Int: Int] = [:]
        for (clubIndex, club) in world.clubs.enumerated() {
            for player in club.squad { index[player.id] = clubIndex }
        }
        return index
    }

    /// A player of the league and his club.
    package func player(_ id: Int) -> (player: DemoPlayer, club: DemoClub)? {
        for club in world.clubs {
            if let player = club.squad.first(where: { $0.id == id }) { return (player, club) }
        }
        return nil
    }

    /// The name a response shows for a player: the ASCII spelling where the API uses it.
    package func name(of player: DemoPlayer, asciiSpelling: Bool) -> String {
        if asciiSpelling, let twoSpellings, twoSpellings.playerID == player.id { return twoSpellings.asciiName }
        return player.name
    }
}
