import Extract
import Load

extension OutputLayout {
    /// The workbook path for a league-season, its league named `leagueName` (else `league-ID`).
    func workbookPath(league: Int, leagueName: String?, season: Int) -> String? {
        workbookPath(league: league, leagueSlug: Self.slug(leagueName ?? "league-\(league)"), season: season)
    }

    /// `premier-league`: ASCII lower-case words joined by `-`.
    static func slug(_ name: String) -> String {
        SearchText(name).folded.split(separator: " ").joined(separator: "-")
    }
}
