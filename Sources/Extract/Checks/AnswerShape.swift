import APIModel
import JSON

/// What an endpoint's `response` always is: a list for most endpoints, one object for `status`
/// and `teams/statistics`. `null`, `{}` for a list, or a scalar is an impossible answer, which
/// would otherwise read as "no items" and empty dependent tables without a word.
package enum AnswerShape: Sendable, Hashable {
    /// A JSON array (possibly empty).
    case list
    /// A JSON object; an empty array reads as "nothing" (what error envelopes carry).
    case object

    /// Endpoint paths whose `response` is one object; every other endpoint answers a list.
    /// Kept by path so `teams/statistics` is covered as soon as it is an `Endpoint`.
    package static let objectEndpoints: Set<String> = ["status", "teams/statistics"]

    /// The shape `endpoint` always answers.
    package init(for endpoint: Endpoint) {
        self = Self.objectEndpoints.contains(endpoint.rawValue) ? .object : .list
    }

    /// Throws `impossibleAnswerShape` (65) naming the request, the envelope's source and
    /// `response` when the answer does not have this shape.
    package func check(_ envelope: Envelope, answering request: Request) throws(ExtractError) {
        let value = envelope.response.value
        switch (self, value) {
        case (.list, .array?), (.object, .object?): return
        case (.object, .array(let items)?) where items.isEmpty: return
        default:
            throw .impossibleAnswerShape(
                request: request, source: envelope.source, path: "response",
                expected: self == .list ? "an array of items" : "an object", found: Self.describe(value))
        }
    }

    /// A value's kind in words, for messages.
    static func describe(_ value: JSONValue?) -> String {
        switch value {
        case nil: "nothing (no `response` key)"
        case .null?: "null"
        case .bool(let flag)?: flag ? "true" : "false"
        case .number(let text)?: "the number \(text)"
        case .string?: "text"
        case .array(let items)?: items.isEmpty ? "an empty array" : "an array"
        case .object(let object)?: object.entries.isEmpty ? "an empty object" : "an object"
        }
    }
}
