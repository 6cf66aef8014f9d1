import APIModel
import PipelineSpec
import Testing

@testable import Extract

@Suite struct ScopeResolverTests {
    let catalog = [
        CatalogLeague(
            id: 203, name: "Süper Lig", country: "Turkey",
            seasons: [
                CatalogSeason(year: 2023, isCurrent: false, coverage: Coverage()),
                CatalogSeason(year: 2024, isCurrent: true, coverage: Coverage())
            ]),
        CatalogLeague(
            id: 39, name: "Premier League", country: "England",
            seasons: [CatalogSeason(year: 2024, isCurrent: true, coverage: Coverage())]),
        CatalogLeague(id: 40, name: "Championship", country: "England", seasons: []),
        CatalogLeague(id: 200, name: "Premier League", country: "Kazakhstan", seasons: []),
        CatalogLeague(id: 201, name: "Premier League", country: "Kazakhstan", seasons: [])
    ]

    @Test func namesResolveIgnoringAccentsAndCase() throws {
        let scope = ScopeSpec(leagues: [.named(country: "turkey", name: "super lig")], seasons: .current)
        #expect(try ScopeResolver(scope: scope).resolve(catalog: catalog) == [LeagueSeason(league: 203, season: 2024)])
    }

    @Test func waitsForTheCatalogWhenNamesNeedIt() throws {
        let scope = ScopeSpec(leagues: [.named(country: "England", name: "Premier League")], seasons: .years([2023]))
        #expect(try ScopeResolver(scope: scope).resolve(catalog: nil) == nil)
        #expect(
            try ScopeResolver(scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2023, 2022]))).resolve(catalog: nil)
                == [LeagueSeason(league: 39, season: 2022), LeagueSeason(league: 39, season: 2023)])
    }

    @Test func unknownNamesListCloseMatches() {
        #expect {
            try ScopeResolver.find(country: "England", name: "Premier Leage", in: catalog)
        } throws: { error in
            guard case ExtractError.unknownLeague(_, _, let close) = error else { return false }
            return close == ["39 Premier League (England)"]
        }
    }

    @Test func ambiguousNamesListEveryCandidate() {
        #expect {
            try ScopeResolver.find(country: "Kazakhstan", name: "Premier League", in: catalog)
        } throws: { error in
            guard case ExtractError.ambiguousLeague(_, _, let candidates) = error else { return false }
            return candidates == ["200 Premier League (Kazakhstan)", "201 Premier League (Kazakhstan)"]
        }
    }

    @Test(arguments: [("Süper Lig", "super lig"), ("K League 1", "k-league 1"), ("Bundesliga", "BUNDESLIGA"), ("Łódź", "lodz")])
    func foldingMatches(a: String, b: String) {
        #expect(SearchText(a) == SearchText(b))
    }
}
