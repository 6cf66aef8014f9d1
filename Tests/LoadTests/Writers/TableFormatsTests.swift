import FileIO
import Foundation
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import Staging
@testable import TableFiles

/// `OutputFormat.tableFormats`, the one list of formats written one file per table: each such
/// format has a writer, a folder in `load:`, a place in the manifest's folder and in
/// `stageTables`; no other format has any of them.
@Suite struct TableFormatsTests {
    /// The order is that of the files in a run's manifest and of the phases in `--timings`.
    @Test func areCSVNDJSONAndParquetInThatOrder() {
        #expect(OutputFormat.tableFormats == [.csv, .ndjson, .parquet])
        #expect(OutputFormat.tableFormats == OutputFormat.allCases.filter(\.isTableFormat))
    }

    @Test(arguments: OutputFormat.allCases)
    func aTableFormatAndOnlyItHasAWriterAndAFolder(_ format: OutputFormat) {
        var everyFolder = LoadSpec()
        for tableFormat in OutputFormat.allCases {
            guard let field = tableFormat.tableDirectoryField else { continue }
            everyFolder[keyPath: field] = "out/\(tableFormat.rawValue)"
        }
        let writer = format.tableWriter(for: LoadSpec())
        #expect((writer != nil) == format.isTableFormat)
        #expect(writer.map { $0.format == format } ?? true)
        #expect((format.tableDirectory(in: everyFolder) != nil) == format.isTableFormat)
        #expect(format.isNamed(in: everyFolder) == format.isTableFormat)
        #expect(!format.isNamed(in: LoadSpec()))
    }

    /// The manifest goes to the deepest folder holding every output, the table folders included.
    @Test(arguments: OutputFormat.tableFormats)
    func theManifestSitsInEveryTableFormatsFolder(_ format: OutputFormat) throws {
        var load = LoadSpec()
        load[keyPath: try #require(format.tableDirectoryField)] = "out/\(format.rawValue)"
        #expect(OutputLayout(load: load).manifestPath(workbookPaths: [], workingDirectory: "/w") == "out/\(format.rawValue)/manifest.json")
    }

    @Test(arguments: OutputFormat.tableFormats)
    func stageTablesWritesEveryTableFormat(_ format: OutputFormat) throws {
        let folder = try ScratchDirectory()
        var load = LoadSpec()
        load[keyPath: try #require(format.tableDirectoryField)] = folder.file(format.rawValue)
        let transaction = OutputTransaction()
        try transaction.stageTables([SampleTables.cells], for: load)
        let expected = "\(format.rawValue)/cells.\(format.fileExtension)"
        #expect(transaction.staged.map { FilePath.relative($0.path, from: folder.path) } == [expected])
        #expect(transaction.staged.map(\.content.format) == [format])
        try transaction.commit()
        #expect(FileManager.default.fileExists(atPath: folder.file(expected)))
    }
}
