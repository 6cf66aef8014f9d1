package import APIModel
package import Catalog
import PipelineSpec

/// Decides how long each cached answer lives: the pipeline's per-dataset `ttl:` first, else the
/// dataset's `LifetimeRule` from the catalog, decided from the cached body itself; then
/// `--refresh` and the `max_age:`/`--max-age` caps (docs/ARCHITECTURE.md §7). `--offline`
/// keeps every stored answer.
package struct CacheLifetimePolicy: Sendable {
    /// Lifetimes from the pipeline, by dataset; they win over every default.
    package var overrides: [Dataset: CacheLifetime]
    /// `max_age:` per dataset, in seconds: caps whatever lifetime applies.
    package var maxAges: [Dataset: Double]
    /// The run's `--refresh`, `--max-age` and settle window.
    package var control: CacheControl

    package init(overrides: [Dataset: CacheLifetime] = [:], maxAges: [Dataset: Double] = [:], control: CacheControl = CacheControl()) {
        self.overrides = overrides
        self.maxAges = maxAges
        self.control = control
    }

    /// The pipeline's `ttl:` settings (seconds, or `ExtractSpec.cacheForever`) and `max_age:` caps.
    package init(pipelineLifetimes: [Dataset: Int], maxAges: [Dataset: Int] = [:], control: CacheControl = CacheControl()) {
        self.init(
            overrides: pipelineLifetimes.mapValues { $0 == ExtractSpec.cacheForever ? .forever : .seconds(Double($0)) },
            maxAges: maxAges.mapValues(Double.init), control: control)
    }

    /// The lifetime of `request`'s cached answer. `fixtures` summarises the answer when it is a
    /// fixtures list (see `readsFixtures`); `liveScopes` holds the league-season scopes
    /// (`39-2023`) seen with matches in play in this run; `now` is the clock's time and
    /// `fetchedAt` when the answer was fetched (an answer with unplayed matches ends at the
    /// first kickoff after it).
    package func lifetime(
        for request: Request, fixtures: FixtureStatusSummary?, liveScopes: Set<String>, now: Double = 0, fetchedAt: Double? = nil
    ) -> CacheLifetime {
        // `status` (quota left) is never a dataset and is always asked again.
        guard let descriptor = DatasetCatalog.descriptor(serving: request) else { return .seconds(0) }
        // `--offline` has nothing fresher to ask: whatever is stored is the answer.
        if control.offline { return .forever }
        var lifetime = baseLifetime(descriptor, request, fixtures, liveScopes, now)
        if descriptor.lifetime == .fixtureStatuses, let fetchedAt, let kickoff = fixtures?.nextKickoff(after: fetchedAt) {
            // Tomorrow's run must see tonight's results, however close to 24 h apart the runs are.
            lifetime = lifetime.capped(at: kickoff - fetchedAt)
        }
        if control.refresh, lifetime != .forever { lifetime = .seconds(0) }
        for cap in [control.maxAgeSeconds, maxAges[descriptor.name]].compactMap({ $0 }) {
            lifetime = lifetime.capped(at: cap)
        }
        return lifetime
    }

    /// The pipeline's `ttl:`, else the catalog's rule. A finished match stays settled forever and is
    /// re-fetched within its settle window whatever `ttl:` says, so `--refresh` never fetches it again.
    private func baseLifetime(
        _ descriptor: DatasetDescriptor, _ request: Request, _ fixtures: FixtureStatusSummary?, _ liveScopes: Set<String>, _ now: Double
    ) -> CacheLifetime {
        let rule = ruleLifetime(descriptor, request, fixtures, liveScopes, now)
        guard let override = overrides[descriptor.name] else { return rule }
        guard descriptor.lifetime == .fixtureStatuses, fixtures?.allSettled == true else { return override }
        switch rule {
        case .forever: return .forever
        case .seconds(let settling): return override.capped(at: settling)
        }
    }

    private func ruleLifetime(
        _ descriptor: DatasetDescriptor, _ request: Request, _ fixtures: FixtureStatusSummary?, _ liveScopes: Set<String>, _ now: Double
    ) -> CacheLifetime {
        switch descriptor.lifetime {
        case .fixtureStatuses:
            guard let summary = fixtures else { return .day }
            if summary.allSettled {
                // Finished, but the API may still correct it: fetched again until the window closes.
                if let end = summary.latestEnd, now < end + control.settleSeconds { return .hour }
                return .forever
            }
            return summary.liveScopes.isEmpty ? .day : .hour
        case .seasonState:
            guard let league = request["league"], let season = request["season"] else { return .day }
            return liveScopes.contains(FixtureStatusSummary.scope(league: league, season: season)) ? .hour : .day
        case .minute: return .seconds(60)
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

extension CacheLifetime {
    /// At most `seconds`.
    func capped(at seconds: Double) -> CacheLifetime {
        switch self {
        case .forever: .seconds(seconds)
        case .seconds(let limit): .seconds(min(limit, seconds))
        }
    }
}
