import APIModel

/// A table row that carries one player statistics block (a match's, or a team-league-season's).
protocol PlayerStatisticsRow: AnyObject, Sendable {
    /// The block; nil when the API sent none (every counting column is then a null count).
    var statistics: PlayerStatistics? { get }
}
