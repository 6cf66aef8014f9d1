/// One item of `odds/mapping`: a fixture that has pre-match odds, with its league-season and
/// when its odds were last updated (shape: the API-Football v3 documentation, "odds/mapping").
package struct OddsMapping: APIDecodable, Equatable {
    /// `league` (`id`, `season`).
    package let league: LeagueReference
    /// `fixture` (`id`, `date`, `timestamp`).
    package let fixture: FixtureReference
    /// `update`: when the fixture's odds were last updated, ISO 8601.
    package let update: String?

    /// Reads an `odds/mapping` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        league = try LeagueReference(node.object("league"))
        fixture = try FixtureReference(node.object("fixture"))
        update = try node.string("update")
    }
}
