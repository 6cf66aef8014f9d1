import Tabular

extension DashboardSheet {
    /// The label of the note under Goals.
    static let goalsNoteLabel = "Note"

    /// Leaders, top scorers, matches, goals (with the note saying why goals by minute differ),
    /// goals per match and the results split, where known.
    func keyFacts() -> [KeyValueBlock.Entry] {
        var entries: [KeyValueBlock.Entry] = []
        if let leaders = leaders() { entries.append(.init("Leader", .text(leaders.text), linkTarget: leaders.sheet)) }
        if let scorers = topScorers() { entries.append(.init(scorers.label, .text(scorers.names), linkTarget: scorers.sheet)) }
        let fixtures = (tables.fixtures?.records ?? []).sorted(by: SeasonIndex.roundOrder)
        let finished = fixtures.compactMap { TeamFixture($0, teamID: $0.int(MatchSideColumns.homeTeamID) ?? -1) }.filter {
            $0.outcome != nil
        }
        guard !finished.isEmpty else { return entries }
        let goals = finished.reduce(0) { $0 + ($1.goalsFor ?? 0) + ($1.goalsAgainst ?? 0) }
        let share = { (outcome: MatchOutcome) in Double(finished.filter { $0.outcome == outcome }.count) / Double(finished.count) }
        entries += [.init("Matches played", .integer(finished.count)), .init("Goals", .integer(goals))]
        if let events = tables.events, let note = GoalTotals(fixtures: fixtures, events: events).note {
            entries.append(.init(Self.goalsNoteLabel, .text(note)))
        }
        entries += [
            .init("Goals per match", .decimal(Double(goals) / Double(finished.count)), numberFormat: .decimal),
            .init("Home wins", .decimal(share(.win)), numberFormat: .percentDecimal),
            .init("Draws", .decimal(share(.draw)), numberFormat: .percentDecimal),
            .init("Away wins", .decimal(share(.loss)), numberFormat: .percentDecimal)
        ]
        return entries
    }

    /// Every team ranked first with its points, each group's when there are several
    /// (`Group A: Lyon (9 pts); Group B: …`), and the sheet of the one leader; nil without standings.
    private func leaders() -> (text: String, sheet: String?)? {
        let first = (tables.standings?.records ?? []).filter { $0.int(StandingsColumn.rank) == 1 }
        guard !first.isEmpty else { return nil }
        let groups = Set((tables.standings?.records ?? []).map { $0.text(StandingsColumn.group) ?? "" })
        let sheet = first.count == 1 ? directory.sheet(of: .team, first[0].int(SharedColumn.teamID)) : nil
        return (
            first.map { row in
                let id = row.int(SharedColumn.teamID)
                let name = teams.team(id)?.name ?? row.text(SharedColumn.teamName) ?? id.map { "Team \($0)" } ?? "?"
                let points = row.int(StandingsColumn.points).map { " (\($0) pts)" } ?? ""
                let group = groups.count > 1 ? row.text(StandingsColumn.group).map { "\($0): " } ?? "" : ""
                return group + name + points
            }.joined(separator: "; "), sheet
        )
    }

    /// Every player of the top scorers list with its most goals (the list's first when none has
    /// a count), as `Tom Oakes, Ystport United; Alan Thorne, Haskholm United (20 goals each)`,
    /// and the sheet of the one top scorer.
    private func topScorers() -> (label: String, names: String, sheet: String?)? {
        let records = tables.topScorers?.records ?? []
        let most = records.compactMap { $0.int(Self.goalsColumn) }.max()
        let top = most.map { goals in records.filter { $0.int(Self.goalsColumn) == goals } } ?? Array(records.prefix(1))
        let names = top.compactMap { scorer in
            (directory.playerNames.name(scorer.int(SharedColumn.playerID)) ?? scorer.text(SharedColumn.playerName))
                .map { $0 + (scorer.text(SharedColumn.teamName).map { ", \($0)" } ?? "") }
        }
        guard !names.isEmpty else { return nil }
        let goals = most.map { " (\($0) goals\(names.count > 1 ? " each" : ""))" } ?? ""
        let sheet = top.count == 1 ? directory.sheet(of: .player, top[0].int(SharedColumn.playerID)) : nil
        return (names.count > 1 ? "Top scorers" : "Top scorer", names.joined(separator: "; ") + goals, sheet)
    }
}
