extension PipelineFileSpec {
    /// `source.api:` — the live API's settings. Defaults are the typed spec's own.
    enum API {
        private static let defaults = APISourceSpec(key: APIKey(""))

        static let host = SpecField.defaulted(
            "host", Spec.enumeration(APIHost.self), default: defaults.host,
            doc: "Which front door: api-sports (x-apisports-key) or rapidapi (x-rapidapi-key).")
        static let baseURL = SpecField.optional(
            "base_url", Spec.string("an http:// or https:// URL ending in /", pattern: #"^https?://\S+/$"#),
            doc: "Replaces the host's base URL (a local test server or a proxy).")
        static let key = SpecField.required(
            "key", Spec.secretReference("an environment variable reference such as ${API_FOOTBALL_KEY}"),
            doc: "The API key, only as ${VARIABLE} without a default: keys never live in pipeline files.")
        static let cache = SpecField.optional(
            "cache", Spec.string("a folder path"),
            doc: "Caches responses in this folder, each for its dataset's lifetime (ttl).")
        static let record = SpecField.optional(
            "record", Spec.string("a folder path"),
            doc: "Also writes every response used into this recordings folder, for replay.")
        static let dailyBudget = SpecField.optional(
            "daily_budget", Spec.integer("a number of requests", minimum: 1, maximum: 1_000_000),
            doc: "Stops cleanly before making more than this many requests in one run.")
        static let concurrency = SpecField.defaulted(
            "concurrency", Spec.integer("a number of requests", minimum: 1, maximum: 8), default: defaults.concurrency,
            doc: "Requests in flight at once.")
        static let requestsPerMinute = SpecField.defaulted(
            "requests_per_minute", Spec.integer("a number of requests", minimum: 1, maximum: 1000),
            default: defaults.requestsPerMinute,
            doc: "Paces requests to this many a minute until the API's rate headers say otherwise.")
        static let timeouts = SpecField.defaulted(
            "timeouts", Timeouts.node,
            default: Timeouts(connect: defaults.connectTimeoutSeconds, request: defaults.requestTimeoutSeconds),
            doc: "Connect and whole-request timeouts in seconds.")
        static let retries = SpecField.defaulted(
            "retries", Spec.integer("a number of retries", minimum: 0, maximum: 10), default: defaults.maxRetries,
            doc: "Retries of a transient failure (timeout, 429, 5xx) before giving up.")
        static let settle = SpecField.defaulted(
            "settle",
            CalendarText.secondsOrDuration(
                like: "12h or 2d", atMost: DurationText.longestSettleSeconds, expected: "seconds, or a duration like 12h or 2d"),
            default: defaults.settleSeconds,
            doc:
                "How long after full time a match's details are fetched again, because the API corrects events, ratings and statistics "
                + "(default 48h, at most 365d)."
        )

        static let node: SpecNode<APISourceSpec> = Spec.mapping(
            "a mapping with at least key",
            fields: [host, baseURL, key, cache, record, dailyBudget, concurrency, requestsPerMinute, timeouts, retries, settle]
        ) { m in
            var spec = APISourceSpec(
                host: m(host), baseURL: m.optional(baseURL), key: m(key),
                cacheDirectory: m.optional(cache), recordDirectory: m.optional(record), dailyBudget: m.optional(dailyBudget),
                concurrency: m(concurrency), requestsPerMinute: m(requestsPerMinute),
                connectTimeoutSeconds: m(timeouts).connect, requestTimeoutSeconds: m(timeouts).request,
                maxRetries: m(retries))
            spec.settleSeconds = m(settle)
            return spec
        }
    }

    /// `source.api.timeouts:` in seconds.
    struct Timeouts: Sendable {
        var connect: Double
        var request: Double

        private static let defaults = APISourceSpec(key: APIKey(""))
        static let connectField = SpecField.defaulted(
            "connect", Spec.number("a number of seconds", greaterThan: 0, atMost: APISourceSpec.longestTimeoutSeconds),
            default: defaults.connectTimeoutSeconds,
            doc: "Seconds to wait for a connection: more than 0, at most 86400 (a day).")
        static let requestField = SpecField.defaulted(
            "request", Spec.number("a number of seconds", greaterThan: 0, atMost: APISourceSpec.longestTimeoutSeconds),
            default: defaults.requestTimeoutSeconds,
            doc: "Seconds a whole request may take: more than 0, at most 86400 (a day).")

        static let node: SpecNode<Timeouts> = Spec.mapping(
            "a mapping with connect and request seconds", fields: [connectField, requestField]
        ) { m in
            Timeouts(connect: m(connectField), request: m(requestField))
        }
    }
}
