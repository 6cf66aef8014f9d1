/// A league-season coverage flag of the leagues catalog that says whether the API has a
/// dataset's data at all; the planner skips the dataset where the flag is false.
package enum CoverageFlag: Sendable, Hashable {
    /// Any of events, lineups, team or player statistics.
    case fixtureDetails
    case standings
    case players
    case topScorers
    case topAssists
    /// Top yellow and red card lists.
    case topCards
    case injuries
    case predictions
    /// Pre-match odds.
    case odds

    /// Why the plan leaves the dataset out where the flag is false (for `plan` and the manifest).
    package var skipReason: String {
        switch self {
        case .fixtureDetails: "the API's coverage for this season has no events, lineups or statistics"
        case .players: "the API's coverage for this season has no player statistics"
        case .standings: "the API's coverage for this season says it has no standings"
        case .topScorers: "the API's coverage for this season says it has no top_scorers"
        case .topAssists: "the API's coverage for this season says it has no top_assists"
        case .topCards: "the API's coverage for this season says it has no top cards lists"
        case .injuries: "the API's coverage for this season says it has no injuries"
        case .predictions: "the API's coverage for this season says it has no predictions"
        case .odds: "the API's coverage for this season says it has no pre-match odds"
        }
    }
}
