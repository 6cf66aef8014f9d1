import Testing

@testable import Tabular

@Suite struct TableBlockTests {
    @Test func takesATablesColumnsRowsAndFormatOverrides() {
        let table = Table(
            name: "team_match_stats",
            columns: [
                Column("fixture_id", .integer), Column("ball_possession_pct", .decimal), Column("kickoff_utc", .timestamp),
                Column("team", .text)
            ],
            key: ["fixture_id"],
            rows: [[.integer(1), .decimal(55), .timestamp(1_700_000_000), .text("Arsenal")]])
        let block = TableBlock(table, formats: ["ball_possession_pct": .decimal(places: 1)])
        #expect(block.id == "team_match_stats")
        #expect(block.rows == table.rows)
        #expect(block.columns.map(\.effectiveFormat) == [.integer, NumberFormat("0.0"), .timestamp, nil])
        #expect(block.columnIndex("kickoff_utc") == 2)
    }

    @Test func defaultFormatsPerColumnType() {
        #expect(NumberFormat.default(for: .integer)?.code == "0")
        #expect(NumberFormat.default(for: .decimal)?.code == "0.00")
        #expect(NumberFormat.default(for: .timestamp)?.code == "yyyy-mm-dd hh:mm")
        #expect(NumberFormat.default(for: .date)?.code == "yyyy-mm-dd")
        #expect(NumberFormat.default(for: .text) == nil)
        #expect(NumberFormat.decimal(places: 0) == .integer)
    }
}
