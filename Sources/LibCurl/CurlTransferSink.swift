/// Collects the status line, header fields and body bytes libcurl hands to its callbacks.
final class CurlTransferSink {
    /// Body bytes so far.
    private(set) var body: [UInt8] = []
    /// The most body bytes taken; more ends the transfer.
    let bodyLimit: Int
    /// Whether the body passed `bodyLimit` (the transfer was then stopped).
    private(set) var passedLimit = false

    init(bodyLimit: Int = .max) {
        self.bodyLimit = bodyLimit
    }

    /// Takes the next body bytes; false (stop the transfer) when they would pass the limit.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= bodyLimit - body.count else {
            passedLimit = true
            body = []
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
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
