/// The name of an output table (`player_match_stats`): file-safe snake_case, the name of its
/// files, its SQLite and PostgreSQL table and its Excel Table. Every name is a constant here, and
/// the table catalog (Transform) declares one entry for each.
package struct TableName: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }

    package static func < (a: TableName, b: TableName) -> Bool { a.rawValue < b.rawValue }
}

extension TableName {
    package static let fixtures = TableName("fixtures")
    package static let events = TableName("events")
    package static let lineups = TableName("lineups")
    package static let teamMatchStats = TableName("team_match_stats")
    package static let playerMatchStats = TableName("player_match_stats")
    package static let squadSeasonStats = TableName("squad_season_stats")
    package static let standings = TableName("standings")
    package static let topScorers = TableName("top_scorers")
    package static let topAssists = TableName("top_assists")
    package static let squads = TableName("squads")
    package static let players = TableName("players")
    package static let transfers = TableName("transfers")
    package static let headToHead = TableName("head_to_head")
    package static let leagues = TableName("leagues")
    package static let countries = TableName("countries")
    package static let rounds = TableName("rounds")
    package static let coaches = TableName("coaches")
    package static let teams = TableName("teams")
    package static let venues = TableName("venues")
    package static let teamSeasonStats = TableName("team_season_stats")
    package static let teamGoalsByMinute = TableName("team_goals_by_minute")
    package static let teamGoalsUnderOver = TableName("team_goals_under_over")
    package static let teamFormations = TableName("team_formations")
    package static let teamCardsByMinute = TableName("team_cards_by_minute")
    package static let teamSeasons = TableName("team_seasons")
    package static let teamCountries = TableName("team_countries")
    package static let timezones = TableName("timezones")
    package static let leagueSeasons = TableName("league_seasons")
    package static let roundDates = TableName("round_dates")
    package static let teamMatchStatsHalves = TableName("team_match_stats_halves")
    package static let injuries = TableName("injuries")
    package static let predictions = TableName("predictions")
    package static let predictionComparison = TableName("prediction_comparison")
    package static let odds = TableName("odds")
    package static let oddsLive = TableName("odds_live")
    package static let oddsMapping = TableName("odds_mapping")
    package static let bookmakers = TableName("bookmakers")
    package static let bets = TableName("bets")
    package static let liveBets = TableName("live_bets")
    package static let topYellowCards = TableName("top_yellow_cards")
    package static let topRedCards = TableName("top_red_cards")
    package static let trophies = TableName("trophies")
    package static let sidelined = TableName("sidelined")
    package static let playerProfiles = TableName("player_profiles")
    package static let playerTeams = TableName("player_teams")
    package static let playerSeasons = TableName("player_seasons")
}
