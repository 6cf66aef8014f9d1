package import APIModel
package import JSON

/// Answers requests with API envelopes. Sources are decorators over this one role, so
/// replay, cache, rate limiting and the recording tee compose instead of branching.
package protocol ResponseSource: Sendable {
    /// The envelope for a request. Throws `ExtractError` with the request in its context.
    func response(for request: Request) async throws -> Response

    /// Whether a recording or cache file below this source holds an answer to `request`,
    /// without reading it as an answer: pages beyond a list's page count are found this way.
    /// Sources that store nothing say false; decorators ask the source they wrap.
    func holdsAnswerOffline(for request: Request) -> Bool
}

extension ResponseSource {
    package func holdsAnswerOffline(for request: Request) -> Bool { false }
}

/// A raw envelope as answered, with where it came from.
package struct Response: Sendable {
    package let request: Request
    /// The envelope bytes exactly as received or stored.
    package let body: [UInt8]
    package let origin: ResponseOrigin
    /// The body already parsed, when a source had to parse it (to check `errors`): decoding
    /// reuses it instead of parsing the bytes again.
    package let parsed: JSONValue?
    /// The file the answer was read from (a recording or cache file), so messages can name it.
    package let location: String?
    /// How many strings and field names of a fetched answer held the API key, which
    /// `AnswerKeyRedaction` replaced before the body was kept.
    package let redactedValues: Int
    /// The stored `fixtures?ids=` batch a per-match answer was cut from (`FixturePartRequest`).
    package var cutFrom: Request?
    /// When the answer was fetched (Unix seconds): the cache entry's time, the clock's now for
    /// the network; nil for a recording. Where two answers of one match meet, the later wins.
    package var fetchedAt: Double?
    /// The whole item of that batch (the match with every part), whose lineups resolve the
    /// substitutions of events cut from it.
    package var batchItem: JSONValue?

    package init(
        request: Request, body: [UInt8], origin: ResponseOrigin, parsed: JSONValue? = nil, location: String? = nil,
        redactedValues: Int = 0, fetchedAt: Double? = nil
    ) {
        self.fetchedAt = fetchedAt
        self.request = request
        self.body = body
        self.origin = origin
        self.parsed = parsed
        self.location = location
        self.redactedValues = redactedValues
    }
}

/// Where an answer came from; counted in the run summary and manifest.
package enum ResponseOrigin: String, Sendable, Hashable, CaseIterable {
    case recording
    case cache
    case network
}
