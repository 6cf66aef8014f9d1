import CivilTime
import Tabular

/// One column's cells over a range of rows, split Parquet's way: a definition level per row
/// (1 present, 0 null) and the present values in their physical type.
struct ColumnSlice {
    /// The present values, in row order.
    enum Values {
        case int32([Int32])
        case int64([Int64])
        case double([Double])
        case boolean([Bool])
        case byteArray([[UInt8]])

        var count: Int {
            switch self {
            case .int32(let v): v.count
            case .int64(let v): v.count
            case .double(let v): v.count
            case .boolean(let v): v.count
            case .byteArray(let v): v.count
            }
        }
    }

    let levels: [UInt32]
    let values: Values

    var nullCount: Int { levels.count - values.count }

    /// The cells of `definition`, the column at `column` of `table`, in `rows`, checked against
    /// the column's type; `firstRow` is the table row number of `rows.first`, for errors.
    init(
        table tableName: String, column definition: Column, at column: Int, rows: ArraySlice<[CellValue]>, firstRow: Int
    ) throws(ParquetError) {
        var levels: [UInt32] = []
        levels.reserveCapacity(rows.count)
        func fail(_ row: Int, _ cell: CellValue) -> ParquetError {
            let tableRow = firstRow + row - rows.startIndex
            return switch (definition.type, cell) {
            case (.timestamp, .timestamp), (.date, .date), (.localDateTime, .localDateTime):
                .valueOutOfRange(table: tableName, column: definition.name, row: tableRow)
            default:
                .cellTypeMismatch(table: tableName, column: definition.name, row: tableRow, expected: definition.type)
            }
        }
        func collect<T>(_ convert: (CellValue) -> T?) throws(ParquetError) -> [T] {
            var present: [T] = []
            present.reserveCapacity(rows.count)
            for row in rows.indices {
                let cell = rows[row][column]
                if cell.isNull {
                    levels.append(0)
                    continue
                }
                guard let value = convert(cell) else { throw fail(row, cell) }
                present.append(value)
                levels.append(1)
            }
            return present
        }
        switch definition.type {
        case .integer:
            values = .int64(try collect { if case .integer(let v) = $0 { Int64(exactly: v) } else { nil } })
        case .decimal:
            values = .double(try collect { if case .decimal(let v) = $0 { v } else { nil } })
        case .text:
            values = .byteArray(try collect { if case .text(let v) = $0 { Array(v.utf8) } else { nil } })
        case .boolean:
            values = .boolean(try collect { if case .boolean(let v) = $0 { v } else { nil } })
        case .timestamp:
            values = .int64(try collect { if case .timestamp(let seconds) = $0 { Self.millis(seconds) } else { nil } })
        case .localDateTime:
            values = .int64(try collect { if case .localDateTime(let seconds) = $0 { Self.millis(seconds) } else { nil } })
        case .date:
            values = .int32(
                try collect { cell in
                    guard case .date(let date) = cell else { return nil }
                    return Int32(exactly: CivilCalendar.days(year: date.year, month: date.month, day: date.day))
                })
        }
        self.levels = levels
    }

    /// Seconds as milliseconds; nil when they do not fit.
    private static func millis(_ seconds: Int) -> Int64? {
        let (millis, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? nil : Int64(exactly: millis)
    }
}
