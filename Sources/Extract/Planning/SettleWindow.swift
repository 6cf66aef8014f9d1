import APIModel
import CivilTime

/// When a finished match's details stop changing: `settle` seconds after its kickoff plus its
/// playing time (docs/ARCHITECTURE.md §7). Until then a run fetches them again.
package struct SettleWindow: Sendable, Equatable {
    /// The run's time, Unix seconds.
    package let now: Double
    /// `source.api.settle`, seconds.
    package let seconds: Double

    package init(now: Double, seconds: Double) {
        self.now = now
        self.seconds = seconds
    }

    /// Whether the fixture is finished and its settle window has closed.
    package func hasSettled(_ fixture: FixtureFact) -> Bool {
        guard let status = MatchStatus(rawValue: fixture.status), status.is(.settled) else { return false }
        let end = Double(fixture.kickoff) + status.playedSeconds
        return now >= end + seconds
    }

    /// Whether the fixture finished but the API may still correct its details.
    package func isSettling(_ fixture: FixtureFact) -> Bool {
        MatchStatus.short(fixture.status, is: .settled) && !hasSettled(fixture)
    }

    /// The UTC day number (days since 1970-01-01) of an instant.
    package static func day(of seconds: Double) -> Int {
        UTCInstant.split(Int(seconds.rounded(.down))).day
    }
}
