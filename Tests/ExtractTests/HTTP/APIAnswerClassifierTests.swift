import APIModel
import LibCurl
import Testing

@testable import Extract

@Suite struct APIAnswerClassifierTests {
    private let request = Request(.standings, ["league": "39", "season": "2023"])
    private let classifier = APIAnswerClassifier(secret: Fixtures.key)

    private func classify(_ status: Int, _ body: String, headers: [CurlHeaders.Field] = []) -> ExtractError? {
        do {
            _ = try classifier.envelope(for: request, status: status, headers: CurlHeaders(headers), body: Array(body.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aCleanEnvelopeIsUsable() {
        #expect(classify(200, Envelopes.empty) == nil)
    }

    @Test func refusalsOfTheKeyOrPlanAreAuthErrors() {
        #expect(classify(200, Envelopes.error("token", "Account Inactive")) == .authRefused(request: request, message: "Account Inactive"))
        #expect(
            classify(403, #"{"message":"You are not subscribed to this API."}"#)
                == .authRefused(request: request, message: "You are not subscribed to this API."))
        #expect(classify(200, Envelopes.error("plan", "Upgrade")) == .planRefused(request: request, message: "Upgrade"))
    }

    @Test func quotaAndRateLimits() {
        #expect(
            classify(200, Envelopes.error("requests", "limit for the day"))
                == .quotaExhausted(request: request, message: "limit for the day"))
        #expect(
            classify(200, Envelopes.error("rateLimit", "Too many requests"))
                == .rateLimited(request: request, retryAfterSeconds: nil, message: "Too many requests"))
        #expect(
            classify(429, #"{"message":"Too many requests"}"#, headers: [.init(name: "Retry-After", value: "7")])
                == .rateLimited(request: request, retryAfterSeconds: 7, message: "Too many requests"))
    }

    @Test(arguments: [499, 500, 502, 503, 504, 204])
    func serverTroubleIsTransient(status: Int) {
        guard case .transientFailure(let failed, let reason)? = classify(status, #"{"message":"Server Error"}"#) else {
            Issue.record("HTTP \(status) should be transient")
            return
        }
        #expect(failed == request && reason.contains("HTTP \(status)"))
    }

    /// A body that is not JSON at all (a gateway's HTML page) or ends early is a fault of the path:
    /// garbled, which the paced source asks again; it ends at 65 once the retries are spent.
    @Test(arguments: [#"{"get":"standings","response":["#, "<html><body>502 Bad Gateway</body></html>", "", "  \n"])
    func aBodyThatIsNoJSONOrEndsEarlyIsGarbled(body: String) {
        guard case .garbledAnswer(let failed, let reason, let attempts)? = classify(200, body) else {
            Issue.record("\(body.prefix(30)) should be garbled: \(String(describing: classify(200, body)))")
            return
        }
        #expect(failed == request && reason.contains("not valid JSON") && attempts == 1)
        #expect(classify(200, body)?.isTransient == true && classify(200, body)?.exitCode == 65)
    }

    /// A whole body that would come back the same (nested too deeply, a key twice, no envelope)
    /// is a bad answer (65), never asked again.
    @Test func aBodyThatIsNoEnvelopeIsABadAnswer() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        for body in [#"{"unexpected":true}"#, #"{"response":\#(deep)}"#, "[]", #"{"response":[],"response":[]}"#] {
            let error = classify(200, body)
            #expect(error?.exitCode == 65 && error?.isTransient == false, "\(body.prefix(40)): \(String(describing: error))")
        }
    }

    @Test func otherClientErrorsAreRefusedWithTheirStatus() {
        #expect(
            classify(404, #"{"message":"Endpoint not found"}"#)
                == .httpRefused(request: request, status: 404, message: "Endpoint not found"))
        #expect(classify(405, "") == .httpRefused(request: request, status: 405, message: "HTTP 405"))
        #expect(classify(301, "") == .httpRefused(request: request, status: 301, message: "HTTP 301"))
    }

    @Test func aFieldErrorIsARejection() {
        #expect(
            classify(200, Envelopes.error("season", "The Season field must contain 4 characters."))
                == .apiRejected(request: request, field: "season", message: "The Season field must contain 4 characters."))
    }

    @Test func aKeyEchoedByTheAPIIsRedacted() {
        let error = classify(200, Envelopes.error("token", "Key \(Fixtures.key) is inactive"))
        #expect(error == .authRefused(request: request, message: "Key <redacted> is inactive"))
    }
}
