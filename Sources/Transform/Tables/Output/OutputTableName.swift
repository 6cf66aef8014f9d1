import APIModel

/// The name of an output table (`player_match_stats`). Every name is declared once, by its
/// entry in `TableCatalog`; `allCases` is the order a run lists its tables in.
package struct OutputTableName: StringName, CaseIterable {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Every table, in output order.
    package static var allCases: [OutputTableName] { TableCatalog.all.map(\.name) }
}

extension OutputTableName {
    package static let fixtures = OutputTableName("fixtures")
    package static let events = OutputTableName("events")
    package static let lineups = OutputTableName("lineups")
    package static let teamMatchStats = OutputTableName("team_match_stats")
    package static let playerMatchStats = OutputTableName("player_match_stats")
    package static let squadSeasonStats = OutputTableName("squad_season_stats")
    package static let standings = OutputTableName("standings")
    package static let topScorers = OutputTableName("top_scorers")
    package static let topAssists = OutputTableName("top_assists")
    package static let squads = OutputTableName("squads")
    package static let players = OutputTableName("players")
    package static let transfers = OutputTableName("transfers")
    package static let headToHead = OutputTableName("head_to_head")
    package static let leagues = OutputTableName("leagues")
    package static let countries = OutputTableName("countries")
    package static let rounds = OutputTableName("rounds")
    package static let coaches = OutputTableName("coaches")
    package static let teams = OutputTableName("teams")
    package static let venues = OutputTableName("venues")
    package static let teamSeasonStats = OutputTableName("team_season_stats")
    package static let teamGoalsByMinute = OutputTableName("team_goals_by_minute")
    package static let teamGoalsUnderOver = OutputTableName("team_goals_under_over")
    package static let teamFormations = OutputTableName("team_formations")
    package static let teamCardsByMinute = OutputTableName("team_cards_by_minute")
    package static let teamSeasons = OutputTableName("team_seasons")
    package static let teamCountries = OutputTableName("team_countries")
    package static let timezones = OutputTableName("timezones")
    package static let leagueSeasons = OutputTableName("league_seasons")
    package static let roundDates = OutputTableName("round_dates")
    package static let teamMatchStatsHalves = OutputTableName("team_match_stats_halves")
    package static let injuries = OutputTableName("injuries")
    package static let predictions = OutputTableName("predictions")
    package static let predictionComparison = OutputTableName("prediction_comparison")
    package static let odds = OutputTableName("odds")
    package static let oddsLive = OutputTableName("odds_live")
    package static let oddsMapping = OutputTableName("odds_mapping")
    package static let bookmakers = OutputTableName("bookmakers")
    package static let bets = OutputTableName("bets")
    package static let liveBets = OutputTableName("live_bets")
    package static let topYellowCards = OutputTableName("top_yellow_cards")
    package static let topRedCards = OutputTableName("top_red_cards")
    package static let trophies = OutputTableName("trophies")
    package static let sidelined = OutputTableName("sidelined")
    package static let playerProfiles = OutputTableName("player_profiles")
    package static let playerTeams = OutputTableName("player_teams")
    package static let playerSeasons = OutputTableName("player_seasons")
}
