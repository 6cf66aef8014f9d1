package import APIModel
package import CivilTime
import Tabular

/// Reads the player fields the API sends as text: `"180 cm"`, `"75 kg"`, ratings `"7.3"` /
/// `"7.800000"`, counts sent as strings (`passes.accuracy` `"18"`) and birth dates. Anything
/// unreadable is nil (an empty cell), never a guess; the columns that read these declare the
/// range a value must fall in and count what they empty (`ColumnSpec+Checked`).
package enum PlayerMeasure {
    /// Height in whole centimetres: `"180 cm"` → 180, `"1.80 m"` → 180 (metres are
    /// converted, the unit being explicit), a bare `"180"` in the API's unit (cm); other units nil.
    package static func heightCentimetres(_ text: String?) -> Int? {
        guard let (number, unit) = split(text) else { return nil }
        switch unit {
        case "", "cm": return number.roundedInteger
        case "m": return LenientNumber.decimal(number.doubleValue * 100).roundedInteger
        default: return nil
        }
    }

    /// Weight in whole kilograms: `"75 kg"` → 75, a bare `"75"` in the API's unit (kg); other
    /// units (`lbs`) nil rather than converted.
    package static func weightKilograms(_ text: String?) -> Int? {
        guard let (number, unit) = split(text), unit == "" || unit == "kg" else { return nil }
        return number.roundedInteger
    }

    /// A match or season rating: `"7.3"` → 7.3, `"7.800000"` → 7.8, `"8"` → 8.0.
    package static func rating(_ value: APIScalar) -> Double? {
        LenientNumber(value)?.doubleValue
    }

    /// A count sent as a number or a string (`"18"` or `17`) → Int; nil for a fraction.
    package static func count(_ value: APIScalar) -> Int? {
        LenientNumber(value)?.exactInteger
    }

    /// A plausible body height in centimetres; anything else is emptied and counted.
    static let heightRange = 50...260
    /// A plausible body weight in kilograms.
    static let weightRange = 20...250
    /// A rating: API-Football rates from 0 to 10.
    static let ratingRange = 0.0...10.0

    /// A birth date `"1990-05-02"`; nil for other shapes or days that do not exist (`02-30`).
    package static func birthDate(_ text: String?) -> CalendarDate? {
        guard let text = text?.trimmingWhitespace(), text.utf8.count == 10,
            let date = CalendarDate(iso: String(text))
        else { return nil }
        return date
    }

    /// A leading number and the lower-cased unit after it (`"1.80 m"` → (1.8, "m")).
    private static func split(_ text: String?) -> (LenientNumber, String)? {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return nil }
        let unitStart = text.firstIndex { $0.isLetter } ?? text.endIndex
        guard let number = LenientNumber(text[..<unitStart]) else { return nil }
        return (number, text[unitStart...].trimmingWhitespace().lowercased())
    }
}
