import CivilTime
import JSON

/// `sidelined?player=` and `trophies?player=` for the players of the top lists: this season's
/// absences from the injury plan, earlier ones and honours invented from the player's seed.
struct PlayerRecordJSON {
    let season: LeagueSeason
    let injuries: InjuryPlan
    let seed: UInt64

    /// Absences, newest first: this season's spells, then up to two from earlier seasons.
    func sidelined(_ playerID: Int) -> [JSONValue] {
        var entries = injuries.spells(of: playerID).map { spell in
            (type: spell.isSuspension ? "Suspended" : spell.reason, start: spell.start, end: spell.end)
        }
        var rng = SplitMix64(seed: seed, labels: [0x73_69_64, UInt64(playerID)])
        for _ in 0..<rng.int(in: 0...2) {
            let year = season.world.league.season - 1 - rng.int(in: 0...2)
            let start = CalendarDate(year: year, month: rng.int(in: 8...12), day: rng.int(in: 1...28))
            entries.append((rng.pick(InjuryPlan.reasons), start, start.adding(days: rng.int(in: 6...70))))
        }
        return entries.sorted { $0.start > $1.start }.map { entry in
            .object(["type": .string(entry.type), "start": .string(entry.start.isoText), "end": .string(entry.end.isoText)])
        }
    }

    /// Honours, newest first: this season's title or runner-up place from the standings, earlier
    /// ones drawn for the leagues he played in.
    func trophies(_ career: PlayerCareer) -> [JSONValue] {
        var rng = SplitMix64(seed: seed, labels: [0x74_72_6F, UInt64(career.playerID)])
        var entries: [(league: String, year: Int, place: String)] = []
        for spell in career.seasons {
            let place: String?
            if spell.season == season.world.league.season {
                let rank = season.standings.first { $0.club.id == spell.club.id }?.rank
                place = rank == 1 ? "Winner" : rank == 2 ? "2nd Place" : nil
            } else {
                let draw = rng.unit()
                place = draw < 0.12 ? "Winner" : draw < 0.27 ? "2nd Place" : nil
            }
            if let place { entries.append((spell.leagueName, spell.season, place)) }
        }
        return entries.map { entry in
            .object([
                "league": .string(entry.league), "country": .string(season.world.league.countryName),
                "season": .string("\(entry.year)/\(entry.year + 1)"), "place": .string(entry.place)
            ])
        }
    }
}
