package import APIModel
import CivilTime

/// Something odd in what the API or the cache said that the run works around instead of
/// stopping: reported once as a warning (`ExtractEvent.notice`), never written to an output.
package enum ExtractNotice: Sendable, Equatable {
    /// An `X-RateLimit-Limit` that is no number of requests a minute (0, negative, absurd or not
    /// a number), as received: ignored with its `X-RateLimit-Remaining`, and the configured pace kept.
    case ignoredRateLimit(header: String)
    /// A cache entry fetched later than now (Unix seconds): the clock moved back or the cache was
    /// copied from a machine whose clock is ahead. It counts as expired and is fetched again.
    case cachedInFuture(Request, fetchedAt: Double, now: Double)

    /// The stable name of the record (`ignored_rate_limit`).
    package var code: String {
        switch self {
        case .ignoredRateLimit: "ignored_rate_limit"
        case .cachedInFuture: "cached_in_future"
        }
    }

    /// The request it concerns, if one.
    package var request: Request? {
        switch self {
        case .ignoredRateLimit: nil
        case .cachedInFuture(let request, _, _): request
        }
    }

    /// What happened and what the run does about it.
    package var message: String {
        switch self {
        case .ignoredRateLimit(let header):
            "the API sent X-RateLimit-Limit: \(header), which is no number of requests a minute "
                + "(\(QuotaReading.plausibleMinuteLimits.lowerBound)...\(QuotaReading.plausibleMinuteLimits.upperBound)); "
                + "it is ignored, and requests are paced by `requests_per_minute`"
        case .cachedInFuture(let request, let fetchedAt, let now):
            "the cached answer to \(request) says it was fetched at \(Self.time(fetchedAt)), after now (\(Self.time(now))): "
                + "the clock is wrong or the cache was copied from a machine whose clock is ahead. It is fetched again"
        }
    }

    /// `2031-01-01T00:00:00Z`, or the seconds when they name no calendar time.
    private static func time(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return "\(seconds) s" }
        return UTCDateTime(unixSeconds: Int(seconds.rounded(.down))).utcText
    }
}
