import CivilTime
import JSON

/// Short constructors for the response trees.
extension JSONValue {
    /// A number, or null.
    static func integer(_ value: Int?) -> JSONValue {
        value.map { .int($0) } ?? .null
    }

    /// A number, or null for zero: how the API writes most counting statistics.
    static func countOrNull(_ value: Int) -> JSONValue {
        value == 0 ? .null : .int(value)
    }

    /// A string, or null.
    static func text(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// `{id, name, logo}` of a club.
    static func club(_ club: ClubIdentity) -> JSONValue {
        .object(["id": .int(club.id), "name": .string(club.name), "logo": .string(club.logo)])
    }

    /// The profile fields players and coaches share: `id, name, firstname, lastname, age, birth,
    /// nationality, height, weight` (heights and weights as `"185 cm"`, `"78 kg"`).
    static func person(
        id: Int, name: String, firstname: String, lastname: String, age: Int,
        birth: (date: CalendarDate, place: String?, country: String), nationality: String,
        heightCm: Int?, weightKg: Int?
    ) -> JSONObject {
        [
            "id": .int(id), "name": .string(name), "firstname": .string(firstname), "lastname": .string(lastname),
            "age": .int(age),
            "birth": .object([
                "date": .string(birth.date.isoText), "place": .text(birth.place),
                "country": .string(birth.country)
            ]),
            "nationality": .string(nationality),
            "height": .text(heightCm.map { "\($0) cm" }),
            "weight": .text(weightKg.map { "\($0) kg" })
        ]
    }

    /// `tackles`, `duels`, `dribbles` and `fouls`, zeros as null: the same in match and season statistics.
    static func defensiveBlocks(_ c: PlayerCounts) -> [JSONObject.Entry] {
        [
            .init(
                "tackles",
                .object([
                    "total": .countOrNull(c.tackles), "blocks": .countOrNull(c.blocks),
                    "interceptions": .countOrNull(c.interceptions)
                ])),
            .init("duels", .object(["total": .countOrNull(c.duels), "won": .countOrNull(c.duelsWon)])),
            .init(
                "dribbles",
                .object([
                    "attempts": .countOrNull(c.dribbleAttempts),
                    "success": .countOrNull(c.dribbleSuccess), "past": .countOrNull(c.dribbledPast)
                ])),
            .init("fouls", .object(["drawn": .countOrNull(c.foulsDrawn), "committed": .countOrNull(c.foulsCommitted)]))
        ]
    }

    /// `{id, name, country, logo, flag, season}` of the generated league.
    static func league(_ league: LeagueIdentity) -> JSONValue {
        .object([
            "id": .int(league.id), "name": .string(league.name), "country": .string(league.countryName),
            "logo": .string(league.logo), "flag": .string(league.flag), "season": .int(league.season)
        ])
    }

    /// `{id, timezone, date, timestamp}`: a fixture as injuries and odds name it.
    static func kickoff(_ fixture: ScheduledFixture) -> JSONValue {
        .object([
            "id": .int(fixture.id), "timezone": .string("UTC"), "date": .string(fixture.kickoff.iso),
            "timestamp": .int(fixture.kickoff.timestamp)
        ])
    }

    /// `{home, away}`.
    static func score(_ score: Score?) -> JSONValue {
        .object(["home": .integer(score?.home), "away": .integer(score?.away)])
    }
}
