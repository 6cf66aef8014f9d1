/// A team that gets a sheet: its id, display name and standings row (the first, when it has several groups).
struct SeasonTeam: Sendable {
    let id: Int
    let name: String
    let standing: Record?
}

/// The season's teams in standings order (group order, then rank), followed by teams seen only in
/// fixtures, by name then id; by name then id throughout when there are no standings.
struct SeasonTeams: Sendable {
    let teams: [SeasonTeam]
    private let positions: [Int: Int]

    /// The teams of the standings and fixtures in `tables`.
    init(_ tables: SeasonTables) {
        var fixtureTeams: Set<Int> = []
        var fixtureNames: [Int: String] = [:]
        for fixture in tables.fixtures?.records ?? [] {
            for side in [TeamSide.home, .away] {
                guard let id = fixture.int(MatchSideColumns.teamID(side)) else { continue }
                fixtureTeams.insert(id)
                if fixtureNames[id] == nil, let name = fixture.text(MatchSideColumns.teamName(side)), !name.isEmpty {
                    fixtureNames[id] = name
                }
            }
        }
        var teams: [SeasonTeam] = []
        var seen: Set<Int> = []
        for standing in tables.standings?.records ?? [] {
            guard let id = standing.int(SharedColumn.teamID), seen.insert(id).inserted else { continue }
            teams.append(
                SeasonTeam(
                    id: id, name: Self.displayName(standing.text(SharedColumn.teamName) ?? fixtureNames[id], id: id), standing: standing))
        }
        let others = fixtureTeams.filter { !seen.contains($0) }
            .map { SeasonTeam(id: $0, name: Self.displayName(fixtureNames[$0], id: $0), standing: nil) }
            .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        self.teams = teams + others
        positions = Dictionary(uniqueKeysWithValues: self.teams.enumerated().map { ($1.id, $0) })
    }

    /// Where the team stands in `teams`; nil for a team of another league.
    func position(of teamID: Int?) -> Int? {
        teamID.flatMap { positions[$0] }
    }

    /// The team with `teamID`, if it plays in the season.
    func team(_ teamID: Int?) -> SeasonTeam? {
        position(of: teamID).map { teams[$0] }
    }

    private static func displayName(_ name: String?, id: Int) -> String {
        guard let name, !name.isEmpty else { return "Team \(id)" }
        return name
    }
}
