package import APIModel

extension PlanFacts {
    /// What later requests depend on, read from the answers so far.
    package init(_ data: ExtractedData) {
        self.init()
        catalog = data.catalog?.map(CatalogLeague.init)
        for (key, lists) in data.seasons {
            if let list = lists.fixtures { fixtures[key] = list.compactMap(FixtureFact.init) }
            if let current = lists.currentRounds?.last { currentRound[key] = current }
            if let list = lists.rounds { rounds[key] = list }
            if let list = lists.topScorers { topScorers[key] = list.map(\.player.id) }
            if let list = lists.topAssists { topAssists[key] = list.map(\.player.id) }
        }
        squads = data.squads.mapValues { $0.players.compactMap(\.id).filter { $0 > 0 } }
    }
}

extension FixtureFact {
    /// A fixture as planning needs it; nil when the API left out teams or kickoff.
    init?(_ fixture: Fixture) {
        guard let home = fixture.teams.home.team.id, let away = fixture.teams.away.team.id,
            let kickoff = fixture.timestamp
        else { return nil }
        self.init(
            id: fixture.id, status: fixture.status.short ?? "", homeTeam: home, awayTeam: away,
            kickoff: kickoff, round: fixture.league.round ?? "", venue: fixture.venue.id.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}

extension CatalogLeague {
    init(_ entry: LeagueCatalogEntry) {
        self.init(
            id: entry.id, name: entry.name ?? "", country: entry.country.name ?? "",
            seasons: entry.seasons.compactMap { season in
                season.year.map { CatalogSeason(year: $0, isCurrent: season.current == true, coverage: season.coverage) }
            }
        )
    }
}
