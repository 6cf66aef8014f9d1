/// The club facts only `teams` and `venues` show: a three-letter code, the founding year and the
/// ground's address, capacity and surface. Drawn from their own labelled seed, so adding them
/// changes nothing else in the season.
package struct ClubProfile: Sendable {
    package let code: String
    package let founded: Int
    /// Nil for the grounds the API lists without an address.
    package let address: String?
    package let capacity: Int
    /// `grass` or `artificial turf`.
    package let surface: String

    /// The profile of `club`.
    package static func of(_ club: DemoClub, seed: UInt64) -> ClubProfile {
        var rng = SplitMix64(seed: seed, labels: [0x70_72_6F_66, UInt64(club.id)])
        let street = "\(rng.pick(NameCulture.local.lastNames)) \(rng.pick(["Street", "Road", "Avenue", "Way", "Lane"]))"
        let address = rng.chance(0.1) ? nil : "\(street) \(rng.int(in: 1...120))"
        let capacity = 6000 + Int(club.strength * 50_000) + rng.int(in: 0...80) * 100
        return ClubProfile(
            code: String(NameFolding.ascii(club.venue.city).uppercased().prefix(3)),
            founded: rng.int(in: 1875...1965),
            address: address,
            capacity: capacity,
            surface: rng.chance(0.12) ? "artificial turf" : "grass")
    }

    /// The API's media URL for a venue's picture.
    package static func image(venueID: Int) -> String { "https://media.api-sports.io/football/venues/\(venueID).png" }
}
