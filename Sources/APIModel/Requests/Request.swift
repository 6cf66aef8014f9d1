/// One API call: an endpoint and its parameters. What the planner makes, every response
/// source answers, and the cache and recordings are keyed by.
package struct Request: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let endpoint: Endpoint
    /// Parameters sorted by name; each name appears once.
    package let parameters: [Parameter]

    /// One `name=value` query parameter.
    package struct Parameter: Sendable, Hashable {
        package let name: String
        package let value: String
    }

    package init(_ endpoint: Endpoint, _ parameters: [String: String] = [:]) {
        self.endpoint = endpoint
        self.parameters = parameters.map { Parameter(name: $0.key, value: $0.value) }
            .sorted { $0.name < $1.name }
    }

    /// The value of a parameter.
    package subscript(name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    /// `league=39&season=2023`: parameters sorted by name, unescaped.
    package var canonicalQuery: String {
        parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// `fixtures?league=39&season=2023`: how requests are named in messages (never with a key).
    package var description: String {
        parameters.isEmpty ? endpoint.rawValue : "\(endpoint.rawValue)?\(canonicalQuery)"
    }

    /// Path of this request's file inside a recordings directory (docs/ARCHITECTURE.md §7):
    /// `fixtures/league=39&season=2023.json`. `/`, `%` and control characters in values are
    /// percent-encoded so every request maps to one file name.
    package var recordingPath: String {
        let query =
            parameters.isEmpty
            ? "_"
            : parameters
                .map { "\($0.name)=\(Self.fileSafe($0.value))" }.joined(separator: "&")
        return "\(endpoint.recordingFolder)/\(query).json"
    }

    /// The path and query to append to a base URL (`fixtures?ids=1-2-3`), percent-encoded.
    package var urlPathAndQuery: String {
        guard !parameters.isEmpty else { return endpoint.rawValue }
        let query = parameters.map { "\(Self.urlEncode($0.name))=\(Self.urlEncode($0.value))" }
        return "\(endpoint.rawValue)?\(query.joined(separator: "&"))"
    }

    package static func < (a: Request, b: Request) -> Bool {
        (a.endpoint.rawValue, a.canonicalQuery) < (b.endpoint.rawValue, b.canonicalQuery)
    }

    private static func fileSafe(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if scalar == "/" || scalar == "%" || scalar.value < 0x20 || scalar.value == 0x7F {
                out += "%" + hexByte(UInt8(scalar.value))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func urlEncode(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hexByte(byte)
            }
        }
        return out
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
