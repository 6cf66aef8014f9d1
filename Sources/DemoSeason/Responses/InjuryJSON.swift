import JSON

/// `injuries?league=&season=`: every missed match of the injury plan (`Missing Fixture`) and the
/// doubts before a comeback (`Questionable`), by fixture, then club, then player.
struct InjuryJSON {
    let season: LeagueSeason
    let injuries: InjuryPlan

    /// The whole list.
    func response() -> [JSONValue] {
        var entries: [(fixture: ScheduledFixture, spell: InjuryPlan.Spell, type: String)] = []
        for spell in injuries.spells {
            entries += spell.missed.map { ($0, spell, "Missing Fixture") }
            if let doubt = spell.questionable { entries.append((doubt, spell, "Questionable")) }
        }
        entries.sort { ($0.fixture.id, $0.spell.clubID, $0.spell.playerID) < ($1.fixture.id, $1.spell.clubID, $1.spell.playerID) }
        return entries.map { item($0.fixture, $0.spell, type: $0.type) }
    }

    private func item(_ fixture: ScheduledFixture, _ spell: InjuryPlan.Spell, type: String) -> JSONValue {
        let league = season.world.league
        let (player, club) = season.player(spell.playerID)!
        return .object([
            "player": .object([
                "id": .int(player.id), "name": .string(player.name), "photo": .string(player.photo),
                "type": .string(type), "reason": .string(spell.reason)
            ]),
            "team": .club(club.identity),
            "fixture": .kickoff(fixture),
            "league": .object([
                "id": .int(league.id), "season": .int(league.season), "name": .string(league.name),
                "country": .string(league.countryName), "logo": .string(league.logo), "flag": .string(league.flag)
            ])
        ])
    }
}
