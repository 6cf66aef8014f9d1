import APIModel

extension Dataset {
    package static let fixtures = Dataset("fixtures")
    package static let rounds = Dataset("rounds")
    package static let fixtureDetails = Dataset("fixture_details")
    package static let headToHead = Dataset("head_to_head")
}

extension DatasetDescriptor {
    static let fixtures = DatasetDescriptor(
        "fixtures", summary: "The season's fixtures: teams, kickoff, status, scores (table fixtures).",
        endpoint: .fixtures, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request),
        lifetime: .fixtureStatuses,
        options: .fixtureWindow, claims: AnswerClaim.fixtureItems,
        serves: { !$0.asksForFixtureIDs },
        absorbAnswer: { data, envelope, source throws(APIModelError) in
            data.absorbFixtures(try envelope.list(of: Fixture.self), from: source)
        },
        tables: ["fixtures"]
    )

    static let rounds = DatasetDescriptor(
        "rounds", summary: "The season's round names in playing order.",
        endpoint: .fixturesRounds, requests: .perLeagueSeason(variants: [[:], ["current": "true"]]),
        placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState, serves: { $0["dates"] != "true" },
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbRounds(try envelope.list(of: String.self), for: request)
        },
        tables: ["rounds"]
    )

    /// Events, lineups and statistics embedded in `fixtures?ids=`: one call for 20 matches
    /// instead of four per match.
    static let fixtureDetails = DatasetDescriptor(
        "fixture_details", summary: "Events, lineups, team and player statistics per fixture, 20 fixtures a request.",
        endpoint: .fixtures, requests: .fixtureBatches(parameter: "ids", limit: 20), placement: .perLeagueSeason(by: .fixture),
        lifetime: .fixtureStatuses,
        coverage: .fixtureDetails, claims: AnswerClaim.fixtureItems,
        serves: { $0.asksForFixtureIDs },
        absorbAnswer: { data, envelope, source throws(APIModelError) in
            data.absorbFixtures(try envelope.list(of: Fixture.self), from: source)
        },
        tables: ["fixtures", "events", "lineups", "team_match_stats", "player_match_stats", "squad_season_stats"],
        lists: [
            "events[]", "lineups[]", "lineups[].startXI[]", "lineups[].substitutes[]", "statistics[]", "statistics[].statistics[]",
            "players[]", "players[].players[]", "players[].players[].statistics[]"
        ]
    )

    static let headToHead = DatasetDescriptor(
        "head_to_head", summary: "Past meetings of pairs of teams.",
        endpoint: .fixturesHeadToHead, requests: .perTeamPair, placement: .shared, lifetime: .fixtureStatuses, options: .headToHead,
        claims: AnswerClaim.fixtureItems,
        absorb: { data, envelope, request throws(APIModelError) in
            data.absorbHeadToHead(try envelope.list(of: Fixture.self), for: request)
        },
        tables: ["head_to_head"]
    )
}

extension Request {
    /// `fixtures?ids=` or `fixtures?id=`: answers with details embedded.
    var asksForFixtureIDs: Bool { self["ids"] != nil || self["id"] != nil }
}
