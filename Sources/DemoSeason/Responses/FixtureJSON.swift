import JSON

/// The fixture object of lists, details and head-to-head answers: `fixture, league, teams,
/// goals, score`.
struct FixtureJSON {
    let world: LeagueWorld

    /// A finished league match.
    func summary(
        _ fixture: ScheduledFixture, season: Int, fulltime: Score, halftime: Score,
        secondHalfExtra: Int, venueName: String? = nil
    ) -> JSONObject {
        let home = world.club(fixture.homeID)!
        let away = world.club(fixture.awayID)!
        let league = world.league
        let kickoff = fixture.kickoff.timestamp
        let draw = fulltime.home == fulltime.away
        return [
            "fixture": .object([
                "id": .int(fixture.id),
                "referee": .string(fixture.referee),
                "timezone": .string("UTC"),
                "date": .string(fixture.kickoff.iso),
                "timestamp": .int(kickoff),
                "periods": .object(["first": .int(kickoff), "second": .int(kickoff + 3600)]),
                "venue": .object([
                    "id": .int(home.venue.id),
                    "name": .string(venueName ?? home.venue.name),
                    "city": .string(home.venue.city)
                ]),
                "status": .object([
                    "long": .string("Match Finished"), "short": .string("FT"),
                    "elapsed": .int(90), "extra": .int(secondHalfExtra)
                ])
            ]),
            "league": .object([
                "id": .int(league.id), "name": .string(league.name), "country": .string(league.countryName),
                "logo": .string(league.logo), "flag": .string(league.flag), "season": .int(season),
                "round": .string(fixture.roundName), "standings": .bool(true)
            ]),
            "teams": .object([
                "home": team(home.identity, winner: draw ? nil : fulltime.home > fulltime.away),
                "away": team(away.identity, winner: draw ? nil : fulltime.away > fulltime.home)
            ]),
            "goals": .score(fulltime),
            "score": .object([
                "halftime": .score(halftime),
                "fulltime": .score(fulltime),
                "extratime": .score(nil),
                "penalty": .score(nil)
            ])
        ]
    }

    /// A generated-season match.
    func summary(_ record: MatchRecord) -> JSONObject {
        summary(
            record.fixture, season: world.league.season, fulltime: record.fulltime, halftime: record.halftime,
            secondHalfExtra: record.secondHalfExtra)
    }

    private func team(_ club: ClubIdentity, winner: Bool?) -> JSONValue {
        .object([
            "id": .int(club.id), "name": .string(club.name), "logo": .string(club.logo),
            "winner": winner.map { .bool($0) } ?? .null
        ])
    }
}
