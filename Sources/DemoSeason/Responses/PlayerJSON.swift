import CivilTime
import JSON

/// Player profiles and season `statistics` entries: top lists and `players?id=&season=`.
struct PlayerJSON {
    let season: LeagueSeason

    /// `{id, name, firstname, lastname, age, birth, nationality, height, weight, injured, photo}`.
    func profile(_ player: DemoPlayer) -> JSONValue {
        var object = JSONValue.person(
            id: player.id, name: season.name(of: player, asciiSpelling: false), firstname: player.firstname,
            lastname: player.lastname, age: season.world.referenceDate.years(since: player.birthDate),
            birth: (player.birthDate, player.birthPlace, player.birthCountry), nationality: player.nationality,
            heightCm: player.heightCm, weightKg: player.weightKg)
        object["injured"] = .bool(false)
        object["photo"] = .string(player.photo)
        return .object(object)
    }

    /// One season at one club, with the API's nulls for zero counts.
    func statistics(_ spell: PlayerCareer.SeasonSpell, position: PlayerPosition) -> JSONValue {
        let t = spell.totals
        let league = season.world.league
        let keeper = position == .goalkeeper
        var object: JSONObject = [
            "team": .club(spell.club),
            "league": .object([
                "id": .int(spell.leagueID), "name": .string(spell.leagueName), "country": .string(league.countryName),
                "logo": .string(LeagueIdentity.logo(spell.leagueID)), "flag": .string(league.flag),
                "season": .int(spell.season)
            ]),
            "games": .object([
                "appearences": .int(t.appearances), "lineups": .int(t.lineups), "minutes": .int(t.minutes),
                "number": .null, "position": .string(position.name), "rating": .text(t.rating),
                "captain": .bool(t.captaincies * 2 > t.appearances && t.appearances > 0)
            ]),
            "substitutes": .object([
                "in": .int(t.substitutesIn), "out": .int(t.substitutesOut), "bench": .int(t.bench)
            ]),
            "shots": .object(["total": .countOrNull(t.shotsTotal), "on": .countOrNull(t.shotsOn)]),
            "goals": .object([
                "total": .int(t.goals), "conceded": .int(t.conceded), "assists": .countOrNull(t.assists),
                "saves": keeper ? .int(t.saves) : .null
            ]),
            "passes": .object([
                "total": .countOrNull(t.passes), "key": .countOrNull(t.keyPasses),
                // Accurate passes per appearance, an int in season statistics.
                "accuracy": .countOrNull(t.accuratePassesPerAppearance)
            ])
        ]
        object.entries += JSONValue.defensiveBlocks(t.counts)
        object["cards"] = .object(["yellow": .int(t.yellow), "yellowred": .int(t.yellowRed), "red": .int(t.red)])
        object["penalty"] = .object([
            "won": .countOrNull(t.penaltyWon), "commited": .countOrNull(t.penaltyCommitted),
            "scored": .int(t.penaltyScored), "missed": .int(t.penaltyMissed),
            "saved": keeper ? .int(t.penaltySaved) : .null
        ])
        return .object(object)
    }

    /// A top-list or `players` item: profile plus one statistics entry.
    func item(_ player: DemoPlayer, _ spell: PlayerCareer.SeasonSpell) -> JSONValue {
        .object(["player": profile(player), "statistics": .array([statistics(spell, position: player.position)])])
    }
}
