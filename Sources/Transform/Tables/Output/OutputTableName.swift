/// The tables Transform writes (TABLES.md), in the order a run lists them.
package enum OutputTableName: String, Sendable, Hashable, CaseIterable {
    case fixtures
    case events
    case lineups
    case teamMatchStats = "team_match_stats"
    case playerMatchStats = "player_match_stats"
    case standings
    case topScorers = "top_scorers"
    case topAssists = "top_assists"
    case squads
    case players
    case transfers
    case headToHead = "head_to_head"
    case leagues
    case countries
    case rounds
    case coaches
}
