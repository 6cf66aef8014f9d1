package import APIModel
import LibCurl
package import PipelineSpec

/// Answers requests from the live API over libcurl: one GET per call, no retries (the paced
/// source retries). The key travels only in its header, never in a URL, message or log.
package struct HTTPResponseSource: ResponseSource {
    /// The value `x-rapidapi-host` must carry.
    package static let rapidAPIHost = "api-football-v1.p.rapidapi.com"

    private let baseURL: String
    private let headers: [CurlHeaders.Field]
    private let client: CurlClient
    private let classifier: APIAnswerClassifier
    private let redaction: AnswerKeyRedaction
    private let quota: (any QuotaRecorder)?
    private let observer: any ExtractObserver
    /// Dates each answer's fetch, which decides between answers of one match (docs/answers.md).
    private let clock: any ExtractClock

    /// `userAgent` is sent when set (e.g. `football-etl/1.0`); libcurl sends none otherwise.
    /// `clock` reads an HTTP-date `Retry-After`.
    package init(
        spec: APISourceSpec, quota: (any QuotaRecorder)? = nil,
        observer: any ExtractObserver = NoExtractObserver(), userAgent: String? = nil, clock: any ExtractClock = SystemClock()
    ) {
        let base = spec.effectiveBaseURL
        baseURL = base.hasSuffix("/") ? base : base + "/"
        headers = Self.authHeaders(host: spec.host, key: spec.key)
        client = CurlClient(
            connectTimeoutSeconds: spec.connectTimeoutSeconds, totalTimeoutSeconds: spec.requestTimeoutSeconds,
            userAgent: userAgent, maximumBodyBytes: spec.answerLimit.bytes
        )
        classifier = APIAnswerClassifier(secret: spec.key.secret, clock: clock)
        redaction = AnswerKeyRedaction(secret: spec.key.secret)
        self.quota = quota
        self.observer = observer
        self.clock = clock
    }

    /// The URL a request is sent to (no key in it).
    package func url(for request: Request) -> String {
        baseURL + request.urlPathAndQuery
    }

    package func response(for request: Request) async throws -> Response {
        let answer: CurlResponse
        do {
            answer = try await client.get(url(for: request), headers: headers)
        } catch .httpStatus(_, _, _, let response) {
            answer = response
        } catch .bodyTooLarge(_, let limit) {
            throw ExtractError.oversizedAnswer(request: request, limit: limit)
        } catch .transfer(_, let code, let reason) where code.isTransient {
            throw ExtractError.transientFailure(request: request, reason: reason)
        } catch {
            throw ExtractError.apiUnavailable(request: request, reason: error.description)
        }
        if let reading = QuotaReading(headers: answer.headers) {
            observer.extract(.quota(reading))
            await quota?.record(reading)
        }
        // Nothing below this line ever sees the key, whatever the answer echoes.
        let cleaned = redaction.clean(answer.body)
        let envelope = try classifier.envelope(
            for: request, status: answer.status, headers: answer.headers, body: cleaned.body, parsed: cleaned.parsed)
        return Response(
            request: request, body: cleaned.body, origin: .network, parsed: envelope, redactedValues: cleaned.redactedValues,
            fetchedAt: clock.now())
    }

    /// The auth headers of a host: api-sports takes its key header, RapidAPI a key and host pair.
    static func authHeaders(host: APIHost, key: APIKey) -> [CurlHeaders.Field] {
        switch host {
        case .apiSports:
            [CurlHeaders.Field(name: "x-apisports-key", value: key.secret)]
        case .rapidAPI:
            [
                CurlHeaders.Field(name: "x-rapidapi-key", value: key.secret),
                CurlHeaders.Field(name: "x-rapidapi-host", value: rapidAPIHost)
            ]
        }
    }
}
