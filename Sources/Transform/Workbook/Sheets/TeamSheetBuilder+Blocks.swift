import Tabular

extension TeamSheetBuilder {
    /// Columns after `FixtureContext` in the fixtures block.
    static let resultColumns = SheetColumns.named("goals_for", "goals_against", "score", "result", "points", "cumulative_points", "status")

    /// The team's fixtures in round order: score for–against, W/D/L, points and the running total
    /// (empty until a match is finished).
    func fixturesBlock(_ fixtures: [TeamFixture]) -> TableBlock {
        var total = 0
        let rows = fixtures.map { match -> [CellValue] in
            total += match.outcome?.points ?? 0
            let result: [CellValue] = [
                .int(match.goalsFor), .int(match.goalsAgainst), .string(match.scoreText), .string(match.outcome?.rawValue),
                .int(match.outcome?.points), match.outcome == nil ? .null : .integer(total), match.fixture[FixturesColumn.status],
            ]
            return FixtureContext.cells(match) + result
        }
        return TableBlock(id: Self.fixturesID, columns: FixtureContext.blockColumns(then: Self.resultColumns), rows: rows)
    }

    /// The team's `team_match_stats` rows in round order, placed by opponent and side; every
    /// statistic column of the table, known or not.
    func matchStatsBlock(_ fixtures: [TeamFixture], columns stats: RecordTable) -> TableBlock {
        let columns = stats.columns(excluding: [SharedColumn.fixtureID, SharedColumn.teamID, SharedColumn.teamName, SharedColumn.side])
        let rows = fixtures.compactMap { match -> [CellValue]? in
            guard let row = index.teamStats[FixtureTeam(fixtureID: match.fixtureID, teamID: match.teamID)] else { return nil }
            return FixtureContext.cells(match) + row.cells(for: columns)
        }
        return TableBlock(id: Self.matchStatsID, columns: FixtureContext.blockColumns(then: columns), rows: rows)
    }

    /// Label/value rows of the season totals; statistics only where the team has them.
    static func totalsBlock(_ totals: TeamSeasonTotals) -> KeyValueBlock {
        let record = totals.record
        var entries: [KeyValueBlock.Entry] = [
            .init("Played", .integer(record.played)), .init("Won", .integer(record.won)),
            .init("Drawn", .integer(record.drawn)), .init("Lost", .integer(record.lost)),
            .init("Goals for", .integer(record.goalsFor)), .init("Goals against", .integer(record.goalsAgainst)),
            .init("Goal difference", .integer(record.goalDifference)), .init("Points", .integer(record.points)),
        ]
        if let possession = totals.averagePossession { entries.append(.init("Average possession (%)", .decimal(possession))) }
        if let shots = totals.shots { entries.append(.init("Shots", .integer(shots))) }
        if let onGoal = totals.shotsOnGoal { entries.append(.init("Shots on goal", .integer(onGoal))) }
        if let expected = totals.expectedGoals { entries.append(.init("Expected goals (xG)", .decimal(expected))) }
        return KeyValueBlock(entries)
    }

    /// One row per opponent: played, won, drawn, lost, goals for and against.
    static func headToHeadBlock(_ records: [HeadToHeadRecord]) -> TableBlock {
        let columns = SheetColumns.named("opponent_id", "opponent", "played", "won", "drawn", "lost", "goals_for", "goals_against")
            .map(TableBlock.Column.init)
        let rows = records.map { entry -> [CellValue] in
            let r = entry.record
            return [.integer(entry.opponentID), .string(entry.opponentName)] + [r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst].map(CellValue.integer)
        }
        return TableBlock(id: headToHeadID, columns: columns, rows: rows)
    }
}
