import APIModel
import Catalog
import PipelineSpec
import Testing

@testable import Extract

/// A streaming run plans in two parts: the season level of every league-season, then the
/// fixture level of one league-season at a time. Together the parts ask for exactly the whole plan.
@Suite struct PlanPartTests {
    let leagueSeasons = [LeagueSeason(league: 39, season: 2023), LeagueSeason(league: 140, season: 2023)]

    private func facts() -> PlanFacts {
        var facts = PlanFacts()
        for (offset, leagueSeason) in leagueSeasons.enumerated() {
            facts.fixtures[leagueSeason] = (1...30).map { index in
                let id = leagueSeason.league * 1_000 + index
                return FixtureFact(
                    id: id, status: index > 25 ? "NS" : "FT", homeTeam: offset * 100 + index % 6 + 1,
                    awayTeam: offset * 100 + (index + 1) % 6 + 1, kickoff: 1_691_780_400 + index * 86_400,
                    round: "Regular Season - \(index)", venue: 500 + index % 3)
            }
        }
        return facts
    }

    private func planner(_ part: PlanPart) -> RequestPlanner {
        let datasets: [Dataset] = [
            .leagues, .fixtures, .fixtureDetails, .standings, .squads, .headToHead, .venues, .predictions, .fixtureEvents, .teamStatistics
        ]
        var planner = RequestPlanner(
            scope: ScopeSpec(leagues: leagueSeasons.map { .id($0.league) }, seasons: .years([2023])),
            extract: ExtractSpec(datasets: datasets), today: 0)
        planner.part = part
        return planner
    }

    @Test func theSeasonLevelHoldsNoFixtureLevelRequest() throws {
        let plan = try planner(.seasonLevel).plan(knowing: facts())
        #expect(!plan.requests.isEmpty)
        #expect(plan.requests.allSatisfy { $0.dataset.descriptor.placement != .perLeagueSeason(by: .fixture) })
        #expect(plan.requests.contains { $0.dataset == .headToHead } && plan.requests.contains { $0.dataset == .squads })
    }

    @Test func aFixtureLevelHoldsOnlyItsLeagueSeasonsFixtureRequests() throws {
        let plan = try planner(.fixtureLevel(leagueSeasons[1])).plan(knowing: facts())
        #expect(!plan.requests.isEmpty)
        #expect(
            plan.requests.allSatisfy {
                $0.dataset.descriptor.placement == .perLeagueSeason(by: .fixture) && $0.leagueSeason == leagueSeasons[1]
            })
        #expect(Set(plan.requests.map(\.dataset)) == [.fixtureDetails, .predictions, .fixtureEvents])
    }

    @Test func thePartsTogetherAskForExactlyTheWholePlan() throws {
        let whole = try planner(.all).plan(knowing: facts())
        let parts = [planner(.seasonLevel)] + leagueSeasons.map { planner(.fixtureLevel($0)) }
        let requests = try parts.flatMap { try $0.plan(knowing: facts()).requests.map(\.request) }
        #expect(requests.count == Set(requests).count)
        #expect(Set(requests) == Set(whole.requests.map(\.request)))
    }
}
