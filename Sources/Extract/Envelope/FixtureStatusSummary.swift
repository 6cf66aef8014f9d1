package import JSON

/// The match statuses in a fixtures envelope (`fixtures`, `fixtures?ids=`, `fixtures/headtohead`):
/// what the cache needs to decide how long the answer stays true.
package struct FixtureStatusSummary: Sendable, Equatable {
    /// Statuses after which a match's data no longer changes (docs/ARCHITECTURE.md §7).
    package static let settledStatuses: Set<String> = ["FT", "AET", "PEN", "AWD", "WO", "CANC"]
    /// Statuses of a match in play.
    package static let liveStatuses: Set<String> = ["1H", "HT", "2H", "ET", "BT", "P", "SUSP", "INT", "LIVE"]

    /// How many fixtures the envelope holds.
    package let fixtureCount: Int
    /// Whether there is at least one fixture and every one is settled.
    package let allSettled: Bool
    /// League and season of every fixture in play, as `league-season` (`39-2023`), sorted.
    package let liveScopes: [String]
    /// The latest end (kickoff plus `playedSeconds`, Unix seconds) of a finished fixture; the
    /// settle window runs from there. Nil when no finished fixture has a timestamp.
    package let latestEnd: Double?
    /// The kickoffs (Unix seconds, ascending) of the fixtures neither settled nor in play: an
    /// answer holding them is stale once the first of them after its fetch has kicked off.
    package let pendingKickoffs: [Double]

    /// How long a match with this final status lasted from kickoff, breaks included: 2 h for
    /// full time, 2 h 30 for extra time, 2 h 45 with penalties; 0 for one not played.
    package static func playedSeconds(status: String) -> Double {
        switch status {
        case "FT": 7_200
        case "AET": 9_000
        case "PEN": 9_900
        default: 0
        }
    }

    /// Reads `response[].fixture.status.short` and `response[].league.{id,season}`.
    package init(envelope: JSONValue) {
        var count = 0
        var settled = 0
        var live: Set<String> = []
        var end: Double?
        var pending: [Double] = []
        if case .object(let object) = envelope, case .array(let items)? = object["response"] {
            for case .object(let item) in items {
                count += 1
                let status = Self.string(item, "fixture", "status", "short")
                if let status, Self.settledStatuses.contains(status) {
                    settled += 1
                    if let kickoff = Self.string(item, "fixture", "timestamp").flatMap(Double.init) {
                        end = max(end ?? kickoff, kickoff + Self.playedSeconds(status: status))
                    }
                }
                if let status, !Self.settledStatuses.contains(status), !Self.liveStatuses.contains(status),
                   let kickoff = Self.string(item, "fixture", "timestamp").flatMap(Double.init) {
                    pending.append(kickoff)
                }
                if let status, Self.liveStatuses.contains(status),
                   let league = Self.string(item, "league", "id"), let season = Self.string(item, "league", "season") {
                    live.insert(Self.scope(league: league, season: season))
                }
            }
        }
        fixtureCount = count
        allSettled = count > 0 && settled == count
        liveScopes = live.sorted()
        latestEnd = end
        pendingKickoffs = pending.sorted()
    }

    /// The first pending kickoff at or after `time`, when one is known.
    package func nextKickoff(after time: Double) -> Double? {
        pendingKickoffs.first { $0 >= time }
    }

    /// The scope key of a league and season, as used in `liveScopes`.
    package static func scope(league: String, season: String) -> String { "\(league)-\(season)" }

    private static func string(_ object: JSONObject, _ path: String...) -> String? {
        var current = JSONValue.object(object)
        for key in path {
            guard case .object(let next) = current, let value = next[key] else { return nil }
            current = value
        }
        switch current {
        case .string(let text): return text
        case .number(let literal): return literal
        default: return nil
        }
    }
}
