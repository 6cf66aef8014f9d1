import Tabular

/// Column widths fitted to what the cells show: the longest rendered text per column plus a
/// margin, between `minimum` and `maximum` characters. Captions overflow and do not count.
struct ColumnWidths {
    /// Narrowest and widest fitted column, in characters: a one-letter header with its filter
    /// button fits in the narrowest, so W/D/L and form columns do not push the table onto more pages.
    static let minimum = 5.0
    static let maximum = 50.0
    /// Room for the cell padding; headers also get room for the filter button.
    static let padding = 2
    static let filterButton = 2

    private(set) var longest: [Int] = []

    /// Measures every counted cell of a planned sheet.
    init(_ layout: SheetLayout) {
        for placement in layout.placements {
            switch placement.block {
            case .caption, .lineChart, .spacer:
                break
            case .keyValues(let block):
                for entry in block.entries {
                    note(entry.label.count, column: 0)
                    note(Self.renderedLength(entry.value, format: entry.numberFormat), column: 1)
                }
            case .table(let block):
                for (column, spec) in block.columns.enumerated() {
                    note(spec.header.count + Self.filterButton, column: column)
                }
                for row in block.rows {
                    for (column, value) in row.enumerated() {
                        note(Self.renderedLength(value, format: block.columns[column].effectiveFormat), column: column)
                    }
                }
            case .links(let block):
                for (column, header) in block.header.enumerated() { note(header.count, column: column) }
                for entry in block.entries {
                    note(entry.link.text.count, column: 0)
                    note(entry.description?.count ?? 0, column: 1)
                }
            }
        }
    }

    /// Width in characters for each column that has content, in column order.
    var widths: [Double] {
        longest.map { min(Self.maximum, max(Self.minimum, Double($0 + Self.padding))) }
    }

    private mutating func note(_ length: Int, column: Int) {
        while longest.count <= column { longest.append(0) }
        longest[column] = max(longest[column], length)
    }

    /// How many characters a value shows with a number format.
    static func renderedLength(_ value: CellValue, format: NumberFormat?) -> Int {
        switch value {
        case .null: return 0
        case .integer(let n): return String(n).count
        case .decimal(let d): return decimalLength(d, format: format)
        case .text(let s): return s.count
        case .boolean(let b): return b ? 4 : 5
        case .timestamp: return (format ?? .timestamp).code.count
        case .date: return (format ?? .date).code.count
        }
    }

    private static func decimalLength(_ value: Double, format: NumberFormat?) -> Int {
        guard value.isFinite, abs(value) < 1e15, let code = format?.code, code.allSatisfy({ $0 == "0" || $0 == "." }) else {
            return String(value).count
        }
        let places = code.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        let whole = String(Int(abs(value).rounded(.down))).count
        return (value < 0 ? 1 : 0) + whole + (places > 0 ? places + 1 : 0)
    }
}
