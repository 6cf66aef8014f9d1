import JSON
import PipelineSpec
import Testing

/// One number a pipeline file may hold, found in the JSON Schema the tool publishes
/// (`PipelineSchema`, generated from the same declaration the validator checks with): a new
/// numeric option is listed here without anyone adding it to a test.
struct NumericOption: Sendable, CustomStringConvertible {
    /// Keys from the root; `[]` steps into a list item.
    let path: [String]
    let range: Range

    /// What values the option takes.
    enum Range: Sendable {
        case integer(minimum: Int, maximum: Int)
        case number(exclusiveMinimum: Double, maximum: Double)
        /// A duration text (`45s`, `7d`) of at most this many seconds: the bound of its integer sibling.
        case duration(maximumSeconds: Int)
    }

    var description: String { path.joined(separator: ".") + " (\(range))" }

    /// Every numeric option of the published schema, in schema order. An integer or number
    /// without both bounds is recorded as an issue: that is the class of value this test guards.
    static func all() -> [NumericOption] {
        var found: [NumericOption] = []
        walk(PipelineSchema.jsonSchema(), path: [], into: &found)
        return found
    }

    private static func walk(_ value: JSONValue, path: [String], into found: inout [NumericOption]) {
        guard case .object(let schema) = value else { return }
        if case .object(let properties)? = schema["properties"] {
            for entry in properties.entries { walk(entry.value, path: path + [entry.key], into: &found) }
        }
        if let items = schema["items"] { walk(items, path: path + ["[]"], into: &found) }
        for combinator in ["anyOf", "oneOf"] {
            guard case .array(let branches)? = schema[combinator] else { continue }
            for branch in branches { walk(branch, path: path, into: &found) }
            // A duration text is bounded by the seconds its integer sibling allows.
            let integerMaximum = branches.lazy.compactMap { branch -> Int? in
                guard case .object(let b) = branch, b["type"] == .string("integer") else { return nil }
                return b["maximum"]?.intValue
            }.first
            let hasDuration = branches.contains { $0.objectValue?["pattern"] == .string("^[0-9]+[smhd]$") }
            if hasDuration {
                guard let integerMaximum else {
                    Issue.record("\(path): a duration without a bounded number of seconds beside it")
                    continue
                }
                found.append(NumericOption(path: path, range: .duration(maximumSeconds: integerMaximum)))
            }
        }
        switch schema["type"] {
        case .string("integer")?:
            guard let minimum = schema["minimum"]?.intValue, let maximum = schema["maximum"]?.intValue else {
                Issue.record("\(path.joined(separator: ".")): an integer without minimum and maximum")
                return
            }
            found.append(NumericOption(path: path, range: .integer(minimum: minimum, maximum: maximum)))
        case .string("number")?:
            guard let minimum = schema["exclusiveMinimum"]?.doubleValue, let maximum = schema["maximum"]?.doubleValue else {
                Issue.record("\(path.joined(separator: ".")): a number without exclusiveMinimum and maximum")
                return
            }
            found.append(NumericOption(path: path, range: .number(exclusiveMinimum: minimum, maximum: maximum)))
        default:
            break
        }
    }
}

extension JSONValue {
    fileprivate var objectValue: JSONObject? {
        if case .object(let object) = self { object } else { nil }
    }

    fileprivate var doubleValue: Double? {
        if case .number(let literal) = self { Double(literal) } else { nil }
    }

    fileprivate var intValue: Int? {
        if case .number(let literal) = self { Int(literal) } else { nil }
    }
}

extension NumericOption {
    /// A value as written in YAML, and whether the validator must take it.
    struct Extreme: Sendable, Hashable {
        let raw: String
        let accepted: Bool
    }

    /// The bounds themselves (taken) and, refused: one step past each, 0 and negatives below a
    /// positive minimum, 1e16 (where Double → Int trapped), Int.max and one past it, numbers no
    /// Double holds, YAML's NaN and infinities, and a fraction where a whole number belongs.
    var extremes: [Extreme] {
        var values: [Extreme] = []
        let refused = { (raw: String) in values.append(Extreme(raw: raw, accepted: false)) }
        switch range {
        case .integer(let minimum, let maximum):
            values += ["\(minimum)", "\(maximum)"].map { Extreme(raw: $0, accepted: true) }
            if minimum > Int.min { refused("\(minimum - 1)") }
            if maximum < Int.max { refused("\(maximum + 1)") }
            if minimum > 0 { refused("0") }
            if minimum > -1 { refused("-1") }
            [
                "1e16", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e999", "-1e999",
                ".nan", ".inf", "-.inf", "1.5"
            ].forEach(refused)
        case .number(let exclusiveMinimum, let maximum):
            values += [JSONNumberFormat.literal(maximum), "0.001", "1"].map { Extreme(raw: $0, accepted: true) }
            [
                JSONNumberFormat.literal(exclusiveMinimum), "-1", JSONNumberFormat.literal(maximum + 1), "9.3e15", "1e16",
                "9223372036854775807", "1e999", "-1e999", ".nan", ".inf", "-.inf"
            ].forEach(refused)
        case .duration(let maximumSeconds):
            values += ["0s", "\(maximumSeconds)s", "\(maximumSeconds / 86_400)d"].map { Extreme(raw: $0, accepted: true) }
            [
                "\(maximumSeconds + 1)s", "\(maximumSeconds / 86_400 + 1)d", "9223372036854775807s", "9223372036854775807d",
                "99999999999999999999d"
            ].forEach(refused)
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0.raw).inserted }
    }

    /// What a refusal may say to give the allowed range, one of them at least (`0...10`,
    /// `<= 86400`, `at most 3650d`): text where seconds belong (`.nan`) meets the duration form.
    var rangeTexts: [String] {
        switch range {
        case .integer(let minimum, let maximum): ["\(minimum)...\(maximum)", "at most \(DurationText.text(maximum))"]
        case .number(_, let maximum): ["<= \(JSONNumberFormat.literal(maximum))"]
        case .duration(let maximumSeconds): ["at most \(DurationText.text(maximumSeconds))"]
        }
    }

    /// This option with every dataset of `extract` but one left out: the options of one dataset
    /// are read by the same code as those of any other, so a run needs one of each.
    var runKey: String {
        guard path.count > 2, path[0] == "extract" else { return description }
        return (["extract", "[]", "*"] + path[3...]).joined(separator: ".") + " (\(range))"
    }
}
