import CCurl

/// libcurl's process-wide initialisation, done once before the first handle is made.
enum CurlGlobal {
    // curl_global_init is not thread-safe; a static let runs it exactly once, under Swift's
    // lazy-initialisation lock. curl_global_cleanup is never called: the process ends instead.
    private static let initCode: UInt32 = fetl_global_init_default().rawValue

    /// Throws when libcurl's global initialisation failed.
    static func ensureInitialized(for url: String) throws(CurlError) {
        guard initCode != CURLE_OK.rawValue else { return }
        let reason = String(cString: curl_easy_strerror(CURLcode(rawValue: initCode)))
        throw .setup(url: url, reason: "curl_global_init failed: \(reason)")
    }
}
