/// A complete HTTP answer: status, header fields and body bytes.
package struct CurlResponse: Sendable, Equatable {
    /// The HTTP status code.
    package let status: Int
    /// The reason phrase of the status line (`Too Many Requests`); empty over HTTP/2.
    package let reasonPhrase: String
    /// The header fields of the final response (after any `100 Continue`).
    package let headers: CurlHeaders
    /// The body bytes as received.
    package let body: [UInt8]

    package init(status: Int, reasonPhrase: String = "", headers: CurlHeaders = CurlHeaders(), body: [UInt8]) {
        self.status = status
        self.reasonPhrase = reasonPhrase
        self.headers = headers
        self.body = body
    }
}
