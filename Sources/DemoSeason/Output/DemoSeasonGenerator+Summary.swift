/// Where each quirk is, for the run's printed summary.
extension DemoSeasonGenerator {
    /// The league's forced quirks, the first fixtures where each kind of event occurs, and the
    /// added datasets' counts.
    func summary(_ season: LeagueSeason, added: [DemoSeasonSummary.Dataset]) -> DemoSeasonSummary.League {
        func fixtures(_ label: String, _ matches: (MatchEvent) -> Bool) -> QuirkPlan.Assignment {
            let ids = season.records.filter { $0.events.contains(where: matches) }.map(\.fixture.id)
            return QuirkPlan.Assignment(
                quirk: "\(label) (\(ids.count) fixtures, first ones)",
                fixtureIDs: Array(ids.prefix(5)))
        }
        let occurrences = [
            fixtures("own goals") { $0.detail == "Own Goal" },
            fixtures("penalties scored") { $0.detail == "Penalty" },
            fixtures("missed penalties") { $0.detail == "Missed Penalty" },
            fixtures("VAR goal cancelled") { $0.detail == "Goal cancelled" },
            fixtures("VAR penalty confirmed") { $0.detail == "Penalty confirmed" },
            fixtures("red cards") { $0.detail == "Red Card" },
            fixtures("events in first-half stoppage (45+x)") { $0.elapsed == 45 && $0.extra != nil },
            fixtures("events in second-half stoppage (90+x)") { $0.elapsed == 90 && $0.extra != nil }
        ]
        let two = season.twoSpellings.map { pair in
            (id: pair.playerID, name: season.player(pair.playerID)!.player.name, ascii: pair.asciiName)
        }
        return DemoSeasonSummary.League(
            id: season.world.league.id, name: season.world.league.name, country: season.world.league.countryName,
            quirks: season.quirks.assignments, occurrences: occurrences, twoSpellings: two, added: added)
    }
}
