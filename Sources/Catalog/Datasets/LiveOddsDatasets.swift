package import APIModel

extension Endpoint {
    package static let oddsLive = Endpoint("odds/live")
    package static let oddsMapping = Endpoint("odds/mapping")
}

extension Dataset {
    package static let oddsLive = Dataset("odds_live")
    package static let oddsMapping = Dataset("odds_mapping")
}

/// The last two odds endpoints: prices of matches being played now, and which fixtures have
/// pre-match odds at all.
extension DatasetDescriptor {
    /// `odds/live` takes a league but no season: one call per league of the scope. The API
    /// refreshes in-play odds every minute, and a cached answer lives as long.
    static let oddsLive = DatasetDescriptor(
        "odds_live", summary: "In-play odds of the scope's matches being played at the time of the call, one call per league.",
        endpoint: .oddsLive, requests: .perLeague, placement: .shared, lifetime: .minute, coverage: .odds,
        claims: [AnswerClaim("league", ["league", "id"])],
        absorb: storingList(LiveOdds.self), tables: ["odds_live"],
        lists: ["odds[]", "odds[].values[]"]
    )

    /// Every fixture with pre-match odds, of every league: one paged list (100 a page) per run.
    static let oddsMapping = DatasetDescriptor(
        "odds_mapping", summary: "Every fixture the API has pre-match odds for, with its league-season, one paged list in all.",
        endpoint: .oddsMapping, requests: .once([:]), placement: .shared, pageSize: 100, lifetime: .day,
        absorb: storingList(OddsMapping.self), tables: ["odds_mapping"]
    )
}
