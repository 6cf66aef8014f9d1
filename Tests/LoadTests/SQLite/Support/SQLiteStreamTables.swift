import Tabular

/// Generated tables large enough to span many pages, whose faults sit in late rows: what the
/// streaming builder must see across chunks. Rows are made from their numbers, so every run
/// gets the same tables.
enum SQLiteStreamTables {
    static let matchCount = 500

    /// Keyed by an integer id (the rowid alias), referenced by `appearances` and `ratings`.
    static let matches = Table(
        name: "matches",
        columns: [
            Column("match_id", .integer, description: "Match id."), Column("venue", .text, description: "Venue name."),
            Column("kickoff_utc", .timestamp, description: "Kick-off."), Column("attendance", .integer, unit: "people")
        ],
        key: ["match_id"],
        rows: (1...matchCount).map(matchRow)
    )

    private static func matchRow(_ number: Int) -> [CellValue] {
        let attendance: CellValue = number % 11 == 0 ? .null : .integer(10_000 + number)
        return [.integer(number * 7), .text("Ground \(number % 37) — Štadión"), .timestamp(1_600_000_000 + number * 3_600), attendance]
    }

    /// A composite key (text and integer) and foreign keys that hold.
    static let appearances = Table(
        name: "appearances",
        columns: [
            Column("match_id", .integer), Column("player_name", .text), Column("player_id", .integer),
            Column("minutes", .integer), Column("rating", .decimal), Column("starter", .boolean)
        ],
        key: ["match_id", "player_name"],
        foreignKeys: [ForeignKey(["match_id"], references: "matches", ["match_id"])],
        rows: (0..<1_200).map(appearanceRow)
    )

    private static func appearanceRow(_ number: Int) -> [CellValue] {
        let rating: CellValue = number % 13 == 0 ? .decimal(.nan) : .decimal(Double(number % 100) / 10)
        let match: CellValue = .integer((number % matchCount + 1) * 7)
        return [
            match, .text("Player \(number / matchCount) é"), .integer(number % 300), .integer(number % 91), rating,
            .boolean(number % 2 == 0)
        ]
    }

    /// Its rows from 950 on name matches `matches` does not hold; its key repeats only at the end.
    static let ratings = Table(
        name: "ratings",
        columns: [Column("rating_id", .integer), Column("match_id", .integer), Column("source", .text)],
        key: ["rating_id"],
        foreignKeys: [ForeignKey(["match_id"], references: "matches", ["match_id"])],
        rows: (1...1_000).map(ratingRow)
    )

    private static func ratingRow(_ number: Int) -> [CellValue] {
        let id = number == 1_000 ? 800 : number
        let match = number >= 950 ? 100_000 + number : (number % matchCount + 1) * 7
        return [.integer(id), .integer(match), .text(number % 3 == 0 ? "opta" : "wyscout")]
    }

    /// Its key field is empty in row 801 only.
    static let notes = Table(
        name: "notes",
        columns: [Column("note_id", .text), Column("player_id", .integer), Column("body", .text)],
        key: ["note_id"],
        rows: (1...900).map(noteRow)
    )

    private static func noteRow(_ number: Int) -> [CellValue] {
        let id: CellValue = number == 801 ? .null : .text("n\(number)")
        return [id, .integer(number % 17), .text(String(repeating: "x", count: number % 50))]
    }

    /// Begun and given no rows.
    static let empty = Table(
        name: "empty_table",
        columns: [Column("thing_id", .integer), Column("match_id", .integer)],
        key: ["thing_id"],
        foreignKeys: [ForeignKey(["match_id"], references: "matches", ["match_id"])]
    )

    static let all = [matches, appearances, ratings, notes, empty]
}
