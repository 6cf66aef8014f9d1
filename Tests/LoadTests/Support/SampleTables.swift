import CivilTime
import Tabular

/// Small tables that exercise every cell type and the awkward text cases.
enum SampleTables {
    static let kickoff = 1_691_780_400 // 2023-08-11T19:00:00Z

    /// One row per awkward case, across every column type.
    static let cells = Table(
        name: "cells",
        columns: [
            Column("id", .integer), Column("label", .text), Column("kickoff_utc", .timestamp),
            Column("rating", .decimal), Column("finished", .boolean), Column("birth_date", .date)
        ],
        key: ["id"],
        rows: [
            [
                .integer(1), .text("plain"), .timestamp(kickoff), .decimal(7.3), .boolean(true),
                .date(CalendarDate(year: 1990, month: 5, day: 2))
            ],
            [.integer(-2), .text("comma, inside"), .timestamp(0), .decimal(7.0), .boolean(false), .null],
            [.integer(3), .text(#"say "hi""#), .timestamp(-1), .decimal(-0.5), .null, .date(CalendarDate(year: 2024, month: 2, day: 29))],
            [.integer(4), .text("two\nlines"), .timestamp(1_709_251_199), .decimal(0.1), .null, .null],
            [.integer(5), .text("=SUM(A1:A2)"), .null, .decimal(1e-7), .null, .null],
            [.integer(6), .text("+1"), .null, .decimal(1e16), .null, .null],
            [.integer(7), .text("-5"), .null, .decimal(.nan), .null, .null],
            [.integer(8), .text("@user"), .null, .decimal(.infinity), .null, .null],
            [.integer(9), .text("\ttabbed"), .null, .null, .null, .null],
            [.integer(10), .text("\rreturn first"), .null, .null, .null, .null],
            [.integer(11), .text("İlkay Gündoğan ⚽️ 😀"), .null, .null, .null, .null],
            [.integer(12), .text("bell\u{07} nul\u{00} esc\u{1B} back\\slash"), .null, .null, .null, .null],
            [.integer(13), .text(""), .null, .null, .null, .null],
            [.integer(Int.min), .null, .null, .null, .null, .null]
        ]
    )

    /// A fixtures-like table keyed by fixture id.
    static func fixtures(_ rows: [(id: Int, home: String, goals: Int?)]) -> Table {
        Table(
            name: "fixtures",
            columns: [Column("fixture_id", .integer), Column("home", .text), Column("home_goals", .integer)],
            key: ["fixture_id"],
            rows: rows.map { [.integer($0.id), .text($0.home), .int($0.goals)] }
        )
    }
}
