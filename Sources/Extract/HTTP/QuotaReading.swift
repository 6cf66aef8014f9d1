import LibCurl

/// The quota headers of one API answer; a missing header is nil.
package struct QuotaReading: Sendable, Equatable {
    /// `x-ratelimit-requests-limit`: requests a day.
    package var dayLimit: Int?
    /// `x-ratelimit-requests-remaining`: requests left today.
    package var dayRemaining: Int?
    /// `X-RateLimit-Limit`: requests a minute.
    package var minuteLimit: Int?
    /// `X-RateLimit-Remaining`: requests left this minute.
    package var minuteRemaining: Int?
    /// An `X-RateLimit-Limit` outside `plausibleMinuteLimits` (0, -5, `abc`), as received: it and
    /// the minute's remaining count are left out, so nonsense cannot slow the run to a crawl.
    package var ignoredMinuteLimit: String?

    /// Per-minute limits an answer can mean: at least one request, at most 100 000.
    package static let plausibleMinuteLimits = 1...100_000

    package init(
        dayLimit: Int? = nil, dayRemaining: Int? = nil, minuteLimit: Int? = nil, minuteRemaining: Int? = nil,
        ignoredMinuteLimit: String? = nil
    ) {
        self.dayLimit = dayLimit
        self.dayRemaining = dayRemaining
        self.minuteLimit = minuteLimit
        self.minuteRemaining = minuteRemaining
        self.ignoredMinuteLimit = ignoredMinuteLimit
    }

    /// Reads the headers (names compared ignoring case); nil when none is present.
    init?(headers: CurlHeaders) {
        let limitText = headers["x-ratelimit-limit"]
        let limit = limitText.flatMap { Int($0) }.flatMap { Self.plausibleMinuteLimits.contains($0) ? $0 : nil }
        let ignored = limit == nil ? limitText.map { String($0.prefix(40)) } : nil
        self.init(
            dayLimit: headers["x-ratelimit-requests-limit"].flatMap { Int($0) },
            dayRemaining: headers["x-ratelimit-requests-remaining"].flatMap { Int($0) },
            minuteLimit: limit,
            minuteRemaining: ignored == nil ? headers["x-ratelimit-remaining"].flatMap { Int($0) } : nil,
            ignoredMinuteLimit: ignored
        )
        if self == QuotaReading() { return nil }
    }
}

/// Takes the quota headers of every API answer (the pacing ledger).
package protocol QuotaRecorder: Sendable {
    /// Notes one answer's quota headers.
    func record(_ reading: QuotaReading) async
}
