import CivilTime
import Foundation
import Tabular

@testable import Transform

/// Test-only: a table as CSV-like text for golden files: a `# name key=…` line, a header of
/// `name:type`, then one line per row (empty for null, ISO text for timestamps and dates,
/// text quoted when it holds a comma, quote or line break).
enum TableText {
    static func render(_ table: Table) -> String {
        var lines = ["# \(table.name) key=\(table.key.joined(separator: ","))"]
        lines.append(schema(table))
        for row in table.rows {
            lines.append(row.map(cell).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header line: `fixture_id:int,league_id:int,…` in the short type names of `tables.schema.txt`.
    static func schema(_ table: Table) -> String {
        table.columns.map { "\($0.name):\(typeName($0.type))" }.joined(separator: ",")
    }

    /// The short name of a column type in `tables.schema.txt` (`int`, `dec`, `ts`, …).
    static func typeName(_ type: ColumnType) -> String {
        switch type {
        case .integer: "int"
        case .decimal: "dec"
        case .text: "text"
        case .boolean: "bool"
        case .timestamp: "ts"
        case .date: "date"
        case .localDateTime: "local"
        }
    }

    private static func cell(_ value: CellValue) -> String {
        switch value {
        case .null: ""
        case .integer(let whole): String(whole)
        case .decimal(let fraction): "\(fraction)"
        case .text(let text): quoted(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .timestamp(let seconds): KickoffTime(unixSeconds: seconds).utcText
        case .date(let date): date.isoText
        case .localDateTime(let seconds): UTCDateTime(unixSeconds: seconds).wallClockText
        }
    }

    private static func quoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
