import CCurl

/// Owns a libcurl `curl_slist` of request header lines; freed when the list is.
final class CurlHeaderList {
    private(set) var pointer: UnsafeMutablePointer<curl_slist>?

    /// Builds the list from `Name: value` lines; a bare `Name:` tells libcurl to drop its default.
    init(lines: [String], url: String) throws(CurlError) {
        for line in lines {
            guard let appended = curl_slist_append(pointer, line) else {
                throw .setup(url: url, reason: "curl_slist_append failed (out of memory)")
            }
            pointer = appended
        }
    }

    deinit {
        curl_slist_free_all(pointer)
    }
}
