import FileIO
import Foundation
import Parquet
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import Staging
@testable import TableFiles

/// Parquet as a Load format: the spec's folder, one `<table>.parquet` per table, pinned bytes.
/// The file's contents are read back by pyarrow and DuckDB in ParquetTests.
@Suite struct ParquetTableWriterTests {
    @Test func writesEveryAwkwardCellAsInTheGoldenFile() {
        GoldenFile.expectMatches(ParquetTableWriter().render(SampleTables.cells), named: "cells.parquet")
    }

    @Test func isTheParquetFormatWithItsOwnExtension() {
        #expect(ParquetTableWriter().format == .parquet)
        #expect(OutputFormat.parquet.fileName(for: SampleTables.cells) == "cells.parquet")
        #expect(OutputFormat.parquet.tableDirectory(in: LoadSpec(parquet: "out/parquet")) == "out/parquet")
    }

    @Test func stagesOneParquetFilePerTableInTheSpecsFolder() throws {
        let folder = try ScratchDirectory()
        let spec = LoadSpec(ndjson: folder.file("ndjson"), parquet: folder.file("parquet"))
        let transaction = OutputTransaction()
        try transaction.stageTables([SampleTables.fixtures([(1, "Arsenal", 2)]), SampleTables.cells], for: spec)
        #expect(
            transaction.staged.map { FilePath.relative($0.path, from: folder.path) } == [
                "ndjson/fixtures.ndjson", "ndjson/cells.ndjson", "parquet/fixtures.parquet", "parquet/cells.parquet"
            ])
        try transaction.commit()
        let written = try #require(FileManager.default.contents(atPath: folder.file("parquet/cells.parquet")))
        #expect(Array(written) == ParquetTableWriter().render(SampleTables.cells))
        #expect(OutputFormat.parquet.recordReader(csvDialect: nil) == nil, "check mode compares Parquet files byte for byte")
    }
}

/// The pipeline's `parquet: {compression: …}` reaches the writer.
@Suite struct ParquetCompressionChoiceTests {
    @Test func theLoadSpecChoosesTheWritersCompression() throws {
        let plain = try #require(OutputFormat.parquet.tableWriter(for: LoadSpec(parquetCompression: .uncompressed)) as? ParquetTableWriter)
        #expect(plain.options.compression == .uncompressed)
        let zstd = try #require(OutputFormat.parquet.tableWriter(for: LoadSpec()) as? ParquetTableWriter)
        #expect(zstd.options.compression == .zstd)
        #expect(plain.render(SampleTables.cells) != zstd.render(SampleTables.cells))
    }
}
