package import APIModel
package import Catalog
import JSON

/// Checking that `response` has the shape its dataset's descriptor declares: `null`, `{}` for a
/// list, or a scalar is an impossible answer, which would otherwise read as "no items" and
/// empty dependent tables without a word. An object answer may be an empty array (what error
/// envelopes carry).
extension AnswerShape {
    /// The shape `request`'s dataset answers; `status`, which no dataset makes, answers an object.
    package init(for request: Request) {
        self = DatasetCatalog.descriptor(serving: request)?.answerShape ?? (request.endpoint == .status ? .object : .list)
    }

    /// Throws `impossibleAnswerShape` (65) naming the request, the envelope's source and
    /// `response` when the answer does not have this shape.
    package func check(_ envelope: Envelope, answering request: Request) throws(AnswerRejection) {
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
