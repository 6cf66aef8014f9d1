import JSON

/// `predictions?fixture=`: one item built from the match's forecast: the advice, both sides'
/// form before the match, the comparison and the earlier meetings.
struct PredictionJSON {
    let season: LeagueSeason
    /// Earlier seasons' meetings by pair (`min-max` club ids).
    let history: [String: [HistoricMeeting]]

    /// A renderer for `season`.
    init(season: LeagueSeason) {
        self.season = season
        var history: [String: [HistoricMeeting]] = [:]
        for meeting in season.history { history[Self.pair(meeting.fixture), default: []].append(meeting) }
        self.history = history
    }

    /// The one item.
    func item(_ forecast: MatchForecast) -> JSONValue {
        let world = season.world
        let league = world.league
        let clubs = [world.club(forecast.fixture.homeID)!, world.club(forecast.fixture.awayID)!]
        let statistics = TeamStatisticsJSON(world: world)
        let meetings = meetings(before: forecast.fixture)
        let teams = (0...1).map { side in
            let club = clubs[side].identity
            var object: JSONObject = ["id": .int(club.id), "name": .string(club.name), "logo": .string(club.logo)]
            object["last_5"] = lastFive(forecast.lastFive[side])
            object["league"] = .object(statistics.blocks(forecast.before[side]))
            return JSONValue.object(object)
        }
        return .object([
            "predictions": PredictionAdvice(forecast: forecast, clubs: clubs.map(\.identity)).json,
            "league": .league(league),
            "teams": .object(["home": teams[0], "away": teams[1]]),
            "comparison": PredictionComparison(forecast: forecast, meetings: meetings.map(\.score)).json,
            "h2h": .array(meetings.map { .object($0.value) })
        ])
    }

    private func lastFive(_ five: MatchForecast.LastFive) -> JSONValue {
        func goals(_ total: Int) -> JSONValue {
            .object(["total": .int(total), "average": .string(TeamStatisticsJSON.average(total, over: five.played))])
        }
        let matches = max(1, five.played)
        return .object([
            "form": .string("\(five.played == 0 ? 0 : five.points * 100 / (3 * matches))%"),
            "att": .string("\(min(100, five.goalsFor * 100 / (3 * matches)))%"),
            "def": .string("\(five.played == 0 ? 0 : max(0, 100 - five.goalsAgainst * 100 / (3 * matches)))%"),
            "goals": .object(["for": goals(five.goalsFor), "against": goals(five.goalsAgainst)])
        ])
    }

    /// The pair's earlier meetings, newest first: the score seen from this fixture's home side, and the fixture object.
    private func meetings(before fixture: ScheduledFixture) -> [(score: Score, value: JSONObject)] {
        let fixtureJSON = FixtureJSON(world: season.world)
        let current = season.records.filter { Self.pair($0.fixture) == Self.pair(fixture) && $0.fixture.kickoff < fixture.kickoff }
            .map { (fixture: $0.fixture, fulltime: $0.fulltime, value: fixtureJSON.summary($0)) }
        let earlier = (history[Self.pair(fixture)] ?? []).map { meeting in
            (
                fixture: meeting.fixture, fulltime: meeting.fulltime,
                value: fixtureJSON.summary(
                    meeting.fixture, season: meeting.season, fulltime: meeting.fulltime,
                    halftime: meeting.halftime, secondHalfExtra: meeting.secondHalfExtra)
            )
        }
        return (current + earlier).sorted { $0.fixture.kickoff > $1.fixture.kickoff }.map { meeting in
            let sameWay = meeting.fixture.homeID == fixture.homeID
            return (sameWay ? meeting.fulltime : Score(home: meeting.fulltime.away, away: meeting.fulltime.home), meeting.value)
        }
    }

    private static func pair(_ fixture: ScheduledFixture) -> String {
        "\(min(fixture.homeID, fixture.awayID))-\(max(fixture.homeID, fixture.awayID))"
    }
}
