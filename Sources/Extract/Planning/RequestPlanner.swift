import APIModel
import PipelineSpec

/// Maps a pipeline's datasets and scope to requests, in dependency order (PLAN: fixtures list →
/// details in batches of 20 → standings and top lists → squads → players → transfers).
/// Pure: given the same facts it returns the same plan. Callers fetch what it returns, add the
/// answers to the facts and ask again until the plan is complete.
package struct RequestPlanner: Sendable {
    package let scope: ScopeSpec
    package let extract: ExtractSpec

    /// `fixtures?ids=` takes at most this many ids.
    package static let detailsBatchSize = 20

    package init(scope: ScopeSpec, extract: ExtractSpec) {
        self.scope = scope
        self.extract = extract
    }

    /// Every request determinable from `facts`; throws when the scope cannot be resolved.
    package func plan(knowing facts: PlanFacts) throws(ExtractError) -> Plan {
        var builder = PlanBuilder()
        if needsCatalog { builder.add(Request(.leagues), .leagues, nil) }
        if extract.includes(.countries) { builder.add(Request(.countries), .countries, nil) }
        guard let leagueSeasons = try ScopeResolver(scope: scope).resolve(catalog: facts.catalog) else {
            builder.pending.append("the scope's leagues and seasons (after the leagues catalog)")
            return builder.plan
        }
        for leagueSeason in leagueSeasons {
            let coverage = needsCatalog ? facts.catalog?.coverage(of: leagueSeason) : nil
            SeasonPlanner(extract: extract, leagueSeason: leagueSeason, coverage: coverage, facts: facts)
                .addRequests(to: &builder)
        }
        return builder.plan
    }

    /// The league-seasons the scope covers, once resolvable from the facts.
    package func leagueSeasons(knowing facts: PlanFacts) throws(ExtractError) -> [LeagueSeason]? {
        try ScopeResolver(scope: scope).resolve(catalog: facts.catalog)
    }

    /// The catalog decides names, current seasons and coverage; it is one request for all leagues.
    private var needsCatalog: Bool {
        if extract.includes(.leagues) { return true }
        if scope.seasons == .current { return true }
        if scope.leagues.contains(where: { if case .named = $0 { true } else { false } }) { return true }
        let gated: [Dataset] = [.fixtureDetails, .players]
        return gated.contains(where: extract.includes)
    }
}

/// Collects planned requests in order, once each.
struct PlanBuilder {
    private(set) var requests: [PlannedRequest] = []
    private var seen: Set<Request> = []
    var skipped: [PlanSkip] = []
    var pending: [String] = []

    mutating func add(_ request: Request, _ dataset: Dataset, _ leagueSeason: LeagueSeason?) {
        guard seen.insert(request).inserted else { return }
        requests.append(PlannedRequest(request: request, dataset: dataset, leagueSeason: leagueSeason))
    }

    var plan: Plan { Plan(requests: requests, skipped: skipped.sorted(), pending: pending) }
}

extension [CatalogLeague] {
    /// The coverage of a league-season, when the catalog lists it.
    func coverage(of leagueSeason: LeagueSeason) -> Coverage? {
        first { $0.id == leagueSeason.league }?.seasons.first { $0.year == leagueSeason.season }?.coverage
    }
}
