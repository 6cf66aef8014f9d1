import Foundation

/// Edits one cell of a written CSV file, as a user fixing a snapshot by hand would.
struct CSVRowEdit {
    /// The edited row's key as `run --check` prints it (`9001/2023/Premier Division/900105`).
    let key: String

    /// Adds 1 to the integer in `column` of data row `row` (1 = the first row after the header);
    /// the row's key is read from `keyColumns`. The row must hold no quoted commas.
    static func incrementing(column: String, row: Int, in path: String, keyColumns: [String]) throws -> CSVRowEdit {
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        var cells = lines[row].components(separatedBy: ",")
        guard let index = header.firstIndex(of: column), let value = Int(cells[index]) else {
            throw CSVRowEditError.noIntegerCell(column: column, row: row, path: path)
        }
        cells[index] = String(value + 1)
        lines[row] = cells.joined(separator: ",")
        try lines.joined(separator: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let keyIndexes = keyColumns.compactMap { header.firstIndex(of: $0) }
        return CSVRowEdit(key: keyIndexes.map { cells[$0] }.joined(separator: "/"))
    }
}

/// The cell to edit is not there.
enum CSVRowEditError: Error {
    /// The column is missing or its cell in that row is not an integer.
    case noIntegerCell(column: String, row: Int, path: String)
}
