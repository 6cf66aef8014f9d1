/// A scalar's typed value under YAML 1.2's core schema (what editors and yaml-language-server
/// use): `2023` is an integer, `true` a boolean, `~`/`null`/empty is null, `2023-08-01` and
/// `yes` stay strings.
enum YAMLScalarValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite number; never an infinity or NaN.
    case number(Double)
    /// A number as written (`1e999`, 400 digits) that no Double can hold: checks report it as
    /// out of range at its place instead of letting it become infinity.
    case unrepresentableNumber(String)
    case string(String)

    /// Types the text of a plain (unquoted) scalar.
    init(plain text: String) {
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .bool(true)
        case "false", "False", "FALSE": self = .bool(false)
        default:
            if Self.isInteger(text) || Self.isFloat(text) {
                self = Int(text).map(Self.int) ?? Self.finite(text)
            } else {
                self = .string(text)
            }
        }
    }

    /// The value as an integer, also for a number without a fraction (`10.0`), as JSON Schema
    /// counts integers.
    var integer: Int? {
        switch self {
        case .int(let n): n
        case .number(let x) where x.rounded() == x && abs(x) < 9.2e18: Int(x)
        default: nil
        }
    }

    /// The number `text` (a YAML int or float) spells, or `unrepresentableNumber` beyond Double.
    private static func finite(_ text: String) -> YAMLScalarValue {
        guard let number = Double(text), number.isFinite else { return .unrepresentableNumber(text) }
        return .number(number)
    }

    /// `[-+]?[0-9]+`
    private static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if let sign = digits.first, sign == "-" || sign == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ text: String) -> Bool {
        var rest = Substring(text)
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        let whole = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = Substring("")
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        guard let e = rest.first else { return true }
        guard e == "e" || e == "E" else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
