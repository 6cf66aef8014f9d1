import Parquet
import Tabular
import Testing

/// Files this writer makes, read back by pyarrow and DuckDB: schema, logical types and every cell.
@Suite struct ParquetReadbackTests {
    static let zstd = ParquetWriterOptions()
    static let plain = ParquetWriterOptions(compression: .uncompressed)
    /// Small groups and pages, so a few thousand rows span several of each.
    static let small = ParquetWriterOptions(rowsPerGroup: 1_000, pageByteLimit: 2_048)

    static let cases: [(name: String, table: Table, options: ParquetWriterOptions)] = [
        ("small_zstd", SampleTables.small, zstd),
        ("small_none", SampleTables.small, plain),
        ("every_type_zstd", SampleTables.everyType, zstd),
        ("every_type_none", SampleTables.everyType, plain),
        ("empty_zstd", SampleTables.empty, zstd),
        ("events_groups_zstd", SampleTables.events(count: 3_500), small),
        (
            "events_groups_none", SampleTables.events(count: 3_500),
            ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 1_000, pageByteLimit: 2_048)
        ),
        ("events_default", SampleTables.events(count: 5_000), zstd)
    ]

    @Test func pyarrowAndDuckDBReadEveryCell() throws {
        let files = try Self.cases.map { ($0.name, try ParquetFileWriter(options: $0.options).render($0.table)) }
        let readbacks = try ParquetReadback.read(files)
        for (name, table, _) in Self.cases {
            let readback = try #require(readbacks[name], "no readback for \(name)")
            let problems =
                expectRows(readback.pyarrow.rows, match: table, reader: "pyarrow")
                + expectRows(readback.duckdb.rows, match: table, reader: "duckdb")
            #expect(problems.isEmpty, "\(name): \(problems.prefix(10).joined(separator: "\n"))")
            #expect(readback.pyarrow.num_rows == table.rows.count)
            #expect(readback.pyarrow.created_by == ParquetFileWriter.createdBy)
        }
    }

    @Test func schemaCarriesLogicalTypes() throws {
        let readback = try #require(try ParquetReadback.read([("every", try ParquetFileWriter().render(SampleTables.everyType))])["every"])
        let arrow = readback.pyarrow.schema.map { "\($0.name) \($0.physical) \($0.logical) \($0.converted) \($0.arrow)" }
        #expect(
            arrow == [
                "id INT64 NONE NONE int64",
                "big INT64 NONE NONE int64",
                "ratio DOUBLE NONE NONE double",
                "label BYTE_ARRAY STRING UTF8 string",
                "flag BOOLEAN NONE NONE bool",
                "at INT64 TIMESTAMP TIMESTAMP_MILLIS timestamp[ms, tz=UTC]",
                "day INT32 DATE DATE date32[day]",
                "nothing BYTE_ARRAY STRING UTF8 string"
            ])
        let duck = readback.duckdb.schema.map { "\($0.name) \($0.type)" }
        #expect(
            duck == [
                "id BIGINT", "big BIGINT", "ratio DOUBLE", "label VARCHAR", "flag BOOLEAN",
                "at TIMESTAMP WITH TIME ZONE", "day DATE", "nothing VARCHAR"
            ])
    }

    @Test func rowGroupsPagesAndEncodingsFollowTheOptions() throws {
        let table = SampleTables.events(count: 3_500)
        let readback = try #require(
            try ParquetReadback.read([("events", try ParquetFileWriter(options: Self.small).render(table))])["events"])
        #expect(readback.pyarrow.row_groups.map(\.num_rows) == [1_000, 1_000, 1_000, 500])
        for group in readback.pyarrow.row_groups {
            #expect(group.columns.allSatisfy { $0.compression == "ZSTD" })
            // team repeats 7 values: dictionary; note is unique: PLAIN.
            #expect(group.columns[1].has_dictionary_page && group.columns[1].encodings.contains("RLE_DICTIONARY"))
            #expect(!group.columns[2].has_dictionary_page && group.columns[2].encodings == ["PLAIN", "RLE"])
        }
    }
}
