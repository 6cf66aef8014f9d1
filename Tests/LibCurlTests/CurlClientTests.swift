import LibCurl
import Testing

@Suite(.serialized) struct CurlClientTests {
    private let auth = [CurlHeaders.Field(name: "x-apisports-key", value: LocalAPIServer.key)]
    private let client = CurlClient(connectTimeoutSeconds: 2, totalTimeoutSeconds: 1)

    @Test func getReturnsStatusHeadersAndBodyBytes() async throws {
        try await LocalAPIServer.with { server in
            let response = try await client.get(server.url + "leagues", headers: auth)
            #expect(response.status == 200)
            #expect(response.reasonPhrase == "OK")
            #expect(response.body == Array(LocalAPIServer.leagues.utf8))
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.headers["CONTENT-LENGTH"] == String(LocalAPIServer.leagues.utf8.count))
        }
    }

    @Test func sendsOnlyHostAndTheCallersHeaders() async throws {
        try await LocalAPIServer.with { server in
            _ = try await client.get(server.url + "leagues", headers: auth)
            var withAgent = client
            withAgent.userAgent = "football-etl/test"
            _ = try await withAgent.get(server.url + "leagues", headers: auth)
            #expect(
                try server.receivedHeaderNames() == [
                    ["Host", "x-apisports-key"],
                    ["Host", "User-Agent", "x-apisports-key"]
                ])
        }
    }

    @Test func anHTTPErrorStatusThrowsWithTheURLAndKeepsTheAnswer() async throws {
        try await LocalAPIServer.with(scenario: #"{"faults":[{"kind":"status","status":500,"body":{"message":"Oops"}}]}"#) { server in
            let error = await #expect(throws: CurlError.self) { try await client.get(server.url + "leagues", headers: auth) }
            guard case .httpStatus(let url, let status, let reason, let response)? = error else {
                Issue.record("expected httpStatus, got \(String(describing: error))")
                return
            }
            #expect(url == server.url + "leagues" && status == 500 && reason == "Internal Server Error")
            #expect(response.body == Array(#"{"message": "Oops"}"#.utf8))
            #expect(error?.description == "GET \(server.url)leagues: HTTP 500 Internal Server Error")
        }
    }

    @Test func aStalledAnswerTimesOut() async throws {
        try await LocalAPIServer.with(scenario: #"{"faults":[{"kind":"stall","seconds":3}]}"#) { server in
            let error = await #expect(throws: CurlError.self) { try await client.get(server.url + "leagues", headers: auth) }
            guard case .transfer(let url, let code, let reason)? = error else {
                Issue.record("expected a transfer error, got \(String(describing: error))")
                return
            }
            #expect(url == server.url + "leagues" && code == .timedOut && code.isTransient)
            #expect(reason.hasPrefix("Timeout was reached"))
        }
    }

    @Test(arguments: [("drop", CurlTransferCode.gotNothing), ("truncate", .partialFile)])
    func aBrokenAnswerIsATransientTransferError(fault: String, code: CurlTransferCode) async throws {
        try await LocalAPIServer.with(scenario: #"{"faults":[{"kind":"\#(fault)"}]}"#) { server in
            let error = await #expect(throws: CurlError.self) { try await client.get(server.url + "leagues", headers: auth) }
            guard case .transfer(_, let actual, _)? = error else {
                Issue.record("expected a transfer error, got \(String(describing: error))")
                return
            }
            #expect(actual == code && actual.isTransient)
        }
    }

    /// Judged by the fake HTTP server on 127.0.0.1 (its oversize fault sends a body of the given
    /// size): one past the limit stops the transfer, one at the limit arrives whole.
    @Test func aBodyPastTheLimitStopsTheTransferAndOneAtTheLimitArrives() async throws {
        let limit = 1 << 20
        var capped = client
        capped.maximumBodyBytes = limit
        capped.totalTimeoutSeconds = 10
        let scenario = #"{"faults":[{"kind":"oversize","bytes":\#(limit + 1)},{"kind":"oversize","bytes":\#(limit)}]}"#
        try await LocalAPIServer.with(scenario: scenario) { server in
            let error = await #expect(throws: CurlError.self) { try await capped.get(server.url + "leagues", headers: auth) }
            #expect(error == .bodyTooLarge(url: server.url + "leagues", limit: limit))
            #expect(
                error?.description
                    == "GET \(server.url)leagues: the answer passed 1048576 bytes, the most it may have; the transfer was stopped")

            let whole = try await capped.get(server.url + "leagues", headers: auth)
            #expect(whole.body.count == limit && whole.body.suffix(3) == Array("0]}".utf8))
        }
    }

    @Test func aRefusedConnectionIsTransient() async throws {
        // Port 9 (discard) has no listener on a test machine's loopback.
        let error = await #expect(throws: CurlError.self) { try await client.get("http://127.0.0.1:9/leagues") }
        guard case .transfer(let url, let code, _)? = error else {
            Issue.record("expected a transfer error, got \(String(describing: error))")
            return
        }
        #expect(url == "http://127.0.0.1:9/leagues" && code == .couldNotConnect && code.isTransient)
    }

    @Test func protocolsOtherThanHTTPAreRefused() async throws {
        let error = await #expect(throws: CurlError.self) { try await client.get("file:///etc/hostname") }
        guard case .transfer(_, let code, _)? = error else {
            Issue.record("expected a transfer error, got \(String(describing: error))")
            return
        }
        #expect(code == .unsupportedProtocol && !code.isTransient)
    }
}
