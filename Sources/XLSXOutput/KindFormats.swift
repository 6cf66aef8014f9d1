import LibXLSXWriter
import Tabular

/// The conditional formats of each column kind, declared once for every sheet: results and
/// form letters coloured W/D/L, bars on goals (green, red for goals conceded) and points, a
/// red–yellow–green scale on ratings and xG, and standings rows coloured by the zone their description names.
package enum KindFormats {
    /// Excel's own Good, Neutral and Bad cell styles.
    static let good = CellStyle(fontColor: 0x006100, fillColor: 0xC6EFCE)
    static let neutral = CellStyle(fontColor: 0x9C5700, fillColor: 0xFFEB9C)
    static let bad = CellStyle(fontColor: 0x9C0006, fillColor: 0xFFC7CE)
    /// Continental places other than the top one.
    static let europe = CellStyle(fontColor: 0x1F4E78, fillColor: 0xDDEBF7)

    /// The rules over a column of `kind`'s data cells.
    static func rules(for kind: ColumnKind) -> [ConditionalRule] {
        switch kind {
        case .result, .form:
            [.textBeginsWith("W", good), .textBeginsWith("D", neutral), .textBeginsWith("L", bad)]
        case .goals:
            [.dataBar(color: 0x63BE7B)]
        case .goalsConceded:
            [.dataBar(color: 0xF8696B)]
        case .points:
            [.dataBar(color: 0x5B9BD5)]
        case .rating, .expectedGoals:
            [.colorScale(low: 0xF8696B, middle: 0xFFEB84, high: 0x63BE7B)]
        case .identifier, .count, .percentage, .decimal, .kickoff, .timestamp, .date, .zone, .check, .flag, .text:
            []
        }
    }

    /// Runs of adjacent columns, of kinds `kinds` left to right, that a row fill may cover: those
    /// whose kind has no rule of its own. A zone fill over a W/D/L letter hides its colour (an L
    /// green on green), and LibreOffice draws it over a data bar or a colour scale.
    static func filledSpans(_ kinds: [ColumnKind]) -> [ClosedRange<Int>] {
        var spans: [ClosedRange<Int>] = []
        var start: Int?
        for (column, kind) in kinds.enumerated() {
            if !rules(for: kind).isEmpty || kind == .check {
                if let first = start { spans.append(first...(column - 1)) }
                start = nil
            } else if start == nil {
                start = column
            }
        }
        if let first = start { spans.append(first...(kinds.count - 1)) }
        return spans
    }

    /// The rule over a check column's data cells (`column` and `firstRow` zero-based, written for the
    /// first data row): a text other than `ok` takes the bad style; an empty cell stays plain.
    static func checkRule(column: Int, firstRow: Int) -> ConditionalRule {
        let cell = "$" + CellAddress.columnLetters(column) + String(firstRow + 1)
        return .formula("AND(\(cell)<>\"\",\(cell)<>\"ok\")", bad)
    }

    /// Words of a zone description and the style of the rows they mark, first match wins:
    /// relegation before promotion ("Relegation Play-off" is no promotion).
    static let zones: [(word: String, style: CellStyle)] = [
        ("Relegation", bad), ("Champions League", good), ("Promotion", good),
        ("Europa", europe), ("Conference", europe), ("Play-off", neutral), ("Playoff", neutral)
    ]

    /// Formula rules colouring whole rows by the text of the zone column, written for the
    /// first data row (`zoneColumn` and `firstRow` zero-based).
    static func zoneRules(zoneColumn: Int, firstRow: Int) -> [ConditionalRule] {
        let cell = "$" + CellAddress.columnLetters(zoneColumn) + String(firstRow + 1)
        return zones.map { .formula("ISNUMBER(SEARCH(\"\($0.word)\",\(cell)))", $0.style) }
    }
}
