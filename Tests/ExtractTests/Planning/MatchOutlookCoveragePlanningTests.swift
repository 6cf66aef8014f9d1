import APIModel
import Catalog
import PipelineSpec
import Testing

@testable import Extract

/// Injuries, predictions and odds follow their own coverage flags: a season whose coverage says
/// the API has none of them costs no call for them, and the plan lists them as skipped.
@Suite struct MatchOutlookCoveragePlanningTests {
    let season = LeagueSeason(league: 39, season: 2023)

    private func plan(injuries: Bool, predictions: Bool, odds: Bool) throws -> Plan {
        var facts = PlanFacts()
        let coverage = Coverage(injuries: injuries, predictions: predictions, odds: odds)
        facts.catalog = [
            CatalogLeague(
                id: 39, name: "Premier League", country: "England",
                seasons: [
                    CatalogSeason(year: 2023, isCurrent: true, coverage: coverage)
                ])
        ]
        facts.fixtures[season] = [
            FixtureFact(id: 1001, status: "NS", homeTeam: 1, awayTeam: 2, kickoff: 1_691_780_400, round: "R", venue: nil)
        ]
        let extract = ExtractSpec(datasets: [.fixtures, .injuries, .predictions, .odds])
        return try RequestPlanner(scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2023])), extract: extract, today: 0).plan(
            knowing: facts)
    }

    @Test func coveredSeasonAsksOncePerLeagueSeasonAndOncePerUpcomingFixture() throws {
        let planned = try plan(injuries: true, predictions: true, odds: true).requests.map(\.request.description)
        #expect(
            planned == [
                "leagues", "fixtures?league=39&season=2023",
                "injuries?league=39&season=2023", "predictions?fixture=1001", "odds?league=39&season=2023"
            ])
    }

    @Test func eachFlagSkipsOnlyItsOwnDataset() throws {
        let noInjuries = try plan(injuries: false, predictions: true, odds: true)
        #expect(noInjuries.skipped.map(\.dataset) == [.injuries])
        #expect(!noInjuries.requests.contains { $0.dataset == .injuries })

        let none = try plan(injuries: false, predictions: false, odds: false)
        #expect(none.requests.map(\.dataset) == [.leagues, .fixtures])
        #expect(Set(none.skipped.map(\.dataset)) == [.injuries, .predictions, .odds])
    }
}
