import CivilTime
import Foundation
import LibSQLite
import Tabular
import TestSupport
import Testing

@testable import LeagueSeasonStore
@testable import PostgresOutput
@testable import SQLiteOutput
@testable import Staging
@testable import TableFiles
@testable import XLSXOutput

/// The local date-time cell (issue 36 item 8, `fixtures.kickoff_local_time`) in every text form and
/// internal coding: CSV and NDJSON write the wall-clock text without zone, SQLite and PostgreSQL's
/// COPY `YYYY-MM-DD HH:MM:SS`, a workbook an Excel date-time (read by openpyxl), and the spool and
/// the league-season store read back the same cell and column type. Parquet, SQLite, DuckDB and
/// psql read it back in Tests/readback/test_local_kickoff.py.
@Suite struct LocalDateTimeCellTests {
    /// 2023-08-11T20:00:00 on a wall clock, a second before 1970, and none.
    static let table = Table(
        name: "fixtures", columns: [Column("fixture_id", .integer), Column("kickoff_local_time", .localDateTime)], key: ["fixture_id"],
        rows: [[.integer(1), .localDateTime(1_691_784_000)], [.integer(2), .localDateTime(-1)], [.integer(3), .null]])

    @Test func csvAndNDJSONWriteTheWallClockWithoutZone() {
        let csv = String(decoding: CSVTableWriter().render(Self.table), as: UTF8.self)
        #expect(csv == "fixture_id,kickoff_local_time\r\n1,2023-08-11T20:00:00\r\n2,1969-12-31T23:59:59\r\n3,\r\n")
        let ndjson = String(decoding: NDJSONTableWriter().render(Self.table), as: UTF8.self)
        #expect(
            ndjson
                == #"{"fixture_id":1,"kickoff_local_time":"2023-08-11T20:00:00"}"# + "\n"
                + #"{"fixture_id":2,"kickoff_local_time":"1969-12-31T23:59:59"}"# + "\n"
                + #"{"fixture_id":3,"kickoff_local_time":null}"# + "\n")
    }

    @Test func databasesGetTheSQLDateTimeText() {
        var copy: [UInt8] = []
        PostgresCopyText.append(Self.table.rows, into: &copy)
        #expect(String(decoding: copy, as: UTF8.self) == "1\t2023-08-11 20:00:00\n2\t1969-12-31 23:59:59\n3\t\\N\n")
        #expect(PostgresSQL.declaredType(.localDateTime) == "TIMESTAMP")
        #expect(PostgresSQL.catalogName(.localDateTime) == "timestamp without time zone")
        #expect(SQLiteCell.value(.localDateTime(1_691_784_000)) == .text("2023-08-11 20:00:00"))
        #expect(SQLiteText.declaredType(.localDateTime) == "TIMESTAMP")
    }

    @Test func theSpoolAndTheStoreReadBackTheSameCellsAndType() throws {
        var spooled: [UInt8] = []
        SpoolCoding.append(Self.table.rows, to: &spooled)
        #expect(SpoolCoding.rows(spooled, rowCount: 3, width: 2) == Self.table.rows)
        var writer = StoreWriter()
        writer.table(Self.table)
        var reader = StoreReader(writer.bytes)
        #expect(try reader.table() == Self.table)
    }

    @Test func aWorkbookShowsAnExcelDateTimeOfTheWallClock() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("local.xlsx")
        let block = TableBlock(
            id: "fixtures", columns: [.init("fixture_id", .integer), .init("kickoff_local_time", .localDateTime)],
            rows: Self.table.rows)
        let document = WorkbookDocument(sheets: [Sheet(name: "Fixtures", blocks: [.table(block)])])
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        let cells = try WorkbookReadback.read(path).sheet("Fixtures").cells
        #expect(cells["B2"]?.type == "d")
        #expect(cells["B2"]?.value == .text("2023-08-11T20:00:00"))
        #expect(cells["B3"]?.value == .text("1969-12-31T23:59:59"))
    }
}
