package import APIModel

/// The run's shared view of the API quota: when each network request was sent, the latest
/// quota headers, and the pipeline's budget. It admits each send only when the per-minute
/// window (a sliding 60 s) has room, the budget is not spent and the day's quota is not gone.
package actor QuotaLedger: QuotaRecorder {
    /// The length of the pacing window.
    package static let windowSeconds = 60.0

    private let configuredPerMinute: Int
    private let dailyBudget: Int?
    private let clock: any ExtractClock
    private let observer: any ExtractObserver
    private var sendTimes: [Double] = []
    private var latest: QuotaReading?
    private var blockedUntil = -Double.infinity
    private var warnedOfIgnoredLimit = false
    /// Network requests sent in this run, retries included.
    package private(set) var sent = 0

    /// `requestsPerMinute` paces until the API's `X-RateLimit-Limit` header says otherwise.
    package init(requestsPerMinute: Int, dailyBudget: Int?, clock: any ExtractClock, observer: any ExtractObserver) {
        configuredPerMinute = max(1, requestsPerMinute)
        self.dailyBudget = dailyBudget
        self.clock = clock
        self.observer = observer
    }

    /// Requests allowed in any 60 s window: the API's header when seen, else the configured pace.
    package var perMinuteLimit: Int { max(1, latest?.minuteLimit ?? configuredPerMinute) }

    /// Waits until a send of `request` fits, then counts it. Throws when the budget or the
    /// day's quota is gone, before anything is sent.
    package func admitSend(of request: Request) async throws {
        while true {
            if let dailyBudget, sent >= dailyBudget {
                throw ExtractError.budgetExhausted(request: request, budget: dailyBudget)
            }
            if let latest, latest.dayRemaining == 0 {
                let limit = latest.dayLimit.map { " of \($0)" } ?? ""
                throw ExtractError.quotaExhausted(
                    request: request, message: "the API reports 0\(limit) requests left today")
            }
            let now = clock.now()
            sendTimes.removeAll { $0 <= now - Self.windowSeconds }
            let windowFree = windowFreesAt()
            let readyAt = max(blockedUntil, windowFree)
            if readyAt <= now {
                sendTimes.append(now)
                sent += 1
                return
            }
            let reason: ExtractEvent.WaitReason = blockedUntil > windowFree ? .rateLimited : .pacing
            observer.extract(.waiting(request, seconds: readyAt - now, reason: reason))
            try await clock.sleep(until: readyAt)
        }
    }

    package func record(_ reading: QuotaReading) {
        if let ignored = reading.ignoredMinuteLimit, !warnedOfIgnoredLimit {
            warnedOfIgnoredLimit = true
            observer.extract(.notice(.ignoredRateLimit(header: ignored)))
        }
        latest = reading
        if reading.minuteRemaining == 0 {
            blockUntilWindowFrees(now: clock.now())
        }
    }

    /// Holds every send back after the API said the limit was hit: for `Retry-After` when
    /// given, else until the window frees.
    package func noteRateLimited(retryAfterSeconds: Double?) {
        let now = clock.now()
        if let retryAfterSeconds {
            blockedUntil = max(blockedUntil, now + retryAfterSeconds)
        } else {
            blockUntilWindowFrees(now: now)
        }
    }

    /// What the runner reports when it stops: sends, budget and the API's last quota headers.
    package func snapshot() -> QuotaSnapshot {
        QuotaSnapshot(sent: sent, budget: dailyBudget, latest: latest)
    }

    /// When the oldest send leaves a full window (or now, when the window has room).
    private func windowFreesAt() -> Double {
        let limit = perMinuteLimit
        guard sendTimes.count >= limit else { return -Double.infinity }
        return sendTimes[sendTimes.count - limit] + Self.windowSeconds
    }

    private func blockUntilWindowFrees(now: Double) {
        let oldest = sendTimes.first { $0 > now - Self.windowSeconds }
        blockedUntil = max(blockedUntil, (oldest ?? now) + Self.windowSeconds)
    }
}

/// The quota state at one moment, for the run summary.
package struct QuotaSnapshot: Sendable, Equatable {
    /// Network requests sent in this run.
    package let sent: Int
    /// The pipeline's `daily_budget`, if any.
    package let budget: Int?
    /// The API's last quota headers, if any answer had them.
    package let latest: QuotaReading?

    /// Requests this run may still send: the smaller of the budget left and the API's day remainder.
    package var remaining: Int? {
        let budgetLeft = budget.map { max(0, $0 - sent) }
        switch (budgetLeft, latest?.dayRemaining) {
        case (let budget?, let day?): return min(budget, day)
        case (let budget?, nil): return budget
        case (nil, let day?): return day
        case (nil, nil): return nil
        }
    }
}
