/// One match as `fixtures` and `fixtures/headtohead` list it. `fixtures?ids=` also embeds
/// its events, lineups, team statistics and player statistics.
package struct Fixture: APIDecodable, Equatable {
    /// `fixture.id`; required.
    package let id: Int
    /// `fixture.referee` (`John Brooks, England`); often null.
    package let referee: String?
    /// `fixture.timezone` the dates are given in.
    package let timezone: String?
    /// `fixture.date`, ISO 8601 with the timezone's offset.
    package let date: String?
    /// `fixture.timestamp`: kickoff in Unix seconds.
    package let timestamp: Int?
    /// `fixture.periods`: Unix seconds each half started.
    package let periods: Periods
    /// `fixture.venue`.
    package let venue: VenueReference
    /// `fixture.status`.
    package let status: Status
    /// `league`, with `round`.
    package let league: LeagueReference
    /// `league.standings`: whether the league has standings (responses from 2024 on).
    package let leagueHasStandings: Bool?
    /// `teams.home` and `teams.away`.
    package let teams: HomeAway<Team>
    /// `goals`: the score after play (null before kickoff).
    package let goals: HomeAway<Int?>
    /// `score`: halftime, fulltime, extratime and penalty shootout scores.
    package let score: Score
    /// `events`, in the API's order; nil when not embedded.
    package var events: [FixtureEvent]?
    /// `lineups`, home first; nil when not embedded.
    package var lineups: [Lineup]?
    /// `statistics` per team; nil when not embedded.
    package var statistics: [FixtureTeamStatistics]?
    /// `players` statistics per team; nil when not embedded.
    package var players: [FixtureTeamPlayers]?
    /// Lineups read only to tell who went off in a substitution: those of the stored
    /// `fixtures?ids=` batch that answered the match's events. Never written as a table.
    package var timelineLineups: [Lineup]?

    /// `fixture.periods {first, second}`.
    package struct Periods: Sendable, Equatable {
        /// When the first half started (Unix seconds).
        package let first: Int?
        /// When the second half started (Unix seconds).
        package let second: Int?
    }

    /// `fixture.status {long, short, elapsed, extra}`.
    package struct Status: Sendable, Equatable {
        /// `long` (`Match Finished`).
        package let long: String?
        /// `short` code (`NS`, `FT`, `PEN`, `PST`…).
        package let short: String?
        /// `elapsed` minutes; null before kickoff.
        package let elapsed: Int?
        /// `extra`: added minutes (2024 on).
        package let extra: Int?
    }

    /// One side in `teams`.
    package struct Team: Sendable, Equatable {
        /// The team.
        package let team: TeamReference
        /// `winner`: true, false, or null for a draw or an unfinished match.
        package let winner: Bool?
    }

    /// `score {halftime, fulltime, extratime, penalty}`.
    package struct Score: Sendable, Equatable {
        /// Score at half time.
        package let halftime: HomeAway<Int?>
        /// Score after 90 minutes.
        package let fulltime: HomeAway<Int?>
        /// Goals in extra time; null when none was played (sometimes even when it was).
        package let extratime: HomeAway<Int?>
        /// Penalty shootout score.
        package let penalty: HomeAway<Int?>
    }

    /// Reads a `fixtures` item; the embedded lists are read when present.
    package init(_ node: JSONNode) throws(APIModelError) {
        let fixture = try node.object("fixture")
        id = try fixture.requiredInt("id")
        referee = try fixture.string("referee")
        timezone = try fixture.string("timezone")
        date = try fixture.string("date")
        timestamp = try fixture.int("timestamp")
        let periods = try fixture.object("periods")
        self.periods = Periods(first: try periods.int("first"), second: try periods.int("second"))
        venue = try VenueReference(fixture.object("venue"))
        let status = try fixture.object("status")
        self.status = Status(
            long: try status.string("long"),
            short: try status.string("short"),
            elapsed: try status.int("elapsed"),
            extra: try status.int("extra")
        )
        let league = try node.object("league")
        self.league = try LeagueReference(league)
        leagueHasStandings = try league.bool("standings")
        let teams = try node.object("teams")
        self.teams = HomeAway(home: try Self.team(teams.object("home")), away: try Self.team(teams.object("away")))
        goals = try HomeAway(node.object("goals"))
        let score = try node.object("score")
        self.score = Score(
            halftime: try HomeAway(score.object("halftime")),
            fulltime: try HomeAway(score.object("fulltime")),
            extratime: try HomeAway(score.object("extratime")),
            penalty: try HomeAway(score.object("penalty"))
        )
        events = try node.optionalList("events", of: FixtureEvent.self)
        lineups = try node.optionalList("lineups", of: Lineup.self)
        statistics = try node.optionalList("statistics", of: FixtureTeamStatistics.self)
        players = try node.optionalList("players", of: FixtureTeamPlayers.self)
        timelineLineups = nil
    }

    private static func team(_ node: JSONNode) throws(APIModelError) -> Team {
        Team(team: try TeamReference(node), winner: try node.bool("winner"))
    }
}
