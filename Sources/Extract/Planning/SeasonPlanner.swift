import Tabular
import APIModel
import PipelineSpec

/// Plans the requests of one league-season.
struct SeasonPlanner {
    let extract: ExtractSpec
    let leagueSeason: LeagueSeason
    /// Nil when the catalog is not consulted: everything is assumed covered.
    let coverage: Coverage?
    let facts: PlanFacts

    private var seasonQuery: [String: String] {
        ["league": String(leagueSeason.league), "season": String(leagueSeason.season)]
    }

    func addRequests(to plan: inout PlanBuilder) {
        if needsFixturesList { plan.add(Request(.fixtures, seasonQuery), .fixtures, leagueSeason) }
        if extract.includes(.rounds) || extract.fixtureWindow == .currentRound {
            plan.add(Request(.fixturesRounds, seasonQuery), .rounds, leagueSeason)
            var current = seasonQuery
            current["current"] = "true"
            plan.add(Request(.fixturesRounds, current), .rounds, leagueSeason)
        }
        addFixtureDetails(to: &plan)
        if extract.includes(.standings) {
            addIfCovered(.standings, coverage?.standings, Request(.standings, seasonQuery), to: &plan)
        }
        if extract.includes(.topScorers) || extract.players.from.contains(.topScorers) && extract.includes(.players) {
            addIfCovered(.topScorers, coverage?.topScorers, Request(.topScorers, seasonQuery), to: &plan)
        }
        if extract.includes(.topAssists) || extract.players.from.contains(.topAssists) && extract.includes(.players) {
            addIfCovered(.topAssists, coverage?.topAssists, Request(.topAssists, seasonQuery), to: &plan)
        }
        addPerTeam(to: &plan)
        addPlayers(to: &plan)
        addHeadToHead(to: &plan)
    }

    private var needsPlayerSelection: Bool { extract.includes(.players) || extract.includes(.transfers) }

    private var needsFixturesList: Bool {
        let dependents: [Dataset] = [.fixtures, .fixtureDetails, .squads, .coaches, .headToHead]
        return dependents.contains(where: extract.includes)
            || needsPlayerSelection && extract.players.from.contains(.squads)
    }

    private func addIfCovered(_ dataset: Dataset, _ covered: Bool?, _ request: Request, to plan: inout PlanBuilder) {
        if covered == false {
            plan.skipped.append(PlanSkip(dataset: dataset, leagueSeason: leagueSeason, reason: "the API's coverage for this season says it has no \(dataset.rawValue)"))
        } else {
            plan.add(request, dataset, leagueSeason)
        }
    }

    /// The season's fixtures inside the pipeline's window; nil until the list (and current round) is known.
    private var windowFixtures: [FixtureFact]? {
        guard let all = facts.fixtures[leagueSeason] else { return nil }
        switch extract.fixtureWindow {
        case .all:
            return all
        case .currentRound:
            guard let round = facts.currentRound[leagueSeason] else { return nil }
            return all.filter { $0.round == round }
        case .dates(let from, let to):
            return all.filter { (from...to).contains(CalendarDate(utcDayOf: $0.kickoff).isoText) }
        }
    }

    private func addFixtureDetails(to plan: inout PlanBuilder) {
        guard extract.includes(.fixtureDetails) else { return }
        if coverage?.fixtureDetails == false {
            plan.skipped.append(PlanSkip(dataset: .fixtureDetails, leagueSeason: leagueSeason, reason: "the API's coverage for this season has no events, lineups or statistics"))
            return
        }
        guard let fixtures = windowFixtures else {
            plan.pending.append("fixture details for \(leagueSeason) (after its fixtures list)")
            return
        }
        let ids = fixtures.filter { !$0.hasNoDetails }.map(\.id).sorted()
        for start in stride(from: 0, to: ids.count, by: RequestPlanner.detailsBatchSize) {
            let batch = ids[start..<min(start + RequestPlanner.detailsBatchSize, ids.count)]
            let request = Request(.fixtures, ["ids": batch.map(String.init).joined(separator: "-")])
            plan.add(request, .fixtureDetails, leagueSeason)
        }
    }

    /// Every team playing in the season, ascending.
    private var teams: [Int]? {
        facts.fixtures[leagueSeason].map { Set($0.flatMap { [$0.homeTeam, $0.awayTeam] }).sorted() }
    }

    private func addPerTeam(to plan: inout PlanBuilder) {
        let needsSquads = extract.includes(.squads) || needsPlayerSelection && extract.players.from.contains(.squads)
        guard needsSquads || extract.includes(.coaches) else { return }
        guard let teams else {
            plan.pending.append("squads and coaches for \(leagueSeason) (after its fixtures list)")
            return
        }
        for team in teams where needsSquads {
            plan.add(Request(.squads, ["team": String(team)]), .squads, leagueSeason)
        }
        for team in teams where extract.includes(.coaches) {
            plan.add(Request(.coaches, ["team": String(team)]), .coaches, leagueSeason)
        }
    }

    /// Players named by the pipeline's `players.from` lists; nil until those lists are known.
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

    private func addPlayers(to plan: inout PlanBuilder) {
        guard needsPlayerSelection else { return }
        if extract.includes(.players), coverage?.players == false {
            plan.skipped.append(PlanSkip(dataset: .players, leagueSeason: leagueSeason, reason: "the API's coverage for this season has no player statistics"))
        }
        guard let players = selectedPlayers else {
            plan.pending.append("players and transfers for \(leagueSeason) (after the lists that select them)")
            return
        }
        let seasons = (0..<max(1, extract.players.seasons)).map { leagueSeason.season - $0 }
        if extract.includes(.players), coverage?.players != false {
            for player in players {
                for season in seasons {
                    plan.add(Request(.players, ["id": String(player), "season": String(season)]), .players, leagueSeason)
                }
            }
        }
        if extract.includes(.transfers) {
            for player in players {
                plan.add(Request(.transfers, ["player": String(player)]), .transfers, leagueSeason)
            }
        }
    }

    private func addHeadToHead(to plan: inout PlanBuilder) {
        guard extract.includes(.headToHead) else { return }
        guard let fixtures = windowFixtures else {
            plan.pending.append("head-to-head for \(leagueSeason) (after its fixtures list)")
            return
        }
        let chosen = extract.headToHead.pairs == .all ? fixtures : fixtures.filter { $0.status == "NS" || $0.status == "TBD" }
        let pairs = Set(chosen.map { TeamPair($0.homeTeam, $0.awayTeam) }).sorted()
        for pair in pairs {
            let request = Request(.fixturesHeadToHead, ["h2h": pair.h2hParameter, "last": String(extract.headToHead.last)])
            plan.add(request, .headToHead, leagueSeason)
        }
    }
}
