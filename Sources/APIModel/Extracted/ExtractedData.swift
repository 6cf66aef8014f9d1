/// Every decoded answer of a run, keyed the way the table builders join them. Filled by the
/// extract stage as responses arrive; read by Transform. Holds models only: no I/O.
package struct ExtractedData: Sendable {
    /// The leagues catalog (`leagues`), when extracted.
    package var catalog: [LeagueCatalogEntry]?
    /// `countries`, when extracted.
    package var countries: [Country]?
    /// Per league-season lists.
    package var seasons: [LeagueSeason: SeasonLists] = [:]
    /// Fixtures with embedded details (`fixtures?ids=`), by fixture id.
    package var fixtureDetails: [Int: Fixture] = [:]
    /// Details that came one part at a time (`fixtures/events?fixture=` …), by fixture id.
    package var fixtureParts: [Int: FixtureParts] = [:]
    /// `players/squads?team=`, by team id.
    package var squads: [Int: Squad] = [:]
    /// `players?id=&season=` entries, by player and season (several pages concatenated).
    package var playerSeasons: [PlayerSeasonKey: [PlayerSeasonEntry]] = [:]
    /// `transfers?player=`, by player id.
    package var transfers: [Int: TransferHistory] = [:]
    /// `fixtures/headtohead?h2h=`, by pair.
    package var headToHead: [TeamPair: [Fixture]] = [:]
    /// `coachs?team=`, by team id.
    package var coaches: [Int: [Coach]] = [:]
    /// Which answer each match row, part and standings table came from, where several met.
    package var choices = AnswerChoices()
    /// Answers of the datasets whose tables read them as they came (see `FiledAnswers`).
    package var answers = FiledAnswers()
    /// The output tables fed by a dataset that answered here at least once, even with no items:
    /// such a table is written with zero rows, never left out (its previous file would vanish).
    /// Not carried by `scoped(to:)`: a league-season's own answers mark its tables.
    package var answeredTables: Set<String> = []

    package init() {}
}

/// What the season-wide endpoints answered for one league-season.
package struct SeasonLists: Sendable {
    /// `fixtures?league=&season=`.
    package var fixtures: [Fixture]?
    /// `fixtures/rounds?league=&season=`, in the API's order.
    package var rounds: [String]?
    /// `fixtures/rounds?current=true&…`.
    package var currentRounds: [String]?
    /// `standings?league=&season=`.
    package var standings: [LeagueStandings]?
    package var topScorers: [PlayerSeasonEntry]?
    package var topAssists: [PlayerSeasonEntry]?

    package init() {}
}

/// A player in a season: the key of `players?id=&season=` answers.
package struct PlayerSeasonKey: Sendable, Hashable, Comparable {
    package let player: Int
    package let season: Int

    package init(player: Int, season: Int) {
        self.player = player
        self.season = season
    }

    package static func < (a: PlayerSeasonKey, b: PlayerSeasonKey) -> Bool {
        (a.player, a.season) < (b.player, b.season)
    }
}
