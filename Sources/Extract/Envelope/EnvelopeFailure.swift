package import JSON

/// What an envelope's non-empty `errors` says. `errors` is `[]` or `{}` on success and an
/// object keyed by field on failure, usually with HTTP 200.
package enum EnvelopeFailure: Equatable, Sendable {
    /// `errors.token`: the key is missing, wrong or inactive.
    case token(message: String)
    /// `errors.plan`: the subscription does not cover the request.
    case plan(message: String)
    /// `errors.requests`: the daily quota is used up.
    case requests(message: String)
    /// `errors.rateLimit`: the per-minute limit was hit.
    case rateLimit(message: String)
    /// Any other key: a parameter the API rejected.
    case field(name: String, message: String)

    // The most decisive first: a refused key explains every other complaint.
    private static let precedence = ["token", "plan", "requests", "rateLimit"]

    /// The failure an envelope reports, or nil when its `errors` is empty or absent.
    package static func find(in envelope: JSONValue) -> EnvelopeFailure? {
        guard case .object(let object) = envelope, let errors = object["errors"] else { return nil }
        let entries: [JSONObject.Entry]
        switch errors {
        case .object(let fields): entries = fields.entries
        case .array(let items): entries = items.map { JSONObject.Entry("errors", $0) }
        case .null: entries = []
        default: entries = [JSONObject.Entry("errors", errors)]
        }
        guard !entries.isEmpty else { return nil }
        let chosen = precedence.lazy.compactMap { name in entries.first { $0.key == name } }.first ?? entries[0]
        let message = text(of: chosen.value)
        switch chosen.key {
        case "token": return .token(message: message)
        case "plan": return .plan(message: message)
        case "requests": return .requests(message: message)
        case "rateLimit": return .rateLimit(message: message)
        default: return .field(name: chosen.key, message: message)
        }
    }

    /// The API's message.
    package var message: String {
        switch self {
        case .token(let message), .plan(let message), .requests(let message), .rateLimit(let message),
             .field(_, let message):
            message
        }
    }

    /// The `errors` key that carried it.
    package var field: String {
        switch self {
        case .token: "token"
        case .plan: "plan"
        case .requests: "requests"
        case .rateLimit: "rateLimit"
        case .field(let name, _): name
        }
    }

    private static func text(of value: JSONValue) -> String {
        if case .string(let string) = value { return string }
        return JSONWriter.compact(value)
    }
}
