import JSON

/// `teams?league=&season=` and `venues?id=`: the clubs with their grounds.
struct TeamsJSON {
    let world: LeagueWorld
    let seed: UInt64

    /// Every club with its venue, ascending club id.
    func teams() -> [JSONValue] {
        world.clubs.map { club in
            let profile = ClubProfile.of(club, seed: seed)
            return .object([
                "team": .object([
                    "id": .int(club.id), "name": .string(club.name), "code": .string(profile.code),
                    "country": .string(world.league.countryName), "founded": .int(profile.founded),
                    "national": .bool(false), "logo": .string(club.identity.logo)
                ]),
                "venue": .object(venueFields(club, profile, withCountry: false))
            ])
        }
    }

    /// The venue with this id: one item.
    func venue(_ id: Int) -> [JSONValue] {
        guard let club = world.clubs.first(where: { $0.venue.id == id }) else { return [] }
        return [.object(venueFields(club, ClubProfile.of(club, seed: seed), withCountry: true))]
    }

    /// The venue ids the season's fixtures are played at, ascending.
    static func venueIDs(_ season: LeagueSeason) -> [Int] {
        Set(season.records.map { season.world.club($0.fixture.homeID)!.venue.id }).sorted()
    }

    private func venueFields(_ club: DemoClub, _ profile: ClubProfile, withCountry: Bool) -> JSONObject {
        var object: JSONObject = [
            "id": .int(club.venue.id), "name": .string(club.venue.name), "address": .text(profile.address),
            "city": .string(club.venue.city)
        ]
        if withCountry { object["country"] = .string(world.league.countryName) }
        object["capacity"] = .int(profile.capacity)
        object["surface"] = .string(profile.surface)
        object["image"] = .string(ClubProfile.image(venueID: club.venue.id))
        return object
    }
}
