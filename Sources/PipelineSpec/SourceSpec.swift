/// Where responses come from.
package enum SourceSpec: Sendable, Equatable {
    /// Replay only, from a recordings directory (docs/ARCHITECTURE.md §7); no recording may be
    /// larger than `answerLimit`.
    case recorded(directory: String, answerLimit: AnswerSizeLimit = .standard)
    /// The live API, with optional cache and recording tee.
    case api(APISourceSpec)

    /// The largest answer the source takes, received or read back (`source.max_answer_mb`).
    package var answerLimit: AnswerSizeLimit {
        switch self {
        case .recorded(_, let limit): limit
        case .api(let api): api.answerLimit
        }
    }
}

/// The one cap on an API answer's size (`source.max_answer_mb`): a transfer is stopped once its
/// body passes it, and recordings and cache files above it are not read, so what can be received
/// can be read back and the other way round.
package struct AnswerSizeLimit: Sendable, Equatable {
    /// The cap in bytes.
    package let bytes: Int

    package init(mebibytes: Int) {
        bytes = mebibytes << 20
    }

    /// The cap in MiB, as the pipeline file says it.
    package var mebibytes: Int { bytes >> 20 }

    /// 64 MiB: the largest real answer is a `fixtures?ids=` batch of 20 detailed matches, about
    /// 2 MB pretty-printed (2,068,227 bytes in the demo recordings), so this is far above any
    /// answer yet bounds memory when a server or a path sends without end (`/dev/zero`).
    package static let standard = AnswerSizeLimit(mebibytes: 64)
    /// What `source.max_answer_mb` accepts.
    package static let mebibyteRange = 1...1024
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
    /// The largest answer received, cached or recorded (`source.max_answer_mb`).
    package var answerLimit: AnswerSizeLimit = .standard

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
    /// Why there is no key, when its variable was not set and the loader allowed that (`validate`,
    /// `plan`, `leagues`, `--offline`): the error a command that needs the network throws.
    package let unset: PipelineSpecError?

    /// Registers the secret with `SecretRedaction`, so no printed or stored text can carry it.
    package init(_ secret: String) {
        self.secret = secret
        self.unset = nil
        SecretRedaction.register(secret)
    }

    /// No key: its variable is not set, as `unset` says.
    package init(unset: PipelineSpecError) {
        self.secret = ""
        self.unset = unset
    }

    package var description: String { "<redacted>" }
    package var debugDescription: String { "<redacted>" }
}
