import APIModel
import Catalog
import CivilTime
import PipelineSpec

/// Plans the requests of one league-season: each needed dataset's `RequestRule`, read from the
/// catalog, applied to what the facts know so far.
struct SeasonPlanner {
    let extract: ExtractSpec
    /// The datasets the run fetches, in catalog order.
    let datasets: [DatasetDescriptor]
    let leagueSeason: LeagueSeason
    /// Nil when the catalog is not consulted: everything is assumed covered.
    let coverage: Coverage?
    let facts: PlanFacts
    /// Days since 1970-01-01 (UTC) that relative windows count from.
    let today: Int
    let settle: SettleWindow?

    private var seasonQuery: [String: String] {
        ["league": String(leagueSeason.league), "season": String(leagueSeason.season)]
    }

    func addRequests(to plan: inout PlanBuilder) {
        for descriptor in datasets {
            if let flag = descriptor.coverage, coverage?.covers(flag) == false {
                plan.skipped.append(PlanSkip(dataset: descriptor.name, leagueSeason: leagueSeason, reason: flag.skipReason))
                continue
            }
            add(descriptor, to: &plan)
        }
    }

    private func add(_ descriptor: DatasetDescriptor, to plan: inout PlanBuilder) {
        func request(_ parameters: [String: String]) {
            plan.add(Request(descriptor.endpoint, parameters), descriptor.name, leagueSeason)
        }
        func waitFor(_ what: String) {
            plan.pending.append("\(descriptor.name.rawValue) for \(leagueSeason) (after \(what))")
        }
        switch descriptor.requests {
        case .once:
            return
        case .perLeagueSeason(let variants):
            for variant in variants { request(seasonQuery.merging(variant) { _, new in new }) }
        case .fixtureBatches(let parameter, let limit):
            guard let fixtures = windowFixtures else { return waitFor("its fixtures list") }
            let played = fixtures.filter { !$0.hasNoDetails }
            let groups =
                settle.map { window in
                    let settled = played.filter(window.hasSettled)
                    return [settled, played.filter { !window.hasSettled($0) }]
                } ?? [played]
            for group in groups {
                let ids = group.map(\.id).sorted()
                for start in stride(from: 0, to: ids.count, by: limit) {
                    let batch = ids[start..<min(start + limit, ids.count)]
                    request([parameter: batch.map(String.init).joined(separator: "-")])
                }
            }
        case .perFixture(let parameter, let choice, let fixed):
            guard let fixtures = windowFixtures else { return waitFor("its fixtures list") }
            let chosen =
                switch extract.fixtureChoices[descriptor.name] ?? choice {
                case .played: fixtures.filter { !$0.hasNoDetails }
                case .upcoming: fixtures.filter(\.isUpcoming)
                case .all: fixtures
                }
            for id in chosen.map(\.id).sorted() { request(fixed.merging([parameter: String(id)]) { _, id in id }) }
        case .perLeague:
            request(["league": String(leagueSeason.league)])
        case .perVenue:
            guard let fixtures = windowFixtures else { return waitFor("its fixtures list") }
            for venue in Set(fixtures.compactMap(\.venue)).sorted() { request(["id": String(venue)]) }
        case .perTeam(let withLeagueSeason):
            guard let teams else { return waitFor("its fixtures list") }
            for team in teams {
                request(withLeagueSeason ? seasonQuery.merging(["team": String(team)]) { _, new in new } : ["team": String(team)])
            }
        case .perPlayer(let parameter, let seasonsBack):
            guard let players = selectedPlayers else { return waitFor("the lists that select players") }
            let seasons = seasonsBack ? (0..<max(1, extract.players.seasons)).map { leagueSeason.season - $0 } : [nil]
            for player in players {
                for season in seasons {
                    var parameters = [parameter: String(player)]
                    if let season { parameters["season"] = String(season) }
                    request(parameters)
                }
            }
        case .perTeamPair:
            guard let fixtures = windowFixtures else { return waitFor("its fixtures list") }
            let chosen = extract.headToHead.pairs == .all ? fixtures : fixtures.filter(\.isUpcoming)
            for pair in Set(chosen.map { TeamPair($0.homeTeam, $0.awayTeam) }).sorted() {
                request(["h2h": pair.h2hParameter, "last": String(extract.headToHead.last)])
            }
        }
    }

    /// The season's fixtures inside the pipeline's window; nil until the list (and current round) is known.
    var windowFixtures: [FixtureFact]? {
        guard let all = facts.fixtures[leagueSeason] else { return nil }
        switch extract.fixtureWindow {
        case .all:
            return all
        case .currentRound:
            guard let round = facts.currentRound[leagueSeason] else { return nil }
            return all.filter { $0.round == round }
        case .dates(let from, let to):
            return all.filter { (from...to).contains(CalendarDate(utcDayOf: $0.kickoff).isoText) }
        case .days(let from, let to):
            let (first, last) = (resolve(from), resolve(to))
            // A date bound and a day offset can cross (`{from: 2025-01-01, to: +0d}` before 2025): no day then.
            guard first <= last else { return [] }
            return all.filter { (first...last).contains(CalendarDate(utcDayOf: $0.kickoff).isoText) }
        case .rounds(let selectors):
            guard let current = facts.currentRound[leagueSeason] else { return nil }
            let order = facts.rounds[leagueSeason] ?? roundOrder(all)
            guard let position = order.firstIndex(of: current) else {
                // Without the current round's place in the order there is no round before or after it.
                return selectors.contains(.current) ? all.filter { $0.round == current } : []
            }
            let chosen = Set(selectors.compactMap { order.indices.contains(position + $0.step) ? order[position + $0.step] : nil })
            return all.filter { chosen.contains($0.round) }
        }
    }

    /// A window bound as `YYYY-MM-DD`.
    private func resolve(_ bound: DayBound) -> String {
        switch bound {
        case .date(let date): date
        case .offset(let days): CalendarDate(utcDayOf: (today + days) * 86_400).isoText
        }
    }

    /// Round names in order of their first kickoff, when `fixtures/rounds` is not fetched.
    private func roundOrder(_ fixtures: [FixtureFact]) -> [String] {
        var first: [String: Int] = [:]
        for fixture in fixtures { first[fixture.round] = min(first[fixture.round] ?? Int.max, fixture.kickoff) }
        return first.keys.sorted { (first[$0] ?? 0, $0) < (first[$1] ?? 0, $1) }
    }

    /// Every team playing in the season, ascending.
    private var teams: [Int]? {
        facts.fixtures[leagueSeason].map { Set($0.flatMap { [$0.homeTeam, $0.awayTeam] }).sorted() }
    }

    /// Players named by the pipeline's `players.from` lists; nil until those lists are known.
    /// A list the API's coverage says is empty selects nobody.
    private var selectedPlayers: [Int]? {
        var ids: Set<Int> = []
        for source in extract.players.from {
            switch source {
            case .topScorers:
                if coverage?.topScorers == false { continue }
                guard let list = facts.topScorers[leagueSeason] else { return nil }
                ids.formUnion(list)
            case .topAssists:
                if coverage?.topAssists == false { continue }
                guard let list = facts.topAssists[leagueSeason] else { return nil }
                ids.formUnion(list)
            case .squads:
                guard let teams else { return nil }
                for team in teams {
                    guard let squad = facts.squads[team] else { return nil }
                    ids.formUnion(squad)
                }
            }
        }
        return ids.sorted()
    }
}
