/// Why an API response cannot be read. Every case names the source (a file path or a request
/// description) so the message says where to look.
package enum APIModelError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not JSON (a truncated download, an HTML error page).
    case invalidJSON(source: String, line: Int, column: Int, reason: String)
    /// JSON, but not an API-Football envelope (a gateway's `{"message": …}` body).
    case notAnEnvelope(source: String, found: String)
    /// A value the model needs is absent, null, or of a type it cannot be read as.
    case unreadableValue(source: String, path: String, expected: String, found: String)

    package var description: String {
        switch self {
        case .invalidJSON(let source, let line, let column, let reason):
            "\(source): line \(line), column \(column): not valid JSON: \(reason). "
                + "Re-record or re-fetch this response."
        case .notAnEnvelope(let source, let found):
            "\(source): not an API-Football response envelope (found \(found)). "
                + "Check that the file is a response saved from the API."
        case .unreadableValue(let source, let path, let expected, let found):
            "\(source): at \(path.isEmpty ? "the top level" : path): expected \(expected), found \(found). "
                + "The API sent a value this tool cannot read; check the response, and report it if it is genuine."
        }
    }
}
