import JSON

extension ToolOutcome {
    /// The `error: …` lines a failed command printed, without the prefix.
    var errorMessages: [String] {
        stderrLines.filter { $0.hasPrefix("error: ") }.map { String($0.dropFirst("error: ".count)) }
    }

    /// The first `error: …` message, or "" (which then fails every `contains` expectation).
    var errorMessage: String { errorMessages.first ?? "" }

    /// stderr's lines parsed as JSON objects; nil for each line that is not one.
    var stderrJSONObjects: [JSONObject?] {
        stderrLines.map { line in
            if case .object(let object)? = try? JSONParser.parse(line) { object } else { nil }
        }
    }
}

extension JSONObject {
    /// The string value of `key`, if it is a string.
    func string(_ key: String) -> String? {
        if case .string(let value)? = self[key] { value } else { nil }
    }
}
