package import APIModel

extension Endpoint {
    package static let injuries = Endpoint("injuries")
    package static let predictions = Endpoint("predictions")
    package static let odds = Endpoint("odds")
    package static let fixturesStatistics = Endpoint("fixtures/statistics")
}

extension Dataset {
    package static let injuries = Dataset("injuries")
    package static let predictions = Dataset("predictions")
    package static let odds = Dataset("odds")
    package static let roundDates = Dataset("round_dates")
    package static let fixtureStatisticsHalves = Dataset("fixture_statistics_halves")
}

/// Around a match: who is missing, what the API predicts, the bookmakers' prices, the rounds'
/// dates and statistics per half.
extension DatasetDescriptor {
    /// One call per league-season: `injuries?ids=` would cost one call per 20 fixtures.
    static let injuries = DatasetDescriptor(
        "injuries", summary: "Players missing each fixture (injured, suspended, doubtful), one call per league-season.",
        endpoint: .injuries, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request), lifetime: .day,
        coverage: .injuries,
        claims: AnswerClaim.leagueSeasonItems,
        absorb: storingList(Injury.self), tables: ["injuries"]
    )

    /// The answer does not name its fixture; the request does.
    static let predictions = DatasetDescriptor(
        "predictions", summary: "The API's prediction for each fixture not yet played (for: all asks for every fixture).",
        endpoint: .predictions, requests: .perFixture(parameter: "fixture", fixtures: .upcoming), placement: .perLeagueSeason(by: .fixture),
        lifetime: .day,
        coverage: .predictions, options: .upcomingFixtures,
        absorb: storingList(Prediction.self), tables: ["predictions", "prediction_comparison"]
    )

    /// One paged query per league-season (10 fixtures a page) rather than one call per fixture.
    static let odds = DatasetDescriptor(
        "odds", summary: "Pre-match odds per fixture, bookmaker, bet and outcome, 10 fixtures a call.",
        endpoint: .odds, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request), pageSize: 10,
        lifetime: .hour, coverage: .odds,
        claims: AnswerClaim.leagueSeasonItems,
        absorb: storingList(FixtureOdds.self), tables: ["odds"],
        lists: ["bookmakers[]", "bookmakers[].bets[]", "bookmakers[].bets[].values[]"]
    )

    static let roundDates = DatasetDescriptor(
        "round_dates", summary: "The dates each round is played on.",
        endpoint: .fixturesRounds, requests: .perLeagueSeason(variants: [["dates": "true"]]), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState,
        serves: { $0["dates"] == "true" },
        absorb: storingList(FixtureRound.self), tables: ["round_dates"]
    )

    static let fixtureStatisticsHalves = DatasetDescriptor(
        "fixture_statistics_halves", summary: "Team statistics of each played fixture per half, one call per fixture.",
        endpoint: .fixturesStatistics, requests: .perFixture(parameter: "fixture", fixtures: .played, fixed: ["half": "true"]),
        placement: .perLeagueSeason(by: .fixture),
        lifetime: .day, coverage: .fixtureDetails, serves: { $0["half"] == "true" },
        absorb: storingList(FixtureTeamStatistics.self), tables: ["team_match_stats_halves"]
    )
}
