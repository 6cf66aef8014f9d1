import JSON

@testable import Transform

/// Test-only: a recorded API response (`TransformFixtures` says where it lies), mapped by hand to
/// the timeline's inputs the way a table builder would.
struct RecordedMatch {
    let events: [MatchEvent]
    /// Nil for a bare `fixtures/events` response, which names no teams.
    let fixture: TimelineFixture?

    /// Reads a fixture file: a `fixtures?id=` response (events, teams, goals, lineups) or a
    /// `fixtures/events` response (events only).
    static func load(_ file: String) throws -> RecordedMatch {
        let response = try FixtureFile.json(file)["response"]
        let items = response?.array ?? []
        guard let first = items.first, first["fixture"] != nil else {
            return RecordedMatch(events: items.enumerated().map { event(position: $0.offset, json: $0.element) }, fixture: nil)
        }
        let lineups = (first["lineups"]?.array ?? []).map { lineup in
            TeamLineup(
                teamID: lineup["team"]?["id"]?.int ?? 0,
                starters: (lineup["startXI"]?.array ?? []).compactMap { $0["player"]?["id"]?.int },
                bench: (lineup["substitutes"]?.array ?? []).compactMap { $0["player"]?["id"]?.int }
            )
        }
        let goals = first["goals"]
        let score = goals?["home"]?.int.flatMap { home in goals?["away"]?.int.map { MatchScore(home: home, away: $0) } }
        let fixture = TimelineFixture(
            homeTeamID: first["teams"]?["home"]?["id"]?.int ?? 0,
            awayTeamID: first["teams"]?["away"]?["id"]?.int ?? 0,
            finalScore: score,
            lineups: lineups
        )
        return RecordedMatch(
            events: (first["events"]?.array ?? []).enumerated().map { event(position: $0.offset, json: $0.element) }, fixture: fixture)
    }

    private static func event(position: Int, json: JSONValue) -> MatchEvent {
        MatchEvent(
            position: position,
            elapsed: json["time"]?["elapsed"]?.int ?? 0,
            extra: json["time"]?["extra"]?.int,
            teamID: json["team"]?["id"]?.int ?? 0,
            player: EventPlayer(id: json["player"]?["id"]?.int, name: json["player"]?["name"]?.string),
            assist: EventPlayer(id: json["assist"]?["id"]?.int, name: json["assist"]?["name"]?.string),
            type: json["type"]?.string ?? "",
            detail: json["detail"]?.string ?? "",
            comments: json["comments"]?.string
        )
    }
}
