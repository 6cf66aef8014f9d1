/// Collects the status line, header fields and body bytes libcurl hands to its callbacks.
final class CurlTransferSink {
    var body: [UInt8] = []
    var headers = CurlHeaders()
    var reasonPhrase = ""

    /// Takes one raw header line; a new status line (after `100 Continue`) starts the set afresh.
    func receiveHeader(_ line: String) {
        if line.hasPrefix("HTTP/") {
            headers = CurlHeaders()
            let parts = line.trimmingSpaces().split(separator: " ", maxSplits: 2)
            reasonPhrase = parts.count == 3 ? String(parts[2]) : ""
        } else {
            headers.append(line: line)
        }
    }
}
