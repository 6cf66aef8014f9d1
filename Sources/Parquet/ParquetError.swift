package import LibZstd
package import Tabular

/// Why a table could not be rendered as Parquet, with the table, column and row it was at.
package enum ParquetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A cell whose case does not match its column's type (rows are 0-based).
    case cellTypeMismatch(table: String, column: String, row: Int, expected: ColumnType)
    /// A timestamp or date that does not fit its Parquet type (milliseconds in INT64, days in INT32).
    case valueOutOfRange(table: String, column: String, row: Int)
    /// A page whose body exceeds the 2 GiB a page header can describe.
    case pageTooLarge(table: String, column: String, bytes: Int)
    /// Compressing a page of `column` failed.
    case compression(table: String, column: String, ZstdError)

    package var description: String {
        switch self {
        case .cellTypeMismatch(let table, let column, let row, let expected):
            "table \(table), column \(column), row \(row + 1): the cell is not \(expected.rawValue) (the column's type)"
        case .valueOutOfRange(let table, let column, let row):
            "table \(table), column \(column), row \(row + 1): the value does not fit Parquet's type for the column"
        case .pageTooLarge(let table, let column, let bytes):
            "table \(table), column \(column): a page of \(bytes) bytes is over Parquet's 2 GiB page limit"
        case .compression(let table, let column, let error):
            "table \(table), column \(column): \(error)"
        }
    }
}
