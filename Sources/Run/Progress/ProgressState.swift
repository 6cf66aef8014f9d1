import Extract

/// Counts behind the live progress line.
struct ProgressState {
    var planned = 0
    var done = 0
    var cacheHits = 0
    var network = 0
    var quotaLeft: Int?
    var waiting: (seconds: Double, reason: ExtractEvent.WaitReason)?

    mutating func apply(_ event: ExtractEvent) {
        switch event {
        case .requestStarted:
            waiting = nil
        case .requestFinished(_, let origin, _):
            done += 1
            planned = max(planned, done)
            if origin == .cache { cacheHits += 1 }
            if origin == .network { network += 1 }
        case .waiting(_, let seconds, let reason):
            waiting = (seconds, reason)
        case .quota(let reading):
            if let left = reading.dayRemaining { quotaLeft = left }
        case .planned(let known):
            planned = max(planned, known)
        case .requestFailed, .cacheHit, .retrying, .notice:
            break
        }
    }

    /// `requests 120/412 · cache 80 · network 40 · quota left 57 · waiting 6 s (pacing)`.
    var statusLine: String {
        var parts = ["requests \(done)/\(planned)", "cache \(cacheHits)", "network \(network)"]
        if let quotaLeft { parts.append("quota left \(quotaLeft)") }
        if let waiting { parts.append("waiting \(Int(waiting.seconds.rounded(.up))) s (\(waiting.reason.rawValue))") }
        return parts.joined(separator: " · ")
    }
}
