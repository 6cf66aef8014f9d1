import JSON

/// How one JSON scalar becomes a Swift value, with the API's leniencies.
enum LeafConversion {
    /// A converted value, a value that counts as absent, or one of the wrong kind.
    enum Outcome<Value> {
        case value(Value)
        case absent
        case mismatch
    }

    /// An integer from a number or numeric text.
    static func int(_ raw: JSONValue) -> Outcome<Int> {
        switch raw {
        case .null: return .absent
        case .number(let text): return integer(text).map { .value($0) } ?? .mismatch
        case .string(let text) where text.isEmpty: return .absent
        case .string(let text): return integer(text).map { .value($0) } ?? .mismatch
        case .bool, .array, .object: return .mismatch
        }
    }

    /// A finite Double from a number or numeric text.
    static func double(_ raw: JSONValue) -> Outcome<Double> {
        switch raw {
        case .null: return .absent
        case .number(let text): return finite(text).map { .value($0) } ?? .mismatch
        case .string(let text) where text.isEmpty: return .absent
        case .string(let text): return finite(text).map { .value($0) } ?? .mismatch
        case .bool, .array, .object: return .mismatch
        }
    }

    /// Text from a string, or a number's literal.
    static func string(_ raw: JSONValue) -> Outcome<String> {
        switch raw {
        case .null: .absent
        case .string(let text), .number(let text): .value(text)
        case .bool, .array, .object: .mismatch
        }
    }

    /// A boolean, or its text.
    static func bool(_ raw: JSONValue) -> Outcome<Bool> {
        switch raw {
        case .null: .absent
        case .bool(let flag): .value(flag)
        case .string("true"): .value(true)
        case .string("false"): .value(false)
        case .string, .number, .array, .object: .mismatch
        }
    }

    /// Any scalar as sent.
    static func scalar(_ raw: JSONValue) -> Outcome<APIScalar> {
        switch raw {
        case .null: .value(.null)
        case .number(let text): .value(.number(text))
        case .string(let text): .value(.string(text))
        case .bool(let flag): .value(.bool(flag))
        case .array, .object: .mismatch
        }
    }

    /// `39`, `"-2"`; an integral decimal (`90.0`, `2e3`) within Int's range.
    private static func integer(_ text: String) -> Int? {
        if let whole = Int(text) { return whole }
        guard let number = finite(text), number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    /// A finite number; Swift's parser also accepts `nan`, `inf` and hex, which are not numbers here.
    private static func finite(_ text: String) -> Double? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            !text.utf8.contains(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }),
            let number = Double(text), number.isFinite
        else { return nil }
        return number
    }
}
