/// One team's row in a standings group.
package struct StandingRow: APIDecodable, Equatable {
    /// `rank`.
    package let rank: Int?
    /// `team`.
    package let team: TeamReference
    /// `points`.
    package let points: Int?
    /// `goalsDiff` (can be negative).
    package let goalsDiff: Int?
    /// `group` (`Premier League`, `Group A`).
    package let group: String?
    /// `form`: last results, newest last (`LDWWW`).
    package let form: String?
    /// `status`: rank movement (`same`, `up`, `down`).
    package let status: String?
    /// `description`: what the rank qualifies for; often null.
    package let description: String?
    /// `all`: every match.
    package let all: Record
    /// `home`: home matches.
    package let home: Record
    /// `away`: away matches.
    package let away: Record
    /// `update`: when the API computed the row.
    package let update: String?

    /// `{played, win, draw, lose, goals {for, against}}`.
    package struct Record: Sendable, Equatable {
        /// `played`.
        package let played: Int?
        /// `win`.
        package let win: Int?
        /// `draw`.
        package let draw: Int?
        /// `lose`.
        package let lose: Int?
        /// `goals.for`.
        package let goalsFor: Int?
        /// `goals.against`.
        package let goalsAgainst: Int?
    }

    /// Reads an element of a standings group.
    package init(_ node: JSONNode) throws(APIModelError) {
        rank = try node.int("rank")
        team = try TeamReference(node.object("team"))
        points = try node.int("points")
        goalsDiff = try node.int("goalsDiff")
        group = try node.string("group")
        form = try node.string("form")
        status = try node.string("status")
        description = try node.string("description")
        all = try Self.record(node.object("all"))
        home = try Self.record(node.object("home"))
        away = try Self.record(node.object("away"))
        update = try node.string("update")
    }

    private static func record(_ node: JSONNode) throws(APIModelError) -> Record {
        let goals = try node.object("goals")
        return Record(
            played: try node.int("played"),
            win: try node.int("win"),
            draw: try node.int("draw"),
            lose: try node.int("lose"),
            goalsFor: try goals.int("for"),
            goalsAgainst: try goals.int("against")
        )
    }
}
