import APIModel
package import JSON

/// The match statuses in a fixtures envelope (`fixtures`, `fixtures?ids=`, `fixtures/headtohead`):
/// what the cache needs to decide how long the answer stays true.
package struct FixtureStatusSummary: Sendable, Equatable {
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
                let text = Self.string(item, "fixture", "status", "short")
                let status = text.flatMap(MatchStatus.init(rawValue:))
                if let status, status.is(.settled) {
                    settled += 1
                    if let kickoff = Self.string(item, "fixture", "timestamp").flatMap(Double.init) {
                        end = max(end ?? kickoff, kickoff + status.playedSeconds)
                    }
                }
                if text != nil, status?.is(.settled) != true, status?.is(.live) != true,
                    let kickoff = Self.string(item, "fixture", "timestamp").flatMap(Double.init)
                {
                    pending.append(kickoff)
                }
                if let status, status.is(.live),
                    let league = Self.string(item, "league", "id"), let season = Self.string(item, "league", "season")
                {
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
