/// A statistic value that is no number (`1e999`, `"55%%"`, `true`) in a numeric column: the
/// cell is written empty, the column keeps its type, and the builder says where with a
/// `unreadable_statistic` warning.
package struct UnreadableStatistic: Sendable, Hashable {
    /// The input list (grid row) it came from.
    package let row: Int
    /// The API's `type` text.
    package let type: String
    /// The column it would have filled.
    package let column: String
    /// The value as sent.
    package let text: String

    /// The warning for this value in `fixtureID`'s list of `teamID` (nil when the API left it out).
    package func warning(fixtureID: Int, teamID: Int?) -> TransformWarning {
        let team = teamID.map(String.init) ?? "?"
        return TransformWarning(
            code: .unreadableStatistic,
            message: "fixture \(fixtureID), team \(team): statistic \"\(type)\" has the value \"\(text)\", which is "
                + "no number; written empty so \(column) stays numeric (check the answer, and report it if it is genuine)",
            fixtureID: fixtureID, teamID: teamID,
            details: ["statistic": type, "column": column, "value": text]
        )
    }
}
