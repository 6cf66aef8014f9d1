import APIModel
import Tabular

/// Answers that are plain lists of values (`timezone`, `leagues/seasons`, `teams/seasons?team=`,
/// `players/seasons?player=`): one row per value, with the id the request names when it names
/// one. Sorted by that id, then value; a value listed twice is kept once.
enum ValueListTableBuilder {
    /// One value, with the id of whose list it is.
    final class Row: Sendable {
        let owner: Int?
        let value: CellValue

        init(owner: Int?, value: CellValue) {
            self.owner = owner
            self.value = value
        }
    }

    /// Whose list an answer is: the id `parameter` of the request, written as `column`.
    struct Owner {
        let column: String
        let parameter: String
        /// The owner column's display label.
        let label: String
        /// What the owner column holds, for the column's description.
        let description: String
    }

    /// Seasons (`league_seasons`), or each team's or player's seasons, and the values emptied.
    static func seasons(_ name: TableName, owner: Owner?, _ answers: [FiledAnswer<[Int]>]) -> (table: Table, issues: ValueIssues) {
        let ownerColumns: [ColumnSpec<Row>] =
            owner.map { owner in [.id(owner.column, label: owner.label, owner.description) { $0.owner }] } ?? []
        let layout = TableLayout<Row>(
            name, key: (owner.map { [$0.column] } ?? []) + ["season"],
            columns: ownerColumns + [
                .int("season", label: "Season", "A season, as the year it starts.", range: SeasonYear.range) { row in
                    if case .integer(let year) = row.value { year } else { nil }
                }
            ])
        var rows: [(owner: Int, season: Int)] = []
        for answer in answers {
            let id = owner.flatMap { answer.request.integer($0.parameter) } ?? 0
            rows += answer.value.map { (id, $0) }
        }
        let unique = Set(rows.map { [$0.owner, $0.season] }).sorted { $0.lexicographicallyPrecedes($1) }
        return layout.built(unique.map { Row(owner: owner == nil ? nil : $0[0], value: .integer($0[1])) })
    }

    /// `timezones`: one row per time zone name, sorted.
    static func timezones(_ names: [String]) -> Table {
        let layout = TableLayout<Row>(
            .timezones, key: ["timezone"],
            columns: [
                ColumnSpec("timezone", .text, label: "Timezone", "An IANA time zone name the API accepts (e.g. Europe/London).") {
                    $0.value
                }
            ])
        return layout.table(Set(names).sorted().map { Row(owner: nil, value: .text($0)) })
    }
}
