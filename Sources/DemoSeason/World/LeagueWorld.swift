package import CivilTime

/// Everything fixed about one generated league before a ball is kicked: its clubs (ascending
/// id), the second-tier clubs players and coaches come from, and its referees.
package struct LeagueWorld: Sendable {
    package let league: LeagueIdentity
    package let clubs: [DemoClub]
    package let secondTierClubs: [ClubIdentity]
    package let referees: [String]

    /// The day the recordings are "fetched": after the last round; ages are counted to it.
    package var referenceDate: CalendarDate { CalendarDate(year: league.season + 1, month: 5, day: 27) }

    /// The club with this id.
    package func club(_ id: Int) -> DemoClub? {
        clubs.first { $0.id == id }
    }

    /// A club of this league or of its second tier, by id.
    package func clubIdentity(_ id: Int) -> ClubIdentity? {
        club(id)?.identity ?? secondTierClubs.first { $0.id == id }
    }
}
