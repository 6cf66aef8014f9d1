/// Collects the status line, header fields and body bytes libcurl hands to its callbacks.
final class CurlTransferSink {
    /// Body bytes so far.
    var body: [UInt8] = []
    /// Header fields of the current response.
    var headers = CurlHeaders()
    /// The current status line's reason phrase.
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
