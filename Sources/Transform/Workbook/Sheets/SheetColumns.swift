import Tabular

/// The columns only workbook sheets have (the match context of team and player sheets, a team's
/// results, its head-to-head record), each declared once with its label and description.
enum SheetColumns {
    private static let declared: [Column] =
        [
            Column("fixture_id", .integer, description: "API-Football fixture id.", label: "Fixture ID"),
            Column("round_order", .integer, description: "Order of the round within the league-season, from 1.", label: "Rd"),
            Column("round", .text, description: "Round name as the API sends it.", label: "Round"),
            Column("kickoff", .timestamp, description: "Kick-off in the pipeline's timezone (UTC when it sets none).", label: "Kick-off"),
            Column("opponent", .text, description: "The other team's name.", label: "Opponent"),
            Column("side", .text, description: "home or away.", label: "Side"),
            Column("goals_for", .integer, description: "Goals the team scored.", label: "GF"),
            Column("goals_against", .integer, description: "Goals the team conceded.", label: "GA"),
            Column("score", .text, description: "Score from the team's side, for–against.", label: "Score"),
            Column("result", .text, description: "W, D or L from the team's side; empty until the match is finished.", label: "Result"),
            Column("points", .integer, description: "League points from the match (3, 1 or 0).", label: "Pts"),
            Column("cumulative_points", .integer, description: "League points so far this season, after this match.", label: "Total Pts"),
            Column("status", .text, description: "Match status, the API's short code (FT, NS, PST…).", label: "Status"),
            Column("opponent_id", .integer, description: "API-Football team id of the opponent.", label: "Opponent ID"),
            Column("played", .integer, description: "Finished meetings in the head-to-head answers.", label: "P"),
            Column("won", .integer, description: "Meetings the team won.", label: "W"),
            Column("drawn", .integer, description: "Meetings drawn.", label: "D"),
            Column("lost", .integer, description: "Meetings the team lost.", label: "L"),
            Column("player_id", .integer, description: "API-Football player id.", label: "Player ID"),
            Column("non_penalty_goals", .integer, description: "Goals minus penalties scored.", unit: "goals", label: "npG"),
            Column(
                "minutes_per_goal", .integer, description: "Minutes played per goal, rounded to whole minutes; empty without a goal.",
                unit: "minutes", label: "Min/G"),
            Column(
                "goals_per_90", .decimal, description: "Goals × 90 / minutes, two decimal places; empty under 90 minutes.",
                unit: "goals per 90 minutes", label: "G/90"),
            Column(
                "assists_per_90", .decimal, description: "Assists × 90 / minutes, two decimal places; empty under 90 minutes.",
                unit: "assists per 90 minutes", label: "A/90")
        ] + formCells

    /// A form text as five one-letter cells, oldest to newest (`FormCells`).
    private static let formCells = ["oldest", "second oldest", "middle", "second newest", "newest"].enumerated().map { index, which in
        Column(
            "form_\(index + 1)", .text,
            description: "The \(which) of the last five results (W, D or L): the CSV's form, one letter a cell, oldest left, newest right.",
            label: "Form \(index + 1)")
    }

    /// `columns` with those named `first` moved to the front and those named `last` to the end
    /// (the ones present, in the order given), the others in their order between.
    static func ordered(_ columns: [Column], first: [String], last: [String] = []) -> [Column] {
        func present(_ names: [String]) -> [Column] { names.compactMap { name in columns.first { $0.name == name } } }
        return present(first) + columns.filter { !first.contains($0.name) && !last.contains($0.name) } + present(last)
    }

    /// The declared columns named `names`, in that order.
    static func named(_ names: String...) -> [Column] {
        names.map { name in
            guard let column = declared.first(where: { $0.name == name }) else { preconditionFailure("no sheet column \(name)") }
            return column
        }
    }
}
