import JSON

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

    /// The entries of the envelope's `errors`: `[]`, `{}`, an object keyed by field, or a
    /// list of messages.
    static func list(_ envelope: JSONNode) throws(APIModelError) -> [APIRefusal] {
        if case .array(let items)? = try envelope.member("errors"), !items.isEmpty {
            let messages = try envelope.elements("errors") ?? []
            return messages.map { APIRefusal(field: "", message: message($0)) }
        }
        return try envelope.object("errors").members().map { APIRefusal(field: $0.key, message: message($0.node)) }
    }

    /// A message as text: strings as they are, anything else as compact JSON.
    private static func message(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text)?: text
        case let other?: JSONWriter.compact(other)
        case nil: ""
        }
    }
}
