/// The export on disk was written by another release of the tool (its manifest's
/// `tool_version`): outputs differ by design, so check mode says so instead of listing rows.
package struct ToolVersionChange: Sendable, Equatable {
    /// The version the manifest on disk names.
    package let previous: String
    /// This tool's version.
    package let current: String

    /// A change when `previous` and `current` differ in their major or minor number (a patch
    /// release changes no output on purpose); nil when they agree or there is no manifest.
    package init?(previous: String?, current: String) {
        guard let previous, Self.release(previous) != Self.release(current) else { return nil }
        self.previous = previous
        self.current = current
    }

    /// What to do, in one sentence.
    package var advice: String {
        "these outputs were written by football-etl \(previous) and this is \(current), whose outputs differ "
            + "(README.md, \"Changes\"): rerun without --check and commit the new outputs."
    }

    /// `0.1` of `0.1.3`.
    private static func release(_ version: String) -> [Substring] {
        Array(version.split(separator: ".").prefix(2))
    }
}
