import Testing

@testable import APIModel

@Suite struct LeagueCatalogEntryTests {
    @Test func readsSeasonsWithCoverage() throws {
        let league = try #require(
            try Samples.envelope("leagues/premier-league-id-39-all-seasons.json")
                .list(of: LeagueCatalogEntry.self).first)
        #expect(league.id == 39)
        #expect(league.name == "Premier League")
        #expect(league.type == "League")
        #expect(league.country.name == "England")
        #expect(league.country.code == "GB")
        #expect(league.seasons.map(\.year) == (2010...2023).map { $0 })
        let first = league.seasons[0]
        #expect(first.start == "2010-08-14")
        #expect(first.end == "2011-05-17")
        #expect(first.current == false)
        #expect(first.coverage.events == true)
        #expect(first.coverage.fixtureStatistics == false)
        #expect(first.coverage.playerStatistics == false)
        #expect(first.coverage.topCards == true)
        #expect(first.coverage.injuries == false)
        #expect(first.coverage.odds == false)
        #expect(league.seasons.filter { $0.current == true }.map(\.year) == [2023])
        #expect(league.seasons[13].coverage.playerStatistics == true)
    }

    @Test func readsCountriesAndRounds() throws {
        let countries = try Samples.envelope("countries/code-us.json").list(of: Country.self)
        #expect(countries.map(\.name) == ["USA"])
        #expect(countries.first?.flag == "https://media.api-sports.io/flags/us.svg")
        let rounds = try Samples.envelope("fixtures_rounds/ucl-2021-rounds.json").list(of: String.self)
        #expect(rounds.prefix(2) == ["Preliminary round", "1st Qualifying Round"])
        #expect(rounds.count == 15)
    }
}
