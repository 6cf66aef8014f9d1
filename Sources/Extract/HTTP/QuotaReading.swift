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

    package init(dayLimit: Int? = nil, dayRemaining: Int? = nil, minuteLimit: Int? = nil, minuteRemaining: Int? = nil) {
        self.dayLimit = dayLimit
        self.dayRemaining = dayRemaining
        self.minuteLimit = minuteLimit
        self.minuteRemaining = minuteRemaining
    }

    /// Reads the headers (names compared ignoring case); nil when none is present.
    init?(headers: CurlHeaders) {
        self.init(
            dayLimit: headers["x-ratelimit-requests-limit"].flatMap { Int($0) },
            dayRemaining: headers["x-ratelimit-requests-remaining"].flatMap { Int($0) },
            minuteLimit: headers["x-ratelimit-limit"].flatMap { Int($0) },
            minuteRemaining: headers["x-ratelimit-remaining"].flatMap { Int($0) }
        )
        if self == QuotaReading() { return nil }
    }
}

/// Takes the quota headers of every API answer (the pacing ledger).
package protocol QuotaRecorder: Sendable {
    /// Notes one answer's quota headers.
    func record(_ reading: QuotaReading) async
}
