import CivilTime
import Parquet
import Tabular
import Testing

/// Footer statistics as pyarrow reports them (`row_group(i).column(j).statistics`), against
/// bounds computed here from the cells in each type's order.
@Suite struct ParquetStatisticsTests {
    /// The expected min, max and null count of `column` over `rows`; nil bounds when all are null.
    private func expected(_ table: Table, column: Int, rows: Range<Int>)
        -> (min: ParquetReadback.Scalar?, max: ParquetReadback.Scalar?, nulls: Int)
    {
        let cells = rows.map { table.rows[$0][column] }
        let present = cells.filter { !$0.isNull }
        func bounds<T>(_ values: [T], by less: (T, T) -> Bool, _ scalar: (T) -> ParquetReadback.Scalar)
            -> (ParquetReadback.Scalar?, ParquetReadback.Scalar?)
        {
            (values.min(by: less).map(scalar), values.max(by: less).map(scalar))
        }
        let (min, max): (ParquetReadback.Scalar?, ParquetReadback.Scalar?) =
            switch table.columns[column].type {
            case .integer: bounds(present.compactMap { if case .integer(let v) = $0 { v } else { nil } }, by: <) { .int($0) }
            case .decimal: bounds(present.compactMap { if case .decimal(let v) = $0 { v } else { nil } }, by: <) { .double($0) }
            case .boolean: bounds(present.compactMap { if case .boolean(let v) = $0 { v } else { nil } }, by: { !$0 && $1 }) { .bool($0) }
            case .timestamp: bounds(present.compactMap { if case .timestamp(let v) = $0 { v } else { nil } }, by: <) { .int($0 * 1000) }
            case .date: bounds(present.compactMap { if case .date(let v) = $0 { v } else { nil } }, by: <) { .text($0.isoText) }
            case .localDateTime:
                bounds(present.compactMap { if case .localDateTime(let v) = $0 { v } else { nil } }, by: <) { .int($0 * 1000) }
            case .text:
                bounds(
                    present.compactMap { if case .text(let v) = $0 { v } else { nil } },
                    by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                ) { .text($0) }
            }
        return (min, max, cells.count - present.count)
    }

    private func check(_ table: Table, rowsPerGroup: Int) throws {
        let options = ParquetWriterOptions(rowsPerGroup: rowsPerGroup)
        let readback = try #require(try ParquetReadback.read([("stats", try ParquetFileWriter(options: options).render(table))])["stats"])
        let groups = readback.pyarrow.row_groups
        #expect(groups.count == (table.rows.count + rowsPerGroup - 1) / rowsPerGroup)
        for (index, group) in groups.enumerated() {
            let rows = index * rowsPerGroup..<min((index + 1) * rowsPerGroup, table.rows.count)
            #expect(group.num_rows == rows.count)
            for (column, chunk) in group.columns.enumerated() {
                let want = expected(table, column: column, rows: rows)
                let name = "\(table.name) group \(index) column \(table.columns[column].name)"
                #expect(chunk.null_count == want.nulls, "\(name): null count")
                #expect(chunk.has_min_max == (want.min != nil), "\(name): has min/max")
                #expect(
                    same(chunk.min, want.min) && same(chunk.max, want.max),
                    Comment(
                        rawValue: "\(name): read \(chunk.min.map(\.description) ?? "none")…\(chunk.max.map(\.description) ?? "none"), "
                            + "expected \(want.min.map(\.description) ?? "none")…\(want.max.map(\.description) ?? "none")")
                )
            }
        }
    }

    /// Equal bounds; numbers compare by value (a zero bound may be written as -0.0 or +0.0).
    private func same(_ read: ParquetReadback.Scalar?, _ expected: ParquetReadback.Scalar?) -> Bool {
        switch (read, expected) {
        case (.double(let a), .double(let b)): a == b
        case (.int(let a), .double(let b)): Double(a) == b
        default: read == expected
        }
    }

    @Test func everyTypeInSeveralGroupsWithAnAllNullColumn() throws {
        try check(SampleTables.everyType, rowsPerGroup: 16)
    }

    @Test func smallTableInOneGroup() throws {
        try check(SampleTables.small, rowsPerGroup: 65_536)
    }

    @Test func dictionaryAndPlainTextAcrossGroups() throws {
        try check(SampleTables.events(count: 2_500), rowsPerGroup: 1_000)
    }
}
