import LibCurl
import Testing

@Suite struct CurlHeadersTests {
    @Test func lookupIgnoresCaseAndReturnsTheFirstField() {
        let headers = CurlHeaders([
            .init(name: "X-RateLimit-Remaining", value: "9"),
            .init(name: "x-ratelimit-remaining", value: "8")
        ])
        #expect(headers["x-ratelimit-remaining"] == "9")
        #expect(headers["X-RATELIMIT-REMAINING"] == "9")
        #expect(headers["x-ratelimit-limit"] == nil)
    }
}
