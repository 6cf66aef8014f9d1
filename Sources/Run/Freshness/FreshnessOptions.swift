import CivilTime
package import Extract
package import PipelineSpec

/// The command line's say on freshness (`--refresh`, `--max-age`, `--offline`, `--today`):
/// turned, with the pipeline's `ttl:`, `max_age:` and `settle:`, into the cache policy and the
/// planner of a run (docs/ARCHITECTURE.md §7).
package struct FreshnessOptions: Sendable, Equatable {
    /// Fetch again whatever can still change.
    package var refresh: Bool
    /// Caps every cache lifetime, seconds.
    package var maxAgeSeconds: Double?
    /// Recordings and cache only.
    package var offline: Bool
    /// `--today YYYY-MM-DD` as days since 1970-01-01: the day relative windows count from,
    /// instead of the clock's.
    package var today: Int?

    package init(refresh: Bool = false, maxAgeSeconds: Double? = nil, offline: Bool = false, today: Int? = nil) {
        self.refresh = refresh
        self.maxAgeSeconds = maxAgeSeconds
        self.offline = offline
        self.today = today
    }

    /// The cache lifetimes of a run of `pipeline`.
    package func cachePolicy(for pipeline: Pipeline) -> CacheLifetimePolicy {
        let settle = if case .api(let api) = pipeline.source { Double(api.settleSeconds) } else { CacheControl.defaultSettleSeconds }
        return CacheLifetimePolicy(
            pipelineLifetimes: pipeline.extract.cacheLifetimes, maxAges: pipeline.extract.maxAges,
            control: CacheControl(refresh: refresh, maxAgeSeconds: maxAgeSeconds, offline: offline, settleSeconds: settle))
    }

    /// The planner of a run of `pipeline` at the clock's `now`. Settled and settling matches are
    /// batched apart only for a live source that does not record, so recordings replay as made.
    package func planner(for pipeline: Pipeline, now: Double) -> RequestPlanner {
        let day = today ?? SettleWindow.day(of: now)
        var settle: SettleWindow?
        if case .api(let api) = pipeline.source, api.recordDirectory == nil {
            settle = SettleWindow(now: now, seconds: Double(api.settleSeconds))
        }
        return RequestPlanner(scope: pipeline.scope, extract: pipeline.extract, today: day, settle: settle)
    }
}

extension FreshnessOptions {
    /// Days since 1970-01-01 of a `YYYY-MM-DD` day that exists; nil otherwise.
    package static func dayNumber(iso text: String) -> Int? {
        guard let date = CalendarDate(iso: text) else { return nil }
        return CivilCalendar.days(year: date.year, month: date.month, day: date.day)
    }
}
