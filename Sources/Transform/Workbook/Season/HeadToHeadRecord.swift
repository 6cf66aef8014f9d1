/// A team's record against one opponent over the finished matches of their `head_to_head` rows.
struct HeadToHeadRecord: Sendable, Equatable {
    let opponentID: Int
    var opponentName: String?
    var record = MatchRecord()

    /// One record per opponent `teamID` has finished matches against in `rows`, ordered by the
    /// opponent's place in the season (`teams`), then by name and id.
    static func records(of teamID: Int, in rows: [Record], teams: SeasonTeams) -> [HeadToHeadRecord] {
        var records: [Int: HeadToHeadRecord] = [:]
        for row in rows {
            // head_to_head rows carry the fixture columns a TeamFixture reads.
            guard let match = TeamFixture(row, teamID: teamID), match.outcome != nil, let opponentID = match.opponentID else { continue }
            var entry = records[opponentID] ?? HeadToHeadRecord(opponentID: opponentID)
            entry.opponentName = entry.opponentName ?? match.opponentName
            entry.record.add(match)
            records[opponentID] = entry
        }
        return records.values.sorted { a, b in
            let pa = teams.position(of: a.opponentID) ?? Int.max
            let pb = teams.position(of: b.opponentID) ?? Int.max
            return (pa, a.opponentName ?? "", a.opponentID) < (pb, b.opponentName ?? "", b.opponentID)
        }
    }
}
