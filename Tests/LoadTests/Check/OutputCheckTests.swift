import Foundation
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import Staging
@testable import TableFiles

@Suite struct OutputCheckTests {
    private static let before = SampleTables.fixtures([
        (1_035_037, "Arsenal", 2), (1_035_038, "Brentford", 2), (1_035_039, "Everton", 0), (1_035_040, "Luton", 1)
    ])
    private static let after = SampleTables.fixtures([
        (1_035_037, "Arsenal", 3), (1_035_038, "Brentford", nil), (1_035_040, "Luton", 1), (1_035_041, "Chelsea", 1)
    ])
    private static let standings = Table(
        name: "standings", columns: [Column("team_id", .integer), Column("points", .integer)], key: ["team_id"],
        rows: [[.integer(42), .integer(89)]]
    )
    private static let coaches = Table(
        name: "coaches", columns: [Column("coach_id", .integer)], key: ["coach_id"], rows: [[.integer(1)], [.integer(2)]]
    )

    /// Writes the previous run's outputs, then stages the next run's in scratch and compares.
    private func scenario(in folder: ScratchDirectory) throws -> CheckReport {
        let spec = LoadSpec(csv: folder.file("csv"), ndjson: folder.file("ndjson"))
        let previous = OutputTransaction()
        try previous.stageTables([Self.before, Self.standings], for: spec)
        try previous.stage(Array("old workbook".utf8), at: folder.file("book.xlsx"), content: OutputContent(format: .xlsx))
        try previous.stage(Array("player_id\r\n".utf8), at: folder.file("csv/transfers.csv"), content: OutputContent(format: .csv))
        try previous.commit()
        let listing = folder.listing()

        let next = OutputTransaction(staging: .scratch)
        try next.stageTables([Self.after, Self.standings, Self.coaches], for: LoadSpec(csv: spec.csv))
        try next.stageTables([Self.after], for: LoadSpec(ndjson: spec.ndjson))
        try next.stage(Array("new workbook".utf8), at: folder.file("book.xlsx"), content: OutputContent(format: .xlsx))
        let report = try OutputCheck.compare(next, previousOutputs: previous.staged.map(\.path))
        next.rollback()
        #expect(folder.listing() == listing)
        return report
    }

    @Test func reportsEveryKindOfDifferenceAsInTheGoldenFile() throws {
        let folder = try ScratchDirectory()
        let report = try scenario(in: folder)
        GoldenFile.expectMatches(report.text.replacingOccurrences(of: folder.path, with: "<out>"), named: "scenario.txt")
        #expect(report.hasDifferences)
    }

    @Test func describesRowChangesByKey() throws {
        let folder = try ScratchDirectory()
        let report = try scenario(in: folder)
        let fixtures = try #require(report.files.first { $0.path == folder.file("csv/fixtures.csv") })
        #expect(fixtures.status == .changed)
        #expect(
            fixtures.rows
                == RowDiff(
                    key: ["fixture_id"],
                    added: RowChanges(count: 1, sampleKeys: [["1035041"]]),
                    removed: RowChanges(count: 1, sampleKeys: [["1035039"]]),
                    changed: RowChanges(count: 2, sampleKeys: [["1035037"], ["1035038"]])
                ))
        let ndjson = try #require(report.files.first { $0.path == folder.file("ndjson/fixtures.ndjson") })
        #expect(ndjson.rows == fixtures.rows)
        #expect(report.files.map(\.status) == [.changed, .added, .changed, .unchanged, .removed, .changed, .removed])
        #expect(report.files.last?.path == folder.file("ndjson/standings.ndjson"))
    }

    @Test func comparesRowsOfSemicolonCSVByKeyWithTheDialectItWasWrittenIn() throws {
        let folder = try ScratchDirectory()
        let spec = LoadSpec(csv: folder.file("csv"), csvDialect: CSVDialect(delimiter: .semicolon, decimalMark: .comma))
        let previous = OutputTransaction()
        try previous.stageTables([Self.before], for: spec)
        try previous.commit()
        let next = OutputTransaction(staging: .scratch)
        try next.stageTables([Self.after], for: spec)
        let report = try OutputCheck.compare(next, previousOutputs: previous.staged.map(\.path))
        next.rollback()
        let fixtures = try #require(report.files.first)
        #expect(fixtures.note == nil)
        #expect(fixtures.rows?.changed.sampleKeys == [["1035037"], ["1035038"]])
        #expect(fixtures.rows?.added.count == 1 && fixtures.rows?.removed.count == 1)
    }

    @Test func saysWhenNothingWouldChange() throws {
        let folder = try ScratchDirectory()
        let spec = LoadSpec(csv: folder.file("csv"), ndjson: folder.file("ndjson"))
        let previous = OutputTransaction()
        try previous.stageTables([Self.before], for: spec)
        try previous.commit()
        let next = OutputTransaction(staging: .scratch)
        try next.stageTables([Self.before], for: spec)
        let report = try OutputCheck.compare(next, previousOutputs: previous.staged.map(\.path))
        #expect(!report.hasDifferences)
        #expect(report.text == "All 2 outputs are unchanged.\n")
    }

    @Test func createsNoFoldersForOutputsThatDoNotExistYet() throws {
        let folder = try ScratchDirectory()
        let next = OutputTransaction(staging: .scratch)
        try next.stageTables([Self.after], for: LoadSpec(csv: folder.file("new/csv")))
        let report = try OutputCheck.compare(next)
        #expect(
            report.files == [
                FileCheck(
                    path: folder.file("new/csv/fixtures.csv"), status: .added,
                    rows: RowDiff(key: ["fixture_id"], added: RowChanges(count: 4))
                )
            ])
        #expect(report.text.hasPrefix("added    \(folder.file("new/csv/fixtures.csv")): 4 rows\n"))
        #expect(folder.listing() == [])
    }

    private func compare(old: String, new table: Table, format: OutputFormat = .csv) throws -> FileCheck {
        let folder = try ScratchDirectory()
        try folder.write(old, to: "t.\(format.fileExtension)")
        let next = OutputTransaction(staging: .scratch)
        try next.stage(table, with: format.tableWriter(for: LoadSpec())!, at: folder.file("t.\(format.fileExtension)"))
        return try #require(OutputCheck.compare(next).files.first)
    }

    @Test func keysByEveryKeyColumnAndShowsOnlyTheFirstFewKeys() throws {
        let events = Table(
            name: "events", columns: [Column("fixture_id", .integer), Column("seq", .integer), Column("minute", .integer)],
            key: ["fixture_id", "seq"], rows: (1...5).map { [.integer(7), .integer($0), .integer($0 * 10)] }
        )
        let check = try compare(old: "fixture_id,seq,minute\r\n" + (1...5).map { "7,\($0),\($0)\r\n" }.joined(), new: events)
        #expect(check.rows?.changed == RowChanges(count: 5, sampleKeys: [["7", "1"], ["7", "2"], ["7", "3"]]))
        #expect(CheckReport(files: [check]).text.contains(": 5 rows changed (fixture_id/seq=7/1, 7/2, 7/3, …)\n"))
    }

    @Test func comparesSharedColumnsAndNamesAddedAndRemovedOnes() throws {
        let check = try compare(
            old: "fixture_id,home,referee\r\n1035037,Arsenal,M. Oliver\r\n", new: SampleTables.fixtures([(1_035_037, "Arsenal", 2)]))
        #expect(check.rows == RowDiff(key: ["fixture_id"], columnsAdded: ["home_goals"], columnsRemoved: ["referee"]))
        #expect(CheckReport(files: [check]).text.contains(": columns added: home_goals, columns removed: referee\n"))
    }

    @Test func noticesRowsInAnotherOrder() throws {
        let check = try compare(
            old: "fixture_id,home,home_goals\r\n2,B,1\r\n1,A,0\r\n", new: SampleTables.fixtures([(1, "A", 0), (2, "B", 1)]))
        #expect(check.rows?.isEmpty == true)
        #expect(check.note == "same rows in another order")
    }

    @Test func noticesFormattingOnlyChanges() throws {
        let check = try compare(old: "fixture_id,home,home_goals\n1,A,0\n", new: SampleTables.fixtures([(1, "A", 0)]))
        #expect(check.status == .changed)
        #expect(check.note == "same rows; only the bytes differ")
    }

    @Test func explainsWhyRowsCouldNotBeCompared() throws {
        let noKey = try compare(old: "id,home\r\n1,A\r\n", new: SampleTables.fixtures([(1, "A", 0)]))
        #expect(noKey.note == "the file on disk has no fixture_id column, so rows were not matched")
        let broken = try compare(old: "fixture_id,home\r\n\"1,A\r\n", new: SampleTables.fixtures([(1, "A", 0)]))
        #expect(broken.note == "the file on disk is not readable as CSV: line 3: the file ends inside a quoted field (truncated?)")
        #expect(broken.status == .changed)
    }

    @Test func comparesKeylessTablesByWholeRowsAndPairsDuplicateKeysInOrder() throws {
        let keyless = Table(
            name: "t", columns: [Column("a", .integer), Column("b", .text)], key: [],
            rows: [[.integer(1), .text("x")], [.integer(2), .text("y")]])
        let check = try compare(old: "a,b\r\n1,x\r\n3,z\r\n", new: keyless)
        #expect(
            check.rows
                == RowDiff(
                    key: [], added: RowChanges(count: 1, sampleKeys: [["2", "y"]]), removed: RowChanges(count: 1, sampleKeys: [["3", "z"]]))
        )

        let duplicates = SampleTables.fixtures([(1, "A", 0), (1, "A", 5)])
        let paired = try compare(old: "fixture_id,home,home_goals\r\n1,A,0\r\n1,A,4\r\n", new: duplicates)
        #expect(paired.rows?.changed == RowChanges(count: 1, sampleKeys: [["1"]]))
        #expect(paired.rows?.added.count == 0)
    }

    @Test func keysNDJSONRowsByTheirJSONValues() throws {
        let old = #"{"fixture_id":1,"home":"A","home_goals":0}"# + "\n" + #"{"fixture_id":2,"home":"B","home_goals":null}"# + "\n"
        let check = try compare(old: old, new: SampleTables.fixtures([(1, "A", 0), (2, "B", 0)]), format: .ndjson)
        #expect(check.rows == RowDiff(key: ["fixture_id"], changed: RowChanges(count: 1, sampleKeys: [["2"]])))
    }

    @Test func readsOnlyTheNDJSONLinesThatDifferEvenWhenTheFirstOneDoes() throws {
        let old = #"{"fixture_id":1,"home":"A","home_goals":9}"# + "\n" + #"{"fixture_id":2,"home":"B","home_goals":0}"# + "\n"
        let check = try compare(old: old, new: SampleTables.fixtures([(1, "A", 0), (2, "B", 0), (3, "C", 1)]), format: .ndjson)
        #expect(
            check.rows
                == RowDiff(
                    key: ["fixture_id"], added: RowChanges(count: 1, sampleKeys: [["3"]]),
                    changed: RowChanges(count: 1, sampleKeys: [["1"]])
                ))
    }

    @Test func namesTheLineOfABrokenNDJSONFile() throws {
        let check = try compare(old: "{\"fixture_id\":1}\n[1]\n", new: SampleTables.fixtures([(1, "A", 0)]), format: .ndjson)
        #expect(check.note == "the file on disk is not readable as NDJSON: line 2: a line holds JSON that is not an object")
    }
}
