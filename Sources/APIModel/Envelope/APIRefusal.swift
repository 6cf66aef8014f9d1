package import JSON

/// One entry of an envelope's `errors`: a refusal, with the key the API filed it under and its message.
/// The API answers refusals with HTTP 200 and this object, so callers must check it.
package struct APIRefusal: Sendable, Hashable, CustomStringConvertible {
    /// The key as sent (`token`, `requests`, `rateLimit`, `plan`, or a parameter such as
    /// `search`); empty when the API sent a bare list of messages.
    package let field: String
    /// The API's message, verbatim.
    package let message: String

    /// What kind of refusal this is, which decides whether a retry can help.
    package enum Kind: Sendable, Hashable {
        /// The key is missing, wrong or its account inactive.
        case token
        /// The daily request quota is used up.
        case requests
        /// Too many requests this minute.
        case rateLimit
        /// The subscription plan does not cover this request (a season, an endpoint).
        case plan
        /// A problem with a request parameter, named by `field`.
        case other(field: String)
    }

    /// The classification of `field`.
    package var kind: Kind {
        switch field.lowercased() {
        case "token": .token
        case "requests": .requests
        case "ratelimit": .rateLimit
        case "plan": .plan
        default: .other(field: field)
        }
    }

    package var description: String { field.isEmpty ? message : "\(field): \(message)" }

    /// The field a message names: its key, or `errors` for a message the API sent without one.
    package var fieldName: String { field.isEmpty ? "errors" : field }

    /// The entries of the envelope's `errors`.
    static func list(_ envelope: JSONNode) throws(APIModelError) -> [APIRefusal] {
        entries(of: try envelope.member("errors"))
    }

    /// The entries of an `errors` value, the one reading of it: `[]`, `{}` and null hold none; an
    /// object holds one per key; a list of messages, or a lone value, holds entries without a field.
    package static func entries(of errors: JSONValue?) -> [APIRefusal] {
        switch errors {
        case nil, .null?: []
        case .object(let fields)?: fields.entries.map { APIRefusal(field: $0.key, message: message($0.value)) }
        case .array(let items)?: items.map { APIRefusal(field: "", message: message($0)) }
        case let other?: [APIRefusal(field: "", message: message(other))]
        }
    }

    /// The refusal that decides what an answer means, or nil when its `errors` holds none: a
    /// refused key first (it explains every other complaint), then the plan, the daily quota and
    /// the per-minute limit, else the first entry.
    package static func decisive(in envelope: JSONValue) -> APIRefusal? {
        guard case .object(let object) = envelope else { return nil }
        let refusals = entries(of: object["errors"])
        for kind in [Kind.token, .plan, .requests, .rateLimit] {
            if let refusal = refusals.first(where: { $0.kind == kind }) { return refusal }
        }
        return refusals.first
    }

    /// A message as text: strings as they are, anything else as compact JSON.
    private static func message(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return JSONWriter.compact(value)
    }
}
