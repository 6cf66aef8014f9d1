import APIModel
import Catalog
import PipelineSpec

/// Turns a scope into league-seasons: league names and `current` seasons through the catalog.
struct ScopeResolver {
    let scope: ScopeSpec

    /// The league-seasons in scope (sorted, no repeats), or nil while the catalog is needed but unknown.
    func resolve(catalog: [CatalogLeague]?) throws(ExtractError) -> [LeagueSeason]? {
        var result: Set<LeagueSeason> = []
        for selector in scope.leagues {
            let league: Int
            switch selector {
            case .id(let id):
                league = id
            case .named(let country, let name):
                guard let catalog else { return nil }
                league = try Self.find(country: country, name: name, in: catalog)
            }
            switch scope.seasons {
            case .years(let years):
                for year in years { result.insert(LeagueSeason(league: league, season: year)) }
            case .current:
                guard let catalog else { return nil }
                guard let entry = catalog.first(where: { $0.id == league }),
                    let current = entry.seasons.first(where: \.isCurrent)
                else { throw .noCurrentSeason(league: league) }
                result.insert(LeagueSeason(league: league, season: current.year))
            }
        }
        return result.sorted()
    }

    /// The one catalog league with this country and name (accent- and case-insensitive).
    static func find(country: String, name: String, in catalog: [CatalogLeague]) throws(ExtractError) -> Int {
        let wantedCountry = SearchText(country)
        let wantedName = SearchText(name)
        let exact = catalog.filter { SearchText($0.country) == wantedCountry && SearchText($0.name) == wantedName }
        if exact.count == 1 { return exact[0].id }
        if exact.count > 1 {
            throw .ambiguousLeague(country: country, name: name, candidates: exact.map(Self.describe).sorted())
        }
        let close =
            catalog
            .filter { SearchText($0.country).contains(wantedCountry) || wantedCountry.contains(SearchText($0.country)) }
            .filter {
                SearchText($0.name).contains(wantedName) || wantedName.contains(SearchText($0.name))
                    || SearchText($0.name).isClose(to: wantedName)
            }
            .map(Self.describe).sorted()
        throw .unknownLeague(country: country, name: name, closeMatches: Array(close.prefix(8)))
    }

    private static func describe(_ league: CatalogLeague) -> String {
        "\(league.id) \(league.name) (\(league.country))"
    }
}
