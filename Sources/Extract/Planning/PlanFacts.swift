package import APIModel
import Catalog
import PipelineSpec

/// What the planner knows so far: the parts of earlier answers that later requests depend on.
package struct PlanFacts: Sendable {
    /// The leagues catalog, once answered.
    package var catalog: [CatalogLeague]?
    package var fixtures: [LeagueSeason: [FixtureFact]] = [:]
    /// The current round's name, from `fixtures/rounds?current=true`.
    package var currentRound: [LeagueSeason: String] = [:]
    /// The season's round names in playing order, from `fixtures/rounds`.
    package var rounds: [LeagueSeason: [String]] = [:]
    package var topScorers: [LeagueSeason: [Int]] = [:]
    package var topAssists: [LeagueSeason: [Int]] = [:]
    /// Player ids per team, from squads.
    package var squads: [Int: [Int]] = [:]

    package init() {}
}

/// A fixture as far as planning needs it.
package struct FixtureFact: Sendable, Hashable {
    package let id: Int
    /// The API's short status (`FT`, `NS`, …).
    package let status: String
    package let homeTeam: Int
    package let awayTeam: Int
    /// Kickoff, Unix seconds.
    package let kickoff: Int
    package let round: String
    /// The venue's id; nil when the API gives none.
    package let venue: Int?

    package init(id: Int, status: String, homeTeam: Int, awayTeam: Int, kickoff: Int, round: String, venue: Int? = nil) {
        self.id = id
        self.status = status
        self.homeTeam = homeTeam
        self.awayTeam = awayTeam
        self.kickoff = kickoff
        self.round = round
        self.venue = venue
    }

    /// Not played and never will be, or not yet: no details, events or statistics exist.
    package var hasNoDetails: Bool { MatchStatus.short(status, is: .withoutDetails) }

    /// Not started yet: what predictions and pre-match odds are about.
    package var isUpcoming: Bool { MatchStatus.short(status, is: .notStarted) }
}

/// A league of the catalog as far as planning needs it.
package struct CatalogLeague: Sendable, Hashable {
    package let id: Int
    package let name: String
    package let country: String
    package let seasons: [CatalogSeason]

    package init(id: Int, name: String, country: String, seasons: [CatalogSeason]) {
        self.id = id
        self.name = name
        self.country = country
        self.seasons = seasons
    }
}

/// One season of a catalog league, with what the API says it covers.
package struct CatalogSeason: Sendable, Hashable {
    package let year: Int
    package let isCurrent: Bool
    package let coverage: Coverage

    package init(year: Int, isCurrent: Bool, coverage: Coverage) {
        self.year = year
        self.isCurrent = isCurrent
        self.coverage = coverage
    }
}
