import CivilTime
import JSON

/// Club-keyed answers: `players/squads?team=` and `coachs?team=`.
struct ClubJSON {
    let season: LeagueSeason

    /// The squad list, by position then shirt number.
    func squad(_ club: DemoClub) -> [JSONValue] {
        let players = club.squad.sorted { ($0.position.rawValue, $0.number) < ($1.position.rawValue, $1.number) }
        return [
            .object([
                "team": .club(club.identity),
                "players": .array(
                    players.map { player in
                        .object([
                            "id": .int(player.id),
                            "name": .string(season.name(of: player, asciiSpelling: true)),
                            "age": .int(season.world.referenceDate.years(since: player.birthDate)),
                            "number": .int(player.number),
                            "position": .string(player.position.name),
                            "photo": .string(player.photo)
                        ])
                    })
            ])
        ]
    }

    /// The club's current coach, then his predecessor.
    func coaches(_ club: DemoClub) -> [JSONValue] {
        [coach(club.coach), coach(club.previousCoach)]
    }

    private func coach(_ coach: DemoCoach) -> JSONValue {
        let noClub: JSONValue = .object(["id": .null, "name": .null, "logo": .null])
        var object = JSONValue.person(
            id: coach.id, name: coach.name, firstname: coach.firstname, lastname: coach.lastname,
            age: season.world.referenceDate.years(since: coach.birthDate),
            birth: (coach.birthDate, coach.birthPlace, coach.nationality), nationality: coach.nationality,
            heightCm: coach.heightCm, weightKg: coach.weightKg)
        object["photo"] = .string(coach.photo)
        object["team"] = coach.currentClub.map { .club($0) } ?? noClub
        object["career"] = .array(
            coach.career.map { spell in
                .object(["team": .club(spell.club), "start": .string(spell.start.isoText), "end": .text(spell.end?.isoText)])
            })
        return .object(object)
    }
}
