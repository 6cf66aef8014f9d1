/// `goals.for` or `goals.against` of `teams/statistics` (and of a `predictions` team).
package struct TeamGoalStatistics: Sendable, Equatable {
    /// `total {home, away, total}`.
    package let total: HomeAwayTotal<Int?>
    /// `average {home, away, total}`, sent as text (`"2.1"`).
    package let average: HomeAwayTotal<String?>
    /// `minute`: goals per minute range, in the API's order.
    package let minutes: [MinuteBucket]
    /// `under_over`: matches over and under each goal line, in the API's order.
    package let underOver: [UnderOver]

    /// One `under_over` line: `"2.5": {over, under}`.
    package struct UnderOver: Sendable, Equatable {
        /// The goal line as sent (`0.5` … `4.5`).
        package let line: String
        /// `over`: matches with more goals.
        package let over: Int?
        /// `under`: matches with fewer goals.
        package let under: Int?
    }

    /// Reads `goals.for` or `goals.against`.
    package init(_ node: JSONNode) throws(APIModelError) {
        total = try HomeAwayTotal(counts: node.object("total"))
        average = try HomeAwayTotal(texts: node.object("average"))
        minutes = try MinuteBucket.list(node.object("minute"))
        var lines: [UnderOver] = []
        for (key, line) in try node.object("under_over").members() {
            lines.append(UnderOver(line: key, over: try line.int("over"), under: try line.int("under")))
        }
        underOver = lines
    }
}
