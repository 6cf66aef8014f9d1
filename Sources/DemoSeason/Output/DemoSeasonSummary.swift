/// What a run wrote, and where each quirk can be found: printed by the CLI.
package struct DemoSeasonSummary: Sendable {
    /// One generated league.
    package struct League: Sendable {
        package let id: Int
        package let name: String
        package let country: String
        /// Forced quirks and their fixtures.
        package let quirks: [QuirkPlan.Assignment]
        /// Quirks that also occur naturally, with the first fixtures showing them.
        package let occurrences: [QuirkPlan.Assignment]
        /// The player spelled two ways: id, usual name, ASCII name.
        package let twoSpellings: (id: Int, name: String, ascii: String)?
        /// The added datasets written for the league, in writing order.
        package let added: [Dataset]
    }

    /// Files and response items written for one added endpoint.
    package struct Dataset: Sendable {
        /// `teams/statistics`.
        package let path: String
        package var files = 0
        package var items = 0
    }

    package var files = 0
    package var bytes = 0
    package var leagues: [League] = []

    /// Human-readable lines, deterministic.
    package var lines: [String] {
        var lines = ["\(files) files, \(bytes) bytes"]
        for league in leagues {
            lines.append("league \(league.id) \(league.name) (\(league.country))")
            for quirk in league.quirks + league.occurrences {
                lines.append("  \(quirk.quirk): \(quirk.fixtureIDs.map(String.init).joined(separator: " "))")
            }
            if let two = league.twoSpellings {
                lines.append("  player \(two.id) spelled \"\(two.name)\" and \"\(two.ascii)\" (squads, transfers)")
            }
            for dataset in league.added {
                lines.append("  \(dataset.path): \(dataset.files) files, \(dataset.items) items")
            }
        }
        return lines
    }
}
