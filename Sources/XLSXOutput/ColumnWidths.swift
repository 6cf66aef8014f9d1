import Tabular

/// Column widths fitted to what the cells need, between `minimum` and `maximum` characters.
/// Data cells count whole. A table header wraps, so only its longest word counts, with room for
/// the filter button; `headerLines` says how many lines its row needs. A label/value block does
/// not widen the first column: its labels span as many columns from the left as they need and
/// its values sit in the next one (`valueColumn`). Captions overflow and do not count, but a
/// caption's link ("← Index") is column A's own.
package struct ColumnWidths {
    /// Narrowest and widest fitted column, in characters: a one-letter header with its filter
    /// button fits in the narrowest, so W/D/L and form columns do not push the table onto more pages.
    static let minimum = 5.0
    static let maximum = 50.0
    /// Room for the cell padding; headers also get room for the filter button.
    static let padding = 2.0
    static let filterButton = 2.0
    /// How much wider bold text (headers, labels) runs than the digit widths columns are counted in.
    static let boldFactor = 1.15

    /// Characters each column's content needs, padding left out.
    private var needed: [Double] = []
    /// The value column of each label/value block, by its placement's index in the layout.
    private(set) var valueColumns: [Int: Int] = [:]

    /// Measures every counted cell of a planned sheet: tables and link lists first, then places
    /// each label/value block over those columns.
    init(_ layout: SheetLayout) {
        for placement in layout.placements {
            switch placement.block {
            case .caption(let caption):
                // The back link sits alone in column A; the caption's text overflows from B.
                if let link = caption.link { note(Double(link.text.count), column: 0) }
            case .lineChart, .spacer, .keyValues:
                break
            case .table(let block):
                for (column, spec) in block.columns.enumerated() {
                    note(Self.headerWordLength(spec.header) + Self.filterButton, column: column)
                }
                for row in block.rows {
                    for (column, value) in row.enumerated() {
                        let spec = block.columns[column]
                        note(Double(Self.renderedLength(spec.kind.cellValue(value), format: spec.effectiveFormat)), column: column)
                    }
                }
            case .links(let block):
                for (column, header) in block.header.enumerated() { note(Double(header.count), column: column) }
                for entry in block.entries {
                    note(Double(entry.link.text.count), column: 0)
                    note(Double(entry.description?.count ?? 0), column: 1)
                }
            }
        }
        let fitted = widths
        for (index, placement) in layout.placements.enumerated() {
            guard case .keyValues(let block) = placement.block else { continue }
            let label = block.entries.map { Double($0.label.count) * Self.boldFactor }.max() ?? 0
            let column = Self.firstColumn(after: label + Self.padding, widths: fitted)
            if column == 1 { note(label, column: 0) }
            valueColumns[index] = column
            // Text overflows into the empty cells right of it; numbers and dates cannot.
            for entry in block.entries where !Self.overflows(entry.value) {
                note(Double(Self.renderedLength(entry.value, format: entry.numberFormat)), column: column)
            }
        }
    }

    /// Width in characters for each column that has content, in column order, rounded up to a
    /// quarter character (a whole one would widen every one-letter column by most of a letter).
    var widths: [Double] {
        needed.map { min(Self.maximum, max(Self.minimum, (($0 + Self.padding) * 4).rounded(.up) / 4)) }
    }

    /// Lines the header row of `block` needs for its widest-wrapping label, at these widths.
    func headerLines(_ block: TableBlock) -> Int {
        let widths = widths
        return block.columns.enumerated().map { column, spec in
            let room = column < widths.count ? widths[column] - Self.padding - Self.filterButton : Self.maximum
            return Self.wrappedLines(spec.header, room: room)
        }.max() ?? 1
    }

    /// Lines `text` takes, wrapped at spaces into lines of at most `room` characters of bold text
    /// (a word longer than that takes a line of its own).
    static func wrappedLines(_ text: String, room: Double) -> Int {
        var lines = 0
        var line = 0.0
        for word in text.split(separator: " ") {
            let length = Double(word.count) * boldFactor
            if lines > 0, line + boldFactor + length <= room {
                line += boldFactor + length
            } else {
                lines += 1
                line = length
            }
        }
        return max(1, lines)
    }

    /// Whether a value's text may run on into the empty cells to its right.
    private static func overflows(_ value: CellValue) -> Bool {
        if case .text = value { true } else { false }
    }

    /// The longest word of a header in bold, which its column must hold on one line.
    static func headerWordLength(_ header: String) -> Double {
        Double(header.split(separator: " ").map(\.count).max() ?? 0) * boldFactor
    }

    /// The first column right of the label, whose columns before it are together `span`
    /// characters wide; column 1 (the label widening column A) when no fitted columns add up to it.
    private static func firstColumn(after span: Double, widths: [Double]) -> Int {
        var covered = 0.0
        for (column, width) in widths.enumerated() {
            covered += width
            if covered >= span { return column + 1 }
        }
        return 1
    }

    private mutating func note(_ length: Double, column: Int) {
        while needed.count <= column { needed.append(0) }
        needed[column] = max(needed[column], length)
    }

    /// How many characters a value shows with a number format.
    static func renderedLength(_ value: CellValue, format: NumberFormat?) -> Int {
        switch value {
        case .null: return 0
        case .integer(let n): return String(n).count
        case .decimal(let d): return decimalLength(d, format: format)
        case .text(let s): return s.count
        case .boolean(let b): return b ? 4 : 5
        case .timestamp, .localDateTime: return (format ?? .timestamp).code.count
        case .date: return (format ?? .date).code.count
        }
    }

    /// A decimal's length under a format of zeros and a point, or of those and a percent sign
    /// (a fraction shown ×100); `String(value)`'s under any other.
    private static func decimalLength(_ value: Double, format: NumberFormat?) -> Int {
        let percent = format?.code.hasSuffix("%") ?? false
        let digits = percent ? format.map { String($0.code.dropLast()) } : format?.code
        let shown = percent ? value * 100 : value
        guard shown.isFinite, abs(shown) < 1e15, let code = digits, !code.isEmpty, code.allSatisfy({ $0 == "0" || $0 == "." }) else {
            return String(value).count
        }
        let places = code.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        let whole = String(Int(abs(shown).rounded(.down))).count
        return (shown < 0 ? 1 : 0) + whole + (places > 0 ? places + 1 : 0) + (percent ? 1 : 0)
    }
}
