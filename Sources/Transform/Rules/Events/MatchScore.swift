/// A score as home and away goals.
package struct MatchScore: Sendable, Hashable, CustomStringConvertible {
    package var home: Int
    package var away: Int

    package init(home: Int, away: Int) {
        self.home = home
        self.away = away
    }

    /// 0–0.
    package static let zero = MatchScore(home: 0, away: 0)

    /// `home-away`, as in warnings (`2-1`).
    package var description: String { "\(home)-\(away)" }

    /// Adds one goal for a side.
    mutating func add(for side: TeamSide) {
        switch side {
        case .home: home += 1
        case .away: away += 1
        }
    }
}
