import Tabular

extension TeamSheetBuilder {
    /// The fixtures block's own columns, between `FixtureContext`'s: what a reader looks for
    /// first (score, result, points) on the first printed page.
    static let resultColumns = SheetColumns.named("score", "result", "points", "cumulative_points", "goals_for", "goals_against", "status")

    /// The team's fixtures in round order: score for–against, W/D/L, points and the running total
    /// (empty until a match is finished), goals and status.
    func fixturesBlock(_ fixtures: [TeamFixture]) -> TableBlock {
        var total = 0
        let rows = fixtures.map { match -> [CellValue] in
            total += match.outcome?.points ?? 0
            let result: [CellValue] = [
                .string(match.scoreText), .string(match.outcome?.rawValue), .int(match.outcome?.points),
                match.outcome == nil ? .null : .integer(total), .int(match.goalsFor), .int(match.goalsAgainst),
                match.fixture[FixturesColumn.status]
            ]
            return FixtureContext.row(match, result)
        }
        let block = TableBlock(id: Self.fixturesID, columns: FixtureContext.blockColumns(around: Self.resultColumns), rows: rows)
        return directory.linked(block, column: FixtureContext.opponent, to: .team, ids: fixtures.map(\.opponentID))
    }

    /// The team's `team_match_stats` rows in round order, placed by opponent and side; every
    /// statistic column of the table, known or not, but none the Index shows once (league id, season).
    func matchStatsBlock(_ fixtures: [TeamFixture], columns stats: RecordTable) -> TableBlock {
        let placed = [SharedColumn.fixtureID, SharedColumn.teamID, SharedColumn.teamName, SharedColumn.side]
        let columns = stats.columns(excluding: placed + OverviewSheet.constantColumns)
        let played = fixtures.compactMap { match in
            index.teamStats[FixtureTeam(fixtureID: match.fixtureID, teamID: match.teamID)].map { (match, $0) }
        }
        let rows = played.map { match, row in FixtureContext.row(match, row.cells(for: columns)) }
        let block = TableBlock(id: Self.matchStatsID, columns: FixtureContext.blockColumns(around: columns), rows: rows)
        return directory.linked(block, column: FixtureContext.opponent, to: .team, ids: played.map(\.0.opponentID))
    }

    /// Label/value rows of the season totals; statistics only where the team has them.
    static func totalsBlock(_ totals: TeamSeasonTotals) -> KeyValueBlock {
        let record = totals.record
        var entries: [KeyValueBlock.Entry] = [
            .init("Played", .integer(record.played)), .init("Won", .integer(record.won)),
            .init("Drawn", .integer(record.drawn)), .init("Lost", .integer(record.lost)),
            .init("Goals for", .integer(record.goalsFor)), .init("Goals against", .integer(record.goalsAgainst)),
            .init("Goal difference", .integer(record.goalDifference)), .init("Points", .integer(record.points))
        ]
        if let possession = totals.averagePossession {
            // A fraction under a percent format, as every workbook percentage is stored.
            let fraction = ColumnKind.percentage.cellValue(.decimal(possession))
            entries.append(.init("Average possession", fraction, numberFormat: .percentDecimal))
        }
        if let shots = totals.shots { entries.append(.init("Shots", .integer(shots))) }
        if let onGoal = totals.shotsOnGoal { entries.append(.init("Shots on goal", .integer(onGoal))) }
        if let expected = totals.expectedGoals { entries.append(.init("Expected goals (xG)", .decimal(expected))) }
        return KeyValueBlock(entries)
    }

    /// One row per opponent: played, the opponent, won, drawn, lost, goals for and against, the
    /// opponent's id. Played leads so the name lands in the fixtures' wide kick-off column, not in
    /// their narrow first one.
    func headToHeadBlock(_ records: [HeadToHeadRecord]) -> TableBlock {
        let columns = SheetColumns.named("played", "opponent", "won", "drawn", "lost", "goals_for", "goals_against", "opponent_id")
            .map(TableBlock.Column.init)
        let rows = records.map { entry -> [CellValue] in
            let r = entry.record
            return [.integer(r.played), .string(entry.opponentName)]
                + [r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, entry.opponentID].map(CellValue.integer)
        }
        let block = TableBlock(id: Self.headToHeadID, columns: columns, rows: rows)
        return directory.linked(block, column: FixtureContext.opponent, to: .team, ids: records.map(\.opponentID))
    }
}
