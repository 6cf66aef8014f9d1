import JSON

/// One fixture as a run exported it: status, score and a SHA-256 per kind of detail, so the
/// next run can say what changed (a new result, corrected events, changed statistics).
package struct ManifestFixture: Sendable, Equatable {
    package var id: Int
    /// The API's short status (`FT`, `NS`, `PST`).
    package var status: String
    /// `2-1`; nil before kickoff.
    package var score: String?
    /// Digest of the fixture's event rows; nil when it has none.
    package var eventsSHA256: String?
    /// Digest of its team and player statistics rows; nil when it has none.
    package var statisticsSHA256: String?
    /// Digest of its lineup rows; nil when it has none.
    package var lineupsSHA256: String?

    package init(
        id: Int, status: String, score: String? = nil, eventsSHA256: String? = nil, statisticsSHA256: String? = nil,
        lineupsSHA256: String? = nil
    ) {
        self.id = id
        self.status = status
        self.score = score
        self.eventsSHA256 = eventsSHA256
        self.statisticsSHA256 = statisticsSHA256
        self.lineupsSHA256 = lineupsSHA256
    }

    /// The entry as an ordered JSON object; absent digests are left out.
    var jsonObject: JSONObject {
        var object: JSONObject = ["id": .int(id), "status": .string(status)]
        if let score { object["score"] = .string(score) }
        if let eventsSHA256 { object["events_sha256"] = .string(eventsSHA256) }
        if let statisticsSHA256 { object["statistics_sha256"] = .string(statisticsSHA256) }
        if let lineupsSHA256 { object["lineups_sha256"] = .string(lineupsSHA256) }
        return object
    }

    /// Reads an entry written by `jsonObject`; nil when it is not one.
    init?(json: JSONValue) {
        guard case .object(let object) = json, case .number(let literal)? = object["id"], let id = Int(literal),
            case .string(let status)? = object["status"]
        else { return nil }
        func text(_ key: String) -> String? { if case .string(let value)? = object[key] { value } else { nil } }
        self.init(
            id: id, status: status, score: text("score"), eventsSHA256: text("events_sha256"),
            statisticsSHA256: text("statistics_sha256"), lineupsSHA256: text("lineups_sha256"))
    }
}

extension Manifest {
    /// This manifest listing `fixtures`.
    package func with(fixtures: [ManifestFixture]) -> Manifest {
        var manifest = self
        manifest.fixtures = fixtures
        return manifest
    }
}
