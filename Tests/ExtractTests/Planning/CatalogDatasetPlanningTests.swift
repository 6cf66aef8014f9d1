import APIModel
import Catalog
import PipelineSpec
import Tabular
import Testing

@testable import Extract

/// What the planner asks for the datasets beyond the first sixteen: the cheapest form of each
/// endpoint, per league-season where it accepts one, per fixture only for the fixtures chosen.
@Suite struct CatalogDatasetPlanningTests {
    let season = LeagueSeason(league: 39, season: 2023)

    /// Six fixtures between teams 1-4 at venues 500 and 501; 1003 and 1006 not played yet.
    private var facts: PlanFacts {
        var facts = PlanFacts()
        facts.fixtures[season] = [
            (1001, "FT", 1, 2, 500), (1002, "FT", 3, 4, 501), (1003, "NS", 1, 3, 500),
            (1004, "FT", 2, 4, 501), (1005, "FT", 4, 1, nil), (1006, "TBD", 2, 3, 500)
        ]
        .map { FixtureFact(id: $0.0, status: $0.1, homeTeam: $0.2, awayTeam: $0.3, kickoff: 1_691_780_400 + $0.0, round: "R", venue: $0.4) }
        return facts
    }

    private func requests(_ datasets: [Dataset], configure: (inout ExtractSpec) -> Void = { _ in }) throws -> [String] {
        var extract = ExtractSpec(datasets: datasets)
        configure(&extract)
        let planner = RequestPlanner(scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2023])), extract: extract, today: 0)
        return try planner.plan(knowing: facts).requests.filter { datasets.contains($0.dataset) }.map(\.request.description)
    }

    @Test func seasonWideDatasetsCostOneCallPerLeagueSeason() throws {
        #expect(
            try requests([.teams, .injuries, .odds, .roundDates, .topYellowCards]) == [
                "fixtures/rounds?dates=true&league=39&season=2023", "players/topyellowcards?league=39&season=2023",
                "teams?league=39&season=2023", "injuries?league=39&season=2023", "odds?league=39&season=2023"
            ])
    }

    @Test func lookupsCostOneCallWhateverTheScope() throws {
        #expect(try requests([.timezones, .oddsBookmakers]) == ["timezone", "odds/bookmakers"])
    }

    @Test func venuesAreAskedOncePerVenueTheFixturesUse() throws {
        #expect(try requests([.venues]) == ["venues?id=500", "venues?id=501"])
    }

    @Test func predictionsAskOnlyAboutUpcomingFixturesUnlessToldAll() throws {
        #expect(try requests([.predictions]) == ["predictions?fixture=1003", "predictions?fixture=1006"])
        let all = try requests([.predictions]) { $0.fixtureChoices[.predictions] = .all }
        #expect(all.count == 6)
    }

    @Test func halfStatisticsCostOneCallPerPlayedFixture() throws {
        #expect(
            try requests([.fixtureStatisticsHalves]) == [
                "fixtures/statistics?fixture=1001&half=true", "fixtures/statistics?fixture=1002&half=true",
                "fixtures/statistics?fixture=1004&half=true", "fixtures/statistics?fixture=1005&half=true"
            ])
        #expect(
            DatasetCatalog.descriptor(serving: Request(.fixturesStatistics, ["fixture": "1", "half": "true"]))?.name
                == .fixtureStatisticsHalves)
        #expect(DatasetCatalog.descriptor(serving: Request(.fixturesStatistics, ["fixture": "1"]))?.name == .fixtureStatistics)
    }

    @Test func teamStatisticsCostOneCallPerTeamOfTheSeason() throws {
        #expect(try requests([.teamStatistics]) == (1...4).map { "teams/statistics?league=39&season=2023&team=\($0)" })
    }
}
