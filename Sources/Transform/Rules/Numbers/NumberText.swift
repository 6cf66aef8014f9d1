/// Numbers the API writes as text outside statistics: averages (`"1.5"`), percentages
/// (`"45%"`, `"6.67%"`) and odds (`"1.85"`). Percentages stay on the 0–100 scale in `_pct`
/// columns, as `ball_possession_pct` does.
enum NumberText {
    /// `"1.5"` → 1.5; nil for null or text that is no number.
    static func decimal(_ text: String?) -> Double? {
        text.flatMap { LenientNumber($0)?.doubleValue }
    }

    /// The range a percentage falls in; a column of them empties and counts any other value.
    static let percentRange = 0.0...100.0

    /// `"45%"` → 45, `"6.67%"` → 6.67; nil for null or text that is no percentage.
    static func percent(_ text: String?) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmingWhitespace()
        return decimal(String(trimmed.last == "%" ? trimmed.dropLast() : trimmed))
    }
}
