import APIModel
import Tabular

/// `teams`: one row per team of each league-season's `teams?league=&season=` answer, by
/// league, season and team id. The home venue is a `venue_id` into `venues`.
enum TeamsTableBuilder {
    /// One team in one league-season.
    final class Row: Sendable {
        let league: Int?
        let season: Int?
        let profile: TeamProfile

        init(league: Int?, season: Int?, profile: TeamProfile) {
            self.league = league
            self.season = season
            self.profile = profile
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .teams, key: ["league_id", "season", "team_id"],
        columns: [
            .id("league_id", label: "League ID", "API-Football league id.") { $0.league },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.season },
            .id("team_id", label: "Team ID", "API-Football team id.") { $0.profile.id },
            .text("name", label: "Team", "Team name.") { $0.profile.name },
            .text("code", label: "Code", "Three-letter team code (e.g. MUN); empty when the API has none.") { $0.profile.code },
            .text("country", label: "Country", "Team's country.") { $0.profile.country },
            .int("founded", label: "Founded", "Year the club was founded.") { $0.profile.founded },
            .bool("national", label: "National", "Whether it is a national team.") { $0.profile.national },
            .text("logo", label: "Logo", "URL of the team's logo image.") { $0.profile.logo },
            .id("venue_id", label: "Venue ID", "API-Football id of the team's home venue (see `venues`).") { $0.profile.venue.id }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ answers: [FiledAnswer<[TeamProfile]>]) -> Table {
        let rows = answers.flatMap { answer in
            answer.value.map { Row(league: answer.request.integer("league"), season: answer.request.integer("season"), profile: $0) }
        }
        return layout.table(
            rows.sorted { ($0.league ?? 0, $0.season ?? 0, $0.profile.id) < ($1.league ?? 0, $1.season ?? 0, $1.profile.id) })
    }
}
