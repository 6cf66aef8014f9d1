import APIModel

/// Test-only: an `ExtractedData` filled from the recorded samples, as a run extracting every
/// dataset would fill it (each dataset from the sample that shows its quirks best).
enum SampleRun {
    static let manCityTottenham = "fixtures/epl-2024-mancity-tottenham-1208140-full.json"
    static let manUnitedFulham = "fixtures/epl-2024-manutd-fulham-1208021-full-seoul-tz.json"
    static let premierLeague2024 = LeagueSeason(league: 39, season: 2024)
    static let championsLeague2021 = LeagueSeason(league: 2, season: 2021)

    /// Every dataset extracted.
    static func data() throws -> ExtractedData {
        var data = ExtractedData()
        try addFixtures(to: &data)
        try addSeasonLists(to: &data)
        try addPeople(to: &data)
        try addFiledAnswers(to: &data)
        data.catalog =
            try SampleResponse.list("leagues/germany-current-33-leagues.json", of: LeagueCatalogEntry.self)
            + SampleResponse.list("leagues/premier-league-id-39-all-seasons.json", of: LeagueCatalogEntry.self)
        data.countries = try SampleResponse.list("countries/code-us.json", of: Country.self)
        data.headToHead[TeamPair(50, 33)] = try SampleResponse.list("fixtures_headtohead/manutd-mancity-2021-2023.json", of: Fixture.self)
        return data
    }

    /// The two EPL 2024 matches: in the season list and as details; round 12 is current.
    static func addFixtures(to data: inout ExtractedData) throws {
        let fixtures = [try SampleResponse.fixture(manCityTottenham), try SampleResponse.fixture(manUnitedFulham)]
        var lists = SeasonLists()
        lists.fixtures = fixtures
        lists.currentRounds = ["Regular Season - 12"]
        data.seasons[premierLeague2024] = lists
        for fixture in fixtures { data.fixtureDetails[fixture.id] = fixture }
    }

    /// Standings (Libertadores 2024 groups, EPL 2022), top lists, the UCL 2021 rounds.
    static func addSeasonLists(to data: inout ExtractedData) throws {
        data.seasons[LeagueSeason(league: 13, season: 2024), default: SeasonLists()].standings =
            try SampleResponse.list("standings/libertadores-2024-group-stage-8-groups.json", of: LeagueStandings.self)
        data.seasons[LeagueSeason(league: 39, season: 2022), default: SeasonLists()].standings =
            try SampleResponse.list("standings/epl-2022-final.json", of: LeagueStandings.self)
        data.seasons[LeagueSeason(league: 39, season: 2023), default: SeasonLists()].topScorers =
            try SampleResponse.list("players_topscorers/epl-2023-midseason.json", of: PlayerSeasonEntry.self)
        data.seasons[LeagueSeason(league: 78, season: 2023), default: SeasonLists()].topAssists =
            try SampleResponse.list("players_topassists/bundesliga-2023.json", of: PlayerSeasonEntry.self)
        var rounds = SeasonLists()
        rounds.rounds = try SampleResponse.list("fixtures_rounds/ucl-2021-rounds.json", of: String.self)
        rounds.currentRounds = ["Final"]
        data.seasons[championsLeague2021] = rounds
    }

    /// Squads, player seasons (Salah and Son in 2020 and 2023, Füllkrug's two clubs), transfers, coaches.
    static func addPeople(to data: inout ExtractedData) throws {
        data.squads[1118] = try SampleResponse.list("players_squads/netherlands-1118-national-team-numbers-null.json", of: Squad.self).first
        data.squads[173] = try SampleResponse.list("players_squads/rb-leipzig-173.json", of: Squad.self).first
        let lists = [
            (2020, try SampleResponse.list("players_topscorers/epl-2020-31-rounds.json", of: PlayerSeasonEntry.self)),
            (2023, try SampleResponse.list("players_topscorers/epl-2023-midseason.json", of: PlayerSeasonEntry.self)),
            (2023, try SampleResponse.list("players_topassists/bundesliga-2023.json", of: PlayerSeasonEntry.self))
        ]
        for (season, entries) in lists {
            for entry in entries where [306, 186, 25391].contains(entry.player.id) {
                data.playerSeasons[PlayerSeasonKey(player: entry.player.id, season: season)] = [entry]
            }
        }
        data.transfers[35845] = try SampleResponse.list("transfers/player-35845-burbano.json", of: TransferHistory.self).first
        data.coaches[157] = try SampleResponse.list("coachs/search-tuche.json", of: Coach.self)
    }
}
