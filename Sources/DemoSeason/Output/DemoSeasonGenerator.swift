import APIModel
package import JSON

/// Produces every recording the demo pipeline needs (pipelines/README.md), in the planner's dependency order:
/// the catalogs, then per league fixtures, rounds, details in batches of 20, standings, top
/// lists, squads, players over three seasons, transfers, head-to-head and coaches; then the
/// added datasets (`DemoSeasonGenerator+Added`).
package struct DemoSeasonGenerator: Sendable {
    /// Receives each request and its envelope.
    package typealias Sink = (DemoRequest, JSONValue) throws(DemoSeasonError) -> Void

    package let options: DemoSeasonOptions

    /// Most fixtures one `fixtures?ids=` request may name.
    package static let detailsBatchSize = 20
    /// Meetings per head-to-head request (`last=5`).
    package static let headToHeadLast = 5

    /// A generator for checked options.
    package init(options: DemoSeasonOptions) {
        self.options = options
    }

    /// Calls `body` with each request and its envelope; returns the per-league summary.
    package func forEachRecording(
        _ body: Sink
    ) throws(DemoSeasonError) -> [DemoSeasonSummary.League] {
        let identities = (0..<options.leagues).map { LeagueIdentity.generated(index: $0, season: options.season) }
        let catalog = CatalogJSON(leagues: identities)
        try emit(Request(.leagues), catalog.leaguesResponse(), body)
        try emit(Request(.countries), catalog.countriesResponse(), body)
        try emitAddedCatalogs(body)
        var summaries: [DemoSeasonSummary.League] = []
        for index in 0..<options.leagues {
            let season = LeagueSeason.simulate(leagueIndex: index, season: options.season, seed: options.seed)
            try emitLeague(season, body)
            summaries.append(summary(season, added: try emitAddedDatasets(season, body)))
        }
        return summaries
    }

    private func emit(
        _ request: Request, _ response: [JSONValue], pagingCurrent: Int = 1,
        _ body: Sink
    ) throws(DemoSeasonError) {
        try body(DemoRequest(request), ResponseEnvelope.wrap(DemoRequest(request), response, pagingCurrent: pagingCurrent))
    }

    private func emitLeague(_ season: LeagueSeason, _ body: Sink) throws(DemoSeasonError) {
        let world = season.world
        let scope = ["league": String(world.league.id), "season": String(world.league.season)]
        let fixtureJSON = FixtureJSON(world: world)
        let seasonJSON = SeasonJSON(season: season)
        let clubJSON = ClubJSON(season: season)

        try emit(Request(.fixtures, scope), season.records.map { .object(fixtureJSON.summary($0)) }, body)
        try emit(Request(.fixturesRounds, scope), seasonJSON.rounds(currentOnly: false), body)
        try emit(
            Request(.fixturesRounds, scope.merging(["current": "true"]) { a, _ in a }),
            seasonJSON.rounds(currentOnly: true), body)

        let details = FixtureDetailsJSON(world: world)
        let ordered = season.records.sorted { $0.fixture.id < $1.fixture.id }
        for start in stride(from: 0, to: ordered.count, by: Self.detailsBatchSize) {
            let batch = ordered[start..<min(start + Self.detailsBatchSize, ordered.count)]
            let ids = batch.map { String($0.fixture.id) }.joined(separator: "-")
            try emit(Request(.fixtures, ["ids": ids]), batch.map(details.item), body)
        }

        try emit(Request(.standings, scope), seasonJSON.standings(), body)
        try emit(Request(.topScorers, scope), seasonJSON.topList(season.topScorers), pagingCurrent: 0, body)
        try emit(Request(.topAssists, scope), seasonJSON.topList(season.topAssists), pagingCurrent: 0, body)
        for club in world.clubs {
            try emit(Request(.squads, ["team": String(club.id)]), clubJSON.squad(club), body)
        }
        for career in season.careers {
            for back in 0..<PlayerCareerBuilder.seasonsCovered {
                let year = world.league.season - back
                try emit(
                    Request(.players, ["id": String(career.playerID), "season": String(year)]),
                    seasonJSON.player(career, season: year), body)
            }
        }
        for career in season.careers {
            try emit(Request(.transfers, ["player": String(career.playerID)]), seasonJSON.transfers(career), body)
        }
        try emitHeadToHead(season, seasonJSON, body)
        for club in world.clubs {
            try emit(Request(.coaches, ["team": String(club.id)]), clubJSON.coaches(club), body)
        }
    }

    private func emitHeadToHead(_ season: LeagueSeason, _ seasonJSON: SeasonJSON, _ body: Sink) throws(DemoSeasonError) {
        func key(_ a: Int, _ b: Int) -> Int { min(a, b) * 10_000_000 + max(a, b) }
        var meetings: [Int: [HistoricMeeting]] = [:]
        for meeting in season.history {
            meetings[key(meeting.fixture.homeID, meeting.fixture.awayID), default: []].append(meeting)
        }
        let ids = season.world.clubs.map(\.id).sorted()
        for (i, a) in ids.enumerated() {
            for b in ids[(i + 1)...] {
                try emit(
                    Request(.fixturesHeadToHead, ["h2h": "\(a)-\(b)", "last": String(Self.headToHeadLast)]),
                    seasonJSON.headToHead((a, b), last: Self.headToHeadLast, meetings: meetings[key(a, b)] ?? []),
                    body)
            }
        }
    }
}
