import CCurl

/// A libcurl `CURLcode` of a failed transfer, with the codes callers decide on named.
package struct CurlTransferCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt32

    package init(rawValue: UInt32) { self.rawValue = rawValue }

    init(_ code: CURLcode) { self.rawValue = code.rawValue }

    // The codes callers decide on; see `isTransient`.
    package static let unsupportedProtocol = Self(CURLE_UNSUPPORTED_PROTOCOL)
    package static let malformedURL = Self(CURLE_URL_MALFORMAT)
    package static let couldNotResolveHost = Self(CURLE_COULDNT_RESOLVE_HOST)
    package static let couldNotConnect = Self(CURLE_COULDNT_CONNECT)
    package static let http2 = Self(CURLE_HTTP2)
    package static let partialFile = Self(CURLE_PARTIAL_FILE)
    package static let timedOut = Self(CURLE_OPERATION_TIMEDOUT)
    package static let tlsConnect = Self(CURLE_SSL_CONNECT_ERROR)
    package static let gotNothing = Self(CURLE_GOT_NOTHING)
    package static let sendError = Self(CURLE_SEND_ERROR)
    package static let receiveError = Self(CURLE_RECV_ERROR)
    package static let http2Stream = Self(CURLE_HTTP2_STREAM)
    package static let peerFailedVerification = Self(CURLE_PEER_FAILED_VERIFICATION)
    /// The write callback took fewer bytes than given (it refuses a body past its limit).
    package static let writeError = Self(CURLE_WRITE_ERROR)

    /// Whether trying the same request again later can succeed: connection and timing
    /// failures can, a bad URL or a certificate that does not verify cannot.
    package var isTransient: Bool {
        [
            .couldNotResolveHost, .couldNotConnect, .http2, .partialFile, .timedOut, .tlsConnect,
            .gotNothing, .sendError, .receiveError, .http2Stream
        ].contains(self)
    }

    /// libcurl's own text for the code (`curl_easy_strerror`).
    package var description: String { String(cString: curl_easy_strerror(CURLcode(rawValue: rawValue))) }
}
