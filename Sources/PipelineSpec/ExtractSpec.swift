import APIModel
package import Catalog

/// What to extract, with each dataset's options.
package struct ExtractSpec: Sendable, Equatable {
    /// The datasets named, in file order, without repeats.
    package var datasets: [Dataset]
    /// Narrows the fixtures list (and so everything per fixture) to a window.
    package var fixtureWindow: FixtureWindow
    package var players: PlayerSelection
    package var headToHead: HeadToHeadSelection
    /// Cache lifetime overrides in seconds, per dataset; `cacheForever` for `ttl: never`.
    package var cacheLifetimes: [Dataset: Int]
    /// Which fixtures a per-fixture dataset asks about, where the pipeline overrides the
    /// descriptor's choice (`predictions: {for: all}`).
    package var fixtureChoices: [Dataset: FixtureChoice] = [:]
    /// `max_age:` per dataset in seconds: caps the cache lifetime whatever else applies.
    package var maxAges: [Dataset: Int] = [:]
    /// `tables:` per dataset: the only tables of the dataset's own list it writes.
    package var tableChoices: [Dataset: [String]] = [:]

    /// The cache lifetime that never expires.
    package static let cacheForever = Int.max

    package init(
        datasets: [Dataset], fixtureWindow: FixtureWindow = .all,
        players: PlayerSelection = PlayerSelection(), headToHead: HeadToHeadSelection = HeadToHeadSelection(),
        cacheLifetimes: [Dataset: Int] = [:]
    ) {
        self.datasets = datasets
        self.fixtureWindow = fixtureWindow
        self.players = players
        self.headToHead = headToHead
        self.cacheLifetimes = cacheLifetimes
    }

    package func includes(_ dataset: Dataset) -> Bool { datasets.contains(dataset) }

    /// Whether the run writes the table `name`: false when a dataset's `tables:` leaves it
    /// out and no named dataset that keeps it makes it too (`fixtures` stays while the
    /// `fixtures` dataset is named, whatever `fixture_events: {tables: [events]}` says), and for
    /// the leagues catalog unless `leagues` is named: a run fetches it to plan by (coverage,
    /// names, current seasons), which uses it without writing it.
    package func writesTable(_ name: String) -> Bool {
        if !includes(.leagues), Dataset.leagues.descriptor.tables.contains(name) { return false }
        guard
            tableChoices.contains(where: { dataset, chosen in
                dataset.descriptor.tables.contains(name) && !chosen.contains(name)
            })
        else { return true }
        return datasets.contains { (tableChoices[$0] ?? $0.descriptor.tables).contains(name) }
    }
}

/// Which fixtures of a season to export.
package enum FixtureWindow: Sendable, Equatable {
    case all
    /// The league's current round (from `fixtures/rounds?current=true`).
    case currentRound
    /// Fixtures whose kickoff date (UTC) lies in `from...to`, each `YYYY-MM-DD`.
    case dates(from: String, to: String)
    /// Kickoff dates (UTC) from `from` to `to`, at least one counted in days from today
    /// (`{from: -7d, to: +7d}`): the moving window of a nightly job.
    case days(from: DayBound, to: DayBound)
    /// Rounds around the current one (`rounds: [previous, current]`), in any combination.
    case rounds(Set<RoundSelector>)
}

/// One end of a date window: a fixed date or days from today.
package enum DayBound: Sendable, Hashable {
    /// `YYYY-MM-DD`.
    case date(String)
    /// Days from today (`-7d` is -7, `+7d` is 7).
    case offset(days: Int)
}

/// A round named relative to the league's current round.
package enum RoundSelector: String, Sendable, Hashable, CaseIterable, Comparable {
    case previous
    case current
    case next

    /// Places from the current round.
    package var step: Int {
        switch self {
        case .previous: -1
        case .current: 0
        case .next: 1
        }
    }

    package static func < (a: RoundSelector, b: RoundSelector) -> Bool { a.step < b.step }
}

/// Which players get profiles and season statistics.
package struct PlayerSelection: Sendable, Equatable {
    /// Lists whose players are included.
    package var from: [PlayerSource]
    /// How many seasons back, counting the scope's season as the first.
    package var seasons: Int

    package init(from: [PlayerSource] = [.topScorers, .topAssists], seasons: Int = 1) {
        self.from = from
        self.seasons = seasons
    }
}

/// A list players are taken from.
package enum PlayerSource: String, Sendable, Equatable, CaseIterable {
    case topScorers = "top_scorers"
    case topAssists = "top_assists"
    case squads

    /// The dataset whose answers list the players.
    package var dataset: Dataset { Dataset(rawValue) }
}

/// Which head-to-head pairs to fetch.
package struct HeadToHeadSelection: Sendable, Equatable {
    package var pairs: HeadToHeadPairs
    /// Past meetings per pair (`last=`).
    package var last: Int

    package init(pairs: HeadToHeadPairs = .upcoming, last: Int = 10) {
        self.pairs = pairs
        self.last = last
    }
}

/// Pairs of teams whose meetings are fetched.
package enum HeadToHeadPairs: String, Sendable, Equatable, CaseIterable {
    /// Pairs meeting in fixtures not yet played.
    case upcoming
    /// Every pair meeting in the season.
    case all
}
