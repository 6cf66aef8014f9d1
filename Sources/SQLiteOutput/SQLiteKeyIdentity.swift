import CivilTime
import LibSQLite
import Tabular

/// The value a key or reference cell is compared by in the builder's scratch tables: two
/// identities are equal in SQLite exactly when their cells are equal as `CellValue`s.
///
/// Integers stay integers. Text becomes its NFC form, because Swift compares strings by
/// canonical equivalence and SQLite by bytes. Every other kind is a blob that starts with its
/// own tag, so no kind equals another (SQLite would find the integer 1 equal to the real 1.0
/// and to `true`). NaN, which equals nothing, gets a blob no other cell has.
enum SQLiteKeyIdentity {
    /// The identity of `cell`, which sits in row `row` of the table at `table` (to tell NaNs apart).
    static func value(_ cell: CellValue, table: Int, row: Int) -> SQLiteValue {
        switch cell {
        case .null: .null
        case .integer(let number): .integer(Int64(number))
        case .text(let text): .text(String(decoding: text._nfcCodeUnits, as: UTF8.self))
        case .boolean(let flag): tagged(1, [flag ? 1 : 0])
        case .timestamp(let seconds): tagged(2, [seconds])
        case .date(let date): tagged(3, [date.year, date.month, date.day])
        case .localDateTime(let seconds): tagged(6, [seconds])
        case .decimal(let number) where number.isNaN: tagged(5, [table, row])
        // -0.0 == 0.0 as a Double, so both take the bits of 0.0.
        case .decimal(let number): tagged(4, [Int(bitPattern: UInt(number == 0 ? 0 : number.bitPattern))])
        }
    }

    private static func tagged(_ tag: UInt8, _ numbers: [Int]) -> SQLiteValue {
        var bytes: [UInt8] = [tag]
        for number in numbers {
            withUnsafeBytes(of: Int64(number).bigEndian) { bytes.append(contentsOf: $0) }
        }
        return .blob(bytes)
    }
}
