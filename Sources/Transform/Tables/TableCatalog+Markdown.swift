import Catalog
import Foundation
import Tabular

/// The table list docs/outputs.md shows and the data dictionary in `docs/DATA_DICTIONARY.md`, both
/// rendered from the catalog so they cannot drift from the code.
extension TableCatalog {
    /// A Markdown table: one line per output table with its grain, the datasets that make it and
    /// its declared columns.
    package static func markdownTableList() -> String {
        var lines = ["| table | one row per | from dataset | columns |", "|---|---|---|---|"]
        for entry in all {
            let columns = entry.columns().map(\.name).joined(separator: ", ")
            let datasets = Dataset.allCases.filter { $0.descriptor.tables.contains(entry.name.rawValue) }.map { "`\($0.rawValue)`" }
            lines.append(
                "| [\(entry.name.rawValue)](DATA_DICTIONARY.md#\(entry.name.rawValue)) | \(entry.grain) | "
                    + "\(datasets.joined(separator: ", ")) | \(columns) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The data dictionary: per table, its grain and every declared column with its label (the
    /// header workbooks show), type, unit and description.
    package static func markdownDataDictionary() -> String {
        var lines = [
            "# Data dictionary",
            "",
            "<!-- generated from the table catalog by Tests/CatalogTests; RECORD_GOLDEN=1 rewrites it -->",
            "",
            "Every output table and its columns, as the table builders declare them. The same descriptions",
            "are in the SQLite `_columns` table and in `datapackage.json`. Times (`timestamp`) are UTC,",
            "ISO 8601 in text formats; ids are API-Football ids; `_pct` columns are percentages, 0–100.",
            "`team_match_stats` and `team_match_stats_halves` add a column per statistic type the API",
            "sends that is not listed here, named in snake_case and described by the API's type text, which",
            "is also its label; a name another column already has gets `stat_` (`stat_season`, then `_2`,",
            "`_3`…), and one over 63 bytes keeps 54 of them, `_` and 8 hex digits of its SHA-256. The label",
            "is the short header workbooks show; every other format keeps the column name.",
            "",
            "Minute buckets (`team_goals_by_minute`, `team_cards_by_minute`) are the API's own: "
                + TeamSeasonListsTableBuilder.stoppageTimeNote,
            "The workbooks' Dashboard counts goals from `events`, with 45+ and 90+ as periods of their own.",
            "Player minutes (`player_match_stats.minutes`, `players.minutes`) include stoppage time, as the API counts them.",
            "",
            "Where several answers hold one match ([When answers disagree](answers.md)), one is kept: the one fetched later where fetch "
                + "times are known (cache, network); else the match further along: finished (FT, AET, PEN, AWD, WO, and CANC, ABD) over "
                + "in play (the later period: 1H, HT, 2H, ET, BT, P; then the later elapsed minute) over PST, SUSP, INT over NS, TBD; "
                + "then the answer with more detail; then the lower content. A part's unfiltered answer is kept over a filtered one "
                + "(`type=Goal`), then the later fetch, then the fuller list. Of two `standings` answers of one league-season, the one "
                + "with the latest `update` is kept, never both.",
            "",
            "`fixtures.score_check` is one of: " + ScoreCheck.allCases.map { "`\($0.rawValue)` (\($0.meaning))" }.joined(separator: ", ")
                + "; the first that applies, in this order after `ok`. `standings.table_kind` is `group`, or `ranking` for a table whose "
                + "every team also stands in another group of the same league-season (a tournament's ranking of third-placed teams)."
        ]
        for entry in all {
            lines += ["", "## \(entry.name.rawValue)", "", "One row per \(entry.grain).", ""]
            if let note = notes[entry.name] { lines += [note, ""] }
            lines += ["| column | label | type | unit | description |", "|---|---|---|---|---|"]
            for column in entry.columns() {
                let description = column.description.replacingOccurrences(of: "|", with: "\\|")
                lines.append(
                    "| \(column.name) | \(column.label.replacingOccurrences(of: "|", with: "\\|")) | \(column.type.rawValue) | "
                        + "\(column.unit ?? "") | \(description) |"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
