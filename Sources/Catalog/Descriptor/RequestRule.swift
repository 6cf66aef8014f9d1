/// How the planner derives a dataset's requests: declarative, so a new dataset reuses a rule
/// instead of adding a branch to the planner.
package enum RequestRule: Sendable, Hashable {
    /// One request for the whole run, with these parameters.
    case once([String: String])
    /// One request per league-season in scope (`league`, `season`) for each parameter variant.
    case perLeagueSeason(variants: [[String: String]])
    /// The ids of the season's played fixtures (in the pipeline's window), `limit` per request,
    /// joined by `-` in `parameter` (`fixtures?ids=1-2-…`).
    case fixtureBatches(parameter: String, limit: Int)
    /// One request per fixture of the window that `fixtures` chooses, its id in `parameter`,
    /// with `fixed` parameters added (`half=true`).
    case perFixture(parameter: String, fixtures: FixtureChoice, fixed: [String: String] = [:])
    /// One request per venue the season's fixtures are played at (`venues?id=`).
    case perVenue
    /// One request per league in scope (`league`), for endpoints that take no season (`odds/live`).
    case perLeague
    /// One request per team playing in the season: `team`, plus `league` and `season` when asked.
    case perTeam(withLeagueSeason: Bool)
    /// One request per selected player (`players.from`): `parameter` is the id's name; with
    /// `seasonsBack` one per season back, as `season`.
    case perPlayer(parameter: String, seasonsBack: Bool)
    /// One request per pair of teams meeting in the window (`h2h`, `last`).
    case perTeamPair

    /// Whether the requests come from the season's fixtures list (so the list is fetched first).
    package var readsFixturesList: Bool {
        switch self {
        case .fixtureBatches, .perFixture, .perTeam, .perTeamPair, .perVenue: true
        case .once, .perLeagueSeason, .perPlayer, .perLeague: false
        }
    }

    /// Whether the rule can cost many calls per league-season, so one catalog call to learn the
    /// coverage first is worth it.
    package var isCostly: Bool {
        switch self {
        case .fixtureBatches, .perFixture, .perTeam, .perPlayer, .perTeamPair, .perVenue: true
        case .once, .perLeagueSeason, .perLeague: false
        }
    }
}

extension RequestRule {
    /// What one call of the rule covers, for `plan` (`20 played fixtures a call`).
    package var costText: String {
        switch self {
        case .once: "one call in all"
        case .perLeagueSeason(let variants):
            variants.count == 1 ? "one call per league-season" : "\(variants.count) calls per league-season"
        case .fixtureBatches(_, let limit): "\(limit) played fixtures a call"
        case .perFixture(_, let fixtures, _): fixtures == .all ? "one call per fixture" : "one call per \(fixtures.rawValue) fixture"
        case .perTeam: "one call per team"
        case .perPlayer(_, let seasonsBack): seasonsBack ? "one call per player and season, more for long pages" : "one call per player"
        case .perTeamPair: "one call per pair of teams"
        case .perVenue: "one call per venue"
        case .perLeague: "one call per league"
        }
    }
}

/// Which fixtures of the window a per-fixture rule asks about.
package enum FixtureChoice: String, Sendable, Hashable {
    /// Played or in play: details exist.
    case played
    /// Not started yet (`NS`, `TBD`): predictions and pre-match odds.
    case upcoming
    /// Every fixture of the window, played or not (`predictions: {for: all}`).
    case all
}
