import APIModel

extension Dataset {
    package static let fixtureEvents = Dataset("fixture_events")
    package static let fixtureLineups = Dataset("fixture_lineups")
    package static let fixtureStatistics = Dataset("fixture_statistics")
    package static let fixturePlayers = Dataset("fixture_players")
}

/// The four per-match endpoints. `fixture_details` gets the same data 20 matches a call; these
/// cost one call per match each, and exist for saved answers (`convert`) and for pipelines that
/// want one part only.
extension DatasetDescriptor {
    static let fixtureEvents = part(
        "fixture_events", "fixtures/events", "Events of each played fixture, one call per fixture (fixture_details is 20 times cheaper).",
        table: "events", detailsKey: "events"
    ) { data, envelope, source throws(APIModelError) in
        data.absorbFixturePart(try envelope.list(of: FixtureEvent.self), into: \.events, .events, from: source)
    }

    static let fixtureLineups = part(
        "fixture_lineups", "fixtures/lineups",
        "Lineups of each played fixture, one call per fixture (fixture_details is 20 times cheaper).",
        table: "lineups", lists: ["startXI[]", "substitutes[]"], detailsKey: "lineups"
    ) { data, envelope, source throws(APIModelError) in
        data.absorbFixturePart(try envelope.list(of: Lineup.self), into: \.lineups, .lineups, from: source)
    }

    static let fixtureStatistics = part(
        "fixture_statistics", "fixtures/statistics",
        "Team statistics of each played fixture, one call per fixture (fixture_details is 20 times cheaper).",
        table: "team_match_stats", lists: ["statistics[]"], detailsKey: "statistics"
    ) { data, envelope, source throws(APIModelError) in
        data.absorbFixturePart(try envelope.list(of: FixtureTeamStatistics.self), into: \.statistics, .statistics, from: source)
    }

    static let fixturePlayers = part(
        "fixture_players", "fixtures/players",
        "Player statistics of each played fixture, one call per fixture (fixture_details is 20 times cheaper).",
        table: "player_match_stats", also: ["squad_season_stats"], lists: ["players[]", "players[].statistics[]"], detailsKey: "players"
    ) { data, envelope, source throws(APIModelError) in
        data.absorbFixturePart(try envelope.list(of: FixtureTeamPlayers.self), into: \.players, .players, from: source)
    }

    /// A per-match dataset: `<endpoint>?fixture=ID` for every played fixture of the window (feeding
    /// `table` and the tables `also` built from it), answered from a stored `fixtures?ids=` batch's `detailsKey` when one holds the match.
    private static func part(
        _ name: String, _ endpoint: String, _ summary: String, table: String, also: [String] = [], lists: [ExpectedList] = [],
        detailsKey: String,
        absorb: @escaping @Sendable (inout ExtractedData, Envelope, AnswerSource) throws(APIModelError) -> Void
    ) -> DatasetDescriptor {
        DatasetDescriptor(
            name, summary: summary, endpoint: Endpoint(endpoint),
            requests: .perFixture(parameter: "fixture", fixtures: .played), placement: .perLeagueSeason(by: .fixture), lifetime: .day,
            coverage: .fixtureDetails, serves: { $0["fixture"] != nil && $0["half"] == nil }, absorbAnswer: absorb,
            tables: ["fixtures", table] + also, lists: lists,
            detailsKey: detailsKey
        )
    }
}
