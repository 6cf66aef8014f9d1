/// A fictional league club: identity, ground, kit, coach and squad.
package struct DemoClub: Sendable {
    /// The club's home ground.
    package struct Venue: Sendable {
        package let id: Int
        package let name: String
        package let city: String
    }

    /// Shirt colours as the lineups carry them (hex without `#`).
    package struct Kit: Sendable {
        package let primary: String
        package let number: String
        package let border: String
        package let goalkeeperPrimary: String
        package let goalkeeperNumber: String
    }

    package let identity: ClubIdentity
    package let venue: Venue
    package let kit: Kit
    /// 0…1: how strong the club is; drives expected goals.
    package let strength: Double
    package let formation: Formation
    package let coach: DemoCoach
    package let previousCoach: DemoCoach
    /// The squad, goalkeepers first then by position and number.
    package let squad: [DemoPlayer]
    package let captainID: Int
    package let penaltyTakerID: Int

    /// The club id.
    package var id: Int { identity.id }
    /// The club name.
    package var name: String { identity.name }
}
