import APIModel
import Catalog
import CivilTime
import PipelineSpec
import Tabular
import Testing

@testable import Extract

@Suite struct RequestPlannerTests {
    let season = LeagueSeason(league: 39, season: 2023)

    /// A double round-robin of `teams` teams (ids 1…teams), fixture ids from 1000, all finished but `unplayed`.
    func fixtures(teams: Int = 20, unplayed: Set<Int> = []) -> [FixtureFact] {
        var result: [FixtureFact] = []
        var id = 1000
        for home in 1...teams {
            for away in 1...teams where home != away {
                id += 1
                result.append(
                    FixtureFact(
                        id: id, status: unplayed.contains(id) ? "NS" : "FT", homeTeam: home, awayTeam: away,
                        kickoff: 1_691_780_400 + id * 3_600, round: "Regular Season - \(1 + (id - 1001) / 10)"
                    ))
            }
        }
        return result
    }

    func planner(
        _ datasets: [Dataset], leagues: [LeagueSelector] = [.id(39)], seasons: SeasonSelector = .years([2023]),
        configure: (inout ExtractSpec) -> Void = { _ in }
    ) -> RequestPlanner {
        var extract = ExtractSpec(datasets: datasets)
        configure(&extract)
        return RequestPlanner(scope: ScopeSpec(leagues: leagues, seasons: seasons), extract: extract, today: 0)
    }

    @Test func aFullSeasonsDetailsTakeNineteenCallsInAscendingBatches() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures().shuffledDeterministically()
        let plan = try planner([.fixtures, .fixtureDetails]).plan(knowing: facts)
        let details = plan.requests.filter { $0.dataset == .fixtureDetails }
        #expect(details.count == 19)
        let ids = details.flatMap { $0.request["ids"]!.split(separator: "-").map { Int($0)! } }
        #expect(ids == Array(1001...1380))
        #expect(details.allSatisfy { $0.request["ids"]!.split(separator: "-").count <= 20 })
        #expect(plan.isComplete)
    }

    @Test func unplayedFixturesGetNoDetailsCall() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(unplayed: Set(1371...1380))
        let plan = try planner([.fixtureDetails]).plan(knowing: facts)
        let ids = plan.requests.filter { $0.dataset == .fixtureDetails }.flatMap { $0.request["ids"]!.split(separator: "-") }
        #expect(ids.count == 370)
    }

    @Test func dependentRequestsWaitForTheListsTheyNeed() throws {
        let planner = planner([.fixtures, .fixtureDetails, .squads, .players, .transfers]) {
            $0.players = PlayerSelection(from: [.topScorers], seasons: 2)
        }
        let first = try planner.plan(knowing: PlanFacts())
        #expect(
            first.requests.map(\.request.description) == [
                "leagues", "fixtures?league=39&season=2023", "players/topscorers?league=39&season=2023"
            ])
        #expect(!first.isComplete)

        var facts = PlanFacts()
        facts.catalog = [
            CatalogLeague(
                id: 39, name: "Premier League", country: "England",
                seasons: [CatalogSeason(year: 2023, isCurrent: true, coverage: Coverage())])
        ]
        facts.fixtures[season] = fixtures(teams: 4)
        facts.topScorers[season] = [276, 18, 276]
        let second = try planner.plan(knowing: facts)
        #expect(second.isComplete)
        #expect(
            second.requests.map(\.request.description) == [
                "leagues", "fixtures?league=39&season=2023",
                "fixtures?ids=1001-1002-1003-1004-1005-1006-1007-1008-1009-1010-1011-1012",
                "players/topscorers?league=39&season=2023", "players/squads?team=1", "players/squads?team=2", "players/squads?team=3",
                "players/squads?team=4",
                "players?id=18&season=2023", "players?id=18&season=2022", "players?id=276&season=2023", "players?id=276&season=2022",
                "transfers?player=18", "transfers?player=276"
            ])
    }

    @Test func headToHeadPairsAreNormalisedAndAskedOnce() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(teams: 3)
        let plan = try planner([.headToHead]) { $0.headToHead = HeadToHeadSelection(pairs: .all, last: 5) }.plan(knowing: facts)
        #expect(
            plan.requests.map(\.request.description) == [
                "fixtures?league=39&season=2023",
                "fixtures/headtohead?h2h=1-2&last=5", "fixtures/headtohead?h2h=1-3&last=5", "fixtures/headtohead?h2h=2-3&last=5"
            ])
    }

    @Test func upcomingHeadToHeadOnlyCoversUnplayedPairs() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(teams: 3, unplayed: [1006]) // 1006 is 3 v 2
        let plan = try planner([.headToHead]).plan(knowing: facts)
        #expect(plan.requests.filter { $0.dataset == .headToHead }.map(\.request.description) == ["fixtures/headtohead?h2h=2-3&last=10"])
    }

    @Test func coverageSkipsWhatTheAPIDoesNotHave() throws {
        var facts = PlanFacts()
        facts.catalog = [
            CatalogLeague(
                id: 39, name: "Premier League", country: "England",
                seasons: [
                    CatalogSeason(
                        year: 2023, isCurrent: true,
                        coverage: Coverage(
                            events: false, lineups: false, fixtureStatistics: false, playerStatistics: false, standings: false,
                            players: false))
                ])
        ]
        facts.fixtures[season] = fixtures(teams: 2)
        facts.topScorers[season] = [7]
        let plan = try planner([.fixtures, .fixtureDetails, .standings, .players]).plan(knowing: facts)
        #expect(plan.requests.map(\.dataset) == [.leagues, .fixtures, .topScorers, .topAssists])
        #expect(plan.skipped.map(\.dataset) == [.fixtureDetails, .standings, .players])
    }

    @Test func dateWindowsNarrowDetailsAndCurrentRoundWaitsForRounds() throws {
        var facts = PlanFacts()
        let all = fixtures(teams: 3)
        facts.fixtures[season] = all
        let day = CalendarDate(utcDayOf: all[1].kickoff).isoText
        let dated = try planner([.fixtureDetails]) { $0.fixtureWindow = .dates(from: day, to: day) }.plan(knowing: facts)
        let windowIds = all.filter { CalendarDate(utcDayOf: $0.kickoff).isoText == day }.map { String($0.id) }.joined(separator: "-")
        #expect(dated.requests.last?.request["ids"] == windowIds)

        let current = planner([.fixtureDetails]) { $0.fixtureWindow = .currentRound }
        #expect(try !current.plan(knowing: facts).isComplete)
        facts.currentRound[season] = "Regular Season - 1"
        let resolved = try current.plan(knowing: facts)
        #expect(resolved.isComplete)
        #expect(resolved.requests.map(\.request.description).contains("fixtures/rounds?current=true&league=39&season=2023"))
    }

    @Test func repeatedRequestsAcrossLeagueSeasonsAreMerged() throws {
        var facts = PlanFacts()
        facts.fixtures[LeagueSeason(league: 39, season: 2023)] = fixtures(teams: 2)
        facts.fixtures[LeagueSeason(league: 45, season: 2023)] = fixtures(teams: 2)
        let plan = try planner([.squads], leagues: [.id(39), .id(45)]).plan(knowing: facts)
        #expect(plan.requests.filter { $0.dataset == .squads }.count == 2)
        #expect(Set(plan.requests.map(\.request)).count == plan.requests.count)
    }

    @Test func everyPlannedRequestMapsBackToItsDataset() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(teams: 3)
        facts.topScorers[season] = [7]
        facts.topAssists[season] = [8]
        let plan = try planner(Dataset.allCases).plan(knowing: facts)
        #expect(plan.requests.count > 10)
        for planned in plan.requests {
            #expect(DatasetCatalog.descriptor(serving: planned.request)?.name == planned.dataset, "\(planned.request)")
        }
    }
}

extension Array {
    /// A fixed permutation, so tests show that order comes from the planner, not the input.
    func shuffledDeterministically() -> [Element] {
        enumerated().sorted { ($0.offset * 7919) % count < ($1.offset * 7919) % count }.map(\.element)
    }
}
