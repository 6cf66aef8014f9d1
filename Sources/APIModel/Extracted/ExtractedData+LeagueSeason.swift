extension ExtractedData {
    /// What one league-season's own tables read: the catalogs (which also plan its requests),
    /// its season lists and the answers whose request names it (`league` and `season`), or
    /// names no league-season at all. Answers that only other league-seasons' tables or the
    /// tables shared by all of them read (squads, player careers, transfers, meetings, coaches)
    /// are left out; a streaming run builds those once, from the whole run's data.
    package func scoped(to unit: LeagueSeason) -> ExtractedData {
        var scoped = ExtractedData()
        scoped.catalog = catalog
        scoped.countries = countries
        if let lists = seasons[unit] { scoped.seasons[unit] = lists }
        scoped.fixtureDetails = fixtureDetails.filter { $0.value.leagueSeason == unit }
        scoped.fixtureParts = fixtureParts
        scoped.answers = answers.filter { request in
            guard let league = request.integer("league"), let season = request.integer("season") else { return true }
            return LeagueSeason(league: league, season: season) == unit
        }
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
    /// This data without the leagues and countries catalogs, whose tables a streaming run
    /// builds once from the season level, not again for each league-season.
    package var withoutCatalogs: ExtractedData {
        var data = self
        data.catalog = nil
        data.countries = nil
        return data
    }
}
