import APIModel
package import JSON
package import Load

/// A fixture that changed since the previous run's manifest, and how (docs/ARCHITECTURE.md §7).
package struct FixtureChange: Sendable, Equatable {
    package let id: Int
    package let kinds: [FixtureChangeKind]
    /// Status and score before (nil for a fixture new to the export) and now.
    package let statusBefore: String?
    package let status: String
    package let scoreBefore: String?
    package let score: String?

    /// The changes from `previous` (nil on a first run: nothing is listed) to `current`, by id.
    package static func between(_ previous: [ManifestFixture]?, _ current: [ManifestFixture]) -> [FixtureChange] {
        guard let previous else { return [] }
        let before = Dictionary(previous.map { ($0.id, $0) }) { first, _ in first }
        return current.compactMap { now in
            let then = before[now.id]
            let kinds = FixtureChangeKind.kinds(from: then, to: now)
            guard !kinds.isEmpty else { return nil }
            return FixtureChange(
                id: now.id, kinds: kinds, statusBefore: then?.status, status: now.status, scoreBefore: then?.score, score: now.score)
        }
    }

    /// One NDJSON line's object.
    package var jsonObject: JSONObject {
        [
            "fixture_id": .int(id), "changes": .array(kinds.map { .string($0.rawValue) }),
            "status_before": statusBefore.map(JSONValue.string) ?? .null, "status": .string(status),
            "score_before": scoreBefore.map(JSONValue.string) ?? .null, "score": score.map(JSONValue.string) ?? .null
        ]
    }

    /// `1035037: new_result (NS → FT, 2-1)`.
    package var text: String {
        let statuses = statusBefore.map { $0 == status ? status : "\($0) → \(status)" } ?? status
        return "\(id): \(kinds.map(\.rawValue).joined(separator: ", ")) (\(statuses)\(score.map { ", \($0)" } ?? ""))"
    }
}

/// How a fixture changed.
package enum FixtureChangeKind: String, Sendable, CaseIterable {
    /// In the export for the first time.
    case newFixture = "new_fixture"
    /// Finished since the last run, or its score changed.
    case newResult = "new_result"
    /// Postponed since the last run.
    case postponed
    /// Any other status change (kicked off, suspended, cancelled).
    case statusChanged = "status_changed"
    /// Its events differ from the last run's although the result does not.
    case correctedEvents = "corrected_events"
    /// Its team or player statistics differ.
    case changedStatistics = "changed_statistics"
    /// Its lineups differ.
    case changedLineups = "changed_lineups"

    /// What changed from `then` to `now`; a new result reports only itself.
    static func kinds(from then: ManifestFixture?, to now: ManifestFixture) -> [FixtureChangeKind] {
        guard let then else { return [.newFixture] }
        if MatchStatus.short(now.status, is: .postponed), !MatchStatus.short(then.status, is: .postponed) { return [.postponed] }
        let finishedNow = MatchStatus.short(now.status, is: .finished)
        let newlyFinished = finishedNow && !MatchStatus.short(then.status, is: .finished)
        if newlyFinished || (finishedNow && now.score != then.score) { return [.newResult] }
        var kinds: [FixtureChangeKind] = []
        if now.status != then.status { kinds.append(.statusChanged) }
        if now.eventsSHA256 != then.eventsSHA256 { kinds.append(.correctedEvents) }
        if now.statisticsSHA256 != then.statisticsSHA256 { kinds.append(.changedStatistics) }
        if now.lineupsSHA256 != then.lineupsSHA256 { kinds.append(.changedLineups) }
        return kinds
    }
}
