import APIModel
import Catalog
import JSON
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Extract

/// Relative windows, round selectors and the settle split, as the planner applies them
/// (docs/ARCHITECTURE.md §7).
@Suite struct FreshnessPlanningTests {
    let season = LeagueSeason(league: 39, season: 2023)
    /// 2023-08-12 00:00 UTC.
    let day0 = 1_691_798_400

    /// Three fixtures a day for `days` days from `day0` at 15:00, ids 100 × day + k, round `R<day+1>`.
    func fixtures(days: Int, status: (Int) -> String = { _ in "FT" }) -> [FixtureFact] {
        (0..<days).flatMap { day in
            (0..<3).map { k in
                FixtureFact(
                    id: 100 * day + k, status: status(day), homeTeam: 2 * k + 1, awayTeam: 2 * k + 2,
                    kickoff: day0 + day * 86_400 + 54_000, round: "R\(day + 1)")
            }
        }
    }

    func detailIDs(_ window: FixtureWindow, today: Int, facts: PlanFacts, settle: SettleWindow? = nil) throws -> [[Int]] {
        var extract = ExtractSpec(datasets: [.fixtures, .fixtureDetails])
        extract.fixtureWindow = window
        let planner = RequestPlanner(
            scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2023])), extract: extract, today: today, settle: settle)
        return try planner.plan(knowing: facts).requests.filter { $0.dataset == .fixtureDetails }.map { planned in
            (planned.request["ids"] ?? "").split(separator: "-").compactMap { Int($0) }
        }
    }

    @Test func daysFromTodayMoveTheWindowWithTheDay() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(days: 10)
        let today = day0 / 86_400 + 5
        let window = FixtureWindow.days(from: .offset(days: -1), to: .offset(days: 1))
        #expect(try detailIDs(window, today: today, facts: facts) == [[400, 401, 402, 500, 501, 502, 600, 601, 602]])
        #expect(try detailIDs(window, today: today + 3, facts: facts) == [[700, 701, 702, 800, 801, 802, 900, 901, 902]])
        let mixed = FixtureWindow.days(from: .date("2023-08-12"), to: .offset(days: -4))
        #expect(try detailIDs(mixed, today: today, facts: facts) == [[0, 1, 2, 100, 101, 102]])
    }

    @Test func roundSelectorsPickRoundsAroundTheCurrentOne() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(days: 5)
        facts.rounds[season] = ["R1", "R2", "R3", "R4", "R5"]
        #expect(try detailIDs(.rounds([.current]), today: 0, facts: facts).isEmpty, "waits for the current round")
        facts.currentRound[season] = "R3"
        #expect(try detailIDs(.rounds([.previous, .current]), today: 0, facts: facts) == [[100, 101, 102, 200, 201, 202]])
        #expect(try detailIDs(.rounds([.next]), today: 0, facts: facts) == [[300, 301, 302]])
        facts.currentRound[season] = "R5"
        #expect(try detailIDs(.rounds([.current, .next]), today: 0, facts: facts) == [[400, 401, 402]], "no round after the last")
    }

    @Test func aDateAndAnOffsetThatCrossSelectNoDay() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(days: 10)
        // Today is 2023-08-17; the window starts after it ends.
        let crossed = FixtureWindow.days(from: .date("2025-01-01"), to: .offset(days: 0))
        #expect(try detailIDs(crossed, today: day0 / 86_400 + 5, facts: facts).isEmpty)
    }

    @Test func nextAndPreviousSelectNothingWhenTheCurrentRoundIsNotInTheList() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(days: 3)
        facts.rounds[season] = ["R1", "R2"]
        facts.currentRound[season] = "R3"
        #expect(try detailIDs(.rounds([.next]), today: 0, facts: facts).isEmpty)
        #expect(try detailIDs(.rounds([.previous]), today: 0, facts: facts).isEmpty)
        #expect(try detailIDs(.rounds([.previous, .current, .next]), today: 0, facts: facts) == [[200, 201, 202]])
    }

    @Test func settledAndSettlingMatchesAreBatchedApart() throws {
        var facts = PlanFacts()
        facts.fixtures[season] = fixtures(days: 10)
        // Day 9, 20:00: days 8 and 9 ended less than 48 h ago (day 7 ended at 17:00 two days ago, exactly 51 h).
        let now = Double(day0 + 9 * 86_400 + 72_000)
        let window = SettleWindow(now: now, seconds: 172_800)
        let batches = try detailIDs(.all, today: 0, facts: facts, settle: window)
        #expect(batches.count == 3)
        #expect(batches[2] == [800, 801, 802, 900, 901, 902])
        #expect(batches[0].count == 20 && batches[1].count == 4)
        #expect(Set(batches[0] + batches[1]) == Set((0..<8).flatMap { day in (0..<3).map { 100 * day + $0 } }))
        #expect(try detailIDs(.all, today: 0, facts: facts).map(\.count) == [20, 10], "without a window: id order")
    }
}

/// `--refresh`, `--max-age`, `max_age:` and the settle window as lifetimes.
@Suite struct FreshnessLifetimeTests {
    let list = Request(.fixtures, ["league": "39", "season": "2023"])
    let now: Double = 1_700_000_000

    /// A fixtures answer of one finished match that kicked off `hoursAgo` hours before `now`.
    func finished(hoursAgo: Double) throws -> FixtureStatusSummary {
        let kickoff = Int(now - hoursAgo * 3_600)
        let text = #"{"response":[{"fixture":{"id":1,"timestamp":\#(kickoff),"status":{"short":"FT"}},"league":{"id":39,"season":2023}}]}"#
        return FixtureStatusSummary(envelope: try JSONParser.parse(text))
    }

    @Test func aFinishedMatchLivesAnHourUntilItSettlesThenForever() throws {
        let policy = CacheLifetimePolicy()
        #expect(policy.lifetime(for: list, fixtures: try finished(hoursAgo: 22), liveScopes: [], now: now) == .hour)
        #expect(policy.lifetime(for: list, fixtures: try finished(hoursAgo: 49.9), liveScopes: [], now: now) == .hour)
        #expect(policy.lifetime(for: list, fixtures: try finished(hoursAgo: 50), liveScopes: [], now: now) == .forever)
        let short = CacheLifetimePolicy(control: CacheControl(settleSeconds: 3_600))
        #expect(short.lifetime(for: list, fixtures: try finished(hoursAgo: 3), liveScopes: [], now: now) == .forever)
    }

    @Test func refreshExpiresWhatCanChangeAndMaxAgeCapsEverything() throws {
        let refresh = CacheLifetimePolicy(control: CacheControl(refresh: true))
        #expect(refresh.lifetime(for: list, fixtures: try finished(hoursAgo: 10), liveScopes: [], now: now) == .seconds(0))
        #expect(refresh.lifetime(for: list, fixtures: try finished(hoursAgo: 100), liveScopes: [], now: now) == .forever)
        #expect(refresh.lifetime(for: Request(.squads, ["team": "1"]), fixtures: nil, liveScopes: [], now: now) == .seconds(0))

        let capped = CacheLifetimePolicy(
            pipelineLifetimes: [:], maxAges: [.squads: 600], control: CacheControl(maxAgeSeconds: 21_600))
        #expect(capped.lifetime(for: list, fixtures: try finished(hoursAgo: 100), liveScopes: [], now: now) == .seconds(21_600))
        #expect(capped.lifetime(for: Request(.squads, ["team": "1"]), fixtures: nil, liveScopes: [], now: now) == .seconds(600))
        #expect(capped.lifetime(for: Request(.leagues), fixtures: nil, liveScopes: [], now: now) == .hour)
    }

    @Test func aListWithUnplayedMatchesEndsAtTheFirstKickoffAfterItsFetch() throws {
        let fetchedAt = now - 86_390
        let kickoff = Int(fetchedAt) + 13 * 3_600
        let text =
            #"{"response":[{"fixture":{"id":1,"timestamp":\#(kickoff - 86_400),"status":{"short":"FT"}},"league":{"id":39,"season":2023}},"#
            + #"{"fixture":{"id":2,"timestamp":\#(kickoff),"status":{"short":"NS"}},"league":{"id":39,"season":2023}}]}"#
        let summary = FixtureStatusSummary(envelope: try JSONParser.parse(text))
        let lifetime = CacheLifetimePolicy().lifetime(for: list, fixtures: summary, liveScopes: [], now: now, fetchedAt: fetchedAt)
        #expect(lifetime == .seconds(13 * 3_600))
        #expect(!lifetime.covers(age: now - fetchedAt), "a run 10 s short of a day later fetches the list again")
        let afterKickoff = CacheLifetimePolicy().lifetime(
            for: list, fixtures: summary, liveScopes: [], now: now, fetchedAt: Double(kickoff) + 1)
        #expect(afterKickoff == .day, "no kickoff after the fetch: the day rule")
    }

    @Test func refreshNeverRefetchesSettledDetailsWhateverTheirTTL() throws {
        let details = Request(.fixtures, ["ids": "1"])
        let policy = CacheLifetimePolicy(overrides: [.fixtureDetails: .seconds(3_600)], control: CacheControl(refresh: true))
        #expect(policy.lifetime(for: details, fixtures: try finished(hoursAgo: 100), liveScopes: [], now: now) == .forever)
        #expect(policy.lifetime(for: details, fixtures: try finished(hoursAgo: 10), liveScopes: [], now: now) == .seconds(0))
        let forever = CacheLifetimePolicy(overrides: [.fixtureDetails: .forever])
        #expect(
            forever.lifetime(for: details, fixtures: try finished(hoursAgo: 10), liveScopes: [], now: now) == .hour,
            "`ttl: forever` does not close the settle window")
    }

    @Test func offlineKeepsEveryStoredAnswer() throws {
        let offline = CacheLifetimePolicy(control: CacheControl(maxAgeSeconds: 60, offline: true))
        #expect(offline.lifetime(for: list, fixtures: try finished(hoursAgo: 10), liveScopes: [], now: now) == .forever)
        #expect(offline.lifetime(for: Request(.squads, ["team": "1"]), fixtures: nil, liveScopes: [], now: now) == .forever)
    }
}
