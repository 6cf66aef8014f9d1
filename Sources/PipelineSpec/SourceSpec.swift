/// Where responses come from.
package enum SourceSpec: Sendable, Equatable {
    /// Replay only, from a recordings directory (docs/ARCHITECTURE.md §7).
    case recorded(directory: String)
    /// The live API, with optional cache and recording tee.
    case api(APISourceSpec)
}

/// Which API-Football front door to call.
package enum APIHost: String, Sendable, Equatable, CaseIterable {
    case apiSports = "api-sports"
    case rapidAPI = "rapidapi"

    /// The base URL of the v3 API on this host.
    package var baseURL: String {
        switch self {
        case .apiSports: "https://v3.football.api-sports.io/"
        case .rapidAPI: "https://api-football-v1.p.rapidapi.com/v3/"
        }
    }
}

/// The live API source settings.
package struct APISourceSpec: Sendable, Equatable {
    package var host: APIHost
    /// Overrides the host's base URL (tests, proxies). Ends with `/`.
    package var baseURL: String?
    package var key: APIKey
    /// Response cache folder; nil disables the cache.
    package var cacheDirectory: String?
    /// Recordings folder to tee every used response into; nil records nothing.
    package var recordDirectory: String?
    /// At most this many network requests per run (on top of the API's own daily quota).
    package var dailyBudget: Int?
    /// Requests in flight at once.
    package var concurrency: Int
    /// Per-minute request limit to pace by until the API's headers say otherwise.
    package var requestsPerMinute: Int
    package var connectTimeoutSeconds: Double
    package var requestTimeoutSeconds: Double
    /// Retries of a transient failure before giving up (exit 69).
    package var maxRetries: Int
    /// Seconds after a match ends during which its details are fetched again (`settle:`, 48 h).
    package var settleSeconds: Int = defaultSettleSeconds

    /// 48 hours: the API corrects events, ratings and statistics for a day or two after full time.
    package static let defaultSettleSeconds = 172_800
    /// The longest `timeouts:` a pipeline may give (a day): libcurl counts in milliseconds.
    package static let longestTimeoutSeconds = 86_400.0

    package init(
        host: APIHost = .apiSports, baseURL: String? = nil, key: APIKey,
        cacheDirectory: String? = nil, recordDirectory: String? = nil, dailyBudget: Int? = nil,
        concurrency: Int = 2, requestsPerMinute: Int = 10,
        connectTimeoutSeconds: Double = 10, requestTimeoutSeconds: Double = 30, maxRetries: Int = 4
    ) {
        self.host = host
        self.baseURL = baseURL
        self.key = key
        self.cacheDirectory = cacheDirectory
        self.recordDirectory = recordDirectory
        self.dailyBudget = dailyBudget
        self.concurrency = concurrency
        self.requestsPerMinute = requestsPerMinute
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.maxRetries = maxRetries
    }

    /// `baseURL`, else the host's.
    package var effectiveBaseURL: String { baseURL ?? host.baseURL }
}

/// An API key. Its description is redacted so it cannot reach a log or message by accident.
package struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The secret itself: only the HTTP layer reads it, to set the auth header.
    package let secret: String

    /// Registers the secret with `SecretRedaction`, so no printed or stored text can carry it.
    package init(_ secret: String) {
        self.secret = secret
        SecretRedaction.register(secret)
    }

    package var description: String { "<redacted>" }
    package var debugDescription: String { "<redacted>" }
}
