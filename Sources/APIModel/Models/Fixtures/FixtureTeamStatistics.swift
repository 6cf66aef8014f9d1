/// One team's entry in a fixture's `statistics` (or a `fixtures/statistics` answer): the
/// statistics in the API's order, values kept as sent (`5`, `"58%"`, `"2.15"`, `null`).
/// With `half=true` (data from the 2024 season on) the entry adds `statistics_1h` and
/// `statistics_2h` beside the whole-match list.
package struct FixtureTeamStatistics: APIDecodable, Equatable {
    /// `team`.
    package let team: TeamReference
    /// `statistics[]`, in order; unknown types are kept.
    package let statistics: [Entry]
    /// `statistics_1h`: the first half; nil unless requested with `half=true`.
    package let firstHalf: [Entry]?
    /// `statistics_2h`: the second half; nil unless requested with `half=true`.
    package let secondHalf: [Entry]?

    /// One `{type, value}` statistic.
    package struct Entry: APIDecodable, Equatable {
        /// `type` (`Shots on Goal`, `Ball Possession`, `expected_goals`…); required.
        package let type: String
        /// `value` exactly as sent.
        package let value: APIScalar

        /// Reads an element of a team's `statistics`.
        package init(_ node: JSONNode) throws(APIModelError) {
            type = try node.requiredString("type")
            value = try node.scalar("value")
        }
    }

    /// Reads an element of a fixture's `statistics`.
    package init(_ node: JSONNode) throws(APIModelError) {
        team = try TeamReference(node.object("team"))
        statistics = try node.list("statistics", of: Entry.self)
        firstHalf = try node.optionalList("statistics_1h", of: Entry.self)
        secondHalf = try node.optionalList("statistics_2h", of: Entry.self)
    }
}
