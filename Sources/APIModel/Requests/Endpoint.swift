/// An API-Football v3 endpoint path (`fixtures`, `players/topscorers`). Which endpoints the tool
/// uses, and how, is the dataset catalog's business (Sources/Catalog); this type only names one.
package struct Endpoint: StringName, Comparable {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The folder name in a recordings directory (`/` becomes `_`).
    package var recordingFolder: String { String(rawValue.map { $0 == "/" ? "_" : $0 }) }

    package static func < (a: Endpoint, b: Endpoint) -> Bool { a.rawValue < b.rawValue }
}

extension Endpoint {
    /// The free account endpoint: quota left today (never a dataset).
    package static let status = Endpoint("status")
    package static let countries = Endpoint("countries")
    package static let leagues = Endpoint("leagues")
    package static let fixtures = Endpoint("fixtures")
    package static let fixturesRounds = Endpoint("fixtures/rounds")
    package static let fixturesHeadToHead = Endpoint("fixtures/headtohead")
    package static let standings = Endpoint("standings")
    package static let topScorers = Endpoint("players/topscorers")
    package static let topAssists = Endpoint("players/topassists")
    package static let squads = Endpoint("players/squads")
    package static let players = Endpoint("players")
    package static let transfers = Endpoint("transfers")
    package static let coaches = Endpoint("coachs")
}
