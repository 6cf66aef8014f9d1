import Foundation
import JSON

/// Reads parts of a written manifest.json.
enum ManifestText {
    /// The manifest parsed as a JSON object.
    static func object(at path: String) throws -> JSONObject {
        guard case .object(let object) = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) else {
            throw ManifestTextError.notAnObject(path: path)
        }
        return object
    }

    /// Its `requests` counts as compact JSON: `{"recording":0,"cache":409,"network":0}`.
    static func requests(in path: String) throws -> String {
        JSONWriter.compact(try object(at: path)["requests"] ?? .null)
    }
}

/// A manifest that is not a JSON object.
enum ManifestTextError: Error {
    /// The file parsed, but not as an object.
    case notAnObject(path: String)
}
