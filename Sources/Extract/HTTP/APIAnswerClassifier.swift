package import APIModel
package import JSON
package import LibCurl
import PipelineSpec

/// Turns one HTTP answer of API-Football into an envelope or the `ExtractError` it means.
/// Pure, so every status and `errors` case is pinned without a server.
package struct APIAnswerClassifier: Sendable {
    /// Redacted from every message taken from the API, in case an answer ever echoes it.
    private let secret: String
    /// Reads an HTTP-date `Retry-After` against the run's time.
    private let clock: any ExtractClock

    package init(secret: String, clock: any ExtractClock = SystemClock()) {
        self.secret = secret
        self.clock = clock
    }

    /// The parsed envelope of a usable answer, or the error the answer means; `parsed` is `body`
    /// already parsed, when the caller has it.
    package func envelope(
        for request: Request, status: Int, headers: CurlHeaders, body: [UInt8], parsed: JSONValue? = nil
    ) throws(ExtractError) -> JSONValue {
        switch status {
        case 401, 403:
            throw .authRefused(request: request, message: message(in: body, status: status))
        case 429:
            throw .rateLimited(
                request: request, retryAfterSeconds: retryAfter(headers),
                message: message(in: body, status: status))
        case 204:
            throw .transientFailure(request: request, reason: "HTTP 204 with no content")
        case 499, 500...599:
            throw .transientFailure(request: request, reason: "HTTP \(status): \(message(in: body, status: status))")
        case 300...399, 400...498:
            // Redirects are not followed: the API never sends one, so it means a wrong base URL.
            throw .httpRefused(request: request, status: status, message: message(in: body, status: status))
        default:
            break
        }
        let envelope: JSONValue
        if let parsed {
            envelope = parsed
        } else {
            do {
                envelope = try JSONParser.parse(body)
            } catch {
                // Not JSON at all, or ended early: a gateway's page or a body cut on the way, which
                // another try may pass. Anything else would come back the same, so asking again
                // would only spend quota.
                let reason = "its body is not valid JSON (\(error.description))"
                if error.atEnd || !Self.startsLikeJSON(body) { throw .garbledAnswer(request: request, reason: reason, attempts: 1) }
                throw .invalidAnswer(request: request, reason: reason)
            }
        }
        guard case .object(let object) = envelope, object["response"] != nil || object["errors"] != nil else {
            throw .invalidAnswer(request: request, reason: "it is not an API envelope (no response or errors)")
        }
        guard let refusal = APIRefusal.decisive(in: envelope) else { return envelope }
        let message = redacted(refusal.message)
        switch refusal.kind {
        case .token: throw .authRefused(request: request, message: message)
        case .plan: throw .planRefused(request: request, message: message)
        case .requests: throw .quotaExhausted(request: request, message: message)
        case .rateLimit: throw .rateLimited(request: request, retryAfterSeconds: retryAfter(headers), message: message)
        case .other: throw .apiRejected(request: request, field: refusal.fieldName, message: message)
        }
    }

    /// Whether the first byte after white space opens an object or an array, as an envelope does.
    private static func startsLikeJSON(_ body: [UInt8]) -> Bool {
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The `message` of a `{"message": …}` error body, else the HTTP status.
    private func message(in body: [UInt8], status: Int) -> String {
        if case .object(let object)? = try? JSONParser.parse(body), case .string(let text)? = object["message"] {
            return redacted(text)
        }
        return "HTTP \(status)"
    }

    private func redacted(_ text: String) -> String {
        SecretRedaction.redact(secret.isEmpty ? text : text.replacing(secret, with: SecretRedaction.placeholder))
    }

    /// `Retry-After` in seconds from now: a delay, or an HTTP-date (a past one means now).
    private func retryAfter(_ headers: CurlHeaders) -> Double? {
        headers["retry-after"].flatMap { RetryAfter.seconds($0, now: clock.now()) }
    }
}
