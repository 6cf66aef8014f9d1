/// Why a libcurl transfer produced no usable answer. URLs in it are the ones requested, which
/// never carry secrets: callers send keys in headers only, and headers are never part of an error.
package enum CurlError: Error, Equatable, CustomStringConvertible {
    /// libcurl could not set up the transfer (global init, handle, option or header list).
    case setup(url: String, reason: String)
    /// The transfer failed before a complete answer arrived (connect, TLS, timeout, reset, truncation).
    case transfer(url: String, code: CurlTransferCode, reason: String)
    /// The body passed `limit` bytes, so the transfer was stopped (the write callback refused
    /// more; libcurl's `CURLE_WRITE_ERROR`) and nothing of it is kept.
    case bodyTooLarge(url: String, limit: Int)
    /// The server answered with an HTTP status of 400 or more; `reason` is the status line's phrase
    /// (empty over HTTP/2) and the answer is kept for inspection.
    case httpStatus(url: String, status: Int, reason: String, response: CurlResponse)

    /// The URL of the failed request.
    package var url: String {
        switch self {
        case .setup(let url, _), .transfer(let url, _, _), .bodyTooLarge(let url, _), .httpStatus(let url, _, _, _): url
        }
    }

    package var description: String {
        switch self {
        case .setup(let url, let reason):
            "GET \(url): libcurl could not set up the request: \(reason)"
        case .transfer(let url, let code, let reason):
            "GET \(url): transfer failed (curl code \(code.rawValue)): \(reason)"
        case .bodyTooLarge(let url, let limit):
            "GET \(url): the answer passed \(limit) bytes, the most it may have; the transfer was stopped"
        case .httpStatus(let url, let status, let reason, _):
            reason.isEmpty ? "GET \(url): HTTP \(status)" : "GET \(url): HTTP \(status) \(reason)"
        }
    }
}
