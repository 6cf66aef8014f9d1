/// An API-Football v3 endpoint path.
package enum Endpoint: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case status
    case countries
    case leagues
    case fixtures
    case fixturesRounds = "fixtures/rounds"
    case fixturesHeadToHead = "fixtures/headtohead"
    case standings
    case topScorers = "players/topscorers"
    case topAssists = "players/topassists"
    case squads = "players/squads"
    case players
    case transfers
    case coaches = "coachs"

    /// The folder name in a recordings directory (`/` becomes `_`).
    package var recordingFolder: String { String(rawValue.map { $0 == "/" ? "_" : $0 }) }

    /// Items per page for paginated endpoints; nil when the endpoint answers in one page.
    package var pageSize: Int? {
        switch self {
        case .players: 20
        default: nil
        }
    }

    package static func < (a: Endpoint, b: Endpoint) -> Bool { a.rawValue < b.rawValue }
}
