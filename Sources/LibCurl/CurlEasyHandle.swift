import CCurl

/// Owns one libcurl easy handle and its error buffer; both are freed in `deinit`.
final class CurlEasyHandle {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let url: String

    init(url: String) throws(CurlError) {
        guard let handle = curl_easy_init() else {
            throw .setup(url: url, reason: "curl_easy_init failed")
        }
        self.handle = handle
        self.url = url
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        // libcurl writes into the buffer during perform; it must live as long as the handle.
        try check(fetl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer), "CURLOPT_ERRORBUFFER")
    }

    deinit {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    func set(_ option: CURLoption, _ value: Int, _ name: String) throws(CurlError) {
        try check(fetl_easy_setopt_long(handle, option, value), name)
    }

    func set(_ option: CURLoption, _ value: String, _ name: String) throws(CurlError) {
        // libcurl copies string options (since 7.17), so the C string may end with this call.
        try check(fetl_easy_setopt_string(handle, option, value), name)
    }

    func set(headers: CurlHeaderList) throws(CurlError) {
        try check(fetl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, headers.pointer), "CURLOPT_HTTPHEADER")
    }

    /// Routes body bytes and header lines to `sink` while `body` runs the transfer.
    func withCallbacks<T>(into sink: CurlTransferSink, _ body: () throws(CurlError) -> T) throws(CurlError) -> T {
        let userdata = Unmanaged.passUnretained(sink).toOpaque()
        try check(
            fetl_easy_setopt_write_callback(handle) { data, size, count, userdata in
                let sink = Unmanaged<CurlTransferSink>.fromOpaque(userdata!).takeUnretainedValue()
                let length = size * count
                if let data, length > 0, !sink.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) {
                    return 0 // fewer bytes than given: libcurl stops with CURLE_WRITE_ERROR
                }
                return length
            }, "CURLOPT_WRITEFUNCTION")
        try check(fetl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, userdata), "CURLOPT_WRITEDATA")
        try check(
            fetl_easy_setopt_header_callback(handle) { data, size, count, userdata in
                let sink = Unmanaged<CurlTransferSink>.fromOpaque(userdata!).takeUnretainedValue()
                let length = size * count
                if let data, length > 0 {
                    let bytes = UnsafeRawBufferPointer(start: data, count: length)
                    sink.receiveHeader(String(decoding: bytes, as: UTF8.self))
                }
                return length
            }, "CURLOPT_HEADERFUNCTION")
        try check(fetl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, userdata), "CURLOPT_HEADERDATA")
        return try withExtendedLifetime(sink) { () throws(CurlError) -> T in try body() }
    }

    /// Runs the transfer; a failure carries libcurl's text for the code and its error buffer.
    func perform() throws(CurlError) {
        errorBuffer[0] = 0
        let code = curl_easy_perform(handle)
        guard code != CURLE_OK else { return }
        let transferCode = CurlTransferCode(code)
        throw .transfer(url: url, code: transferCode, reason: reason(transferCode.description))
    }

    /// The HTTP status of the last transfer.
    func responseCode() throws(CurlError) -> Int {
        var status = 0
        try check(fetl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status), "CURLINFO_RESPONSE_CODE")
        return status
    }

    private func check(_ code: CURLcode, _ what: String) throws(CurlError) {
        guard code != CURLE_OK else { return }
        let text = String(cString: curl_easy_strerror(code))
        throw .setup(url: url, reason: reason("\(what): \(text)"))
    }

    private func reason(_ text: String) -> String {
        let detail = String(cString: errorBuffer).trimmingSpaces()
        return detail.isEmpty || detail == text ? text : "\(text): \(detail)"
    }
}
