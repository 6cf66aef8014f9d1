import APIModel
import JSON
import Testing

@testable import Run

@Suite struct LeagueCatalogSearchTests {
    /// A catalog built from JSON text, as the API sends it.
    static func catalog(_ leagues: [(id: Int, name: String, type: String, country: String, current: Bool)]) throws -> [LeagueCatalogEntry] {
        let items = leagues.map { league in
            """
            {"league": {"id": \(league.id), "name": "\(league.name)", "type": "\(league.type)", "logo": null},
             "country": {"name": "\(league.country)", "code": null, "flag": null},
             "seasons": [{"year": 2024, "start": "2024-08-01", "end": "2025-05-30", "current": \(league.current), "coverage": {}}]}
            """
        }
        let text =
            #"{"get": "leagues", "parameters": [], "errors": [], "results": 1, "paging": {"current": 1, "total": 1}, "response": ["#
            + items.joined(separator: ",") + "]}"
        return try Envelope.decode(Array(text.utf8), source: "catalog").list(of: LeagueCatalogEntry.self)
    }

    let catalog: [LeagueCatalogEntry]

    init() throws {
        catalog = try Self.catalog([
            (203, "Süper Lig", "League", "Turkey", true),
            (78, "Bundesliga", "League", "Germany", true),
            (79, "2. Bundesliga", "League", "Germany", true),
            (81, "DFB Pokal", "Cup", "Germany", true),
            (292, "K League 1", "League", "South-Korea", true),
            (293, "K League 2", "League", "South-Korea", false),
            (39, "Premier League", "League", "England", true)
        ])
    }

    func ids(_ search: LeagueCatalogSearch) -> [Int] { search.matches(in: catalog).map(\.id) }

    @Test(arguments: ["Süper Lig", "super lig", "SUPER LIG", "süper"])
    func findsTurkeysLeagueWithOrWithoutAccents(text: String) {
        #expect(ids(LeagueCatalogSearch(text: text)) == [203])
    }

    @Test func matchesPartsOfNamesAndCountriesTogether() {
        #expect(ids(LeagueCatalogSearch(text: "bundes")) == [79, 78])
        #expect(ids(LeagueCatalogSearch(text: "k league")) == [292, 293])
        #expect(ids(LeagueCatalogSearch(text: "england premier")) == [39])
    }

    @Test func filtersByCountryTypeAndCurrentSeason() {
        #expect(ids(LeagueCatalogSearch(country: "germany", type: "cup")) == [81])
        #expect(ids(LeagueCatalogSearch(text: "k league", currentOnly: true)) == [292])
        #expect(ids(LeagueCatalogSearch(country: "south korea")) == [292, 293])
    }

    @Test func aReadableTableListsIdsNamesAndSeasons() {
        let text = LeagueCatalogSearch.text(LeagueCatalogSearch(text: "super").matches(in: catalog))
        #expect(
            text == "id   name       type    country  current  seasons\n203  Süper Lig  League  Turkey   2024     2024–2024\n1 league\n")
    }

    @Test func aRecordingsFolderMarksTheLeagueSeasonsItCanReplay() {
        let recorded = [
            LeagueSeason(league: 39, season: 2023), LeagueSeason(league: 39, season: 2024), LeagueSeason(league: 1, season: 2022)
        ]
        let text = LeagueCatalogSearch.text(LeagueCatalogSearch(country: "england").matches(in: catalog), recorded: recorded)
        #expect(
            text == """
                id  name            type    country  current  seasons    recorded
                39  Premier League  League  England  2024     2024–2024  2023, 2024
                1 league; the folder can replay 1: 2022; 39: 2023, 2024 (league: seasons; `recorded` column)

                """)
    }
}
