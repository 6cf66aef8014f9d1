import APIModel
import JSON

/// One cache file: a one-line JSON header (fetch time, request, base URL; never a key) and,
/// after its newline, the envelope bytes exactly as received.
struct CacheEntry: Equatable {
    /// Seconds since the Unix epoch when the envelope was fetched.
    let fetchedAt: Double
    /// The envelope exactly as received.
    let body: [UInt8]

    /// Room for the header line on top of an answer's cap when a cache file is read (a request
    /// of 20 fixture ids and a base URL take a few hundred bytes).
    static let headerLimit = 64 << 10

    /// The file's bytes.
    func encoded(request: Request, baseURL: String) -> [UInt8] {
        let header: JSONObject = [
            "fetched_at": .double(fetchedAt),
            "request": .string(request.description),
            "base_url": .string(baseURL)
        ]
        return Array(JSONWriter.compact(.object(header)).utf8) + [0x0A] + body
    }

    /// Reads a cache file; nil when it is not one (the entry is then fetched again).
    init?(decoding bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: 0x0A),
            case .object(let header)? = try? JSONParser.parse(Array(bytes[..<newline])),
            case .number(let literal)? = header["fetched_at"], let fetchedAt = Double(literal)
        else { return nil }
        self.init(fetchedAt: fetchedAt, body: Array(bytes[(newline + 1)...]))
    }

    init(fetchedAt: Double, body: [UInt8]) {
        self.fetchedAt = fetchedAt
        self.body = body
    }
}
