extension ExtractedData {
    /// What one league-season's own tables read: the catalogs (which also plan its requests),
    /// its season lists, its fixtures' details and the answers its datasets' declared placement
    /// (`DatasetPlacement`) files under it. Answers of the datasets placed as shared (squads,
    /// player careers, transfers, meetings, coaches, per-team, per-player and per-venue
    /// answers) are left out; a streaming run builds those tables once, from the whole run's data.
    package func scoped(to leagueSeason: LeagueSeason) -> ExtractedData {
        var scoped = ExtractedData()
        scoped.catalog = catalog
        scoped.countries = countries
        if let lists = seasons[leagueSeason] { scoped.seasons[leagueSeason] = lists }
        scoped.fixtureDetails = fixtureDetails.filter { $0.value.leagueSeason == leagueSeason }
        let own = Set(scoped.fixtureDetails.keys).union(seasons[leagueSeason]?.fixtures?.map(\.id) ?? [])
        let placed = Set(fixtureDetails.keys).union(choices.listed.keys)
        scoped.fixtureParts = fixtureParts.filter { own.contains($0.key) || !placed.contains($0.key) }
        scoped.choices = choices
        scoped.answers = answers.filter(placed: { $0 == leagueSeason })
        return scoped
    }
}

extension Fixture {
    /// The league-season the fixture belongs to, when the API names both.
    package var leagueSeason: LeagueSeason? {
        guard let id = league.id, let season = league.season else { return nil }
        return LeagueSeason(league: id, season: season)
    }
}

extension ExtractedData {
    /// What `scoped(to:)` reads for any league-season: the shared tables' answers are gone, so a
    /// streaming run holds only this once it has built those tables.
    package var leagueSeasonShare: ExtractedData {
        var share = ExtractedData()
        share.catalog = catalog
        share.countries = countries
        share.seasons = seasons
        share.fixtureDetails = fixtureDetails
        share.fixtureParts = fixtureParts
        share.choices = choices
        share.answers = answers.filter(placed: { $0 != nil })
        return share
    }

    /// Forgets what `scoped(to: leagueSeason)` reads of its own: its season lists, its fixtures' details
    /// and the answers placed under it, once a streaming run has written that league-season.
    package mutating func remove(_ leagueSeason: LeagueSeason) {
        let own = Set(fixtureDetails.filter { $0.value.leagueSeason == leagueSeason }.keys).union(
            seasons[leagueSeason]?.fixtures?.map(\.id) ?? [])
        seasons[leagueSeason] = nil
        fixtureDetails = fixtureDetails.filter { $0.value.leagueSeason != leagueSeason }
        fixtureParts = fixtureParts.filter { !own.contains($0.key) }
        answers = answers.filter(placed: { $0 != leagueSeason })
    }

    /// This data without the leagues and countries catalogs, whose tables a streaming run
    /// builds once from the season level, not again for each league-season.
    package var withoutCatalogs: ExtractedData {
        var data = self
        data.catalog = nil
        data.countries = nil
        return data
    }
}
