extension Dataset {
    /// One line on what the dataset exports, for the schema and editors.
    var summary: String {
        switch self {
        case .leagues: "The leagues in scope with their seasons and coverage."
        case .countries: "The countries the API knows."
        case .fixtures: "The season's fixtures: teams, kickoff, status, scores (table fixtures)."
        case .rounds: "The season's round names in playing order."
        case .fixtureDetails: "Events, lineups, team and player statistics per fixture, 20 fixtures a request."
        case .standings: "The league table, per group."
        case .topScorers: "The season's top scorers."
        case .topAssists: "The season's top assist providers."
        case .squads: "Each team's current squad."
        case .players: "Player profiles and season totals for the players chosen by `from`."
        case .transfers: "Transfers of the players exported."
        case .headToHead: "Past meetings of pairs of teams."
        case .coaches: "Each team's coaches and their careers."
        }
    }
}
