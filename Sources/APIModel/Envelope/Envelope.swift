import JSON

/// The wrapper every API-Football v3 answer comes in: `get, parameters, errors, results,
/// paging, response`. Read tolerantly: `parameters` and `errors` may be `[]` or `{}`,
/// `paging.current` may be 0, and `response` is an object for some endpoints.
package struct Envelope: Sendable {
    /// Where the envelope was read from (a file path or a request description).
    package let source: String
    /// The endpoint path echoed by the API (`fixtures`, `players/topscorers`); may be empty.
    package let get: String
    /// The query parameters echoed by the API, in the order sent; numbers as their text.
    package let parameters: [Request.Parameter]
    /// What the API refused, in the order sent; empty on success.
    package let errors: [APIRefusal]
    /// The API's item count (for `teams/statistics` the number of keys of its object).
    package let results: Int?
    /// Page information; nil when the envelope has none.
    package let paging: Paging?
    /// The payload: an array for most endpoints, an object for `status` and `teams/statistics`.
    package let response: JSONNode

    /// `paging {current, total}`; a member the API leaves out reads as 1.
    package struct Paging: Sendable, Hashable {
        /// The page answered; 0 in top-scorer and top-assist lists.
        package let current: Int
        /// How many pages there are.
        package let total: Int
    }

    /// Parses envelope bytes; syntax errors become `APIModelError.invalidJSON` with the source.
    package static func decode(_ bytes: [UInt8], source: String) throws(APIModelError) -> Envelope {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(source: source, line: error.line, column: error.column, reason: error.reason)
        }
        return try Envelope(JSONNode(root: value, source: source))
    }

    /// Reads an already parsed envelope.
    package init(_ root: JSONNode) throws(APIModelError) {
        guard case .object(let object)? = root.value, object["response"] != nil || object["get"] != nil else {
            throw .notAnEnvelope(source: root.path.source, found: Self.describeNonEnvelope(root.value))
        }
        source = root.path.source
        get = try root.string("get") ?? ""
        parameters = try Self.parameters(root.object("parameters"))
        errors = try APIRefusal.list(root)
        results = try root.int("results")
        let paging = try root.object("paging")
        self.paging =
            paging.isNull
            ? nil
            : Paging(
                current: try paging.int("current") ?? 1,
                total: try paging.int("total") ?? 1
            )
        response = JSONNode(object["response"], path: JSONPath(root.path, .key("response")))
    }

    private static func parameters(_ node: JSONNode) throws(APIModelError) -> [Request.Parameter] {
        var parameters: [Request.Parameter] = []
        for (name, value) in try node.members() {
            switch try value.scalar() {
            case .null: continue
            case .string(let text), .number(let text): parameters.append(Request.Parameter(name: name, value: text))
            case .bool(let flag): parameters.append(Request.Parameter(name: name, value: flag ? "true" : "false"))
            }
        }
        return parameters
    }

    private static func describeNonEnvelope(_ value: JSONValue?) -> String {
        if case .object(let object)? = value, case .string(let message)? = object["message"] {
            return "a message: \(message)"
        }
        return value?.summary ?? "nothing"
    }
}
