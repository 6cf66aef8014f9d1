import APIModel
import PipelineSpec

extension Dataset {
    /// The dataset a request serves (the inverse of the planner's mapping); nil for `status`.
    package init?(servedBy request: Request) {
        switch request.endpoint {
        case .status: return nil
        case .leagues: self = .leagues
        case .countries: self = .countries
        case .fixtures: self = request["ids"] != nil || request["id"] != nil ? .fixtureDetails : .fixtures
        case .fixturesRounds: self = .rounds
        case .fixturesHeadToHead: self = .headToHead
        case .standings: self = .standings
        case .topScorers: self = .topScorers
        case .topAssists: self = .topAssists
        case .squads: self = .squads
        case .players: self = .players
        case .transfers: self = .transfers
        case .coaches: self = .coaches
        }
    }
}
