package import CivilTime

/// A fictional coach with his career, most recent spell first (the current one has no end).
package struct DemoCoach: Sendable {
    /// One spell at a club.
    package struct Spell: Sendable {
        package let club: ClubIdentity
        package let start: CalendarDate
        package let end: CalendarDate?
    }

    package let id: Int
    package let firstname: String
    package let lastname: String
    package let birthDate: CalendarDate
    package let birthPlace: String
    package let nationality: String
    package let heightCm: Int?
    package let weightKg: Int?
    package let career: [Spell]

    /// `A. Ashgrove`.
    package var name: String { "\(firstname.prefix(1)). \(lastname)" }

    /// The API's media URL for the coach's photo.
    package var photo: String { "https://media.api-sports.io/football/coachs/\(id).png" }

    /// The club of his current spell; nil while he is without a club.
    package var currentClub: ClubIdentity? { career.first { $0.end == nil }?.club }
}
