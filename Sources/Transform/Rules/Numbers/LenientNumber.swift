package import APIModel

/// A number read leniently from API text (`"18"`, `" 7.3 "`, `"7.800000"`, `-1`): the one
/// reader every rule uses, so `"55%"`, `"1.34"` and `"180 cm"` agree on what a number is.
package enum LenientNumber: Sendable, Hashable {
    /// Written without a fraction or exponent, and fits in `Int`.
    case integer(Int)
    /// Written with a fraction or exponent, or too large for `Int`.
    case decimal(Double)

    /// Reads `[+|-]digits[.digits][e[+|-]digits]` surrounded by optional whitespace; nil for
    /// anything else (units, `%`, `nan`, `0x10`, empty text).
    package init?(_ text: some StringProtocol) {
        let trimmed = text.trimmingWhitespace()
        guard let shape = LenientNumber.shape(of: trimmed.utf8) else { return nil }
        let literal = String(trimmed)
        if shape == .whole, let whole = Int(literal) {
            self = .integer(whole)
        } else if let value = Double(literal), value.isFinite {
            self = .decimal(value)
        } else {
            return nil
        }
    }

    /// Reads a JSON number literal or a numeric string; nil for null, booleans and other text.
    package init?(_ scalar: APIScalar) {
        switch scalar {
        case .number(let text), .string(let text): self.init(text)
        case .null, .bool: return nil
        }
    }

    /// The value as a `Double`.
    package var doubleValue: Double {
        switch self {
        case .integer(let value): Double(value)
        case .decimal(let value): value
        }
    }

    /// The value as an `Int` when it is whole (`7.0` → 7); nil for `7.5`.
    package var exactInteger: Int? {
        switch self {
        case .integer(let value): value
        case .decimal(let value): Int(exactly: value)
        }
    }

    /// The value rounded half away from zero (`180.5` → 181); nil when outside `Int`.
    package var roundedInteger: Int? {
        switch self {
        case .integer(let value): value
        case .decimal(let value): Int(exactly: value.rounded(.toNearestOrAwayFromZero))
        }
    }

    private enum Shape { case whole, fractional }

    /// Checks the grammar by hand: `Double.init` alone would accept `nan`, `inf` and hex floats.
    private static func shape(of bytes: Substring.UTF8View) -> Shape? {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index < bytes.endIndex, bytes[index].isASCIIDigit {
                count += 1
                bytes.formIndex(after: &index)
            }
            return count
        }
        func skip(_ accepted: UInt8...) -> Bool {
            guard index < bytes.endIndex, accepted.contains(bytes[index]) else { return false }
            bytes.formIndex(after: &index)
            return true
        }
        _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
        var mantissaDigits = digits()
        var shape = Shape.whole
        if skip(UInt8(ascii: ".")) {
            shape = .fractional
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            shape = .fractional
            _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard digits() > 0 else { return nil }
        }
        return index == bytes.endIndex ? shape : nil
    }
}
