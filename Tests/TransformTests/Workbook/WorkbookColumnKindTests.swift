import Tabular
import Testing

@testable import Transform

/// Column kinds and the formats they give, judged against the examples (55 stored as
/// 0.55 and shown "55%", ratings and xG with fixed decimals, kick-offs as date cells of the local wall clock).
@Suite struct WorkbookColumnKindTests {
    @Test func kindsComeFromWhatAColumnHolds() {
        let cases: [(Column, ColumnKind, String?)] = [
            (Column("team_id", .integer), .identifier, "0"),
            (Column("ball_possession_pct", .integer, unit: "%"), .percentage, "0%"),
            (Column("passes_pct", .decimal), .percentage, "0.0%"),
            (Column("goals_against", .integer), .goalsConceded, "0"),
            (Column("home_goals_against", .integer), .goalsConceded, "0"),
            (Column("goals_conceded", .integer), .goalsConceded, "0"),
            (Column("goals_against_avg", .decimal), .decimal, "0.00"),
            (Column("rating", .decimal), .rating, "0.00"),
            (Column("expected_goals", .decimal), .expectedGoals, "0.00"),
            (Column("goals_for_avg", .decimal), .decimal, "0.00"),
            (Column("goals_for", .integer), .goals, "0"),
            (Column("points", .integer), .points, "0"),
            (Column("form", .text), .form, nil),
            (Column("description", .text), .zone, nil),
            (Column("kickoff_local", .text), .kickoff, "ddd yyyy-mm-dd hh:mm")
        ]
        for (column, kind, format) in cases {
            let shown = TableBlock.Column(column)
            #expect(shown.kind == kind, "\(column.name)")
            #expect(shown.effectiveFormat?.code == format, "\(column.name)")
        }
    }

    @Test func aLocalKickoffIsADateCellOfItsWallClock() {
        // 2023-08-12T14:30:00Z is 15:30 in London (BST); the cell shows 15:30.
        #expect(LocalKickoff.cell(.text("2023-08-12T15:30:00+01:00")) == .timestamp(1_691_854_200))
        #expect(LocalKickoff.cell(.text("not a time")) == .null)
        #expect(LocalKickoff.cell(.null) == .null)
        let column = TableBlock.Column(Column("kickoff_local", .text, description: "Kickoff, local."))
        #expect(column.type == .timestamp && column.note == "Kickoff, local.")
    }

    @Test func overviewSheetsLeaveOutTheColumnsConstantInTheWorkbook() throws {
        let book = SyntheticSeason.workbook()
        for name in ["Standings", "Fixtures", "Top Scorers"] {
            let keys = try #require(try book.sheet(name).tableBlocks.first).columns.map(\.key)
            #expect(!keys.contains("league_id") && !keys.contains("season") && !keys.contains("league_name"), "\(name)")
        }
        let index = try book.sheet("Index")
        #expect(index.value("League ID") == .integer(SyntheticSeason.leagueID))
        #expect(index.value("Season") == .integer(SyntheticSeason.season))
        // #, Team ID and Team stay in view; the one group's name is left out as constant.
        #expect(try book.sheet("Standings").freezePanes == .belowFirstTableHeader(columns: 3))
    }
}
