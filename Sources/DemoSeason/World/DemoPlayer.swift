package import CivilTime

/// A fictional player: profile, squad place and the hidden ratings the match simulation uses.
package struct DemoPlayer: Sendable {
    package let id: Int
    package let firstname: String
    package let lastname: String
    package let birthDate: CalendarDate
    package let birthPlace: String?
    package let birthCountry: String
    package let nationality: String
    /// Nil for the few profiles where the API has no height or weight.
    package let heightCm: Int?
    package let weightKg: Int?
    package let position: PlayerPosition
    package let number: Int
    /// 0…1: how often he starts and how well he rates.
    package let quality: Double
    /// Relative chance of being the scorer when his team scores.
    package let finishing: Double
    /// Relative chance of giving the assist.
    package let creativity: Double
    /// Relative chance of being booked.
    package let aggression: Double

    /// `Ł. Łapiński`: the short form of squads, events and top lists.
    package var name: String { "\(firstname.prefix(1)). \(lastname)" }

    /// `Łukasz Łapiński`: the form of lineups and match player statistics.
    package var fullName: String { "\(firstname) \(lastname)" }

    /// The API's media URL for the player's photo.
    package var photo: String { "https://media.api-sports.io/football/players/\(id).png" }
}
