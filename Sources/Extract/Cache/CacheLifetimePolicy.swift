package import APIModel
package import Catalog
import PipelineSpec

/// Decides how long each cached answer lives: the pipeline's per-dataset `ttl:` first, else the
/// dataset's `LifetimeRule` from the catalog, decided from the cached body itself.
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
        // `status` (quota left) is never a dataset and is always asked again.
        guard let descriptor = DatasetCatalog.descriptor(serving: request) else { return .seconds(0) }
        if let override = overrides[descriptor.name] { return override }
        switch descriptor.lifetime {
        case .fixtureStatuses:
            guard let summary = fixtures else { return .day }
            if summary.allSettled { return .forever }
            return summary.liveScopes.isEmpty ? .day : .hour
        case .seasonState:
            guard let league = request["league"], let season = request["season"] else { return .day }
            return liveScopes.contains(FixtureStatusSummary.scope(league: league, season: season)) ? .hour : .day
        case .hour: return .hour
        case .day: return .day
        case .week: return .week
        }
    }

    /// Whether the request's answer lists fixtures, whose statuses decide lifetimes.
    package static func readsFixtures(_ request: Request) -> Bool {
        DatasetCatalog.descriptor(serving: request)?.lifetime == .fixtureStatuses
    }
}
