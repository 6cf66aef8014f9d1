/// Where the extract stage gets the time and waits, so tests can run pacing, backoff and cache
/// expiry in virtual time without really sleeping.
package protocol ExtractClock: Sendable {
    /// Seconds since the Unix epoch.
    func now() -> Double
    /// Suspends until `now()` reaches `deadline` (a virtual clock moves its time there instead).
    func sleep(until deadline: Double) async throws
}

extension ExtractClock {
    /// Suspends for `seconds` from now.
    package func sleep(seconds: Double) async throws {
        try await sleep(until: now() + seconds)
    }
}
