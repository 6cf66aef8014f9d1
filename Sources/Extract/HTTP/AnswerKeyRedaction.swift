package import JSON
import PipelineSpec

/// Takes the API key out of an answer as it arrives, before anything parses, caches, records or
/// tabulates it: an answer may echo the key as a value, a field name, a parameter or `get`,
/// literally or with JSON escapes. Every string and field name holding it gets the placeholder
/// instead, and the count says how many did, for the run's warning.
package struct AnswerKeyRedaction: Sendable {
    /// An answer with the key taken out.
    package struct Cleaned: Sendable {
        /// The bytes to use from here on: as received when nothing held the key.
        package let body: [UInt8]
        /// How many strings and field names held the key (0 when none did).
        package let redactedValues: Int
        /// `body` parsed, when it parses, so the classifier need not parse it again.
        package var parsed: JSONValue? = nil
    }

    private let secret: String

    package init(secret: String) {
        self.secret = secret
    }

    /// The answer without the key. A body that parses is rewritten from its cleaned JSON, which
    /// also catches escaped forms (`\u0061bc…`); one that does not has every literal occurrence
    /// replaced, and the parse error it then raises is redacted where it is reported.
    package func clean(_ body: [UInt8]) -> Cleaned {
        guard let document = try? JSONParser.parse(body) else {
            guard !secret.isEmpty else { return Cleaned(body: body, redactedValues: 0) }
            let replaced = replacing(Array(secret.utf8), in: body, with: Array(SecretRedaction.placeholder.utf8))
            return Cleaned(body: replaced.count == 0 ? body : replaced.bytes, redactedValues: replaced.count)
        }
        guard !secret.isEmpty else { return Cleaned(body: body, redactedValues: 0, parsed: document) }
        var count = 0
        let cleaned = redacted(document, count: &count)
        guard count > 0 else { return Cleaned(body: body, redactedValues: 0, parsed: document) }
        return Cleaned(body: Array(JSONWriter.pretty(cleaned).utf8), redactedValues: count, parsed: cleaned)
    }

    private func redacted(_ value: JSONValue, count: inout Int) -> JSONValue {
        switch value {
        case .string(let text):
            return .string(redacted(text, count: &count))
        case .array(let items):
            return .array(items.map { redacted($0, count: &count) })
        case .object(let object):
            return .object(
                JSONObject(object.entries.map { JSONObject.Entry(redacted($0.key, count: &count), redacted($0.value, count: &count)) }))
        case .null, .bool, .number:
            return value
        }
    }

    private func redacted(_ text: String, count: inout Int) -> String {
        guard text.contains(secret) else { return text }
        count += 1
        return text.replacing(secret, with: SecretRedaction.placeholder)
    }

    private func replacing(_ needle: [UInt8], in haystack: [UInt8], with replacement: [UInt8]) -> (bytes: [UInt8], count: Int) {
        var out: [UInt8] = []
        out.reserveCapacity(haystack.count)
        var count = 0
        var index = 0
        while index < haystack.count {
            if haystack[index] == needle[0], index + needle.count <= haystack.count,
                haystack[index..<index + needle.count].elementsEqual(needle)
            {
                out += replacement
                index += needle.count
                count += 1
            } else {
                out.append(haystack[index])
                index += 1
            }
        }
        return (out, count)
    }
}
