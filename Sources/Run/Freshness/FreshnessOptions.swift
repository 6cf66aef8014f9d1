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
        var settle = settleWindow(for: pipeline, now: now)
        if case .api(let api) = pipeline.source, api.recordDirectory != nil { settle = nil }
        return RequestPlanner(scope: pipeline.scope, extract: pipeline.extract, today: day, settle: settle)
    }

    /// The settle window of a live source at `now` (also for one that records, whose batches are
    /// not split by it: `plan` still counts what it fetches again); nil for other sources.
    package func settleWindow(for pipeline: Pipeline, now: Double) -> SettleWindow? {
        guard case .api(let api) = pipeline.source else { return nil }
        return SettleWindow(now: now, seconds: Double(api.settleSeconds))
    }
}

extension FreshnessOptions {
    /// Days since 1970-01-01 of a `YYYY-MM-DD` day that exists; nil otherwise.
    package static func dayNumber(iso text: String) -> Int? {
        CalendarDate(iso: text)?.daysSinceEpoch
    }

    /// The longest `--max-age`, as for `max_age:` in a pipeline file (ten years).
    package static let longestMaxAgeSeconds = DurationText.longestLifetimeSeconds

    /// `3650d`: a number of seconds as the shortest duration text.
    package static func durationText(_ seconds: Int) -> String {
        DurationText.text(seconds)
    }

    /// Seconds in a duration like `30m`, `6h` or `2d` (`--max-age`), read as the pipeline file reads `max_age:`.
    package static func durationSeconds(_ text: String) -> Int? {
        DurationText.seconds(text)
    }
}
