/// One item of `odds` (pre-match): a fixture and each bookmaker's odds for it.
package struct FixtureOdds: APIDecodable, Equatable {
    /// `league`.
    package let league: LeagueReference
    /// `fixture`.
    package let fixture: FixtureReference
    /// `update`: when the API last refreshed these odds.
    package let update: String?
    /// `bookmakers[]`, in the API's order.
    package let bookmakers: [BookmakerOdds]

    /// Reads an `odds` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        league = try LeagueReference(node.object("league"))
        fixture = try FixtureReference(node.object("fixture"))
        update = try node.string("update")
        bookmakers = try node.list("bookmakers", of: BookmakerOdds.self)
    }
}
