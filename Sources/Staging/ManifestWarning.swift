/// A warning the run raised (a score that disagrees with its events, an unknown statistic).
package struct ManifestWarning: Sendable, Equatable {
    /// A stable identifier (`score_mismatch`).
    package var code: String
    package var message: String
    /// Where it applies (`fixture_id: 1035037`); written with keys sorted.
    package var context: [String: String]

    package init(code: String, message: String, context: [String: String] = [:]) {
        self.code = code
        self.message = message
        self.context = context
    }
}
