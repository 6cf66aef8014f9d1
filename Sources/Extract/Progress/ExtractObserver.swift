package import APIModel

/// Receives progress from the response sources; the runner renders it. Calls come from
/// concurrent tasks and must return quickly.
package protocol ExtractObserver: Sendable {
    /// One thing that happened while answering requests.
    func extract(_ event: ExtractEvent)
}

/// What a response source reports. Requests are named by `Request.description`; no event
/// carries a key or a header.
package enum ExtractEvent: Sendable, Equatable {
    /// The chain started answering a request.
    case requestStarted(Request)
    /// The chain answered a request, from where, with how many body bytes.
    case requestFinished(Request, origin: ResponseOrigin, bytes: Int)
    /// The chain gave up on a request.
    case requestFailed(Request, error: ExtractError)
    /// A cached answer was used; it was fetched `ageSeconds` ago.
    case cacheHit(Request, ageSeconds: Double)
    /// Sending waits this long, and why.
    case waiting(Request, seconds: Double, reason: WaitReason)
    /// A transient failure is retried (attempt counts from 2).
    case retrying(Request, attempt: Int, reason: String)
    /// The API's quota headers on an answer.
    case quota(QuotaReading)
    /// The run now knows it needs this many requests in all (more may follow from their answers).
    case planned(known: Int)
    /// Something odd the run works around (a nonsense rate header, a cache entry from the future).
    case notice(ExtractNotice)

    /// Why sending waits.
    package enum WaitReason: String, Sendable, Equatable {
        /// The per-minute window is full.
        case pacing
        /// The API said the limit was hit (429 or `errors.rateLimit`).
        case rateLimited
        /// Backing off after a transient failure.
        case backoff
    }
}

/// An observer that ignores everything: the default.
package struct NoExtractObserver: ExtractObserver {
    package init() {}

    package func extract(_ event: ExtractEvent) {}
}
