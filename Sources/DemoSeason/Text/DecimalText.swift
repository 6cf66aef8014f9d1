import CivilTime

/// Number texts the API sends as strings, formatted with integer arithmetic so every platform
/// writes the same characters.
package enum DecimalText {
    /// `hundredths` as `1.34` (always two decimals): `expected_goals`.
    package static func twoDecimals(hundredths: Int) -> String {
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        return "\(sign)\(magnitude / 100).\(CivilText.pad(magnitude % 100))"
    }

    /// A match rating from tenths: `7.3`, and integer-like `8` when the tenth is zero (as the API).
    package static func matchRating(tenths: Int) -> String {
        tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// A season rating, the mean of match ratings truncated to six decimals: `6.714285`.
    package static func seasonRating(sumOfTenths: Int, count: Int) -> String {
        precondition(count > 0, "a season rating needs rated matches")
        let millionths = sumOfTenths * 100_000 / count
        let fraction = String(millionths % 1_000_000)
        return "\(millionths / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// `55%`.
    package static func percent(_ value: Int) -> String {
        "\(value)%"
    }
}
