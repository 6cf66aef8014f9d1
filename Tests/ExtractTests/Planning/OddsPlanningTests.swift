import APIModel
import Catalog
import PipelineSpec
import Testing

@testable import Extract

/// `odds_live` asks once per league (the endpoint takes no season), `odds_mapping` once per run
/// and pages; judged by the requests the planner returns.
@Suite struct OddsPlanningTests {
    @Test func liveOddsAreOneCallPerLeagueWhateverTheSeasons() throws {
        let planner = RequestPlanner(
            scope: ScopeSpec(leagues: [.id(39), .id(140)], seasons: .years([2023, 2024])),
            extract: ExtractSpec(datasets: [.oddsLive, .oddsMapping]), today: 0)
        let plan = try planner.plan(knowing: PlanFacts())
        let requests = plan.requests.map(\.request.description)
        #expect(requests.filter { $0.hasPrefix("odds/live") } == ["odds/live?league=39", "odds/live?league=140"])
        #expect(requests.filter { $0.hasPrefix("odds/mapping") } == ["odds/mapping"])
        #expect(Dataset.oddsMapping.descriptor.pageSize == 100)
    }
}
