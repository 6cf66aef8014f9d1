package import APIModel

/// Where a dataset's answers belong, declared once per dataset: it decides which part of a
/// streaming run plans its requests and which league-season's view of the run's data
/// (`ExtractedData.scoped(to:)`) holds its answers.
package enum DatasetPlacement: Sendable, Hashable {
    /// Answers of the whole run (catalogs, per team, per player, per venue, per pair of teams):
    /// fetched with the season level, read by the tables every league-season shares.
    case shared
    /// Answers of one league-season each, named by `key`.
    case perLeagueSeason(by: AnswerKey)

    /// Whether the answers belong to one league-season each.
    package var isPerLeagueSeason: Bool {
        if case .perLeagueSeason = self { true } else { false }
    }

    /// The league-season an answer to `request` belongs to, when its request names it (answers
    /// placed by fixture are fetched in their league-season's own part and need no naming).
    package func leagueSeason(of request: Request) -> LeagueSeason? {
        guard case .perLeagueSeason(by: .request) = self else { return nil }
        return request.leagueSeason
    }
}

/// What names the league-season of a per-league-season dataset's answer.
package enum AnswerKey: Sendable, Hashable {
    /// Its request's `league` and `season` parameters; fetched with the season level, since
    /// later requests are planned from these answers (fixture lists, rounds).
    case request
    /// The fixtures its request names (`fixtures?ids=`, `?fixture=`): fetched one league-season
    /// at a time, after the season level, and released with it.
    case fixture
}
