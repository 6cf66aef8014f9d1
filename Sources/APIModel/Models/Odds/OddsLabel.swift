/// One item of `odds/bookmakers` or `odds/bets`: `{id, name}`.
package struct OddsLabel: APIDecodable, Equatable {
    /// `id`; required.
    package let id: Int
    /// `name` (`Bwin`, `Goals Over/Under`).
    package let name: String?

    /// Reads an `odds/bookmakers` or `odds/bets` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.requiredInt("id")
        name = try node.string("name")
    }
}
