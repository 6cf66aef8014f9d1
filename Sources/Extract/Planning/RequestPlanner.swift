package import APIModel
package import Catalog
package import PipelineSpec

/// Maps a pipeline's datasets and scope to requests, in the dataset catalog's order (catalogs,
/// then per league-season: fixtures list → details in batches of 20 → season lists → per team →
/// per player → pairs), each dataset by its descriptor's `RequestRule`.
/// Pure: given the same facts it returns the same plan. Callers fetch what it returns, add the
/// answers to the facts and ask again until the plan is complete.
package struct RequestPlanner: Sendable {
    package let scope: ScopeSpec
    package let extract: ExtractSpec
    /// Only the league-seasons of this shard (`run --shard`); nil for all.
    package var shard: LeagueSeasonShard?
    /// Which part of the plan to make: all of it, or one of the two a streaming run makes apart.
    package var part = PlanPart.all

    /// `fixtures?ids=` takes at most this many ids.
    package static let detailsBatchSize = 20

    /// Today as days since 1970-01-01 (UTC): what `from: -7d` counts from.
    package var today: Int
    /// When set, played fixtures are batched apart by whether their details have settled, so a
    /// run's re-fetches fill whole batches (docs/ARCHITECTURE.md §7).
    package var settle: SettleWindow?

    /// `today` comes from the run's clock or `--today`, never from a default.
    package init(scope: ScopeSpec, extract: ExtractSpec, today: Int, settle: SettleWindow? = nil, shard: LeagueSeasonShard? = nil) {
        self.scope = scope
        self.extract = extract
        self.today = today
        self.settle = settle
        self.shard = shard
    }

    /// Every request determinable from `facts`; throws when the scope cannot be resolved.
    package func plan(knowing facts: PlanFacts) throws(ExtractError) -> Plan {
        var builder = PlanBuilder()
        let datasets = neededDatasets.filter(part.includes)
        for descriptor in datasets {
            guard case .once(let parameters) = descriptor.requests else { continue }
            builder.add(Request(descriptor.endpoint, parameters), descriptor.name, nil)
        }
        guard var leagueSeasons = try leagueSeasons(knowing: facts) else {
            builder.pending.append("the scope's leagues and seasons (after the leagues catalog)")
            return builder.plan
        }
        if case .fixtureLevel(let leagueSeason) = part { leagueSeasons = leagueSeasons.filter { $0 == leagueSeason } }
        for leagueSeason in leagueSeasons {
            let coverage = needsCatalog ? facts.catalog?.coverage(of: leagueSeason) : nil
            SeasonPlanner(
                extract: extract, datasets: datasets, leagueSeason: leagueSeason, coverage: coverage, facts: facts,
                today: today, settle: settle
            ).addRequests(to: &builder)
        }
        return builder.plan
    }

    /// The league-seasons the scope covers (those of the shard, if any), once resolvable from the facts.
    package func leagueSeasons(knowing facts: PlanFacts) throws(ExtractError) -> [LeagueSeason]? {
        let all = try ScopeResolver(scope: scope).resolve(catalog: facts.catalog)
        guard let shard else { return all }
        return all?.filter(shard.contains)
    }

    /// The datasets the run fetches, in catalog order: those named, the lists that choose
    /// players, what their rules read, and the leagues catalog when it decides something.
    package var neededDatasets: [DatasetDescriptor] {
        var needed = Set(extract.datasets)
        switch extract.fixtureWindow {
        case .currentRound, .rounds: needed.insert(.rounds)
        default: break
        }
        let named = extract.datasets.map(\.descriptor)
        if named.contains(where: { if case .perPlayer = $0.requests { true } else { false } }) {
            for source in extract.players.from { needed.insert(source.dataset) }
        }
        for descriptor in named { needed.formUnion(descriptor.needs) }
        if DatasetCatalog.all.contains(where: { needed.contains($0.name) && $0.requests.readsFixturesList }) {
            needed.insert(.fixtures)
        }
        if needsCatalog { needed.insert(.leagues) }
        return DatasetCatalog.all.filter { needed.contains($0.name) }
    }

    /// The catalog decides names, current seasons and coverage; it is one request for all
    /// leagues, worth it whenever a costly dataset may be skipped for lack of coverage.
    private var needsCatalog: Bool {
        if extract.includes(.leagues) { return true }
        if scope.seasons == .current { return true }
        if scope.leagues.contains(where: { if case .named = $0 { true } else { false } }) { return true }
        return extract.datasets.map(\.descriptor).contains { $0.coverage != nil && $0.requests.isCostly }
    }
}

/// The part of a plan a request planner makes. A streaming run (docs/ARCHITECTURE.md §7) first
/// fetches everything but the fixture-level datasets for every league-season, which is what
/// other requests depend on and what several league-seasons share, then each league-season's
/// fixture-level datasets (match details and per-match answers, the bulk of a run) in turn.
package enum PlanPart: Sendable, Equatable {
    case all
    /// Every dataset but those placed by fixture (`DatasetPlacement`).
    case seasonLevel
    /// Only the datasets placed by fixture, of one league-season.
    case fixtureLevel(LeagueSeason)

    /// Whether this part plans the dataset's requests, by its declared placement.
    func includes(_ descriptor: DatasetDescriptor) -> Bool {
        let byFixture = descriptor.placement == .perLeagueSeason(by: .fixture)
        return switch self {
        case .all: true
        case .seasonLevel: !byFixture
        case .fixtureLevel: byFixture
        }
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
