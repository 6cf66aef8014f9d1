import APIModel
import PipelineSpec

/// Decides how long each cached answer lives: the pipeline's per-dataset `ttl:` first, else the
/// defaults of DESIGN §6, decided from the cached body itself.
package struct CacheLifetimePolicy: Sendable {
    /// Lifetimes from the pipeline, by dataset; they win over every default.
    package var overrides: [Dataset: CacheLifetime]

    package init(overrides: [Dataset: CacheLifetime] = [:]) {
        self.overrides = overrides
    }

    /// The pipeline's `ttl:` settings (seconds, or `ExtractSpec.cacheForever`).
    package init(pipelineLifetimes: [Dataset: Int]) {
        self.init(overrides: pipelineLifetimes.mapValues { $0 == ExtractSpec.cacheForever ? .forever : .seconds(Double($0)) })
    }

    /// The lifetime of `request`'s cached answer. `fixtures` summarises the answer when it is a
    /// fixtures list (see `readsFixtures`); `liveScopes` holds the league-season scopes
    /// (`39-2023`) seen with matches in play in this run.
    package func lifetime(for request: Request, fixtures: FixtureStatusSummary?, liveScopes: Set<String>) -> CacheLifetime {
        if let dataset = Dataset(servedBy: request), let override = overrides[dataset] { return override }
        switch request.endpoint {
        case .fixtures, .fixturesHeadToHead:
            guard let summary = fixtures else { return .day }
            if summary.allSettled { return .forever }
            return summary.liveScopes.isEmpty ? .day : .hour
        case .fixturesRounds, .standings, .topScorers, .topAssists:
            guard let league = request["league"], let season = request["season"] else { return .day }
            return liveScopes.contains(FixtureStatusSummary.scope(league: league, season: season)) ? .hour : .day
        case .squads, .players, .transfers, .coaches:
            return .week
        case .leagues:
            return .hour
        case .countries:
            return .day
        case .status:
            return .seconds(0)
        }
    }

    /// Whether the request's answer lists fixtures, whose statuses decide lifetimes.
    package static func readsFixtures(_ request: Request) -> Bool {
        request.endpoint == .fixtures || request.endpoint == .fixturesHeadToHead
    }
}
