/// The table list the README shows, rendered from the catalog so it cannot drift from the code.
extension TableCatalog {
    /// A Markdown table: one line per output table with its grain and its declared columns.
    package static func markdownTableList() -> String {
        var lines = ["| table | one row per | columns |", "|---|---|---|"]
        for entry in all {
            let columns = entry.columns().map(\.name).joined(separator: ", ")
            lines.append("| \(entry.name.rawValue) | \(entry.grain) | \(columns) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
