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
}
