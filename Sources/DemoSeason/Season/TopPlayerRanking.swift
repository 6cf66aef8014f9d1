/// Orders the season's top scorers and assist-givers the way the API documents its ranking.
package enum TopPlayerRanking {
    /// One ranked candidate.
    package struct Candidate: Sendable {
        package let playerID: Int
        package let totals: PlayerSeasonTotals
        /// The player's club's final rank.
        package let clubRank: Int
    }

    /// The size of the API's top lists.
    package static let listSize = 20

    /// Goals; then fewer penalties, more assists, more matches scored in, fewer minutes, higher
    /// club, fewer reds, fewer yellows; then id.
    package static func scorers(_ candidates: [Candidate]) -> [Candidate] {
        let ranked = candidates.filter { $0.totals.goals > 0 }.sorted { a, b in
            let x = a.totals
            let y = b.totals
            let keys = [
                y.goals - x.goals, x.penaltyScored - y.penaltyScored, y.assists - x.assists,
                y.matchesScoredIn - x.matchesScoredIn, x.minutes - y.minutes, a.clubRank - b.clubRank,
                x.red - y.red, x.yellow - y.yellow, a.playerID - b.playerID
            ]
            return (keys.first { $0 != 0 } ?? 0) < 0
        }
        return Array(ranked.prefix(listSize))
    }

    /// Assists; then more goals, fewer penalties, more matches with an assist, fewer minutes,
    /// fewer reds, fewer yellows; then id.
    package static func assists(_ candidates: [Candidate]) -> [Candidate] {
        let ranked = candidates.filter { $0.totals.assists > 0 }.sorted { a, b in
            let x = a.totals
            let y = b.totals
            let keys = [
                y.assists - x.assists, y.goals - x.goals, x.penaltyScored - y.penaltyScored,
                y.matchesAssistedIn - x.matchesAssistedIn, x.minutes - y.minutes,
                x.red - y.red, x.yellow - y.yellow, a.playerID - b.playerID
            ]
            return (keys.first { $0 != 0 } ?? 0) < 0
        }
        return Array(ranked.prefix(listSize))
    }
}
