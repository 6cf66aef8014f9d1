/// Walks the season in kickoff order, forecasting each match from what was known before it
/// (strengths, the last five results, a little seeded noise), then adding its result.
package enum SeasonForecasts {
    /// One forecast per record, in record order.
    package static func forecast(_ world: LeagueWorld, records: [MatchRecord], seed: UInt64) -> [MatchForecast] {
        var seasons: [Int: TeamSeasonStatistics] = [:]
        var recent: [Int: [MatchRecord]] = [:]
        for club in world.clubs { seasons[club.id] = TeamSeasonStatistics(clubID: club.id) }
        return records.map { record in
            let ids = record.clubIDs
            let lastFive = ids.map { id in Self.lastFive(recent[id, default: []].suffix(5), clubID: id) }
            var rng = SplitMix64(seed: seed, labels: [0x70_72_65_64, UInt64(record.fixture.id)])
            let edge = world.club(ids[0])!.strength - world.club(ids[1])!.strength
            let formEdge = 0.3 * (lastFive[0].formShare - lastFive[1].formShare)
            let expected = [
                max(0.25, 1.45 + 1.6 * edge + formEdge + rng.double(in: -0.1...0.1)),
                max(0.2, 1.15 - 1.6 * edge - formEdge + rng.double(in: -0.1...0.1))
            ]
            let forecast = MatchForecast(
                fixture: record.fixture, expectedGoals: expected,
                before: ids.map { seasons[$0]! }, lastFive: lastFive)
            for id in ids {
                seasons[id]!.add(record)
                recent[id, default: []].append(record)
            }
            return forecast
        }
    }

    private static func lastFive(_ matches: ArraySlice<MatchRecord>, clubID: Int) -> MatchForecast.LastFive {
        var five = MatchForecast.LastFive()
        for match in matches {
            let side = match.side(of: clubID)
            let scored = match.fulltime[side]
            let conceded = match.fulltime[1 - side]
            five.played += 1
            five.points += scored > conceded ? 3 : scored == conceded ? 1 : 0
            five.goalsFor += scored
            five.goalsAgainst += conceded
        }
        return five
    }
}
