/// How a run reports progress on stderr.
package enum LogFormat: String, Sendable, CaseIterable {
    /// A live status line on a terminal; plain lines otherwise.
    case human
    /// One JSON object per line, for CI systems.
    case json
}
