import CCurl
import Dispatch

/// Makes HTTP(S) GET requests with libcurl: TLS verification on, no redirects, no headers
/// beyond the caller's (libcurl's default `Accept: */*` is removed; `Host` stays).
package struct CurlClient: Sendable {
    /// Connecting (DNS, TCP, TLS) must finish within this.
    package var connectTimeoutSeconds: Double
    /// The whole transfer, connect included, must finish within this.
    package var totalTimeoutSeconds: Double
    /// Sent as `User-Agent` when set; libcurl sends none by default.
    package var userAgent: String?
    /// The most body bytes an answer may have: the transfer stops once the body passes it
    /// (`.bodyTooLarge`), so memory never holds more.
    package var maximumBodyBytes: Int

    package init(
        connectTimeoutSeconds: Double = 10, totalTimeoutSeconds: Double = 30, userAgent: String? = nil,
        maximumBodyBytes: Int = .max
    ) {
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.totalTimeoutSeconds = totalTimeoutSeconds
        self.userAgent = userAgent
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// GETs `url` off the cooperative thread pool; statuses of 400 and above throw `.httpStatus`.
    package func get(_ url: String, headers: [CurlHeaders.Field] = []) async throws(CurlError) -> CurlResponse {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<CurlResponse, CurlError>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: Result { () throws(CurlError) -> CurlResponse in
                        try getBlocking(url, headers: headers)
                    })
            }
        }
        return try result.get()
    }

    /// GETs `url` on the calling thread, blocking it until the transfer ends.
    package func getBlocking(_ url: String, headers: [CurlHeaders.Field] = []) throws(CurlError) -> CurlResponse {
        try CurlGlobal.ensureInitialized(for: url)
        let easy = try CurlEasyHandle(url: url)
        let headerList = try CurlHeaderList(lines: headers.map { "\($0.name): \($0.value)" } + ["Accept:"], url: url)
        try easy.set(CURLOPT_URL, url, "CURLOPT_URL")
        try easy.set(CURLOPT_HTTPGET, 1, "CURLOPT_HTTPGET")
        try easy.set(CURLOPT_PROTOCOLS_STR, "http,https", "CURLOPT_PROTOCOLS_STR")
        try easy.set(CURLOPT_FOLLOWLOCATION, 0, "CURLOPT_FOLLOWLOCATION")
        try easy.set(CURLOPT_SSL_VERIFYPEER, 1, "CURLOPT_SSL_VERIFYPEER")
        try easy.set(CURLOPT_SSL_VERIFYHOST, 2, "CURLOPT_SSL_VERIFYHOST")
        // Signals cannot be used for timeouts when several threads run transfers.
        try easy.set(CURLOPT_NOSIGNAL, 1, "CURLOPT_NOSIGNAL")
        try easy.set(CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(connectTimeoutSeconds), "CURLOPT_CONNECTTIMEOUT_MS")
        try easy.set(CURLOPT_TIMEOUT_MS, Self.milliseconds(totalTimeoutSeconds), "CURLOPT_TIMEOUT_MS")
        if let userAgent { try easy.set(CURLOPT_USERAGENT, userAgent, "CURLOPT_USERAGENT") }
        try easy.set(headers: headerList)

        let sink = CurlTransferSink(bodyLimit: maximumBodyBytes)
        let status = try withExtendedLifetime(headerList) { () throws(CurlError) -> Int in
            try easy.withCallbacks(into: sink) { () throws(CurlError) -> Int in
                do throws(CurlError) {
                    try easy.perform()
                } catch .transfer(_, .writeError, _) where sink.passedLimit {
                    throw .bodyTooLarge(url: url, limit: maximumBodyBytes)
                }
                return try easy.responseCode()
            }
        }
        let response = CurlResponse(status: status, reasonPhrase: sink.reasonPhrase, headers: sink.headers, body: sink.body)
        guard status < 400 else {
            throw .httpStatus(url: url, status: status, reason: sink.reasonPhrase, response: response)
        }
        return response
    }

    /// Whole milliseconds for libcurl, at least 1 and at most a day: a NaN, infinite or huge
    /// value would trap converting to Int (pipelines are bounded to a day; this holds for any caller).
    static func milliseconds(_ seconds: Double) -> Int {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds >= 1 else { return 1 }
        return milliseconds < Double(maximumMilliseconds) ? Int(milliseconds) : maximumMilliseconds
    }

    /// A day, the longest timeout handed to libcurl.
    static let maximumMilliseconds = 86_400_000
}
