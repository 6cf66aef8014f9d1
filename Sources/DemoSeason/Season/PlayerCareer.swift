package import CivilTime

/// A selected player's last seasons and transfers: the generated season from his matches,
/// the earlier ones invented, and the transfers that connect their clubs.
package struct PlayerCareer: Sendable {
    /// A season at one club in one league.
    package struct SeasonSpell: Sendable {
        package let season: Int
        package let club: ClubIdentity
        package let leagueID: Int
        package let leagueName: String
        package let totals: PlayerSeasonTotals
    }

    /// A move between clubs.
    package struct Transfer: Sendable {
        package let date: CalendarDate
        /// `N/A`, `Free`, `Loan` or a fee such as `€ 4.5M`.
        package let type: String
        package let from: ClubIdentity
        package let to: ClubIdentity
    }

    package let playerID: Int
    /// Newest season first.
    package let seasons: [SeasonSpell]
    /// Newest first, as the API lists them.
    package let transfers: [Transfer]

    /// The spell for a season, if he played one.
    package func spell(_ season: Int) -> SeasonSpell? {
        seasons.first { $0.season == season }
    }
}
