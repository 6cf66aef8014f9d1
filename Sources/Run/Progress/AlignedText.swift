import Foundation

/// Rows of cells as aligned plain text for a terminal: each column padded to its widest cell,
/// two spaces between columns, no trailing blanks (`leagues`, `datasets`).
enum AlignedText {
    /// The header and the rows, one line each, joined by newlines (no final newline).
    static func lines(header: [String], rows: [[String]]) -> String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }
}
