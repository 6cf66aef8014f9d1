package import APIModel

/// The dataset catalog: every dataset the tool can extract, in the order a plan asks for them.
/// One entry per dataset; everything else reads this list (docs/ARCHITECTURE.md).
package enum DatasetCatalog {
    /// Every descriptor, in planning order: catalogs first, then per league-season from the
    /// fixtures list to what depends on it.
    package static let all: [DatasetDescriptor] = [
        .leagues, .countries, .timezones, .leagueSeasons, .teamCountries, .oddsBookmakers, .oddsBets, .oddsLiveBets,
        .fixtures, .rounds, .roundDates, .fixtureDetails, .fixtureEvents, .fixtureLineups, .fixtureStatistics, .fixturePlayers,
        .fixtureStatisticsHalves, .standings, .topScorers, .topAssists, .topYellowCards, .topRedCards,
        .teams, .venues, .teamStatistics, .teamSeasons, .injuries, .predictions, .odds, .oddsLive, .oddsMapping,
        .squads, .coaches, .players, .transfers, .trophies, .sidelined, .playerProfiles, .playerTeams, .playerSeasons, .headToHead
    ]

    private static let positions: [Dataset: Int] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($0.element.name, $0.offset) })

    /// The descriptor of a dataset named in the catalog.
    package static func descriptor(_ dataset: Dataset) -> DatasetDescriptor {
        guard let position = positions[dataset] else { preconditionFailure("dataset \(dataset) is not in the catalog") }
        return all[position]
    }

    /// A dataset's place in the catalog (unknown names sort last).
    static func position(of dataset: Dataset) -> Int { positions[dataset] ?? Int.max }

    /// The dataset a request belongs to; nil for requests no dataset makes (`status`, or an
    /// endpoint the tool does not turn into tables).
    package static func descriptor(serving request: Request) -> DatasetDescriptor? {
        all.first { $0.endpoint == request.endpoint && $0.serves(request) }
    }

    /// Every endpoint some dataset reads, sorted.
    package static var endpoints: [Endpoint] { Set(all.map(\.endpoint)).sorted() }
}
