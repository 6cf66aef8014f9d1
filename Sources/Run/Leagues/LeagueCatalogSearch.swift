package import APIModel
import Extract
import Foundation

/// Finds leagues in the catalog by name, country, type and whether a season is current.
/// Matching ignores case and accents ("super lig" finds "Süper Lig").
package struct LeagueCatalogSearch: Sendable {
    package var text: String?
    package var country: String?
    package var currentOnly: Bool
    /// `league` or `cup`.
    package var type: String?

    package init(text: String? = nil, country: String? = nil, currentOnly: Bool = false, type: String? = nil) {
        self.text = text
        self.country = country
        self.currentOnly = currentOnly
        self.type = type
    }

    /// The matching leagues, by country then name then id.
    package func matches(in catalog: [LeagueCatalogEntry]) -> [LeagueCatalogEntry] {
        let wantedText = text.map(SearchText.init)
        let wantedCountry = country.map(SearchText.init)
        return catalog.filter { entry in
            let name = SearchText(entry.name ?? "")
            let nation = SearchText(entry.country.name ?? "")
            if let wantedText, !name.contains(wantedText),
                !SearchText("\(entry.country.name ?? "") \(entry.name ?? "")").contains(wantedText)
            {
                return false
            }
            if let wantedCountry, nation != wantedCountry, !nation.contains(wantedCountry) { return false }
            if currentOnly, !entry.seasons.contains(where: { $0.current == true }) { return false }
            if let type, (entry.type ?? "").lowercased() != type.lowercased() { return false }
            return true
        }
        .sorted { ($0.country.name ?? "", $0.name ?? "", $0.id) < ($1.country.name ?? "", $1.name ?? "", $1.id) }
    }

    /// A readable table: id, name, type, country, current season, seasons covered, and with
    /// `recorded` (a recordings folder's league-seasons) the seasons that folder can replay.
    /// The catalog's texts are escaped as the run log escapes them (`TerminalText`): a name
    /// cannot send the terminal an escape sequence.
    package static func text(_ leagues: [LeagueCatalogEntry], recorded: [LeagueSeason]? = nil) -> String {
        let rows = leagues.map { entry -> [String] in
            let years = entry.seasons.compactMap(\.year).sorted()
            let current = entry.seasons.first { $0.current == true }?.year
            let texts = [entry.name ?? "", entry.type ?? "", entry.country.name ?? ""].map(TerminalText.printable)
            let cells =
                [String(entry.id)] + texts + [
                    current.map(String.init) ?? "-", years.isEmpty ? "-" : "\(years.first!)–\(years.last!)"
                ]
            guard let recorded else { return cells }
            let replayable = recorded.filter { $0.league == entry.id }.map { String($0.season) }
            return cells + [replayable.isEmpty ? "-" : replayable.joined(separator: ", ")]
        }
        let header = ["id", "name", "type", "country", "current", "seasons"] + (recorded == nil ? [] : ["recorded"])
        var footer = "\(leagues.count) league\(leagues.count == 1 ? "" : "s")"
        if let recorded {
            footer += "; the folder can replay \(RecordedLeagueSeasons.text(recorded)) (league: seasons; `recorded` column)"
        }
        return AlignedText.lines(header: header, rows: rows) + "\n\(footer)\n"
    }
}
