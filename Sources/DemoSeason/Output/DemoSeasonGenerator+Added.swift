import JSON

/// The datasets added to the demo season beyond the first pipeline's: teams, venues, team
/// statistics, injuries, predictions, odds, sidelined and trophies (request shapes in
/// `DemoRequests`).
extension DemoSeasonGenerator {
    /// `odds/bookmakers` and `odds/bets`: one file each per run.
    func emitAddedCatalogs(_ body: Sink) throws(DemoSeasonError) {
        try body(DemoRequests.bookmakers, ResponseEnvelope.wrap(DemoRequests.bookmakers, OddsJSON.bookmakersResponse()))
        try body(DemoRequests.bets, ResponseEnvelope.wrap(DemoRequests.bets, OddsJSON.betsResponse()))
    }

    /// Writes one league's added datasets; returns files and items written per dataset.
    func emitAddedDatasets(_ season: LeagueSeason, _ body: Sink) throws(DemoSeasonError) -> [DemoSeasonSummary.Dataset] {
        var counts: [DemoSeasonSummary.Dataset] = []
        func emit(_ request: DemoRequest, _ envelope: JSONValue, items: Int) throws(DemoSeasonError) {
            try body(request, envelope)
            if counts.last?.path != request.path { counts.append(.init(path: request.path)) }
            counts[counts.count - 1].files += 1
            counts[counts.count - 1].items += items
        }
        let world = season.world
        let league = world.league
        let seed = options.seed
        let teams = TeamsJSON(world: world, seed: seed)
        let request = DemoRequests.teams(league)
        try emit(request, ResponseEnvelope.wrap(request, teams.teams()), items: world.clubs.count)
        for id in TeamsJSON.venueIDs(season) {
            let request = DemoRequests.venue(id)
            try emit(request, ResponseEnvelope.wrap(request, teams.venue(id)), items: 1)
        }
        let statistics = TeamStatisticsJSON(world: world)
        for club in world.clubs {
            var stats = TeamSeasonStatistics(clubID: club.id)
            for record in season.records where record.clubIDs.contains(club.id) { stats.add(record) }
            let request = DemoRequests.teamStatistics(league, team: club.id)
            try emit(request, ResponseEnvelope.wrap(request, single: statistics.response(club, stats)), items: 1)
        }
        let injuries = InjuryPlan.plan(world, records: season.records, seed: seed)
        let injuryList = InjuryJSON(season: season, injuries: injuries).response()
        try emit(
            DemoRequests.injuries(league), ResponseEnvelope.wrap(DemoRequests.injuries(league), injuryList),
            items: injuryList.count)
        let forecasts = SeasonForecasts.forecast(world, records: season.records, seed: seed)
        let predictions = PredictionJSON(season: season)
        for forecast in forecasts {
            let request = DemoRequests.prediction(fixture: forecast.fixture.id)
            try emit(request, ResponseEnvelope.wrap(request, [predictions.item(forecast)]), items: 1)
        }
        let odds = OddsJSON(world: world, seed: seed)
        let size = DemoRequests.oddsPageSize
        let pages = (forecasts.count + size - 1) / size
        for page in 1...max(1, pages) {
            let request = DemoRequests.odds(league, page: page)
            let items = forecasts.dropFirst((page - 1) * size).prefix(size).map(odds.item)
            try emit(
                request, ResponseEnvelope.wrap(request, items, pagingCurrent: page, pagingTotal: pages),
                items: items.count)
        }
        let records = PlayerRecordJSON(season: season, injuries: injuries, seed: seed)
        for career in season.careers {
            let request = DemoRequests.sidelined(player: career.playerID)
            let list = records.sidelined(career.playerID)
            try emit(request, ResponseEnvelope.wrap(request, list), items: list.count)
        }
        for career in season.careers {
            let request = DemoRequests.trophies(player: career.playerID)
            let list = records.trophies(career)
            try emit(request, ResponseEnvelope.wrap(request, list), items: list.count)
        }
        return counts
    }
}
