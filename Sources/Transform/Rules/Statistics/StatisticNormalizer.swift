package import APIModel
package import PipelineSpec
import Tabular

/// Turns a team statistic (`type`, raw value) into a column and a typed cell: ints stay ints,
/// `"55%"` → 55, `"1.34"` → 1.34, null → 0 or empty for counts (per `NullPolicy`) but null for
/// percentages and model measures. Unknown types are kept under their snake_case name.
package struct StatisticNormalizer: Sendable, Hashable {
    package let nulls: NullPolicy

    package init(nulls: NullPolicy) {
        self.nulls = nulls
    }

    /// Normalises one `{type, value}` pair.
    package func normalize(type: String, value: APIScalar) -> NormalizedStatistic {
        let known = KnownStatistic.matching(type: type)
        let column = known?.column ?? Self.snakeCase(type)
        let kind = known?.kind ?? Self.kind(ofUnknownType: type)
        let base = known?.columnType ?? .integer
        let (cell, cellType) = read(value, kind: kind, base: base)
        return NormalizedStatistic(column: column, kind: kind, columnType: cellType, value: cell)
    }

    private func read(_ value: APIScalar, kind: StatisticKind, base: ColumnType) -> (CellValue, ColumnType) {
        let text: String
        switch value {
        case .null:
            guard kind == .count, nulls == .zero else { return (.null, base) }
            return (base == .decimal ? .decimal(0) : .integer(0), base)
        case .bool(let flag):
            return (.text(flag ? "true" : "false"), .text)
        case .number(let literal), .string(let literal):
            text = literal
        }
        var digits = text.trimmingWhitespace()
        if digits.last == "%" { digits = digits.dropLast() }
        switch LenientNumber(digits) {
        case .integer(let whole)? where base == .decimal: return (.decimal(Double(whole)), .decimal)
        case .integer(let whole)?: return (.integer(whole), .integer)
        case .decimal(let fraction)?: return (.decimal(fraction), .decimal)
        case nil: return (.text(text), .text)
        }
    }

    /// A type the catalog does not know is a percentage when its name says so, else a count.
    private static func kind(ofUnknownType type: String) -> StatisticKind {
        type.contains("%") ? .percentage : .count
    }

    /// `"Shots on Goal"` → `shots_on_goal`, `"Passes %"` → `passes_pct`: lower-case letters and
    /// digits joined by single underscores; `%` reads as `pct`; nothing left → `statistic`.
    package static func snakeCase(_ type: String) -> String {
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for character in type.lowercased() {
            if character == "%" {
                endWord()
                words.append("pct")
            } else if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                endWord()
            }
        }
        endWord()
        return words.isEmpty ? "statistic" : words.joined(separator: "_")
    }
}
