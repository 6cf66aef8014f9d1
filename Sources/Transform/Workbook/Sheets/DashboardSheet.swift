import Tabular

/// The league-season at a glance, first after the Index, from the tables the run already has:
/// the leaders and the top scorers (every one of a tie), goals per match with a note when goals
/// by minute count another total, the home / draw / away split, goals by 15-minute interval
/// (stoppage time its own period) and the top six's points race. Native charts only. A part
/// whose table the run lacks is left out; nil when nothing is left.
struct DashboardSheet: Sendable {
    static let name = "Dashboard"
    static let goalMinutesID = "goal_minutes"
    static let pointsRaceID = "points_race"
    /// Teams in the points race.
    static let raceSize = 6
    static let goalsColumn = ColumnName("goals")

    let tables: SeasonTables
    let index: SeasonIndex
    let teams: SeasonTeams
    let directory: SheetDirectory

    /// What the Index says the sheet holds.
    static let summary = "The season at a glance: leader, top scorer, goals per match, results split, goals by minute, points race"

    /// The sheet, titled `title`.
    func sheet(title: String) -> Sheet? {
        var sections = SheetSections(title: "\(Self.name) · \(title)", link: IndexSheet.backLink)
        let facts = keyFacts()
        guard !facts.isEmpty || tables.events != nil || !teams.teams.isEmpty else { return nil }
        if !facts.isEmpty { sections.append(.keyValues(KeyValueBlock(facts))) }
        if let events = tables.events {
            let minutes = TableBlock(
                id: Self.goalMinutesID,
                columns: [
                    .init(
                        key: "period", header: "Period", type: .text, kind: .text,
                        note: "15-minute interval of play; 45+ and 90+ are stoppage time."),
                    .init(
                        key: "goals", header: "Goals", type: .integer, kind: .goals,
                        note: "Goals scored in the period (own goals and penalties included, shootouts not).")
                ], rows: GoalMinutes(events).rows)
            sections.section(
                "Goals by 15 minutes (stoppage time counted in its own period, not in the next bucket as the API's team_goals_by_minute "
                    + "does)",
                .table(minutes),
                .lineChart(
                    LineChartBlock(
                        title: "Goals by 15 minutes", tableID: Self.goalMinutesID, categoryColumn: "period", valueColumns: ["goals"],
                        xAxisTitle: "Minutes", yAxisTitle: "Goals", scale: 1.2, kind: .column)))
        }
        if let race = pointsRace() {
            sections.section(
                "Points race (top \(Self.raceSize))", .table(race),
                .lineChart(
                    LineChartBlock(
                        title: "Points by round", tableID: Self.pointsRaceID, categoryColumn: "round_order",
                        valueColumns: race.columns.dropFirst().map(\.key), xAxisTitle: "Round", yAxisTitle: "Points")))
        }
        return Sheet(name: Self.name, blocks: sections.blocks, freezePanes: .none)
    }

    /// Cumulative points after each round for the top of the standings.
    private func pointsRace() -> TableBlock? {
        let top = teams.teams.filter { $0.standing != nil }.prefix(Self.raceSize)
        let fixtures = top.map { index.fixturesByTeam[$0.id] ?? [] }
        let rounds = Set(fixtures.joined().compactMap { $0.fixture.int(FixturesColumn.roundOrder) }).sorted()
        guard !top.isEmpty, !rounds.isEmpty else { return nil }
        var columns: [TableBlock.Column] = [
            .init(key: "round_order", header: "Rd", type: .integer, kind: .count, note: "Order of the round within the season.")
        ]
        var seen: Set<String> = ["rd"]
        for team in top {
            var header = team.name
            if !seen.insert(header.lowercased()).inserted { header += " (\(team.id))" }
            columns.append(
                .init(key: "team_\(team.id)", header: header, type: .integer, kind: .count, note: "\(team.name)'s points after the round."))
        }
        let rows = rounds.map { round -> [CellValue] in
            [.integer(round)]
                + fixtures.map { matches in
                    .integer(
                        matches.filter { ($0.fixture.int(FixturesColumn.roundOrder) ?? .max) <= round }.reduce(0) {
                            $0 + ($1.outcome?.points ?? 0)
                        })
                }
        }
        return TableBlock(id: Self.pointsRaceID, columns: columns, rows: rows)
    }
}
