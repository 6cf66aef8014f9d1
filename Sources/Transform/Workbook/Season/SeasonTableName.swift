/// The output tables a season workbook reads, by their names in TABLES.md.
enum SeasonTableName: String, CaseIterable, Sendable {
    case fixtures
    case events
    case teamMatchStats = "team_match_stats"
    case playerMatchStats = "player_match_stats"
    case standings
    case topScorers = "top_scorers"
    case topAssists = "top_assists"
    case squads
    case players
    case transfers
    case headToHead = "head_to_head"
    case coaches
}
